import { fillMessage, formatIsoDateForDisplay, messages } from '@panel/domain';
import { useLayoutEffect } from 'react';
import { toasts } from '../../../components/ui/toaster/toasts';
import { usePermission } from '../../../lib/permission';
import { useHomeCalculationExpiryDate } from '../api/get-home-calculation-expiry-date';

const TOASTER_ID = 'hh-calculation-expiry';

/**
 * The home-calculation expiry reminder (000 §2): a toaster that never times out, shown only when the server has a
 * date (ROLE_AGENT_HP_ENABLED); it leaves with the page that shows it. Shown before the browser paints (a layout
 * effect), so it comes in the same frame as what the page reveals once it is known. Returns whether it is known.
 */
export function useHomeCalculationExpiryToaster(): boolean {
  const allowed = usePermission({ roles: ['ROLE_AGENT_HP_ENABLED'] });
  const expiry = useHomeCalculationExpiryDate(allowed);
  const date = expiry.data?.date;

  useLayoutEffect(() => {
    if (!date) return;
    toasts.show({
      id: TOASTER_ID,
      tone: 'notice',
      title: 'Kalkulacje ubezpieczenia domu',
      message: fillMessage(messages.HH_CALCULATION_EXPIRY, { date: formatIsoDateForDisplay(date) }),
    });
    return () => toasts.hide(TOASTER_ID);
  }, [date]);

  return !allowed || !expiry.isPending;
}
