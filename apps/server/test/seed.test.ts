import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidNip, isValidNrb, isValidPesel, isValidPostcode, isValidRegon, isValidVin } from '@panel/domain';
import { openDatabase } from '../src/db/client';
import { agents, bankBranches, customers, panelSettings, policies, vehicles } from '../src/db/schema/index';
import { seedDemo } from '../src/db/seed/demo';
import { useTestApp } from './helper';

const ctx = useTestApp({ policiesScale: 1 });

describe('demo data', () => {
  it('gives every demo agent hundreds of policies', async () => {
    const rows = await ctx.database.db
      .select({ custCode: agents.custCode, n: count() })
      .from(policies)
      .innerJoin(agents, eq(agents.id, policies.agentId))
      .groupBy(agents.custCode);
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.n).toBeGreaterThanOrEqual(100);
  });

  it('covers every product line and every list, and the dealer sells motor only', async () => {
    const combos = await ctx.database.db
      .selectDistinct({ line: policies.productLine, kind: policies.kind })
      .from(policies);
    for (const line of ['CP', 'HP', 'SM', 'MF']) {
      for (const kind of ['CONCLUDED', 'RENEWAL', 'QUOTATION']) {
        expect(combos).toContainEqual({ line, kind });
      }
    }
    const dealerLines = await ctx.database.db
      .selectDistinct({ line: policies.productLine })
      .from(policies)
      .innerJoin(agents, eq(agents.id, policies.agentId))
      .where(eq(agents.agentType, 'NCD'));
    expect(dealerLines).toEqual([{ line: 'CP' }]);
  });

  it('gives every car a VIN of its make and every bank branch a postcode that exists', async () => {
    const wmiOf: Record<string, RegExp> = {
      Toyota: /^(SB1|VNK|JT)/,
      Volkswagen: /^WV/,
      Skoda: /^TMB/,
      Škoda: /^TMB/,
      Kia: /^(U5Y|KNA)/,
      Opel: /^W0L/,
      Ford: /^WF0/,
      Renault: /^VF1/,
      Dacia: /^UU1/,
      Hyundai: /^(TMA|KMH)/,
      Mazda: /^JMZ/,
      Fiat: /^ZFA/,
      BMW: /^WBA/,
    };
    const cars = await ctx.database.db.select({ make: vehicles.make, vin: vehicles.vin }).from(vehicles);
    for (const car of cars.filter((c) => wmiOf[c.make])) expect(car.vin, `${car.make} ${car.vin}`).toMatch(wmiOf[car.make]!);
    expect(cars.some((car) => car.make === 'Toyota')).toBe(true);
    for (const branch of await ctx.database.db.select({ postCode: bankBranches.postCode }).from(bankBranches)) {
      expect(isValidPostcode(branch.postCode) && !branch.postCode.endsWith('-000'), branch.postCode).toBe(true);
    }
  });

  it('holds only valid PESEL, NIP, REGON, postcodes, VINs and account numbers', async () => {
    const people = await ctx.database.db.select().from(customers);
    for (const c of people) {
      if (c.partyType === 'PERSON') expect(isValidPesel(c.pesel!), c.pesel!).toBe(true);
      else {
        expect(isValidNip(c.nip!), c.nip!).toBe(true);
        expect(isValidRegon(c.regon!), c.regon!).toBe(true);
      }
      expect(isValidPostcode(c.postcode)).toBe(true);
    }
    for (const v of await ctx.database.db.select({ vin: vehicles.vin }).from(vehicles)) {
      expect(isValidVin(v.vin), v.vin).toBe(true);
    }
    const accounts = await ctx.database.db
      .select({ account: policies.bankAccount })
      .from(policies)
      .where(sql`${policies.bankAccount} is not null`);
    expect(accounts.length).toBeGreaterThan(100);
    for (const { account } of accounts) expect(isValidNrb(account!), account!).toBe(true);
  });

  it('is deterministic: the same seed gives the same portfolio', async () => {
    const other = await openDatabase({ dataDir: null });
    try {
      // 23:06 UTC: already the next day in Warsaw, the day every seeded date is laid around.
      const now = new Date('2026-11-12T23:06:00Z');
      await seedDemo(other.db, { now, policiesScale: 0.05 });
      const [release] = await other.db.select().from(panelSettings).where(eq(panelSettings.key, 'NEW_MOTOR_RELEASE_DATE'));
      expect(release?.value).toBe('2026-11-27');
      const first = await other.db.select({ no: policies.policyNo, price: policies.price }).from(policies).orderBy(policies.policyNo);
      const again = await openDatabase({ dataDir: null });
      await seedDemo(again.db, { now, policiesScale: 0.05 });
      const second = await again.db.select({ no: policies.policyNo, price: policies.price }).from(policies).orderBy(policies.policyNo);
      await again.close();
      expect(second).toEqual(first);
    } finally {
      await other.close();
    }
  });
});
