import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { cessionSchema, cessionSearchCriteriaSchema } from './cession';

const manual = {
  type: 'MANUAL_EDIT',
  name: 'Bank Polski',
  city: 'Warszawa',
  postCode: '00-950',
  street: 'Puławska',
  homeNumber: '15',
  regon: '123456785',
};

describe('cession', () => {
  it('search needs a bank name and a city', () => {
    expect(fieldErrors(cessionSearchCriteriaSchema, { name: '', city: '' })).toEqual({
      name: messages.REQUIRED_VALIDATION_ERROR,
      city: messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(fieldErrors(cessionSearchCriteriaSchema, { name: 'PKO', city: 'Warszawa' })).toEqual({});
  });

  it('search mode needs a chosen bank', () => {
    expect(fieldErrors(cessionSchema, { type: 'SEARCH', bankCentralId: '' })).toEqual({ bankCentralId: messages.BANK_REQUIRED });
    expect(fieldErrors(cessionSchema, { type: 'SEARCH', bankCentralId: '1020' })).toEqual({});
    // The id of a branch from the search list: digits an integer column holds, never '99999999999' or 'abc'.
    for (const bankCentralId of ['99999999999', 'abc', '-1', '1.5']) {
      expect(fieldErrors(cessionSchema, { type: 'SEARCH', bankCentralId })).toEqual({ bankCentralId: messages.BANK_REQUIRED });
    }
  });

  it('manual mode: bank name, city, street, home number and REGON required; apartment optional', () => {
    expect(fieldErrors(cessionSchema, manual)).toEqual({});
    expect(fieldErrors(cessionSchema, { type: 'MANUAL_EDIT' })).toEqual({
      name: messages.REQUIRED_VALIDATION_ERROR,
      city: messages.REQUIRED_VALIDATION_ERROR,
      postCode: messages.REQUIRED_VALIDATION_ERROR,
      street: messages.REQUIRED_VALIDATION_ERROR,
      homeNumber: messages.REQUIRED_VALIDATION_ERROR,
      regon: messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it('manual mode: REGON check, postcode NN-NNN, NIP optional but valid', () => {
    expect(fieldErrors(cessionSchema, { ...manual, regon: '123456786', postCode: '00950', nip: '5261040829' })).toEqual({
      regon: 'Nieprawidłowy numer REGON',
      postCode: 'Nieprawidłowy format kodu pocztowego',
      nip: 'Nieprawidłowy numer NIP',
    });
    expect(fieldErrors(cessionSchema, { ...manual, nip: '5261040828' })).toEqual({});
  });
});
