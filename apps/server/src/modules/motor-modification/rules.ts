import {
  AC_MAX_VEHICLE_AGE,
  MAX_EQUIPMENT_ITEMS,
  REFERRAL_CAR_VALUE,
  REFERRAL_DRIVER_AGE,
  USAGES_OUTSIDE_OWU,
  cpMtaModelRulesSchema,
  equipmentSelectionError,
  isCarValueInRange,
  isMotorcycle,
  isTrailer,
  messages,
  riderKeys,
  ridersErrors,
  type CpMtaModel,
  type RiderKey,
  type RiderPrice,
  type RidersEnabled,
  type SaveRidersChange,
} from '@panel/domain';
import type { PolicySnapshot } from '../../db/schema/index';
import { fieldError, HttpError } from '../../lib/errors';
import { parsePayload } from '../../lib/parse-payload';
import type { LovEntries } from './repository';
import { catalogueValue, mainOwnerOf, type PolicyState } from './policy-state';
import { ASSISTANCE_TYPES, NNW_VALUES, type TariffInput } from './tariff';

/*
 * The rules a change must keep (001 §4, §5, decision 090), in the order a request meets them: the model's own rules,
 * the lists of values, the equipment of the vehicle chosen, the mileage and the payment; then the referral rules.
 */


/** What the agent may do besides the model: pay in cash (a role), change the payment (days of cover left). */
export interface Flags {
  cashAvailable: boolean;
  paymentChangeAvailable: boolean;
}

/** Riders the configuration offers: workshop AC and a replacement car only for cars and campers. */
export function ridersEnabled(vehicleType: string): RidersEnabled {
  const car = !isMotorcycle(vehicleType) && !isTrailer(vehicleType);
  return { ac: true, acWorkshop: car, acWorkshopPlus: car, nnw: !isTrailer(vehicleType), premiumAssistance: true, tires: car, replacementCar: car };
}

/** The model as the agent may send it: read-only parts (names, configuration, role flags) are the server's own. */
function trusted(model: CpMtaModel, state: PolicyState, flags: Flags): CpMtaModel {
  const coowner = (stored: PolicyState['owners']['firstCoowner'], sent: CpMtaModel['owners']['firstCoowner']) =>
    stored && { ...(sent ?? stored), name: stored.name, ownerType: stored.ownerType };
  const main = mainOwnerOf(state);
  return {
    ...model,
    owners: {
      mainOwner: { ...model.owners.mainOwner, name: main.name, ownerType: main.ownerType },
      firstCoowner: coowner(state.owners.firstCoowner, model.owners.firstCoowner),
      secondCoowner: coowner(state.owners.secondCoowner, model.owners.secondCoowner),
    },
    riders: { ...model.riders, originalAc: state.riders.ac, enabled: ridersEnabled(model.carData.vehicleType) },
    payment: { ...model.payment, cashAvailable: flags.cashAvailable, paymentChangeAvailable: flags.paymentChangeAvailable },
  };
}

/** The model sent, made trusted and checked against every rule of 001 §5 and the lists of values. */
export function checkedModel(body: CpMtaModel, state: PolicyState, flags: Flags, lov: LovEntries, today: string): CpMtaModel {
  const model = parsePayload(cpMtaModelRulesSchema(today), trusted(body, state, flags));
  const known = (lovKey: string, key: string) => lov.some((entry) => entry.lovKey === lovKey && entry.key === key);
  const other = model.otherData;
  const checks: [boolean, string, string, string][] = [
    [other.annualMileageVisible, 'otherData.averageAnnualMileage', 'CP_ANNUAL_MILEAGE', other.averageAnnualMileage],
    [other.usageVisible, 'otherData.carUsage', 'CP_USAGE', other.carUsage],
    [other.parkingVisible, 'otherData.parkingType', 'CP_PARKING', other.parkingType],
    [other.usageAbroadVisible, 'otherData.abroadUsage', 'CP_USAGE_ABROAD', other.abroadUsage],
    [model.riders.ac, 'riders.shareValue', 'CP_DEDUCTIBLE', model.riders.shareValue],
    [model.riders.ac, 'riders.shareTheftValue', 'CP_DEDUCTIBLE_T', model.riders.shareTheftValue],
  ];
  for (const [visible, path, lovKey, key] of checks) {
    if (visible && key !== '' && !known(lovKey, key)) throw fieldError(path, messages.PATTERN_VALIDATION_ERROR);
  }
  const currentYear = Number(today.slice(0, 4));
  const year = Number(other.leastExperiencedDriverLicenseYear);
  if (other.drivingLicenseYearVisible && !(Number.isInteger(year) && year >= currentYear - 100 && year <= currentYear)) {
    throw fieldError('otherData.leastExperiencedDriverLicenseYear', messages.PATTERN_VALIDATION_ERROR);
  }
  if (model.riders.nnw && !(model.riders.nnwValue in NNW_VALUES)) throw fieldError('riders.nnwValue', messages.PATTERN_VALIDATION_ERROR);
  if (model.riders.premiumAssistance && !(model.riders.assistanceType in ASSISTANCE_TYPES)) {
    throw fieldError('riders.assistanceType', messages.PATTERN_VALIDATION_ERROR);
  }
  return model;
}

/** The additional equipment ticked must be the chosen vehicle's, within the limit and the 001 §5 rule. */
export function checkEquipment(selected: readonly string[], equipment: PolicyState['equipment']): void {
  if (selected.some((id) => !equipment.some((item) => String(item.id) === id)) || selected.length > MAX_EQUIPMENT_ITEMS) {
    throw fieldError('carData.accessoriesOpt', messages.EQUIPMENT_COUNT_ERROR);
  }
  const error = equipmentSelectionError(equipment.filter((item) => selected.includes(String(item.id))));
  if (error) throw fieldError('carData.accessoriesOpt', error);
}

/** The mileage never goes down; the payment changes only while enough of the period remains. */
export function checkMileageAndPayment(model: CpMtaModel, before: PolicySnapshot, mileage: number, flags: Flags): void {
  if (mileage < before.mileage) throw fieldError('otherData.actualMileage', messages.MILEAGE_DECREASE_ERROR);
  const paymentChanged = model.payment.paymentType !== before.paymentType || model.payment.paymentFrequency !== before.paymentFrequency;
  if (paymentChanged && !flags.paymentChangeAvailable) throw fieldError('payment.paymentType', messages.PAYMENT_CHANGE_NOT_AVAILABLE);
}

export interface Referral {
  referralCode: string | null;
  changeIncompatibleWithOWU: boolean;
}

/** The referral rules (decision 090): the first broken one names the code; OWU ones also set changeIncompatibleWithOWU. */
export function referralOf(before: PolicySnapshot, after: PolicySnapshot, input: TariffInput, catalogue: number): Referral {
  const refer = (referralCode: string, changeIncompatibleWithOWU: boolean) => ({ referralCode, changeIncompatibleWithOWU });
  const outsideRange =
    !isCarValueInRange(after.carValue, catalogue) ||
    (after.riders.ac && after.riders.acSumInsured !== null && !isCarValueInRange(after.riders.acSumInsured, catalogue));
  if (outsideRange) return refer('CAR_VALUE_RANGE', true);
  if (after.riders.ac && !before.riders.ac && input.currentYear - input.productionYear > AC_MAX_VEHICLE_AGE) return refer('AC_VEHICLE_AGE', true);
  if (USAGES_OUTSIDE_OWU.includes(after.otherData.carUsage)) return refer('USAGE', true);
  const young = (age: number | null) => age !== null && age < REFERRAL_DRIVER_AGE;
  if (young(input.mainDriverAge) || young(input.youngestDriverAge)) return refer('DRIVER_AGE', false);
  if (after.carValue > REFERRAL_CAR_VALUE) return refer('CAR_VALUE', false);
  return { referralCode: null, changeIncompatibleWithOWU: false };
}

const ridersSaveError = () => new HttpError(400, messages.RIDERS_SAVE_ERROR);

/**
 * The riders chosen in the price matrix (saveRidersChange): rows still the policy's prices, the riders rules kept,
 * none in force taken away, each rider added from exactly one row (its variant), and AC on a value within range.
 * Answers the riders sent (trusted) and the keys added.
 */
export function checkedRidersChoice(body: SaveRidersChange, state: PolicyState, rows: RiderPrice[]) {
  const chosenRows = body.ids.map((id) => rows.find((row) => row.id === id));
  if (chosenRows.some((row) => row === undefined)) throw new HttpError(409, messages.RIDERS_PRICES_CHANGED);
  const sent = { ...body.riders, originalAc: state.riders.ac, enabled: ridersEnabled(state.vehicle.vehicleType) };
  const errors = ridersErrors(sent);
  if (Object.keys(errors).length > 0) {
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([path, message]) => [`riders.${path}`, message]));
    throw new HttpError(400, Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const added = riderKeys.filter((key) => sent[key] && !state.riders[key]);
  if (riderKeys.some((key) => state.riders[key] && !sent[key])) throw ridersSaveError();
  const variantOf = (key: RiderKey) => (key === 'nnw' ? sent.nnwValue : key === 'premiumAssistance' ? sent.assistanceType : '');
  const rowsMatch =
    chosenRows.length === added.length && added.every((key) => chosenRows.some((row) => row!.rider === key && row!.variant === variantOf(key)));
  if (!rowsMatch) throw ridersSaveError();
  if (added.includes('ac') && (sent.carValue === null || !isCarValueInRange(sent.carValue, catalogueValue(state)))) {
    throw fieldError('riders.carValue', messages.CAR_VALUE_RANGE_ERROR);
  }
  return { sent, added };
}
