import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { openApiFile, openApiText } from '../plugins/openapi';

/**
 * Writes docs/api/openapi.json from the route schemas (`npm run openapi`). Run after changing a route; the drift test
 * fails until the committed document matches. The routes need a database to be built: an empty one in memory.
 */
const database = await openDatabase({ dataDir: null });
const app = await buildApp({ database });
await app.ready();
mkdirSync(path.dirname(openApiFile), { recursive: true });
writeFileSync(openApiFile, openApiText(app));
console.log(`${path.relative(process.cwd(), openApiFile)}: ${Object.keys(app.swagger().paths ?? {}).length} adresów`);
await app.close();
await database.close();
