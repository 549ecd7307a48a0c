import { featureFlags, type Features } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { bootRequest, SESSION_QUERY_KEY } from './boot-request';

export const allFeaturesOff = Object.fromEntries(featureFlags.map((flag) => [flag, false])) as Features;

export function getFeatures(signal?: AbortSignal) {
  return request<Features>('/rest/features/', { ...bootRequest, responseType: 'json', signal });
}

export function featuresQueryOptions() {
  return queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'features'],
    queryFn: ({ signal }) => getFeatures(signal),
    staleTime: Infinity,
  });
}

export function useFeaturesQuery() {
  return useQuery(featuresQueryOptions());
}
