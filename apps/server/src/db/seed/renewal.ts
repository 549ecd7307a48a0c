import { addDays, addYears, peselFor, regon9From } from '@panel/domain';
import type { DbOrTx } from '../client';
import { agents, customers, policies, renewalOwnerChanges, vehicles } from '../schema/index';
import { shiftInstant, yearOf } from './people';

type Line = 'CP' | 'HP' | 'SM' | 'MF';

interface Party {
  partyType: 'PERSON' | 'COMPANY';
  firstName?: string;
  lastName?: string;
  companyName?: string;
  pesel?: string;
  nip?: string;
  regon?: string;
}

interface DemoRenewal {
  sequence: number;
  /** The agent holding the renewal before any take-over. */
  holder: 'DA100234' | 'NN200871';
  line: Line;
  kind?: 'RENEWAL' | 'CONCLUDED';
  status?: 'OFFER' | 'TERMINATED' | 'ACTIVE';
  channel?: 'AGENCY' | 'DIRECT';
  systemOfRecord?: 'TIA' | 'MIGRATION';
  startInDays: number;
  price: number;
  party: Party;
  regNo?: string;
  vin?: string;
  newOwner?: Party;
}

const lineDigit: Record<Line, string> = { CP: '1', HP: '2', SM: '3', MF: '4' };
const agentDigit = { DA100234: '1', NN200871: '2' } as const;

/**
 * One renewal per branch of the take-over (decision 083), numbers 93000001–93000099 of the sequence.
 * docs/try-these.md lists them with the customer data to type.
 */
export const demoRenewals: readonly DemoRenewal[] = [
  { sequence: 93000001, holder: 'NN200871', line: 'CP', startInDays: 20, price: 1840.5, regNo: 'WX12931', vin: 'SB1KV58E40F012931',
    party: { partyType: 'PERSON', firstName: 'Anna', lastName: 'Zawadzka', pesel: peselFor('1984-03-15', 101, 'F') } },
  { sequence: 93000002, holder: 'NN200871', line: 'CP', startInDays: 25, price: 2210, regNo: 'EL54302', vin: 'WVWZZZ1KZ8W093002',
    party: { partyType: 'PERSON', firstName: 'Piotr', lastName: 'Malinowski', pesel: peselFor('1970-06-02', 202, 'M') },
    newOwner: { partyType: 'PERSON', firstName: 'Tomasz', lastName: 'Wróblewski', pesel: peselFor('1991-09-27', 303, 'M') } },
  { sequence: 93000003, holder: 'NN200871', line: 'CP', channel: 'DIRECT', startInDays: 30, price: 1395.2, regNo: 'KR7H203', vin: 'TMBJG7NE5F0093003',
    party: { partyType: 'PERSON', firstName: 'Marek', lastName: 'Szymański', pesel: peselFor('1966-11-11', 404, 'M') } },
  { sequence: 93000004, holder: 'NN200871', line: 'CP', kind: 'CONCLUDED', status: 'ACTIVE', startInDays: -100, price: 1210, regNo: 'PO3C404', vin: 'VF1RFB00X53093004',
    party: { partyType: 'PERSON', firstName: 'Ewa', lastName: 'Kaczmarek', pesel: peselFor('1979-02-20', 505, 'F') } },
  { sequence: 93000005, holder: 'DA100234', line: 'CP', startInDays: 15, price: 990, regNo: 'WA9930S', vin: 'JMZBM5A7X00093005',
    party: { partyType: 'PERSON', firstName: 'Jolanta', lastName: 'Wójcik', pesel: peselFor('1988-12-01', 606, 'F') } },
  { sequence: 93000006, holder: 'NN200871', line: 'CP', status: 'TERMINATED', startInDays: 18, price: 1500, regNo: 'GD6006T', vin: 'WF0XXXGCDX3093006',
    party: { partyType: 'PERSON', firstName: 'Krzysztof', lastName: 'Mazur', pesel: peselFor('1975-04-04', 707, 'M') } },
  { sequence: 93000007, holder: 'NN200871', line: 'CP', systemOfRecord: 'MIGRATION', startInDays: 22, price: 1675, regNo: 'LU7007M', vin: 'ZFA19900000093007',
    party: { partyType: 'PERSON', firstName: 'Barbara', lastName: 'Krawczyk', pesel: peselFor('1969-08-30', 808, 'F') } },
  { sequence: 93000008, holder: 'NN200871', line: 'CP', startInDays: -3, price: 1420, regNo: 'SK8008P', vin: 'WBA3A5C5XDF093008',
    party: { partyType: 'PERSON', firstName: 'Grzegorz', lastName: 'Piotrowski', pesel: peselFor('1982-10-10', 909, 'M') } },
  { sequence: 93000009, holder: 'NN200871', line: 'CP', startInDays: 90, price: 1300, regNo: 'DW9009W', vin: 'YV1MW3820F2093009',
    party: { partyType: 'PERSON', firstName: 'Magdalena', lastName: 'Grabowska', pesel: peselFor('1993-05-17', 111, 'F') } },
  { sequence: 93000010, holder: 'DA100234', line: 'MF', startInDays: 28, price: 28400, regNo: 'WI10010', vin: 'WDB9066331S093010',
    party: { partyType: 'COMPANY', companyName: 'Trans-Bud Logistyka Sp. z o.o.', nip: '9300001008', regon: regon9From('93000010') } },
  { sequence: 93000011, holder: 'NN200871', line: 'CP', startInDays: 21, price: 1760, regNo: 'WB11011', vin: 'TMBAG7NE1J0093011',
    party: { partyType: 'PERSON', firstName: 'Zofia', lastName: 'Pawłowska', pesel: peselFor('1958-01-25', 222, 'F') } },
  { sequence: 93000012, holder: 'NN200871', line: 'CP', startInDays: 26, price: 2045, regNo: 'WE12012', vin: 'VF3LCBHZ6JS093012',
    party: { partyType: 'PERSON', firstName: 'Adam', lastName: 'Michalski', pesel: peselFor('1986-07-07', 333, 'M') } },
  { sequence: 93000013, holder: 'NN200871', line: 'SM', startInDays: 35, price: 4380,
    party: { partyType: 'COMPANY', companyName: 'Piekarnia Złoty Kłos Sp. j.', nip: '9300001304', regon: regon9From('93000013') } },
  { sequence: 93000014, holder: 'NN200871', line: 'CP', startInDays: 19, price: 1590, regNo: 'WN14014', vin: 'KMHD841CBJU093014',
    party: { partyType: 'PERSON', firstName: 'Łukasz', lastName: 'Dąbrowski', pesel: peselFor('1990-03-03', 444, 'M') },
    newOwner: { partyType: 'COMPANY', companyName: 'Auto Serwis Dąbrowski Sp. z o.o.', nip: '9300001416', regon: regon9From('93000014') } },
];

/** Make and model by the VIN's manufacturer prefix, so the demo cars agree with their VINs. */
const models: Record<string, [string, string]> = {
  SB1: ['Toyota', 'Corolla'],
  WVW: ['Volkswagen', 'Golf'],
  TMB: ['Škoda', 'Octavia'],
  VF1: ['Renault', 'Clio'],
  JMZ: ['Mazda', '3'],
  WF0: ['Ford', 'Focus'],
  ZFA: ['Fiat', 'Tipo'],
  WBA: ['BMW', '320i'],
  YV1: ['Volvo', 'V60'],
  WDB: ['Mercedes-Benz', 'Sprinter'],
  VF3: ['Peugeot', '308'],
  KMH: ['Hyundai', 'i30'],
};

const renewalPolicyNo = (renewal: DemoRenewal) => `${lineDigit[renewal.line]}${agentDigit[renewal.holder]}${renewal.sequence}`;

const displayName = (party: Party) => party.companyName ?? `${party.firstName} ${party.lastName}`;

const partyColumns = (party: Party) => ({
  partyType: party.partyType,
  firstName: party.firstName ?? null,
  lastName: party.lastName ?? null,
  companyName: party.companyName ?? null,
  pesel: party.pesel ?? null,
  nip: party.nip ?? null,
  regon: party.regon ?? null,
});

export async function insertRenewalDemo(tx: DbOrTx, { today, now }: { today: string; now: Date }) {
  const agentIds = new Map((await tx.select({ id: agents.id, custCode: agents.custCode }).from(agents)).map((a) => [a.custCode, a.id]));
  for (const renewal of demoRenewals) {
    const agentId = agentIds.get(renewal.holder);
    if (agentId === undefined) continue;
    const [customer] = await tx
      .insert(customers)
      .values({
        agentId,
        displayName: displayName(renewal.party),
        ...partyColumns(renewal.party),
        street: 'Polna',
        streetNo: String(renewal.sequence % 100),
        flatNo: null,
        city: 'Warszawa',
        postcode: '02-495',
        phone: '501200300',
        email: null,
      })
      .returning({ id: customers.id });
    const [car] = renewal.vin
      ? await tx
          .insert(vehicles)
          .values({
            vin: renewal.vin,
            regNo: renewal.regNo!,
            vehicleType: '001',
            make: models[renewal.vin.slice(0, 3)]![0],
            model: models[renewal.vin.slice(0, 3)]![1],
            productionYear: yearOf(today) - 4,
            fuelType: 'benzyna',
            engineCapacity: 1598,
            enginePower: 97,
            carValue: 62000,
            mileage: 58000,
          })
          .returning({ id: vehicles.id })
      : [];
    const start = addDays(today, renewal.startInDays);
    const end = addDays(addYears(start, 1), -1);
    const kind = renewal.kind ?? 'RENEWAL';
    const [policy] = await tx
      .insert(policies)
      .values({
        agentId,
        policyNo: renewalPolicyNo(renewal),
        productLine: renewal.line,
        kind,
        status: renewal.status ?? 'OFFER',
        customerId: customer!.id,
        vehicleId: car?.id ?? null,
        policyDate: addDays(today, kind === 'RENEWAL' ? -10 : renewal.startInDays - 5),
        startDate: start,
        endDate: end,
        price: renewal.price,
        tariffPrice: Math.round(renewal.price * 108) / 100,
        paymentType: 'TRANSFER',
        paymentFrequency: '1',
        channel: renewal.channel ?? 'AGENCY',
        systemOfRecord: renewal.systemOfRecord ?? 'TIA',
        packageCode: renewal.line === 'CP' ? '002' : null,
      })
      .returning({ id: policies.id });
    if (renewal.newOwner) {
      await tx.insert(renewalOwnerChanges).values({
        policyId: policy!.id,
        ...partyColumns(renewal.newOwner),
        street: 'Górczewska',
        streetNo: '124',
        flatNo: '15',
        city: 'Warszawa',
        postcode: '01-460',
        phone: '604700800',
        email: null,
        reportedAt: shiftInstant(now, -5),
      });
    }
  }
}
