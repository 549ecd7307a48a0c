import { formatIsoDateForDisplay as plDate, messages } from '@panel/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { server } from '../../../testing/server';
import { today, plusDays, backendFor, buyerReasonEndingToday, open, wizard, passStepOne } from './wizard-harness';

/** At 23:50 in Warsaw (the fake clock), the wizard at step 2 with the buyer's reason chosen; counts the policy checks. */
async function buyerReasonAtTenToMidnight() {
  vi.setSystemTime(new Date('2026-11-24T22:50:00Z'));
  backendFor();
  const checks = buyerReasonEndingToday();
  const { user } = open();
  const dialog = await wizard();
  await passStepOne(user, dialog);
  await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '03');
  return { user, dialog, checks };
}

beforeAll(() => import('../components/ResignationDialog'));

// Flows through two or three steps: generous on a busy machine.
describe('the dates of the resignation wizard', { timeout: 20_000 }, () => {
  test('duplicate insurance (02): the other insurer’s start sets the termination date the day before; a new reason clears it', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '02');
    await user.type(within(dialog).getByLabelText(/Początek ochrony u innego/), plDate(plusDays(10)));
    expect(within(dialog).getByLabelText(/Data wypowiedzenia/)).toHaveValue(plDate(plusDays(9)));
    expect(within(dialog).getByLabelText(/Data wypowiedzenia/)).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    expect(await within(dialog).findAllByText(messages.REQUIRED_VALIDATION_ERROR)).toHaveLength(3);
    await user.selectOptions(within(dialog).getByLabelText(/Powód/), '03');
    expect(within(dialog).getByLabelText(/Data wypowiedzenia/)).toHaveValue('');
    expect(within(dialog).queryByLabelText(/Początek ochrony u innego/)).not.toBeInTheDocument();
  });

  test('termination before the notification date is refused with the seed message', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '03');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.type(within(dialog).getByLabelText(/Data wypowiedzenia/), plDate(plusDays(-1)));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    expect(await within(dialog).findByText(messages.TERMINATION_BEFORE_INFORM_DATE)).toBeInTheDocument();
  });

  test("a date the server refuses sends the agent back to step 2 with the server's message at the field", async () => {
    backendFor({ registerStatus: 400 });
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '03');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.type(within(dialog).getByLabelText(/Data wypowiedzenia/), plDate(today));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Potwierdzam, dalej' }));
    await user.upload(await within(dialog).findByLabelText(/Podpisane wypowiedzenie/, { selector: 'input' }), new File(['%PDF-1.7'], 'p.pdf'));
    await within(dialog).findByText('p.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Wypowiedz polisę' }));
    expect(await within(dialog).findByText('Krok 2 z 5: powód i daty')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Data wypowiedzenia/)).toHaveAccessibleDescription('Data nie może być późniejsza niż 31.12.2026.');
  });

  test('the ranges follow the Warsaw day of each check: after midnight today is accepted (GUIDE §11)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { user, dialog, checks } = await buyerReasonAtTenToMidnight();
      vi.setSystemTime(new Date('2026-11-24T23:10:00Z')); // 00:10 on 25.11 in Warsaw
      await user.type(within(dialog).getByLabelText(/Data poinformowania/), '25.11.2026');
      await user.type(within(dialog).getByLabelText(/Data wypowiedzenia/), '25.11.2026');
      await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
      expect(await within(dialog).findByText('Krok 3 z 5: potwierdzenie')).toBeInTheDocument();
      expect(within(dialog).getByText('25.11.2026')).toBeInTheDocument();
      expect(checks.count).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test("the date pickers' bounds follow the Warsaw day while step 2 stays open across midnight (GUIDE §11)", async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const { user, dialog, checks } = await buyerReasonAtTenToMidnight();
      // The calendars of 'Data poinformowania' and 'Data wypowiedzenia', in this order: which days each refuses.
      const refused = async (field: 0 | 1, day: string) => {
        await user.click(within(dialog).getAllByRole('button', { name: 'Wybierz datę z kalendarza' })[field]!);
        const calendar = await screen.findByRole('dialog', { name: 'Kalendarz' });
        const disabled = within(calendar).getByRole('button', { name: new RegExp(`, ${day} 2026$`) }).getAttribute('aria-disabled') === 'true';
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kalendarz' })).not.toBeInTheDocument());
        return disabled;
      };
      expect(await refused(0, '24 listopada')).toBe(false);
      expect(await refused(0, '25 listopada')).toBe(true);
      expect(await refused(1, '23 listopada')).toBe(true);
      expect(await refused(1, '24 listopada')).toBe(false);
      expect(checks.count).toBe(1);

      await act(async () => vi.advanceTimersByTime(15 * 60_000)); // 00:05 on 25.11 in Warsaw
      await waitFor(() => expect(checks.count).toBe(2));
      expect(await refused(1, '24 listopada')).toBe(true);
      expect(await refused(1, '25 listopada')).toBe(false);
      expect(await refused(0, '25 listopada')).toBe(false);
      expect(within(dialog).getByLabelText(/Powód/)).toHaveValue('03');
      expect(checks.count).toBe(2);
      await act(async () => vi.advanceTimersByTime(10 * 60_000));
      expect(checks.count).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  test('the same day keeps the check: going on asks nothing again', async () => {
    backendFor();
    let checks = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/resignation/check-policy-state')) checks += 1;
    });
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '01');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
    await within(dialog).findByText('Krok 3 z 5: potwierdzenie');
    expect(checks).toBe(1);
  });

  test('a check on a later day that blocks the policy sends the agent back to step 1 with its reason', async () => {
    backendFor();
    const { user } = open();
    const dialog = await wizard();
    await passStepOne(user, dialog);
    await user.selectOptions(await within(dialog).findByLabelText(/Powód/), '01');
    await user.type(within(dialog).getByLabelText(/Data poinformowania/), plDate(today));
    backendFor({ errors: [messages.RESIGNATION_ALREADY_PENDING], reasonList: [] });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(Date.now() + 86_400_000));
      await user.click(within(dialog).getByRole('button', { name: 'Dalej' }));
      expect(await within(dialog).findByText(messages.RESIGNATION_ALREADY_PENDING)).toBeInTheDocument();
      expect(within(dialog).getByText('Krok 1 z 5: polisa i dane klienta')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Dalej' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
