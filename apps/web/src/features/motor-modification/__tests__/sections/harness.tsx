import { zodResolver } from '@hookform/resolvers/zod';
import { cpMtaModelRulesSchema, type CpMtaModel } from '@panel/domain';
import type { ReactNode } from 'react';
import { FormProvider, useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { requiredFieldError } from '../../../../lib/forms';
import { accounts } from '../../../../testing/fixtures';
import { renderWithProviders } from '../../../../testing/render';
import { mtaModel, POLICY_NO } from '../mta-backend';

export { POLICY_NO };

/**
 * The page tests' loaded model with what the sections need on top: a co-owner and a mailing address of the main owner,
 * the catalogue's car values, cash and a payment change available, the main driver still to be filled.
 */
export function model(overrides: Partial<CpMtaModel> = {}): CpMtaModel {
  const base = mtaModel();
  const carValues = [54000, 60000, 66000];
  const emptyDriver = { birthDate: '', drivingLicenseYear: '', drivingLicenseMonth: '' };
  return {
    ...base,
    carData: { ...base.carData, fuelType: 'B', version: 'TOY-COR-1', versionName: 'Corolla 1.6 Comfort', carValues },
    otherData: { ...base.otherData, drivers: { ...base.otherData.drivers, mainDriver: emptyDriver } },
    owners: {
      ...base.owners,
      mainOwner: {
        ...base.owners.mainOwner,
        sameMailAddress: false,
        mailAddress: { zipCode: '30-001', city: 'Kraków', street: 'Floriańska', homeNumber: '3', apartmentNumber: '' },
      },
      firstCoowner: { ...base.owners.mainOwner, name: 'Anna Nowak', phoneNumber: '', postalCode: '' },
    },
    riders: { ...base.riders, carValues },
    payment: { ...base.payment, cashAvailable: true, paymentChangeAvailable: true },
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
