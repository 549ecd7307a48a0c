import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import { usePermission } from '../../../lib/permission';
import type { SalePrefill } from './sale-fields';

const VehicleSaleDialog = lazy(() => import('./VehicleSaleDialog'));

const FEATURE = 'uks';
const PREFILL_PARAMS = ['number', 'vin', 'party', 'firstName', 'lastName', 'ass'];

function prefillOf(params: URLSearchParams): SalePrefill | null {
  if (params.get('redirect') !== FEATURE || !params.get('number')) return null;
  return {
    number: params.get('number') ?? '',
    vin: params.get('vin') ?? '',
    party: params.get('party') === 'BUYER' ? 'BUYER' : 'SELLER',
    firstName: params.get('firstName') ?? '',
    lastName: params.get('lastName') ?? '',
    fromUksAss: params.get('ass') === '1',
  };
}

/**
 * Opens the vehicle sale popup for ?init=uks (the header's UKS button, the case form's UKS redirect) and
 * ?redirect=uks (000 §2), which the redirect facade's addresses use with the policy filled in (decision 072). Once
 * open, the address says ?init=uks, so a reload reopens it with its draft. The popup's code loads only then.
 */
export function VehicleSaleLauncher() {
  const [params, setParams] = useSearchParams();
  const allowed = usePermission({ roles: ['ROLE_AGENT_UKS_ENABLED'] });
  const requested = params.get('init') === FEATURE || params.get('redirect') === FEATURE;
  // Kept here: the address loses the prefill (below) while the popup's code may still be loading.
  const [kept, setKept] = useState<SalePrefill | null>(null);
  const fromAddress = prefillOf(params);
  if (fromAddress && JSON.stringify(fromAddress) !== JSON.stringify(kept)) setKept(fromAddress);
  const prefill = fromAddress ?? kept;

  useEffect(() => {
    if (params.get('redirect') !== FEATURE) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('redirect');
        for (const name of PREFILL_PARAMS) next.delete(name);
        next.set('init', FEATURE);
        return next;
      },
      { replace: true },
    );
  }, [params, setParams]);

  if (!allowed || !requested) return null;
  const close = () => {
    setKept(null);
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of ['init', 'redirect']) if (next.get(name) === FEATURE) next.delete(name);
      return next;
    });
  };

  return (
    <Suspense>
      <VehicleSaleDialog prefill={prefill} onClose={close} />
    </Suspense>
  );
}
