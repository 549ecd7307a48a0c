import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { capitalizeName, caseRequiresAttachment, caseSchema, messages, type CaseType } from '@panel/domain';
import { useForm, useWatch } from 'react-hook-form';
import { FormFileUpload } from '../../../components/form/FormFileUpload';
import { useUploadQueue } from '../../../components/upload/upload-queue';
import { useDraft } from '../../../lib/draft';
import { payloadResolver, showServerErrors } from '../../../lib/forms';
import { useSession } from '../../../lib/session/context';
import { useSaveCase } from '../api/save-case';
import { caseFieldOf, casePayload, emptyCaseFields, type CaseFields } from './case-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

/** The init value a case type leads to instead of a case, when its feature flag is on (decision 052). */
export type CaseRedirect = 'resignation' | 'uks';

interface CaseFormProps {
  types: readonly CaseType[];
  onSaved: (caseId: string) => void;
  onCancel: () => void;
  onRedirect: (init: CaseRedirect) => void;
}

/** The customer case form (000 §4, §5): type, policy number, customer, description and attachments. */
export function CaseForm({ types, onSaved, onCancel, onRedirect }: CaseFormProps) {
  const { features } = useSession();
  const save = useSaveCase();
  const form = useForm<CaseFields>({
    defaultValues: emptyCaseFields(),
    resolver: payloadResolver(caseSchema, (fields: CaseFields) => casePayload(fields, types), caseFieldOf),
  });
  useDraft('case-form', form);
  const { errors, isSubmitting } = form.formState;
  const subjectCode = useWatch({ control: form.control, name: 'subjectCode' });
  const selected = types.find((type) => type.subjectCode === subjectCode);
  const attachmentRequired = !selected || caseRequiresAttachment(selected);

  function redirectOf(type: CaseType | undefined): CaseRedirect | null {
    if (type?.caseSubType === 'WYP' && features.CASETYPE_WYP_REDIRECTION) return 'resignation';
    if (type?.caseSubType === 'UKS' && features.CASETYPE_UKS_REDIRECTION) return 'uks';
    return null;
  }

  const uploads = useUploadQueue();
  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      const payload = caseSchema.parse(casePayload(fields, types));
      const { caseId } = await save.mutateAsync({ payload, idempotencyKey: fields.draftId });
      form.reset(emptyCaseFields());
      onSaved(caseId);
    } catch (failure) {
      showServerErrors(form, failure, caseFieldOf);
    }
  });

  const nameField = (field: 'name' | 'surname') =>
    form.register(field, { onBlur: (event: { target: HTMLInputElement }) => form.setValue(field, capitalizeName(event.target.value)) });

  return (
    <form onSubmit={(event) => void uploads.whenSettled(onSubmit)(event)} noValidate>
      <Stack gap="sm">
        {errors.root && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <NativeSelect
          {...form.register('subjectCode', {
            onChange: (event: { target: HTMLSelectElement }) => {
              const redirect = redirectOf(types.find((type) => type.subjectCode === event.target.value));
              if (!redirect) return;
              form.reset(emptyCaseFields());
              onRedirect(redirect);
            },
          })}
          label="Rodzaj sprawy"
          data={[{ value: '', label: 'Wybierz rodzaj sprawy' }, ...types.map((type) => ({ value: type.subjectCode, label: type.name }))]}
          error={errors.subjectCode?.message}
          withAsterisk
          data-autofocus
        />
        <TextInput
          {...form.register('policyNumber')}
          label="Numer polisy"
          description={messages.CASE_POLICY_NUMBER_HINT}
          error={errors.policyNumber?.message}
          withAsterisk
        />
        <Group grow align="flex-start" gap="sm">
          <TextInput {...nameField('name')} label="Imię klienta" autoComplete="off" error={errors.name?.message} />
          <TextInput {...nameField('surname')} label="Nazwisko klienta" autoComplete="off" error={errors.surname?.message} />
        </Group>
        <TextInput {...form.register('pesel')} label="PESEL klienta" inputMode="numeric" maxLength={11} error={errors.pesel?.message} />
        <Textarea
          {...form.register('messageContent')}
          label="Treść zgłoszenia"
          description="Najwyżej 2000 znaków"
          rows={4}
          error={errors.messageContent?.message}
        />
        <FormFileUpload form={form} label="Załączniki" queue={uploads} required={attachmentRequired} />
        <DialogActions>
          <Button variant="default" onClick={onCancel}>
            Anuluj
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Wyślij zgłoszenie
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
