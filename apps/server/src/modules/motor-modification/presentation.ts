import {
  carValueRange,
  isTrailer,
  type CpMtaLoadResponse,
  type CpMtaModel,
  type MtaSaveResponse,
  type RecalculateResponse,
  type RiderPrice,
  type RidersConfig,
  type SummaryRow,
} from '@panel/domain';
import type { policyVersions, StoredRiders } from '../../db/schema/index';
import { catalogueValue, emptyCession, isCompany, mainOwnerOf, toPaymentType, type PolicyState } from './policy-state';
import type { ChangePrice } from './pricing';
import { ridersEnabled, type Flags, type Referral } from './rules';

/* The answers in the seed's shapes (001 §3, §7): the model of the policy in force, a recalculation, a saved change. */

/** Per-field visibility of other data (001 §3): trailers have no mileage or drivers; companies name no drivers. */
function visibility(vehicleType: string, company: boolean) {
  const trailer = isTrailer(vehicleType);
  const showDrivers = !company && !trailer;
  return {
    currentMileageVisible: !trailer,
    annualMileageVisible: !trailer,
    usageVisible: true,
    parkingVisible: true,
    usageAbroadVisible: true,
    drivingLicenseYearVisible: !showDrivers && !trailer,
    showDrivers,
  };
}

/** Car values offered (001 §3 carValues): -10 %, -5 %, the catalogue value, +5 %, +10 %. */
function carValueChoices(value: number): number[] {
  const { min, max } = carValueRange(value);
  return [...new Set([min, Math.round((value * 0.95) / 100) * 100, value, Math.round((value * 1.05) / 100) * 100, max])];
}

/** Riders as the riders panel shows them: the stored ones with the AC sum insured, its choices and what is offered. */
export function ridersConfig(riders: StoredRiders, state: PolicyState): RidersConfig {
  const value = catalogueValue(state);
  const { acSumInsured, ...chosen } = riders;
  return {
    ...chosen,
    originalAc: state.riders.ac,
    carValue: acSumInsured ?? value,
    infoExpertCarValue: value,
    carValues: carValueChoices(value),
    enabled: ridersEnabled(state.vehicle.vehicleType),
  };
}

/** The modification model of a policy as it is in force (riders saved by saveRidersChange are not in force yet). */
function modelOf(state: PolicyState, flags: Flags): CpMtaModel {
  const { policy } = state.row;
  const { vehicle, car } = state;
  const value = catalogueValue(state);
  return {
    policyNo: policy.policyNo,
    regNo: vehicle.regNo,
    carData: {
      vehicleType: vehicle.vehicleType as CpMtaModel['carData']['vehicleType'],
      vehicleSubType: car.vehicleSubType,
      make: car.make,
      year: String(vehicle.productionYear),
      model: car.model,
      engineCapacityRange: car.engineCapacityRange,
      fuelType: car.fuelType,
      engineCapacity: car.engineCapacity,
      enginePower: car.enginePower,
      body: car.body,
      doorsCount: car.doorsCount,
      version: car.version,
      versionName: car.versionName,
      accessoriesOpt: state.equipment.map((item) => ({ id: String(item.id), name: item.name, percentage: item.percentage, selected: car.accessoriesOpt.includes(String(item.id)) })),
      boughtAtPolishDealer: car.boughtAtPolishDealer,
      currentMileage: vehicle.mileage,
      carValue: vehicle.carValue,
      infoExpertCarValue: value,
      carValues: carValueChoices(value),
    },
    otherData: {
      actualMileage: String(vehicle.mileage - (vehicle.mileage % 100)),
      averageAnnualMileage: state.otherData.averageAnnualMileage,
      carUsage: state.otherData.carUsage,
      parkingType: state.otherData.parkingType,
      abroadUsage: state.otherData.abroadUsage,
      leastExperiencedDriverLicenseYear: state.otherData.leastExperiencedDriverLicenseYear,
      ...visibility(vehicle.vehicleType, isCompany(state)),
      drivers: state.otherData.drivers,
    },
    cession: state.cession ?? emptyCession(),
    owners: { mainOwner: mainOwnerOf(state), firstCoowner: state.owners.firstCoowner, secondCoowner: state.owners.secondCoowner },
    riders: ridersConfig(state.riders, state),
    payment: {
      paymentType: toPaymentType(policy.paymentType),
      paymentFrequency: policy.paymentFrequency,
      cashAvailable: flags.cashAvailable,
      paymentChangeAvailable: flags.paymentChangeAvailable,
    },
    priceDto: { priceBefore: policy.price, price: policy.price, totalUnderpaymentAmount: 0 },
    summary: [],
  };
}

/** load: the model in force and the riders saved by saveRidersChange for the next change (null when none). */
export function loadAnswer(state: PolicyState, flags: Flags): CpMtaLoadResponse {
  return { ...modelOf(state, flags), pendingRiders: state.pendingRiders ? ridersConfig(state.pendingRiders, state) : null };
}

/** recalculate: the referral, the inspection, the riders priced for the changed vehicle, the price and the summary. */
export function recalculateAnswer(change: {
  referral: Referral;
  inspectionNeeded: boolean;
  ridersOptions: RiderPrice[];
  catalogue: number;
  price: ChangePrice;
  summary: SummaryRow[];
}): RecalculateResponse {
  return {
    ...change.referral,
    inspectionNeeded: change.inspectionNeeded,
    ridersOptions: change.ridersOptions,
    infoExpertCarValue: change.catalogue,
    carValues: carValueChoices(change.catalogue),
    priceDto: change.price.priceDto,
    summary: change.summary,
  };
}

/** save: the policy's new version and what its documents are listed and e-mailed by. */
export function savedAnswer(version: typeof policyVersions.$inferSelect, policyNo: string): MtaSaveResponse {
  return {
    policyNo,
    version: version.version,
    priceDto: { priceBefore: version.priceBefore, price: version.price, totalUnderpaymentAmount: version.totalUnderpaymentAmount },
    paymentType: version.after.paymentType === 'CASH' ? 'CASH' : 'TRANSFER',
    inspectionNeeded: version.inspectionNeeded,
    printArgs: String(version.version),
  };
}
