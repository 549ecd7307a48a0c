import { type Contacts } from '@panel/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export function getContacts() {
  return request<Contacts>('/partner/rest/contacts', { responseType: 'json' });
}

export const contactsQueryOptions = () => queryOptions({ queryKey: ['contacts'], queryFn: getContacts, staleTime: Infinity });

export function useContacts() {
  return useQuery(contactsQueryOptions());
}
