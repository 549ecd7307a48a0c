import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import {
  cpMtaLoadApiResponseSchema,
  cpMtaModelApiSchema,
  cpMtaModelRulesSchema,
  cpMtaModelSchema,
  documentsPrintSchema,
  noRiderChosen,
  panelPath,
  recalculateApiResponseSchema,
  riderKeys,
  ridersErrors,
  seedPath,
  toggleRider,
  type CpMtaModel,
  type RidersConfig,
} from './motorModification';

const TODAY = '2026-11-22';
const address = { zipCode: '02-515', city: 'Warszawa', street: 'Puławska', homeNumber: '41', apartmentNumber: '' };
const enabled = { ac: true, acWorkshop: true, acWorkshopPlus: true, nnw: true, premiumAssistance: true, tires: true, replacementCar: true };
const riders: RidersConfig = {
  ...noRiderChosen,
  ac: true,
  shareValue: '500',
  shareTheftValue: '10',
  originalAc: true,
  carValue: 68500,
  infoExpertCarValue: 68500,
  carValues: [61650, 68500, 75350],
  enabled,
};

/** A valid model of a passenger car with AC, as load answers it. */
const model: CpMtaModel = cpMtaModelSchema.parse({
  policyNo: '1194000001',
  regNo: 'WZ19401',
  carData: {
    vehicleType: '001',
    make: '102',
    year: '2023',
    model: '102001',
    fuelType: 'Benzyna',
    engineCapacity: '1498',
    enginePower: '110',
    body: 'LB',
    doorsCount: '5',
    version: '2301',
    versionName: '1.5 TSI 110 kW Ambition',
    accessoriesOpt: [
      { id: '1', name: 'Nawigacja GPS', percentage: 2.5, selected: true },
      { id: '2', name: 'Szyberdach panoramiczny', percentage: 5, selected: false },
    ],
    boughtAtPolishDealer: true,
    currentMileage: 43000,
    carValue: 68500,
    infoExpertCarValue: 68500,
    carValues: [61650, 68500, 75350],
  },
  otherData: {
    actualMileage: '43000',
    averageAnnualMileage: '15000',
    carUsage: 'PRIVATE',
    parkingType: 'GARAGE',
    abroadUsage: 'NONE',
    leastExperiencedDriverLicenseYear: '',
    currentMileageVisible: true,
    annualMileageVisible: true,
    usageVisible: true,
    parkingVisible: true,
    usageAbroadVisible: true,
    drivingLicenseYearVisible: false,
    showDrivers: true,
    drivers: { isOwnerMd: 'Y', hasSd: 'N', mainDriver: { birthDate: '1978-03-14', drivingLicenseYear: '1996', drivingLicenseMonth: '' }, youngestDriver: null },
  },
  cession: { cession: false, id: null, type: 'SEARCH' },
  owners: {
    mainOwner: { ownerType: '001', name: 'Grzegorz Kwiatkowski', phoneNumber: '604940011', postalCode: '02-515', address, sameMailAddress: true, mailAddress: null },
    firstCoowner: null,
    secondCoowner: null,
  },
  riders,
  payment: { paymentType: 'TRANSFER', paymentFrequency: '1', cashAvailable: true, paymentChangeAvailable: true },
  priceDto: { priceBefore: 2140, price: 2140, totalUnderpaymentAmount: 0 },
  summary: [],
});

const rules = cpMtaModelRulesSchema(TODAY);

describe('the cpMta model rules (001 §5)', () => {
  it('accepts the model of a policy as loaded', () => {
    expect(fieldErrors(rules, model)).toEqual({});
  });

  it('puts each broken rule at its field', () => {
    const broken = {
      ...model,
      regNo: 'WZ-1',
      carData: { ...model.carData, make: '', carValue: 80000 },
      otherData: { ...model.otherData, parkingType: '', drivers: { ...model.otherData.drivers, mainDriver: { ...model.otherData.drivers.mainDriver, birthDate: '2015-01-01' } } },
      owners: { ...model.owners, mainOwner: { ...model.owners.mainOwner, postalCode: '02515', address: { ...address, street: '' } } },
    };
    expect(fieldErrors(rules, broken)).toEqual({
      regNo: messages.PATTERN_VALIDATION_ERROR,
      'carData.make': messages.MAKE_REQUIRED,
      'carData.carValue': messages.CAR_VALUE_RANGE_ERROR,
      'otherData.parkingType': messages.REQUIRED_VALIDATION_ERROR,
      'otherData.drivers.mainDriver.birthDate': messages.BIRTH_DATE_INVALID_ERROR,
      'owners.mainOwner.postalCode': messages.FORMAT_MISMATCH_ERROR,
      'owners.mainOwner.address.street': messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it('refuses a model without a payment method', () => {
    expect(fieldErrors(rules, { ...model, payment: { ...model.payment, paymentType: '' } })).toEqual({ 'payment.paymentType': messages.PAYMENT_METHOD_REQUIRED });
  });

  it('checks drivers only when the model shows them', () => {
    const noDrivers = { ...model, otherData: { ...model.otherData, showDrivers: false, drivers: { isOwnerMd: '', hasSd: '', mainDriver: { birthDate: '', drivingLicenseYear: '', drivingLicenseMonth: '' }, youngestDriver: null } } };
    expect(fieldErrors(rules, noDrivers)).toEqual({});
    expect(fieldErrors(rules, { ...noDrivers, otherData: { ...noDrivers.otherData, showDrivers: true } })).toEqual({
      'otherData.drivers.isOwnerMd': messages.IS_OWNER_MAIN_DRIVER_REQUIRED_ERROR,
      'otherData.drivers.hasSd': messages.HAS_YOUNGER_DRIVERS_REQUIRED_ERROR,
    });
    const unnamed = { ...model.otherData.drivers, mainDriver: { birthDate: '', drivingLicenseYear: '', drivingLicenseMonth: '' } };
    expect(fieldErrors(rules, { ...model, otherData: { ...model.otherData, drivers: unnamed } })).toEqual({
      'otherData.drivers.mainDriver.birthDate': messages.BIRTH_DATE_REQUIRED_ERROR,
      'otherData.drivers.mainDriver.drivingLicenseYear': messages.LICENCE_YEAR_REQUIRED,
    });
  });

  it('checks the additional equipment: 4 items, 20 % of the value', () => {
    const items = (percentages: number[]) => percentages.map((percentage, i) => ({ id: String(i), name: `E${i}`, percentage, selected: true }));
    expect(fieldErrors(rules, { ...model, carData: { ...model.carData, accessoriesOpt: items([1, 1, 1, 1, 1]) } })).toEqual({ 'carData.accessoriesOpt': messages.EQUIPMENT_COUNT_ERROR });
    expect(fieldErrors(rules, { ...model, carData: { ...model.carData, accessoriesOpt: items([7, 7, 7]) } })).toEqual({ 'carData.accessoriesOpt': messages.EQUIPMENT_VALUE_ERROR });
  });

  it('checks a cession only when there is one, and needs AC for it', () => {
    const manual = { ...model.cession, cession: true, type: 'MANUAL_EDIT' as const, name: 'Bank', city: 'Warszawa', postCode: '00-950', street: 'Prosta', homeNumber: '1', regon: '123456789' };
    expect(fieldErrors(rules, { ...model, cession: { ...manual, cession: false } })).toEqual({});
    expect(fieldErrors(rules, { ...model, cession: manual })).toEqual({ 'cession.regon': messages.REGON_VALIDATION_ERROR });
    const search = { ...model.cession, cession: true, type: 'SEARCH' as const };
    expect(fieldErrors(rules, { ...model, cession: search, riders: { ...riders, ac: false, shareValue: '', shareTheftValue: '' } })).toEqual({
      'cession.bankCentralId': messages.BANK_REQUIRED,
      'cession.cession': messages.CESSION_REQUIRES_AC,
    });
  });
});

describe('riders (001 §4)', () => {
  it.each<[keyof typeof enabled, boolean, Partial<RidersConfig>]>([
    ['acWorkshop', true, { ac: true, acWorkshop: true }],
    ['acWorkshopPlus', true, { ac: true, acWorkshop: true, acWorkshopPlus: true }],
    ['ac', false, { ac: false, acWorkshop: false, acWorkshopPlus: false, shareValue: '', shareTheftValue: '', carValue: 68500 }],
    ['nnw', false, { nnw: false, nnwValue: '' }],
  ])('switching %s to %s', (key, on, expected) => {
    const start = { ...riders, ac: false, acWorkshop: false, nnw: true, nnwValue: '20000', carValue: 70000 };
    const from = key === 'ac' ? { ...riders, acWorkshop: true, acWorkshopPlus: true, carValue: 70000 } : start;
    expect(toggleRider(from, key, on)).toMatchObject(expected);
  });

  it('turning workshop AC off turns workshop plus off', () => {
    expect(toggleRider({ ...riders, acWorkshop: true, acWorkshopPlus: true }, 'acWorkshop', false)).toMatchObject({ ac: true, acWorkshop: false, acWorkshopPlus: false });
  });

  it('never leaves the AC family inconsistent, whatever is switched', () => {
    const family = ['ac', 'acWorkshop', 'acWorkshopPlus'] as const;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...family), fc.boolean()), { maxLength: 12 }), (steps) => {
        const end = steps.reduce((state, [key, on]) => toggleRider(state, key, on), { ...riders, originalAc: false });
        const errors = ridersErrors(end);
        expect(errors.acWorkshop).toBeUndefined();
        expect(errors.acWorkshopPlus).toBeUndefined();
      }),
    );
  });

  it('requires the variant of a rider chosen, and refuses a rider the configuration does not offer', () => {
    expect(ridersErrors({ ...riders, nnw: true, premiumAssistance: true })).toEqual({
      nnwValue: messages.REQUIRED_VALIDATION_ERROR,
      assistanceType: messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(ridersErrors({ ...riders, ac: true, originalAc: false, shareValue: '' })).toEqual({ shareValue: messages.REQUIRED_VALIDATION_ERROR });
    expect(ridersErrors({ ...riders, tires: true, enabled: { ...enabled, tires: false } })).toEqual({ tires: messages.RIDER_NOT_AVAILABLE });
    expect(riderKeys).toHaveLength(7);
  });
});

describe("the seed's spelling on the wire (decision 159)", () => {
  const loaded = cpMtaModelSchema.parse(model);

  it('sends the model as the seed spells it and reads it back in the panel spelling', () => {
    const wire = cpMtaModelApiSchema.encode(loaded);
    expect(wire).toMatchObject({ raiders: loaded.riders, payment: { paymentChangeAvaialable: true }, otherData: { leastExpiriencedDriverLicenseYear: '' } });
    expect(wire).not.toHaveProperty('riders');
    expect(wire.payment).not.toHaveProperty('paymentChangeAvailable');
    expect(wire.otherData).not.toHaveProperty('leastExperiencedDriverLicenseYear');
    expect(cpMtaModelApiSchema.decode(JSON.parse(JSON.stringify(wire)))).toEqual(loaded);
  });

  it('spells the answers of load and recalculate as the seed does', () => {
    expect(cpMtaLoadApiResponseSchema.encode({ ...loaded, pendingRiders: null })).toMatchObject({ pendingRaiders: null, raiders: loaded.riders });
    const answer = { referralCode: null, changeIncompatibleWithOWU: false, inspectionNeeded: false, ridersOptions: [], infoExpertCarValue: 1, carValues: [], priceDto: loaded.priceDto, summary: [] };
    expect(recalculateApiResponseSchema.encode(answer)).toMatchObject({ raidersOptions: [] });
  });

  it('refuses a model in the panel spelling on the wire, at the field the seed names', () => {
    const { raiders: _raiders, ...withoutRaiders } = cpMtaModelApiSchema.encode(loaded);
    const refused = cpMtaModelApiSchema.safeDecode({ ...withoutRaiders, riders: loaded.riders } as never);
    expect(refused.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['raiders']);
  });

  it('respells the paths of field errors both ways', () => {
    expect(seedPath('riders.shareValue')).toBe('raiders.shareValue');
    expect(seedPath('otherData.leastExperiencedDriverLicenseYear')).toBe('otherData.leastExpiriencedDriverLicenseYear');
    expect(seedPath('carData.version')).toBe('carData.version');
    expect(panelPath('raiders.shareValue')).toBe('riders.shareValue');
    expect(panelPath('payment.paymentChangeAvaialable')).toBe('payment.paymentChangeAvailable');
  });
});

describe('POST /ms-doc/print body', () => {
  it('needs the policy, the version and a client e-mail', () => {
    expect(fieldErrors(documentsPrintSchema, { policyNo: '1194000001', nameIdNo: '2', emailTo: ' klient@example.pl ' })).toEqual({});
    expect(fieldErrors(documentsPrintSchema, { policyNo: '1194000001', nameIdNo: '0', emailTo: 'klient@' })).toEqual({
      nameIdNo: messages.MTA_VERSION_NOT_FOUND,
      emailTo: messages.EMAIL_VALIDATION_MESSAGE,
    });
  });
});
