import {
  AC_MAX_VEHICLE_AGE,
  MAX_EQUIPMENT_ITEMS,
  REFERRAL_CAR_VALUE,
  REFERRAL_DRIVER_AGE,
  USAGES_OUTSIDE_OWU,
  cpMtaModelRulesSchema,
  equipmentSelectionError,
  isCarValueInRange,
  isLicenceMonthDropped,
  isMotorcycle,
  lovKeys,
  messages,
  normalizeRegistrationNumber,
  riderKeys,
  type CpMtaModel,
  type PriceDto,
  type RiderKey,
  type RiderPrice,
  type RidersConfig,
  type SummaryRow,
} from '@panel/domain';
import type { Db } from '../../db/client';
import type { PolicySnapshot, StoredRiders } from '../../db/schema/index';
import { HttpError } from '../../lib/errors';
import { parsePayload } from '../../lib/parse-payload';
import { carValueChoices, catalogueValue, isCompany, mainOwnerOf, ridersEnabled, snapshotOf, summaryRows, tariffInput, type PolicyState } from './model';
import * as repo from './repository';
import { carFromLine, engineCapacityRangeOf, ownerBirthDate } from './state';
import {
  ASSISTANCE_TYPES,
  NNW_VALUES,
  changedPremium,
  proRata,
  remainingShare,
  tariffPremium,
  type TariffInput,
} from './tariff';

const invalid = (path: string, message: string) => new HttpError(400, message, { [path]: message });
const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a user may change: read-only parts of the model (names, configuration, role flags) are the server's own. */
export interface Flags {
  cashAvailable: boolean;
  paymentChangeAvailable: boolean;
}

/** The equipment of a line and the percentage of the items chosen. */
type Equipment = PolicyState['equipment'];
const chosenPercentage = (equipment: Equipment, ids: readonly string[]) =>
  equipment.filter((item) => ids.includes(String(item.id))).reduce((sum, item) => sum + item.percentage, 0);

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
    raiders: { ...model.raiders, originalAc: state.riders.ac, enabled: ridersEnabled(model.carData.vehicleType) },
    payment: { ...model.payment, cashAvailable: flags.cashAvailable, paymentChangeAvaialable: flags.paymentChangeAvailable },
  };
}

/** The catalogue's vehicle type group of a 001 §9 code (decision 091). */
const catalogueGroup = (vehicleType: string) => (['004', '005'].includes(vehicleType) ? '003' : vehicleType === '006001' ? '006' : vehicleType);

async function chosenLine(db: Db, model: CpMtaModel, state: PolicyState) {
  const car = model.carData;
  if (car.version === state.car.version && car.year === String(state.vehicle.productionYear)) return { line: state.line, equipment: state.equipment, changed: false };
  const line = (await repo.findCarLine(db, Number(car.version) || 0, Number(car.year))) ?? null;
  // Motorcycles are chosen by engine capacity range instead of model (001 §4).
  const sameModel = (found: repo.CatalogueLine) =>
    isMotorcycle(car.vehicleType) ? engineCapacityRangeOf(found.engineDisplacement) === car.engineCapacityRange : found.modelCode === car.model;
  if (!line || line.makeCode !== car.make || !sameModel(line) || line.vehicleType !== catalogueGroup(car.vehicleType)) {
    throw invalid('carData.version', messages.VERSION_REQUIRED);
  }
  return { line, equipment: await repo.findOptionalEquipment(db, line.id), changed: true };
}

type LovEntries = Awaited<ReturnType<typeof repo.findLovEntries>>;

function checkLovKeys(entries: LovEntries, model: CpMtaModel, today: string) {
  const known = (lovKey: string, key: string) => entries.some((entry) => entry.lovKey === lovKey && entry.key === key);
  const other = model.otherData;
  const checks: [boolean, string, string, string][] = [
    [other.annualMileageVisible, 'otherData.averageAnnualMileage', 'CP_ANNUAL_MILEAGE', other.averageAnnualMileage],
    [other.usageVisible, 'otherData.carUsage', 'CP_USAGE', other.carUsage],
    [other.parkingVisible, 'otherData.parkingType', 'CP_PARKING', other.parkingType],
    [other.usageAbroadVisible, 'otherData.abroadUsage', 'CP_USAGE_ABROAD', other.abroadUsage],
    [model.raiders.ac, 'raiders.shareValue', 'CP_DEDUCTIBLE', model.raiders.shareValue],
    [model.raiders.ac, 'raiders.shareTheftValue', 'CP_DEDUCTIBLE_T', model.raiders.shareTheftValue],
  ];
  for (const [visible, path, lovKey, key] of checks) {
    if (visible && key !== '' && !known(lovKey, key)) throw invalid(path, messages.PATTERN_VALIDATION_ERROR);
  }
  const currentYear = Number(today.slice(0, 4));
  const year = Number(other.leastExpiriencedDriverLicenseYear);
  if (other.drivingLicenseYearVisible && !(Number.isInteger(year) && year >= currentYear - 100 && year <= currentYear)) {
    throw invalid('otherData.leastExpiriencedDriverLicenseYear', messages.PATTERN_VALIDATION_ERROR);
  }
  if (model.raiders.nnw && !(model.raiders.nnwValue in NNW_VALUES)) throw invalid('raiders.nnwValue', messages.PATTERN_VALIDATION_ERROR);
  if (model.raiders.premiumAssistance && !(model.raiders.assistanceType in ASSISTANCE_TYPES)) {
    throw invalid('raiders.assistanceType', messages.PATTERN_VALIDATION_ERROR);
  }
}

async function cessionAfter(db: Db, model: CpMtaModel, state: PolicyState, version: number) {
  const sent = model.cession;
  if (!sent.cession) return null;
  const id = state.cession?.id ?? `CES/${state.row.policy.policyNo}/${version}`;
  if (sent.type === 'MANUAL_EDIT') return { ...sent, id, bankCentralId: '' };
  const branch = (await repo.findBankBranch(db, Number(sent.bankCentralId) || 0)) ?? null;
  if (!branch) throw invalid('cession.bankCentralId', messages.BANK_REQUIRED);
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

/** Facts of a state the tariff needs besides the snapshot. */
export interface Facts {
  vehicleType: string;
  productionYear: number;
  equipment: Equipment;
}

const inputOf = (state: PolicyState, snapshot: PolicySnapshot, facts: Facts, today: string): TariffInput =>
  tariffInput(snapshot, {
    vehicleType: facts.vehicleType,
    productionYear: facts.productionYear,
    ownerBirthDate: ownerBirthDate(state),
    equipmentPercentage: chosenPercentage(facts.equipment, snapshot.carData.accessoriesOpt),
    today,
  });

export const beforeFacts = (state: PolicyState): Facts => ({ vehicleType: state.vehicle.vehicleType, productionYear: state.vehicle.productionYear, equipment: state.equipment });

/** The riders premium matrix: each rider not in force yet, with its variants (001 §2); the AC family only without AC. */
export function riderPrices(state: PolicyState, snapshot: PolicySnapshot, facts: Facts, today: string, chosen: StoredRiders | null): RiderPrice[] {
  const base = inputOf(state, snapshot, facts, today);
  const before = tariffPremium(base);
  const ratio = before > 0 ? state.row.policy.price / tariffPremium(inputOf(state, snapshotOf(state), beforeFacts(state), today)) : 1;
  const share = remainingShare(state.row.policy.startDate, state.row.policy.endDate, today);
  const enabled = ridersEnabled(facts.vehicleType);
  const family: RiderKey[] = ['ac', 'acWorkshop', 'acWorkshopPlus'];
  const variantsOf = (key: RiderKey): [string, string][] =>
    key === 'nnw'
      ? Object.entries(NNW_VALUES).map(([variant, { name }]) => [variant, name])
      : key === 'premiumAssistance'
        ? Object.entries(ASSISTANCE_TYPES).map(([variant, { name }]) => [variant, name])
        : [['', '']];
  const names: Record<RiderKey, string> = {
    ac: 'Autocasco (AC)',
    acWorkshop: 'AC – naprawa w warsztacie',
    acWorkshopPlus: 'AC – warsztat plus',
    nnw: 'NNW kierowcy i pasażerów',
    premiumAssistance: 'Assistance',
    tires: 'Ochrona opon',
    replacementCar: 'Samochód zastępczy',
  };
  const rows: RiderPrice[] = [];
  for (const key of riderKeys) {
    if (!enabled[key] || snapshot.riders[key] || (family.includes(key) && state.riders.ac)) continue;
    for (const [variant, variantName] of variantsOf(key)) {
      const riders: StoredRiders = {
        ...snapshot.riders,
        [key]: true,
        ...(family.includes(key) && { ac: true, acSumInsured: snapshot.riders.acSumInsured ?? snapshot.carValue, shareValue: '0', shareTheftValue: '0' }),
        ...(key === 'acWorkshopPlus' && { acWorkshop: true }),
        ...(key === 'nnw' && { nnwValue: variant }),
        ...(key === 'premiumAssistance' && { assistanceType: variant }),
      };
      const annualPremium = round2((tariffPremium({ ...base, riders }) - before) * ratio);
      rows.push({
        id: `${key}-${variant || 'x'}-${Math.round(annualPremium * 100)}`,
        rider: key,
        name: names[key],
        variant,
        variantName,
        annualPremium,
        proRataPremium: proRata(annualPremium, share),
        selected: chosen !== null && chosen[key] && (variant === '' || chosen.nnwValue === variant || chosen.assistanceType === variant),
      });
    }
  }
  return rows;
}

export interface Evaluation {
  after: PolicySnapshot;
  afterFacts: Facts;
  line: PolicyState['line'];
  lineChanged: boolean;
  summary: SummaryRow[];
  priceDto: PriceDto;
  tariffRatio: number;
  referralCode: string | null;
  changeIncompatibleWithOWU: boolean;
  inspectionNeeded: boolean;
  raidersOptions: RiderPrice[];
  infoExpertCarValue: number;
  carValues: number[];
}

/** The referral rules (decision 090): the first broken one names the code; OWU ones also set changeIncompatibleWithOWU. */
function referral(before: PolicySnapshot, after: PolicySnapshot, input: TariffInput, catalogue: number): { code: string | null; owu: boolean } {
  const outsideRange = !isCarValueInRange(after.carValue, catalogue) || (after.riders.ac && after.riders.acSumInsured !== null && !isCarValueInRange(after.riders.acSumInsured, catalogue));
  if (outsideRange) return { code: 'CAR_VALUE_RANGE', owu: true };
  if (after.riders.ac && !before.riders.ac && input.currentYear - input.productionYear > AC_MAX_VEHICLE_AGE) return { code: 'AC_VEHICLE_AGE', owu: true };
  if (USAGES_OUTSIDE_OWU.includes(after.otherData.carUsage)) return { code: 'USAGE', owu: true };
  const young = (age: number | null) => age !== null && age < REFERRAL_DRIVER_AGE;
  if (young(input.mainDriverAge) || young(input.youngestDriverAge)) return { code: 'DRIVER_AGE', owu: false };
  if (after.carValue > REFERRAL_CAR_VALUE) return { code: 'CAR_VALUE', owu: false };
  return { code: null, owu: false };
}

/** Checks the model against the policy and the catalogue, and prices it (recalculate and save share this). */
export async function evaluate(db: Db, state: PolicyState, body: CpMtaModel, flags: Flags, today: string): Promise<Evaluation> {
  const model = parsePayload(cpMtaModelRulesSchema(today), trusted(body, state, flags));
  // The lists of values check the model and name its changes in the summary: read once.
  const entries = await repo.findLovEntries(db, lovKeys);
  checkLovKeys(entries, model, today);
  const { line, equipment, changed } = await chosenLine(db, model, state);
  const car = model.carData;
  const selected = car.accessoriesOpt.filter((item) => item.selected).map((item) => item.id);
  if (selected.some((id) => !equipment.some((item) => String(item.id) === id)) || selected.length > MAX_EQUIPMENT_ITEMS) {
    throw invalid('carData.accessoriesOpt', messages.EQUIPMENT_COUNT_ERROR);
  }
  const equipmentError = equipmentSelectionError(equipment.filter((item) => selected.includes(String(item.id))));
  if (equipmentError) throw invalid('carData.accessoriesOpt', equipmentError);

  const before = snapshotOf(state);
  const other = model.otherData;
  // The form shows the mileage in whole hundreds (rounded down): that value sent back changes nothing.
  const shown = before.mileage - (before.mileage % 100);
  const typed = Number(other.actualMileage);
  const mileage = other.currentMileageVisible && typed !== shown ? typed : before.mileage;
  if (mileage < before.mileage) throw invalid('otherData.actualMileage', messages.MILEAGE_DECREASE_ERROR);

  // Cash turning into a transfer for an agent without cash follows from the change; it is not a payment change asked for.
  const paymentType = model.payment.paymentType === 'CASH' && !flags.cashAvailable ? 'TRANSFER' : model.payment.paymentType;
  const paymentChanged = model.payment.paymentType !== before.paymentType || model.payment.paymentFrequency !== before.paymentFrequency;
  if (paymentChanged && !flags.paymentChangeAvailable) throw invalid('payment.paymentType', messages.PAYMENT_CHANGE_NOT_AVAILABLE);

  const currentYear = Number(today.slice(0, 4));
  const driver = (d: CpMtaModel['otherData']['drivers']['mainDriver']) => ({
    ...d,
    drivingLicenseMonth: isLicenceMonthDropped(Number(d.drivingLicenseYear), currentYear) ? '' : d.drivingLicenseMonth,
  });
  const drivers = other.drivers;
  const main = model.owners.mainOwner;
  const coowner = (owner: CpMtaModel['owners']['firstCoowner']) => owner && { ...owner, mailAddress: owner.sameMailAddress ? null : owner.mailAddress };
  const after: PolicySnapshot = {
    regNo: normalizeRegistrationNumber(model.regNo),
    carValue: car.carValue!,
    mileage,
    carData: line
      ? carFromLine(line, { vehicleSubType: car.vehicleSubType, accessoriesOpt: selected, boughtAtPolishDealer: car.boughtAtPolishDealer })
      : { ...state.car, vehicleSubType: car.vehicleSubType, accessoriesOpt: selected, boughtAtPolishDealer: car.boughtAtPolishDealer },
    otherData: {
      averageAnnualMileage: other.annualMileageVisible ? other.averageAnnualMileage : before.otherData.averageAnnualMileage,
      carUsage: other.usageVisible ? other.carUsage : before.otherData.carUsage,
      parkingType: other.parkingVisible ? other.parkingType : before.otherData.parkingType,
      abroadUsage: other.usageAbroadVisible ? other.abroadUsage : before.otherData.abroadUsage,
      leastExpiriencedDriverLicenseYear: other.drivingLicenseYearVisible ? other.leastExpiriencedDriverLicenseYear : before.otherData.leastExpiriencedDriverLicenseYear,
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
    cession: await cessionAfter(db, model, state, state.row.policy.version + 1),
    riders: ridersAfter(model.raiders),
    paymentType,
    paymentFrequency: model.payment.paymentFrequency,
  };
  const afterFacts: Facts = { vehicleType: car.vehicleType, productionYear: Number(car.year), equipment };
  const beforeTariff = tariffPremium(inputOf(state, before, beforeFacts(state), today));
  const afterInput = inputOf(state, after, afterFacts, today);
  const policy = state.row.policy;
  const price = changedPremium(policy.price, beforeTariff, tariffPremium(afterInput));
  const share = remainingShare(policy.startDate, policy.endDate, today);
  const catalogue = changed && line ? line.value : catalogueValue(state);
  const { code, owu } = referral(before, after, afterInput, catalogue);

  const names = (lovKey: string, key: string) => entries.find((entry) => entry.lovKey === lovKey && entry.key === key)?.value ?? key;
  const allEquipment = [...state.equipment, ...equipment];
  const equipmentNames = (ids: string[]) =>
    ids
      .map((id) => allEquipment.find((item) => String(item.id) === id)?.name ?? id)
      .sort()
      .join(', ');
  const cessionAdded = after.cession !== null && before.cession === null;
  const acAdded = after.riders.ac && !before.riders.ac;
  return {
    after,
    afterFacts,
    line,
    lineChanged: changed,
    summary: summaryRows(before, after, names, equipmentNames),
    priceDto: { priceBefore: policy.price, price, totalUnderpaymentAmount: proRata(price - policy.price, share) },
    tariffRatio: beforeTariff > 0 ? tariffPremium(afterInput) / beforeTariff : 1,
    referralCode: code,
    changeIncompatibleWithOWU: owu,
    inspectionNeeded: acAdded || cessionAdded || (after.riders.ac && changed),
    raidersOptions: riderPrices(state, after, afterFacts, today, null),
    infoExpertCarValue: catalogue,
    carValues: carValueChoices(catalogue),
  };
}
