import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Anchor.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDraft } from '../../../lib/draft';
import { usePermission } from '../../../lib/permission';
import { StepDocuments } from './StepDocuments';
import { StepPolicy } from './StepPolicy';
import { StepReason } from './StepReason';
import { StepResult } from './StepResult';
import { StepWarning } from './StepWarning';
import { emptyResignationFields, isCancellation, wizardResolver, type ResignationFields } from './wizard-fields';
import { useBusinessStart } from '../../../lib/tracking';
import { DialogActions } from '../../../components/ui/DialogActions';

const stepNames = {
  1: 'polisa i dane klienta',
  2: 'powód i daty',
  3: 'potwierdzenie',
  4: 'dokumenty',
  5: 'wynik',
} as const;

/** What the redirect facade hands over: the policy, and whether the wizard serves a sold vehicle's buyer. */
export interface ResignationPreset {
  policyNumber: string;
  fromUksAss: boolean;
}

/**
 * The five-step resignation popup (000 §4); its draft survives a reload and a session expiry. A preset from the
 * ownership-change search starts a new wizard for its policy, unless the draft already serves that policy.
 */
export default function ResignationDialog({ onClose, preset }: { onClose: () => void; preset?: ResignationPreset }) {
  useBusinessStart('resignation');
  const canCancel = usePermission({ roles: ['ROLE_AGENT_CANCEL_ENABLED'] });
  const form = useForm<ResignationFields>({ defaultValues: emptyResignationFields(), mode: 'onChange', resolver: wizardResolver });
  useDraft('resignation-wizard', form);
  const presetNumber = preset?.policyNumber;
  const presetFromUksAss = preset?.fromUksAss;
  // After the draft is restored (useDraft's effect runs first): a draft for another policy gives way to the preset.
  useEffect(() => {
    if (presetNumber === undefined || presetFromUksAss === undefined) return;
    const current = form.getValues();
    if (current.policyNumber === presetNumber && current.fromUksAss === presetFromUksAss) return;
    form.reset({ ...emptyResignationFields(), policyNumber: presetNumber, fromUksAss: presetFromUksAss }, { keepDefaultValues: true });
  }, [form, presetNumber, presetFromUksAss]);
  const [step, code] = useWatch({ control: form.control, name: ['step', 'terminationCode'] });
  const title = isCancellation(code) ? 'Anulowanie polisy' : canCancel && step === 1 ? 'Wypowiedzenie lub anulowanie polisy' : 'Wypowiedzenie polisy';

  const [confirmingClose, setConfirmingClose] = useState(false);
  const close = () => {
    // Back to the defaults: the draft is dropped, the next wizard gets a new key.
    form.reset();
    onClose();
  };
  // Past the check the wizard holds the agent's choices and the uploaded documents: closing it asks first.
  const requestClose = () => (step >= 2 && step <= 4 ? setConfirmingClose(true) : close());

  return (
    <Modal opened onClose={requestClose} title={title} size="lg" centered>
      <Text size="sm" c="gray.7" mb="sm" aria-live="polite">
        Krok {step} z 5: {stepNames[step]}
      </Text>
      {step === 1 && <StepPolicy form={form} onClose={close} />}
      {step === 2 && <StepReason form={form} />}
      {step === 3 && <StepWarning form={form} />}
      {step === 4 && <StepDocuments form={form} />}
      {step === 5 && <StepResult form={form} onClose={close} />}
      {confirmingClose && (
        <Modal opened onClose={() => setConfirmingClose(false)} title="Zamknąć kreator?" centered zIndex={300} withCloseButton={false}>
          <Stack gap="md">
            <Text>Wprowadzone dane i dołączone dokumenty zostaną usunięte, a wypowiedzenie nie zostanie złożone.</Text>
            <DialogActions>
              <Button variant="default" onClick={() => setConfirmingClose(false)} data-autofocus>
                Wróć do kreatora
              </Button>
              <Button color="red" onClick={close}>
                Zamknij i usuń dane
              </Button>
            </DialogActions>
          </Stack>
        </Modal>
      )}
    </Modal>
  );
}
