// Plain constants in their own module: the browser's first load uses them without pulling zod in (decision 025).

/** The terms of electronic services (000 §2), a static PDF. */
export const TERMS_OF_SERVICE_PATH = '/doc/regulamin-uslug-elektronicznych.pdf';

/**
 * The motor information files (product cards, IPID) served from /doc/komunikacja/ (001 §7 get-pid-file-names answers
 * their file names): the title each is listed by.
 */
export const motorInfoFileTitles = {
  'karta-produktu-oc.pdf': 'Karta produktu – OC posiadacza pojazdu',
  'karta-produktu-ac.pdf': 'Karta produktu – Autocasco',
  'karta-produktu-nnw.pdf': 'Karta produktu – NNW kierowcy i pasażerów',
  'karta-produktu-assistance.pdf': 'Karta produktu – Assistance',
} as const;

/** The title of an information file; a file the panel does not know keeps its name. */
export const motorInfoFileTitle = (file: string): string => (motorInfoFileTitles as Readonly<Record<string, string>>)[file] ?? file;
