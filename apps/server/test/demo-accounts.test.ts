import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { DEMO_PASSWORD, demoAccounts } from '../src/db/seed/demo';
import { hashPassword } from '../src/lib/credentials';
import { loginsWithPassword } from '../src/modules/auth/service';
import { useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 0.01 });
const demoLogins = demoAccounts.map((account) => account.login);

describe('the start-up check of published demo passwords', () => {
  it('finds every seeded demo account, then only those whose password was not changed', async () => {
    const seeded = await loginsWithPassword(ctx.database.db, demoLogins, DEMO_PASSWORD);
    expect(seeded.sort()).toEqual(['agent.basic', 'agent.da', 'agent.nn', 'dealer.ncd']);
    await ctx.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('Zmienione#Haslo1') })
      .where(eq(users.login, 'agent.da'));
    const still = await loginsWithPassword(ctx.database.db, demoLogins, DEMO_PASSWORD);
    expect(still.sort()).toEqual(['agent.basic', 'agent.nn', 'dealer.ncd']);
  });
});
