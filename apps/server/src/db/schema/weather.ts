import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Answers of the weather service, per city and hour, so that instances share them (001 §7 openweather). */
export const weatherCache = pgTable(
  'weather_cache',
  {
    /** 'find:łódź' or 'forecast:id=3093133' / 'forecast:51.76,19.46'. */
    key: text().notNull(),
    hour: timestamp({ withTimezone: true }).notNull(),
    body: jsonb().notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.hour] }), index('weather_cache_hour_idx').on(t.hour)],
);
