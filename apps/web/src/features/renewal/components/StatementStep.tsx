import {Button, Stack, Text } from '@mantine/core';
import { messages, renewalStatementExtensions, type RenewalVerifyResponse } from '@panel/domain';
import { useFormState, useWatch } from 'react-hook-form';
import { FileUpload } from '../../../components/upload/FileUpload';
import { useUploadQueue } from '../../../components/upload/upload-queue';
import { HttpError } from '../../../lib/http';
import { useAttachStatement } from '../api/attach-statement';
import { useRewriteRenewal } from '../api/rewrite-renewal';
import { RenewalSummary } from './RenewalSummary';
import { keyFor, ownerContact, setField, type RenewalForm } from './renewal-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

interface StatementStepProps {
  form: RenewalForm;
  result: RenewalVerifyResponse;
  onBack: () => void;
  onError: (message: string, detail?: string) => void;
  onDone: (url: string) => void;
}

const detailOf = (failure: unknown) => (failure instanceof HttpError && failure.status >= 400 && failure.status < 500 ? failure.message : undefined);

/**
 * The signed statement, then the rewrite (000 §4): the attachment goes first; only when it is accepted is the renewal
 * taken over and its URL fetched. A refused attachment shows the attachment error, an empty URL the data error.
 */
export function StatementStep({ form, result, onBack, onError, onDone }: StatementStepProps) {
  const attach = useAttachStatement();
  const rewrite = useRewriteRenewal();
  const [draftId, attachments] = useWatch({ control: form.control, name: ['draftId', 'attachments'] });
  const { errors } = useFormState({ control: form.control });
  const ownerChange = result.modeWithOwcaChange;
  const busy = attach.isPending || rewrite.isPending;
  const uploads = useUploadQueue();

  const onRewrite = async () => {
    // Read now: the submit may have waited for uploads that added files since this render.
    const files = form.getValues('attachments');
    if (files.length === 0) {
      form.setError('attachments', { message: messages.RENEWAL_STATEMENT_REQUIRED });
      return;
    }
    const statement = { policyId: result.policyNo, uploadedFiles: files.map((file) => file.id) };
    try {
      await attach.mutateAsync({ payload: statement, idempotencyKey: keyFor(draftId, 'a', statement) });
    } catch (failure) {
      onError(messages.RENEWAL_ATTACHMENT_ERROR, detailOf(failure));
      return;
    }
    const payload = { policyId: result.policyNo, ...(ownerChange && { owner: ownerContact(form.getValues('owner')) }) };
    try {
      const { url } = await rewrite.mutateAsync({ payload, idempotencyKey: keyFor(draftId, 'r', payload) });
      if (url === '') onError(messages.RENEWAL_DATA_ERROR);
      else onDone(url);
    } catch (failure) {
      onError(messages.RENEWAL_DATA_ERROR, detailOf(failure));
    }
  };

  return (
    <Stack gap="sm">
      <RenewalSummary result={result} withOffer={!ownerChange} />
      <Text size="sm">
        Załącz skan lub zdjęcie oświadczenia klienta o przeniesieniu obsługi polisy, podpisanego przez{' '}
        {ownerChange ? 'nowego właściciela pojazdu' : 'ubezpieczającego'}.
      </Text>
      <FileUpload
        label="Podpisane oświadczenie klienta"
        draftId={draftId}
        queue={uploads}
        extensions={renewalStatementExtensions}
        files={attachments}
        required
        error={errors.attachments?.message}
        onAdd={(file) => {
          form.clearErrors('attachments');
          setField(form, 'attachments', [...form.getValues('attachments'), file]);
        }}
        onRemove={(id) =>
          setField(
            form,
            'attachments',
            form.getValues('attachments').filter((file) => file.id !== id),
          )
        }
      />
      <DialogActions justify="space-between">
        <Button variant="default" onClick={onBack} disabled={busy}>
          Wstecz
        </Button>
        <Button onClick={() => void uploads.whenSettled(onRewrite)()} loading={busy}>
          {ownerChange ? 'Przejmij polisę' : 'Przepisz polisę'}
        </Button>
      </DialogActions>
    </Stack>
  );
}
