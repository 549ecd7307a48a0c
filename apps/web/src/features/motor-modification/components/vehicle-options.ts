import { vehicleTypeCodes, type CarInfoStep, type CarLine } from '@panel/domain';

export interface Option {
  value: string;
  label: string;
}

export const vehicleTypeLabels: Readonly<Record<string, string>> = {
  [vehicleTypeCodes.PASSENGER_CAR]: 'Samochód osobowy',
  [vehicleTypeCodes.CAMPER]: 'Kamper',
  [vehicleTypeCodes.MOTORCYCLE]: 'Motocykl',
  [vehicleTypeCodes.MOTORCYCLE_2]: 'Motocykl',
  [vehicleTypeCodes.MOTORCYCLE_3]: 'Motocykl',
  [vehicleTypeCodes.TRAILER]: 'Przyczepa',
  [vehicleTypeCodes.CAMPING_TRAILER]: 'Przyczepa kempingowa',
  [vehicleTypeCodes.TRACTOR]: 'Ciągnik',
  [vehicleTypeCodes.OTHER]: 'Inny pojazd',
};

export const stepLabels: Readonly<Record<CarInfoStep, string>> = {
  make: 'Marka',
  year: 'Rok produkcji',
  engineCapacityRange: 'Zakres pojemności silnika',
  model: 'Model',
  fuelType: 'Rodzaj paliwa',
  engineCapacity: 'Pojemność silnika',
  enginePower: 'Moc silnika',
  body: 'Nadwozie',
  doorsCount: 'Liczba drzwi',
  version: 'Wersja',
};

const OLDEST_PRODUCTION_YEAR = 1950;

/** Production years offered, newest first. */
export function productionYears(currentYear: number): Option[] {
  return Array.from({ length: currentYear - OLDEST_PRODUCTION_YEAR + 1 }, (_, index) => {
    const year = String(currentYear - index);
    return { value: year, label: year };
  });
}

/** The car line steps chosen from the lines of a model, with the line's value each compares. */
export const lineSteps = {
  fuelType: (line: CarLine) => line.fuel,
  engineCapacity: (line: CarLine) => String(line.engineDisplacement),
  enginePower: (line: CarLine) => String(line.enginePower),
  body: (line: CarLine) => line.body,
  doorsCount: (line: CarLine) => String(line.doorsCount),
} as const;
export type LineStep = keyof typeof lineSteps;

export const isLineStep = (step: CarInfoStep): step is LineStep => step in lineSteps;

/** Distinct values in first-seen order. */
export function distinctOptions(values: readonly Option[]): Option[] {
  const seen = new Set<string>();
  return values.filter((option) => !seen.has(option.value) && seen.add(option.value));
}
