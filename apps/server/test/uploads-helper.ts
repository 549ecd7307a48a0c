import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { MAX_QUEUED_FILES } from '@panel/domain';
import type { Client } from './helper';

export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A PDF of exactly `size` bytes. */
export function pdfOfSize(size: number): Buffer {
  const content = Buffer.alloc(size, 0x20);
  PDF.copy(content, 0, 0, Math.min(PDF.length, size));
  return content;
}

export function multipart(name: string, content: Buffer, boundary = 'granica123') {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { body: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The upload address of a new file (the browser names each file with a random UUID, decision 134). */
export const uploadUrl = (draftId: string, id: string = randomUUID()) => `/partner/rest/upload?draftId=${draftId}&id=${id}`;

export async function uploadFile(client: Client, draftId: string, name: string, content: Buffer, id?: string) {
  const { body, contentType } = multipart(name, content);
  return client.post(uploadUrl(draftId, id), body, { 'content-type': contentType });
}

/** Fills the draft's queue: MAX_QUEUED_FILES files of `content`, each accepted. */
export async function fillDraft(client: Client, draftId: string, content: Buffer = PDF) {
  for (let i = 0; i < MAX_QUEUED_FILES; i += 1) {
    const response = await uploadFile(client, draftId, `p${i}.pdf`, content);
    expect(response.statusCode, response.body).toBe(201);
  }
}

/** Uploads a small PDF and answers its id. */
export async function uploadedPdfId(client: Client, draftId: string, name = 'wniosek.pdf'): Promise<string> {
  const response = await uploadFile(client, draftId, name, PDF);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}
