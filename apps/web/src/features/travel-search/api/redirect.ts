import { type RedirectResponse } from '@panel/domain';
import { request } from '../../../lib/http';

const facade = (call: string, query: Record<string, string>) =>
  request<RedirectResponse>(`/partner/rest/redirectFacade/${call}?${new URLSearchParams(query).toString()}`, {
    responseType: 'json',
    handledStatuses: [400, 404],
    loader: true,
  });

/** GET /partner/rest/redirectFacade/uks?platesNo=: the change of ownership (the sale popup for these plates). */
export const getUksRedirect = (platesNo: string) => facade('uks', { platesNo });

/** GET /partner/rest/redirectFacade/completeBuyersData: the sale popup as the buyer, names filled in. */
export const getCompleteBuyersDataRedirect = (policyNo: string, firstName: string, lastName: string) =>
  facade('completeBuyersData', { policyNo, firstName, lastName });

/** GET /partner/rest/redirectFacade/resignation?policyNo=: the resignation popup for the policy. */
export const getResignationRedirect = (policyNo: string) => facade('resignation', { policyNo });
