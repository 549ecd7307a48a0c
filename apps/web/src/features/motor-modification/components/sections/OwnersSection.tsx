import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { OWNER_TYPE_COMPANY, type CpMtaModel, type MtaAddress } from '@panel/domain';
import { useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CityAutocomplete, FormTextInput, PostcodeInput, type TextPath } from './section-fields';

type OwnerKey = 'mainOwner' | 'firstCoowner' | 'secondCoowner';
type AddressPath = `owners.${OwnerKey}.address` | `owners.${OwnerKey}.mailAddress`;

const ownerTitles: Record<OwnerKey, string> = {
  mainOwner: 'Właściciel',
  firstCoowner: 'Pierwszy współwłaściciel',
  secondCoowner: 'Drugi współwłaściciel',
};

const emptyAddress = (): MtaAddress => ({ zipCode: '', city: '', street: '', homeNumber: '', apartmentNumber: '' });

/** `postalCode`: the main owner's postal code, which is the postcode of this address (decision 144). */
function AddressFields({ path, legend, postalCode }: { path: AddressPath; legend: string; postalCode?: TextPath }) {
  const at = (field: keyof MtaAddress) => `${path}.${field}` as TextPath;
  return (
    <Fieldset legend={legend} variant="unstyled" styles={{ legend: { fontWeight: 600, marginBottom: 4 } }}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        <PostcodeInput name={at('zipCode')} mirror={postalCode} label="Kod pocztowy" withAsterisk />
        <CityAutocomplete name={at('city')} zipName={at('zipCode')} label="Miejscowość" withAsterisk />
        <FormTextInput name={at('street')} label="Ulica" maxLength={100} withAsterisk />
        <FormTextInput name={at('homeNumber')} label="Nr domu" maxLength={10} withAsterisk />
        <FormTextInput name={at('apartmentNumber')} label="Nr lokalu" maxLength={10} />
      </SimpleGrid>
    </Fieldset>
  );
}

/**
 * One owner: the name (read-only), the address, the same-mailing-address tick and the mailing address; the main owner
 * also has, for persons, the phone, and its postal code is its address's (one field). Ticking the tick clears and hides the mailing address;
 * unticking brings back what it held (001 §4).
 */
function OwnerFields({ owner }: { owner: OwnerKey }) {
  const { control, setValue, getValues, clearErrors } = useFormContext<CpMtaModel>();
  const [ownerType, name, sameMailAddress] = useWatch({
    control,
    name: [`owners.${owner}.ownerType`, `owners.${owner}.name`, `owners.${owner}.sameMailAddress`],
  });
  const keptMailAddress = useRef<MtaAddress | null>(null);
  const company = ownerType === OWNER_TYPE_COMPANY;
  const main = owner === 'mainOwner';
  const addressLegend = company ? 'Adres siedziby' : 'Adres zamieszkania';

  const setSameMailAddress = (same: boolean) => {
    const options = { shouldDirty: true };
    if (same) {
      keptMailAddress.current = getValues(`owners.${owner}.mailAddress`);
      setValue(`owners.${owner}.mailAddress`, null, options);
      clearErrors(`owners.${owner}.mailAddress`);
    } else {
      setValue(`owners.${owner}.mailAddress`, keptMailAddress.current ?? emptyAddress(), options);
    }
    setValue(`owners.${owner}.sameMailAddress`, same, options);
  };

  return (
    <Fieldset legend={ownerTitles[owner]} styles={{ legend: { fontWeight: 700 } }}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          <TextInput label={company ? 'Nazwa firmy' : 'Imię i nazwisko'} value={name} readOnly variant="filled" />
          {main && !company && <FormTextInput name="owners.mainOwner.phoneNumber" label="Telefon" type="tel" inputMode="numeric" maxLength={9} withAsterisk />}
        </SimpleGrid>
        <AddressFields path={`owners.${owner}.address`} legend={addressLegend} postalCode={main ? 'owners.mainOwner.postalCode' : undefined} />
        <Checkbox
          checked={sameMailAddress}
          onChange={(event) => setSameMailAddress(event.currentTarget.checked)}
          label={`Adres korespondencyjny taki sam jak ${company ? 'adres siedziby' : 'adres zamieszkania'}`}
        />
        {!sameMailAddress && <AddressFields path={`owners.${owner}.mailAddress`} legend="Adres korespondencyjny" />}
      </Stack>
    </Fieldset>
  );
}

/** Owner data change (001 §2): the main owner and the co-owners the policy has. */
export function OwnersSection(_props: { policyNo: string }) {
  const { control } = useFormContext<CpMtaModel>();
  const [firstCoowner, secondCoowner] = useWatch({ control, name: ['owners.firstCoowner', 'owners.secondCoowner'] });
  return (
    <Stack gap="md">
      <OwnerFields owner="mainOwner" />
      {firstCoowner && <OwnerFields owner="firstCoowner" />}
      {secondCoowner && <OwnerFields owner="secondCoowner" />}
    </Stack>
  );
}
