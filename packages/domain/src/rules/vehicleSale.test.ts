import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { addDays } from '../calendar';
import { fieldErrors } from '../testing/fieldErrors';
import fc from 'fast-check';
import {
  decideVehicleSale,
  vehicleSalePolicyOutcome,
  DEFAULT_UKS_CONTRACT_PARTY,
  isValidStreetNumber,
  keepsVehicleSaleDialogOpen,
  normalizePolicyNumberInput,
  sellerIsOwner,
  VEHICLE_SALE_OTHER_CODE,
  vehicleSaleAnswerMessages,
  type VehicleSaleOutcome,
  type VehicleSaleParties,
  type VehicleSalePolicyFacts,
  vehicleSaleErrorMessage,
  vehicleSaleRegisterSchema,
  vehicleSaleVerifySchema,
} from './vehicleSale';

const today = '2025-03-15';
const verify = { number: 'CP-123456', vin: 'WVWZZZ1JZ3W386752', sellingDate: '2025-03-10' };
const register = {
  ...verify,
  notificationDate: '2025-03-12',
  seller: { firstname: 'Jan', name: 'Kowalski', pesel: '44051401359' },
  buyer: { firstname: 'Anna', name: 'Nowak' },
  city: 'Warszawa',
  street: 'Marszałkowska',
  streetNo: '12A',
  postcode: '00-950',
  uploadedFiles: ['file-1'],
};

describe('vehicle sale verify', () => {
  const schema = vehicleSaleVerifySchema(today);

  it('accepts valid data', () => {
    expect(fieldErrors(schema, verify)).toEqual({});
  });

  it('policy number: alphanumeric with dash', () => {
    expect(fieldErrors(schema, { ...verify, number: '' })).toEqual({ number: messages.REQUIRED_VALIDATION_ERROR });
    expect(fieldErrors(schema, { ...verify, number: 'CP/123' })).toEqual({ number: messages.PATTERN_VALIDATION_ERROR });
    expect(fieldErrors(schema, { ...verify, number: '2024-123' })).toEqual({});
  });

  it('the policy number input keeps digits only', () => {
    expect(normalizePolicyNumberInput('CP-12 34a5')).toBe('12345');
  });

  it.each(['WVWZZZ1JZ3W38675', 'WVWZZZ1JZ3W38675O', 'wvwzzz1jz3w386752'])('VIN %s gives the VIN message', (vin) => {
    expect(fieldErrors(schema, { ...verify, vin })).toEqual({ vin: 'Nieprawidłowy numer VIN' });
  });

  it('selling date at most today', () => {
    expect(fieldErrors(schema, { ...verify, sellingDate: today })).toEqual({});
    expect(fieldErrors(schema, { ...verify, sellingDate: '2025-03-16' })).toEqual({
      sellingDate: messages.SELLING_DATE_FUTURE_ERROR,
    });
    expect(fieldErrors(schema, { ...verify, sellingDate: '2025-02-30' })).toEqual({ sellingDate: messages.DATE_INVALID_ERROR });
  });
});

describe('vehicle sale register', () => {
  const schema = vehicleSaleRegisterSchema(today);

  it('accepts valid data and defaults the contract party to SELLER and the notification date to today', () => {
    expect(fieldErrors(schema, register)).toEqual({});
    const { notificationDate: _, ...withoutDate } = register;
    const parsed = schema.parse(withoutDate);
    expect(parsed.uksContractParty).toBe('SELLER');
    expect(DEFAULT_UKS_CONTRACT_PARTY).toBe('SELLER');
    expect(parsed.notificationDate).toBe(today);
  });

  it('seller surname is required, max 70', () => {
    expect(fieldErrors(schema, { ...register, seller: { name: '' } })).toEqual({ 'seller.name': messages.REQUIRED_VALIDATION_ERROR });
    expect(fieldErrors(schema, { ...register, seller: { name: 'K'.repeat(71) } })).toEqual({ 'seller.name': messages.MAX_LENGTH_ERROR });
  });

  it('PESEL and REGON pass their checksums', () => {
    expect(fieldErrors(schema, { ...register, seller: { name: 'Kowalski', pesel: '44051401358', regon: '123456786' } })).toEqual({
      'seller.pesel': messages.PESEL_VALIDATION_ERROR,
      'seller.regon': messages.REGON_VALIDATION_ERROR,
    });
  });

  it('buyer PESEL is required only when the contract party is BUYER', () => {
    expect(fieldErrors(schema, { ...register, uksContractParty: 'SELLER' })).toEqual({});
    expect(fieldErrors(schema, { ...register, uksContractParty: 'BUYER' })).toEqual({
      'buyer.pesel': messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(fieldErrors(schema, { ...register, uksContractParty: 'BUYER', buyer: { name: 'Nowak', pesel: '02070803628' } })).toEqual({});
    expect(fieldErrors(schema, { ...register, uksContractParty: 'BUYER', buyerCompany: true, buyer: { name: 'Firma' } })).toEqual({
      'buyer.regon': messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it.each([
    ['12', true],
    ['12A', true],
    ['12a', true],
    ['12/14', true],
    ['12-14B', true],
    ['A12', false],
    ['12AB', false],
    ['12 A', false],
    ['', false],
  ])('street number %j is valid: %s', (value, valid) => {
    expect(isValidStreetNumber(value)).toBe(valid);
  });

  it('street number required with digits and optional letter/separator; flat number optional', () => {
    expect(fieldErrors(schema, { ...register, streetNo: '' })).toEqual({ streetNo: messages.REQUIRED_VALIDATION_ERROR });
    expect(fieldErrors(schema, { ...register, streetNo: 'dwa' })).toEqual({ streetNo: messages.PATTERN_VALIDATION_ERROR });
    expect(fieldErrors(schema, { ...register, flatNo: '3' })).toEqual({});
    expect(fieldErrors(schema, { ...register, flatNo: 'm.3' })).toEqual({ flatNo: messages.PATTERN_VALIDATION_ERROR });
  });

  it('postcode NN-NNN and phone optional not starting with 0', () => {
    expect(fieldErrors(schema, { ...register, postcode: '00950' })).toEqual({ postcode: messages.POST_CODE_VALIDATION_ERROR });
    expect(fieldErrors(schema, { ...register, phoneNumber: '012345678' })).toEqual({ phoneNumber: messages.PHONE_VALIDATION_ERROR });
  });

  it('files are required', () => {
    expect(fieldErrors(schema, { ...register, uploadedFiles: [] })).toEqual({ uploadedFiles: 'Nie wybrano pliku' });
  });

  it('notification date is not before the selling date', () => {
    expect(fieldErrors(schema, { ...register, notificationDate: '2025-03-09' })).toEqual({
      notificationDate: messages.NOTIFICATION_BEFORE_SELLING_ERROR,
    });
    expect(fieldErrors(schema, { ...register, notificationDate: '2025-03-10' })).toEqual({});
    expect(fieldErrors(schema, { ...register, sellingDate: 'wczoraj' })).toEqual({ sellingDate: messages.DATE_INVALID_ERROR });
  });

  it('shows cross-field errors together with field errors', () => {
    expect(fieldErrors(schema, { ...register, vin: '', seller: { name: '' } })).toEqual({
      vin: messages.REQUIRED_VALIDATION_ERROR,
      'seller.name': messages.REQUIRED_VALIDATION_ERROR,
    });
  });
});

describe('vehicle sale codes', () => {
  it.each(['00307', '00331', '00354', '00356', '99982'])('%s has its own message naming the helpline', (code) => {
    expect(vehicleSaleErrorMessage(code)).toContain('22 123 45 67');
    expect(vehicleSaleErrorMessage(code)).not.toBe(messages.UKS_SERVER_ERROR);
  });

  it('an unknown code gets the server error with the helpline', () => {
    expect(vehicleSaleErrorMessage('12345')).toBe(messages.UKS_SERVER_ERROR);
    expect(messages.UKS_SERVER_ERROR).toMatch(/^Wystąpił błąd po stronie serwera\./);
  });

  it('only 00356 keeps the dialog open', () => {
    expect(keepsVehicleSaleDialogOpen(['00307', '00356'])).toBe(true);
    expect(keepsVehicleSaleDialogOpen(['00307'])).toBe(false);
    expect(keepsVehicleSaleDialogOpen([])).toBe(false);
  });
});

describe('vehicle sale answer messages', () => {
  it('known codes show their catalogue message with the server reason as detail', () => {
    expect(vehicleSaleAnswerMessages(['00356'], 'Data sprzedaży przypada po zakończeniu okresu ubezpieczenia (2026-01-01).')).toEqual({
      messages: [messages.UKS_ERROR_00356],
      detail: 'Data sprzedaży przypada po zakończeniu okresu ubezpieczenia (2026-01-01).',
    });
  });

  it('an unknown code shows the server message, or the server error with the helpline, never nothing', () => {
    expect(vehicleSaleAnswerMessages([VEHICLE_SALE_OTHER_CODE], messages.UKS_NOT_CONCLUDED)).toEqual({ messages: [messages.UKS_NOT_CONCLUDED], detail: null });
    expect(vehicleSaleAnswerMessages(['12345'], null)).toEqual({ messages: [messages.UKS_SERVER_ERROR], detail: null });
  });
});

describe('vehicle sale decision (decision 070)', () => {
  const owner = { partyType: 'PERSON' as const, lastName: 'Zieliński', companyName: null, pesel: '85030830715', regon: null };
  const policy: VehicleSalePolicyFacts = {
    kind: 'CONCLUDED',
    status: 'ACTIVE',
    systemOfRecord: 'TIA',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    owner,
    lastOwnershipChange: null,
  };
  const sale: VehicleSaleParties = {
    sellingDate: '2025-03-10',
    company: false,
    seller: { name: 'zieliński', pesel: '', regon: '' },
    buyerCompany: false,
    buyer: { pesel: '02070803628', regon: '' },
  };

  it.each<[string, Partial<VehicleSalePolicyFacts>, Partial<VehicleSaleParties>, VehicleSaleOutcome]>([
    ['a renewal offer', { kind: 'RENEWAL' }, {}, { result: 'REJECTED', code: VEHICLE_SALE_OTHER_CODE, errorMsg: messages.UKS_NOT_CONCLUDED }],
    ['a legacy policy', { systemOfRecord: 'LEGACY' }, {}, { result: 'MANUAL', code: '00354' }],
    ['a terminated policy', { status: 'TERMINATED' }, {}, { result: 'MANUAL', code: '00354' }],
    ['a sale before the start', { startDate: '2025-03-11' }, {}, { result: 'REJECTED', code: '00331', errorMsg: null }],
    ['another seller', {}, { seller: { name: 'Kowalski', pesel: '', regon: '' } }, { result: 'REJECTED', code: '00307', errorMsg: null }],
    ['another PESEL', {}, { seller: { name: 'Zieliński', pesel: '02070803628', regon: '' } }, { result: 'REJECTED', code: '00307', errorMsg: null }],
    ['a company seller of a person’s policy', {}, { company: true }, { result: 'REJECTED', code: '00307', errorMsg: null }],
    [
      'a sale after the end of cover',
      { endDate: '2025-03-09' },
      {},
      { result: 'REJECTED', code: '00356', errorMsg: 'Data sprzedaży przypada po zakończeniu okresu ubezpieczenia (09.03.2025).' },
    ],
    [
      'a sale not after the last change',
      { lastOwnershipChange: '2025-03-10' },
      {},
      { result: 'REJECTED', code: '00356', errorMsg: 'Data sprzedaży musi być późniejsza niż ostatnia zarejestrowana zmiana właściciela (10.03.2025).' },
    ],
    ['the owner as the buyer', {}, { buyer: { pesel: '85030830715', regon: '' } }, { result: 'REJECTED', code: '00356', errorMsg: messages.UKS_BUYER_IS_OWNER }],
    ['an unidentified buyer', {}, { buyer: { pesel: '', regon: '' } }, { result: 'MANUAL', code: null }],
    ['the matching owner with the PESEL', {}, { seller: { name: 'ZIELIŃSKI ', pesel: '85030830715', regon: '' } }, { result: 'COMPLETED' }],
    ['a company buyer with REGON', {}, { buyerCompany: true, buyer: { pesel: '', regon: '123456785' } }, { result: 'COMPLETED' }],
  ])('%s', (_, facts, parties, expected) => {
    expect(decideVehicleSale({ ...policy, ...facts }, { ...sale, ...parties })).toEqual(expected);
  });

  it('the rules of the policy and the selling date alone are known at verify; the parties’ rules are not', () => {
    expect(vehicleSalePolicyOutcome({ ...policy, kind: 'QUOTATION' }, sale.sellingDate)).toMatchObject({ code: VEHICLE_SALE_OTHER_CODE });
    expect(vehicleSalePolicyOutcome({ ...policy, systemOfRecord: 'MIGRATION' }, sale.sellingDate)).toEqual({ result: 'MANUAL', code: '00354' });
    expect(vehicleSalePolicyOutcome(policy, '2024-12-31')).toEqual({ result: 'REJECTED', code: '00331', errorMsg: null });
    const endedBeforeTheSale: VehicleSalePolicyFacts = { ...policy, endDate: '2025-03-09' };
    expect(vehicleSalePolicyOutcome(endedBeforeTheSale, sale.sellingDate)).toBeNull();
  });

  it('a company owner is matched by name and REGON', () => {
    const company = { partyType: 'COMPANY' as const, lastName: null, companyName: 'Trans-Pol Sp. z o.o.', pesel: null, regon: '123456785' };
    expect(sellerIsOwner(company, { ...sale, company: true, seller: { name: 'trans-pol sp. z o.o.', pesel: '', regon: '123456785' } })).toBe(true);
    expect(sellerIsOwner(company, { ...sale, company: true, seller: { name: 'Trans-Pol Sp. z o.o.', pesel: '', regon: '012345678' } })).toBe(false);
  });

  it('never completes a sale dated before the start of cover (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 365 }), (days) => {
        const sellingDate = addDays('2025-01-01', -days);
        return decideVehicleSale(policy, { ...sale, sellingDate }).result === 'REJECTED';
      }),
    );
  });
});
