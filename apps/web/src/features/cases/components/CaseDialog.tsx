import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import {Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCaseConfig } from '../api/get-case-config';
import { CaseForm, type CaseRedirect } from './CaseForm';
import { useBusinessStart } from '../../../lib/tracking';
import { DialogActions } from '../../../components/ui/DialogActions';

interface CaseDialogProps {
  opened: boolean;
  onClose: () => void;
  onRedirect: (init: CaseRedirect) => void;
}

/** The case form popup and, after saving, its thank-you popup with the case number. */
export default function CaseDialog({ opened, onClose, onRedirect }: CaseDialogProps) {
  useBusinessStart('case', opened);
  const config = useCaseConfig();
  const [caseId, setCaseId] = useState<string | null>(null);
  const close = () => {
    setCaseId(null);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={caseId ? 'Dziękujemy za zgłoszenie' : 'Zgłoś sprawę klienta'} size="lg" centered>
      {caseId ? (
        <Stack gap="md">
          <Text>
            Sprawa została zgłoszona pod numerem <strong>{caseId}</strong>. Zajmiemy się nią najszybciej, jak to możliwe.
          </Text>
          <DialogActions>
            <Button onClick={close} data-autofocus>
              Zamknij
            </Button>
          </DialogActions>
        </Stack>
      ) : config.isError ? (
        <Alert color="red" variant="light" role="alert">
          Nie udało się pobrać rodzajów spraw. Spróbuj ponownie później.
        </Alert>
      ) : config.data ? (
        <CaseForm types={config.data} onSaved={setCaseId} onCancel={close} onRedirect={onRedirect} />
      ) : (
        <Text role="status">Wczytywanie…</Text>
      )}
    </Modal>
  );
}
