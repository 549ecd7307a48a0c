import { describe, expect, it } from 'vitest';
import * as domain from './index';
import { hostileStrings } from './testing/hostileText';
import { stringLeaves } from './testing/stringLeaves';
import type { z } from './z';

/**
 * The one string rule (rules/text.ts) on every request field, kept by walking every schema the package exports: a new
 * field that reads text without `text()` fails here. Exports named *ResponseSchema are answers; the others below are
 * not request input either (answers, configuration files, claims of tokens we signed).
 */
const notRequestInput = new Set([
  'apiErrorSchema',
  'bankSchema',
  'bannerConfigSchema',
  'calculatorLinkSchema',
  'carLineSchema',
  'caseListItemSchema',
  'cityItemSchema',
  'complaintTypeSchema',
  'contactSchema',
  'discountSchema',
  'docConfigFileSchema',
  'docConfigGroupSchema',
  'docConfigSchema',
  'docConfigSectionSchema',
  'documentSchema',
  'documentSetHashSchema',
  'forecastItemSchema',
  'handoffClaimsSchema',
  'insurerSchema',
  'lovItemSchema',
  'makeSchema',
  'motorcycleVersionSchema',
  'myFileSchema',
  'myFolderSchema',
  'officeAddressSchema',
  'ownershipSearchResultSchema',
  'policyDetailsSchema',
  'policyListRowSchema',
  'policySearchRowSchema',
  'quickSearchHitSchema',
  'reminderSchema',
  'renewalOfferSchema',
  'renewalOwnerSchema',
  'riderPriceSchema',
  'ridersPricesSchema',
  'servicingHistoryEntrySchema',
  'sessionSummarySchema',
  'trackingConfigurationSchema',
  'uploadedFileSchema',
  'userInfoSchema',
]);

/** Values read unchecked by the schema itself, and the schema that checks them before use. */
const checkedElsewhere: Record<string, string> = {
  'vehicleSaleRegisterBodySchema *': 'vehicleSaleRegisterSchema(today), in the service',
  'coOwnerSchema mailAddress.*': 'addressSchema, in the refinement',
  'mainOwnerSchema mailAddress.*': 'addressSchema, in the refinement',
  'ownersSchema mainOwner.mailAddress.*': 'addressSchema, in the refinement',
  'ownersSchema firstCoowner.mailAddress.*': 'addressSchema, in the refinement',
  'ownersSchema secondCoowner.mailAddress.*': 'addressSchema, in the refinement',
};

/** Every exported schema factory, with the arguments a caller passes. */
const factories: Record<string, unknown[]> = {
  cpMtaModelRulesSchema: ['2026-06-15'],
  vehicleSaleVerifySchema: ['2026-06-15'],
  vehicleSaleRegisterSchema: ['2026-06-15'],
  driversInfoSchema: ['2026-06-15'],
  carValueSchema: [50_000],
  postcodeSchema: [],
  documentsEmailSchema: ['agent@example.pl'],
};

const isSchema = (value: unknown): value is z.core.$ZodType => typeof value === 'object' && value !== null && '_zod' in value;
const exported = Object.entries(domain as Record<string, unknown>);
const requestSchemas: [string, z.core.$ZodType][] = [
  ...exported.filter((entry): entry is [string, z.core.$ZodType] => isSchema(entry[1]) && !entry[0].endsWith('ResponseSchema') && !notRequestInput.has(entry[0])),
  ...Object.entries(factories).map(([name, args]): [string, z.core.$ZodType] => [name, (domain as unknown as Record<string, (...a: unknown[]) => z.core.$ZodType>)[name]!(...args)]),
];

describe('every string of every request schema refuses what no text field may hold', () => {
  it('the factory table names every exported schema factory', () => {
    const exportedFactories = exported.filter(([name, value]) => typeof value === 'function' && name.endsWith('Schema')).map(([name]) => name);
    expect(Object.keys(factories).sort()).toEqual(exportedFactories.sort());
  });

  it('the list of schemas that are not request input names exported schemas only', () => {
    const names = new Set(exported.map(([name]) => name));
    expect([...notRequestInput].filter((name) => !names.has(name))).toEqual([]);
  });

  it.each(requestSchemas)('%s', (name, schema) => {
    const leaves = stringLeaves(schema);
    const unchecked = leaves.filter((leaf) => leaf.unchecked).map((leaf) => `${name} ${leaf.path}`);
    expect(unchecked.filter((key) => !(key in checkedElsewhere))).toEqual([]);
    const accepting = leaves
      .filter((leaf) => !leaf.unchecked)
      .flatMap((leaf) => hostileStrings.filter((value) => domain.z.safeParse(leaf.schema, value).success).map((value) => `${leaf.path || '(value)'} accepts ${JSON.stringify(value)}`));
    expect(accepting).toEqual([]);
  });
});
