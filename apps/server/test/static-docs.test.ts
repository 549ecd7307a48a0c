import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docConfigSchema } from '@panel/domain';
import { docConfig } from '../src/modules/documents/static-docs';
import { staticRoot } from '../src/plugins/static-files';
import { createClient, useTestApp } from './helper';
import { pdfText } from './pdf-text';

const ctx = useTestApp({ policiesScale: 0.02 });
const listedFiles = () => docConfig().sections.flatMap((s) => s.groups.flatMap((g) => g.files));

describe('GET /doc/config.json and the documents it lists', () => {
  it('serves the committed configuration without a session, as the generator writes it', async () => {
    const response = await createClient(ctx.app).get('/doc/config.json');
    expect(response.statusCode).toBe(200);
    const served = docConfigSchema.parse(response.json());
    expect(served).toEqual(docConfig());
    expect(JSON.parse(readFileSync(path.join(staticRoot, 'doc', 'config.json'), 'utf8'))).toEqual(docConfig());
  });

  it('serves every listed file as a real PDF, the agent change declaration among them', async () => {
    const client = createClient(ctx.app);
    expect(listedFiles().map((file) => file.file)).toContain('deklaracja-zmiany-agenta.pdf');
    for (const { file, title } of listedFiles()) {
      const response = await client.get(`/doc/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const { text } = await pdfText(response.rawPayload);
      expect(text.length, file).toBeGreaterThan(100);
      if (file !== 'regulamin-uslug-elektronicznych.pdf') expect(text, file).toContain(title.split(' ')[0]);
    }
  });

  it("may be framed by the panel alone ('Drukuj' prints from a hidden frame); other answers by nobody", async () => {
    const client = createClient(ctx.app);
    const [first] = listedFiles();
    const document = await client.get(`/doc/${first!.file}`);
    expect(document.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(document.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(document.headers['content-security-policy']).toContain("default-src 'self'");
    expect(document.headers['x-frame-options']).toBe('SAMEORIGIN');
    const app = await client.get('/');
    expect(app.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('answers 404 for a file that is not there and for a path outside the folder', async () => {
    const client = createClient(ctx.app);
    expect((await client.get('/doc/brak.pdf')).statusCode).toBe(404);
    expect((await client.get('/doc/..%2F..%2Fpackage.json')).statusCode).toBe(404);
  });
});
