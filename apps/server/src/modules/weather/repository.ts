import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { weatherCache } from '../../db/schema/index';

export async function cached(db: DbOrTx, key: string, hour: Date): Promise<unknown> {
  const [row] = await db
    .select({ body: weatherCache.body })
    .from(weatherCache)
    .where(and(eq(weatherCache.key, key), eq(weatherCache.hour, hour)));
  return row?.body;
}

/** Stores an answer for its hour and drops the answers of earlier hours. */
export async function store(db: DbOrTx, key: string, hour: Date, body: unknown) {
  await db.insert(weatherCache).values({ key, hour, body }).onConflictDoUpdate({ target: [weatherCache.key, weatherCache.hour], set: { body } });
  await db.delete(weatherCache).where(lt(weatherCache.hour, hour));
}
