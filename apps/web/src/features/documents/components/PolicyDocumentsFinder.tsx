import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import { Button, Group, NativeSelect, Paper, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { documentPlaceSchema, documentPolicyIdSchema, z, type DocumentPlace } from '@panel/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PolicyDocuments } from '../../../components/documents/PolicyDocuments';
import { requiredFieldError } from '../../../lib/forms';

const places: { value: DocumentPlace; label: string }[] = [
  { value: 'POLICY', label: 'Polisa lub oferta' },
  { value: 'RENEWAL', label: 'Oferta wznowienia' },
  { value: 'CP', label: 'Karty informacyjne (komunikacja)' },
];

const finderSchema = z.object({
  policyNo: z.string().trim().min(1).pipe(documentPolicyIdSchema),
  place: documentPlaceSchema,
});
type Finder = z.output<typeof finderSchema>;

/** Finds a policy of the agent by number and lists its documents for the chosen print place. */
export function PolicyDocumentsFinder() {
  const [shown, setShown] = useState<Finder | null>(null);
  const form = useForm<z.input<typeof finderSchema>, unknown, Finder>({
    defaultValues: { policyNo: '', place: 'POLICY' },
    resolver: zodResolver(finderSchema, { error: requiredFieldError }),
  });
  const { errors } = form.formState;

  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-labelledby="policy-documents-title">
      <Title order={2} size="h3" id="policy-documents-title" mb="sm">
        Dokumenty polisy
      </Title>
      <form onSubmit={(event) => void form.handleSubmit(setShown)(event)} noValidate>
        <Group align="flex-start" gap="sm" mb="md">
          <TextInput
            // An emptied number takes the last answer (its documents or 'not found') away with it.
            {...form.register('policyNo', { onChange: (event: { target: HTMLInputElement }) => !event.target.value.trim() && setShown(null) })}
            label="Numer polisy lub oferty"
            error={errors.policyNo?.message}
            withAsterisk
            autoComplete="off"
          />
          <NativeSelect {...form.register('place')} label="Dokumenty" data={places} />
          <Button type="submit" mt={25}>
            Pokaż dokumenty
          </Button>
        </Group>
      </form>
      {shown && (
        <PolicyDocuments
          key={`${shown.policyNo}/${shown.place}`}
          policyNo={shown.policyNo}
          place={shown.place}
          label={`Dokumenty polisy ${shown.policyNo}`}
        />
      )}
    </Paper>
  );
}
