import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** GET /partner/rest/notes answers the note as text/plain (001 §7). */
export function getNote() {
  return request('/partner/rest/notes', { responseType: 'text' });
}

export const noteQueryOptions = () => queryOptions({ queryKey: ['note'], queryFn: getNote });

export function useNote() {
  return useQuery(noteQueryOptions());
}
