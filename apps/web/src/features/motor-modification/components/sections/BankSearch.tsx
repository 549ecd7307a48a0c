import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Text.css';
import { Button, Group, Pagination, Radio, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { BANK_TABLE_PAGE_SIZE, bankSearchQuerySchema, messages, type Bank, type BankSearchQuery, type CpMtaModel } from '@panel/domain';
import { useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBankList } from '../../api/get-bank-list';
import { useBankSearch } from '../../api/search-banks';
import { maskPostcode } from './section-fields';

const emptyCriteria: BankSearchQuery = { centralId: '', city: '', postCode: '', street: '', streetNo: '', apartmentNo: '' };
type CriteriaErrors = Partial<Record<keyof BankSearchQuery, string>>;

const bankAddress = (bank: Pick<Bank, 'street' | 'postCode' | 'city'>) => [bank.street, `${bank.postCode} ${bank.city}`.trim()].filter(Boolean).join(', ');

/**
 * Search mode of the cession: a bank (from the bank list) and a city are needed; the branches found are listed 10 a
 * page and one of them is chosen. A new search clears the bank chosen before.
 */
export function BankSearch() {
  const { control, getValues, setValue, clearErrors, formState } = useFormContext<CpMtaModel>();
  const [chosenId, chosenName, chosenStreet, chosenPostCode, chosenCity] = useWatch({
    control,
    name: ['cession.bankCentralId', 'cession.name', 'cession.street', 'cession.postCode', 'cession.city'],
  });
  const [criteria, setCriteria] = useState(emptyCriteria);
  const [errors, setErrors] = useState<CriteriaErrors>({});
  const [query, setQuery] = useState<BankSearchQuery | null>(null);
  const [page, setPage] = useState(1);
  const banks = useBankList();
  const results = useBankSearch(query);

  const set = (field: keyof BankSearchQuery) => (value: string) => {
    setCriteria((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const search = () => {
    const parsed = bankSearchQuerySchema.safeParse(criteria);
    if (!parsed.success) {
      const found: CriteriaErrors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof BankSearchQuery] ??= issue.message;
      setErrors(found);
      return;
    }
    const cession = getValues('cession');
    setValue('cession', { ...cession, bankCentralId: '', name: '', street: '', postCode: '', city: '', homeNumber: '', apartmentNumber: '' }, { shouldDirty: true });
    setQuery(parsed.data);
    setPage(1);
  };

  const choose = (bank: Bank) => {
    const cession = getValues('cession');
    setValue('cession', { ...cession, bankCentralId: bank.id, name: bank.name, street: bank.street, postCode: bank.postCode, city: bank.city }, { shouldDirty: true });
    clearErrors('cession.bankCentralId');
  };

  const searchOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  const found = results.data ?? [];
  const pages = Math.max(1, Math.ceil(found.length / BANK_TABLE_PAGE_SIZE));
  const shown = found.slice((page - 1) * BANK_TABLE_PAGE_SIZE, page * BANK_TABLE_PAGE_SIZE);
  const input = (field: keyof BankSearchQuery) => ({
    value: criteria[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => set(field)(event.currentTarget.value),
    onKeyDown: searchOnEnter,
    error: errors[field],
  });

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
        <Select
          label="Nazwa banku"
          placeholder="-- Wybierz --"
          data={(banks.data ?? []).map((bank) => ({ value: bank.id, label: bank.name }))}
          value={criteria.centralId || null}
          onChange={(value) => set('centralId')(value ?? '')}
          searchable
          nothingFoundMessage="Brak banku o tej nazwie"
          error={errors.centralId}
          withAsterisk
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput label="Miejscowość" maxLength={255} withAsterisk {...input('city')} />
        <TextInput
          label="Kod pocztowy"
          placeholder="00-000"
          inputMode="numeric"
          maxLength={6}
          {...input('postCode')}
          onChange={(event) => set('postCode')(maskPostcode(event.currentTarget.value))}
        />
        <TextInput label="Ulica" maxLength={255} {...input('street')} />
        <TextInput label="Nr domu" maxLength={255} {...input('streetNo')} />
        <TextInput label="Nr lokalu" maxLength={255} {...input('apartmentNo')} />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button variant="light" onClick={search} loading={results.isFetching}>
          Szukaj banku
        </Button>
      </Group>
      {found.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={480}>
            <Table striped captionSide="top">
              <Table.Caption>Banki spełniające kryteria (wybierz jeden)</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Wybór</Table.Th>
                  <Table.Th>Nazwa banku</Table.Th>
                  <Table.Th>Adres</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((bank) => (
                  <Table.Tr key={bank.id}>
                    <Table.Td>
                      <Radio
                        name="cession-bank"
                        checked={bank.id === chosenId}
                        onChange={() => choose(bank)}
                        aria-label={`Wybierz: ${bank.name}, ${bankAddress(bank)}`}
                      />
                    </Table.Td>
                    <Table.Td>{bank.name}</Table.Td>
                    <Table.Td>{bankAddress(bank)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Poprzednia strona' : 'Następna strona' })}
                getItemProps={(item) => ({ 'aria-label': `Strona ${item}` })}
              />
            </Group>
          )}
        </>
      )}
      <div aria-live="polite">
        {results.isSuccess && found.length === 0 && <Text size="sm">{messages.BANKS_NOT_FOUND}</Text>}
        {chosenId !== '' && (
          <Text size="sm">
            Wybrany bank: <strong>{chosenName}</strong>, {bankAddress({ street: chosenStreet, postCode: chosenPostCode, city: chosenCity })}
          </Text>
        )}
        {formState.errors.cession?.bankCentralId && (
          <Text size="sm" c="var(--mantine-color-error)">
            {formState.errors.cession.bankCentralId.message}
          </Text>
        )}
      </div>
    </Stack>
  );
}
