import { and, eq, notExists, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoDateInPoland, isValidNip, isValidRegon, messages, type Bank, type CarLine, type EquipmentItem, type LovItem } from '@panel/domain';
import { customers, policies, postcodeCities, users } from '../src/db/schema/index';
import { bankRows } from '../src/db/seed/reference-data';
import { createClient, loginAs, type Client, useTestApp } from './helper';

const ctx = useTestApp();
const MTA = '/partner/rest/mta/cp';
const thisYear = Number(isoDateInPoland(new Date()).slice(0, 4));
const GOLF = '101001';
const FABIA = '102002';
const HONDA = '201';

const json = async <T>(client: Client, url: string, status = 200) => {
  const response = await client.get(url);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
};
const distinct = <T>(values: T[]) => [...new Set(values)];

async function policyOf(login: string, productLine: 'CP' | 'HP') {
  const [row] = await ctx.database.db
    .select({ policyNo: policies.policyNo })
    .from(policies)
    .innerJoin(users, eq(users.agentId, policies.agentId))
    .where(and(eq(users.login, login), eq(policies.productLine, productLine)))
    .limit(1);
  return row!.policyNo;
}

describe('access to the catalogue routes', () => {
  const urls = [
    `${MTA}/makes/001`,
    `${MTA}/models/101/2020/001`,
    `${MTA}/cars/2020/${GOLF}`,
    `${MTA}/cars/${HONDA}/2020/004`,
    `${MTA}/equipment/STD/1/2012`,
    `${MTA}/bank/list`,
    `${MTA}/bank/search?centralId=001&city=Warszawa`,
  ];

  it('refuses every call without a session (401) and without ROLE_CP_MTA_ENABLED (403)', async () => {
    const anonymous = createClient(ctx.app);
    const basic = await loginAs(ctx.app, 'agent.basic');
    for (const url of urls) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
      const refused = await basic.get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toBe(messages.FORBIDDEN_ERROR);
    }
  });

  it('answers an agent with the role (the dealer too)', async () => {
    const dealer = await loginAs(ctx.app, 'dealer.ncd');
    for (const url of urls) expect((await dealer.get(url)).statusCode, url).toBe(200);
  });
});

describe('GET /partner/rest/mta/cp/makes/{vehicleTypeCode}', () => {
  it('lists the makes of a vehicle type in Polish order', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const cars = await json<{ code: string; description: string }[]>(client, `${MTA}/makes/001`);
    const names = cars.map((make) => make.description);
    expect(names).toContain('Volkswagen');
    expect(names).toContain('Škoda');
    expect(names).not.toContain('Honda');
    expect(names.indexOf('Škoda')).toBeLessThan(names.indexOf('Toyota'));
    expect(cars.find((make) => make.description === 'Volkswagen')!.code).toBe('101');
  });

  it('serves the motorcycle codes from one catalogue and camping trailers from the trailers', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const motorcycles = await json<{ description: string }[]>(client, `${MTA}/makes/003`);
    expect(motorcycles.map((make) => make.description)).toEqual(['BMW', 'Honda', 'Kawasaki', 'Romet', 'Yamaha']);
    expect(await json(client, `${MTA}/makes/005`)).toEqual(motorcycles);
    const trailers = await json<{ description: string }[]>(client, `${MTA}/makes/006001`);
    expect(trailers.map((make) => make.description)).toEqual(['Knaus', 'Niewiadów', 'Temared']);
    expect((await json<{ description: string }[]>(client, `${MTA}/makes/002`)).map((make) => make.description)).toEqual(['Fiat', 'Hymer', 'Knaus']);
  });

  it('refuses an unknown vehicle type code with a Polish message', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`${MTA}/makes/009`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.PATTERN_VALIDATION_ERROR);
  });
});

describe('GET /partner/rest/mta/cp/models/{makeCode}/{productionYearCode}/{vehicleTypeCode}', () => {
  it('maps the codes of the models produced that year to their names', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect(await json(client, `${MTA}/models/101/2019/001`)).toEqual({ '101001': 'Golf', '101002': 'Passat', '101003': 'Polo', '101004': 'Tiguan' });
    expect(Object.values(await json<object>(client, `${MTA}/models/102/2016/001`))).not.toContain('Kodiaq');
    expect(Object.values(await json<object>(client, `${MTA}/models/102/2017/001`))).toContain('Kodiaq');
  });

  it('keeps the cars and motorcycles of one make apart', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect(Object.values(await json<object>(client, `${MTA}/models/109/2020/001`))).toEqual(['Seria 3', 'Seria 5', 'X3']);
    expect(Object.values(await json<object>(client, `${MTA}/models/109/2020/004`))).toEqual(['R 1250 GS']);
  });

  it('answers an empty map for a year nothing was produced in', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect(await json(client, `${MTA}/models/101/1990/001`)).toEqual({});
    expect(await json(client, `${MTA}/models/101/${thisYear + 1}/001`)).toEqual({});
  });

  it('refuses a malformed year or make code', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const year = await client.get(`${MTA}/models/101/20x9/001`);
    expect(year.statusCode).toBe(400);
    expect(year.json().message).toBe(messages.YEAR_REQUIRED);
    const make = await client.get(`${MTA}/models/${encodeURIComponent('10 1')}/2019/001`);
    expect(make.statusCode).toBe(400);
    expect(make.json().fieldErrors).toEqual({ makeCode: messages.PATTERN_VALIDATION_ERROR });
  });
});

describe('GET /partner/rest/mta/cp/cars/{productionYear}/{carModel}', () => {
  it('answers the car lines with the catalogue value of the year, branching at every step', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const lines = await json<CarLine[]>(client, `${MTA}/cars/2021/${GOLF}`);
    expect(lines.every((line) => line.model === 'Golf')).toBe(true);
    expect(distinct(lines.map((line) => line.fuel)).sort()).toEqual(['Benzyna', 'Diesel', 'Hybryda']);
    const petrol = lines.filter((line) => line.fuel === 'Benzyna');
    expect(distinct(petrol.map((line) => line.enginePower)).sort()).toEqual([110, 96]);
    const tsi96 = petrol.filter((line) => line.enginePower === 96);
    expect(distinct(tsi96.map((line) => line.body)).sort()).toEqual(['HB', 'KOMBI']);
    expect(tsi96.filter((line) => line.body === 'HB').map((line) => line.version)).toEqual(['1.5 TSI 96 kW Life', '1.5 TSI 96 kW Style', '1.5 TSI 96 kW R-Line']);
    const [life] = tsi96;
    const older = (await json<CarLine[]>(client, `${MTA}/cars/2020/${GOLF}`)).find((line) => line.id === life!.id)!;
    expect(older.value).toBeLessThan(life!.value);
  });

  it('has single-option steps where the catalogue has one choice', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const fabia = await json<CarLine[]>(client, `${MTA}/cars/2023/${FABIA}`);
    expect(distinct(fabia.map((line) => line.fuel))).toEqual(['Benzyna']);
    expect(distinct(fabia.map((line) => `${line.body}${line.doorsCount}`))).toEqual(['HB5']);
    const mpi = fabia.filter((line) => line.engineDisplacement === 999 && line.enginePower === 59);
    expect(mpi.map((line) => line.version)).toEqual(['1.0 MPI 59 kW Ambition']);
  });

  it('answers trailers without engine data and an unknown model with an empty list', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const [trailer] = Object.keys(await json<object>(client, `${MTA}/models/301/2015/006001`));
    const lines = await json<CarLine[]>(client, `${MTA}/cars/2015/${trailer}`);
    expect(lines.map((line) => [line.version, line.body, line.fuel, line.engineDisplacement, line.doorsCount])).toEqual([
      ['N126', 'PRZK', '', 0, 0],
      ['N126 Plus', 'PRZK', '', 0, 0],
    ]);
    expect(await json(client, `${MTA}/cars/2015/999999`)).toEqual([]);
  });

  it('refuses a malformed year', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`${MTA}/cars/15/${GOLF}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ productionYear: messages.YEAR_REQUIRED });
  });
});

describe('GET /partner/rest/mta/cp/cars/{make}/{productionYear}/{engineCapacity} (motorcycles)', () => {
  it('answers the versions of the make in the capacity range', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const medium = await json<{ model: string; version: string; engineDisplacement: number; value: number }[]>(client, `${MTA}/cars/${HONDA}/2020/004`);
    expect(medium.map((version) => [version.model, version.version, version.engineDisplacement])).toEqual([['CB500F', 'CB500F 35 kW ABS', 471]]);
    expect(medium[0]!.value).toBeGreaterThan(0);
    const scooters = await json<{ model: string }[]>(client, `${MTA}/cars/${HONDA}/2020/002`);
    expect(scooters.map((version) => version.model)).toEqual(['PCX 125']);
    expect(await json(client, `${MTA}/cars/${HONDA}/2012/004`)).toEqual([]);
  });

  it('refuses an unknown capacity range', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`${MTA}/cars/${HONDA}/2020/008`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ engineCapacity: messages.PATTERN_VALIDATION_ERROR });
  });
});

describe('GET /partner/rest/mta/cp/equipment/{type}/{carId}/{productionYear}', () => {
  it('answers standard items at 0 % and additional items with their share of the value; better trims have more standard', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const lines = await json<CarLine[]>(client, `${MTA}/cars/2021/${GOLF}`);
    const [life, style] = lines.filter((line) => line.version.startsWith('1.5 TSI 96 kW') && line.body === 'HB');
    const standard = await json<EquipmentItem[]>(client, `${MTA}/equipment/STD/${life!.id}/2021`);
    expect(standard.map((item) => item.name)).toContain('ABS');
    expect(standard.every((item) => item.percentage === 0)).toBe(true);
    const optional = await json<EquipmentItem[]>(client, `${MTA}/equipment/OPT/${life!.id}/2021`);
    expect(optional[0]).toEqual({ id: expect.stringMatching(/^\d+$/), name: 'Klimatyzacja automatyczna dwustrefowa', percentage: 2 });
    // Four of the dearest items exceed 20 % of the value: the equipment rule has something to refuse.
    const dearest = optional.map((item) => item.percentage).sort((a, b) => b - a).slice(0, 4);
    expect(dearest.reduce((sum, p) => sum + p, 0)).toBeGreaterThan(20);
    const styleStandard = await json<EquipmentItem[]>(client, `${MTA}/equipment/STD/${style!.id}/2021`);
    expect(styleStandard.map((item) => item.name)).toContain('Klimatyzacja automatyczna dwustrefowa');
  });

  it('answers 404 for an unknown car line or a year it was not produced in', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const [line] = await json<CarLine[]>(client, `${MTA}/cars/2021/${GOLF}`);
    expect((await client.get(`${MTA}/equipment/OPT/${line!.id}/2012`)).statusCode).toBe(404);
    const unknown = await client.get(`${MTA}/equipment/OPT/99999999/2021`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(messages.NOT_FOUND);
    expect((await client.get(`${MTA}/equipment/OPT/abc/2021`)).statusCode).toBe(404);
  });

  it('refuses an equipment type other than STD or OPT', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`${MTA}/equipment/ALL/1/2021`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ type: messages.PATTERN_VALIDATION_ERROR });
  });
});

describe('banks', () => {
  it('keeps REGON and NIP numbers that pass their checks', () => {
    for (const bank of bankRows) {
      expect(isValidRegon(bank.regon), bank.name).toBe(true);
      expect(isValidNip(bank.nip), bank.name).toBe(true);
    }
  });

  it('GET bank/list lists the banks with their head offices', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const banks = await json<Bank[]>(client, `${MTA}/bank/list`);
    expect(banks).toHaveLength(bankRows.length);
    expect(banks[0]).toEqual({ id: '001', name: 'Powszechna Kasa Oszczędności Bank Polski S.A.', street: 'Puławska 15', postCode: '02-515', city: 'Warszawa' });
  });

  it('GET bank/search finds the branches of a bank in a city, diacritics and case ignored', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const warsaw = await json<Bank[]>(client, `${MTA}/bank/search?centralId=001&city=warszawa`);
    expect(warsaw).toHaveLength(5);
    expect(warsaw.every((branch) => branch.city === 'Warszawa' && branch.name.startsWith('P'))).toBe(true);
    const lodz = await json<Bank[]>(client, `${MTA}/bank/search?centralId=002&city=${encodeURIComponent('Lodz')}`);
    expect(lodz.map((branch) => branch.city)).toEqual(['Łódź']);
    const wroclaw = await json<Bank[]>(client, `${MTA}/bank/search?centralId=009&city=Wro`);
    expect(wroclaw.map((branch) => branch.name)).toEqual(['Santander Consumer Bank S.A. – Centrala', 'Santander Consumer Bank – Oddział 7 Wrocław']);
  });

  it('narrows the search by postcode, street, number and apartment', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const all = await json<Bank[]>(client, `${MTA}/bank/search?centralId=001&city=Warszawa`);
    const target = all[2]!;
    const [street, number] = [target.street.replace(/ \S+$/, ''), target.street.split(' ').at(-1)!.split('/')[0]!];
    const search = (params: Record<string, string>) =>
      json<Bank[]>(client, `${MTA}/bank/search?${new URLSearchParams({ centralId: '001', city: 'Warszawa', ...params })}`);
    expect((await search({ postCode: target.postCode })).map((branch) => branch.id)).toContain(target.id);
    expect((await search({ postCode: target.postCode })).every((branch) => branch.postCode === target.postCode)).toBe(true);
    expect((await search({ street: street.slice(1, 5).toUpperCase(), streetNo: number })).map((branch) => branch.id)).toEqual([target.id]);
    expect(await search({ streetNo: 'x999' })).toEqual([]);
    expect(await search({ street: '%' })).toEqual([]);
    const apartments = await json<Bank[]>(client, `${MTA}/bank/search?centralId=001&city=Warszawa&apartmentNo=1`);
    expect(apartments.map((branch) => branch.street)).toEqual([expect.stringMatching(/\/1$/)]);
  });

  it('refuses a search without a bank or a city with the Polish message', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const response = await client.get(`${MTA}/bank/search?centralId=001&city=%20`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ city: messages.CESSION_SEARCH_CRITERIA_REQUIRED });
    const noBank = await client.get(`${MTA}/bank/search?city=Warszawa`);
    expect(noBank.statusCode).toBe(400);
    expect(noBank.json().message).toBe(messages.CESSION_SEARCH_CRITERIA_REQUIRED);
    const long = await client.get(`${MTA}/bank/search?centralId=001&city=Warszawa&street=${'a'.repeat(256)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ street: messages.MAX_LENGTH_ERROR });
  });
});

describe('GET /partner/rest/lovs/get/{policyNo}/{lovsKey}', () => {
  it('answers a list of values for one of the agent’s motor policies', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policyNo = await policyOf('agent.da', 'CP');
    const months = await json<LovItem[]>(client, `/partner/rest/lovs/get/${policyNo}/CP_MONTHS`);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ key: '01', value: 'styczeń' });
    const bodies = await json<LovItem[]>(client, `/partner/rest/lovs/get/${policyNo}/CP_BODY_TYPE_DESC`);
    expect(bodies).toContainEqual({ key: 'KOMBI', value: 'Kombi' });
    for (const key of ['CP_ANNUAL_MILEAGE', 'CP_USAGE', 'CP_PARKING', 'CP_USAGE_ABROAD', 'CP_DEDUCTIBLE', 'CP_DEDUCTIBLE_T']) {
      expect((await json<LovItem[]>(client, `/partner/rest/lovs/get/${policyNo}/${key}`)).length, key).toBeGreaterThan(2);
    }
  });

  it('answers the licence years from this year back 90 years', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const years = await json<LovItem[]>(client, `/partner/rest/lovs/get/${await policyOf('agent.da', 'CP')}/CP_DRIVING_LICENSE_YEAR`);
    expect(years).toHaveLength(91);
    expect(years[0]).toEqual({ key: String(thisYear), value: String(thisYear) });
    expect(years.at(-1)!.key).toBe(String(thisYear - 90));
  });

  it('answers 404 for another agent’s policy and for a policy that is not a motor one', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const other = await client.get(`/partner/rest/lovs/get/${await policyOf('agent.nn', 'CP')}/CP_MONTHS`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(messages.NOT_FOUND);
    expect((await client.get(`/partner/rest/lovs/get/${await policyOf('agent.da', 'HP')}/CP_MONTHS`)).statusCode).toBe(404);
  });

  it('refuses an unknown list and a malformed policy number; needs a session', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const policyNo = await policyOf('agent.da', 'CP');
    const unknown = await client.get(`/partner/rest/lovs/get/${policyNo}/CP_COLOURS`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ lovsKey: messages.LOV_KEY_ERROR });
    const malformed = await client.get(`/partner/rest/lovs/get/${encodeURIComponent('1 2')}/CP_MONTHS`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(messages.POLICY_NUMBER_FORMAT_ERROR);
    expect((await createClient(ctx.app).get(`/partner/rest/lovs/get/${policyNo}/CP_MONTHS`)).statusCode).toBe(401);
  });
});

describe('GET /partner/rest/address/cities/{zip}', () => {
  it('answers the places a postcode serves, several for a shared one', async () => {
    const client = await loginAs(ctx.app, 'agent.basic');
    expect(await json(client, '/partner/rest/address/cities/00-514')).toEqual([{ name: 'Warszawa' }]);
    expect(await json(client, '/partner/rest/address/cities/62-081')).toEqual([{ name: 'Baranowo' }, { name: 'Przeźmierowo' }, { name: 'Wysogotowo' }]);
    expect(await json(client, '/partner/rest/address/cities/99-999')).toEqual([]);
  });

  it('resolves the postcode of every demo customer', async () => {
    const [row] = await ctx.database.db
      .select({ missing: sql<number>`count(*)::int` })
      .from(customers)
      .where(notExists(ctx.database.db.select().from(postcodeCities).where(eq(postcodeCities.postcode, customers.postcode))));
    expect(row!.missing).toBe(0);
  });

  it('refuses a postcode outside NN-NNN with the Polish message; needs a session', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    for (const zip of ['00514', '0-5144', 'ab-cde']) {
      const response = await client.get(`/partner/rest/address/cities/${zip}`);
      expect(response.statusCode, zip).toBe(400);
      expect(response.json().fieldErrors).toEqual({ zip: messages.POST_CODE_VALIDATION_ERROR });
    }
    expect((await createClient(ctx.app).get('/partner/rest/address/cities/00-514')).statusCode).toBe(401);
  });
});
