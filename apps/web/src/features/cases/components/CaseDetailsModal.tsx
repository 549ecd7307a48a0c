import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/UnstyledButton.css';
import { Modal } from '@mantine/core';
import { caseStatusLabels, formatDateTimeInPoland, messages, type CaseDetails } from '@panel/domain';
import type { ReactNode } from 'react';
import facts from '../../../components/ui/Facts.module.css';
import { useCaseDetails } from '../api/get-case-details';
import classes from './CaseDetails.module.css';
import { QueryFallback } from '../../../components/ui/QueryFallback';

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? classes.wide : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function CaseFacts({ details }: { details: CaseDetails }) {
  const customer = `${details.name} ${details.surname}`.trim();
  return (
    <dl className={facts.facts}>
      <Fact label="Status">{caseStatusLabels[details.status]}</Fact>
      <Fact label="Data zgłoszenia">{formatDateTimeInPoland(new Date(details.createdAt))}</Fact>
      <Fact label="Rodzaj sprawy">{details.caseTypeName}</Fact>
      <Fact label="Numer polisy">{details.policyNumber}</Fact>
      <Fact label="Klient">{customer || messages.DATA_UNAVAILABLE}</Fact>
      <Fact label="PESEL">{details.pesel || messages.DATA_UNAVAILABLE}</Fact>
      <Fact label="Treść zgłoszenia" wide>
        <span className={classes.message}>{details.messageContent || 'Brak treści.'}</span>
      </Fact>
      <Fact label="Załączniki" wide>
        {details.fileNames.length === 0 ? (
          'Brak załączników.'
        ) : (
          <ul className={classes.files} aria-label="Załączniki sprawy">
            {details.fileNames.map((name, index) => (
              <li key={`${index}-${name}`}>{name}</li>
            ))}
          </ul>
        )}
      </Fact>
    </dl>
  );
}

function Details({ id }: { id: number }) {
  const { data, error, isPending } = useCaseDetails(id);
  if (isPending || error) return <QueryFallback error={error} />;
  return <CaseFacts details={data} />;
}

interface CaseDetailsModalProps {
  /** The case shown (its id and number from the list); null keeps the popup closed. */
  shown: { id: number; caseId: string } | null;
  onClose: () => void;
}

/** 'Sprawa SPR/2026/000042': everything the case holds, opened from 'Moje sprawy' (decision 143). */
export function CaseDetailsModal({ shown, onClose }: CaseDetailsModalProps) {
  return (
    <Modal opened={shown !== null} onClose={onClose} title={shown && `Sprawa ${shown.caseId}`} size="lg">
      {shown && <Details id={shown.id} />}
    </Modal>
  );
}
