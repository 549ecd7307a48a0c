import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { addressSchema, ownersSchema } from './owners';

const address = { zipCode: '00-950', city: 'Warszawa', street: 'Puławska', homeNumber: '15' };
const mainOwner = {
  ownerType: '001',
  address,
  sameMailAddress: true,
  postalCode: '00-950',
  phoneNumber: '600123456',
};

describe('address', () => {
  it('street, home number, city and zip are required; zip NN-NNN', () => {
    expect(fieldErrors(addressSchema, address)).toEqual({});
    expect(fieldErrors(addressSchema, {})).toEqual({
      zipCode: messages.REQUIRED_VALIDATION_ERROR,
      city: messages.REQUIRED_VALIDATION_ERROR,
      street: messages.REQUIRED_VALIDATION_ERROR,
      homeNumber: messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(fieldErrors(addressSchema, { ...address, zipCode: '0-0950' })).toEqual({ zipCode: messages.POST_CODE_VALIDATION_ERROR });
  });
});

describe('owners', () => {
  it('accepts a person main owner', () => {
    expect(fieldErrors(ownersSchema, { mainOwner })).toEqual({});
  });

  it("main owner postal code: required 'Pole nie powinno być puste.', NN-NNN 'Pole nie jest zgodne z przyjętym formatem.'", () => {
    expect(fieldErrors(ownersSchema, { mainOwner: { ...mainOwner, postalCode: '' } })).toEqual({
      'mainOwner.postalCode': 'Pole nie powinno być puste.',
    });
    expect(fieldErrors(ownersSchema, { mainOwner: { ...mainOwner, postalCode: '00950' } })).toEqual({
      'mainOwner.postalCode': 'Pole nie jest zgodne z przyjętym formatem.',
    });
  });

  it('main owner phone: nine digits, persons only', () => {
    expect(fieldErrors(ownersSchema, { mainOwner: { ...mainOwner, phoneNumber: '60012345' } })).toEqual({
      'mainOwner.phoneNumber': 'Pole nie jest zgodne z przyjętym formatem.',
    });
    expect(fieldErrors(ownersSchema, { mainOwner: { ...mainOwner, phoneNumber: '' } })).toEqual({
      'mainOwner.phoneNumber': 'Pole nie powinno być puste.',
    });
    expect(fieldErrors(ownersSchema, { mainOwner: { ...mainOwner, ownerType: '004', phoneNumber: '' } })).toEqual({});
  });

  it('the mailing address is checked only without the same-address tick', () => {
    const separate = { ...mainOwner, sameMailAddress: false, mailAddress: { ...address, street: '' } };
    expect(fieldErrors(ownersSchema, { mainOwner: separate })).toEqual({
      'mainOwner.mailAddress.street': messages.REQUIRED_VALIDATION_ERROR,
    });
    expect(fieldErrors(ownersSchema, { mainOwner: { ...separate, sameMailAddress: true } })).toEqual({});
    expect(fieldErrors(ownersSchema, { mainOwner: { ...mainOwner, sameMailAddress: false } })).toMatchObject({
      'mainOwner.mailAddress.city': messages.REQUIRED_VALIDATION_ERROR,
    });
  });

  it('co-owners need an address but no phone or postal code', () => {
    const coowner = { ownerType: '001', address, sameMailAddress: true };
    expect(fieldErrors(ownersSchema, { mainOwner, firstCoowner: coowner, secondCoowner: null })).toEqual({});
    expect(fieldErrors(ownersSchema, { mainOwner, firstCoowner: { ...coowner, address: { ...address, city: '' } } })).toEqual({
      'firstCoowner.address.city': messages.REQUIRED_VALIDATION_ERROR,
    });
  });
});
