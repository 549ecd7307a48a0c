import { type ApaTokenResponse, type HandoffUrlResponse, type SassTokenResponse, type StpTokenResponse } from '@panel/domain';
import { request } from '../../../lib/http';

const url = (path: string) => request<HandoffUrlResponse>(path, { responseType: 'json', loader: true }).then((answer) => answer.url);

const withParam = (address: string, name: string, value: string) => {
  const target = new URL(address, window.location.origin);
  target.searchParams.set(name, value);
  return target.toString();
};

/** GET /partner/rest/user/stp, then POST /s-auth/rest/stp/token: the standalone travel calculator, token appended (000 §2). */
export async function stpAddress() {
  const [base, token] = await Promise.all([
    url('/partner/rest/user/stp'),
    request<StpTokenResponse>('/s-auth/rest/stp/token', { method: 'POST', responseType: 'json', loader: true }),
  ]);
  return withParam(base, 'access_token', token.access_token);
}

/** GET rest/get-sass-token. */
export async function sassAddress() {
  const answer = await request<SassTokenResponse>('/rest/get-sass-token', { responseType: 'json', loader: true });
  return withParam(answer.sassRedirectUrl, 'token', answer.token);
}

/** GET rest/get-apa-token: the assistance panel. */
export async function apaAddress() {
  const answer = await request<ApaTokenResponse>('/rest/get-apa-token', { responseType: 'json', loader: true });
  return withParam(answer.apaRedirectUrl, 'token', answer.token);
}

/** GET /partner/rest/travel/europaAssistance: the travel panel, its token already in the address. */
export const travelPanelAddress = () => url('/partner/rest/travel/europaAssistance');

/** GET /partner/rest/user/hate: the home-plus calculator. */
export const hateAddress = () => url('/partner/rest/user/hate');
