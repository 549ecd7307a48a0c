import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { usePermission } from '../../../lib/permission';

const ResignationDialog = lazy(() => import('./ResignationDialog'));

const FEATURE = 'resignation';

/**
 * Opens the resignation wizard for ?init=resignation (the header button, the case form's WYP redirect) and for
 * ?redirect=resignation (000 §2). The wizard's code loads only then; closing it removes the parameter.
 */
export function ResignationLauncher() {
  const [params, setParams] = useSearchParams();
  const allowed = usePermission({ roles: ['ROLE_AGENT_RES_ENABLED'] });
  const requested = params.get('init') === FEATURE || params.get('redirect') === FEATURE;
  if (!allowed || !requested) return null;

  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['init', 'redirect']) if (next.get(name) === FEATURE) next.delete(name);
      return next;
    });

  return (
    <Suspense>
      <ResignationDialog onClose={close} />
    </Suspense>
  );
}
