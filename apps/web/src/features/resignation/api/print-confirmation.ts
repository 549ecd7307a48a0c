import { messages, resignationPrintArgs, type DocumentSetHash } from '@panel/domain';
import { useMutation } from '@tanstack/react-query';
import { getAvailableDocs } from '../../../lib/documents/get-available-docs';
import { retrieveDocument } from '../../../lib/documents/retrieval';
import { request } from '../../../lib/http';

interface Confirmation {
  policyNo: string;
  code: string;
  terminationDate: string;
}

/**
 * The confirmation of a closed resignation (print place RESIGNATION_CONFIRMATION, arguments reason and date): its set,
 * its one document, then the retrieval service until the PDF is ready; answers the hash to download.
 */
export async function printConfirmation({ policyNo, code, terminationDate }: Confirmation): Promise<string> {
  const printArgs = resignationPrintArgs(code, terminationDate);
  const url = `/partner/rest/document/get-available-docs-hash/${encodeURIComponent(policyNo)}/RESIGNATION_CONFIRMATION/${printArgs}`;
  const { hash } = await request<DocumentSetHash>(url, { responseType: 'json', loader: true });
  const [confirmation] = await getAvailableDocs(hash);
  if (!confirmation) throw new Error(messages.NO_DOCUMENTS);
  return retrieveDocument(confirmation.hash);
}

export const usePrintConfirmation = () => useMutation({ mutationFn: printConfirmation });
