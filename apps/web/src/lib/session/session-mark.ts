const KEY = 'panel.session-open';

/**
 * Set while this browser has a session open, removed at logout: the login page can then tell a lost session (expired,
 * ended elsewhere) from a first visit or a logout, and say so (000 §8: 'Nie jesteś zalogowany lub Twoja sesja wygasła').
 */
export const markSessionOpen = () => localStorage.setItem(KEY, '1');
export const clearSessionMark = () => localStorage.removeItem(KEY);
export const sessionWasLost = () => localStorage.getItem(KEY) !== null;
