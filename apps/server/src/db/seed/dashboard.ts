import { HOUR_MS } from '@panel/domain';
import type { Tx } from '../client';
import { notes, reminders } from '../schema/index';

/** Reminders per demo login: hours from the seeding moment (negative: already overdue) and the text. */
const demoReminders: Record<string, readonly [hours: number, message: string][]> = {
  'agent.da': [
    [-26, 'Zadzwonić do p. Nowickiego w sprawie wznowienia OC'],
    [5, 'Spotkanie z klientką – ubezpieczenie mieszkania na Mokotowie'],
    [50, 'Wysłać ofertę flotową do firmy TransBud'],
    [170, 'Sprawdzić płatność raty polisy OC AC'],
  ],
  'agent.nn': [
    [20, 'Przygotować kalkulację ubezpieczenia domu'],
    [74, 'Oddzwonić do klienta w sprawie szkody'],
  ],
  'dealer.ncd': [
    [3, 'Wydanie auta – dopilnować polisy OC AC'],
    [27, 'Zgłosić sprzedaż pojazdu (UKS) dla klienta'],
  ],
  'agent.basic': [[48, 'Zmienić hasło do panelu']],
};

const demoNotes: Record<string, string> = {
  'agent.da': 'Do zrobienia w tym tygodniu:\n- wznowienia polis OC kończących się w przyszłym miesiącu\n- oferta dla TransBud',
};

/** The dashboard data of one demo user: a few reminders (one overdue for agent.da) and a note. */
export async function insertDashboardData(tx: Tx, { userId, login, now }: { userId: number; login: string; now: Date }) {
  const rows = (demoReminders[login] ?? []).map(([hours, message]) => ({
    userId,
    message,
    reminderDate: new Date(now.getTime() + hours * HOUR_MS),
  }));
  if (rows.length) await tx.insert(reminders).values(rows);
  const note = demoNotes[login];
  if (note) await tx.insert(notes).values({ userId, text: note });
}
