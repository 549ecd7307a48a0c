import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { theme } from '../../lib/theme';
import { FormDateField } from '../form/FormDateField';

interface HarnessProps {
  initial?: string;
  min?: string;
  max?: string;
  disabled?: boolean;
}

/** The field in a form, with the form's value printed beside it. */
function Harness({ initial = '', min, max, disabled }: HarnessProps) {
  const form = useForm({ defaultValues: { day: initial } });
  const day = useWatch({ control: form.control, name: 'day' });
  return (
    <MantineProvider theme={theme}>
      <FormDateField control={form.control} name="day" label="Dzień" min={min} max={max} disabled={disabled} />
      <output data-testid="value">{day}</output>
      <button type="button" onClick={() => form.reset({ day: '2027-01-02' })}>
        Przywróć
      </button>
    </MantineProvider>
  );
}

function setup(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const field = screen.getByLabelText('Dzień');
  const formValue = () => screen.getByTestId('value').textContent;
  const openCalendar = async () => {
    await user.click(screen.getByRole('button', { name: 'Wybierz datę z kalendarza' }));
    return screen.findByRole('dialog', { name: 'Kalendarz' });
  };
  return { user, field, formValue, openCalendar };
}

const day = (calendar: HTMLElement, name: RegExp) => within(calendar).getByRole('button', { name });

afterEach(() => vi.useRealTimers());

describe('DateField', () => {
  test('shows dd.MM.yyyy with a Polish placeholder, inserts the dots while typing and gives the form yyyy-MM-dd', async () => {
    const { user, field, formValue } = setup();
    expect(field).toHaveAttribute('placeholder', 'dd.mm.rrrr');
    await user.type(field, '2411');
    expect(field).toHaveValue('24.11.');
    await user.type(field, '2026');
    expect(field).toHaveValue('24.11.2026');
    expect(formValue()).toBe('2026-11-24');
  });

  test('a dot typed after an inserted one is not doubled; backspace removes the inserted dot', async () => {
    const { user, field, formValue } = setup();
    await user.type(field, '24.11.2026');
    expect(field).toHaveValue('24.11.2026');
    expect(formValue()).toBe('2026-11-24');
    await user.clear(field);
    await user.type(field, '24{Backspace}');
    expect(field).toHaveValue('24');
  });

  test('an incomplete or impossible date reaches the form as written, for its rules to refuse', async () => {
    const { user, field, formValue } = setup();
    await user.type(field, '3102');
    expect(formValue()).toBe('31.02.');
    await user.type(field, '2026');
    expect(field).toHaveValue('31.02.2026');
    expect(formValue()).toBe('31.02.2026');
  });

  test('a pasted yyyy-MM-dd date is shown dd.MM.yyyy; a one-digit day and month are written out on leaving', async () => {
    const { user, field, formValue } = setup();
    await user.click(field);
    await user.paste('2026-11-24');
    expect(field).toHaveValue('24.11.2026');
    expect(formValue()).toBe('2026-11-24');
    await user.clear(field);
    await user.paste('1.2.2026');
    expect(formValue()).toBe('2026-02-01');
    await user.tab();
    expect(field).toHaveValue('01.02.2026');
  });

  test('a value the form sets (a reset, a preset date) is shown dd.MM.yyyy', async () => {
    const { user, field } = setup({ initial: '2026-05-03' });
    expect(field).toHaveValue('03.05.2026');
    await user.click(screen.getByRole('button', { name: 'Przywróć' }));
    expect(field).toHaveValue('02.01.2027');
  });

  test('the calendar opens on the month of the value, with Polish month and weekday names from Monday', async () => {
    const { openCalendar } = setup({ initial: '2026-03-15' });
    const calendar = await openCalendar();
    expect(within(calendar).getByText('marzec 2026')).toBeInTheDocument();
    expect(within(calendar).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['pon', 'wt', 'śr', 'czw', 'pt', 'sob', 'niedz']);
    const chosen = day(calendar, /^niedziela, 15 marca 2026/);
    expect(chosen.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(chosen).toHaveFocus();
    // 1 March 2026 is a Sunday: the first week has six empty days before it.
    expect(within(calendar).getAllByRole('row')[1]!.textContent).toBe('1');
  });

  test('without a value the calendar opens on the Warsaw month, with the Warsaw today marked', async () => {
    // 23:30 UTC on 30 November is already 1 December in Warsaw.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-30T23:30:00Z') });
    const { openCalendar } = setup();
    const calendar = await openCalendar();
    expect(within(calendar).getByText('grudzień 2026')).toBeInTheDocument();
    expect(day(calendar, /^wtorek, 1 grudnia 2026/)).toHaveAttribute('aria-current', 'date');
    expect(within(calendar).getAllByRole('button', { current: 'date' })).toHaveLength(1);
  });

  test('picking a day closes the calendar, shows the day dd.MM.yyyy, gives the form yyyy-MM-dd and focuses the field', async () => {
    const { user, field, formValue, openCalendar } = setup({ initial: '2026-11-24' });
    const calendar = await openCalendar();
    await user.click(within(calendar).getByRole('button', { name: 'Następny miesiąc' }));
    expect(within(calendar).getByText('grudzień 2026')).toBeInTheDocument();
    await user.click(day(calendar, /^czwartek, 3 grudnia 2026/));
    expect(screen.queryByRole('dialog', { name: 'Kalendarz' })).not.toBeInTheDocument();
    expect(field).toHaveValue('03.12.2026');
    expect(formValue()).toBe('2026-12-03');
    expect(field).toHaveFocus();
  });

  test('days outside min and max are refused, and so are the months beyond them', async () => {
    const { user, formValue, openCalendar } = setup({ initial: '2026-11-20', min: '2026-11-10', max: '2026-11-25' });
    const calendar = await openCalendar();
    expect(day(calendar, /, 9 listopada 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(calendar, /, 26 listopada 2026/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(calendar, /, 10 listopada 2026/)).not.toHaveAttribute('aria-disabled');
    expect(within(calendar).getByRole('button', { name: 'Poprzedni miesiąc' })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: 'Następny miesiąc' })).toBeDisabled();
    await user.click(day(calendar, /, 26 listopada 2026/));
    expect(screen.getByRole('dialog', { name: 'Kalendarz' })).toBeInTheDocument();
    expect(formValue()).toBe('2026-11-20');
  });

  test('arrows move by a day and a week, across months; Enter picks', async () => {
    const { user, formValue, openCalendar } = setup({ initial: '2026-11-30' });
    const calendar = await openCalendar();
    await user.keyboard('{ArrowRight}');
    expect(within(calendar).getByText('grudzień 2026')).toBeInTheDocument();
    expect(day(calendar, /^wtorek, 1 grudnia 2026/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(day(calendar, /^poniedziałek, 7 grudnia 2026/)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(day(calendar, /^poniedziałek, 23 listopada 2026/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(formValue()).toBe('2026-11-23');
  });

  test('Tab stays in the calendar; Escape closes it and returns the focus to the field', async () => {
    const { user, field, formValue, openCalendar } = setup({ initial: '2026-11-24' });
    const calendar = await openCalendar();
    await user.tab();
    expect(within(calendar).getByRole('button', { name: 'Poprzedni miesiąc' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(day(calendar, /, 24 listopada 2026/)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Kalendarz' })).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(formValue()).toBe('2026-11-24');
  });

  test('a disabled field keeps its value shown and offers no calendar', () => {
    const { field } = setup({ initial: '2026-11-24', disabled: true });
    expect(field).toBeDisabled();
    expect(field).toHaveValue('24.11.2026');
    expect(screen.getByRole('button', { name: 'Wybierz datę z kalendarza' })).toBeDisabled();
  });
});
