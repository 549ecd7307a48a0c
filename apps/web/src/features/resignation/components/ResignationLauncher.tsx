import { lazy, Suspense } from 'react';
import { useSearchParams } from '../../../lib/router';
import { usePermission } from '../../../lib/permission';

const ResignationDialog = lazy(() => import('./ResignationDialog'));

const FEATURE = 'resignation';

/**
 * Opens the resignation wizard for ?init=resignation (the header button, the case form's WYP redirect) and for
 * ?redirect=resignation (000 §2), which the redirect facade sends with the policy (`policyNo`) and, from the
 * ownership-change search, `isUks=1`. The wizard's code loads only then; closing it removes the parameters.
 */
export function ResignationLauncher() {
  const [params, setParams] = useSearchParams();
  const allowed = usePermission({ roles: ['ROLE_AGENT_RES_ENABLED'] });
  const redirected = params.get('redirect') === FEATURE;
  const requested = params.get('init') === FEATURE || redirected;
  const presetNumber = redirected ? params.get('policyNo') : null;
  if (!allowed || !requested) return null;
  const preset = presetNumber ? { policyNumber: presetNumber, fromUksAss: params.get('isUks') === '1' } : undefined;

  const close = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['init', 'redirect']) if (next.get(name) === FEATURE) next.delete(name);
      next.delete('policyNo');
      next.delete('isUks');
      return next;
    });

  return (
    <Suspense>
      <ResignationDialog onClose={close} preset={preset} />
    </Suspense>
  );
}
