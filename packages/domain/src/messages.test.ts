import { describe, expect, it } from 'vitest';
import { fillMessage, HELPLINE, messages } from './messages';

describe('message catalogue', () => {
  it.each([
    ['REQUIRED_VALIDATION_ERROR', 'Pole jest wymagane'],
    ['NOT_EMPTY_ERROR', 'Pole nie powinno być puste.'],
    ['PATTERN_VALIDATION_ERROR', 'Błędny format'],
    ['MAX_LENGTH_ERROR', 'Przekroczona maksymalna ilość znaków'],
    ['POST_CODE_VALIDATION_ERROR', 'Nieprawidłowy format kodu pocztowego'],
    ['NIP_VALIDATION_ERROR', 'Niepoprawny numer NIP'],
    ['NIP_INVALID_ERROR', 'Nieprawidłowy numer NIP'],
    ['PESEL_VALIDATION_ERROR', 'Nieprawidłowy numer PESEL'],
    ['REGON_VALIDATION_ERROR', 'Nieprawidłowy numer REGON'],
    ['VIN_VALIDATION_ERROR', 'Nieprawidłowy numer VIN'],
    ['PHONE_VALIDATION_ERROR', 'Podany numer jest niepoprawny'],
    ['PHONE_REQUIRED', 'Numer telefonu jest wymagany.'],
    ['NO_FILE_ERROR', 'Nie wybrano pliku'],
    ['FORMAT_MISMATCH_ERROR', 'Pole nie jest zgodne z przyjętym formatem.'],
    ['PASSWORD_REQUIRED', 'Pole nie może być puste'],
    ['PASSWORDS_NOT_MATCH', 'Wprowadzone hasła są różne.'],
    ['PASS_CHANGE_SUCCESS', 'Hasło zostało zmienione.'],
    ['NEW_PASS_FOUND_IN_HISTORY', 'Nowe hasło powtarza się z używanym już wcześniej hasłem.'],
    ['TERMINATION_BEFORE_INFORM_DATE', 'Data wypowiedzenia nie może być wcześniejsza od daty poinformowania'],
    ['RESIGNATION_UNEXPECTED_ERROR', 'Wystąpił nieoczekiwany błąd serwera.'],
    ['RESIGNATION_CLOSE_ERROR', 'Błąd podczas zamykania polisy'],
    ['RESIGNATION_MANUAL_HANDLING', 'Ze względu na status polisy przesłane zgłoszenie zostało skierowane do ręcznej obsługi.'],
    ['RENEWAL_ATTACHMENT_ERROR', 'Wystąpił problem z przesłaniem załączników.'],
    ['POLICY_NUMBER_REQUIRED', 'Numer polisy jest wymagany'],
    ['POLICY_SEARCH_NOT_FOUND', 'Nie odnaleziono polisy na podstawie podanych informacji'],
    ['UKS_WARNING_TITLE', 'UWAGA'],
    ['FILE_TOO_LARGE', 'Rozmiar pliku przekracza 10 MB.'],
    ['FILE_EXTENSION_INVALID', 'Niepoprawne rozszerzenie pliku'],
    ['FILE_NAME_TOO_LONG', 'Zbyt długa nazwa pliku'],
    ['FILE_NAME_INVALID', 'Niepoprawna nazwa pliku'],
    ['FILE_EMPTY', 'Nie można załączać pustych dokumentów:'],
    ['BOOKMARK_NAME_REQUIRED', 'Nazwa strony nie może być pusta.'],
    ['BOOKMARK_URL_REQUIRED', 'Adres nie może być pusty.'],
    ['NOTE_MAX_LENGTH_ERROR', 'Maksymalna liczba znaków: 2000'],
    ['INSANE_TEXT_ERROR', 'Niebezpieczny tekst.'],
    ['MIN_TEXT_ERROR', 'Wpisz przynajmniej trzy znaki.'],
    ['MAX_TEXT_ERROR', 'Za długie przypomnienie.'],
    ['EQUIPMENT_COUNT_ERROR', 'Wybierz maksymalnie 4 elementy'],
    ['EQUIPMENT_VALUE_ERROR', 'Wartość wybranych elementów przekracza 20% wartości pojazdu'],
    ['PAYMENT_METHOD_REQUIRED', 'Musisz wybrać metodę płatności'],
    ['REFERRAL_ERROR', 'Zmiana niedozwolona - brak zgody na wprowadzenie zmiany lub zmiana niezgodna z OWU'],
    ['RIDERS_SAVE_SUCCESS', 'Zmiany w ubezpieczeniach dobrowolnych zapisane.'],
    ['RIDERS_SAVE_ERROR', 'Nie udało się zapisać zmian.'],
    ['CANCEL_MESSAGE', 'Czy na pewno chcesz wyczyścić wprowadzone zmiany?'],
    ['DOCUMENTS_PRINT_REQUIRED', 'Aby przejść dalej konieczne jest wydrukowanie dokumentów po zmianach.'],
    ['NO_DOCUMENTS', 'Brak dokumentów do pobrania.'],
    ['COMMUNICATION_ERROR', 'Błąd komunikacji z serwerem.'],
    ['SERVER_ERROR', 'Wystąpił błąd po stronie serwera.'],
  ] as const)('%s is the seed text', (key, text) => {
    expect(messages[key]).toBe(text);
  });

  it('has the keys of 001 §8', () => {
    const keys = [
      'REQUIRED_VALIDATION_ERROR', 'POST_CODE_VALIDATION_ERROR', 'REGON_VALIDATION_ERROR', 'NIP_VALIDATION_ERROR',
      'PHONE_VALIDATION_ERROR', 'PATTERN_VALIDATION_ERROR', 'BIRTH_DATE_REQUIRED_ERROR', 'BIRTH_DATE_INVALID_ERROR',
      'IS_OWNER_MAIN_DRIVER_REQUIRED_ERROR', 'HAS_YOUNGER_DRIVERS_REQUIRED_ERROR', 'EQUIPMENT_COUNT_ERROR',
      'EQUIPMENT_VALUE_ERROR', 'NO_OPTIONS', 'CANCEL_MESSAGE', 'PASSWORD_LENGTH', 'PASSWORD_MUST_CONTAIN',
      'PASSWORDS_NOT_MATCH', 'PHONE_REQUIRED', 'DATES_VALIDATION_ERROR', 'POLICYTYPE_VALIDATION_ERROR',
      'INSANE_TEXT_ERROR', 'MIN_TEXT_ERROR', 'MAX_TEXT_ERROR', 'EMAIL_VALIDATION_MESSAGE', 'FILL_EMAIL_VALIDATION_MESSAGE',
    ];
    for (const key of keys) expect(messages).toHaveProperty(key);
  });

  it('has no spelling slips of the original', () => {
    const all = Object.values(messages).join('\n');
    expect(all).not.toMatch(/Nieprawidow|Niebezbieczn|nie moze|nie poprawny/);
  });

  it('names the helpline in every vehicle sale code message and the policy change error', () => {
    for (const key of ['UKS_ERROR_00307', 'UKS_ERROR_00331', 'UKS_ERROR_00354', 'UKS_ERROR_00356', 'UKS_ERROR_99982'] as const) {
      expect(messages[key]).toContain(HELPLINE);
    }
    expect(messages.POLICY_CHANGE_ERROR).toContain(`pod numerem ${HELPLINE}`);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillMessage(messages.RESIGNATION_SUCCESS, { date: '01.02.2025' })).toBe(
      'Polisa została poprawnie zamknięta z datą 01.02.2025.',
    );
    expect(fillMessage('{a} i {b}', { a: 1 })).toBe('1 i {b}');
  });
});
