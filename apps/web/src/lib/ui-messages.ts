/** Polish texts not yet in the domain `messages` catalogue. */
export const uiMessages = {
  SESSION_LOAD_ERROR: 'Nie udało się wczytać danych użytkownika.',
  APP_ERROR: 'Wystąpił nieoczekiwany błąd aplikacji.',
  LOADING: 'Ładowanie…',
} as const;
