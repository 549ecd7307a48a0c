import { type HandoffUrlResponse } from '@panel/domain';
import { request } from '../../../lib/http';

/** GET /partner/rest/user/order-documents: the external order form for printed documents. */
export function getOrderDocumentsUrl(): Promise<string> {
  return request<HandoffUrlResponse>('/partner/rest/user/order-documents', { responseType: 'json', loader: true }).then((answer) => answer.url);
}
