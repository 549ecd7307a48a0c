import { z } from '../z';
import { yearInPoland } from '../calendar';
import { messages } from '../messages';
import { collectFieldErrors, reportFieldErrors, requiredText } from './fields';
import { text } from './text';

/** Registration number input: spaces removed, upper case. */
export function normalizeRegistrationNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** Registration number: required; letters and digits only (after removing spaces and upper-casing). */
export const registrationNumberSchema = requiredText()
  .overwrite(normalizeRegistrationNumber)
  .max(10, { error: messages.MAX_LENGTH_ERROR })
  .regex(/^[A-Z0-9]+$/, { error: messages.PATTERN_VALIDATION_ERROR });

/** Car value may differ from the catalogue value by -10% to +10% (whole złoty). */
export function carValueRange(catalogueValue: number): { min: number; max: number } {
  return { min: Math.ceil((catalogueValue * 9) / 10), max: Math.floor((catalogueValue * 11) / 10) };
}

export function isCarValueInRange(value: number, catalogueValue: number): boolean {
  const { min, max } = carValueRange(catalogueValue);
  return value >= min && value <= max;
}

export function carValueSchema(catalogueValue: number) {
  return z
    .number({ error: messages.REQUIRED_VALIDATION_ERROR })
    .refine((value) => isCarValueInRange(value, catalogueValue), { error: messages.CAR_VALUE_RANGE_ERROR });
}

export const MAX_EQUIPMENT_ITEMS = 4;
export const MAX_EQUIPMENT_PERCENTAGE = 20;

/** Additional equipment: at most 4 items, summed percentage at most 20% of the vehicle value. */
export function equipmentSelectionError(selected: readonly { percentage: number }[]): string | null {
  if (selected.length > MAX_EQUIPMENT_ITEMS) return messages.EQUIPMENT_COUNT_ERROR;
  // Summed in hundredths so that 0.1 + 0.2 style sums compare exactly.
  const hundredths = selected.reduce((sum, item) => sum + Math.round(item.percentage * 100), 0);
  return hundredths > MAX_EQUIPMENT_PERCENTAGE * 100 ? messages.EQUIPMENT_VALUE_ERROR : null;
}

/** Once 4 items are chosen the others are disabled. */
export function isEquipmentOptionDisabled(selectedCount: number, isSelected: boolean): boolean {
  return !isSelected && selectedCount >= MAX_EQUIPMENT_ITEMS;
}

export const MILEAGE_STEP_KM = 100;

/** Current mileage: a whole number of kilometres, at least 0, in steps of 100 km. */
export function mileageError(value: string): string | null {
  if (!/^\d{1,7}$/.test(value)) return messages.PATTERN_VALIDATION_ERROR;
  return Number(value) % MILEAGE_STEP_KM === 0 ? null : messages.MILEAGE_STEP_ERROR;
}

/** New: under 5000 km and made last year, or made this year (001 §9). */
export function isCarNew(mileage: number, productionYear: number, now: Date): boolean {
  const year = yearInPoland(now);
  return productionYear === year || (productionYear === year - 1 && mileage < 5000);
}

const otherDataFields = {
  actualMileage: 'currentMileageVisible',
  averageAnnualMileage: 'annualMileageVisible',
  carUsage: 'usageVisible',
  parkingType: 'parkingVisible',
  abroadUsage: 'usageAbroadVisible',
  leastExperiencedDriverLicenseYear: 'drivingLicenseYearVisible',
} as const;

const lovKey = text().trim().default('');

/** Other data: every visible field is required; the current mileage as `mileageError`. */
export const otherDataSchema = z
  .object({
    actualMileage: lovKey,
    averageAnnualMileage: lovKey,
    carUsage: lovKey,
    parkingType: lovKey,
    abroadUsage: lovKey,
    leastExperiencedDriverLicenseYear: lovKey,
    currentMileageVisible: z.boolean(),
    annualMileageVisible: z.boolean(),
    usageVisible: z.boolean(),
    parkingVisible: z.boolean(),
    usageAbroadVisible: z.boolean(),
    drivingLicenseYearVisible: z.boolean(),
  })
  .superRefine((data, ctx) => {
    const { errors, add } = collectFieldErrors();
    for (const field of Object.keys(otherDataFields) as (keyof typeof otherDataFields)[]) {
      if (data[otherDataFields[field]] && data[field] === '') add(field, messages.REQUIRED_VALIDATION_ERROR);
    }
    const mileage = data.currentMileageVisible ? mileageError(data.actualMileage) : null;
    if (mileage) add('actualMileage', mileage);
    reportFieldErrors(ctx, errors);
  });
export type OtherData = z.infer<typeof otherDataSchema>;

export const mtaPaymentTypes = ['TRANSFER', 'CASH'] as const;

/** Payment method required ('Musisz wybrać metodę płatności'); one or two instalments. */
export const mtaPaymentSchema = z.object({
  paymentType: z.enum(mtaPaymentTypes, { error: messages.PAYMENT_METHOD_REQUIRED }),
  paymentFrequency: z.enum(['1', '2'], { error: messages.REQUIRED_VALIDATION_ERROR }),
});
export type MtaPayment = z.infer<typeof mtaPaymentSchema>;
