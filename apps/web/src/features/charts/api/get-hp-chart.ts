import { type HpChartResponse } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/hpChartPolicies (needs ROLE_AGENT_HP_ENABLED). */
export function getHpChart(signal?: AbortSignal) {
  return request<HpChartResponse>('/partner/rest/hpChartPolicies', { responseType: 'json', signal });
}

export const hpChartQueryOptions = () => queryOptions({ queryKey: ['charts', 'hp'], queryFn: ({ signal }) => getHpChart(signal) });

export function useHpChart() {
  return useQuery(hpChartQueryOptions());
}
