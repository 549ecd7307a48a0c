import { RENEWAL_REWRITE_ROLES } from '@panel/domain';
import { lazy, Suspense } from 'react';
import { useSearchParams } from '../../../lib/router';
import { usePermission } from '../../../lib/permission';

const RenewalDialog = lazy(() => import('./RenewalDialog'));

const FEATURE = 'renewal';

/**
 * Opens 'Przepisz wznowienie' for ?init=renewal (the header's 'Obsługa polisy' menu), only with a rewrite role
 * (000 §4, §6), so a reload reopens it with its draft; its code loads only then.
 */
export function RenewalLauncher() {
  const [params, setParams] = useSearchParams();
  const allowed = usePermission({ roles: RENEWAL_REWRITE_ROLES, mode: 'or' });
  if (!allowed || params.get('init') !== FEATURE) return null;

  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('init');
      return next;
    });

  return (
    <Suspense>
      <RenewalDialog onClose={close} />
    </Suspense>
  );
}
