import { and, asc, eq, gte, ilike, lte, sql } from 'drizzle-orm';
import { BANK_SEARCH_LIMIT, type BankSearchQuery } from '@panel/domain';
import type { DbOrTx } from '../../db/client';
import {
  bankBranches,
  banks,
  carEquipment,
  carLines,
  carLineValues,
  lovEntries,
  policies,
  postcodeCities,
  vehicleMakes,
  vehicleMakeTypes,
  vehicleModels,
} from '../../db/schema/index';
import { searchName } from '../../lib/search-name';

export const findMakes = (db: DbOrTx, vehicleType: string) =>
  db
    .select({ code: vehicleMakes.code, description: vehicleMakes.name })
    .from(vehicleMakeTypes)
    .innerJoin(vehicleMakes, eq(vehicleMakes.code, vehicleMakeTypes.makeCode))
    .where(eq(vehicleMakeTypes.vehicleType, vehicleType));

/** Models of a make and type produced in `year` (a car line with a catalogue value that year). */
export const findModels = (db: DbOrTx, makeCode: string, vehicleType: string, year: number) =>
  db
    .selectDistinct({ code: vehicleModels.code, name: vehicleModels.name })
    .from(vehicleModels)
    .innerJoin(carLines, eq(carLines.modelCode, vehicleModels.code))
    .innerJoin(carLineValues, and(eq(carLineValues.carLineId, carLines.id), eq(carLineValues.productionYear, year)))
    .where(and(eq(vehicleModels.makeCode, makeCode), eq(vehicleModels.vehicleType, vehicleType)))
    .orderBy(asc(vehicleModels.code));

const lineColumns = {
  id: carLines.id,
  model: vehicleModels.name,
  version: carLines.versionName,
  fuel: carLines.fuel,
  engineDisplacement: carLines.engineDisplacement,
  enginePower: carLines.enginePower,
  body: carLines.body,
  doorsCount: carLines.doorsCount,
  value: carLineValues.value,
};

/** Car lines of a model produced in `year`, with that year's catalogue value. */
export const findCarLines = (db: DbOrTx, modelCode: string, year: number) =>
  db
    .select(lineColumns)
    .from(carLines)
    .innerJoin(vehicleModels, eq(vehicleModels.code, carLines.modelCode))
    .innerJoin(carLineValues, and(eq(carLineValues.carLineId, carLines.id), eq(carLineValues.productionYear, year)))
    .where(eq(carLines.modelCode, modelCode))
    .orderBy(asc(carLines.id));

/** Motorcycle versions of a make produced in `year` whose capacity is within [min, max] cm³. */
export const findMotorcycleVersions = (db: DbOrTx, makeCode: string, year: number, min: number, max: number) =>
  db
    .select(lineColumns)
    .from(carLines)
    .innerJoin(vehicleModels, eq(vehicleModels.code, carLines.modelCode))
    .innerJoin(carLineValues, and(eq(carLineValues.carLineId, carLines.id), eq(carLineValues.productionYear, year)))
    .where(
      and(
        eq(vehicleModels.makeCode, makeCode),
        eq(vehicleModels.vehicleType, '003'),
        gte(carLines.engineDisplacement, min),
        lte(carLines.engineDisplacement, max),
      ),
    )
    .orderBy(asc(vehicleModels.name), asc(carLines.id));

export async function carLineExists(db: DbOrTx, carLineId: number, year: number) {
  const [row] = await db
    .select({ id: carLineValues.carLineId })
    .from(carLineValues)
    .where(and(eq(carLineValues.carLineId, carLineId), eq(carLineValues.productionYear, year)));
  return row !== undefined;
}

export const findEquipment = (db: DbOrTx, carLineId: number, type: 'STD' | 'OPT') =>
  db
    .select({ id: carEquipment.id, name: carEquipment.name, percentage: carEquipment.percentage })
    .from(carEquipment)
    .where(and(eq(carEquipment.carLineId, carLineId), eq(carEquipment.type, type)))
    .orderBy(asc(carEquipment.id));

export const findBanks = (db: DbOrTx) =>
  db
    .select({ id: banks.centralId, name: banks.name, street: banks.street, homeNumber: banks.homeNumber, postCode: banks.postCode, city: banks.city })
    .from(banks)
    .orderBy(asc(banks.centralId))
    .limit(1000);

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Branches of one bank in a city (prefix, diacritics ignored), narrowed by the optional address fields. */
export const searchBankBranches = (db: DbOrTx, query: BankSearchQuery) =>
  db
    .select({
      id: bankBranches.id,
      name: bankBranches.name,
      street: bankBranches.street,
      homeNumber: bankBranches.homeNumber,
      apartmentNumber: bankBranches.apartmentNumber,
      postCode: bankBranches.postCode,
      city: bankBranches.city,
    })
    .from(bankBranches)
    .where(
      and(
        eq(bankBranches.centralId, query.centralId),
        sql`${bankBranches.citySearch} like ${`${likeEscape(searchName(query.city))}%`}`,
        query.postCode ? sql`${bankBranches.postCode} like ${`${likeEscape(query.postCode)}%`}` : undefined,
        query.street ? ilike(bankBranches.street, `%${likeEscape(query.street)}%`) : undefined,
        query.streetNo ? sql`lower(${bankBranches.homeNumber}) = ${query.streetNo.toLowerCase()}` : undefined,
        query.apartmentNo ? sql`lower(${bankBranches.apartmentNumber}) = ${query.apartmentNo.toLowerCase()}` : undefined,
      ),
    )
    .orderBy(asc(bankBranches.city), asc(bankBranches.id))
    .limit(BANK_SEARCH_LIMIT);

export async function isAgentsMotorPolicy(db: DbOrTx, agentId: number, policyNo: string) {
  const [row] = await db
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.agentId, agentId), eq(policies.policyNo, policyNo), eq(policies.productLine, 'CP')));
  return row !== undefined;
}

export const findLovEntries = (db: DbOrTx, lovKey: string) =>
  db.select({ key: lovEntries.key, value: lovEntries.value }).from(lovEntries).where(eq(lovEntries.lovKey, lovKey)).orderBy(asc(lovEntries.sortNo));

export const findCities = (db: DbOrTx, postcode: string) =>
  db.select({ name: postcodeCities.city }).from(postcodeCities).where(eq(postcodeCities.postcode, postcode)).limit(100);
