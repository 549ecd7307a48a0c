import { zodResolver } from '@hookform/resolvers/zod';
import { cpMtaModelRulesSchema, type CpMtaModel } from '@panel/domain';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { requiredFieldError } from '../../../../lib/forms';
import { accounts } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';

export const POLICY_NO = '1100000042';

/** A loaded modification model: a person owns the car with one co-owner, no cession, AC not on the policy yet. */
export function model(overrides: Partial<CpMtaModel> = {}): CpMtaModel {
  const address = { zipCode: '00-950', city: 'Warszawa', street: 'Marszałkowska', homeNumber: '10', apartmentNumber: '5' };
  return {
    policyNo: POLICY_NO,
    regNo: 'WA12345',
    carData: {
      vehicleType: '001',
      vehicleSubType: '',
      make: 'TOYOTA',
      year: '2021',
      model: 'COROLLA',
      engineCapacityRange: '',
      fuelType: 'B',
      engineCapacity: '1598',
      enginePower: '97',
      body: 'SEDAN',
      doorsCount: '4',
      version: 'TOY-COR-1',
      versionName: 'Corolla 1.6 Comfort',
      accessoriesOpt: [],
      boughtAtPolishDealer: true,
      currentMileage: 42000,
      carValue: 60000,
      infoExpertCarValue: 60000,
      carValues: [54000, 60000, 66000],
    },
    otherData: {
      actualMileage: '45000',
      averageAnnualMileage: '15000',
      carUsage: 'PRIVATE',
      parkingType: 'GARAGE',
      abroadUsage: 'NO',
      leastExpiriencedDriverLicenseYear: '2005',
      currentMileageVisible: true,
      annualMileageVisible: true,
      usageVisible: true,
      parkingVisible: true,
      usageAbroadVisible: true,
      drivingLicenseYearVisible: true,
      showDrivers: false,
      drivers: { isOwnerMd: 'Y', hasSd: 'N', mainDriver: { birthDate: '', drivingLicenseYear: '', drivingLicenseMonth: '' }, youngestDriver: null },
    },
    cession: {
      cession: false,
      id: null,
      type: 'SEARCH',
      bankCentralId: '',
      name: '',
      city: '',
      postCode: '',
      street: '',
      homeNumber: '',
      apartmentNumber: '',
      regon: '',
      nip: '',
    },
    owners: {
      mainOwner: {
        ownerType: '001',
        name: 'Jan Nowak',
        phoneNumber: '600100200',
        postalCode: '00-950',
        address,
        sameMailAddress: false,
        mailAddress: { zipCode: '30-001', city: 'Kraków', street: 'Floriańska', homeNumber: '3', apartmentNumber: '' },
      },
      firstCoowner: { ownerType: '001', name: 'Anna Nowak', phoneNumber: '', postalCode: '', address, sameMailAddress: true, mailAddress: null },
      secondCoowner: null,
    },
    raiders: {
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
      originalAc: false,
      carValue: 60000,
      infoExpertCarValue: 60000,
      carValues: [54000, 60000, 66000],
      enabled: { ac: true, acWorkshop: true, acWorkshopPlus: true, nnw: true, premiumAssistance: true, tires: true, replacementCar: false },
    },
    payment: { paymentType: 'TRANSFER', paymentFrequency: '1', cashAvailable: true, paymentChangeAvaialable: true },
    priceDto: { priceBefore: 1200, price: 1200, totalUnderpaymentAmount: 0 },
    summary: [],
    ...overrides,
  };
}

/** The page's resolver: every rule of 001 §5 over the whole model. */
const resolver = zodResolver(cpMtaModelRulesSchema('2026-11-22'), { error: requiredFieldError }, { raw: true }) as unknown as Resolver<CpMtaModel>;

function Harness({ values, children, expose }: { values: CpMtaModel; children: ReactNode; expose: (form: UseFormReturn<CpMtaModel>) => void }) {
  const form = useForm<CpMtaModel>({ defaultValues: values, resolver, mode: 'onChange' });
  expose(form);
  return (
    <FormProvider {...form}>
      {children}
      <button type="button" onClick={() => void form.trigger()}>
        Sprawdź formularz
      </button>
    </FormProvider>
  );
}

/** Renders a section in a form holding `values`, as the page does; `form()` gives the form to read what it holds. */
export function renderSection(ui: ReactNode, values: CpMtaModel = model()) {
  let current: UseFormReturn<CpMtaModel> | undefined;
  const view = renderWithProviders(
    <Harness values={values} expose={(form) => (current = form)}>
      {ui}
    </Harness>,
    { account: accounts.agent },
  );
  return { ...view, form: () => current! };
}
