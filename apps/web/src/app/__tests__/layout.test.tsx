import { RENEWAL_REWRITE_ROLES } from '@panel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { toasts } from '../../components/ui/toaster/toasts';
import { MOBILE_MAX_WIDTH, PC_MIN_WIDTH } from '../../lib/breakpoints';
import { signIn } from '../../testing/backend';
import { accounts } from '../../testing/fixtures';
import { renderApp } from './render-app';
import { setViewportWidth } from '../../testing/viewport';

const DESKTOP_WIDTH = window.innerWidth;

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

const linkNames = (scope: HTMLElement) => within(scope).getAllByRole('link').map((link) => link.textContent);

describe('layout', () => {
  test('has the banner, one main navigation and one main, and a skip link to the content', async () => {
    signIn(accounts.agent);
    const { user } = renderApp('/dashboard');

    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Menu główne' })).toHaveLength(1);
    const main = screen.getByRole('main');

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Przejdź do treści' });
    expect(skipLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });

  test('on a PC the sidebar lists the pages the roles allow, the current one marked; no burger', async () => {
    setViewportWidth(PC_MIN_WIDTH);
    signIn(accounts.agent);
    const full = renderApp('/documents');
    const nav = await screen.findByRole('navigation', { name: 'Menu główne' });
    expect(linkNames(nav)).toEqual(['Pulpit', 'Dokumenty', 'Zalety produktów', 'Moje pliki', 'Moje sprawy', 'Mój profil']);
    expect(within(nav).getByRole('link', { name: 'Dokumenty' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    full.unmount();

    signIn(accounts.basic);
    renderApp('/dashboard');
    expect(linkNames(await screen.findByRole('navigation', { name: 'Menu główne' }))).not.toContain('Moje pliki');
  });

  test("'Moje sprawy' opens the cases list", async () => {
    signIn(accounts.agent);
    const { user } = renderApp('/dashboard');
    await user.click(within(await screen.findByRole('navigation', { name: 'Menu główne' })).getByRole('link', { name: 'Moje sprawy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Moje sprawy' })).toBeInTheDocument();
  });

  test.each([
    ['agent.da', accounts.agent, ['Wypowiedzenie / anulowanie', 'UKS', 'UKS-ass', 'Zgłoś sprawę', 'Złóż reklamację']],
    ['agent.basic', accounts.basic, ['Zgłoś sprawę', 'Złóż reklamację']],
    ['dealer.ncd (resignation without cancellation)', accounts.dealer, ['Wypowiedzenie', 'Zgłoś sprawę', 'Złóż reklamację']],
    ['a rewriter', { ...accounts.basic, roles: [RENEWAL_REWRITE_ROLES[0]!] }, ['Zgłoś sprawę', 'Złóż reklamację', 'Przepisz wznowienie']],
  ])("the 'Obsługa polisy' menu of %s shows only what the roles allow", async (_login, account, items) => {
    signIn(account);
    const { user } = renderApp('/dashboard');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Obsługa polisy' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(items);
  });

  test('each menu item is a link to the current page with its ?init=…', async () => {
    signIn(accounts.agent);
    const { user } = renderApp('/documents');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Obsługa polisy' }));
    const hrefs = within(await screen.findByRole('menu'))
      .getAllByRole('menuitem')
      .map((item) => item.getAttribute('href'));
    expect(hrefs).toEqual([
      '/documents?init=resignation',
      '/documents?init=uks',
      '/documents?init=uks-ass',
      '/documents?init=add-case',
      '/documents?init=add-complaint',
    ]);
  });

  test('a menu item opens its feature through the address', async () => {
    signIn(accounts.basic);
    const { user } = renderApp('/documents');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Obsługa polisy' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Zgłoś sprawę' }));
    expect(await screen.findByRole('dialog', { name: 'Zgłoś sprawę klienta' })).toBeInTheDocument();
  });

  test('the toasts are in the notification area under the header, not in the page', async () => {
    signIn(accounts.agent);
    renderApp('/documents');
    const header = await screen.findByRole('banner');
    act(() => toasts.show({ id: 'layout', tone: 'notice', title: 'Tytuł', message: 'Treść' }));
    const area = screen.getByRole('region', { name: 'Powiadomienia' });
    expect(within(area).getByRole('alert')).toHaveTextContent('TytułTreść');
    expect(header.compareDocumentPosition(area) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('main')).not.toContainElement(area);
    act(() => toasts.hide('layout'));
    expect(screen.queryByRole('region', { name: 'Powiadomienia' })).not.toBeInTheDocument();
  });

  test.each([
    ['phone', MOBILE_MAX_WIDTH],
    ['tablet', PC_MIN_WIDTH - 1],
  ])('on a %s the shell folds into the menu drawer; Escape gives the focus back to the burger', async (_device, width) => {
    setViewportWidth(width);
    signIn(accounts.agent);
    const { user } = renderApp('/dashboard');

    const burger = await screen.findByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu główne' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Wyloguj' })).not.toBeInTheDocument();

    await user.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).queryByRole('banner')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('navigation', { name: 'Menu główne' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Złóż reklamację' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Przejdź do portalu UP' })).toBeInTheDocument();
    expect(within(drawer).getByRole('region', { name: 'Użytkownik' })).toHaveTextContent('K-000123');
    expect(within(drawer).getByRole('button', { name: 'Wyloguj' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    await waitFor(() => expect(burger).toHaveFocus());
    expect(burger).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a phone a navigation link closes the drawer', async () => {
    setViewportWidth(MOBILE_MAX_WIDTH);
    signIn(accounts.agent);
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Dokumenty' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumenty' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  test('the sidebar and the document title name the product by agent type', async () => {
    signIn(accounts.dealer);
    const dealer = renderApp('/dashboard');
    expect(await screen.findByText('Panel Dealera')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pulpit – Panel Dealera'));
    dealer.unmount();

    signIn(accounts.agent);
    renderApp('/dashboard');
    expect(await screen.findByText('Panel Agenta')).toBeInTheDocument();
  });
});
