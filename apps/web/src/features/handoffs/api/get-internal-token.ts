import { type InternalTokenRequest, type InternalTokenResponse } from '@panel/domain';
import { request } from '../../../lib/http';

/** POST /s-auth/rest/internal_token/access: a bearer token for UP, POS or CAS and the systems' destinations (000 §7). */
export function getInternalToken(payload: InternalTokenRequest) {
  return request<InternalTokenResponse>('/s-auth/rest/internal_token/access', {
    method: 'POST',
    body: payload,
    responseType: 'json',
    loader: true,
  });
}
