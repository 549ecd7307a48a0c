import { DAY_MS, addDays, nipFrom, nrbFrom, peselFor, regon9From } from '@panel/domain';
import { carModels, cities, companyStems, companySuffixes, feminine, femaleFirstNames, maleFirstNames, streets, surnames, vinAlphabet } from './dictionaries';
import type { Random } from './random';

/** An instant `days` × 24 h later (earlier when negative): for timestamps, never for business dates. */
export const shiftInstant = (instant: Date, days: number) => new Date(instant.getTime() + days * DAY_MS);

/** The year of a yyyy-MM-dd date. */
export const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4));

export function address(random: Random) {
  const city = random.pick(cities);
  return {
    street: random.pick(streets),
    streetNo: String(random.int(1, 180)) + (random.chance(0.1) ? random.pick(['A', 'B', 'C']) : ''),
    flatNo: random.chance(0.5) ? String(random.int(1, 90)) : null,
    city: city.name,
    postcode: `${city.post}-${random.digits(3)}`,
  };
}

export function person(random: Random, today: string) {
  const sex = random.chance(0.5) ? 'M' : 'F';
  const firstName = random.pick(sex === 'M' ? maleFirstNames : femaleFirstNames);
  const surname = random.pick(surnames);
  const lastName = sex === 'M' ? surname : feminine(surname);
  const birthDate = addDays(today, -random.int(19 * 365, 85 * 365));
  return {
    partyType: 'PERSON' as const,
    firstName,
    lastName,
    pesel: peselFor(birthDate, random.int(0, 999), sex),
    birthDate,
    phone: `${random.pick(['5', '6', '7', '8'])}${random.digits(8)}`,
    email: `${firstName}.${lastName}@example.pl`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace('ł', 'l'),
  };
}

export function nip(random: Random): string {
  for (;;) {
    const value = nipFrom(`${random.int(1, 9)}${random.digits(8)}`);
    if (value) return value;
  }
}

export function company(random: Random) {
  const name = `${random.pick(companyStems)} ${random.pick(surnames)} ${random.pick(companySuffixes)}`;
  return {
    partyType: 'COMPANY' as const,
    companyName: name,
    nip: nip(random),
    regon: regon9From(`${random.int(1, 9)}${random.digits(7)}`),
    phone: `${random.pick(['22', '12', '61', '71', '58'])}${random.digits(7)}`,
    email: `biuro${random.int(1, 999)}@firma.example.pl`,
  };
}

export function bankAccount(random: Random) {
  return nrbFrom(`${random.pick(['1020', '1050', '1140', '1160', '2490', '1090'])}${random.digits(20)}`);
}

export function vehicle(random: Random, today: string) {
  const car = random.pick(carModels);
  const productionYear = yearOf(today) - random.int(0, 15);
  const city = random.pick(cities);
  const vin = car.wmi + Array.from({ length: 14 }, () => random.pick([...vinAlphabet])).join('');
  return {
    vin,
    regNo: `${city.plate}${random.int(10000, 99999)}${random.chance(0.3) ? random.pick(['A', 'C', 'E', 'K']) : ''}`,
    vehicleType: '001',
    make: car.make,
    model: random.pick(car.models),
    productionYear,
    fuelType: car.fuel,
    engineCapacity: car.engine[0],
    enginePower: car.engine[1],
    carValue: Math.round(random.int(15, 180) * 1000 * (1 - (yearOf(today) - productionYear) * 0.04)),
    mileage: (yearOf(today) - productionYear) * random.int(80, 250) * 100,
  };
}
