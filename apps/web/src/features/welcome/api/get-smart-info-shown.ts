import { type SmartInfoShown } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/welcome/shown: whether this user has been shown the smart-info fragment. */
export function getSmartInfoShown(signal?: AbortSignal) {
  return request<SmartInfoShown>('/partner/rest/welcome/shown', { responseType: 'json', signal });
}

/** Asked only for users with ROLE_SHOW_PHOTOSMART_INFO: for the others the answer changes nothing. */
export const smartInfoShownQueryOptions = (hasSmartInfoRole: boolean) =>
  queryOptions({
    queryKey: ['welcome', 'shown'],
    queryFn: ({ signal }) => getSmartInfoShown(signal),
    staleTime: Infinity,
    enabled: hasSmartInfoRole,
  });

export function useSmartInfoShown(hasSmartInfoRole: boolean) {
  return useQuery(smartInfoShownQueryOptions(hasSmartInfoRole));
}
