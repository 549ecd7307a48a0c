import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Table.css';
import { Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDraft } from '../../../lib/draft';
import { leavePanel } from '../../../lib/leave-panel';
import { OfferStep } from './OfferStep';
import { OwnerStep } from './OwnerStep';
import { RenewalErrorPopup } from './RenewalErrorPopup';
import { emptyRenewalFields, renewalResolver, setField, type RenewalFields, type RenewalStep } from './renewal-fields';
import { StatementStep } from './StatementStep';
import { VerifyStep } from './VerifyStep';
import { useBusinessStart } from '../../../lib/tracking';

const standardSteps: Partial<Record<RenewalStep, string>> = {
  verify: 'Krok 1 z 2: dane polisy i klienta',
  statement: 'Krok 2 z 2: oświadczenie klienta i przepisanie',
};
const ownerChangeSteps: Partial<Record<RenewalStep, string>> = {
  owner: 'Zmiana właściciela – krok 1 z 3: potwierdzenie danych',
  offer: 'Zmiana właściciela – krok 2 z 3: oferta',
  statement: 'Zmiana właściciela – krok 3 z 3: przejęcie polisy',
};

interface ErrorPopup {
  message: string;
  detail?: string;
}

/** The renewal (rewrite policy) popup of 000 §2 and §4; its draft survives a reload and a session expiry. */
export default function RenewalDialog({ onClose }: { onClose: () => void }) {
  useBusinessStart('renewal');
  const form = useForm<RenewalFields>({
    defaultValues: emptyRenewalFields(),
    mode: 'onTouched',
    resolver: renewalResolver,
  });
  useDraft('renewal-wizard', form);
  const [step, result] = useWatch({ control: form.control, name: ['step', 'result'] });
  const [popup, setPopup] = useState<ErrorPopup | null>(null);
  const ownerChange = result?.modeWithOwcaChange === true;

  // Closing clears the dialog (000 §4): the draft goes with it.
  const close = () => {
    form.reset();
    onClose();
  };
  const toVerify = () => {
    setField(form, 'result', null);
    setField(form, 'step', 'verify');
  };
  const done = (url: string) => {
    form.reset();
    leavePanel(url);
  };
  const showError = (message: string, detail?: string) => setPopup({ message, detail });

  return (
    <>
      <Modal opened onClose={close} title="Przepisanie wznowienia" size="lg" centered>
        <Text size="sm" c="gray.7" mb="sm" aria-live="polite">
          {(ownerChange ? ownerChangeSteps : standardSteps)[step]}
        </Text>
        {(step === 'verify' || !result) && <VerifyStep form={form} onCancel={close} onError={showError} />}
        {step === 'owner' && result?.owner && <OwnerStep form={form} owner={result.owner} onBack={toVerify} />}
        {step === 'offer' && result && <OfferStep form={form} result={result} />}
        {step === 'statement' && result && (
          <StatementStep
            form={form}
            result={result}
            onBack={ownerChange ? () => setField(form, 'step', 'offer') : toVerify}
            onError={showError}
            onDone={done}
          />
        )}
      </Modal>
      {popup && <RenewalErrorPopup message={popup.message} detail={popup.detail} onClose={() => setPopup(null)} />}
    </>
  );
}
