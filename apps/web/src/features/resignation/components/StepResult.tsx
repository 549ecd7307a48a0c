import {Alert, Button, Stack, Text } from '@mantine/core';
import { messages, type TerminationResultCode } from '@panel/domain';
import { useWatch } from 'react-hook-form';
import { ConfirmationPrint } from './ConfirmationPrint';
import { isCancellation, type WizardForm, readableAlert } from './wizard-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

const views: Record<TerminationResultCode, { color: string; title: string }> = {
  '0': { color: 'green', title: 'Polisa zamknięta' },
  '1': { color: 'brand', title: messages.RESIGNATION_SENT },
  '-1': { color: 'red', title: 'Polisa nie została zamknięta' },
  '2': { color: 'orange', title: 'Polisa spoza systemu TIA' },
};

/** Step 5: the result by terminationResult; a closed policy (not a cancellation) can print its confirmation. */
export function StepResult({ form, onClose }: { form: WizardForm; onClose: () => void }) {
  const [result, policyNumber, code] = useWatch({ control: form.control, name: ['result', 'policyNumber', 'terminationCode'] });
  if (!result) return null;
  const view = views[result.result];

  return (
    <Stack gap="sm">
      <Alert color={view.color} variant="light" title={view.title} role="status" styles={readableAlert}>
        <Text size="sm">{result.message}</Text>
        {result.result === '-1' && (
          <Text size="sm" mt={4}>
            {messages.RESIGNATION_CLOSE_ERROR_NEXT_STEP}
          </Text>
        )}
        <Text size="sm" mt={4}>
          Numer zgłoszenia: <strong>{result.resignationNo}</strong>
        </Text>
      </Alert>
      {result.result === '0' && result.terminationDate && !isCancellation(code) && (
        <ConfirmationPrint policyNo={policyNumber} code={code} terminationDate={result.terminationDate} />
      )}
      <DialogActions>
        <Button onClick={onClose} data-autofocus>
          Zamknij
        </Button>
      </DialogActions>
    </Stack>
  );
}
