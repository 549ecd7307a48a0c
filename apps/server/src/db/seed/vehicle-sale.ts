import { eq } from 'drizzle-orm';
import { addDays, addYears, peselFor } from '@panel/domain';
import type { DbOrTx } from '../client';
import { customers, policies, vehicles, vehicleSales } from '../schema/index';
import { wmiOf } from './dictionaries';
import { yearOf } from './people';

/**
 * Dedicated policies for every branch of the vehicle sale and the ownership / travel search (docs/try-these.md),
 * sequence 92000001–92000099 of agent.da and dealer.ncd. Fixed values, no shared random: the portfolio stays as it is.
 */
interface SaleDemo {
  seq: number;
  owner: { firstName: string; lastName: string; birthDate: string; sex: 'M' | 'F' };
  /** Days from today to the start of cover; the policy runs a year. */
  startIn: number;
  kind?: 'CONCLUDED' | 'RENEWAL';
  systemOfRecord?: 'TIA' | 'LEGACY';
  isPos?: boolean;
  /** Unpaid amount; with instalments, the debt equal to one instalment leaves one paid. */
  debt?: number;
  paymentFrequency?: '1' | '2';
  /** A completed sale this many days ago (isUks). */
  soldDaysAgo?: number;
  make: string;
  model: string;
}

const daSales: readonly SaleDemo[] = [
  { seq: 1, owner: { firstName: 'Zenon', lastName: 'Pośpiech', birthDate: '1961-04-12', sex: 'M' }, startIn: -120, isPos: true, make: 'Skoda', model: 'Octavia' },
  { seq: 2, owner: { firstName: 'Zofia', lastName: 'Malinowska', birthDate: '1972-09-30', sex: 'F' }, startIn: -200, make: 'Toyota', model: 'Corolla' },
  { seq: 3, owner: { firstName: 'Bartosz', lastName: 'Wróbel', birthDate: '1990-01-17', sex: 'M' }, startIn: 20, make: 'Kia', model: 'Ceed' },
  { seq: 4, owner: { firstName: 'Halina', lastName: 'Kaczmarek', birthDate: '1958-06-05', sex: 'F' }, startIn: -90, systemOfRecord: 'LEGACY', make: 'Opel', model: 'Astra' },
  { seq: 5, owner: { firstName: 'Marek', lastName: 'Sikora', birthDate: '1983-11-23', sex: 'M' }, startIn: -375, make: 'Ford', model: 'Focus' },
  { seq: 6, owner: { firstName: 'Iwona', lastName: 'Pawlak', birthDate: '1979-02-14', sex: 'F' }, startIn: 15, kind: 'RENEWAL', make: 'Hyundai', model: 'i30' },
  { seq: 7, owner: { firstName: 'Adam', lastName: 'Zieliński', birthDate: '1985-03-08', sex: 'M' }, startIn: -60, make: 'Volkswagen', model: 'Golf' },
  { seq: 8, owner: { firstName: 'Ewelina', lastName: 'Górska', birthDate: '1992-07-19', sex: 'F' }, startIn: -150, make: 'Renault', model: 'Clio' },
  { seq: 9, owner: { firstName: 'Krzysztof', lastName: 'Dudek', birthDate: '1970-12-01', sex: 'M' }, startIn: -30, make: 'Dacia', model: 'Duster' },
  { seq: 10, owner: { firstName: 'Teresa', lastName: 'Woźniak', birthDate: '1966-05-27', sex: 'F' }, startIn: -100, make: 'Skoda', model: 'Fabia' },
  {
    seq: 11,
    owner: { firstName: 'Robert', lastName: 'Nowicki', birthDate: '1988-08-08', sex: 'M' },
    startIn: -180,
    debt: 412.5,
    soldDaysAgo: 12,
    make: 'Toyota',
    model: 'Yaris',
  },
  {
    seq: 12,
    owner: { firstName: 'Agata', lastName: 'Mazur', birthDate: '1994-10-10', sex: 'F' },
    startIn: -200,
    debt: 640,
    paymentFrequency: '2',
    make: 'Mazda',
    model: '3',
  },
  { seq: 13, owner: { firstName: 'Lech', lastName: 'Borowski', birthDate: '1955-03-03', sex: 'M' }, startIn: -400, make: 'Fiat', model: 'Tipo' },
];

const dealerSales: readonly SaleDemo[] = [
  { seq: 1, owner: { firstName: 'Piotr', lastName: 'Lis', birthDate: '1980-02-02', sex: 'M' }, startIn: -45, make: 'Skoda', model: 'Superb' },
  { seq: 2, owner: { firstName: 'Natalia', lastName: 'Kubiak', birthDate: '1993-04-04', sex: 'F' }, startIn: -80, make: 'Toyota', model: 'RAV4' },
  { seq: 3, owner: { firstName: 'Jerzy', lastName: 'Sobczak', birthDate: '1962-06-06', sex: 'M' }, startIn: -20, isPos: true, make: 'Skoda', model: 'Kodiaq' },
  { seq: 4, owner: { firstName: 'Olga', lastName: 'Czarnecka', birthDate: '1987-09-09', sex: 'F' }, startIn: -160, soldDaysAgo: 5, make: 'Toyota', model: 'C-HR' },
];

const demosByLogin: Record<string, readonly SaleDemo[]> = { 'agent.da': daSales, 'dealer.ncd': dealerSales };
const demosByAgentDigit: Record<number, readonly SaleDemo[]> = { 1: daSales, 3: dealerSales };

const sequence = (seq: number) => String(92_000_000 + seq);
/**
 * VIN of a demo policy: its make's WMI, a fixed middle and the sequence (valid: no I, O or Q); a sequence without a
 * demo car (a number that does not exist) gets the Volkswagen code.
 */
export function vehicleSaleDemoVin(agentDigit: number, seq: number): string {
  const make = demosByAgentDigit[agentDigit]?.find((demo) => demo.seq === seq)?.make ?? 'Volkswagen';
  return `${wmiOf(make)}ZZZ1KZ8W${agentDigit}${sequence(seq).slice(3)}`;
}
export const vehicleSaleDemoNumber = (agentDigit: number, seq: number) => `1${agentDigit}${sequence(seq)}`;

const buyer = { firstName: 'Kamil', lastName: 'Rutkowski', birthDate: '1991-05-15', sex: 'M' as const };

export async function insertVehicleSaleDemo(
  tx: DbOrTx,
  { agentId, userId, agentDigit, login, today }: { agentId: number; userId: number; agentDigit: number; login: string; today: string },
) {
  for (const demo of demosByLogin[login] ?? []) {
    const start = addDays(today, demo.startIn);
    const end = addDays(addYears(start, 1), -1);
    const kind = demo.kind ?? 'CONCLUDED';
    const status = kind !== 'CONCLUDED' ? 'OFFER' : start > today ? 'NOT_STARTED' : end < today ? 'EXPIRED' : 'ACTIVE';
    const person = (p: SaleDemo['owner'], serial: number) => ({
      agentId,
      partyType: 'PERSON' as const,
      displayName: `${p.firstName} ${p.lastName}`,
      firstName: p.firstName,
      lastName: p.lastName,
      pesel: peselFor(p.birthDate, serial, p.sex),
      birthDate: p.birthDate,
      phone: `60${sequence(demo.seq).slice(1)}`,
      street: 'Puławska',
      streetNo: String(10 + demo.seq),
      city: 'Warszawa',
      postcode: '02-515',
    });
    const [owner] = await tx.insert(customers).values(person(demo.owner, 300 + demo.seq)).returning({ id: customers.id });
    const [car] = await tx
      .insert(vehicles)
      .values({
        vin: vehicleSaleDemoVin(agentDigit, demo.seq),
        regNo: `WU${agentDigit}${String(demo.seq).padStart(4, '0')}`,
        vehicleType: '001',
        make: demo.make,
        model: demo.model,
        productionYear: yearOf(today) - 4,
        fuelType: 'P',
        engineCapacity: 1498,
        enginePower: 110,
        carValue: 62_000,
        mileage: 48_000,
      })
      .returning({ id: vehicles.id });
    const frequency = demo.paymentFrequency ?? '1';
    const [policy] = await tx
      .insert(policies)
      .values({
        agentId,
        policyNo: vehicleSaleDemoNumber(agentDigit, demo.seq),
        productLine: 'CP',
        kind,
        status,
        customerId: owner!.id,
        vehicleId: car!.id,
        policyDate: addDays(start, -7),
        startDate: start,
        endDate: end,
        price: 1280,
        tariffPrice: 1382.4,
        paymentType: 'TRANSFER',
        paymentFrequency: frequency,
        bankAccount: '61109010140000071219812874',
        totalDebitAmount: demo.debt ?? 0,
        channel: 'AGENCY',
        systemOfRecord: demo.systemOfRecord ?? 'TIA',
        isPos: demo.isPos ? 1 : 0,
        packageCode: '002',
      })
      .returning({ id: policies.id });
    if (demo.soldDaysAgo === undefined) continue;
    // The earlier sale: the demo owner sold to the buyer, who now owns the policy (isUks).
    const [newOwner] = await tx.insert(customers).values(person(buyer, 500 + demo.seq)).returning({ id: customers.id });
    const sellingDate = addDays(today, -demo.soldDaysAgo);
    await tx.insert(vehicleSales).values({
      agentId,
      userId,
      policyId: policy!.id,
      contractParty: 'SELLER',
      sellingDate,
      notificationDate: sellingDate,
      payload: { seller: demo.owner, buyer },
      status: 'COMPLETED',
      previousCustomerId: owner!.id,
      newCustomerId: newOwner!.id,
    });
    await tx.update(policies).set({ customerId: newOwner!.id }).where(eq(policies.id, policy!.id));
  }
}
