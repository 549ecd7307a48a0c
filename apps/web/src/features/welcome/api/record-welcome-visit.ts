import type { WelcomeVisitRequest } from '@panel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { smartInfoShownQueryOptions } from './get-smart-info-shown';
import { welcomeVisitedQueryOptions } from './get-welcome-visited';

/** POST /partner/rest/welcome/visited: the visit of this session, and the smart-info flag when it was shown. */
export function recordWelcomeVisit(body: WelcomeVisitRequest) {
  return request('/partner/rest/welcome/visited', { method: 'POST', body });
}

/** The flags are set in the cache at once, so the dashboard never sends the user back to /welcome in this session. */
export function useRecordWelcomeVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordWelcomeVisit,
    onMutate: ({ smartInfo }) => {
      queryClient.setQueryData(welcomeVisitedQueryOptions().queryKey, { visited: true });
      if (smartInfo) queryClient.setQueryData(smartInfoShownQueryOptions(true).queryKey, { shown: true });
    },
  });
}
