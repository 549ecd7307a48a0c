import { RENEWAL_REWRITE_ROLES } from '@panel/domain';
import { useLocation } from '../../lib/router';
import { hasPermission, type PermissionExpression } from '../../lib/permission';
import { useSession } from '../../lib/session/context';

/** One item of 'Obsługa polisy': the feature it opens through the address (?init=…, 000 §2). */
export interface ServiceEntry {
  label: string;
  to: string;
}

interface Service {
  init: string;
  label: string;
  permission?: PermissionExpression;
}

const resignationRole: PermissionExpression = { roles: ['ROLE_AGENT_RES_ENABLED'] };
const cancelRole: PermissionExpression = { roles: ['ROLE_AGENT_CANCEL_ENABLED'] };
const uksRole: PermissionExpression = { roles: ['ROLE_AGENT_UKS_ENABLED'] };

const services: readonly Service[] = [
  { init: 'resignation', label: 'Wypowiedzenie', permission: resignationRole },
  { init: 'uks', label: 'UKS', permission: uksRole },
  { init: 'uks-ass', label: 'UKS-ass', permission: uksRole },
  { init: 'add-case', label: 'Zgłoś sprawę' },
  { init: 'add-complaint', label: 'Złóż reklamację' },
  { init: 'renewal', label: 'Przepisz wznowienie', permission: { roles: RENEWAL_REWRITE_ROLES, mode: 'or' } },
];

/**
 * The servicing features the agent's roles allow (000 §1, §4, §6), each a link to the current page with its ?init=…,
 * which the feature's launcher turns into its dialog. With the cancellation role the resignation also cancels.
 */
export function useServiceEntries(): ServiceEntry[] {
  const { roles } = useSession();
  const { pathname, search } = useLocation();
  const canCancel = hasPermission(roles, cancelRole);
  return services
    .filter(({ permission }) => !permission || hasPermission(roles, permission))
    .map(({ init, label }) => {
      const params = new URLSearchParams(search);
      params.set('init', init);
      return {
        label: init === 'resignation' && canCancel ? 'Wypowiedzenie / anulowanie' : label,
        to: `${pathname}?${params.toString()}`,
      };
    });
}
