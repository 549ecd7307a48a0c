import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { DialogActions } from '../ui/DialogActions';

interface RecordFormDialogProps<C> {
  onClose: () => void;
  /** The form's title, and the thank-you popup's once the record is saved. */
  title: string;
  savedTitle: string;
  /** The thank-you text naming the saved record's number. */
  savedText: (recordNo: ReactNode) => ReactNode;
  /** What the form needs loaded first (its types), and what to say when that failed. */
  config: { isError: boolean; data: C | undefined };
  configError: string;
  form: (config: C, onSaved: (recordNo: string) => void) => ReactNode;
}

/**
 * A popup with the form of a record the agent files (a case, a complaint) and, after saving, its thank-you popup with
 * the record's number. The form waits for its configuration; closing either popup ends it.
 */
export function RecordFormDialog<C>({ onClose, title, savedTitle, savedText, config, configError, form }: RecordFormDialogProps<C>) {
  const [recordNo, setRecordNo] = useState<string | null>(null);
  const close = () => {
    setRecordNo(null);
    onClose();
  };

  return (
    <Modal opened onClose={close} title={recordNo ? savedTitle : title} size="lg" centered>
      {recordNo ? (
        <Stack gap="md">
          <Text>{savedText(<strong>{recordNo}</strong>)}</Text>
          <DialogActions>
            <Button onClick={close} data-autofocus>
              Zamknij
            </Button>
          </DialogActions>
        </Stack>
      ) : config.isError ? (
        <Alert color="red" variant="light" role="alert">
          {configError}
        </Alert>
      ) : config.data ? (
        form(config.data, setRecordNo)
      ) : (
        <Text role="status">Wczytywanie…</Text>
      )}
    </Modal>
  );
}
