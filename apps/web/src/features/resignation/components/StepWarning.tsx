import {Alert, Button, List, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { formatIsoDateForDisplay, resignationReasonCodes } from '@panel/domain';
import { useWatch } from 'react-hook-form';
import { goTo, isCancellation, selectedReason, type WizardForm, readableAlert } from './wizard-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

/** Step 3: the warning with the termination date; back, or confirm and go on to the signed document. */
export function StepWarning({ form }: { form: WizardForm }) {
  const [policyNumber, check, code, terminationDate, otherInsurer, otherFrom] = useWatch({
    control: form.control,
    name: ['policyNumber', 'check', 'terminationCode', 'terminationDate', 'otherInsurerCompany', 'otherInsurerDateFrom'],
  });
  const reason = selectedReason({ check, terminationCode: code });
  const cancellation = isCancellation(code);
  const warnings = check?.resignationReasons.errors ?? [];

  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" title="Uwaga" styles={readableAlert}>
        <Text size="sm">
          Polisa nr <strong>{policyNumber}</strong> zostanie {cancellation ? 'anulowana' : 'wypowiedziana'} z dniem{' '}
          <strong>{formatIsoDateForDisplay(terminationDate)}</strong>.
        </Text>
        <Text size="sm">Powód: {reason?.terminationDescription}</Text>
        {code === resignationReasonCodes.DUPLICATE_INSURANCE && (
          <Text size="sm">
            Ochrona u innego ubezpieczyciela ({otherInsurer}) od {formatIsoDateForDisplay(otherFrom)}.
          </Text>
        )}
        {warnings.length > 0 && (
          <List size="sm" mt="xs">
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        )}
      </Alert>
      <Text size="sm">Tej operacji nie można cofnąć w panelu. Sprawdź datę, zanim przejdziesz dalej.</Text>
      <DialogActions justify="space-between">
        <Button variant="default" onClick={() => goTo(form, 2)}>
          Wstecz
        </Button>
        <Button onClick={() => goTo(form, 4)} data-autofocus>
          Potwierdzam, dalej
        </Button>
      </DialogActions>
    </Stack>
  );
}
