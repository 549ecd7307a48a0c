import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTemplateDatabases, type DatabaseTemplates } from './database-templates';

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Gives the run's test files a place for their seeded database templates (test/database-templates.ts) and clears it after. */
export default function setup(project: TestProject) {
  const templates: DatabaseTemplates = {
    dir: mkdtempSync(path.join(tmpdir(), 'panel-templates-')),
    prefix: `panel_tpl_${randomBytes(4).toString('hex')}`,
  };
  project.provide('databaseTemplates', templates);
  return async () => {
    rmSync(templates.dir, { recursive: true, force: true });
    if (project.config.env.TEST_DB === 'postgres') await dropTemplateDatabases(templates.prefix);
  };
}
