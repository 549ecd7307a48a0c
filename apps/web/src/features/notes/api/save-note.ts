import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { noteQueryOptions } from './get-note';

/** POST /partner/rest/notes: the whole note; a refusal (400) is shown at the field. */
export function saveNote(text: string) {
  return request('/partner/rest/notes', { method: 'POST', body: text, handledStatuses: [400] });
}

export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNote,
    onSuccess: (_, text) => queryClient.setQueryData(noteQueryOptions().queryKey, text),
  });
}
