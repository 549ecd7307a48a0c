import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button, Modal } from '@mantine/core';
import type { PolicyDetails } from '@panel/domain';
import { Link } from '../../../lib/router';
import { paths } from '../../../lib/paths';
import { usePermission } from '../../../lib/permission';
import { usePolicyDetails } from '../api/get-policy-details';
import { PolicyDetailsContent } from './PolicyDetailsContent';
import { QueryFallback } from '../../../components/ui/QueryFallback';

/** 'Zmień polisę' (001 §2): an active concluded motor policy, for an agent with ROLE_CP_MTA_ENABLED. */
function ChangePolicyLink({ details, onNavigate }: { details: PolicyDetails; onNavigate: () => void }) {
  const allowed = usePermission(paths.motorModification.permission);
  const changeable = details.tableType === 'CONCLUDED' && details.productLineId === 'CP' && details.status === 'ACTIVE';
  if (!allowed || !changeable || details.policyNo === null) return null;
  return (
    <Button component={Link} to={paths.motorModification.getHref(details.policyNo)} onClick={onNavigate} variant="light" mb="md">
      Zmień polisę
    </Button>
  );
}

function Details({ policyNo, onClose }: { policyNo: string; onClose: () => void }) {
  const { data, error, isPending } = usePolicyDetails(policyNo);
  if (isPending || error) return <QueryFallback error={error} />;
  return (
    <>
      <ChangePolicyLink details={data} onNavigate={onClose} />
      <PolicyDetailsContent details={data} />
    </>
  );
}

/** 'Szczegóły polisy …' or, once it is known to be one, 'Szczegóły oferty …'. */
function DetailsTitle({ policyNo }: { policyNo: string }) {
  const { data } = usePolicyDetails(policyNo);
  return `${data?.tableType === 'QUOTATION' ? 'Szczegóły oferty' : 'Szczegóły polisy'} ${policyNo}`;
}

interface PolicyDetailsModalProps {
  /** The policy shown; null keeps the popup closed. */
  policyNo: string | null;
  onClose: () => void;
}

/** The policy details popup (000 §2, §3): one popup for the lists, the search and the header search. */
export function PolicyDetailsModal({ policyNo, onClose }: PolicyDetailsModalProps) {
  return (
    <Modal opened={policyNo !== null} onClose={onClose} title={policyNo !== null && <DetailsTitle policyNo={policyNo} />} size="lg">
      {policyNo !== null && <Details policyNo={policyNo} onClose={onClose} />}
    </Modal>
  );
}
