import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { fieldErrors } from '../testing/fieldErrors';
import { carInfoSchema, carInfoStepsFor, isMotorcycle, isTrailer } from './carInfo';

const car = {
  vehicleType: '001',
  make: 'TOY',
  year: '2020',
  model: 'COROLLA',
  fuelType: 'P',
  engineCapacity: '1598',
  enginePower: '97',
  body: 'SED',
  doorsCount: '4',
  version: '123',
  boughtAtPolishDealer: true,
};

describe('car info: every step required with its own message', () => {
  it('accepts a complete passenger car', () => {
    expect(fieldErrors(carInfoSchema, car)).toEqual({});
  });

  it('gives each missing step its own message', () => {
    expect(fieldErrors(carInfoSchema, { vehicleType: '001' })).toEqual({
      make: messages.MAKE_REQUIRED,
      year: messages.YEAR_REQUIRED,
      model: messages.MODEL_REQUIRED,
      fuelType: messages.FUEL_REQUIRED,
      engineCapacity: messages.ENGINE_CAPACITY_REQUIRED,
      enginePower: messages.ENGINE_POWER_REQUIRED,
      body: messages.BODY_REQUIRED,
      doorsCount: messages.DOORS_COUNT_REQUIRED,
      version: messages.VERSION_REQUIRED,
      boughtAtPolishDealer: messages.FIRST_OWNER_REQUIRED,
    });
  });

  it('motorcycles choose an engine capacity range instead of a model', () => {
    expect(isMotorcycle('004')).toBe(true);
    expect(fieldErrors(carInfoSchema, { vehicleType: '003', boughtAtPolishDealer: false })).toEqual({
      make: messages.MAKE_REQUIRED,
      year: messages.YEAR_REQUIRED,
      engineCapacityRange: messages.ENGINE_CAPACITY_RANGE_REQUIRED,
      version: messages.VERSION_REQUIRED,
    });
  });

  it('trailers and tractors skip some steps', () => {
    expect(isTrailer('006001')).toBe(true);
    expect(carInfoStepsFor('006')).toEqual(['make', 'year', 'model', 'body', 'version']);
    expect(carInfoStepsFor('007')).not.toContain('doorsCount');
    expect(carInfoStepsFor('007')).not.toContain('body');
  });

  it('the vehicle type must be a known code', () => {
    expect(fieldErrors(carInfoSchema, { ...car, vehicleType: '999' })).toEqual({ vehicleType: messages.REQUIRED_VALIDATION_ERROR });
  });

  it.each(['abcd', '20', '20201', '2020.5', '１９９９'])('a production year other than four digits (%s) is refused: the catalogue is looked up by it', (year) => {
    expect(fieldErrors(carInfoSchema, { ...car, year })).toEqual({ year: messages.YEAR_REQUIRED });
  });

  it.each(['99999999999', 'abc', '-1', '1e3'])('a version other than a catalogue line id (%s) is refused', (version) => {
    expect(fieldErrors(carInfoSchema, { ...car, version })).toEqual({ version: messages.VERSION_REQUIRED });
  });
});
