import { eq } from 'drizzle-orm';
import { addDays, addYears, peselFor } from '@panel/domain';
import { carFromLine, emptyCession, noRiders } from '../../modules/motor-modification/policy-state';
import { tariffInput } from '../../modules/motor-modification/pricing';
import { tariffPremium } from '../../modules/motor-modification/tariff';
import { findBankBranch, findCatalogueLines, findOptionalEquipment } from '../../modules/motor-modification/repository';
import { searchName } from '../../lib/search-name';
import type { DbOrTx } from '../client';
import { customers, motorPolicyData, policies, users, vehicles, type PolicySnapshot, type StoredRiders } from '../schema/index';
import { wmiOf } from './dictionaries';
import { yearOf } from './people';

/**
 * Policies for every branch of the motor modification (docs/try-these.md, decision 090): sequence 94000001–94000099
 * of agent.da, agent.nn and dealer.ncd, e.g. 1194000001. Fixed values, no shared random: the portfolio stays as it is.
 */
export const MTA_DEMO_BRANCHES = ['PLAIN', 'REFERRAL', 'INSPECTION', 'ALL_RIDERS', 'CASH', 'NOT_MODIFIABLE'] as const;
export type MtaDemoBranch = (typeof MTA_DEMO_BRANCHES)[number];

interface MtaDemo {
  branch: MtaDemoBranch;
  owner: { firstName: string; lastName: string; birthDate: string; sex: 'M' | 'F' };
  make: string;
  model: string;
  /** Years before this one. */
  age: number;
}

const demos: readonly MtaDemo[] = [
  { branch: 'PLAIN', owner: { firstName: 'Grzegorz', lastName: 'Kwiatkowski', birthDate: '1978-03-14', sex: 'M' }, make: 'Skoda', model: 'Octavia', age: 3 },
  { branch: 'REFERRAL', owner: { firstName: 'Beata', lastName: 'Szymańska', birthDate: '1971-11-02', sex: 'F' }, make: 'Toyota', model: 'Corolla', age: 4 },
  { branch: 'INSPECTION', owner: { firstName: 'Łukasz', lastName: 'Jabłoński', birthDate: '1986-07-21', sex: 'M' }, make: 'Volkswagen', model: 'Golf', age: 2 },
  { branch: 'ALL_RIDERS', owner: { firstName: 'Dorota', lastName: 'Wójcik', birthDate: '1969-01-30', sex: 'F' }, make: 'Kia', model: 'Ceed', age: 3 },
  { branch: 'CASH', owner: { firstName: 'Mirosław', lastName: 'Zając', birthDate: '1964-09-09', sex: 'M' }, make: 'Dacia', model: 'Duster', age: 5 },
  { branch: 'NOT_MODIFIABLE', owner: { firstName: 'Renata', lastName: 'Michalska', birthDate: '1982-05-17', sex: 'F' }, make: 'Opel', model: 'Astra', age: 6 },
];

/** Which branches each login gets; agent.nn (no cash role) shows a cash policy turning into a transfer. */
const branchesByLogin: Record<string, { agentDigit: number; branches: readonly MtaDemoBranch[] }> = {
  'agent.da': { agentDigit: 1, branches: MTA_DEMO_BRANCHES },
  'agent.nn': { agentDigit: 2, branches: ['PLAIN', 'CASH'] },
  'dealer.ncd': { agentDigit: 3, branches: MTA_DEMO_BRANCHES },
};

const seqOf = (branch: MtaDemoBranch) => MTA_DEMO_BRANCHES.indexOf(branch) + 1;
export const mtaDemoNumber = (agentDigit: number, branch: MtaDemoBranch) => `1${agentDigit}${94_000_000 + seqOf(branch)}`;

const acRiders = (value: number): StoredRiders => ({ ...noRiders, ac: true, shareValue: '500', shareTheftValue: '10', acSumInsured: value });

export async function insertMotorModificationDemo(tx: DbOrTx, { today }: { today: string }) {
  const year = yearOf(today);
  const start = addDays(today, -100);
  const end = addDays(addYears(start, 1), -1);
  for (const [login, { agentDigit, branches }] of Object.entries(branchesByLogin)) {
    const [user] = await tx.select({ agentId: users.agentId }).from(users).where(eq(users.login, login));
    if (!user) continue;
    for (const branch of branches) {
      const demo = demos.find((d) => d.branch === branch)!;
      const seq = seqOf(branch);
      const [line] = await findCatalogueLines(tx, searchName(demo.make), searchName(demo.model), year - demo.age);
      if (!line) throw new Error(`catalogue has no ${demo.make} ${demo.model} of ${year - demo.age}`);
      const equipment = await findOptionalEquipment(tx, line.id);
      const [owner] = await tx
        .insert(customers)
        .values({
          agentId: user.agentId,
          partyType: 'PERSON',
          displayName: `${demo.owner.firstName} ${demo.owner.lastName}`,
          firstName: demo.owner.firstName,
          lastName: demo.owner.lastName,
          pesel: peselFor(demo.owner.birthDate, 600 + agentDigit * 10 + seq, demo.owner.sex),
          birthDate: demo.owner.birthDate,
          phone: `6049400${agentDigit}${seq}`,
          street: 'Puławska',
          streetNo: String(40 + seq),
          flatNo: seq % 2 === 0 ? String(seq * 3) : null,
          city: 'Warszawa',
          postcode: '02-515',
        })
        .returning({ id: customers.id });
      const mileage = demo.age * 14_300 + seq * 100;
      const [car] = await tx
        .insert(vehicles)
        .values({
          vin: `${wmiOf(line.makeName)}TA${agentDigit}${String(seq).padStart(11, '0')}`,
          regNo: `WZ${agentDigit}94${String(seq).padStart(2, '0')}`,
          vehicleType: '001',
          make: line.makeName,
          model: line.modelName,
          productionYear: year - demo.age,
          fuelType: line.fuel ?? '',
          engineCapacity: line.engineDisplacement ?? 0,
          enginePower: line.enginePower ?? 0,
          carValue: line.value,
          mileage,
        })
        .returning({ id: vehicles.id });
      const licenceYear = String(Number(demo.owner.birthDate.slice(0, 4)) + 18);
      // The referral policy names a 19-year-old driver: any change needs the underwriter (decision 090).
      const youngest = branch === 'REFERRAL' ? { birthDate: addDays(today, -19 * 365 - 40), drivingLicenseYear: String(year - 1), drivingLicenseMonth: '03' } : null;
      const allRiders: StoredRiders = { ...acRiders(line.value), acWorkshop: true, acWorkshopPlus: true, nnw: true, nnwValue: '20000', premiumAssistance: true, assistanceType: 'PREMIUM', tires: true, replacementCar: true };
      const riders = branch === 'ALL_RIDERS' ? allRiders : branch === 'INSPECTION' ? noRiders : acRiders(line.value);
      const bank = branch === 'ALL_RIDERS' ? await findBankBranch(tx, 1) : undefined;
      const data: Omit<typeof motorPolicyData.$inferInsert, 'policyId'> & Pick<PolicySnapshot, 'carData' | 'otherData' | 'cession' | 'riders'> = {
        carData: carFromLine(line, {
          vehicleSubType: '',
          accessoriesOpt: branch === 'PLAIN' && equipment[0] ? [String(equipment[0].id)] : [],
          boughtAtPolishDealer: true,
        }),
        otherData: {
          averageAnnualMileage: '15000',
          carUsage: 'PRIVATE',
          parkingType: 'GARAGE',
          abroadUsage: 'UP_TO_30',
          leastExperiencedDriverLicenseYear: '',
          drivers: {
            isOwnerMd: 'Y',
            hasSd: youngest ? 'Y' : 'N',
            mainDriver: { birthDate: demo.owner.birthDate, drivingLicenseYear: licenceYear, drivingLicenseMonth: '' },
            youngestDriver: youngest,
          },
        },
        owners: {
          postalCode: '02-515',
          sameMailAddress: branch !== 'PLAIN',
          mailAddress: branch === 'PLAIN' ? { zipCode: '00-950', city: 'Warszawa', street: 'Skrytka pocztowa', homeNumber: '12', apartmentNumber: '' } : null,
          firstCoowner:
            branch === 'PLAIN'
              ? {
                  ownerType: '001',
                  name: 'Anna Kwiatkowska',
                  phoneNumber: '',
                  postalCode: '',
                  address: { zipCode: '02-515', city: 'Warszawa', street: 'Puławska', homeNumber: '41', apartmentNumber: '' },
                  sameMailAddress: true,
                  mailAddress: null,
                }
              : null,
          secondCoowner: null,
        },
        cession: bank
          ? {
              ...emptyCession(),
              cession: true,
              id: `CES/${mtaDemoNumber(agentDigit, branch)}/1`,
              bankCentralId: String(bank.id),
              name: bank.name,
              city: bank.city,
              postCode: bank.postCode,
              street: bank.street,
              homeNumber: bank.homeNumber,
              apartmentNumber: bank.apartmentNumber ?? '',
              regon: bank.regon,
              nip: bank.nip,
            }
          : null,
        riders,
        // The inspection policy has AC chosen in the riders panel and not saved yet: a recalculation asks for inspection.
        pendingRiders: branch === 'INSPECTION' ? acRiders(line.value) : null,
      };
      const paymentFrequency = branch === 'REFERRAL' ? ('2' as const) : ('1' as const);
      const paymentType = branch === 'CASH' ? ('CASH' as const) : ('TRANSFER' as const);
      const snapshot: PolicySnapshot = {
        regNo: '',
        carValue: line.value,
        mileage,
        carData: data.carData,
        otherData: data.otherData,
        owners: {
          ...data.owners,
          mainOwner: { ownerType: '001', name: '', phoneNumber: '', postalCode: '02-515', address: { zipCode: '02-515', city: 'Warszawa', street: 'Puławska', homeNumber: '1', apartmentNumber: '' }, sameMailAddress: true, mailAddress: null },
        },
        cession: data.cession,
        riders: data.riders,
        paymentType,
        paymentFrequency,
      };
      // The demo premium is the tariff's, so that a change moves it by the tariff alone.
      const percentage = equipment.filter((item) => data.carData.accessoriesOpt.includes(String(item.id))).reduce((sum, item) => sum + item.percentage, 0);
      const price = tariffPremium(tariffInput(snapshot, { vehicleType: '001', productionYear: year - demo.age, ownerBirthDate: demo.owner.birthDate, equipmentPercentage: percentage, today }));
      const [policy] = await tx
        .insert(policies)
        .values({
          agentId: user.agentId,
          policyNo: mtaDemoNumber(agentDigit, branch),
          productLine: 'CP',
          kind: 'CONCLUDED',
          status: 'ACTIVE',
          customerId: owner!.id,
          vehicleId: car!.id,
          policyDate: addDays(start, -5),
          startDate: start,
          endDate: end,
          price,
          tariffPrice: Math.round(price * 108) / 100,
          paymentType,
          paymentFrequency,
          bankAccount: branch === 'CASH' ? null : '61109010140000071219812874',
          channel: 'AGENCY',
          systemOfRecord: branch === 'NOT_MODIFIABLE' ? 'MIGRATION' : 'TIA',
          packageCode: '002',
        })
        .returning({ id: policies.id });
      await tx.insert(motorPolicyData).values({ policyId: policy!.id, ...data });
    }
  }
}
