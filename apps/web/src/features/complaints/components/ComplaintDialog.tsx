import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import {Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useComplaintConfig } from '../api/get-complaint-config';
import { ComplaintForm } from './ComplaintForm';
import { useBusinessStart } from '../../../lib/tracking';
import { DialogActions } from '../../../components/ui/DialogActions';

/** The complaint popup and, after saving, its thank-you popup with the complaint number. */
export default function ComplaintDialog({ onClose }: { onClose: () => void }) {
  useBusinessStart('complaint');
  const config = useComplaintConfig();
  const [complaintId, setComplaintId] = useState<string | null>(null);

  return (
    <Modal opened onClose={onClose} title={complaintId ? 'Dziękujemy za reklamację' : 'Złóż reklamację'} size="lg" centered>
      {complaintId ? (
        <Stack gap="md">
          <Text>
            Reklamacja została przyjęta pod numerem <strong>{complaintId}</strong>. Odpowiemy na nią w ciągu 30 dni.
          </Text>
          <DialogActions>
            <Button onClick={onClose} data-autofocus>
              Zamknij
            </Button>
          </DialogActions>
        </Stack>
      ) : config.isError ? (
        <Alert color="red" variant="light" role="alert">
          Nie udało się pobrać rodzajów reklamacji. Spróbuj ponownie później.
        </Alert>
      ) : config.data ? (
        <ComplaintForm types={config.data} onSaved={setComplaintId} onCancel={onClose} />
      ) : (
        <Text role="status">Wczytywanie…</Text>
      )}
    </Modal>
  );
}
