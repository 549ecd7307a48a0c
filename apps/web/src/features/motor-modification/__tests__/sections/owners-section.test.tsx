import { messages, type CpMtaModel } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { server } from '../../../../testing/server';
import { OwnersSection } from '../../components/sections/OwnersSection';
import { model, POLICY_NO, renderSection } from './harness';

const cities: Record<string, string[]> = {
  '00-950': ['Warszawa'],
  '30-001': ['Kraków'],
  '32-080': ['Zabierzów', 'Zabierzów Bocheński', 'Bolechowice', 'Kochanów'],
};
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.get('/partner/rest/address/cities/:zip', ({ params }) => {
      asked.push(String(params.zip));
      return HttpResponse.json((cities[String(params.zip)] ?? []).map((name) => ({ name })));
    }),
  );
});

const open = (values = model()) => renderSection(<OwnersSection policyNo={POLICY_NO} />, values);
const owner = (name: string) => screen.getByRole('group', { name });
const withMainOwner = (mainOwner: Partial<CpMtaModel['owners']['mainOwner']>) => {
  const values = model();
  return model({ owners: { ...values.owners, mainOwner: { ...values.owners.mainOwner, ...mainOwner } } });
};

describe('owners section', () => {
  test('shows the main owner and the co-owners the policy has, names read-only, the phone for the main owner only', () => {
    open();
    const main = owner('Właściciel');
    expect(within(main).getByLabelText('Imię i nazwisko')).toHaveValue('Jan Nowak');
    expect(within(main).getByLabelText('Imię i nazwisko')).toHaveAttribute('readonly');
    expect(within(main).getByLabelText(/Telefon/)).toHaveValue('600100200');
    const coowner = owner('Pierwszy współwłaściciel');
    expect(within(coowner).getByLabelText('Imię i nazwisko')).toHaveValue('Anna Nowak');
    expect(within(coowner).queryByLabelText(/Telefon/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Drugi współwłaściciel' })).not.toBeInTheDocument();
  });

  test("the main owner has one postcode field, its address's, which is also its postal code (issue 12 item 10)", async () => {
    const { user, form } = open(withMainOwner({ sameMailAddress: true, mailAddress: null }));
    const main = owner('Właściciel');
    const [zip, ...more] = within(main).getAllByLabelText(/Kod pocztowy/);
    expect(more).toEqual([]);
    expect(within(main).getByRole('group', { name: 'Adres zamieszkania' })).toContainElement(zip!);
    await user.clear(zip!);
    await user.type(zip!, '32080');
    expect(form().getValues('owners.mainOwner.address.zipCode')).toBe('32-080');
    expect(form().getValues('owners.mainOwner.postalCode')).toBe('32-080');
    expect(form().getFieldState('owners.mainOwner.postalCode').isDirty).toBe(true);
    const coowner = owner('Pierwszy współwłaściciel');
    await user.clear(within(within(coowner).getByRole('group', { name: 'Adres zamieszkania' })).getByLabelText(/Kod pocztowy/));
    expect(form().getValues('owners.mainOwner.postalCode')).toBe('32-080');
    expect(form().getValues('owners.firstCoowner.postalCode')).toBe('');
  });

  test('a company (owner type 004) has company labels and no phone', () => {
    open(withMainOwner({ ownerType: '004', name: 'Auto-Serwis Sp. z o.o.' }));
    const main = owner('Właściciel');
    expect(within(main).getByLabelText('Nazwa firmy')).toHaveValue('Auto-Serwis Sp. z o.o.');
    expect(within(main).getByRole('group', { name: 'Adres siedziby' })).toBeInTheDocument();
    expect(within(main).getByLabelText('Adres korespondencyjny taki sam jak adres siedziby')).toBeInTheDocument();
    expect(within(main).queryByLabelText(/Telefon/)).not.toBeInTheDocument();
  });

  test('ticking the same mailing address clears and hides it; unticking restores what it held', async () => {
    const { user, form } = open();
    const main = owner('Właściciel');
    const mail = within(main).getByRole('group', { name: 'Adres korespondencyjny' });
    expect(within(mail).getByLabelText(/Ulica/)).toHaveValue('Floriańska');

    await user.click(within(main).getByLabelText('Adres korespondencyjny taki sam jak adres zamieszkania'));
    expect(within(main).queryByRole('group', { name: 'Adres korespondencyjny' })).not.toBeInTheDocument();
    expect(form().getValues('owners.mainOwner.mailAddress')).toBeNull();
    expect(form().getValues('owners.mainOwner.sameMailAddress')).toBe(true);

    await user.click(within(main).getByLabelText('Adres korespondencyjny taki sam jak adres zamieszkania'));
    const restored = within(main).getByRole('group', { name: 'Adres korespondencyjny' });
    expect(within(restored).getByLabelText(/Ulica/)).toHaveValue('Floriańska');
    expect(within(restored).getByRole('combobox', { name: /Miejscowość/ })).toHaveValue('Kraków');
    expect(form().getValues('owners.mainOwner.sameMailAddress')).toBe(false);
  });

  test('unticking a co-owner’s same mailing address opens an empty mailing address that must be filled', async () => {
    const { user, form } = open();
    const coowner = owner('Pierwszy współwłaściciel');
    expect(within(coowner).queryByRole('group', { name: 'Adres korespondencyjny' })).not.toBeInTheDocument();
    await user.click(within(coowner).getByLabelText('Adres korespondencyjny taki sam jak adres zamieszkania'));
    const mail = within(coowner).getByRole('group', { name: 'Adres korespondencyjny' });
    expect(within(mail).getByLabelText(/Ulica/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Sprawdź formularz' }));
    expect(await within(mail).findAllByText(messages.REQUIRED_VALIDATION_ERROR)).toHaveLength(4);
    expect(within(mail).getByLabelText(/Ulica/)).toHaveAccessibleDescription(messages.REQUIRED_VALIDATION_ERROR);
    expect(form().getValues('owners.firstCoowner.mailAddress')).toEqual({ zipCode: '', city: '', street: '', homeNumber: '', apartmentNumber: '' });
  });

  test('the city suggests the cities of the postcode from 2 characters, by prefix', async () => {
    const { user, form } = open();
    const address = within(owner('Właściciel')).getByRole('group', { name: 'Adres zamieszkania' });
    const zip = within(address).getByLabelText(/Kod pocztowy/);
    await user.clear(zip);
    await user.type(zip, '32080');
    expect(zip).toHaveValue('32-080');
    const city = within(address).getByRole('combobox', { name: /Miejscowość/ });
    await user.clear(city);
    await user.type(city, 'Z');
    // happy-dom lays nothing out, so the dropdown counts as detached from the field: hidden to queries.
    const suggestions = () => within(address).queryAllByRole('option', { hidden: true }).map((option) => option.textContent);
    expect(suggestions()).toEqual([]);
    await user.type(city, 'a');
    await waitFor(() => expect(suggestions()).toEqual(['Zabierzów', 'Zabierzów Bocheński']));
    expect(asked).toContain('32-080');
    await user.click(within(address).getByRole('option', { name: 'Zabierzów Bocheński', hidden: true }));
    expect(form().getValues('owners.mainOwner.address.city')).toBe('Zabierzów Bocheński');
    expect(form().getValues('owners.mainOwner.address.zipCode')).toBe('32-080');
  });

  test("the main owner's phone says 'Pole nie powinno być puste.' and 'Pole nie jest zgodne z przyjętym formatem.'", async () => {
    const { user } = open();
    const main = owner('Właściciel');
    const phone = within(main).getByLabelText(/Telefon/);
    await user.clear(phone);
    expect(await within(main).findByText(messages.NOT_EMPTY_ERROR)).toBeInTheDocument();
    await user.type(phone, '60010');
    expect(await within(main).findByText(messages.FORMAT_MISMATCH_ERROR)).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await user.type(phone, '0200');
    expect(within(main).queryByText(messages.FORMAT_MISMATCH_ERROR)).not.toBeInTheDocument();
  });

  test('an address postcode keeps the NN-NNN pattern', async () => {
    const { user } = open();
    const address = within(owner('Właściciel')).getByRole('group', { name: 'Adres zamieszkania' });
    const zip = within(address).getByLabelText(/Kod pocztowy/);
    await user.clear(zip);
    expect(await within(address).findByText(messages.REQUIRED_VALIDATION_ERROR)).toBeInTheDocument();
    await user.type(zip, '123');
    expect(zip).toHaveValue('12-3');
    expect(await within(address).findByText(messages.POST_CODE_VALIDATION_ERROR)).toBeInTheDocument();
  });
});
