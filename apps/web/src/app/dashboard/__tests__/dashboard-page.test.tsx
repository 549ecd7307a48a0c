import type { Role } from '@panel/domain';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { lazy } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster/Toaster';
import { signIn } from '../../../testing/backend';
import { dashboard } from '../../../testing/dashboard-backend';
import { accounts, type Account } from '../../../testing/fixtures';
import { everythingInView, scrollIntoViewLater } from '../../../testing/intersection';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { setViewportWidth } from '../../../testing/viewport';
import { DashboardPage } from '../DashboardPage';
import { showWidget } from '../WidgetFrame';
import { LAYOUT_STORAGE_KEY } from '../layout-storage';
import { useOrientationReload } from '../useOrientationReload';

const { at, content } = vi.hoisted(() => ({
  at: (x: number, y: number, w = 4) => ({ x, y, w, h: 1 }),
  content: (text: string) => ({ text }),
}));

vi.mock('../widgets', () => ({
  dashboardWidgets: [
    { id: 'a', title: 'Alfa', component: content('treść alfa'), placement: { pc: at(0, 0), tablet: at(0, 0, 6), mobile: at(0, 0, 12) } },
    { id: 'b', title: 'Beta', component: content('treść beta'), placement: { pc: at(4, 0), tablet: at(6, 0, 6), mobile: at(0, 1, 12) } },
    {
      id: 'c',
      title: 'Gamma',
      permission: { roles: ['ROLE_AGENT_FILES_ENABLED'] },
      component: content('treść gamma'),
      placement: { pc: at(8, 0), tablet: at(0, 1, 6), mobile: at(0, 2, 12) },
    },
  ].map(({ component, ...widget }) => ({ ...widget, component: lazy(async () => ({ default: () => <p>{component.text}</p> })) })),
}));

const DESKTOP_WIDTH = window.innerWidth;
afterEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  vi.unstubAllGlobals();
});

const frame = (title: string) => screen.getByRole('region', { name: title });
const column = (title: string) => frame(title).style.gridColumn;
const handle = (title: string) => screen.getByRole('button', { name: `Przenieś widżet: ${title}` });

describe('dashboard page', () => {
  test('shows each widget its roles allow in a frame with its h2 title, its handle and its content', async () => {
    everythingInView();
    renderWithProviders(<DashboardPage />, { account: accounts.agent });
    expect(screen.getByRole('heading', { level: 1, name: 'Pulpit' })).toBeInTheDocument();
    for (const [title, text] of [['Alfa', 'treść alfa'], ['Beta', 'treść beta'], ['Gamma', 'treść gamma']] as const) {
      expect(within(frame(title)).getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      expect(await within(frame(title)).findByText(text)).toBeInTheDocument();
      expect(handle(title)).toHaveAccessibleDescription(/klawiszy strzałek/);
    }
    expect(column('Alfa')).toBe('1 / span 4');
    expect(column('Gamma')).toBe('9 / span 4');
  });

  test("a widget's content mounts only when its frame comes near the viewport", async () => {
    const scrollIntoView = scrollIntoViewLater();
    renderWithProviders(<DashboardPage />, { account: accounts.agent });
    expect(within(frame('Beta')).getByRole('heading', { level: 2, name: 'Beta' })).toBeInTheDocument();
    expect(within(frame('Beta')).queryByText('treść beta')).not.toBeInTheDocument();
    act(scrollIntoView);
    expect(await within(frame('Beta')).findByText('treść beta')).toBeInTheDocument();
  });

  test('the calculation box and the discounts below the grid load only when scrolled near', async () => {
    const scrollIntoView = scrollIntoViewLater();
    renderWithProviders(<DashboardPage />, { account: accounts.agent });
    // Their code has loaded, so they would be drawn by now if they did not wait.
    await act(() =>
      Promise.all([
        import('../../../features/calculations/components/CalculationBox'),
        import('../../../features/discounts/components/DiscountsList'),
      ]),
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'Kalkulacja polisy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Twoje rabaty' })).not.toBeInTheDocument();
    act(scrollIntoView);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kalkulacja polisy' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Twoje rabaty' })).toBeInTheDocument();
  });

  test('showWidget scrolls to a widget and moves the focus to its frame', () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    renderWithProviders(<DashboardPage />, { account: accounts.agent });
    showWidget('b');
    expect(scrolled).toHaveBeenCalledOnce();
    expect(frame('Beta')).toHaveFocus();
    scrolled.mockRestore();
  });

    test('hides a widget whose role the user lacks', () => {
    renderWithProviders(<DashboardPage />, { account: accounts.basic });
    expect(screen.getByRole('region', { name: 'Alfa' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Gamma' })).not.toBeInTheDocument();
  });

  test('the arrow keys move a widget, announce it, keep the focus and save the PC layout', async () => {
    const { user, unmount } = renderWithProviders(<DashboardPage />, { account: accounts.agent });
    handle('Beta').focus();
    await user.keyboard('{ArrowLeft}');
    expect(column('Beta')).toBe('1 / span 4');
    expect(column('Alfa')).toBe('5 / span 4');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Beta: kolumna 1, wiersz 1.');
    expect(handle('Beta')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(frame('Beta').style.gridRow).toBe('1 / span 1');
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY)!)).toEqual({
      pc: expect.arrayContaining([{ id: 'b', x: 0, y: 0 }, { id: 'a', x: 4, y: 0 }]),
    });

    unmount();
    renderWithProviders(<DashboardPage />, { account: accounts.agent });
    expect(column('Beta')).toBe('1 / span 4');
    expect(column('Alfa')).toBe('5 / span 4');
  });

  test('the saved positions of widgets the user cannot see are kept', async () => {
    localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify({ pc: [{ id: 'c', x: 0, y: 0 }] }));
    const { user } = renderWithProviders(<DashboardPage />, { account: accounts.basic });
    handle('Alfa').focus();
    await user.keyboard('{ArrowRight}');
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY)!).pc).toContainEqual({ id: 'c', x: 0, y: 0 });
  });

  test.each([
    ['not JSON', '{"pc": ['],
    ['a wrong shape', JSON.stringify({ pc: [{ id: 'a', x: 'lewo', y: 0 }] })],
    ['negative positions', JSON.stringify({ pc: [{ id: 'a', x: -4, y: 0 }] })],
    ['fractional positions', JSON.stringify({ pc: [{ id: 'b', x: 1.5, y: 0 }] })],
    ['without its list', JSON.stringify({ pc: { id: 'a', x: 4, y: 0 } })],
    ['null', 'null'],
  ])('a saved layout that is %s gives the default layout', (_, saved) => {
    localStorage.setItem(LAYOUT_STORAGE_KEY, saved);
    renderWithProviders(<DashboardPage />, { account: accounts.agent });
    expect(column('Alfa')).toBe('1 / span 4');
    expect(column('Beta')).toBe('5 / span 4');
  });

  test('on a tablet the tablet placements are used and moves are not saved', async () => {
    setViewportWidth(900);
    const { user } = renderWithProviders(<DashboardPage />, { account: accounts.agent });
    expect(column('Beta')).toBe('7 / span 6');
    // Alone in its row, the last half-width widget takes the whole row: the grid has no holes.
    expect(column('Gamma')).toBe('1 / span 12');
    handle('Gamma').focus();
    await user.keyboard('{ArrowUp}');
    expect(frame('Gamma').style.gridRow).toBe('1 / span 1');
    expect(localStorage.getItem(LAYOUT_STORAGE_KEY)).toBeNull();
  });

  test("a turned tablet takes the other layout without remounting the widgets (an open dialog keeps what was typed)", async () => {
    everythingInView();
    setViewportWidth(900);
    renderWithProviders(<DashboardPage />, { account: accounts.agent });
    const content = await within(frame('Beta')).findByText('treść beta');
    expect(column('Beta')).toBe('7 / span 6');
    act(() => setViewportWidth(1100));
    expect(column('Beta')).toBe('5 / span 4');
    expect(within(frame('Beta')).getByText('treść beta')).toBe(content);
  });

  test('on a phone every widget takes the whole width', () => {
    setViewportWidth(390);
    renderWithProviders(<DashboardPage />, { account: accounts.agent });
    expect(['Alfa', 'Beta', 'Gamma'].map(column)).toEqual(['1 / span 12', '1 / span 12', '1 / span 12']);
    expect(['Alfa', 'Beta', 'Gamma'].map((title) => frame(title).style.gridRow)).toEqual(['1 / span 1', '2 / span 1', '3 / span 1']);
  });
});

describe('the notices above the page', () => {
  const homeSeller: Account = { ...accounts.agent, roles: [...accounts.agent.roles, 'ROLE_AGENT_HP_ENABLED'] as Role[] };

  test.each(['/partner/rest/reminders', '/partner/rest/quotations/hhCalculationExpiryDate'])(
    'the page shows only once both are known, with their toasts: nothing moves down afterwards (%s answers last)',
    async (lastPath) => {
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      // Returning nothing passes the request on to the backend's own handler, once the answer is released.
      server.use(http.get(lastPath, () => held.then(() => undefined)));
      dashboard.reminders = [{ id: 1, message: 'Zadzwonić do klienta', reminderDate: '2020-01-02T09:00:00.000Z' }];
      signIn(homeSeller);
      renderWithProviders(
        <>
          <Toaster />
          <DashboardPage />
        </>,
        { account: homeSeller },
      );
      const page = screen.getByRole('heading', { level: 1, name: 'Pulpit' }).closest('[aria-busy]')!;
      expect(page).toHaveAttribute('aria-busy', 'true');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(page).toHaveAttribute('aria-busy', 'true');

      answer();
      await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'));
      const notices = within(screen.getByRole('region', { name: 'Powiadomienia' }));
      expect(notices.getAllByRole('alert')).toHaveLength(2);
      expect(notices.getByText('Masz 1 zaległe przypomnienie')).toBeInTheDocument();
      expect(notices.getByText('Kalkulacje ubezpieczenia domu tracą ważność z dniem 01.12.2026.')).toBeInTheDocument();
    },
  );

  test('a user without the home-calculation role waits only for the reminders', async () => {
    signIn(accounts.agent);
    renderWithProviders(<DashboardPage />, { account: accounts.agent });
    const page = screen.getByRole('heading', { level: 1, name: 'Pulpit' }).closest('[aria-busy]')!;
    await waitFor(() => expect(page).toHaveAttribute('aria-busy', 'false'));
  });
});

describe('orientation change', () => {
  afterEach(() => {
    Reflect.deleteProperty(window.screen, 'orientation');
  });
  const turnScreen = () => act(() => void window.screen.orientation.dispatchEvent(new Event('change')));
  const screenOrientation = () => Object.defineProperty(window.screen, 'orientation', { value: new EventTarget(), configurable: true });

  test('reloads the page when the screen turns and no dialog is open', () => {
    screenOrientation();
    const reload = vi.fn();
    renderHook(() => useOrientationReload(reload));
    turnScreen();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('does not reload while a dialog is open', () => {
    screenOrientation();
    const reload = vi.fn();
    const dialog = document.body.appendChild(document.createElement('div'));
    dialog.setAttribute('role', 'dialog');
    renderHook(() => useOrientationReload(reload));
    turnScreen();
    expect(reload).not.toHaveBeenCalled();
    dialog.remove();
  });

  test('listens to the older window event where the screen has no orientation', () => {
    const reload = vi.fn();
    renderHook(() => useOrientationReload(reload));
    act(() => void window.dispatchEvent(new Event('orientationchange')));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
