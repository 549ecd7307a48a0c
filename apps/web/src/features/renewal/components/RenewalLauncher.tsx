import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import { Button } from '@mantine/core';
import { RENEWAL_REWRITE_ROLES } from '@panel/domain';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../lib/permission';

const RenewalDialog = lazy(() => import('./RenewalDialog'));

const FEATURE = 'renewal';

/**
 * 'Przepisz wznowienie' in the header, only with a rewrite role (000 §4, §6). The open popup lives in the address
 * (?init=renewal), so a reload reopens it with its draft; its code loads only then.
 */
export function RenewalLauncher() {
  const [params, setParams] = useSearchParams();
  const allowed = usePermission({ roles: RENEWAL_REWRITE_ROLES, mode: 'or' });
  if (!allowed) return null;

  const setInit = (open: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (open) next.set('init', FEATURE);
      else next.delete('init');
      return next;
    });

  return (
    <>
      <Button variant="light" size="compact-sm" onClick={() => setInit(true)}>
        Przepisz wznowienie
      </Button>
      {params.get('init') === FEATURE && (
        <Suspense>
          <RenewalDialog onClose={() => setInit(false)} />
        </Suspense>
      )}
    </>
  );
}
