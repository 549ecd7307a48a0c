import { z } from '../z';
import { addDays } from '../calendar';
import { formatAmount, formatIsoDateForDisplay } from '../locale';
import { fillMessage, messages } from '../messages';
import { carInfoSchema, vehicleTypeCodes } from '../rules/carInfo';
import { cessionSchema } from '../rules/cession';
import { driversInfoSchema } from '../rules/drivers';
import { isValidEmail } from '../rules/email';
import {
  equipmentSelectionError,
  isCarValueInRange,
  mtaPaymentSchema,
  mtaPaymentTypes,
  otherDataSchema,
  registrationNumberSchema,
} from '../rules/motorModification';
import { ownersSchema } from '../rules/owners';
import { text } from '../rules/text';
import { MTA_PRINT_ARGS, documentPolicyIdSchema, type DocumentPlace } from './documents';

/*
 * The motor policy modification (/cpmta, 001 §3, §7). `cpMtaModelSchema` is the shape of the model as load answers
 * it and the form holds it; `cpMtaModelRulesSchema(today)` adds every rule of 001 §5 on top (form resolver and server).
 */

const field = text().default('');

// ----- Car data -----

/** An equipment item (GET .../equipment/{STD|OPT}/...): percentage of the vehicle value. */
export const equipmentItemSchema = z.object({ id: text(), name: text(), percentage: z.number() });
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;
export const equipmentResponseSchema = z.array(equipmentItemSchema);

/** An additional (OPT) item as the model holds it, ticked or not. */
export const optionalEquipmentSchema = equipmentItemSchema.extend({ selected: z.boolean() });
export type OptionalEquipment = z.infer<typeof optionalEquipmentSchema>;

/**
 * Car info (001 §3). `version` is the id of the car line (or motorcycle version) chosen; `infoExpertCarValue` its
 * catalogue value; `carValue` the value insured (±10 % of it); `carValues` the choices offered; `currentMileage` the
 * mileage on the policy before the change.
 */
export const carDataSchema = z.object({
  vehicleType: z.enum(Object.values(vehicleTypeCodes)),
  vehicleSubType: field,
  make: field,
  year: field,
  model: field,
  engineCapacityRange: field,
  fuelType: field,
  engineCapacity: field,
  enginePower: field,
  body: field,
  doorsCount: field,
  version: field,
  versionName: field,
  accessoriesOpt: z.array(optionalEquipmentSchema).max(200),
  boughtAtPolishDealer: z.boolean().nullable(),
  currentMileage: z.number().int().min(0),
  carValue: z.number().nullable(),
  infoExpertCarValue: z.number().nullable(),
  carValues: z.array(z.number()).max(100),
});
export type CarData = z.infer<typeof carDataSchema>;

// ----- Other data and drivers -----

export const ynSchema = z.enum(['Y', 'N', '']);

export const mtaDriverSchema = z.object({ birthDate: field, drivingLicenseYear: field, drivingLicenseMonth: field });
export type MtaDriver = z.infer<typeof mtaDriverSchema>;

/** Drivers (001 §3): isOwnerMd, hasSd (Y/N, '' before the answer), the main and the youngest driver. */
export const mtaDriversSchema = z.object({
  isOwnerMd: ynSchema,
  hasSd: ynSchema,
  mainDriver: mtaDriverSchema,
  youngestDriver: mtaDriverSchema.nullable(),
});
export type MtaDrivers = z.infer<typeof mtaDriversSchema>;

/**
 * Other data (001 §3): the LOV keys chosen, the per-field visibility flags, and `drivers` shown when `showDrivers`.
 * `actualMileage` is the mileage typed now (digits, steps of 100 km).
 */
export const mtaOtherDataSchema = z.object({
  actualMileage: field,
  averageAnnualMileage: field,
  carUsage: field,
  parkingType: field,
  abroadUsage: field,
  leastExperiencedDriverLicenseYear: field,
  currentMileageVisible: z.boolean(),
  annualMileageVisible: z.boolean(),
  usageVisible: z.boolean(),
  parkingVisible: z.boolean(),
  usageAbroadVisible: z.boolean(),
  drivingLicenseYearVisible: z.boolean(),
  showDrivers: z.boolean(),
  drivers: mtaDriversSchema,
});
export type MtaOtherData = z.infer<typeof mtaOtherDataSchema>;

// ----- Cession -----

export const cessionTypes = ['SEARCH', 'MANUAL_EDIT'] as const;

/** Cession data (001 §3): `cession` says whether the policy is assigned to a bank; `id` is the stored cession. */
export const cessionDataSchema = z.object({
  cession: z.boolean(),
  id: text().nullable(),
  type: z.enum(cessionTypes),
  bankCentralId: field,
  name: field,
  city: field,
  postCode: field,
  street: field,
  homeNumber: field,
  apartmentNumber: field,
  regon: field,
  nip: field,
});
export type CessionData = z.infer<typeof cessionDataSchema>;

// ----- Owners -----

export const mtaAddressSchema = z.object({ zipCode: field, city: field, street: field, homeNumber: field, apartmentNumber: field });
export type MtaAddress = z.infer<typeof mtaAddressSchema>;

/** An owner (001 §3): `name` is read-only; phone and postal code are asked of the main owner only. */
export const mtaOwnerSchema = z.object({
  ownerType: text(),
  name: text(),
  phoneNumber: field,
  postalCode: field,
  address: mtaAddressSchema,
  sameMailAddress: z.boolean(),
  mailAddress: mtaAddressSchema.nullable(),
});
export type MtaOwner = z.infer<typeof mtaOwnerSchema>;

export const mtaOwnersSchema = z.object({
  mainOwner: mtaOwnerSchema,
  firstCoowner: mtaOwnerSchema.nullable(),
  secondCoowner: mtaOwnerSchema.nullable(),
});
export type MtaOwners = z.infer<typeof mtaOwnersSchema>;

// ----- Riders -----

/** The voluntary riders (001 §3, §4), in the order the price matrix shows them. */
export const riderKeys = ['ac', 'acWorkshop', 'acWorkshopPlus', 'nnw', 'premiumAssistance', 'tires', 'replacementCar'] as const;
export const riderKeySchema = z.enum(riderKeys);
export type RiderKey = z.infer<typeof riderKeySchema>;

/** Which riders the configuration offers (a rider not enabled is not shown). */
export const ridersEnabledSchema = z.object({
  ac: z.boolean(),
  acWorkshop: z.boolean(),
  acWorkshopPlus: z.boolean(),
  nnw: z.boolean(),
  premiumAssistance: z.boolean(),
  tires: z.boolean(),
  replacementCar: z.boolean(),
});
export type RidersEnabled = z.infer<typeof ridersEnabledSchema>;

/**
 * Riders (raidersConfigDto, 001 §3). `nnwValue` is the NNW sum insured key, `assistanceType` the assistance variant,
 * `shareValue` / `shareTheftValue` the deductible keys (CP_DEDUCTIBLE, CP_DEDUCTIBLE_T); `originalAc` the policy had AC
 * before the change; `carValue` the AC sum insured (±10 % of `infoExpertCarValue`).
 */
export const ridersConfigSchema = z.object({
  ac: z.boolean(),
  acWorkshop: z.boolean(),
  acWorkshopPlus: z.boolean(),
  nnw: z.boolean(),
  nnwValue: field,
  premiumAssistance: z.boolean(),
  assistanceType: field,
  tires: z.boolean(),
  replacementCar: z.boolean(),
  shareValue: field,
  shareTheftValue: field,
  originalAc: z.boolean(),
  carValue: z.number().nullable(),
  infoExpertCarValue: z.number().nullable(),
  carValues: z.array(z.number()).max(100),
  enabled: ridersEnabledSchema,
});
export type RidersConfig = z.infer<typeof ridersConfigSchema>;

/** Riders with none chosen: every rider off, no variant and no deductible. */
export const noRiderChosen = {
  ac: false,
  acWorkshop: false,
  acWorkshopPlus: false,
  nnw: false,
  nnwValue: '',
  premiumAssistance: false,
  assistanceType: '',
  tires: false,
  replacementCar: false,
  shareValue: '',
  shareTheftValue: '',
} as const satisfies Partial<RidersConfig>;

// ----- Payment, price, summary -----

export const mtaPaymentTypeSchema = z.enum(mtaPaymentTypes, { error: messages.PAYMENT_METHOD_REQUIRED });
export type MtaPaymentType = z.infer<typeof mtaPaymentTypeSchema>;

/** Payment (001 §3). */
export const mtaPaymentDataSchema = z.object({
  paymentType: mtaPaymentTypeSchema,
  paymentFrequency: z.enum(['1', '2']),
  cashAvailable: z.boolean(),
  paymentChangeAvailable: z.boolean(),
});
export type MtaPaymentData = z.infer<typeof mtaPaymentDataSchema>;

/** Annual premiums before and after the change; `totalUnderpaymentAmount` is due for the rest of the period (negative: a refund). */
export const priceDtoSchema = z.object({
  priceBefore: z.number(),
  price: z.number(),
  totalUnderpaymentAmount: z.number(),
});
export type PriceDto = z.infer<typeof priceDtoSchema>;

export const mtaSections = ['REG_NO', 'CAR_DATA', 'OTHER_DATA', 'CESSION', 'OWNERS', 'RIDERS', 'PAYMENT'] as const;
export const mtaSectionSchema = z.enum(mtaSections);
export type MtaSection = z.infer<typeof mtaSectionSchema>;

/** A summary row (001 §3): `source` is the field's Polish label; rows are grouped by `section` and sorted by `order`. */
export const summaryRowSchema = z.object({
  section: mtaSectionSchema,
  source: text(),
  originalVal: text(),
  newVal: text(),
  order: z.number().int(),
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;
export const summarySchema = z.array(summaryRowSchema).max(200);

// ----- The model -----

/** The modification model (cpMta, 001 §3) as load answers it and the page's form holds it. */
export const cpMtaModelSchema = z.object({
  policyNo: text(),
  regNo: text(),
  carData: carDataSchema,
  otherData: mtaOtherDataSchema,
  cession: cessionDataSchema,
  owners: mtaOwnersSchema,
  riders: ridersConfigSchema,
  payment: mtaPaymentDataSchema,
  priceDto: priceDtoSchema,
  summary: summarySchema,
});
export type CpMtaModel = z.infer<typeof cpMtaModelSchema>;

/**
 * GET /partner/rest/mta/cp/load/{policyNo}: the model of the policy in force, and the riders saved by
 * saveRidersChange and not yet part of a saved change (`pendingRiders`, null when none): the page starts from them,
 * so they are a change it shows, recalculates and summarises.
 */
export const cpMtaLoadResponseSchema = cpMtaModelSchema.extend({ pendingRiders: ridersConfigSchema.nullable() });
export type CpMtaLoadResponse = z.infer<typeof cpMtaLoadResponseSchema>;

type Issue = { path: PropertyKey[]; message: string };
function forward(ctx: z.core.$RefinementCtx, prefix: PropertyKey[], issues: readonly Issue[] | undefined) {
  for (const issue of issues ?? []) {
    ctx.addIssue({ code: 'custom', path: [...prefix, ...issue.path.map(String)], message: issue.message });
  }
}

const deductibleRequired = (riders: RidersConfig) => riders.ac && !riders.originalAc;

/** Riders rules (001 §4): workshop AC needs AC, workshop plus needs workshop AC; chosen variants are required. */
export function ridersErrors(riders: RidersConfig): Record<string, string> {
  const errors: Record<string, string> = {};
  if (riders.acWorkshop && !riders.ac) errors.acWorkshop = messages.RIDERS_AC_REQUIRED;
  if (riders.acWorkshopPlus && !riders.acWorkshop) errors.acWorkshopPlus = messages.RIDERS_WORKSHOP_REQUIRED;
  if (deductibleRequired(riders) && riders.shareValue === '') errors.shareValue = messages.REQUIRED_VALIDATION_ERROR;
  if (deductibleRequired(riders) && riders.shareTheftValue === '') errors.shareTheftValue = messages.REQUIRED_VALIDATION_ERROR;
  if (riders.nnw && riders.nnwValue === '') errors.nnwValue = messages.REQUIRED_VALIDATION_ERROR;
  if (riders.premiumAssistance && riders.assistanceType === '') errors.assistanceType = messages.REQUIRED_VALIDATION_ERROR;
  for (const key of riderKeys) {
    if (riders[key] && !riders.enabled[key]) errors[key] ??= messages.RIDER_NOT_AVAILABLE;
  }
  return errors;
}

/**
 * Switches one rider and applies its consequences (001 §4): AC off turns the workshop riders off, clears the
 * deductibles and returns the sum insured to the catalogue value; workshop on forces AC; workshop off turns plus off;
 * plus on forces both.
 */
export function toggleRider(riders: RidersConfig, key: RiderKey, on: boolean): RidersConfig {
  const next = { ...riders, [key]: on };
  if (key === 'ac' && !on) {
    return { ...next, acWorkshop: false, acWorkshopPlus: false, shareValue: '', shareTheftValue: '', carValue: riders.infoExpertCarValue };
  }
  if (key === 'acWorkshop') return on ? { ...next, ac: true } : { ...next, acWorkshopPlus: false };
  if (key === 'acWorkshopPlus' && on) return { ...next, ac: true, acWorkshop: true };
  if (key === 'nnw' && !on) return { ...next, nnwValue: '' };
  if (key === 'premiumAssistance' && !on) return { ...next, assistanceType: '' };
  return next;
}

/**
 * Every rule of 001 §5 over the model; `today` is yyyy-MM-dd (driver ages). A cession is checked only when the policy
 * has one, and needs AC (the cession section is offered only with AC).
 */
export function cpMtaModelRulesSchema(today: string) {
  return cpMtaModelSchema.superRefine((model, ctx) => {
    forward(ctx, ['regNo'], registrationNumberSchema.safeParse(model.regNo).error?.issues);
    const car = model.carData;
    forward(ctx, ['carData'], carInfoSchema.safeParse(car).error?.issues);
    if (car.carValue === null || car.infoExpertCarValue === null) {
      ctx.addIssue({ code: 'custom', path: ['carData', 'carValue'], message: messages.REQUIRED_VALIDATION_ERROR });
    } else if (!isCarValueInRange(car.carValue, car.infoExpertCarValue)) {
      ctx.addIssue({ code: 'custom', path: ['carData', 'carValue'], message: messages.CAR_VALUE_RANGE_ERROR });
    }
    const equipment = equipmentSelectionError(car.accessoriesOpt.filter((item) => item.selected));
    if (equipment) ctx.addIssue({ code: 'custom', path: ['carData', 'accessoriesOpt'], message: equipment });

    forward(ctx, ['otherData'], otherDataSchema.safeParse(model.otherData).error?.issues);
    if (model.otherData.showDrivers) {
      forward(ctx, ['otherData', 'drivers'], driversInfoSchema(today).safeParse(model.otherData.drivers).error?.issues);
    }
    if (model.cession.cession) {
      forward(ctx, ['cession'], cessionSchema.safeParse(model.cession).error?.issues);
      if (!model.riders.ac) ctx.addIssue({ code: 'custom', path: ['cession', 'cession'], message: messages.CESSION_REQUIRES_AC });
    }
    forward(ctx, ['owners'], ownersSchema.safeParse(model.owners).error?.issues);
    for (const [path, message] of Object.entries(ridersErrors(model.riders))) {
      ctx.addIssue({ code: 'custom', path: ['riders', path], message });
    }
    const riders = model.riders;
    if (riders.ac && riders.carValue !== null && riders.infoExpertCarValue !== null && !isCarValueInRange(riders.carValue, riders.infoExpertCarValue)) {
      ctx.addIssue({ code: 'custom', path: ['riders', 'carValue'], message: messages.CAR_VALUE_RANGE_ERROR });
    }
    forward(ctx, ['payment'], mtaPaymentSchema.safeParse(model.payment).error?.issues);
  });
}

// ----- Calls -----


/**
 * A riders price row (001 §2 price matrix): the annual premium of a rider (`variant` names the NNW sum or the
 * assistance type, '' when the rider has none) and what it costs for the rest of the period.
 */
export const riderPriceSchema = z.object({
  id: z.string(),
  rider: riderKeySchema,
  name: z.string(),
  variant: z.string(),
  variantName: z.string(),
  annualPremium: z.number(),
  proRataPremium: z.number(),
  selected: z.boolean(),
});
export type RiderPrice = z.infer<typeof riderPriceSchema>;

/** GET /partner/rest/mta/cp/getPrices/{policyNo}: empty `rows` means no options (every rider is included already). */
export const ridersPricesSchema = z.object({ rows: z.array(riderPriceSchema).max(100) });
export type RidersPrices = z.infer<typeof ridersPricesSchema>;

/**
 * POST /partner/rest/mta/cp/recalculate: answers the check of the change and the new price (001 §3). A referralCode
 * (DRIVER_AGE, CAR_VALUE; or CAR_VALUE_RANGE, AC_VEHICLE_AGE, USAGE with changeIncompatibleWithOWU) means save refuses
 * the change; `ridersOptions` prices the riders for the changed vehicle; `summary` lists the rows that change.
 */
export const recalculateResponseSchema = z.object({
  referralCode: z.string().nullable(),
  changeIncompatibleWithOWU: z.boolean(),
  inspectionNeeded: z.boolean(),
  ridersOptions: z.array(riderPriceSchema).max(100),
  infoExpertCarValue: z.number().nullable(),
  carValues: z.array(z.number()).max(100),
  priceDto: priceDtoSchema,
  summary: summarySchema,
});
export type RecalculateResponse = z.infer<typeof recalculateResponseSchema>;

/** AC is not sold for vehicles older than this (OWU). */
export const AC_MAX_VEHICLE_AGE = 15;
/** Main or youngest drivers under this age need the underwriter's consent (referral). */
export const REFERRAL_DRIVER_AGE = 21;
/** Vehicles worth more than this need the underwriter's consent (referral). */
export const REFERRAL_CAR_VALUE = 400_000;
/** Uses the motor OWU excludes: such vehicles are insured in the fleet product. */
export const USAGES_OUTSIDE_OWU = ['TAXI', 'RENTAL'];

/** Why a change is referred or against the OWU, by the recalculation's referralCode (decision 136). */
export const referralReasons: Readonly<Record<string, string>> = {
  CAR_VALUE_RANGE: 'Wartość pojazdu lub suma ubezpieczenia AC różni się od wartości katalogowej o więcej niż 10%.',
  AC_VEHICLE_AGE: `AC można dodać tylko do pojazdu, który ma najwyżej ${AC_MAX_VEHICLE_AGE} lat.`,
  USAGE: 'Wybrany sposób użytkowania (taksówka, przewóz osób, wynajem krótkoterminowy) jest wyłączony z OWU.',
  DRIVER_AGE: `Kierowca pojazdu ma mniej niż ${REFERRAL_DRIVER_AGE} lat – zmiana wymaga zgody działu oceny ryzyka.`,
  CAR_VALUE: `Wartość pojazdu przekracza ${formatAmount(REFERRAL_CAR_VALUE, 0)} – zmiana wymaga zgody działu oceny ryzyka.`,
};

/** Days after the change's start date within which the photos of an inspection are due (001 §4). */
export const INSPECTION_DAYS = 3;

/** The inspection notice of a change starting on `changeStart` (yyyy-MM-dd): the start date and the last day for the photos. */
export function inspectionNotice(changeStart: string): string {
  return fillMessage(messages.INSPECTION_NEEDED, {
    start: formatIsoDateForDisplay(changeStart),
    due: formatIsoDateForDisplay(addDays(changeStart, INSPECTION_DAYS)),
  });
}

/** POST /partner/rest/mta/cp/save/{paymentType} */
export const mtaSaveParamsSchema = z.object({ paymentType: mtaPaymentTypeSchema });

/**
 * The saved change: the policy's new `version`; the change documents are listed at the documents place
 * `MTA_DOCUMENTS_PLACE` with `printArgs` (the version), and e-mailed with /ms-doc/print naming the version as nameIdNo.
 */
export const MTA_DOCUMENTS_PLACE: DocumentPlace = 'MTA';
export const mtaSaveResponseSchema = z.object({
  policyNo: z.string(),
  version: z.number().int(),
  priceDto: priceDtoSchema,
  paymentType: mtaPaymentTypeSchema,
  inspectionNeeded: z.boolean(),
  printArgs: z.string(),
});
export type MtaSaveResponse = z.infer<typeof mtaSaveResponseSchema>;

/**
 * POST /partner/rest/mta/cp/saveRidersChange: the riders chosen in the price matrix (`riders`) and the ids of the
 * getPrices rows they were chosen from (`ids`); the server refuses rows that are no longer the policy's prices.
 * Only riders added are taken (riders in force are removed through save); an empty choice clears the riders saved.
 */
export const saveRidersChangeSchema = z.object({
  policyNo: documentPolicyIdSchema,
  riders: ridersConfigSchema,
  ids: z.array(text().max(60)).max(100),
});
export type SaveRidersChange = z.infer<typeof saveRidersChangeSchema>;
export const saveRidersChangeResponseSchema = z.object({ riders: ridersConfigSchema, message: z.string() });
export type SaveRidersChangeResponse = z.infer<typeof saveRidersChangeResponseSchema>;

// ----- The seed's spelling on the wire -----

/**
 * The seed misspells five names of these calls (001 §3, §7). The calls keep the seed's spelling; everything behind
 * them (the form, the server's services, the database) uses the right one. The `…Api…Schema`s below are that edge: the
 * server's routes validate requests and serialise answers with them, the web's calls encode and decode with them, and
 * the paths of a refusal's field errors are respelt with `seedPath` and `panelPath`.
 */
const seedSpelling = {
  riders: 'raiders',
  pendingRiders: 'pendingRaiders',
  ridersOptions: 'raidersOptions',
  paymentChangeAvailable: 'paymentChangeAvaialable',
  leastExperiencedDriverLicenseYear: 'leastExpiriencedDriverLicenseYear',
} as const;
type SeedSpelling = typeof seedSpelling;
const toSeed: Readonly<Record<string, string>> = seedSpelling;
const toPanel: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(seedSpelling).map(([panel, seed]) => [seed, panel]));

/** A type as the seed spells it: the keys of its objects at every depth. */
type SeedSpelt<T> = T extends readonly (infer Item)[]
  ? SeedSpelt<Item>[]
  : T extends object
    ? { [K in keyof T as K extends keyof SeedSpelling ? SeedSpelling[K] : K]: SeedSpelt<T[K]> }
    : T;

/** A value with the object keys at every depth respelt. */
function respelt(value: unknown, spelling: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) return value.map((item) => respelt(item, spelling));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [spelling[key] ?? key, respelt(item, spelling)]));
}

/** An object schema as the seed spells it: its keys, and those of the objects in it. */
function seedSpelt(schema: z.ZodObject): z.ZodObject {
  const entries = Object.entries(schema.shape).map(([key, field]) => [toSeed[key] ?? key, field instanceof z.ZodObject ? seedSpelt(field) : field]);
  return z.object(Object.fromEntries(entries));
}

/** A call's schema: the seed's spelling on the wire, decoded to the panel's and encoded back. */
function seedSpeltOnTheWire<T extends z.ZodObject>(schema: T) {
  const wire = seedSpelt(schema) as unknown as z.ZodType<SeedSpelt<z.output<T>>, SeedSpelt<z.input<T>>>;
  return z.codec(wire, schema, {
    decode: (value) => respelt(value, toPanel) as z.input<T>,
    encode: (value) => respelt(value, toSeed) as SeedSpelt<z.output<T>>,
  });
}

/** A value of the panel's shape whatever the spelling it was kept in (a draft saved before decision 159). */
export const panelSpelt = <T>(value: T): T => respelt(value, toPanel) as T;

/** A field path as the seed spells it ('riders.ac' → 'raiders.ac'). */
export const seedPath = (path: string) => path.split('.').map((key) => toSeed[key] ?? key).join('.');
/** A field path of the seed as the panel spells it ('raiders.ac' → 'riders.ac'). */
export const panelPath = (path: string) => path.split('.').map((key) => toPanel[key] ?? key).join('.');

/** The model sent to recalculate and save. */
export const cpMtaModelApiSchema = seedSpeltOnTheWire(cpMtaModelSchema);
export type CpMtaModelApi = SeedSpelt<CpMtaModel>;
export const cpMtaLoadApiResponseSchema = seedSpeltOnTheWire(cpMtaLoadResponseSchema);
export type CpMtaLoadApiResponse = SeedSpelt<CpMtaLoadResponse>;
export const recalculateApiResponseSchema = seedSpeltOnTheWire(recalculateResponseSchema);
export type RecalculateApiResponse = SeedSpelt<RecalculateResponse>;
export const saveRidersChangeApiSchema = seedSpeltOnTheWire(saveRidersChangeSchema);
export type SaveRidersChangeApi = SeedSpelt<SaveRidersChange>;
export const saveRidersChangeApiResponseSchema = seedSpeltOnTheWire(saveRidersChangeResponseSchema);
export type SaveRidersChangeApiResponse = SeedSpelt<SaveRidersChangeResponse>;

// ----- Vehicle catalogue, banks -----

const code = text().regex(/^[A-Za-z0-9_-]{1,20}$/, { error: messages.PATTERN_VALIDATION_ERROR });
const yearParam = text().regex(/^\d{4}$/, { error: messages.YEAR_REQUIRED });

/** GET /partner/rest/mta/cp/makes/{vehicleTypeCode} */
export const makesParamsSchema = z.object({ vehicleTypeCode: z.enum(Object.values(vehicleTypeCodes), { error: messages.PATTERN_VALIDATION_ERROR }) });
export const makeSchema = z.object({ code: z.string(), description: z.string() });
export type Make = z.infer<typeof makeSchema>;
export const makesResponseSchema = z.array(makeSchema);

/** GET /partner/rest/mta/cp/models/{makeCode}/{productionYearCode}/{vehicleTypeCode}: model code → name. */
export const modelsParamsSchema = z.object({
  makeCode: code,
  productionYearCode: yearParam,
  vehicleTypeCode: makesParamsSchema.shape.vehicleTypeCode,
});
export const modelsResponseSchema = z.record(z.string(), z.string());
export type ModelsResponse = z.infer<typeof modelsResponseSchema>;

/** GET /partner/rest/mta/cp/cars/{productionYear}/{carModel}: car lines; `value` is the catalogue value in that year. */
export const carsParamsSchema = z.object({ productionYear: yearParam, carModel: code });
export const carLineSchema = z.object({
  id: z.string(),
  model: z.string(),
  version: z.string(),
  fuel: z.string(),
  engineDisplacement: z.number().int(),
  enginePower: z.number().int(),
  body: z.string(),
  doorsCount: z.number().int(),
  value: z.number(),
});
export type CarLine = z.infer<typeof carLineSchema>;
export const carLinesResponseSchema = z.array(carLineSchema);

/** GET /partner/rest/mta/cp/cars/{make}/{productionYear}/{engineCapacity}: motorcycle versions in a capacity range. */
export const motorcycleVersionsParamsSchema = z.object({ make: code, productionYear: yearParam, engineCapacity: code });
export const motorcycleVersionSchema = z.object({
  id: z.string(),
  model: z.string(),
  version: z.string(),
  engineDisplacement: z.number().int(),
  enginePower: z.number().int(),
  value: z.number(),
});
export type MotorcycleVersion = z.infer<typeof motorcycleVersionSchema>;
export const motorcycleVersionsResponseSchema = z.array(motorcycleVersionSchema);

/** GET /partner/rest/mta/cp/equipment/{type}/{carId}/{productionYear}: STD standard, OPT additional. */
export const equipmentTypes = ['STD', 'OPT'] as const;
export const equipmentParamsSchema = z.object({
  type: z.enum(equipmentTypes, { error: messages.PATTERN_VALIDATION_ERROR }),
  carId: code,
  productionYear: yearParam,
});

/** A bank (001 §3): GET .../bank/list lists the central banks, .../bank/search their branches. */
export const bankSchema = z.object({ id: z.string(), name: z.string(), street: z.string(), postCode: z.string(), city: z.string() });
export type Bank = z.infer<typeof bankSchema>;
/** No list is unbounded (GUIDE §9): a search answers at most this many branches, shown 10 per page. */
export const BANK_SEARCH_LIMIT = 100;
export const banksResponseSchema = z.array(bankSchema).max(1000);

const searchField = text().trim().max(255, { error: messages.MAX_LENGTH_ERROR }).default('');
/** GET /partner/rest/mta/cp/bank/search: a bank (central id) and a city are needed (001 §5). */
export const bankSearchQuerySchema = z.object({
  centralId: searchField.pipe(z.string().min(1, { error: messages.CESSION_SEARCH_CRITERIA_REQUIRED })),
  city: searchField.pipe(z.string().min(1, { error: messages.CESSION_SEARCH_CRITERIA_REQUIRED })),
  postCode: searchField,
  street: searchField,
  streetNo: searchField,
  apartmentNo: searchField,
});
export type BankSearchQuery = z.infer<typeof bankSearchQuerySchema>;

// ----- Information files and e-mail of the change documents -----

/** GET /ms-doc/get-pid-file-names/CP/{policyId}: the information files, downloaded from /doc/komunikacja/{file}. */
export const pidFileNamesParamsSchema = z.object({ policyId: documentPolicyIdSchema });
export const pidFileNamesResponseSchema = z.array(z.string());
export const PID_FILES_PATH = '/doc/komunikacja/';

/** POST /ms-doc/print: e-mails the documents of the change (`nameIdNo`: the version save answered) to the client. */
export const documentsPrintSchema = z.object({
  policyNo: documentPolicyIdSchema,
  nameIdNo: text({ error: messages.MTA_VERSION_NOT_FOUND }).regex(MTA_PRINT_ARGS, { error: messages.MTA_VERSION_NOT_FOUND }),
  emailTo: text({ error: messages.REQUIRED_VALIDATION_ERROR })
    .trim()
    .min(1, { error: messages.REQUIRED_VALIDATION_ERROR })
    .max(254, { error: messages.MAX_LENGTH_ERROR })
    .refine(isValidEmail, { error: messages.EMAIL_VALIDATION_MESSAGE }),
});
export type DocumentsPrint = z.infer<typeof documentsPrintSchema>;
/** The e-mail is queued and sent by a job; `documents` names the attached files. */
export const documentsPrintResponseSchema = z.object({ emailTo: z.string(), documents: z.array(z.string()) });
export type DocumentsPrintResponse = z.infer<typeof documentsPrintResponseSchema>;

// ----- Added by H-catalogue (decision 091): the motorcycle engine capacity step -----

/** Engine capacity ranges of the motorcycle cascade (001 §4): the `engineCapacity` of .../cars/{make}/{year}/{range}. */
export const motorcycleEngineCapacityRanges = [
  { code: '001', description: 'do 50 cm³', min: 0, max: 50 },
  { code: '002', description: '51–125 cm³', min: 51, max: 125 },
  { code: '003', description: '126–250 cm³', min: 126, max: 250 },
  { code: '004', description: '251–500 cm³', min: 251, max: 500 },
  { code: '005', description: '501–750 cm³', min: 501, max: 750 },
  { code: '006', description: '751–1000 cm³', min: 751, max: 1000 },
  { code: '007', description: 'powyżej 1000 cm³', min: 1001, max: 99999 },
] as const;
export type MotorcycleEngineCapacityRange = (typeof motorcycleEngineCapacityRanges)[number];
