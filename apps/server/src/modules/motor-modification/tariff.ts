import { daysBetween, type RiderKey } from '@panel/domain';
import type { StoredRiders } from '../../db/schema/index';

/**
 * The motor tariff behind a mid-term modification (decision 090): deterministic, from the vehicle, its use and its
 * drivers. A policy's premium is its own (discounts of the sale stay): a change scales it by the ratio of the tariff
 * after and before, so an unchanged policy keeps its price.
 */
export interface TariffInput {
  vehicleType: string;
  productionYear: number;
  /** kW; 0 for vehicles without an engine. */
  enginePower: number;
  /** The value the AC insures (with the additional equipment), whole złoty. */
  acSumInsured: number;
  /** Ages in whole years at the day of the change; null where not known (a company's vehicle). */
  mainDriverAge: number | null;
  youngestDriverAge: number | null;
  licenceYears: number | null;
  annualMileage: string;
  carUsage: string;
  parkingType: string;
  abroadUsage: string;
  postalCode: string;
  boughtAtPolishDealer: boolean;
  riders: TariffRiders;
  paymentFrequency: '1' | '2';
  currentYear: number;
}

/** The riders the premium depends on: the stored ones but the AC sum insured, which the car's value sets. */
export type TariffRiders = Omit<StoredRiders, 'acSumInsured'>;

const OC_BASE: Record<string, number> = { '001': 640, '002': 700, '003': 280, '004': 280, '005': 280, '006': 60, '006001': 80, '007': 150, '008': 400 };
const ANNUAL_MILEAGE: Record<string, number> = { '5000': 0.9, '10000': 0.95, '15000': 1, '20000': 1.05, '30000': 1.12, '50000': 1.2, '99999': 1.3 };
const USAGE: Record<string, number> = { PRIVATE: 1, COMMUTE: 1.05, BUSINESS: 1.15, TAXI: 1.8, DRIVING_SCHOOL: 1.6, RENTAL: 1.5 };
const PARKING: Record<string, number> = { GARAGE: 0.92, SHARED_GARAGE: 0.95, GUARDED: 0.96, PROPERTY: 0.98, STREET: 1.05 };
const ABROAD: Record<string, number> = { NONE: 1, UP_TO_30: 1.03, UP_TO_90: 1.08, OVER_90: 1.15 };
const DEDUCTIBLE: Record<string, number> = { '0': 1, '500': 0.95, '1000': 0.9, '2000': 0.85 };
const THEFT_DEDUCTIBLE: Record<string, number> = { '0': 1, '10': 0.93, '20': 0.87 };

/** NNW sums insured and assistance variants offered (the seeds list no dictionary for them). */
export const NNW_VALUES = { '10000': { name: '10 000 zł', premium: 45 }, '20000': { name: '20 000 zł', premium: 80 }, '50000': { name: '50 000 zł', premium: 180 } } as const;
export const ASSISTANCE_TYPES = { BASIC: { name: 'Podstawowy', premium: 59 }, COMFORT: { name: 'Komfort', premium: 119 }, PREMIUM: { name: 'Premium', premium: 199 } } as const;
const TIRES_PREMIUM = 89;
const REPLACEMENT_CAR_PREMIUM = 129;
const WORKSHOP_SHARE = 0.18;
const WORKSHOP_PLUS_SHARE = 0.1;
const TWO_INSTALMENTS = 1.04;

const factor = (table: Record<string, number>, key: string) => table[key] ?? 1;
const round2 = (value: number) => Math.round(value * 100) / 100;

function powerFactor(kw: number) {
  if (kw === 0) return 1;
  return kw <= 60 ? 0.9 : kw <= 90 ? 1 : kw <= 120 ? 1.1 : kw <= 160 ? 1.25 : 1.4;
}

function ageFactor(age: number | null) {
  if (age === null) return 1;
  return age < 21 ? 2.2 : age < 25 ? 1.6 : age < 30 ? 1.2 : age < 60 ? 1 : age < 70 ? 1.1 : 1.25;
}

function licenceFactor(years: number | null) {
  if (years === null) return 1;
  return years < 2 ? 1.5 : years < 5 ? 1.2 : 1;
}

/** Warsaw and the big-city regions (first digit of the postcode) carry more claims. */
function regionFactor(postalCode: string) {
  return ({ '0': 1.2, '8': 1.05, '9': 1.1 } as Record<string, number>)[postalCode.charAt(0)] ?? 1;
}

function acRate(vehicleAge: number) {
  return vehicleAge <= 2 ? 0.028 : vehicleAge <= 5 ? 0.032 : vehicleAge <= 10 ? 0.038 : 0.045;
}

const driverFactor = (input: TariffInput) =>
  Math.max(ageFactor(input.mainDriverAge), ageFactor(input.youngestDriverAge)) * licenceFactor(input.licenceYears);

/** The annual premium of each part of the cover; riders not chosen cost 0. */
export function premiumParts(input: TariffInput): Record<'oc' | RiderKey, number> {
  const risk = driverFactor(input);
  const vehicleAge = Math.max(0, input.currentYear - input.productionYear);
  const oc =
    (OC_BASE[input.vehicleType] ?? 400) *
    powerFactor(input.enginePower) *
    risk *
    factor(ANNUAL_MILEAGE, input.annualMileage) *
    factor(USAGE, input.carUsage) *
    factor(ABROAD, input.abroadUsage) *
    regionFactor(input.postalCode);
  const acFull =
    input.acSumInsured *
    acRate(vehicleAge) *
    risk *
    factor(PARKING, input.parkingType) *
    factor(DEDUCTIBLE, input.riders.shareValue) *
    factor(THEFT_DEDUCTIBLE, input.riders.shareTheftValue) *
    regionFactor(input.postalCode) *
    (input.boughtAtPolishDealer ? 0.95 : 1);
  const { riders } = input;
  return {
    oc: round2(oc),
    ac: riders.ac ? round2(acFull) : 0,
    acWorkshop: riders.ac && riders.acWorkshop ? round2(acFull * WORKSHOP_SHARE) : 0,
    acWorkshopPlus: riders.ac && riders.acWorkshopPlus ? round2(acFull * WORKSHOP_PLUS_SHARE) : 0,
    nnw: riders.nnw ? (NNW_VALUES[riders.nnwValue as keyof typeof NNW_VALUES]?.premium ?? 0) : 0,
    premiumAssistance: riders.premiumAssistance
      ? round2((ASSISTANCE_TYPES[riders.assistanceType as keyof typeof ASSISTANCE_TYPES]?.premium ?? 0) * factor(ABROAD, input.abroadUsage))
      : 0,
    tires: riders.tires ? TIRES_PREMIUM : 0,
    replacementCar: riders.replacementCar ? REPLACEMENT_CAR_PREMIUM : 0,
  };
}

/** The annual tariff premium: the parts summed, 4 % more in two instalments. */
export function tariffPremium(input: TariffInput): number {
  const sum = Object.values(premiumParts(input)).reduce((total, part) => total + part, 0);
  return round2(sum * (input.paymentFrequency === '2' ? TWO_INSTALMENTS : 1));
}

/** The policy's new annual premium: its premium scaled by the tariff after the change over the tariff before. */
export function changedPremium(policyPrice: number, before: number, after: number): number {
  return before > 0 ? round2((policyPrice * after) / before) : round2(after);
}

const days = (from: string, to: string) => daysBetween(from, to) + 1;

/** The share of the period still to run from `today` (both yyyy-MM-dd) to the end date, inclusive; 0 after the end. */
export function remainingShare(startDate: string, endDate: string, today: string): number {
  const from = today > startDate ? today : startDate;
  if (from > endDate) return 0;
  return days(from, endDate) / days(startDate, endDate);
}

/** What the change costs for the rest of the period (negative: a refund). */
export function proRata(annualDifference: number, share: number): number {
  return round2(annualDifference * share);
}
