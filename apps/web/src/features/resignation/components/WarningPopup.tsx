import {Button, List, Modal, Stack } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { DialogActions } from '../../../components/ui/DialogActions';

interface WarningPopupProps {
  warnings: readonly string[];
  /** The policy can still be resigned: the agent may go on after reading. */
  canContinue: boolean;
  onContinue: () => void;
  onClose: () => void;
}

/** The warning popup of step 1 (000 §4): what the check of the policy state said. */
export function WarningPopup({ warnings, canContinue, onContinue, onClose }: WarningPopupProps) {
  return (
    <Modal opened onClose={onClose} title="Uwaga" centered size="md" zIndex={300} withCloseButton={false}>
      <Stack gap="md">
        <div role="alert">
          <List spacing="xs">
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </div>
        <DialogActions>
          <Button variant={canContinue ? 'default' : 'filled'} onClick={onClose} data-autofocus={canContinue ? undefined : true}>
            Zamknij
          </Button>
          {canContinue && (
            <Button onClick={onContinue} data-autofocus>
              Dalej
            </Button>
          )}
        </DialogActions>
      </Stack>
    </Modal>
  );
}
