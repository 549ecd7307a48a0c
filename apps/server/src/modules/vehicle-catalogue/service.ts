import {
  isoDateInPoland,
  isRecordId,
  messages,
  motorcycleEngineCapacityRanges,
  type Bank,
  type BankSearchQuery,
  type CarLine,
  type CitiesResponse,
  type EquipmentItem,
  type LovItem,
  type LovKey,
  type Make,
  type ModelsResponse,
  type MotorcycleVersion,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { fieldError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import * as repository from './repository';

/** Catalogue group of a 001 §9 vehicle type code: the motorcycle codes share one catalogue, so do the trailers. */
export function catalogueType(vehicleTypeCode: string): string {
  if (['003', '004', '005'].includes(vehicleTypeCode)) return '003';
  if (vehicleTypeCode === '006001') return '006';
  return vehicleTypeCode;
}

const polish = new Intl.Collator('pl');
const DRIVING_LICENSE_YEARS = 90;

export async function makes(db: Db, vehicleTypeCode: string): Promise<Make[]> {
  const rows = await repository.findMakes(db, catalogueType(vehicleTypeCode));
  return rows.sort((a, b) => polish.compare(a.description, b.description));
}

export async function models(db: Db, makeCode: string, year: string, vehicleTypeCode: string): Promise<ModelsResponse> {
  const rows = await repository.findModels(db, makeCode, catalogueType(vehicleTypeCode), Number(year));
  return Object.fromEntries(rows.map((row) => [row.code, row.name]));
}

type LineRow = Awaited<ReturnType<typeof repository.findCarLines>>[number];
/** Trailers have no fuel, engine or doors and electric cars no capacity: the contract carries them as '' and 0. */
const carLine = (row: LineRow): CarLine => ({
  id: String(row.id),
  model: row.model,
  version: row.version,
  fuel: row.fuel ?? '',
  engineDisplacement: row.engineDisplacement ?? 0,
  enginePower: row.enginePower ?? 0,
  body: row.body,
  doorsCount: row.doorsCount ?? 0,
  value: row.value,
});

export async function cars(db: Db, year: string, modelCode: string): Promise<CarLine[]> {
  return (await repository.findCarLines(db, modelCode, Number(year))).map(carLine);
}

export async function motorcycleVersions(db: Db, makeCode: string, year: string, rangeCode: string): Promise<MotorcycleVersion[]> {
  const range = motorcycleEngineCapacityRanges.find((candidate) => candidate.code === rangeCode);
  if (!range) throw fieldError('engineCapacity', messages.PATTERN_VALIDATION_ERROR);
  const rows = await repository.findMotorcycleVersions(db, makeCode, Number(year), range.min, range.max);
  return rows.map((row) => {
    const { fuel: _fuel, body: _body, doorsCount: _doors, ...version } = carLine(row);
    return version;
  });
}

/** Equipment of a car line produced in `year`; an unknown line or a year it was not made in is not found. */
export async function equipment(db: Db, type: 'STD' | 'OPT', carId: string, year: string): Promise<EquipmentItem[]> {
  const id = isRecordId(carId) ? Number(carId) : null;
  if (id === null || !(await repository.carLineExists(db, id, Number(year)))) throw notFound();
  return (await repository.findEquipment(db, id, type)).map((item) => ({ ...item, id: String(item.id) }));
}

const address = (row: { street: string; homeNumber: string; apartmentNumber?: string | null }) =>
  `${row.street} ${row.homeNumber}${row.apartmentNumber ? `/${row.apartmentNumber}` : ''}`;

export async function bankList(db: Db): Promise<Bank[]> {
  return (await repository.findBanks(db)).map((row) => ({ id: row.id, name: row.name, street: address(row), postCode: row.postCode, city: row.city }));
}

/** Branches of the chosen bank; `id` is the branch id a SEARCH cession records as bankCentralId (decision 091). */
export async function bankSearch(db: Db, query: BankSearchQuery): Promise<Bank[]> {
  return (await repository.searchBankBranches(db, query)).map((row) => ({
    id: String(row.id),
    name: row.name,
    street: address(row),
    postCode: row.postCode,
    city: row.city,
  }));
}

/** A list of values for one of the agent's motor policies; another agent's policy is not found. */
export async function lov(db: Db, user: SessionUser, policyNo: string, lovKey: LovKey, now = new Date()): Promise<LovItem[]> {
  if (!(await repository.isAgentsMotorPolicy(db, user.agentId, policyNo))) throw notFound();
  if (lovKey === 'CP_DRIVING_LICENSE_YEAR') {
    const year = Number(isoDateInPoland(now).slice(0, 4));
    return Array.from({ length: DRIVING_LICENSE_YEARS + 1 }, (_, i) => ({ key: String(year - i), value: String(year - i) }));
  }
  return repository.findLovEntries(db, lovKey);
}

export async function cities(db: Db, zip: string): Promise<CitiesResponse> {
  return (await repository.findCities(db, zip)).sort((a, b) => polish.compare(a.name, b.name));
}
