import { expect, it } from 'vitest';
import { isoDateInPoland, wallTimeInPoland } from '../calendar';

/** Winter offsets from UTC (getTimezoneOffset, minutes) of the zones the projects run in (root vitest.config.ts). */
const winterOffsets: Record<string, number> = { UTC: 0, 'America/New_York': 300 };

/** Tests that the project runs with the process time zone and the Warsaw start time of root vitest.config.ts. */
export function itRunsOnTheConfiguredClock() {
  const { TZ, TEST_WARSAW_TIME } = process.env;

  it('runs in the configured process time zone', () => {
    expect(Object.keys(winterOffsets)).toContain(TZ);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(TZ);
    expect(new Date('2026-01-15T12:00:00Z').getTimezoneOffset()).toBe(winterOffsets[TZ!]);
  });

  it('started the file at the configured Warsaw time, and the clock runs on', async () => {
    expect(TEST_WARSAW_TIME).toMatch(/^\d{2}:\d{2}$/);
    const [hour, minute] = TEST_WARSAW_TIME!.split(':').map(Number);
    const wall = wallTimeInPoland(new Date());
    const minutesSinceStart = (wall.hour * 60 + wall.minute - (hour! * 60 + minute!) + 24 * 60) % (24 * 60);
    // The file started moments ago (a seeded database takes a minute or two on a loaded machine).
    expect(minutesSinceStart).toBeLessThan(10);
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(before);
    expect(isoDateInPoland(new Date(Date.now()))).toBe(isoDateInPoland(new Date()));
  });
}
