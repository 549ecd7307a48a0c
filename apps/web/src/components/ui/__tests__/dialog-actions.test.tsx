import { Button, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DialogActions } from '../DialogActions';

test("pressing 'Anuluj' leaves the focus in the field typed in (no leave, no error moving the row); the step's action takes it", async () => {
  const onCancel = vi.fn();
  const { user } = renderWithProviders(
    <form onSubmit={(event) => event.preventDefault()}>
      <TextInput label="Numer polisy" />
      <DialogActions>
        <Button variant="default" onClick={onCancel}>
          Anuluj
        </Button>
        <Button type="submit">Weryfikuj</Button>
        <Button>Dalej</Button>
      </DialogActions>
    </form>,
  );
  const field = screen.getByLabelText('Numer polisy');
  await user.click(field);
  await user.click(screen.getByRole('button', { name: 'Anuluj' }));
  expect(onCancel).toHaveBeenCalledOnce();
  expect(field).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Weryfikuj' }));
  expect(screen.getByRole('button', { name: 'Weryfikuj' })).toHaveFocus();
  await user.click(field);
  await user.click(screen.getByRole('button', { name: 'Dalej' }));
  expect(screen.getByRole('button', { name: 'Dalej' })).toHaveFocus();
});
