import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { envSchema, loadEnv } from '../src/env';

const read = (file: string) => readFile(new URL(`../../../${file}`, import.meta.url), 'utf8');
const [example, operations, readme, compose] = await Promise.all([read('.env.example'), read('docs/operations.md'), read('README.md'), read('compose.yaml')]);

const serverVariables = Object.keys(envSchema.in.shape).sort();
/** `NAME=value` lines of .env.example, set or commented out (a commented line shows a default or an example). */
const exampleValues = new Map([...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [name!, value!]));
/** Variables compose.yaml interpolates from .env (`${NAME}`, `${NAME:-default}`, `${NAME:?message}`). */
const composeVariables = new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map(([, name]) => name!));
/** The first column of a Markdown table under the heading, each `NAME` of it. */
const tableVariables = (markdown: string, heading: string) => {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  const firstCells = section.split('\n').filter((line) => line.startsWith('| `')).map((line) => line.split('|')[1]!);
  return firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name!));
};

describe('.env.example', () => {
  it('names every variable the server reads', () => {
    expect(serverVariables.filter((name) => !exampleValues.has(name))).toEqual([]);
  });

  it('names no other variable than those the server reads and those compose.yaml uses', () => {
    const unknown = [...exampleValues.keys()].filter((name) => !serverVariables.includes(name) && !composeVariables.has(name));
    expect(unknown).toEqual([]);
  });

  it('holds every variable compose.yaml interpolates', () => {
    expect([...composeVariables].filter((name) => !exampleValues.has(name))).toEqual([]);
  });

  it('gives values the server accepts, all together', () => {
    const given = Object.fromEntries([...exampleValues].filter(([name, value]) => serverVariables.includes(name) && value !== ''));
    expect(() => loadEnv(given)).not.toThrow();
  });

  it('holds no secret: each is left empty, to be generated', () => {
    const secrets = [...exampleValues].filter(([name]) => /SECRET|KEY|TOKEN|PASSWORD/.test(name));
    expect(secrets.map(([name]) => name)).toEqual(expect.arrayContaining(['HANDOFF_TOKEN_SECRET', 'TWO_FACTOR_KEY', 'METRICS_TOKEN', 'POSTGRES_PASSWORD']));
    expect(secrets.filter(([, value]) => value !== '')).toEqual([]);
  });
});

describe('the configuration tables', () => {
  it('docs/operations.md describes every variable the server reads, and no other', () => {
    expect(tableVariables(operations, 'Configuration').sort()).toEqual(serverVariables);
  });

  it('the README names only variables the server reads', () => {
    const named = tableVariables(readme, 'Configuration');
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !serverVariables.includes(name))).toEqual([]);
  });
});
