import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MOBILE_MAX_WIDTH } from '../../../../lib/breakpoints';
import { setViewportWidth } from '../../../../testing/viewport';
import { Toaster } from '../Toaster';
import { toasts } from '../toasts';

const DESKTOP_WIDTH = window.innerWidth;

afterEach(() => {
  setViewportWidth(DESKTOP_WIDTH);
  act(() => {
    toasts.hide('a');
    toasts.hide('b');
  });
});

describe('toaster', () => {
  test('shows each toast as an alert with its title and message, in order', () => {
    render(<Toaster />);
    act(() => {
      toasts.show({ id: 'a', tone: 'warning', message: 'Pierwszy' });
      toasts.show({ id: 'b', tone: 'notice', title: 'Tytuł', message: 'Drugi' });
    });
    const shown = screen.getAllByRole('alert');
    expect(shown.map((toast) => toast.textContent)).toEqual(['Pierwszy', 'TytułDrugi']);
  });

  test('showing an id again replaces that toast in place', () => {
    render(<Toaster />);
    act(() => {
      toasts.show({ id: 'a', tone: 'warning', message: 'Stary' });
      toasts.show({ id: 'b', tone: 'warning', message: 'Inny' });
      toasts.show({ id: 'a', tone: 'warning', message: 'Nowy' });
    });
    expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Nowy', 'Inny']);
  });

  test('the user closing a toast runs its onClose; the code hiding it does not', async () => {
    const onCloseA = vi.fn();
    const onCloseB = vi.fn();
    render(<Toaster />);
    act(() => {
      toasts.show({ id: 'a', tone: 'warning', message: 'Zamykany', onClose: onCloseA });
      toasts.show({ id: 'b', tone: 'warning', message: 'Ukrywany', onClose: onCloseB });
    });
    await userEvent.click(screen.getAllByRole('button', { name: 'Zamknij' })[0]!);
    expect(onCloseA).toHaveBeenCalledOnce();
    expect(screen.queryByText('Zamykany')).not.toBeInTheDocument();

    act(() => toasts.hide('b'));
    expect(onCloseB).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('the toasts sit in the notification area', () => {
    render(<Toaster />);
    expect(screen.queryByRole('region', { name: 'Powiadomienia' })).not.toBeInTheDocument();
    act(() => toasts.show({ id: 'a', tone: 'warning', message: 'Pierwszy' }));
    expect(screen.getByRole('region', { name: 'Powiadomienia' })).toContainElement(screen.getByRole('alert'));
  });

  test('on a phone a toast with a title shows only the title until its disclosure opens the message', async () => {
    setViewportWidth(MOBILE_MAX_WIDTH);
    render(<Toaster />);
    act(() => {
      toasts.show({ id: 'a', tone: 'notice', title: 'Tytuł', message: 'Treść' });
      toasts.show({ id: 'b', tone: 'warning', message: 'Bez tytułu' });
    });
    const disclosure = screen.getByRole('button', { name: 'Tytuł' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Treść')).not.toBeVisible();
    expect(screen.getByText('Bez tytułu')).toBeVisible();

    await userEvent.click(disclosure);
    expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Treść')).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Zamknij' })).toHaveLength(2);
  });
});
