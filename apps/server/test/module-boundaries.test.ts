import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

/** The server's import rules (docs/architecture.md, Server modules) as the repository's lint configures them. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const src = path.join(repoRoot, 'apps/server/src');
const ruleName = 'panel/server-module-boundaries';

const config = await new ESLint({ cwd: repoRoot }).calculateConfigForFile(path.join(src, 'modules/notes/service.ts'));
const [severity] = config.rules[ruleName] as [number];
const rule = (config.plugins.panel as { rules: Record<string, Rule.RuleModule> }).rules['server-module-boundaries']!;

const linter = new Linter({ configType: 'flat' });
const lint = (file: string, code: string) =>
  linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { panel: { rules: { 'server-module-boundaries': rule } } },
        rules: { [ruleName]: 'error' },
      },
    ],
    path.join(src, file),
  );

const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));

describe('server module boundaries', () => {
  it('is an error in the lint of every server file', () => {
    expect(severity).toBe(2);
  });

  it('refuses a new import of another module, its types and re-exports too', () => {
    for (const code of [
      "import { availableDocs } from '../documents/service';",
      "import type { DocumentJobs } from '../documents/jobs';",
      "export { availableDocs } from '../documents/service';",
      "const service = () => import('../documents/service');",
    ]) {
      expect(lint('modules/notes/service.ts', code).map((m) => m.message)).toEqual([
        'Server module "notes" must not import module "documents": move the shared part to lib/, or pass it in from app.ts.',
      ]);
    }
  });

  it('lets a module import its own files, lib/, db/, plugins/ and packages', () => {
    const code = [
      "import * as repo from './repository';",
      "import { drawPdf } from './pdf/layout';",
      "import { HttpError } from '../../lib/errors';",
      "import type { Db } from '../../db/client';",
      "import { currentUser } from '../../plugins/auth';",
      "import { messages } from '@panel/domain';",
      "import { and } from 'drizzle-orm';",
    ].join('\n');
    expect(lint('modules/documents/service.ts', code)).toEqual([]);
  });

  it('lets the composition root import every module, and lib/ none', () => {
    const code = "import { notesRoutes } from './modules/notes/routes';";
    expect(lint('app.ts', code)).toEqual([]);
    expect(lint('scripts/seed.ts', code.replace('./', '../'))).toEqual([]);
    expect(lint('lib/queue.ts', code.replace('./', '../')).map((m) => m.message)).toEqual(['lib/ must not import a module: it is what modules share.']);
  });

  it('finds no server file importing another module', () => {
    const found = sources.flatMap((file) => lint(file, readFileSync(path.join(src, file), 'utf8')).map((message) => `${file}: ${message.message}`));
    expect(found).toEqual([]);
  });

  it('has no import cycle', () => {
    const imports = new Map<string, string[]>();
    const collect: Rule.RuleModule = {
      create(context) {
        const file = path.relative(src, context.filename);
        const add = (node: { source?: unknown }) => {
          const source = (node.source as { value?: unknown } | undefined)?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.relative(src, path.resolve(path.dirname(context.filename), source));
          imports.get(file)!.push(sources.includes(`${target}.ts`) ? `${target}.ts` : `${target}/index.ts`);
        };
        imports.set(file, []);
        return { ImportDeclaration: add, ExportNamedDeclaration: add, ExportAllDeclaration: add, ImportExpression: add };
      },
    };
    for (const file of sources) {
      linter.verify(
        readFileSync(path.join(src, file), 'utf8'),
        [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { collect: { rules: { imports: collect } } }, rules: { 'collect/imports': 'error' } }],
        path.join(src, file),
      );
    }
    // Depth-first: a file met again while still on the path closes a cycle.
    const cycles: string[][] = [];
    const done = new Set<string>();
    const visit = (file: string, trail: string[]) => {
      if (trail.includes(file)) return void cycles.push([...trail.slice(trail.indexOf(file)), file]);
      if (done.has(file)) return;
      for (const next of imports.get(file) ?? []) visit(next, [...trail, file]);
      done.add(file);
    };
    for (const file of imports.keys()) visit(file, []);
    expect(imports.size).toBe(sources.length);
    expect(imports.get('app.ts')).toContain('modules/notes/routes.ts');
    expect(cycles).toEqual([]);
  });
});
