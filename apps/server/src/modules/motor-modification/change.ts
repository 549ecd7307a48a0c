import { isLicenceMonthDropped, isMotorcycle, messages, normalizeRegistrationNumber, type CessionData, type CpMtaModel, type RiderKey, type RidersConfig } from '@panel/domain';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import type { PolicySnapshot, StoredRiders } from '../../db/schema/index';
import { carFromLine, engineCapacityRangeOf, isCompany, type PolicyState } from './policy-state';
import * as repo from './repository';
import type { Flags } from './rules';

/*
 * The agent's changes applied to the policy in force: the vehicle and the bank chosen (each looked up once), and the
 * policy as it will be after the change (the next version's snapshot).
 */

/** The vehicle the change insures: the policy's own line, or the catalogue line chosen, with its equipment. */
export interface ChosenVehicle {
  vehicleType: string;
  productionYear: number;
  line: PolicyState['line'];
  equipment: PolicyState['equipment'];
  /** The agent chose another line or production year. */
  changed: boolean;
}

/** The catalogue's vehicle type group of a 001 §9 code (decision 091). */
const catalogueGroup = (vehicleType: string) => (['004', '005'].includes(vehicleType) ? '003' : vehicleType === '006001' ? '006' : vehicleType);

/** The vehicle of the model: unchanged, or a catalogue line of the make, model (capacity range) and type chosen. */
export async function chosenVehicle(db: Db, model: CpMtaModel, state: PolicyState): Promise<ChosenVehicle> {
  const car = model.carData;
  const vehicle = { vehicleType: car.vehicleType, productionYear: Number(car.year) };
  if (car.version === state.car.version && car.year === String(state.vehicle.productionYear)) {
    return { ...vehicle, line: state.line, equipment: state.equipment, changed: false };
  }
  const line = (await repo.findCarLine(db, Number(car.version) || 0, Number(car.year))) ?? null;
  // Motorcycles are chosen by engine capacity range instead of model (001 §4).
  const sameModel = (found: repo.CatalogueLine) =>
    isMotorcycle(car.vehicleType) ? engineCapacityRangeOf(found.engineDisplacement) === car.engineCapacityRange : found.modelCode === car.model;
  if (!line || line.makeCode !== car.make || !sameModel(line) || line.vehicleType !== catalogueGroup(car.vehicleType)) {
    throw fieldError('carData.version', messages.VERSION_REQUIRED);
  }
  return { ...vehicle, line, equipment: await repo.findOptionalEquipment(db, line.id), changed: true };
}

/** The ids of the additional equipment ticked. */
export const selectedEquipment = (model: CpMtaModel) => model.carData.accessoriesOpt.filter((item) => item.selected).map((item) => item.id);

/** The form shows the mileage in whole hundreds (rounded down): that value sent back changes nothing. */
export function mileageAfter(model: CpMtaModel, before: PolicySnapshot): number {
  const other = model.otherData;
  const shown = before.mileage - (before.mileage % 100);
  const typed = Number(other.actualMileage);
  return other.currentMileageVisible && typed !== shown ? typed : before.mileage;
}

/** The cession after the change: none, the bank typed in, or the branch chosen in the search (looked up). */
export async function chosenCession(db: Db, model: CpMtaModel, state: PolicyState): Promise<CessionData | null> {
  const sent = model.cession;
  if (!sent.cession) return null;
  const id = state.cession?.id ?? `CES/${state.row.policy.policyNo}/${state.row.policy.version + 1}`;
  if (sent.type === 'MANUAL_EDIT') return { ...sent, id, bankCentralId: '' };
  const branch = (await repo.findBankBranch(db, Number(sent.bankCentralId) || 0)) ?? null;
  if (!branch) throw fieldError('cession.bankCentralId', messages.BANK_REQUIRED);
  return {
    ...sent,
    id,
    bankCentralId: String(branch.id),
    name: branch.name,
    city: branch.city,
    postCode: branch.postCode,
    street: branch.street,
    homeNumber: branch.homeNumber,
    apartmentNumber: branch.apartmentNumber ?? '',
    regon: branch.regon,
    nip: branch.nip,
  };
}

/** The riders as stored: what depends on a rider switched off is cleared. */
function ridersAfter(sent: RidersConfig): StoredRiders {
  const ac = sent.ac;
  return {
    ac,
    acWorkshop: ac && sent.acWorkshop,
    acWorkshopPlus: ac && sent.acWorkshopPlus,
    nnw: sent.nnw,
    nnwValue: sent.nnw ? sent.nnwValue : '',
    premiumAssistance: sent.premiumAssistance,
    assistanceType: sent.premiumAssistance ? sent.assistanceType : '',
    tires: sent.tires,
    replacementCar: sent.replacementCar,
    shareValue: ac ? sent.shareValue : '',
    shareTheftValue: ac ? sent.shareTheftValue : '',
    acSumInsured: ac ? sent.carValue : null,
  };
}

/** The policy after the change; fields the form hides keep their values in force. */
export function changedSnapshot(
  state: PolicyState,
  model: CpMtaModel,
  change: { before: PolicySnapshot; vehicle: ChosenVehicle; cession: CessionData | null; flags: Flags; today: string },
): PolicySnapshot {
  const { before, vehicle, flags } = change;
  const car = model.carData;
  const other = model.otherData;
  const currentYear = Number(change.today.slice(0, 4));
  const driver = (d: CpMtaModel['otherData']['drivers']['mainDriver']) => ({
    ...d,
    drivingLicenseMonth: isLicenceMonthDropped(Number(d.drivingLicenseYear), currentYear) ? '' : d.drivingLicenseMonth,
  });
  const drivers = other.drivers;
  const main = model.owners.mainOwner;
  const coowner = (owner: CpMtaModel['owners']['firstCoowner']) => owner && { ...owner, mailAddress: owner.sameMailAddress ? null : owner.mailAddress };
  const equipment = { vehicleSubType: car.vehicleSubType, accessoriesOpt: selectedEquipment(model), boughtAtPolishDealer: car.boughtAtPolishDealer };
  return {
    regNo: normalizeRegistrationNumber(model.regNo),
    carValue: car.carValue!,
    mileage: mileageAfter(model, before),
    carData: vehicle.line ? carFromLine(vehicle.line, equipment) : { ...state.car, ...equipment },
    otherData: {
      averageAnnualMileage: other.annualMileageVisible ? other.averageAnnualMileage : before.otherData.averageAnnualMileage,
      carUsage: other.usageVisible ? other.carUsage : before.otherData.carUsage,
      parkingType: other.parkingVisible ? other.parkingType : before.otherData.parkingType,
      abroadUsage: other.usageAbroadVisible ? other.abroadUsage : before.otherData.abroadUsage,
      leastExperiencedDriverLicenseYear: other.drivingLicenseYearVisible ? other.leastExperiencedDriverLicenseYear : before.otherData.leastExperiencedDriverLicenseYear,
      drivers: other.showDrivers
        ? { ...drivers, mainDriver: driver(drivers.mainDriver), youngestDriver: drivers.hasSd === 'Y' && drivers.youngestDriver ? driver(drivers.youngestDriver) : null }
        : before.otherData.drivers,
    },
    owners: {
      postalCode: main.postalCode,
      sameMailAddress: main.sameMailAddress,
      mailAddress: main.sameMailAddress ? null : main.mailAddress,
      firstCoowner: coowner(model.owners.firstCoowner),
      secondCoowner: coowner(model.owners.secondCoowner),
      mainOwner: { ...main, phoneNumber: isCompany(state) ? '' : main.phoneNumber, mailAddress: main.sameMailAddress ? null : main.mailAddress },
    },
    cession: change.cession,
    riders: ridersAfter(model.riders),
    // Cash turning into a transfer for an agent without cash follows from the change; it is not a payment change asked for.
    paymentType: model.payment.paymentType === 'CASH' && !flags.cashAvailable ? 'TRANSFER' : model.payment.paymentType,
    paymentFrequency: model.payment.paymentFrequency,
  };
}

/** The riders kept for the next change after saveRidersChange: those in force with the ones added; null when none. */
export function pendingRiders(state: PolicyState, sent: RidersConfig, added: readonly RiderKey[]): StoredRiders | null {
  if (added.length === 0) return null;
  return {
    ...state.riders,
    ...Object.fromEntries(added.map((key) => [key, true])),
    ...(added.includes('nnw') && { nnwValue: sent.nnwValue }),
    ...(added.includes('premiumAssistance') && { assistanceType: sent.assistanceType }),
    ...(added.includes('ac') && { shareValue: sent.shareValue, shareTheftValue: sent.shareTheftValue, acSumInsured: sent.carValue }),
  };
}
