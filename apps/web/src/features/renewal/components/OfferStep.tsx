import {Button, Stack, Text } from '@mantine/core';
import type { RenewalVerifyResponse } from '@panel/domain';
import { RenewalSummary } from './RenewalSummary';
import { setField, type RenewalForm } from './renewal-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

/** Owner-change mode, step 2 of 3: the renewal offer the agent presents to the new owner (000 §4). */
export function OfferStep({ form, result }: { form: RenewalForm; result: RenewalVerifyResponse }) {
  return (
    <Stack gap="sm">
      <Text>Przedstaw klientowi ofertę wznowienia. Po akceptacji przejdź do przejęcia polisy.</Text>
      <RenewalSummary result={result} withOffer />
      <DialogActions justify="space-between">
        <Button variant="default" onClick={() => setField(form, 'step', 'owner')}>
          Wstecz
        </Button>
        <Button onClick={() => setField(form, 'step', 'statement')} data-autofocus>
          Klient akceptuje ofertę
        </Button>
      </DialogActions>
    </Stack>
  );
}
