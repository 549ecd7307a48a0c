import { readFile } from 'node:fs/promises';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { policies, users } from '../src/db/schema/index';
import { useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.02 });

const check = await readFile(new URL('../../../deploy/restore-check.sql', import.meta.url), 'utf8');
const journal = JSON.parse(await readFile(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: { when: number }[] };

describe('deploy/restore-check.sql', () => {
  it('reads the newest migration, the counts and the newest rows of the schema as it is', async () => {
    const { rows } = await ctx.database.db.execute<Record<string, unknown>>(sql.raw(check));
    const [policyCount] = await ctx.database.db.select({ n: count() }).from(policies);
    const [userCount] = await ctx.database.db.select({ n: count() }).from(users);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(Number(row!.newest_migration)).toBe(Math.max(...journal.entries.map((entry) => entry.when)));
    expect(Number(row!.policies)).toBe(policyCount!.n);
    expect(Number(row!.users)).toBe(userCount!.n);
    expect(Object.keys(row!)).toEqual(['newest_migration', 'agents', 'users', 'policies', 'documents', 'newest_servicing', 'newest_housekeeping']);
  });
});
