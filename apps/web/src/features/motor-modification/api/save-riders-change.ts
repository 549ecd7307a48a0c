import {
  IDEMPOTENCY_KEY_HEADER,
  saveRidersChangeApiSchema,
  saveRidersChangeApiResponseSchema,
  type SaveRidersChange,
  type SaveRidersChangeResponse,
  type SaveRidersChangeApiResponse,
} from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { inPanelSpelling } from './seed-spelling';

/** The riders section shows every refusal itself ('Nie udało się zapisać zmian.'). */
const RIDERS_SAVE_REFUSALS = [400, 404, 409, 422];

/** POST /partner/rest/mta/cp/saveRidersChange; one key per attempt makes a doubled click save once. */
export async function saveRidersChange({ payload, idempotencyKey }: { payload: SaveRidersChange; idempotencyKey: string }): Promise<SaveRidersChangeResponse> {
  const answer = await inPanelSpelling(
    request<SaveRidersChangeApiResponse>('/partner/rest/mta/cp/saveRidersChange', {
      method: 'POST',
      body: saveRidersChangeApiSchema.encode(payload),
      headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      responseType: 'json',
      handledStatuses: RIDERS_SAVE_REFUSALS,
      loader: true,
    }),
  );
  return saveRidersChangeApiResponseSchema.decode(answer);
}

export function useSaveRidersChange() {
  return useMutation({ mutationFn: saveRidersChange });
}
