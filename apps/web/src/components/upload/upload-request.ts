import { apiErrorSchema, CSRF_HEADER, messages, uploadedFileSchema, type UploadedFile } from '@panel/domain';
import { readCsrfToken, request } from '../../lib/http';

export const UPLOAD_URL = '/partner/rest/upload';

function failureMessage(xhr: XMLHttpRequest): string {
  if (xhr.status === 0) return messages.STATUS_0_ERROR;
  try {
    const body = apiErrorSchema.safeParse(JSON.parse(xhr.responseText));
    if (body.success && xhr.status < 500) return body.data.message;
  } catch {
    // not JSON: fall through to the generic message
  }
  return messages.SERVER_ERROR;
}

/**
 * Sends one file to the upload service (decision 050) with XMLHttpRequest, which, unlike fetch, reports upload
 * progress. Rejects with the server's Polish message.
 */
export function uploadFile(
  file: File,
  draftId: string,
  id: string,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${UPLOAD_URL}?${new URLSearchParams({ draftId, id }).toString()}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const csrf = readCsrfToken();
    if (csrf !== undefined) xhr.setRequestHeader(CSRF_HEADER, csrf);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status !== 201) return reject(new Error(failureMessage(xhr)));
      const parsed = uploadedFileSchema.safeParse(JSON.parse(xhr.responseText));
      if (parsed.success) resolve(parsed.data);
      else reject(new Error(messages.SERVER_ERROR));
    });
    xhr.addEventListener('error', () => reject(new Error(messages.STATUS_0_ERROR)));
    xhr.addEventListener('abort', () => reject(new DOMException('Wysyłanie przerwane.', 'AbortError')));
    signal.addEventListener('abort', () => xhr.abort());
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/** DELETE /partner/rest/upload/{id}: a file already gone is not an error worth showing. */
export function deleteUpload(id: string): Promise<void> {
  return request(`${UPLOAD_URL}/${encodeURIComponent(id)}`, { method: 'DELETE', handledStatuses: [400, 404] });
}
