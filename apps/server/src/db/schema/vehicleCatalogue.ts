import { index, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The vehicle catalogue behind the cascading vehicle choice (001 §4, decision 091). `vehicleType` of makes and models
 * is the catalogue group of the 001 §9 codes: 001 car, 002 camper, 003 motorcycle (003–005), 006 trailer (006,
 * 006001), 007 tractor.
 */
export const vehicleMakes = pgTable('vehicle_makes', {
  code: text().primaryKey(),
  name: text().notNull(),
  /** Lower case without diacritics: finds 'Škoda' for a policy that says 'Skoda'. */
  searchName: text().notNull(),
});

export const vehicleMakeTypes = pgTable(
  'vehicle_make_types',
  {
    vehicleType: text().notNull(),
    makeCode: text()
      .notNull()
      .references(() => vehicleMakes.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.vehicleType, t.makeCode] })],
);

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    code: text().primaryKey(),
    makeCode: text()
      .notNull()
      .references(() => vehicleMakes.code, { onDelete: 'cascade' }),
    vehicleType: text().notNull(),
    name: text().notNull(),
    searchName: text().notNull(),
  },
  (t) => [index('vehicle_models_make_type_idx').on(t.makeCode, t.vehicleType, t.searchName)],
);

/** One catalogue version of a model: engine, body and trim. Trailers have no fuel, engine or doors. */
export const carLines = pgTable(
  'car_lines',
  {
    id: integer().primaryKey(),
    modelCode: text()
      .notNull()
      .references(() => vehicleModels.code, { onDelete: 'cascade' }),
    version: text().notNull(),
    versionName: text().notNull(),
    fuel: text(),
    engineDisplacement: integer(),
    /** kW. */
    enginePower: integer(),
    /** A CP_BODY_TYPE_DESC key. */
    body: text().notNull(),
    doorsCount: smallint(),
  },
  (t) => [index('car_lines_model_idx').on(t.modelCode, t.engineDisplacement)],
);

/** The catalogue (Info-Ekspert style) value of a car line by production year; a line exists in the years it has a value. */
export const carLineValues = pgTable(
  'car_line_values',
  {
    carLineId: integer()
      .notNull()
      .references(() => carLines.id, { onDelete: 'cascade' }),
    productionYear: smallint().notNull(),
    value: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.carLineId, t.productionYear] }),
    index('car_line_values_year_idx').on(t.productionYear, t.carLineId),
  ],
);

/** Standard (STD, percentage 0) and optional (OPT) equipment of a car line; OPT percentage is of the vehicle value. */
export const carEquipment = pgTable(
  'car_equipment',
  {
    id: integer().primaryKey(),
    carLineId: integer()
      .notNull()
      .references(() => carLines.id, { onDelete: 'cascade' }),
    type: text({ enum: ['STD', 'OPT'] }).notNull(),
    name: text().notNull(),
    percentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [index('car_equipment_line_type_idx').on(t.carLineId, t.type, t.id)],
);
