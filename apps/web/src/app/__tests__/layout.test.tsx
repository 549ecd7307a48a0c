import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MOBILE_MAX_WIDTH } from '../../lib/breakpoints';
import { signIn } from '../../testing/backend';
import { accounts } from '../../testing/fixtures';
import { renderApp } from './render-app';
import { setViewportWidth } from '../../testing/viewport';

const DESKTOP_WIDTH = window.innerWidth;

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

describe('layout', () => {
  test('has the header, navigation and main landmarks and a skip link to the content', async () => {
    signIn(accounts.agent);
    const { user } = renderApp('/dashboard');

    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu główne' })).toBeInTheDocument();
    const main = screen.getByRole('main');

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Przejdź do treści' });
    expect(skipLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });

  test('on a mobile screen the navigation folds into a burger menu', async () => {
    setViewportWidth(MOBILE_MAX_WIDTH);
    signIn(accounts.agent);
    const { user } = renderApp('/dashboard');

    const burger = await screen.findByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu główne' })).not.toBeInTheDocument();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const nav = within(screen.getByRole('navigation', { name: 'Menu główne' }));
    await user.click(nav.getByRole('link', { name: 'Dokumenty' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dokumenty' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu główne' })).not.toBeInTheDocument();
  });

  test('on a tablet or PC the navigation is always shown, without a burger', async () => {
    setViewportWidth(MOBILE_MAX_WIDTH + 1);
    signIn(accounts.agent);
    renderApp('/dashboard');

    expect(await screen.findByRole('navigation', { name: 'Menu główne' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  test('the header and the document title name the product by agent type', async () => {
    signIn(accounts.dealer);
    const dealer = renderApp('/dashboard');
    expect(await screen.findByText('Panel Dealera', { selector: 'header *' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pulpit – Panel Dealera'));
    dealer.unmount();

    signIn(accounts.agent);
    renderApp('/dashboard');
    expect(await screen.findByText('Panel Agenta', { selector: 'header *' })).toBeInTheDocument();
  });
});
