import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { formatIsoDateForDisplay, messages, ownershipOptions, ownershipOptionsHint, paymentStatusText, type OwnershipSearchResult } from '@panel/domain';
import { useId, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { CopyValue } from '../../../components/ui/CopyValue';
import { HttpError } from '../../../lib/http';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { usePermission } from '../../../lib/permission';
import { useCopyOffer } from '../../../lib/offers/copy-offer';
import { getCompleteBuyersDataRedirect, getResignationRedirect, getUksRedirect } from '../api/redirect';
import type { SearchMode } from './search-fields';
import facts from '../../../components/ui/Facts.module.css';

interface SearchResultProps {
  row: OwnershipSearchResult;
  mode: SearchMode;
  onPrint: () => void;
}

const failureMessage = (failure: unknown) => (failure instanceof HttpError ? failure.message : messages.COMMUNICATION_ERROR);

/** The found policy and its options (000 §4): 'aktywna' allows a change of ownership; isUks also offer and resign. */
export function SearchResult({ row, mode, onPrint }: SearchResultProps) {
  const navigate = useNavigate();
  const canResign = usePermission({ roles: ['ROLE_AGENT_RES_ENABLED'] });
  const options = ownershipOptions(row);
  const hint = ownershipOptionsHint(row);
  const hintId = useId();
  // A disabled option names the text that says why.
  const why = (offered: boolean) => (offered ? undefined : hintId);
  const copy = useCopyOffer();
  const [copyKey] = useState(newIdempotencyKey);
  const [redirectError, setRedirectError] = useState<string | null>(null);
  const insured = `${row.insuredFirstName} ${row.insuredLastName}`.trim();

  const go = async (redirect: () => Promise<{ url: string }>) => {
    setRedirectError(null);
    try {
      navigate((await redirect()).url);
    } catch (failure) {
      setRedirectError(failureMessage(failure));
    }
  };
  const newOffer = () =>
    copy.mutate({ payload: { policyNumber: row.policyNo, vin: row.vin, purpose: mode === 'travel' ? 'TRAVEL' : 'OWNERSHIP' }, idempotencyKey: copyKey });

  return (
    <Stack gap="sm">
      <dl className={facts.facts} aria-label="Znaleziona polisa">
        <div>
          <dt>Numer polisy</dt>
          <dd>{row.policyNo}</dd>
        </div>
        <div>
          <dt>Ubezpieczony</dt>
          <dd>{insured}</dd>
        </div>
        <div>
          <dt>Właściciel</dt>
          <dd>{row.owner}</dd>
        </div>
        <div>
          <dt>Okres ubezpieczenia</dt>
          <dd>
            {formatIsoDateForDisplay(row.startDate)} – {formatIsoDateForDisplay(row.endDate)}
          </dd>
        </div>
        <div>
          <dt>Nr rejestracyjny</dt>
          <dd>{row.regNo}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <Badge color={options.changeOwnership ? 'teal.9' : 'gray.7'} variant="filled">
              {row.status}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>Płatność</dt>
          <dd>{paymentStatusText(row)}</dd>
        </div>
        <div>
          <dt>Ostatnia zmiana właściciela</dt>
          <dd>{row.coverChangedDate ? formatIsoDateForDisplay(row.coverChangedDate) : 'brak'}</dd>
        </div>
      </dl>
      <Group gap="xs">
        <Button size="sm" disabled={!options.changeOwnership} aria-describedby={why(options.changeOwnership)} onClick={() => void go(() => getUksRedirect(row.regNo))}>
          Zmień właściciela
        </Button>
        <Button
          size="sm"
          variant="light"
          disabled={!options.completeBuyerData}
          aria-describedby={why(options.completeBuyerData)}
          onClick={() => void go(() => getCompleteBuyersDataRedirect(row.policyNo, row.insuredFirstName, row.insuredLastName))}
        >
          Uzupełnij dane nabywcy
        </Button>
        <Button size="sm" variant="light" disabled={!options.newOffer || copy.isSuccess} aria-describedby={why(options.newOffer)} loading={copy.isPending} onClick={newOffer}>
          Nowa oferta
        </Button>
        {canResign && (
          <Button size="sm" variant="light" disabled={!options.resign} aria-describedby={why(options.resign)} onClick={() => void go(() => getResignationRedirect(row.policyNo))}>
            Wypowiedz umowę
          </Button>
        )}
        <Button size="sm" variant="default" onClick={onPrint}>
          Drukuj dokumenty
        </Button>
      </Group>
      {hint && (
        <Text size="sm" c="gray.7" id={hintId}>
          {hint}
        </Text>
      )}
      {copy.data && (
        <Stack gap="xs" aria-label="Nowa oferta">
          <CopyValue label="Numer oferty" value={copy.data.policyNo} />
          <CopyValue label="Kod autoryzacyjny" value={copy.data.authCode} />
          <Text size="sm">{messages.OFFER_COPY_HINT}</Text>
        </Stack>
      )}
      {(copy.error ?? redirectError) && (
        <Alert color="red" variant="light" role="alert">
          {redirectError ?? failureMessage(copy.error)}
        </Alert>
      )}
    </Stack>
  );
}
