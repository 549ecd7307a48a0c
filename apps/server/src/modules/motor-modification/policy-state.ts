import {
  HELPLINE,
  OWNER_TYPE_COMPANY,
  isCarValueInRange,
  isMotorcycle,
  messages,
  motorcycleEngineCapacityRanges,
  noRiderChosen,
  parsePesel,
  vehicleTypeCodes,
  type CessionData,
  type MtaAddress,
  type MtaOwner,
} from '@panel/domain';
import type { Db } from '../../db/client';
import type { PolicySnapshot, StoredCarData, StoredOtherData, StoredOwners, StoredRiders } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { searchName } from '../../lib/search-name';
import type { MtaConfig } from './config';
import * as repo from './repository';

/*
 * The policy in force: loaded once per request with its customer, vehicle and motor data (stored, or derived when the
 * panel has not kept any yet), and recorded as a version's snapshot.
 */

/** Everything a modification starts from: the policy's rows and its motor data (stored, or derived when none). */
export interface PolicyState {
  row: repo.PolicyRow;
  vehicle: NonNullable<repo.PolicyRow['vehicle']>;
  car: StoredCarData;
  otherData: StoredOtherData;
  owners: StoredOwners;
  cession: CessionData | null;
  riders: StoredRiders;
  pendingRiders: StoredRiders | null;
  /** The catalogue line of the vehicle in its production year, when the vehicle is in the catalogue. */
  line: repo.CatalogueLine | null;
  equipment: { id: number; name: string; percentage: number }[];
}

/** Codes of a person's ownership; a company is 004 (001 §9). */
const OWNER_TYPE_PERSON = '001';

export const noRiders: StoredRiders = { ...noRiderChosen, acSumInsured: null };

export const emptyCession = (): CessionData => ({
  cession: false,
  id: null,
  type: 'SEARCH',
  bankCentralId: '',
  name: '',
  city: '',
  postCode: '',
  street: '',
  homeNumber: '',
  apartmentNumber: '',
  regon: '',
  nip: '',
});

export const notFound = () => new HttpError(404, messages.POLICY_NOT_FOUND);

/** A concluded, active CP policy of the agent kept in our system, paid up: only such a policy can be changed. */
export async function modifiableState(db: Db, user: SessionUser, policyNo: string, config: MtaConfig, day: string): Promise<PolicyState> {
  const row = await repo.findPolicyState(db, user.agentId, policyNo);
  if (!row || row.policy.productLine !== 'CP' || row.policy.kind !== 'CONCLUDED' || !row.vehicle) throw notFound();
  const { policy } = row;
  // A vehicle classified outside the 001 §9 codes (an older system's data) cannot be priced by the panel either.
  const knownType = (Object.values(vehicleTypeCodes) as string[]).includes(row.vehicle.vehicleType);
  if (policy.status !== 'ACTIVE' || policy.systemOfRecord !== 'TIA' || policy.isPos === 1 || policy.totalDebitAmount > 0 || !knownType) {
    throw new HttpError(409, messages.POLICY_CHANGE_ERROR.replace(HELPLINE, config.helplinePhone));
  }
  return stateOf(db, row, day);
}

/** The policy's state: its stored motor data, or the data derived from the vehicle and the customer. */
export async function stateOf(db: Db, row: repo.PolicyRow, today: string): Promise<PolicyState> {
  const vehicle = row.vehicle!;
  const owners = row.data?.owners ?? { postalCode: row.customer.postcode, sameMailAddress: true, mailAddress: null, firstCoowner: null, secondCoowner: null };
  if (row.data) {
    const version = Number(row.data.carData.version);
    const line = version ? ((await repo.findCarLine(db, version, vehicle.productionYear)) ?? null) : null;
    return {
      row,
      vehicle,
      car: row.data.carData,
      otherData: row.data.otherData,
      owners,
      cession: row.data.cession,
      riders: row.data.riders,
      pendingRiders: row.data.pendingRiders,
      line,
      equipment: line ? await repo.findOptionalEquipment(db, line.id) : [],
    };
  }
  const { line, car, otherData, riders } = await derived(db, row, today);
  return {
    row,
    vehicle,
    car,
    otherData,
    owners,
    cession: null,
    riders,
    pendingRiders: null,
    line,
    equipment: line ? await repo.findOptionalEquipment(db, line.id) : [],
  };
}

/** The engine capacity range (the motorcycle step of the cascade) a capacity falls in. */
export function engineCapacityRangeOf(cc: number | null): string {
  if (cc === null) return '';
  return motorcycleEngineCapacityRanges.find((range) => cc >= range.min && cc <= range.max)?.code ?? '';
}

export function carFromLine(line: repo.CatalogueLine, extra: Pick<StoredCarData, 'vehicleSubType' | 'accessoriesOpt' | 'boughtAtPolishDealer'>): StoredCarData {
  return {
    ...extra,
    make: line.makeCode,
    model: line.modelCode,
    engineCapacityRange: isMotorcycle(line.vehicleType) ? engineCapacityRangeOf(line.engineDisplacement) : '',
    fuelType: line.fuel ?? '',
    engineCapacity: line.engineDisplacement === null ? '' : String(line.engineDisplacement),
    enginePower: line.enginePower === null ? '' : String(line.enginePower),
    body: line.body,
    doorsCount: line.doorsCount === null ? '' : String(line.doorsCount),
    version: String(line.id),
    versionName: line.versionName,
  };
}

/** The catalogue line closest to the vehicle on the policy: same make and model, nearest engine. */
async function matchLine(db: Db, vehicle: PolicyState['vehicle']) {
  const lines = await repo.findCatalogueLines(db, searchName(vehicle.make), searchName(vehicle.model), vehicle.productionYear);
  const distance = (line: repo.CatalogueLine) =>
    Math.abs((line.engineDisplacement ?? 0) - vehicle.engineCapacity) * 1000 + Math.abs((line.enginePower ?? 0) - vehicle.enginePower);
  return lines.reduce<repo.CatalogueLine | null>((best, line) => (best === null || distance(line) < distance(best) ? line : best), null);
}

/**
 * Motor data of a policy sold before the panel kept it: the vehicle looked up in the catalogue, typical use, the
 * owner as the main driver with a licence from 18 (decision 090).
 */
async function derived(db: Db, row: repo.PolicyRow, today: string) {
  const vehicle = row.vehicle!;
  const currentYear = Number(today.slice(0, 4));
  const line = await matchLine(db, vehicle);
  const extra = { vehicleSubType: '', accessoriesOpt: [], boughtAtPolishDealer: currentYear - vehicle.productionYear <= 3 };
  const car: StoredCarData = line
    ? carFromLine(line, extra)
    : { ...extra, make: '', model: '', engineCapacityRange: '', fuelType: '', engineCapacity: '', enginePower: '', body: '', doorsCount: '', version: '', versionName: `${vehicle.make} ${vehicle.model}` };
  const birthDate = birthDateOf(row.customer);
  const licenceYear = birthDate ? Math.min(Number(birthDate.slice(0, 4)) + 18, currentYear) : currentYear - 10;
  const company = row.customer.partyType === 'COMPANY';
  const otherData: StoredOtherData = {
    averageAnnualMileage: '15000',
    carUsage: company ? 'BUSINESS' : 'PRIVATE',
    parkingType: 'PROPERTY',
    abroadUsage: 'NONE',
    leastExperiencedDriverLicenseYear: company ? String(licenceYear) : '',
    drivers:
      company || !birthDate
        ? { isOwnerMd: '', hasSd: '', mainDriver: { birthDate: '', drivingLicenseYear: '', drivingLicenseMonth: '' }, youngestDriver: null }
        : {
            isOwnerMd: 'Y',
            hasSd: 'N',
            mainDriver: { birthDate, drivingLicenseYear: String(licenceYear), drivingLicenseMonth: currentYear - licenceYear >= 3 ? '' : '07' },
            youngestDriver: null,
          },
  };
  // Package 002 includes AC on the vehicle's value (decision 090).
  const riders =
    row.policy.packageCode === '002' ? { ...noRiders, ac: true, shareValue: '500', shareTheftValue: '10', acSumInsured: vehicle.carValue } : noRiders;
  return { line, car, otherData, riders };
}

/** A person's birth date as stored, else read from the PESEL. */
function birthDateOf(customer: repo.PolicyRow['customer']) {
  return customer.birthDate ?? (customer.pesel ? (parsePesel(customer.pesel)?.birthDate ?? null) : null);
}

export const isCompany = (state: Pick<PolicyState, 'row'>) => state.row.customer.partyType === 'COMPANY';

/** The owner's age is the main driver's when the policy names no drivers (a person's vehicle). */
export const ownerBirthDate = (state: PolicyState) => (isCompany(state) ? null : birthDateOf(state.row.customer));

/**
 * The catalogue value the car value is checked against: the line's value in the production year; the value on the
 * policy when the vehicle is not in the catalogue, or was insured outside ±10 % of it before the panel kept its data.
 */
export function catalogueValue(state: Pick<PolicyState, 'line' | 'vehicle'>): number {
  const { line, vehicle } = state;
  return line && isCarValueInRange(vehicle.carValue, line.value) ? line.value : vehicle.carValue;
}

function addressOf(customer: repo.PolicyRow['customer']): MtaAddress {
  return { zipCode: customer.postcode, city: customer.city, street: customer.street, homeNumber: customer.streetNo, apartmentNumber: customer.flatNo ?? '' };
}

export function mainOwnerOf(state: PolicyState): MtaOwner {
  const { customer } = state.row;
  return {
    ownerType: isCompany(state) ? OWNER_TYPE_COMPANY : OWNER_TYPE_PERSON,
    name: customer.displayName,
    phoneNumber: isCompany(state) ? '' : (customer.phone ?? ''),
    postalCode: state.owners.postalCode,
    address: addressOf(customer),
    sameMailAddress: state.owners.sameMailAddress,
    mailAddress: state.owners.mailAddress,
  };
}

export const toPaymentType = (paymentType: string) => (paymentType === 'CASH' ? 'CASH' : 'TRANSFER');

/** The policy in force as a version records it. */
export function snapshotOf(state: PolicyState): PolicySnapshot {
  const { owners } = state;
  return {
    regNo: state.vehicle.regNo,
    carValue: state.vehicle.carValue,
    mileage: state.vehicle.mileage,
    carData: state.car,
    otherData: state.otherData,
    owners: { ...owners, mainOwner: mainOwnerOf(state) },
    cession: state.cession,
    riders: state.riders,
    paymentType: toPaymentType(state.row.policy.paymentType),
    paymentFrequency: state.row.policy.paymentFrequency,
  };
}
