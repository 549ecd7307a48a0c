import type { Db } from './client';

/**
 * A statement prepared once per database and then executed with its placeholders' values: the SQL text is not built
 * again on every call, and on PostgreSQL each connection parses and plans it once (a named prepared statement). Only
 * on the database itself, never inside a transaction, whose connection goes back to the pool when it ends.
 */
export function prepared<T>(prepare: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
