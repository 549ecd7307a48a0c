import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { messages } from '@panel/domain';
import { useState } from 'react';
import { HttpError } from '../../../lib/http';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useCopyOffer } from '../../../lib/offers/copy-offer';
import { CopyValue } from '../../../components/ui/CopyValue';
import type { RegisteredSale } from './sale-fields';
import { DialogActions } from '../../../components/ui/DialogActions';

/** The thank-you popup: the sale is registered; a copy makes the buyer's quotation with its auth code (000 §4). */
export function VehicleSaleThanks({ sale, onClose }: { sale: RegisteredSale; onClose: () => void }) {
  const copy = useCopyOffer();
  const [key] = useState(newIdempotencyKey);
  const calculate = () => copy.mutate({ payload: { policyNumber: sale.policyNumber, vin: sale.vin, purpose: 'SALE' }, idempotencyKey: key });

  return (
    <Stack gap="md">
      {sale.saleNo && <CopyValue label="Numer zgłoszenia sprzedaży" value={sale.saleNo} />}
      <Text>{messages.UKS_OFFER_QUESTION}</Text>
      {copy.data && (
        <Stack gap="xs" aria-label="Nowa oferta">
          <CopyValue label="Numer oferty" value={copy.data.policyNo} />
          <CopyValue label="Kod autoryzacyjny" value={copy.data.authCode} />
          <Text size="sm">{messages.OFFER_COPY_HINT}</Text>
        </Stack>
      )}
      {copy.error && (
        <Alert color="red" variant="light" role="alert">
          {copy.error instanceof HttpError ? copy.error.message : messages.COMMUNICATION_ERROR}
        </Alert>
      )}
      <DialogActions>
        <Button variant={copy.data ? 'filled' : 'default'} onClick={onClose} data-autofocus>
          Zamknij
        </Button>
        {!copy.data && (
          <Button onClick={calculate} loading={copy.isPending}>
            Oblicz składkę nowej polisy
          </Button>
        )}
      </DialogActions>
    </Stack>
  );
}
