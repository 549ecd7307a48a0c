import { riderKeys, type PriceDto, type RiderKey, type RiderPrice } from '@panel/domain';
import type { PolicySnapshot, StoredRiders } from '../../db/schema/index';
import type { ChosenVehicle } from './change';
import { ownerBirthDate, snapshotOf, type PolicyState } from './policy-state';
import { ridersEnabled } from './rules';
import { ASSISTANCE_TYPES, NNW_VALUES, changedPremium, proRata, remainingShare, tariffPremium, type TariffInput } from './tariff';

/*
 * The tariff applied to a policy: the premium of a change (the policy's own premium scaled by the tariff after over
 * the tariff before) and the prices of the riders the policy can add.
 */

/** The vehicle facts the tariff reads besides a snapshot. */
type VehicleFacts = Pick<ChosenVehicle, 'vehicleType' | 'productionYear' | 'equipment'>;

/** Whole years from a yyyy-MM-dd date to `today`. */
function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** What the tariff reads of a snapshot. */
export function tariffInput(
  snapshot: PolicySnapshot,
  facts: { vehicleType: string; productionYear: number; ownerBirthDate: string | null; equipmentPercentage: number; today: string },
): TariffInput {
  const { drivers } = snapshot.otherData;
  const currentYear = Number(facts.today.slice(0, 4));
  const named = drivers.isOwnerMd !== '' && drivers.mainDriver.birthDate !== '';
  const youngest = drivers.hasSd === 'Y' && drivers.youngestDriver?.birthDate ? drivers.youngestDriver : null;
  const licenceYear = named
    ? Math.max(Number(drivers.mainDriver.drivingLicenseYear) || currentYear, Number(youngest?.drivingLicenseYear) || 0)
    : Number(snapshot.otherData.leastExperiencedDriverLicenseYear) || null;
  const acBase = snapshot.riders.acSumInsured ?? snapshot.carValue;
  return {
    vehicleType: facts.vehicleType,
    productionYear: facts.productionYear,
    enginePower: Number(snapshot.carData.enginePower) || 0,
    acSumInsured: Math.round(acBase * (1 + facts.equipmentPercentage / 100)),
    mainDriverAge: named ? ageOn(drivers.mainDriver.birthDate, facts.today) : facts.ownerBirthDate ? ageOn(facts.ownerBirthDate, facts.today) : null,
    youngestDriverAge: youngest ? ageOn(youngest.birthDate, facts.today) : null,
    licenceYears: licenceYear === null ? null : currentYear - licenceYear,
    annualMileage: snapshot.otherData.averageAnnualMileage,
    carUsage: snapshot.otherData.carUsage,
    parkingType: snapshot.otherData.parkingType,
    abroadUsage: snapshot.otherData.abroadUsage,
    postalCode: snapshot.owners.postalCode,
    boughtAtPolishDealer: snapshot.carData.boughtAtPolishDealer === true,
    riders: snapshot.riders,
    paymentFrequency: snapshot.paymentFrequency === '2' ? '2' : '1',
    currentYear,
  };
}

/** The percentage of the vehicle value the chosen equipment adds. */
const chosenPercentage = (equipment: VehicleFacts['equipment'], ids: readonly string[]) =>
  equipment.filter((item) => ids.includes(String(item.id))).reduce((sum, item) => sum + item.percentage, 0);

const inputOf = (state: PolicyState, snapshot: PolicySnapshot, vehicle: VehicleFacts, today: string): TariffInput =>
  tariffInput(snapshot, {
    vehicleType: vehicle.vehicleType,
    productionYear: vehicle.productionYear,
    ownerBirthDate: ownerBirthDate(state),
    equipmentPercentage: chosenPercentage(vehicle.equipment, snapshot.carData.accessoriesOpt),
    today,
  });

const inForce = (state: PolicyState): VehicleFacts => ({ vehicleType: state.vehicle.vehicleType, productionYear: state.vehicle.productionYear, equipment: state.equipment });

export interface ChangePrice {
  priceDto: PriceDto;
  /** The tariff after the change over the tariff before: scales the policy's tariff price. */
  tariffRatio: number;
  /** What the tariff read of the policy after the change (the referral rules read it too). */
  afterInput: TariffInput;
}

/** The policy's new annual premium and what the change costs for the rest of the period. */
export function changePrice(state: PolicyState, before: PolicySnapshot, after: PolicySnapshot, vehicle: VehicleFacts, today: string): ChangePrice {
  const policy = state.row.policy;
  const beforeTariff = tariffPremium(inputOf(state, before, inForce(state), today));
  const afterInput = inputOf(state, after, vehicle, today);
  const afterTariff = tariffPremium(afterInput);
  const price = changedPremium(policy.price, beforeTariff, afterTariff);
  const share = remainingShare(policy.startDate, policy.endDate, today);
  return {
    priceDto: { priceBefore: policy.price, price, totalUnderpaymentAmount: proRata(price - policy.price, share) },
    tariffRatio: beforeTariff > 0 ? afterTariff / beforeTariff : 1,
    afterInput,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const riderNames: Record<RiderKey, string> = {
  ac: 'Autocasco (AC)',
  acWorkshop: 'AC – naprawa w warsztacie',
  acWorkshopPlus: 'AC – warsztat plus',
  nnw: 'NNW kierowcy i pasażerów',
  premiumAssistance: 'Assistance',
  tires: 'Ochrona opon',
  replacementCar: 'Samochód zastępczy',
};

const acFamily: readonly RiderKey[] = ['ac', 'acWorkshop', 'acWorkshopPlus'];

const variantsOf = (key: RiderKey): [string, string][] =>
  key === 'nnw'
    ? Object.entries(NNW_VALUES).map(([variant, { name }]) => [variant, name])
    : key === 'premiumAssistance'
      ? Object.entries(ASSISTANCE_TYPES).map(([variant, { name }]) => [variant, name])
      : [['', '']];

/**
 * The riders premium matrix of the policy as `snapshot` has it (in force, or after the change): each rider not in
 * force yet, with its variants (001 §2); the AC family only without AC. `chosen` marks the rows saved for the change.
 */
export function riderPrices(state: PolicyState, snapshot: PolicySnapshot, vehicle: VehicleFacts | null, today: string, chosen: StoredRiders | null): RiderPrice[] {
  const base = inputOf(state, snapshot, vehicle ?? inForce(state), today);
  const before = tariffPremium(base);
  const ratio = before > 0 ? state.row.policy.price / tariffPremium(inputOf(state, snapshotOf(state), inForce(state), today)) : 1;
  const share = remainingShare(state.row.policy.startDate, state.row.policy.endDate, today);
  const enabled = ridersEnabled(base.vehicleType);
  const rows: RiderPrice[] = [];
  for (const key of riderKeys) {
    if (!enabled[key] || snapshot.riders[key] || (acFamily.includes(key) && state.riders.ac)) continue;
    for (const [variant, variantName] of variantsOf(key)) {
      const riders: StoredRiders = {
        ...snapshot.riders,
        [key]: true,
        ...(acFamily.includes(key) && { ac: true, acSumInsured: snapshot.riders.acSumInsured ?? snapshot.carValue, shareValue: '0', shareTheftValue: '0' }),
        ...(key === 'acWorkshopPlus' && { acWorkshop: true }),
        ...(key === 'nnw' && { nnwValue: variant }),
        ...(key === 'premiumAssistance' && { assistanceType: variant }),
      };
      const annualPremium = round2((tariffPremium({ ...base, riders }) - before) * ratio);
      rows.push({
        id: `${key}-${variant || 'x'}-${Math.round(annualPremium * 100)}`,
        rider: key,
        name: riderNames[key],
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
