import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../../components/ui/DialogActions';

interface Action {
  label: string;
  onClick: () => void;
}

interface MessageDialogProps {
  opened: boolean;
  title: string;
  message: string;
  /** Why, under the message (a referral's reason). */
  detail?: string;
  /** The main action, focused when the popup opens. */
  confirm: Action;
  /** A second, dismissing action (a confirmation's 'Nie'). */
  dismiss?: Action;
  onClose: () => void;
  /** Above another popup. */
  stacked?: boolean;
}

/** A popup with one message and its buttons: the confirmations and notices of the modification (001 §2). */
export function MessageDialog({ opened, title, message, detail, confirm, dismiss, onClose, stacked = false }: MessageDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered zIndex={stacked ? 300 : undefined}>
      <Stack gap="md">
        <Text>{message}</Text>
        {detail && <Text fw={600}>{detail}</Text>}
        <DialogActions>
          {dismiss && (
            <Button variant="default" onClick={dismiss.onClick}>
              {dismiss.label}
            </Button>
          )}
          <Button onClick={confirm.onClick} data-autofocus>
            {confirm.label}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
