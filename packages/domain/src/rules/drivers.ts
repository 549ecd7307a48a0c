import { z } from '../z';
import { messages } from '../messages';
import { isIsoDate } from '../calendar';
import { collectFieldErrors, reportFieldErrors, type FieldErrors } from './fields';
import { text } from './text';

export const DRIVER_MIN_AGE = 16;
export const DRIVER_MAX_AGE = 109;
export const LICENCE_MONTH_DROPPED_AFTER_YEARS = 3;
/** The youngest age at which a Polish driving licence can be obtained (categories AM, A1, B1; decision 136). */
const MIN_LICENCE_AGE = DRIVER_MIN_AGE;

/** A yyyy-MM-dd date moved by whole years; 29 February becomes 28 February in a common year. */
function shiftYears(isoDate: string, years: number): string {
  const year = String(Number(isoDate.slice(0, 4)) + years).padStart(4, '0');
  const shifted = `${year}${isoDate.slice(4)}`;
  return isIsoDate(shifted) ? shifted : `${year}-02-28`;
}

/** Birth dates allowed for a driver: between 109 and 16 years before today (both yyyy-MM-dd). */
export function driverBirthDateRange(today: string): { min: string; max: string } {
  return { min: shiftYears(today, -DRIVER_MAX_AGE), max: shiftYears(today, -DRIVER_MIN_AGE) };
}

export function isDriverBirthDateValid(birthDate: string, today: string): boolean {
  const { min, max } = driverBirthDateRange(today);
  return isIsoDate(birthDate) && birthDate >= min && birthDate <= max;
}

/** The licence month is not asked for once the licence year is 3 or more years ago. */
export function isLicenceMonthDropped(licenceYear: number, currentYear: number): boolean {
  return currentYear - licenceYear >= LICENCE_MONTH_DROPPED_AFTER_YEARS;
}

/**
 * A licence can be obtained no earlier than MIN_LICENCE_AGE years after birth. Without a month only the year is
 * compared; with a month, the month (the day within it is unknown).
 */
export function isLicenceAfterMinimumAge(birthDate: string, licenceYear: number, licenceMonth: number | null): boolean {
  const earliestYear = Number(birthDate.slice(0, 4)) + MIN_LICENCE_AGE;
  if (licenceMonth === null || licenceYear !== earliestYear) return licenceYear >= earliestYear;
  return licenceMonth >= Number(birthDate.slice(5, 7));
}

/** Licence date sent to the tariff: the 1st of the month, or 1 July when the month is not known. */
export function licenceDate(year: number, month: number | null): string {
  return `${String(year).padStart(4, '0')}-${String(month ?? 7).padStart(2, '0')}-01`;
}

export const driverSchema = z.object({
  birthDate: text().trim().default(''),
  drivingLicenseYear: text().trim().default(''),
  drivingLicenseMonth: text().trim().default(''),
});
export type Driver = z.infer<typeof driverSchema>;

/**
 * Driver rules: birth date required and valid, 16 to 109 years ago; licence year required; licence month
 * (1-12) required unless the licence year is 3 or more years ago. `today` is yyyy-MM-dd.
 */
export function driverErrors(driver: Driver, today: string): FieldErrors {
  const { errors, add } = collectFieldErrors();
  if (driver.birthDate === '') add('birthDate', messages.BIRTH_DATE_REQUIRED_ERROR);
  else if (!isDriverBirthDateValid(driver.birthDate, today)) add('birthDate', messages.BIRTH_DATE_INVALID_ERROR);
  if (!/^\d{4}$/.test(driver.drivingLicenseYear)) {
    add('drivingLicenseYear', messages.LICENCE_YEAR_REQUIRED);
  } else if (!isLicenceMonthDropped(Number(driver.drivingLicenseYear), Number(today.slice(0, 4)))) {
    const month = Number(driver.drivingLicenseMonth);
    if (!Number.isInteger(month) || month < 1 || month > 12) {
      add('drivingLicenseMonth', messages.LICENCE_MONTH_REQUIRED);
    }
  }
  if (errors.birthDate === undefined && errors.drivingLicenseYear === undefined && errors.drivingLicenseMonth === undefined) {
    const year = Number(driver.drivingLicenseYear);
    const month = isLicenceMonthDropped(year, Number(today.slice(0, 4))) ? null : Number(driver.drivingLicenseMonth);
    if (!isLicenceAfterMinimumAge(driver.birthDate, year, month)) add('drivingLicenseYear', messages.LICENCE_BEFORE_MINIMUM_AGE);
  }
  return errors;
}

const prefixed = (prefix: string, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([path, message]) => [`${prefix}.${path}`, message]));

/** Drivers info: owner-is-main-driver and has-younger-drivers (Y/N) required; the youngest driver only when Y. */
export function driversInfoSchema(today: string) {
  return z
    .object({
      isOwnerMd: z.enum(['Y', 'N'], { error: messages.IS_OWNER_MAIN_DRIVER_REQUIRED_ERROR }),
      hasSd: z.enum(['Y', 'N'], { error: messages.HAS_YOUNGER_DRIVERS_REQUIRED_ERROR }),
      mainDriver: driverSchema,
      youngestDriver: driverSchema.nullable().default(null),
    })
    .superRefine((drivers, ctx) => {
      reportFieldErrors(ctx, prefixed('mainDriver', driverErrors(drivers.mainDriver, today)));
      if (drivers.hasSd === 'Y') {
        const youngest = drivers.youngestDriver ?? driverSchema.parse({});
        reportFieldErrors(ctx, prefixed('youngestDriver', driverErrors(youngest, today)));
      }
    });
}
export type DriversInfo = z.infer<ReturnType<typeof driversInfoSchema>>;
