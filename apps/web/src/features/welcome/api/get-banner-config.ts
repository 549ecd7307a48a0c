import { type BannerConfig } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/banner/config: the banner of the user's agent type, or null. */
export function getBannerConfig(signal?: AbortSignal) {
  return request<BannerConfig | null>('/partner/rest/banner/config', { responseType: 'json', signal });
}

export const bannerConfigQueryOptions = () =>
  queryOptions({ queryKey: ['banner', 'config'], queryFn: ({ signal }) => getBannerConfig(signal), staleTime: Infinity });

export function useBannerConfig() {
  return useQuery(bannerConfigQueryOptions());
}
