import type { UploadedFile } from '@panel/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FileUpload, type FileUploadProps } from '../upload/FileUpload';

/** The fields of a form that takes attachments: its draft on the server (decision 050) and the files uploaded to it. */
export interface AttachmentFields {
  draftId: string;
  attachments: UploadedFile[];
}

type FormFileUploadProps<T extends AttachmentFields> = Omit<FileUploadProps, 'draftId' | 'files' | 'onAdd' | 'onRemove' | 'error'> & {
  form: UseFormReturn<T>;
};

/**
 * The upload queue bound to a form's `attachments`: the files are the form's value (kept in its draft), an added file
 * is validated again once the form was submitted, the field's error shows under the queue.
 */
export function FormFileUpload<T extends AttachmentFields>({ form, ...props }: FormFileUploadProps<T>) {
  // react-hook-form cannot name a field of a generic form: the form is read as the two fields it has for sure.
  const fields = form as unknown as UseFormReturn<AttachmentFields>;
  const [draftId, files] = useWatch({ control: fields.control, name: ['draftId', 'attachments'] });
  const setFiles = (next: UploadedFile[], validate: boolean) => fields.setValue('attachments', next, { shouldDirty: true, shouldValidate: validate });
  return (
    <FileUpload
      {...props}
      draftId={draftId}
      files={files}
      error={fields.formState.errors.attachments?.message}
      onAdd={(file) => setFiles([...fields.getValues('attachments'), file], fields.formState.isSubmitted)}
      onRemove={(id) => setFiles(fields.getValues('attachments').filter((file) => file.id !== id), false)}
    />
  );
}
