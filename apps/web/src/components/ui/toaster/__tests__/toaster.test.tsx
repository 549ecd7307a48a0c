import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Toaster } from '../Toaster';
import { toasts } from '../toasts';

afterEach(() => {
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
});
