import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const env = loadEnv({ INIT_CWD: '/srv/panel' });
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/panel/data',
      COOKIE_SECURE: false,
      SEED_DEMO: true,
      ALLOW_DEMO_ACCOUNTS: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('seeds demo data into PostgreSQL only when SEED_DEMO=true is set explicitly', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/panel';
    expect(loadEnv({ DATABASE_URL: url }).SEED_DEMO).toBe(false);
    expect(loadEnv({ DATABASE_URL: url, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
  });

  it('listens on loopback with either database unless HOST says otherwise', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/panel' }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_SIZE, a whole number from 1 to 100, or leaves the default', () => {
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBeUndefined();
    expect(loadEnv({ DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
    for (const bad of ['0', '101', '2.5', 'many']) expect(() => loadEnv({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('refuses a malformed ALLOW_DEMO_ACCOUNTS or SEED_DEMO', () => {
    expect(() => loadEnv({ ALLOW_DEMO_ACCOUNTS: 'yes', SEED_DEMO: '1' })).toThrow(/ALLOW_DEMO_ACCOUNTS[\s\S]*SEED_DEMO|SEED_DEMO[\s\S]*ALLOW_DEMO_ACCOUNTS/);
  });

  it('trusts X-Forwarded-For only from the proxies it names, never from every hop', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.0.2.7', 'loopback']);
    for (const value of ['true', '1', 'yes', 'proxy.example.pl']) expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('serves metrics only with a METRICS_TOKEN of at least 32 characters', () => {
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_TOKEN: 'p'.repeat(32) }).METRICS_TOKEN).toBe('p'.repeat(32));
    expect(() => loadEnv({ METRICS_TOKEN: 'krotki-token' })).toThrow(/METRICS_TOKEN/);
  });

  it('leaves the log format to the terminal unless LOG_FORMAT names it', () => {
    expect(loadEnv({}).LOG_FORMAT).toBeUndefined();
    expect(loadEnv({ LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(loadEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(() => loadEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('lists every bad key at once', () => {
    expect(() => loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', COOKIE_SECURE: 'tak' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*COOKIE_SECURE|PORT[\s\S]*COOKIE_SECURE[\s\S]*DATABASE_URL/,
    );
  });

  it('reads the two-factor key (32 bytes in base64) and REQUIRE_TWO_FACTOR', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadEnv({ TWO_FACTOR_KEY: key, REQUIRE_TWO_FACTOR: 'true' })).toMatchObject({ TWO_FACTOR_KEY: key, REQUIRE_TWO_FACTOR: true });
    expect(loadEnv({}).REQUIRE_TWO_FACTOR).toBe(false);
    for (const value of ['krotki', Buffer.alloc(16).toString('base64'), Buffer.alloc(32).toString('hex')]) {
      expect(() => loadEnv({ TWO_FACTOR_KEY: value })).toThrow(/TWO_FACTOR_KEY: 32 bajty zapisane w base64/);
    }
    expect(() => loadEnv({ REQUIRE_TWO_FACTOR: 'tak' })).toThrow(/REQUIRE_TWO_FACTOR/);
  });

  it('accepts a PostgreSQL URL', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/panel' }).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/panel',
    );
  });
});
