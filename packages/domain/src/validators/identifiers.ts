/**
 * Polish identifiers (000 §5). Validators accept the canonical form only: digits without spaces or dashes
 * (VIN: upper-case letters and digits). Generators are pure and produce numbers the validators accept.
 */
import { daysInMonth } from '../calendar';

const PESEL_WEIGHTS = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7];
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8];
/** PESEL month offset per century (month + offset is stored). */
const PESEL_CENTURY_OFFSETS = [
  { century: 1800, offset: 80 },
  { century: 1900, offset: 0 },
  { century: 2000, offset: 20 },
  { century: 2100, offset: 40 },
  { century: 2200, offset: 60 },
];
/** 'P' = 25, 'L' = 21 in the IBAN letter encoding. */
const PL_IBAN_CODE = '2521';

function isDigits(value: string, length: number): boolean {
  return value.length === length && /^\d+$/.test(value);
}

function weightedSum(value: string, weights: readonly number[]): number {
  return weights.reduce((sum, weight, i) => sum + weight * Number(value[i]), 0);
}

function assertDigits(value: string, length: number, name: string): void {
  if (!isDigits(value, length)) throw new RangeError(`${name} must be ${length} digits`);
}

/** NIP and REGON numbers made only of zeros pass the checksum but are never issued. */
const isAllZeros = (value: string) => /^0+$/.test(value);

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function peselControl(first10: string): number {
  return (10 - (weightedSum(first10, PESEL_WEIGHTS) % 10)) % 10;
}

export function parsePesel(value: string): { birthDate: string; sex: 'M' | 'F' } | null {
  if (!isDigits(value, 11) || peselControl(value) !== Number(value[10])) return null;
  const encodedMonth = Number(value.slice(2, 4));
  const band = PESEL_CENTURY_OFFSETS.find(({ offset }) => encodedMonth > offset && encodedMonth <= offset + 12);
  if (!band) return null;
  const year = band.century + Number(value.slice(0, 2));
  const month = encodedMonth - band.offset;
  const day = Number(value.slice(4, 6));
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return {
    birthDate: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`,
    sex: Number(value[9]) % 2 === 1 ? 'M' : 'F',
  };
}

export function isValidPesel(value: string): boolean {
  return parsePesel(value) !== null;
}

export function isValidNip(value: string): boolean {
  if (!isDigits(value, 10) || isAllZeros(value)) return false;
  return weightedSum(value, NIP_WEIGHTS) % 11 === Number(value[9]);
}

function regonControl(value: string, weights: readonly number[]): number {
  return (weightedSum(value, weights) % 11) % 10;
}

export function isValidRegon(value: string): boolean {
  if (isDigits(value, 9)) return !isAllZeros(value) && regonControl(value, REGON9_WEIGHTS) === Number(value[8]);
  if (isDigits(value, 14)) {
    return isValidRegon(value.slice(0, 9)) && regonControl(value, REGON14_WEIGHTS) === Number(value[13]);
  }
  return false;
}

/** Remainder of a long digit string modulo 97, computed in chunks to stay within safe integers. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  }
  return remainder;
}

/** IBAN check digits are 02-98 (ISO 13616); 00, 01 and 99 would also pass mod 97 as aliases of 97, 98 and 02. */
export function isValidNrb(value: string): boolean {
  if (!isDigits(value, 26)) return false;
  const check = Number(value.slice(0, 2));
  return check >= 2 && check <= 98 && mod97(value.slice(2) + PL_IBAN_CODE + value.slice(0, 2)) === 1;
}

export function isValidVin(value: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(value);
}

export function isValidPostcode(value: string): boolean {
  return /^\d{2}-\d{3}$/.test(value);
}

/** What the VIN input keeps of a keystroke: the letter O is read as the digit 0 (O is never used in a VIN). */
export function normalizeVinInput(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/O/g, '0');
}

export function formatPostcodeInput(value: string): string {
  return /^\d{5}$/.test(value) ? `${value.slice(0, 2)}-${value.slice(2)}` : value;
}

/** Bank account in groups of four from the left (000 §3); existing spaces are regrouped. */
export function formatNrb(value: string): string {
  return value.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** A valid PESEL for a birth date between 1800-01-01 and 2299-12-31. */
export function peselFor(birthDate: string, serial: number, sex: 'M' | 'F'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const band = PESEL_CENTURY_OFFSETS.find(({ century }) => year >= century && year < century + 100);
  if (!band || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`No PESEL for birth date ${birthDate}`);
  }
  if (!Number.isInteger(serial) || serial < 0 || serial > 999) throw new RangeError('serial must be 0..999');
  // The sex digit also varies with the serial, so generated numbers do not all share one digit.
  const sexDigit = (serial % 5) * 2 + (sex === 'M' ? 1 : 0);
  const first10 = `${pad(year % 100, 2)}${pad(month + band.offset, 2)}${pad(day, 2)}${pad(serial, 3)}${sexDigit}`;
  return `${first10}${peselControl(first10)}`;
}

/** Null when no valid NIP starts with these nine digits (remainder 10, or all zeros). */
export function nipFrom(prefix9: string): string | null {
  assertDigits(prefix9, 9, 'NIP prefix');
  const control = weightedSum(prefix9, NIP_WEIGHTS) % 11;
  const nip = `${prefix9}${control}`;
  return control === 10 || isAllZeros(nip) ? null : nip;
}

export function regon9From(prefix8: string): string {
  assertDigits(prefix8, 8, 'REGON prefix');
  if (isAllZeros(prefix8)) throw new RangeError('REGON prefix must not be all zeros');
  return `${prefix8}${regonControl(prefix8, REGON9_WEIGHTS)}`;
}

export function regon14From(regon9: string, suffix4: string): string {
  if (!isValidRegon(regon9) || regon9.length !== 9) throw new RangeError('regon9 must be a valid 9-digit REGON');
  assertDigits(suffix4, 4, 'REGON suffix');
  const first13 = `${regon9}${suffix4}`;
  return `${first13}${regonControl(first13, REGON14_WEIGHTS)}`;
}

/** Prepends the two IBAN check digits to a 24-digit bank (8) and account (16) number. */
export function nrbFrom(bankAndAccount24: string): string {
  assertDigits(bankAndAccount24, 24, 'bank and account number');
  const check = 98 - mod97(`${bankAndAccount24}${PL_IBAN_CODE}00`);
  return `${pad(check, 2)}${bankAndAccount24}`;
}
