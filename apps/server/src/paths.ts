import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package folder (apps/server). This file sits one level below it, as does the bundle `dist/server.js`
 * (decision 127), so the same expression holds from source and from the build.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
