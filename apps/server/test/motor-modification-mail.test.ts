import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type CpMtaModelApi } from '@panel/domain';
import { outgoingMails, policies } from '../src/db/schema/index';
import { mtaDemoNumber } from '../src/db/seed/motor-modification';
import { startMailCatcher } from '../src/lib/mail-transport';
import { createClient, loginAs, settled, useTestApp } from './helper';
import { pdfText } from './pdf-text';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server in this process: what the panel sends arrives here over SMTP. */
const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    callback(address.address === 'odrzuc@example.pl' ? Object.assign(new Error('Skrzynka nie istnieje'), { responseCode: 550 }) : undefined);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('latin1'),
      });
      callback();
    });
  },
});

const ctx = useTestApp({ policiesScale: 0.05 });
const PRINT = '/ms-doc/print';
const policyNo = mtaDemoNumber(1, 'PLAIN');

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  await ctx.app.mailJobs.startWorker(nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }));
  // A saved change: version 2 of the policy, whose documents the e-mail carries.
  const client = await loginAs(ctx.app, 'agent.da');
  const model: CpMtaModelApi = (await client.get(`/partner/rest/mta/cp/load/${policyNo}`)).json();
  const saved = await client.post('/partner/rest/mta/cp/save/TRANSFER', { ...model, regNo: 'WZ80808' });
  expect(saved.json()).toMatchObject({ version: 2 });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The plain text of a MIME message, decoded from quoted-printable or base64. */
function textPart(raw: string) {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)![1]!;
  const part = raw.split(`--${boundary}`).find((candidate) => /Content-Type: text\/plain/i.test(candidate))!;
  const end = part.indexOf('\r\n\r\n');
  const [headers, body] = [part.slice(0, end), part.slice(end + 4)];
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The attachments of a MIME message: file name and decoded content. */
function attachments(raw: string) {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)![1]!;
  return raw
    .split(`--${boundary}`)
    .filter((part) => /Content-Type: application\/pdf/i.test(part))
    .map((part) => {
      const [headers, body = ''] = part.split(/\r\n\r\n/);
      const unfolded = headers!.replace(/\r\n[ \t]+/g, ' ');
      return { filename: /filename="([^"]+)"/.exec(unfolded)?.[1] ?? '', content: Buffer.from(body.replace(/\s+/g, ''), 'base64') };
    });
}

const mailsOf = async () =>
  ctx.database.db
    .select({ mail: outgoingMails })
    .from(outgoingMails)
    .innerJoin(policies, eq(policies.id, outgoingMails.policyId))
    .where(eq(policies.policyNo, policyNo))
    .then((rows) => rows.map((row) => row.mail));

describe('POST /ms-doc/print', () => {
  it('e-mails the annex and the policy to the client over SMTP, once per idempotency key', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const body = { policyNo, nameIdNo: '2', emailTo: 'klient.kwiatkowski@example.pl' };
    const response = await client.post(PRINT, body, { 'idempotency-key': 'mta-print-0001' });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ emailTo: body.emailTo, documents: [`Aneks nr 1 do polisy ${policyNo}.pdf`, `Polisa ${policyNo}.pdf`] });

    const mail = await settled(() => {
      const found = received.find((message) => message.to.includes(body.emailTo));
      if (!found) throw new Error('not received yet');
      return found;
    });
    expect(mail.from).toBe('panel@ubezpieczyciel.example.pl');
    expect(mail.raw).toContain(`Subject: Dokumenty zmiany polisy nr ${policyNo}`);
    // The agency's name ends with its own full stop: one full stop ends the sentence.
    const text = textPart(mail.raw);
    expect(text).toMatch(/Dokumenty przesyła agent: Agencja Ubezpieczeniowa Kowalski i Wspólnicy Sp\. z o\.o\.\r?\n/);
    expect(text).not.toMatch(/\.\./);
    const files = attachments(mail.raw);
    expect(files.map((file) => file.filename)).toEqual(response.json().documents);
    const annex = await pdfText(files[0]!.content);
    expect(annex.text).toContain(`Aneks nr 1 do polisy nr ${policyNo}`);
    expect(annex.text).toContain('WZ80808');
    expect((await pdfText(files[1]!.content)).text).toContain(`Polisa nr ${policyNo}`);
    // Recorded once the SMTP server has acknowledged the message, which can be after the message arrived there.
    await settled(async () => expect((await mailsOf())[0]).toMatchObject({ status: 'SENT', emailTo: body.emailTo, policyVersion: 2 }));
    expect((await mailsOf())[0]!.messageId).toBeTruthy();

    const retried = await client.post(PRINT, body, { 'idempotency-key': 'mta-print-0001' });
    expect(retried.json()).toEqual(response.json());
    expect(await mailsOf()).toHaveLength(1);
    const reused = await client.post(PRINT, { ...body, emailTo: 'inny@example.pl' }, { 'idempotency-key': 'mta-print-0001' });
    expect(reused.statusCode).toBe(409);
  });

  it('records a delivery the SMTP server refused as failed', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    expect((await client.post(PRINT, { policyNo, nameIdNo: '2', emailTo: 'odrzuc@example.pl' })).statusCode).toBe(202);
    await settled(async () => {
      const failed = (await mailsOf()).find((mail) => mail.emailTo === 'odrzuc@example.pl');
      expect(failed).toMatchObject({ status: 'ERROR' });
      expect(failed!.error).toContain('550');
    });
  });

  it('refuses the agent’s own e-mail and an invalid address at the field (400)', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const own = await client.post(PRINT, { policyNo, nameIdNo: '2', emailTo: 'Jan.Kowalski@agencja-kowalski.example.pl ' });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: messages.FILL_EMAIL_VALIDATION_MESSAGE, fieldErrors: { emailTo: messages.FILL_EMAIL_VALIDATION_MESSAGE } });
    const invalid = await client.post(PRINT, { policyNo, nameIdNo: '2', emailTo: 'klient@' });
    expect(invalid.json().fieldErrors).toEqual({ emailTo: messages.EMAIL_VALIDATION_MESSAGE });
    const missing = await client.post(PRINT, { policyNo, nameIdNo: 'x' });
    expect(missing.json().fieldErrors).toEqual({ nameIdNo: messages.MTA_VERSION_NOT_FOUND, emailTo: messages.REQUIRED_VALIDATION_ERROR });
  });

  it('answers 404 for a version that does not exist and for another agent policy', async () => {
    const client = await loginAs(ctx.app, 'agent.da');
    const version = await client.post(PRINT, { policyNo, nameIdNo: '9', emailTo: 'klient@example.pl' });
    expect(version.statusCode).toBe(404);
    expect(version.json()).toEqual({ message: messages.MTA_VERSION_NOT_FOUND });
    const foreign = await (await loginAs(ctx.app, 'dealer.ncd')).post(PRINT, { policyNo, nameIdNo: '2', emailTo: 'klient@example.pl' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: messages.POLICY_NOT_FOUND });
  });

  it('needs a session (401) and ROLE_CP_MTA_ENABLED (403)', async () => {
    const body = { policyNo, nameIdNo: '2', emailTo: 'klient@example.pl' };
    expect((await createClient(ctx.app).post(PRINT, body)).statusCode).toBe(401);
    expect((await (await loginAs(ctx.app, 'agent.basic')).post(PRINT, body)).statusCode).toBe(403);
  });
});

describe('the local mail catcher of npm start without SMTP_URL', () => {
  it('receives e-mail over SMTP and keeps it as an .eml file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'panel-mail-'));
    const catcher = await startMailCatcher(path.join(dir, 'mail'));
    try {
      await catcher.transport.sendMail({ from: 'panel@example.pl', to: 'klient@example.pl', subject: 'Próba', text: 'Treść wiadomości' });
      const [file] = await readdir(catcher.dir);
      expect(file).toMatch(/\.eml$/);
      const eml = await readFile(path.join(catcher.dir, file!), 'utf8');
      expect(eml).toContain('To: klient@example.pl');
    } finally {
      await catcher.close();
      await rm(dir, { recursive: true });
    }
  });
});
