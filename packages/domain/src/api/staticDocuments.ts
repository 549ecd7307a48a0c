// Plain constants in their own module: the browser's first load uses them without pulling zod in (decision 025).

/** The terms of electronic services (000 §2), a static PDF. */
export const TERMS_OF_SERVICE_PATH = '/doc/regulamin-uslug-elektronicznych.pdf';
