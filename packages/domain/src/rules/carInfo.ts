import { z } from '../z';
import { messages } from '../messages';
import { collectFieldErrors, isRecordId, reportFieldErrors } from './fields';
import { text } from './text';

/** Vehicle type codes (001 §9). */
export const vehicleTypeCodes = {
  PASSENGER_CAR: '001',
  CAMPER: '002',
  MOTORCYCLE: '003',
  MOTORCYCLE_2: '004',
  MOTORCYCLE_3: '005',
  TRAILER: '006',
  CAMPING_TRAILER: '006001',
  TRACTOR: '007',
  OTHER: '008',
} as const;

/** The fuel list of values: the insurer's codes (vehicle data of the policy systems) and their Polish names (decision 136). */
export const fuelTypes: Readonly<Record<string, string>> = {
  P: 'Benzyna',
  D: 'Diesel',
  LPG: 'Benzyna + LPG',
  CNG: 'Benzyna + CNG',
  H: 'Hybryda',
  PHEV: 'Hybryda plug-in',
  E: 'Elektryczny',
};

/** The Polish name of a vehicle's fuel: a code of the list is named; a name already stored is shown as it is. */
export function fuelName(stored: string): string {
  return fuelTypes[stored.toUpperCase()] ?? stored;
}

export function isMotorcycle(vehicleType: string): boolean {
  return ['003', '004', '005'].includes(vehicleType);
}

export function isTrailer(vehicleType: string): boolean {
  return vehicleType === vehicleTypeCodes.TRAILER || vehicleType === vehicleTypeCodes.CAMPING_TRAILER;
}

const carInfoSteps = {
  make: messages.MAKE_REQUIRED,
  year: messages.YEAR_REQUIRED,
  engineCapacityRange: messages.ENGINE_CAPACITY_RANGE_REQUIRED,
  model: messages.MODEL_REQUIRED,
  fuelType: messages.FUEL_REQUIRED,
  engineCapacity: messages.ENGINE_CAPACITY_REQUIRED,
  enginePower: messages.ENGINE_POWER_REQUIRED,
  body: messages.BODY_REQUIRED,
  doorsCount: messages.DOORS_COUNT_REQUIRED,
  version: messages.VERSION_REQUIRED,
} as const;
export type CarInfoStep = keyof typeof carInfoSteps;

/**
 * The cascade steps a vehicle type goes through, in order. Motorcycles choose an engine capacity range instead of
 * a model and have no body or doors; trailers have no engine and no doors; tractors have no body or doors.
 */
export function carInfoStepsFor(vehicleType: string): CarInfoStep[] {
  if (isMotorcycle(vehicleType)) return ['make', 'year', 'engineCapacityRange', 'version'];
  if (isTrailer(vehicleType)) return ['make', 'year', 'model', 'body', 'version'];
  if (vehicleType === vehicleTypeCodes.TRACTOR) {
    return ['make', 'year', 'model', 'fuelType', 'engineCapacity', 'enginePower', 'version'];
  }
  return ['make', 'year', 'model', 'fuelType', 'engineCapacity', 'enginePower', 'body', 'doorsCount', 'version'];
}

const step = text().trim().default('');

/** Car info: each cascade step of the vehicle type and the first-owner choice are required, each with its message. */
export const carInfoSchema = z
  .object({
    vehicleType: z.enum(Object.values(vehicleTypeCodes), { error: messages.REQUIRED_VALIDATION_ERROR }),
    make: step,
    // A year the cascade offered: four digits (the catalogue is looked up by it).
    year: step.refine((year) => year === '' || /^\d{4}$/.test(year), { error: messages.YEAR_REQUIRED }),
    engineCapacityRange: step,
    model: step,
    fuelType: step,
    engineCapacity: step,
    enginePower: step,
    body: step,
    doorsCount: step,
    version: step.refine((version) => version === '' || isRecordId(version), { error: messages.VERSION_REQUIRED }),
    boughtAtPolishDealer: z.boolean().nullable().default(null),
  })
  .superRefine((car, ctx) => {
    const { errors, add } = collectFieldErrors();
    for (const field of carInfoStepsFor(car.vehicleType)) {
      if (car[field] === '') add(field, carInfoSteps[field]);
    }
    if (car.boughtAtPolishDealer === null) add('boughtAtPolishDealer', messages.FIRST_OWNER_REQUIRED);
    reportFieldErrors(ctx, errors);
  });
export type CarInfo = z.infer<typeof carInfoSchema>;
