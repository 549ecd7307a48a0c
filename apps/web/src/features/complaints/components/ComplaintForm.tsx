import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import { Alert, Button, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { complaintSchema, type ComplaintType, type UploadedFile } from '@panel/domain';
import { useForm, type Path } from 'react-hook-form';
import { FormFileUpload } from '../../../components/form/FormFileUpload';
import { useUploadQueue } from '../../../components/upload/upload-queue';
import { useDraft } from '../../../lib/draft';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { payloadResolver, showServerErrors } from '../../../lib/forms';
import { useSaveComplaint } from '../api/save-complaint';
import { DialogActions } from '../../../components/ui/DialogActions';

interface ComplaintFields {
  draftId: string;
  complaintType: string;
  policyNumber: string;
  messageContent: string;
  attachments: UploadedFile[];
}

const emptyFields = (): ComplaintFields => ({
  draftId: newIdempotencyKey(),
  complaintType: '',
  policyNumber: '',
  messageContent: '',
  attachments: [],
});

const payloadOf = ({ complaintType, policyNumber, messageContent, attachments }: ComplaintFields) => ({
  complaintType,
  policyNumber,
  messageContent,
  uploadedFiles: attachments.map((file) => file.id),
});

const fieldOf: Record<string, Path<ComplaintFields>> = {
  complaintType: 'complaintType',
  policyNumber: 'policyNumber',
  messageContent: 'messageContent',
  uploadedFiles: 'attachments',
};

interface ComplaintFormProps {
  types: readonly ComplaintType[];
  onSaved: (complaintId: string) => void;
  onCancel: () => void;
}

/** The complaint form (000 §4, §5): type and files required; policy number and description optional (decision 051). */
export function ComplaintForm({ types, onSaved, onCancel }: ComplaintFormProps) {
  const save = useSaveComplaint();
  const form = useForm<ComplaintFields>({ defaultValues: emptyFields(), resolver: payloadResolver(complaintSchema, payloadOf, fieldOf) });
  useDraft('complaint-form', form);
  const { errors, isSubmitting } = form.formState;

  const uploads = useUploadQueue();
  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      const { complaintId } = await save.mutateAsync({ payload: complaintSchema.parse(payloadOf(fields)), idempotencyKey: fields.draftId });
      form.reset(emptyFields());
      onSaved(complaintId);
    } catch (failure) {
      showServerErrors(form, failure, fieldOf);
    }
  });

  return (
    <form onSubmit={(event) => void uploads.whenSettled(onSubmit)(event)} noValidate>
      <Stack gap="sm">
        {errors.root && (
          <Alert color="red" variant="light" role="alert">
            {errors.root.message}
          </Alert>
        )}
        <NativeSelect
          {...form.register('complaintType')}
          label="Rodzaj reklamacji"
          data={[{ value: '', label: 'Wybierz rodzaj reklamacji' }, ...types.map((type) => ({ value: type.code, label: type.name }))]}
          error={errors.complaintType?.message}
          withAsterisk
          data-autofocus
        />
        <TextInput {...form.register('policyNumber')} label="Numer polisy" description="Jeśli reklamacja dotyczy polisy" error={errors.policyNumber?.message} />
        <Textarea
          {...form.register('messageContent')}
          label="Opis reklamacji"
          description="Najwyżej 2000 znaków"
          rows={4}
          error={errors.messageContent?.message}
        />
        <FormFileUpload form={form} label="Załączniki" queue={uploads} required />
        <DialogActions>
          <Button variant="default" onClick={onCancel}>
            Anuluj
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Złóż reklamację
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
