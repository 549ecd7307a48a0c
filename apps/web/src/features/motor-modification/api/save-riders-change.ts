import { IDEMPOTENCY_KEY_HEADER, type SaveRidersChange, type SaveRidersChangeResponse } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

/** The riders section shows every refusal itself ('Nie udało się zapisać zmian.'). */
const RIDERS_SAVE_REFUSALS = [400, 404, 409, 422];

/** POST /partner/rest/mta/cp/saveRidersChange; one key per attempt makes a doubled click save once. */
export function saveRidersChange({ payload, idempotencyKey }: { payload: SaveRidersChange; idempotencyKey: string }) {
  return request<SaveRidersChangeResponse>('/partner/rest/mta/cp/saveRidersChange', {
    method: 'POST',
    body: payload,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    responseType: 'json',
    handledStatuses: RIDERS_SAVE_REFUSALS,
    loader: true,
  });
}

export function useSaveRidersChange() {
  return useMutation({ mutationFn: saveRidersChange });
}
