import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const env = loadEnv({ INIT_CWD: '/srv/panel' });
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: '/srv/panel/data', COOKIE_SECURE: false, SEED_DEMO: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad key at once', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', COOKIE_SECURE: 'tak' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*COOKIE_SECURE|PORT[\s\S]*COOKIE_SECURE[\s\S]*DATABASE_URL/,
    );
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/panel' }).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/panel',
    );
  });
});
