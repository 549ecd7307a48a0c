import { z } from 'zod';
import pl from 'zod/v4/locales/pl.js';

// Every zod message the user can see is Polish; importing zod through this module guarantees the locale is set.
z.config(pl());

export { z };
