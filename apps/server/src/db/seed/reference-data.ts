import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';
import { bankBranches, banks, lovEntries, postcodeCities } from '../schema/index';
import { searchName } from '../../lib/search-name';
import { cities, streets } from './dictionaries';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** `insert … select from unnest(…)`, one array per column (as `bulkInsert`, for tables without an `id` to return). */
export async function insertRows<T extends PgTable>(db: DbOrTx, table: T, rows: readonly T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!) as (keyof typeof columns & string)[];
  const names = keys.map((key) => sql.identifier(columns[key]!.keyAsName ? snakeCase(key) : columns[key]!.name));
  const arrays = keys.map((key) => {
    const values = rows.map((row) => (row as Record<string, unknown>)[key] ?? null);
    return sql`${sql.param(values)}::${sql.raw(columns[key]!.getSQLType())}[]`;
  });
  await db.execute(sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`);
}

/** Head offices as registered (KRS); REGON and NIP pass their checks (test). */
export const bankRows = [
  { centralId: '001', name: 'Powszechna Kasa Oszczędności Bank Polski S.A.', short: 'PKO Bank Polski', street: 'Puławska', homeNumber: '15', postCode: '02-515', city: 'Warszawa', regon: '016298263', nip: '5250007738' },
  { centralId: '002', name: 'Bank Polska Kasa Opieki S.A.', short: 'Bank Pekao', street: 'Żubra', homeNumber: '1', postCode: '01-066', city: 'Warszawa', regon: '000010205', nip: '5260006841' },
  { centralId: '003', name: 'mBank S.A.', short: 'mBank', street: 'Prosta', homeNumber: '18', postCode: '00-850', city: 'Warszawa', regon: '001254524', nip: '5260215088' },
  { centralId: '004', name: 'Santander Bank Polska S.A.', short: 'Santander Bank Polska', street: 'al. Jana Pawła II', homeNumber: '17', postCode: '00-854', city: 'Warszawa', regon: '930041341', nip: '8960005673' },
  { centralId: '005', name: 'ING Bank Śląski S.A.', short: 'ING Bank Śląski', street: 'Sokolska', homeNumber: '34', postCode: '40-086', city: 'Katowice', regon: '271514909', nip: '6340135475' },
  { centralId: '006', name: 'Alior Bank S.A.', short: 'Alior Bank', street: 'Łopuszańska', homeNumber: '38D', postCode: '02-232', city: 'Warszawa', regon: '141387142', nip: '1070010731' },
  { centralId: '007', name: 'Bank Handlowy w Warszawie S.A.', short: 'Citi Handlowy', street: 'Senatorska', homeNumber: '16', postCode: '00-923', city: 'Warszawa', regon: '000013037', nip: '5260300291' },
  { centralId: '008', name: 'Bank Gospodarstwa Krajowego', short: 'BGK', street: 'Al. Jerozolimskie', homeNumber: '7', postCode: '00-955', city: 'Warszawa', regon: '000017319', nip: '5250007313' },
  { centralId: '009', name: 'Santander Consumer Bank S.A.', short: 'Santander Consumer Bank', street: 'Legnicka', homeNumber: '48B', postCode: '54-202', city: 'Wrocław', regon: '012736938', nip: '5272046102' },
] as const;

/** Branch cities of every bank; Warszawa has several branches, so a city search there pages. */
const branchCities = ['Warszawa', 'Warszawa', 'Warszawa', 'Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk', 'Katowice', 'Lublin', 'Szczecin'];

export function buildBankBranches() {
  const rows: (typeof bankBranches.$inferInsert)[] = [];
  for (const [bankIndex, bank] of bankRows.entries()) {
    const { short: _short, regon: _regon, nip: _nip, name, ...head } = bank;
    rows.push({ id: rows.length + 1, ...head, name: `${name} – Centrala`, apartmentNumber: null, citySearch: searchName(bank.city) });
    for (const [i, cityName] of branchCities.entries()) {
      const city = cities.find((c) => c.name === cityName)!;
      const n = bankIndex * branchCities.length + i;
      rows.push({
        id: rows.length + 1,
        centralId: bank.centralId,
        name: `${bank.short} – Oddział ${i + 1} ${cityName}`,
        street: streets[(n * 7) % streets.length]!,
        homeNumber: String(1 + ((n * 37) % 140)),
        apartmentNumber: n % 5 === 0 ? String(1 + (n % 9)) : null,
        // NN-001 to NN-999: no postcode ends in 000.
        postCode: `${city.post}-${String(1 + ((n * 149) % 999)).padStart(3, '0')}`,
        city: cityName,
        citySearch: searchName(cityName),
      });
    }
  }
  return rows;
}

/** List-of-values content (decision 091); CP_DRIVING_LICENSE_YEAR is built from the current year on each call. */
export const lovContent: Record<string, readonly (readonly [key: string, value: string])[]> = {
  CP_MONTHS: ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'].map(
    (month, i) => [String(i + 1).padStart(2, '0'), month] as const,
  ),
  CP_ANNUAL_MILEAGE: [
    ['5000', 'do 5 000 km'],
    ['10000', '5 001 – 10 000 km'],
    ['15000', '10 001 – 15 000 km'],
    ['20000', '15 001 – 20 000 km'],
    ['30000', '20 001 – 30 000 km'],
    ['50000', '30 001 – 50 000 km'],
    ['99999', 'powyżej 50 000 km'],
  ],
  CP_USAGE: [
    ['PRIVATE', 'Użytek prywatny'],
    ['COMMUTE', 'Prywatny i dojazdy do pracy'],
    ['BUSINESS', 'Użytek służbowy'],
    ['TAXI', 'Taksówka lub przewóz osób'],
    ['DRIVING_SCHOOL', 'Nauka jazdy'],
    ['RENTAL', 'Wynajem krótkoterminowy'],
  ],
  CP_PARKING: [
    ['GARAGE', 'Garaż indywidualny'],
    ['SHARED_GARAGE', 'Garaż wielostanowiskowy'],
    ['GUARDED', 'Parking strzeżony'],
    ['PROPERTY', 'Ogrodzona posesja'],
    ['STREET', 'Ulica lub parking niestrzeżony'],
  ],
  CP_USAGE_ABROAD: [
    ['NONE', 'Nie wyjeżdża za granicę'],
    ['UP_TO_30', 'Do 30 dni w roku'],
    ['UP_TO_90', 'Od 31 do 90 dni w roku'],
    ['OVER_90', 'Ponad 90 dni w roku'],
  ],
  CP_BODY_TYPE_DESC: [
    ['HB', 'Hatchback'],
    ['SED', 'Sedan'],
    ['LB', 'Liftback'],
    ['KOMBI', 'Kombi'],
    ['SUV', 'SUV'],
    ['KAMPER', 'Kamper'],
    ['MOTO', 'Motocykl'],
    ['SKUTER', 'Skuter'],
    ['PRZ', 'Przyczepa towarowa'],
    ['PRZK', 'Przyczepa kempingowa'],
    ['CIAG', 'Ciągnik rolniczy'],
  ],
  CP_DEDUCTIBLE: [
    ['0', 'Bez udziału własnego'],
    ['500', '500 zł'],
    ['1000', '1 000 zł'],
    ['2000', '2 000 zł'],
  ],
  CP_DEDUCTIBLE_T: [
    ['0', 'Bez udziału własnego'],
    ['10', '10% wartości szkody'],
    ['20', '20% wartości szkody'],
  ],
};

/** Postcodes serving several places (real examples around the big cities). */
const sharedPostcodes: Record<string, readonly string[]> = {
  '62-081': ['Przeźmierowo', 'Baranowo', 'Wysogotowo'],
  '32-085': ['Modlnica', 'Modlniczka', 'Giebułtów', 'Szyce'],
  '55-040': ['Kobierzyce', 'Bielany Wrocławskie', 'Tyniec Mały'],
  '83-010': ['Straszyn', 'Rotmanka', 'Jagatowo'],
  '05-850': ['Ożarów Mazowiecki', 'Duchnice', 'Płochocin'],
};

/**
 * Every postcode of the demo cities' prefixes (and of Warszawa's 01–04), the banks' head offices and the shared
 * postcodes: enough that every demo address resolves.
 */
export function buildPostcodes() {
  const rows = new Map<string, typeof postcodeCities.$inferInsert>();
  const add = (postcode: string, city: string) => rows.set(`${postcode}|${city}`, { postcode, city });
  const prefixes = [...cities.map((city) => [city.post, city.name] as const), ...['01', '02', '03', '04'].map((post) => [post, 'Warszawa'] as const)];
  for (const [post, name] of prefixes) {
    for (let n = 0; n < 1000; n += 1) add(`${post}-${String(n).padStart(3, '0')}`, name);
  }
  for (const bank of bankRows) add(bank.postCode, bank.city);
  for (const [postcode, places] of Object.entries(sharedPostcodes)) for (const place of places) add(postcode, place);
  return [...rows.values()];
}

export async function insertReferenceData(db: DbOrTx) {
  await insertRows(db, banks, bankRows.map(({ short: _short, ...bank }) => bank));
  await insertRows(db, bankBranches, buildBankBranches());
  await insertRows(
    db,
    lovEntries,
    Object.entries(lovContent).flatMap(([lovKey, entries]) => entries.map(([key, value], sortNo) => ({ lovKey, key, value, sortNo }))),
  );
  await insertRows(db, postcodeCities, buildPostcodes());
}
