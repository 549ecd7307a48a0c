import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * `insert … select from unnest(…)`: one array parameter per column however many rows, so large batches neither
 * hit PostgreSQL's 65 535-parameter limit nor spend their time building a statement per value. Returns the new ids
 * in the order of `rows`.
 */
export async function bulkInsert<T extends PgTable>(db: DbOrTx, table: T, rows: readonly T['$inferInsert'][]): Promise<number[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  // Rows may leave out optional columns: every column any row gives is inserted, null where a row leaves it out.
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))] as (keyof typeof columns & string)[];
  const names = keys.map((key) => {
    const column = columns[key]!;
    return sql.identifier(column.keyAsName ? snakeCase(key) : column.name);
  });
  const arrays = keys.map((key) => {
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key] ?? null;
      return value instanceof Date ? value.toISOString() : value;
    });
    return sql`${sql.param(values)}::${sql.raw(columns[key]!.getSQLType())}[]`;
  });
  const result = await db.execute<{ id: number }>(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)}) returning id`,
  );
  return result.rows.map((row) => row.id);
}
