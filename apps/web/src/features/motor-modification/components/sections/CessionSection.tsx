import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Alert, Anchor, Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { inspectionNotice, isoDateInPoland, messages, type CessionData, type CpMtaModel } from '@panel/domain';
import { useFormContext, useWatch } from 'react-hook-form';
import { BankSearch } from './BankSearch';
import { FormTextInput, PostcodeInput } from './section-fields';


const emptyBank = { bankCentralId: '', name: '', city: '', postCode: '', street: '', homeNumber: '', apartmentNumber: '', regon: '', nip: '' };

function ManualBankFields() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      <FormTextInput name="cession.name" label="Nazwa banku" maxLength={200} withAsterisk />
      <PostcodeInput name="cession.postCode" label="Kod pocztowy" withAsterisk />
      <FormTextInput name="cession.city" label="Miejscowość" maxLength={100} withAsterisk />
      <FormTextInput name="cession.street" label="Ulica" maxLength={100} withAsterisk />
      <FormTextInput name="cession.homeNumber" label="Nr domu" maxLength={10} withAsterisk />
      <FormTextInput name="cession.apartmentNumber" label="Nr lokalu" maxLength={10} />
      <FormTextInput name="cession.regon" label="REGON" inputMode="numeric" maxLength={14} withAsterisk />
      <FormTextInput name="cession.nip" label="NIP" inputMode="numeric" maxLength={10} />
    </SimpleGrid>
  );
}

/**
 * Add or remove a cession (001 §2, §4, §5): the bank is found by search (a bank and a city, then one branch chosen from
 * the results) or typed in by hand. Switching the mode clears the bank data (and the search, which is unmounted).
 */
export function CessionSection(_props: { policyNo: string }) {
  const { control, formState, getValues, setValue, clearErrors } = useFormContext<CpMtaModel>();
  const [cession, type] = useWatch({ control, name: ['cession.cession', 'cession.type'] });
  const hadCession = formState.defaultValues?.cession?.cession === true;

  const switchMode = () => {
    const next: CessionData = { ...getValues('cession'), ...emptyBank, type: type === 'SEARCH' ? 'MANUAL_EDIT' : 'SEARCH' };
    setValue('cession', next, { shouldDirty: true });
    clearErrors('cession');
  };

  return (
    <Stack gap="sm">
      <Checkbox
        checked={cession}
        onChange={(event) => setValue('cession.cession', event.currentTarget.checked, { shouldDirty: true })}
        label="Cesja praw z polisy na bank"
      />
      {cession && (
        <Fieldset legend={type === 'SEARCH' ? 'Wyszukaj bank' : 'Dane banku'} styles={{ legend: { fontWeight: 700 } }}>
          <Stack gap="sm">
            {type === 'SEARCH' ? <BankSearch /> : <ManualBankFields />}
            <Text size="sm">
              <Anchor component="button" type="button" onClick={switchMode}>
                {type === 'SEARCH' ? 'Nie ma banku na liście? Wpisz dane banku ręcznie' : 'Wyszukaj bank na liście'}
              </Anchor>
            </Text>
          </Stack>
        </Fieldset>
      )}
      <div aria-live="polite">
        {cession && !hadCession && (
          <Alert color="yellow" variant="light">
            {inspectionNotice(isoDateInPoland(new Date()))}
          </Alert>
        )}
        {!cession && hadCession && <Text size="sm">{messages.CESSION_REMOVED}</Text>}
      </div>
    </Stack>
  );
}
