import { isMotorcycle, motorcycleEngineCapacityRanges, parsePesel } from '@panel/domain';
import type { Db } from '../../db/client';
import type { StoredCarData, StoredOtherData } from '../../db/schema/index';
import { searchName } from '../../lib/search-name';
import { isCompany, noRiders, type PolicyState } from './model';
import * as repo from './repository';

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
async function matchLine(db: Db, vehicle: NonNullable<repo.PolicyRow['vehicle']>) {
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
    leastExpiriencedDriverLicenseYear: company ? String(licenceYear) : '',
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

/** A person's birth date as stored, else read from the PESEL. */
function birthDateOf(customer: repo.PolicyRow['customer']) {
  return customer.birthDate ?? (customer.pesel ? (parsePesel(customer.pesel)?.birthDate ?? null) : null);
}

/** The owner's age is the main driver's when the policy names no drivers (a person's vehicle). */
export const ownerBirthDate = (state: PolicyState) => (isCompany(state) ? null : birthDateOf(state.row.customer));
