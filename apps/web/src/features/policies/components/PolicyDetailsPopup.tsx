import { lazy, Suspense, useState } from 'react';

const PolicyDetailsModal = lazy(() => import('./PolicyDetailsModal').then((m) => ({ default: m.PolicyDetailsModal })));

interface PolicyDetailsPopupProps {
  policyNo: string | null;
  onClose: () => void;
}

/** The details popup, loaded the first time a policy is opened and kept mounted after (so it closes gracefully). */
export function PolicyDetailsPopup({ policyNo, onClose }: PolicyDetailsPopupProps) {
  const [needed, setNeeded] = useState(false);
  if (policyNo !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PolicyDetailsModal policyNo={policyNo} onClose={onClose} />
    </Suspense>
  );
}
