import { contactsResponseSchema } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export function getContacts() {
  return request('/partner/rest/contacts', { schema: contactsResponseSchema });
}

export const contactsQueryOptions = () => queryOptions({ queryKey: ['contacts'], queryFn: getContacts, staleTime: Infinity });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
