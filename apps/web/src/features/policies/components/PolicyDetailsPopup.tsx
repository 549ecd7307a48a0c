import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';

const PolicyDetailsModal = lazy(() => import('./PolicyDetailsModal').then((m) => ({ default: m.PolicyDetailsModal })));

interface PolicyDetailsPopupProps {
  policyNo: string | null;
  onClose: () => void;
}

/** The details popup, loaded the first time a policy is opened and kept mounted after (so it closes gracefully). */
export function PolicyDetailsPopup({ policyNo, onClose }: PolicyDetailsPopupProps) {
  if (!useOpenedOnce(policyNo !== null)) return null;
  return (
    <Suspense fallback={null}>
      <PolicyDetailsModal policyNo={policyNo} onClose={onClose} />
    </Suspense>
  );
}
