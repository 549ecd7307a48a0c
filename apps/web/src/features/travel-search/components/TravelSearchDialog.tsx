import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { normalizeVinInput, travelSearchSchema } from '@panel/domain';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PolicyDocuments } from '../../../components/documents/PolicyDocuments';
import { useDraft } from '../../../lib/draft';
import { payloadResolver } from '../../../lib/forms';
import { useSearchPolicy } from '../api/search-policy';
import { emptySearchFields, modeTitles, type SearchFields, type SearchMode } from './search-fields';
import { SearchResult } from './SearchResult';
import { DialogActions } from '../../../components/ui/DialogActions';

interface TravelSearchDialogProps {
  mode: SearchMode;
  onModeChange: (mode: SearchMode) => void;
  onClose: () => void;
}

/**
 * The ownership-change / travel-assistance search (000 §2, §4): policy number and VIN, the found policy with its
 * options, and the print-documents view (documents polled until ready).
 */
export default function TravelSearchDialog({ mode, onModeChange, onClose }: TravelSearchDialogProps) {
  const form = useForm<SearchFields>({
    defaultValues: emptySearchFields(),
    resolver: payloadResolver(travelSearchSchema, ({ policyNumber, vin }: SearchFields) => ({ policyNumber, vin })),
  });
  useDraft('travel-search', form);
  const searched = useWatch({ control: form.control, name: 'searched' });
  const result = useSearchPolicy(searched);
  const [printing, setPrinting] = useState(false);
  const { errors } = form.formState;

  // Not handleSubmit: a successful submit would drop the draft that brings the search back after a reload.
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!(await form.trigger())) {
      // The result shown must answer what was searched: a refused search shows none.
      form.setValue('searched', null, { shouldDirty: true });
      return;
    }
    const { policyNumber, vin } = form.getValues();
    form.setValue('searched', travelSearchSchema.parse({ policyNumber, vin }), { shouldDirty: true });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={printing ? 'Drukuj dokumenty' : modeTitles[mode]}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Zamknij' }}
    >
      {printing && result.data ? (
        <Stack gap="md">
          <PolicyDocuments policyNo={result.data.policyNo} place="POLICY" label="Dokumenty polisy" />
          <DialogActions>
            <Button variant="default" onClick={() => setPrinting(false)} data-autofocus>
              Wróć do wyszukiwania
            </Button>
          </DialogActions>
        </Stack>
      ) : (
        <Stack gap="md">
          <Radio.Group label="Rodzaj wyszukiwania" value={mode} onChange={(value) => onModeChange(value as SearchMode)}>
            <Group gap="md" mt={4}>
              <Radio value="ownership" label="Zmiana właściciela pojazdu" />
              <Radio value="travel" label="Polisa assistance w podróży" />
            </Group>
          </Radio.Group>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
              <TextInput {...form.register('policyNumber')} label="Numer polisy" error={errors.policyNumber?.message} withAsterisk data-autofocus />
              <TextInput
                {...form.register('vin', { onChange: (event: { target: HTMLInputElement }) => form.setValue('vin', normalizeVinInput(event.target.value)) })}
                label="Numer VIN"
                maxLength={17}
                error={errors.vin?.message}
                withAsterisk
              />
              <Button type="submit" loading={result.isFetching}>
                Szukaj
              </Button>
            </SimpleGrid>
          </form>
          {result.error && (
            <Alert color="red" variant="light" role="alert">
              {result.error.message}
            </Alert>
          )}
          {result.data && <SearchResult key={result.data.policyNo} row={result.data} mode={mode} onPrint={() => setPrinting(true)} />}
        </Stack>
      )}
    </Modal>
  );
}
