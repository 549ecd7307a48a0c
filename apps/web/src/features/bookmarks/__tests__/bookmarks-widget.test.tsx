import { screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { bookmarksCookieName, encodeBookmarks, readBookmarks } from '../bookmarks-cookie';
import { BookmarksWidget } from '../components/BookmarksWidget';

const COOKIE = bookmarksCookieName('agent.da');
const renderBookmarks = () => renderWithProviders(<BookmarksWidget />, { account: accounts.agent });

function saveCookie(value: string) {
  document.cookie = `${COOKIE}=${value}; Path=/`;
}

async function addBookmark(user: ReturnType<typeof renderBookmarks>['user'], name: string, url: string) {
  await user.click(screen.getByRole('button', { name: 'Dodaj zakładkę' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dodaj zakładkę' });
  if (name) await user.type(within(dialog).getByRole('textbox', { name: 'Nazwa strony' }), name);
  if (url) await user.type(within(dialog).getByRole('textbox', { name: 'Adres strony' }), url);
  await user.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
  return dialog;
}

describe('search and bookmarks widget', () => {
  test('the web search opens the results in a new tab; the field takes 255 characters', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderBookmarks();
    const field = screen.getByRole('searchbox', { name: 'Szukaj w internecie' });
    expect(field).toHaveAttribute('maxlength', '255');
    await user.type(field, 'OC dla floty');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(open).toHaveBeenCalledWith('https://www.google.com/search?q=OC%20dla%20floty', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  test('adds a bookmark with http:// prefixed and keeps it in a cookie, not on the server', async () => {
    const { user } = renderBookmarks();
    expect(screen.getByText('Brak zakładek.')).toBeInTheDocument();
    await addBookmark(user, 'Przykład', 'example.com');
    const link = await screen.findByRole('link', { name: 'Przykład' });
    expect(link).toHaveAttribute('href', 'http://example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(readBookmarks('agent.da')).toEqual([{ name: 'Przykład', url: 'http://example.com' }]);
  });

  test('the dialog refuses an empty name, an empty address and an invalid one', async () => {
    const { user } = renderBookmarks();
    const dialog = await addBookmark(user, '', '');
    expect(within(dialog).getByText('Nazwa strony nie może być pusta.')).toBeInTheDocument();
    expect(within(dialog).getByText('Adres nie może być pusty.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nazwa strony' }), 'Zła');
    await user.type(within(dialog).getByRole('textbox', { name: 'Adres strony' }), 'nie adres');
    await user.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await within(dialog).findByText(/Nieprawidłowy adres strony/)).toBeInTheDocument();
    expect(readBookmarks('agent.da')).toEqual([]);
  });

  test('refuses a sixth bookmark and allows one again after a delete', async () => {
    saveCookie(encodeBookmarks([1, 2, 3, 4, 5].map((n) => ({ name: `Strona ${n}`, url: `https://strona${n}.pl` }))));
    const { user } = renderBookmarks();
    expect(screen.getAllByRole('link')).toHaveLength(5);
    const add = screen.getByRole('button', { name: 'Dodaj zakładkę' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Możesz dodać najwyżej 5 zakładek.');
    await user.click(screen.getByRole('button', { name: 'Usuń zakładkę: Strona 2' }));
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(readBookmarks('agent.da').map((b) => b.name)).toEqual(['Strona 1', 'Strona 3', 'Strona 4', 'Strona 5']);
    expect(screen.getByRole('button', { name: 'Dodaj zakładkę' })).toBeEnabled();
  });

  test.each([
    ['not JSON', '%7Bzepsute'],
    ['not a list', encodeURIComponent('{"a":1}')],
    ['bad encoding', '%E0%A4%A'],
  ])('a cookie that is %s gives an empty list', (_, value) => {
    saveCookie(value);
    renderBookmarks();
    expect(screen.getByText('Brak zakładek.')).toBeInTheDocument();
  });

  test('only valid entries of the cookie are shown: no javascript: links, at most five', () => {
    const entries = [['Zła', 'javascript:alert(1)'], ['Dobra', 'https://dobra.pl'], ...[1, 2, 3, 4, 5].map((n) => [`S${n}`, `https://s${n}.pl`])];
    saveCookie(encodeURIComponent(JSON.stringify(entries)));
    renderBookmarks();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Dobra', 'S1', 'S2', 'S3', 'S4']);
  });
});
