import {Alert, Anchor, Button, Modal, Stack, Text } from '@mantine/core';
import { messages, type ResignationReasonCode } from '@panel/domain';
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { FileUpload } from '../../../components/upload/FileUpload';
import { useUploadQueue } from '../../../components/upload/upload-queue';
import { HttpError } from '../../../lib/http';
import { useResignationDocPath } from '../api/get-resignation-doc-path';
import { useRegisterResignation } from '../api/register-resignation';
import { goTo, isCancellation, registerPayload, setField, invalidStep, showFieldErrors, stepSchemas, type WizardForm } from './wizard-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

function BlankForm({ code }: { code: ResignationReasonCode }) {
  const { data } = useResignationDocPath(code);
  if (!data) return null;
  return (
    <Anchor href={data.path} target="_blank" rel="noopener noreferrer" size="sm">
      Pobierz wzór do druku: {data.name} (PDF)
    </Anchor>
  );
}

/** Step 4: print the form, attach the signed resignation (or the cancellation upload), then submit. */
export function StepDocuments({ form }: { form: WizardForm }) {
  const register = useRegisterResignation();
  const [serverError, setServerError] = useState(false);
  const { errors } = useFormState({ control: form.control });
  const [draftId, code, attachments] = useWatch({ control: form.control, name: ['draftId', 'terminationCode', 'attachments'] });
  const cancellation = isCancellation(code);
  const uploads = useUploadQueue();

  const onSubmit = async () => {
    const fields = form.getValues();
    const payload = registerPayload(fields);
    const invalid = invalidStep(form, stepSchemas.register, payload);
    if (invalid !== null) {
      // An error of an earlier step sends the agent back there; the file error shows here.
      if (invalid !== 4) goTo(form, invalid);
      return;
    }
    try {
      const { terminationResult } = await register.mutateAsync({ payload, idempotencyKey: fields.draftId });
      setField(form, 'result', terminationResult);
      goTo(form, 5);
    } catch (failure) {
      if (!(failure instanceof HttpError) || failure.status >= 500 || failure.status === 0) {
        setServerError(true);
        return;
      }
      const step = showFieldErrors(form, failure.fieldErrors);
      if (step === null) form.setError('root', { message: failure.message });
      else if (step !== 4) goTo(form, step);
    }
  };

  return (
    <Stack gap="sm">
      {errors.root && (
        <Alert color="red" variant="light" role="alert">
          {errors.root.message}
        </Alert>
      )}
      <Text size="sm">
        {cancellation
          ? 'Dołącz przekreślony, niepodpisany wniosek, a dla polisy opłacanej gotówką – oświadczenie o braku wpłaty.'
          : 'Wydrukuj wypowiedzenie, daj je klientowi do podpisu i dołącz skan podpisanego dokumentu.'}
      </Text>
      {code !== '' && <BlankForm code={code as ResignationReasonCode} />}
      <FileUpload
        label={cancellation ? 'Przekreślony wniosek lub oświadczenie' : 'Podpisane wypowiedzenie'}
        draftId={draftId}
        queue={uploads}
        files={attachments}
        required
        error={errors.attachments?.message}
        onAdd={(file) => {
          setField(form, 'attachments', [...form.getValues('attachments'), file]);
          form.clearErrors('attachments');
        }}
        onRemove={(id) => setField(form, 'attachments', form.getValues('attachments').filter((file) => file.id !== id))}
      />
      <DialogActions justify="space-between">
        <Button variant="default" onClick={() => goTo(form, 3)}>
          Wstecz
        </Button>
        <Button onClick={() => void uploads.whenSettled(onSubmit)()} loading={register.isPending}>
          {cancellation ? 'Anuluj polisę' : 'Wypowiedz polisę'}
        </Button>
      </DialogActions>
      {serverError && (
        <Modal opened onClose={() => setServerError(false)} title="Błąd" centered zIndex={300} withCloseButton={false}>
          <Stack gap="md">
            <Text role="alert">{messages.RESIGNATION_UNEXPECTED_ERROR}</Text>
            <DialogActions>
              <Button onClick={() => setServerError(false)} data-autofocus>
                Zamknij
              </Button>
            </DialogActions>
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
