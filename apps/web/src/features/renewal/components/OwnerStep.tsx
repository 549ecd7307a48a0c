import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { formatPostcodeInput, type RenewalOwner } from '@panel/domain';
import { useFormState, useWatch } from 'react-hook-form';
import classes from './Renewal.module.css';
import { setField, type OwnerFields, type RenewalForm } from './renewal-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

const contactLabels: Record<keyof OwnerFields, string> = {
  street: 'Ulica',
  streetNo: 'Nr domu',
  flatNo: 'Nr lokalu',
  postcode: 'Kod pocztowy',
  city: 'Miejscowość',
  phone: 'Telefon',
  email: 'E-mail',
};

/** Checks the new owner's contact data (the form's resolver does it in the owner step); errors land at their fields. */
const checkOwner = (form: RenewalForm) => form.trigger('owner');

function address(owner: OwnerFields) {
  return `${owner.street} ${owner.streetNo}${owner.flatNo ? `/${owner.flatNo}` : ''}, ${owner.postcode} ${owner.city}`;
}

/**
 * Owner-change mode, step 1 of 3: the new owner's data in a table with a modify button (000 §4); the agent corrects
 * the contact data with the customer before confirming.
 */
export function OwnerStep({ form, owner, onBack }: { form: RenewalForm; owner: RenewalOwner; onBack: () => void }) {
  const [contact, editing] = useWatch({ control: form.control, name: ['owner', 'editingOwner'] });
  const { errors } = useFormState({ control: form.control });

  const save = async () => {
    if (await checkOwner(form)) setField(form, 'editingOwner', false);
  };
  const confirm = async () => {
    if (await checkOwner(form)) setField(form, 'step', 'offer');
  };

  return (
    <Stack gap="sm">
      <Text>Pojazd zmienił właściciela. Potwierdź z klientem dane nowego właściciela, na którego zostanie przepisane wznowienie.</Text>
      {editing ? (
        <Stack gap="xs">
          <Group grow align="flex-start" gap="sm">
            <TextInput {...form.register('owner.street')} label={contactLabels.street} error={errors.owner?.street?.message} withAsterisk />
            <TextInput {...form.register('owner.streetNo')} label={contactLabels.streetNo} error={errors.owner?.streetNo?.message} withAsterisk />
            <TextInput {...form.register('owner.flatNo')} label={contactLabels.flatNo} error={errors.owner?.flatNo?.message} />
          </Group>
          <Group grow align="flex-start" gap="sm">
            <TextInput
              {...form.register('owner.postcode', {
                onBlur: (event: { target: HTMLInputElement }) => form.setValue('owner.postcode', formatPostcodeInput(event.target.value)),
              })}
              label={contactLabels.postcode}
              error={errors.owner?.postcode?.message}
              withAsterisk
            />
            <TextInput {...form.register('owner.city')} label={contactLabels.city} error={errors.owner?.city?.message} withAsterisk />
          </Group>
          <Group grow align="flex-start" gap="sm">
            <TextInput {...form.register('owner.phone')} label={contactLabels.phone} inputMode="tel" maxLength={9} error={errors.owner?.phone?.message} />
            <TextInput {...form.register('owner.email')} label={contactLabels.email} type="email" error={errors.owner?.email?.message} />
          </Group>
          <Group justify="flex-end">
            <Button onClick={() => void save()}>Zapisz dane</Button>
          </Group>
        </Stack>
      ) : (
        <Table className={classes.owner} aria-label="Dane nowego właściciela">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">{owner.partyType === 'COMPANY' ? 'Nazwa firmy' : 'Imię i nazwisko'}</Table.Th>
              <Table.Td>{owner.name}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{owner.partyType === 'COMPANY' ? 'REGON' : 'PESEL'}</Table.Th>
              <Table.Td>{owner.partyType === 'COMPANY' ? owner.regon : owner.pesel}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Adres</Table.Th>
              <Table.Td>{address(contact)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{contactLabels.phone}</Table.Th>
              <Table.Td>{contact.phone || '-'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">{contactLabels.email}</Table.Th>
              <Table.Td>{contact.email || '-'}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
      <DialogActions justify="space-between">
        <Button variant="default" onClick={onBack}>
          Wstecz
        </Button>
        <Group gap="xs">
          {!editing && (
            <Button variant="light" onClick={() => setField(form, 'editingOwner', true)}>
              Modyfikuj
            </Button>
          )}
          <Button onClick={() => void confirm()} disabled={editing}>
            Potwierdź dane
          </Button>
        </Group>
      </DialogActions>
    </Stack>
  );
}
