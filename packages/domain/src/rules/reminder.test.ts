import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import {
  isOverdue,
  isUnsafeText,
  overdueRemindersMessage,
  plusOneHour,
  reminderDateTime,
  reminderTextError,
  truncateReminder,
} from './reminder';
import { reminderFormSchema, reminderPayloadSchema } from './reminder.schema';

describe('reminder text', () => {
  it.each([
    ['Zadzwonić do klienta', null],
    ['abc', null],
    ['ab', 'MIN_TEXT_ERROR'],
    ['  ab  ', 'MIN_TEXT_ERROR'],
    ['a'.repeat(140), null],
    ['a'.repeat(141), 'MAX_TEXT_ERROR'],
    ['<b>pogrubienie</b>', 'INSANE_TEXT_ERROR'],
    ['a > b', 'INSANE_TEXT_ERROR'],
    ['JavaScript:alert(1)', 'INSANE_TEXT_ERROR'],
    ['img onerror=alert(1)', 'INSANE_TEXT_ERROR'],
    ['x ONLOAD = y', 'INSANE_TEXT_ERROR'],
    ['oncut=1', 'INSANE_TEXT_ERROR'],
    ['<>', 'INSANE_TEXT_ERROR'],
  ] as const)('%j gives %s', (text, code) => {
    expect(reminderTextError(text)).toBe(code);
  });

  it('does not take ordinary words for handlers', () => {
    expect(isUnsafeText('spotkanie online = jutro')).toBe(true);
    expect(isUnsafeText('telefon: 600 100 200, ona=tak?')).toBe(false);
    expect(isUnsafeText('Omówić ofertę')).toBe(false);
  });
});

describe('reminder form', () => {
  const valid = { day: '2025-05-01', actionTime: '09:30', message: 'Oddzwonić' };

  it('date, time and message are required', () => {
    expect(fieldErrors(reminderFormSchema, valid)).toEqual({});
    expect(fieldErrors(reminderFormSchema, { day: '', actionTime: '', message: '' })).toEqual({
      day: messages.REQUIRED_VALIDATION_ERROR,
      actionTime: messages.REQUIRED_VALIDATION_ERROR,
      message: messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it('shows the Polish messages of the text codes', () => {
    expect(fieldErrors(reminderFormSchema, { ...valid, message: 'ab' })).toEqual({ message: 'Wpisz przynajmniej trzy znaki.' });
    expect(fieldErrors(reminderFormSchema, { ...valid, message: 'a'.repeat(141) })).toEqual({ message: 'Za długie przypomnienie.' });
    expect(fieldErrors(reminderFormSchema, { ...valid, message: '<script>' })).toEqual({ message: 'Niebezpieczny tekst.' });
  });

  it('day is yyyy-MM-dd and time HH:mm', () => {
    expect(fieldErrors(reminderFormSchema, { ...valid, day: '01.05.2025', actionTime: '24:00' })).toEqual({
      day: messages.DATE_INVALID_ERROR,
      actionTime: messages.TIME_INVALID_ERROR,
    });
  });

  it('the payload carries a date-time with offset', () => {
    expect(fieldErrors(reminderPayloadSchema, { reminderDate: '2025-05-01T09:30:00+02:00', message: 'Oddzwonić' })).toEqual({});
    expect(fieldErrors(reminderPayloadSchema, { reminderDate: '2025-05-01', message: 'Oddzwonić' })).toEqual({
      reminderDate: messages.DATE_INVALID_ERROR,
    });
  });

  it('joins day and time into a local date-time', () => {
    expect(reminderDateTime('2025-05-01', '09:30')).toEqual(new Date('2025-05-01T07:30:00Z'));
    expect(reminderDateTime('2025-12-01', '00:15')).toEqual(new Date('2025-11-30T23:15:00Z'));
    expect(reminderDateTime('2025-02-30', '09:30')).toBeNull();
    expect(reminderDateTime('2025-05-01', '9:30')).toBeNull();
  });
});

describe('reminder helpers', () => {
  const now = new Date('2025-05-01T10:00:00Z');

  it('is overdue at or before now', () => {
    expect(isOverdue(new Date('2025-05-01T10:00:00Z'), now)).toBe(true);
    expect(isOverdue(new Date('2025-05-01T09:59:59Z'), now)).toBe(true);
    expect(isOverdue(new Date('2025-05-01T10:00:01Z'), now)).toBe(false);
  });

  it('+1H is one hour from now', () => {
    expect(plusOneHour(now)).toEqual(new Date('2025-05-01T11:00:00Z'));
  });

  it('truncates list text at 25 characters', () => {
    expect(truncateReminder('a'.repeat(25))).toBe('a'.repeat(25));
    expect(truncateReminder('Zadzwonić do pana Kowalskiego w sprawie polisy')).toBe('Zadzwonić do pana Kowalsk…');
    expect(truncateReminder('Zadzwonić do pana Kowalsk iego')).toBe('Zadzwonić do pana Kowalsk…');
    expect(truncateReminder('Zadzwonić do pana Kowals  kiego')).toBe('Zadzwonić do pana Kowals…');
  });

  it.each([
    [1, 'Masz 1 zaległe przypomnienie'],
    [2, 'Masz 2 zaległe przypomnienia'],
    [4, 'Masz 4 zaległe przypomnienia'],
    [5, 'Masz 5 zaległych przypomnień'],
    [12, 'Masz 12 zaległych przypomnień'],
    [22, 'Masz 22 zaległe przypomnienia'],
    [112, 'Masz 112 zaległych przypomnień'],
  ])('overdue toaster for %i: %s', (count, message) => {
    expect(overdueRemindersMessage(count)).toBe(message);
  });
});
