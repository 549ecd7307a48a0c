import { panelPath } from '@panel/domain';
import { HttpError } from '../../../lib/http';

/**
 * A motor-modification call with a refusal's field paths in the panel's spelling ('raiders.ac' → 'riders.ac'): the
 * seed's misspelt names stay in this folder's calls (decision 159).
 */
export async function inPanelSpelling<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (failure) {
    if (!(failure instanceof HttpError)) throw failure;
    const fieldErrors = Object.fromEntries(Object.entries(failure.fieldErrors).map(([path, message]) => [panelPath(path), message]));
    throw new HttpError(failure.status, failure.url, failure.message, fieldErrors);
  }
}
