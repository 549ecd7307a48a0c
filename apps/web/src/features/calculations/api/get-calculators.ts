import { type CalculatorLink } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/calculators: the calculators the user's roles allow. */
export function getCalculators(signal?: AbortSignal) {
  return request<CalculatorLink[]>('/partner/rest/calculators', { responseType: 'json', signal });
}

export const calculatorsQueryOptions = () =>
  queryOptions({ queryKey: ['calculators'], queryFn: ({ signal }) => getCalculators(signal), staleTime: Infinity });

export function useCalculators() {
  return useQuery(calculatorsQueryOptions());
}
