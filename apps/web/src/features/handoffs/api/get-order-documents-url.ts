import { handoffUrlResponseSchema } from '@panel/domain';
import { request } from '../../../lib/http';

/** GET /partner/rest/user/order-documents: the external order form for printed documents. */
export function getOrderDocumentsUrl(): Promise<string> {
  return request('/partner/rest/user/order-documents', { schema: handoffUrlResponseSchema, loader: true }).then((answer) => answer.url);
}
