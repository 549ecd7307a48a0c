import { type ResignationReasonCode, type ResignationDocPath } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /ms-doc/get-resignation-doc-path/{code}: the blank form the customer signs for the reason. */
export function getResignationDocPath(code: ResignationReasonCode, signal?: AbortSignal) {
  return request<ResignationDocPath>(`/ms-doc/get-resignation-doc-path/${code}`, { responseType: 'json', signal });
}

export const resignationDocPathQueryOptions = (code: ResignationReasonCode) =>
  queryOptions({ queryKey: ['resignation', 'doc-path', code], queryFn: ({ signal }) => getResignationDocPath(code, signal), staleTime: Infinity });

export const useResignationDocPath = (code: ResignationReasonCode) => useQuery(resignationDocPathQueryOptions(code));
