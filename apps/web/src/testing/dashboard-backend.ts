import { CSRF_COOKIE, CSRF_HEADER, IDEMPOTENCY_KEY_HEADER, messages, type Contacts, type Reminder } from '@panel/domain';
import { http, HttpResponse } from 'msw';
import { backend, CSRF_TOKEN } from './backend';

/** The dashboard's calls in memory: reminders, the note and the contacts of the signed-in user. */
interface DashboardState {
  reminders: Reminder[];
  note: string;
  nextId: number;
  keys: Map<string, number>;
  contacts: Contacts;
}

export const contactsFixture: Contacts = {
  regionalManager: { name: 'Katarzyna Wiśniewska', phone: '605100200', email: 'k.wisniewska@example.pl' },
  helplines: [
    { label: 'Infolinia sprzedaży agencyjnej', phone: '22 123 45 67', email: 'sprzedaz@example.pl' },
    { label: 'Obsługa szkód', phone: '22 123 45 00', email: null },
  ],
};

export const dashboard: DashboardState = { reminders: [], note: '', nextId: 1, keys: new Map(), contacts: contactsFixture };

export function resetDashboardBackend(): void {
  Object.assign(dashboard, { reminders: [], note: '', nextId: 1, keys: new Map(), contacts: contactsFixture });
}

// Like the server, every answer hands out the CSRF cookie the page echoes on state-changing calls.
const headers = () => ({ 'Set-Cookie': `${CSRF_COOKIE}=${CSRF_TOKEN}; Path=/; SameSite=Lax` });
const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status, headers: headers() });
const unauthorized = () => HttpResponse.json({ message: messages.UNAUTHORIZED_ERROR }, { status: 401 });
const refused = (request: Request) =>
  !backend.session ? unauthorized() : request.method !== 'GET' && request.headers.get(CSRF_HEADER) !== CSRF_TOKEN
    ? HttpResponse.json({ message: messages.CSRF_ERROR }, { status: 403 })
    : null;
const notFound = () => HttpResponse.json({ message: messages.NOT_FOUND }, { status: 404 });

export const dashboardHandlers = [
  http.get('/partner/rest/contacts', ({ request }) => refused(request) ?? json(dashboard.contacts)),
  http.get('/partner/rest/notes', ({ request }) => refused(request) ?? HttpResponse.text(dashboard.note, { headers: headers() })),
  http.post('/partner/rest/notes', async ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const text = (await request.json()) as string;
    if (text.length > 2000) {
      return HttpResponse.json({ message: messages.NOTE_MAX_LENGTH_ERROR, fieldErrors: { _: messages.NOTE_MAX_LENGTH_ERROR } }, { status: 400 });
    }
    dashboard.note = text;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('/partner/rest/reminders', ({ request }) => refused(request) ?? json(dashboard.reminders)),
  http.post('/partner/rest/reminders', async ({ request }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
    const earlier = key ? dashboard.reminders.find((reminder) => reminder.id === dashboard.keys.get(key)) : undefined;
    if (earlier) return HttpResponse.json(earlier, { status: 201 });
    const body = (await request.json()) as Omit<Reminder, 'id'>;
    const reminder = { id: dashboard.nextId++, message: body.message, reminderDate: new Date(body.reminderDate).toISOString() };
    dashboard.reminders.push(reminder);
    if (key) dashboard.keys.set(key, reminder.id);
    return HttpResponse.json(reminder, { status: 201 });
  }),
  http.put('/partner/rest/reminders/:id', async ({ request, params }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const reminder = dashboard.reminders.find((candidate) => candidate.id === Number(params.id));
    if (!reminder) return notFound();
    const body = (await request.json()) as Reminder;
    Object.assign(reminder, { message: body.message, reminderDate: new Date(body.reminderDate).toISOString() });
    return HttpResponse.json(reminder);
  }),
  http.delete('/partner/rest/reminders/:id', ({ request, params }) => {
    const refusal = refused(request);
    if (refusal) return refusal;
    const before = dashboard.reminders.length;
    dashboard.reminders = dashboard.reminders.filter((candidate) => candidate.id !== Number(params.id));
    return dashboard.reminders.length === before ? notFound() : new HttpResponse(null, { status: 204 });
  }),
];
