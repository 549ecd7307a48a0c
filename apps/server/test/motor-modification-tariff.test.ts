import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noRiders } from '../src/modules/motor-modification/policy-state';
import { changedPremium, premiumParts, proRata, remainingShare, tariffPremium, type TariffInput } from '../src/modules/motor-modification/tariff';

const input: TariffInput = {
  vehicleType: '001',
  productionYear: 2023,
  enginePower: 110,
  acSumInsured: 68500,
  mainDriverAge: 48,
  youngestDriverAge: null,
  licenceYears: 30,
  annualMileage: '15000',
  carUsage: 'PRIVATE',
  parkingType: 'GARAGE',
  abroadUsage: 'NONE',
  postalCode: '31-147',
  boughtAtPolishDealer: false,
  riders: noRiders,
  paymentFrequency: '1',
  currentYear: 2026,
};

describe('the motor tariff (decision 090)', () => {
  it('prices OC of a passenger car from its base and factors', () => {
    // 640 × 1.1 (110 kW) × 1 × 1 (15 000 km) × 1 × 1 × 1 (region 3)
    expect(tariffPremium(input)).toBe(704);
    expect(tariffPremium({ ...input, postalCode: '02-515' })).toBe(844.8);
    expect(tariffPremium({ ...input, mainDriverAge: 19 })).toBe(1548.8);
    expect(tariffPremium({ ...input, licenceYears: 1 })).toBe(1056);
    expect(tariffPremium({ ...input, paymentFrequency: '2' })).toBe(732.16);
  });

  it('prices AC from the sum insured and the vehicle age, the workshop variants as shares of it', () => {
    const ac = premiumParts({ ...input, riders: { ...noRiders, ac: true, shareValue: '0', shareTheftValue: '0' } }).ac;
    // 68 500 × 3.2 % (3 years) × 0.92 (garage)
    expect(ac).toBe(2016.64);
    const workshop = premiumParts({ ...input, riders: { ...noRiders, ac: true, acWorkshop: true, acWorkshopPlus: true, shareValue: '0', shareTheftValue: '0' } });
    expect(workshop.acWorkshop).toBe(363);
    expect(workshop.acWorkshopPlus).toBe(201.66);
    expect(premiumParts({ ...input, riders: { ...noRiders, acWorkshop: true } }).acWorkshop).toBe(0);
  });

  it('never lowers the premium when a rider is added, nor when the mileage grows', () => {
    const keys = ['ac', 'nnw', 'premiumAssistance', 'tires', 'replacementCar'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 90 }),
        fc.integer({ min: 10_000, max: 400_000 }),
        fc.constantFrom(...keys),
        fc.constantFrom('5000', '15000', '50000'),
        (age, value, key, mileage) => {
          const base = { ...input, mainDriverAge: age, acSumInsured: value, annualMileage: mileage };
          const riders = { ...noRiders, [key]: true, nnwValue: '10000', assistanceType: 'BASIC', shareValue: '500', shareTheftValue: '10' };
          expect(tariffPremium({ ...base, riders })).toBeGreaterThan(tariffPremium(base));
          expect(tariffPremium({ ...base, annualMileage: '99999' })).toBeGreaterThanOrEqual(tariffPremium(base));
        },
      ),
    );
  });

  it('scales the policy premium by the tariff change and keeps it when nothing changed', () => {
    expect(changedPremium(1234.56, 800, 800)).toBe(1234.56);
    expect(changedPremium(1000, 800, 1000)).toBe(1250);
  });

  it('charges the rest of the period pro rata', () => {
    expect(remainingShare('2026-01-01', '2026-12-31', '2026-01-01')).toBe(1);
    expect(remainingShare('2026-01-01', '2026-12-31', '2025-12-01')).toBe(1);
    expect(remainingShare('2026-01-01', '2026-12-31', '2026-12-31')).toBeCloseTo(1 / 365);
    expect(remainingShare('2026-01-01', '2026-12-31', '2027-01-01')).toBe(0);
    expect(proRata(365, remainingShare('2026-01-01', '2026-12-31', '2026-07-02'))).toBe(183);
    expect(proRata(-100, 0.5)).toBe(-50);
  });
});
