import { resignationDocPathResponseSchema, type ResignationReasonCode } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /ms-doc/get-resignation-doc-path/{code}: the blank form the customer signs for the reason. */
export function getResignationDocPath(code: ResignationReasonCode, signal?: AbortSignal) {
  return request(`/ms-doc/get-resignation-doc-path/${code}`, { schema: resignationDocPathResponseSchema, signal });
}

export const resignationDocPathQueryOptions = (code: ResignationReasonCode) =>
  queryOptions({ queryKey: ['resignation', 'doc-path', code], queryFn: ({ signal }) => getResignationDocPath(code, signal), staleTime: Infinity });

export const useResignationDocPath = (code: ResignationReasonCode) => useQuery(resignationDocPathQueryOptions(code));
