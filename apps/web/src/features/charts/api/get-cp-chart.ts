import { type CpChartResponse } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/cpChartPolicies (needs ROLE_AGENT_CP_ENABLED). */
export function getCpChart(signal?: AbortSignal) {
  return request<CpChartResponse>('/partner/rest/cpChartPolicies', { responseType: 'json', signal });
}

export const cpChartQueryOptions = () => queryOptions({ queryKey: ['charts', 'cp'], queryFn: ({ signal }) => getCpChart(signal) });

export function useCpChart() {
  return useQuery(cpChartQueryOptions());
}
