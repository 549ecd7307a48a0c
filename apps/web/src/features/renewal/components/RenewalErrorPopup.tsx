import {Button, Modal, Stack, Text } from '@mantine/core';
import { DialogActions } from '../../../components/ui/DialogActions';

/** The error popups of 000 §8 Renewal, above the wizard. */
export function RenewalErrorPopup({ message, detail, onClose }: { message: string; detail?: string; onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="Uwaga" centered size="md" zIndex={300}>
      <Stack gap="md">
        <div role="alert">
          <Text>{message}</Text>
          {detail && detail !== message && (
            <Text size="sm" c="gray.7" mt="xs">
              {detail}
            </Text>
          )}
        </div>
        <DialogActions>
          <Button onClick={onClose} data-autofocus>
            Rozumiem
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}
