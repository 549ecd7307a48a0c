import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';

/** The SMTP server the panel sends through: SMTP_URL, e.g. smtp://user:pass@smtp.example.pl:587 (decision 093). */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport(url);
}

/**
 * Without SMTP_URL `npm start` receives its own e-mail: an SMTP server on 127.0.0.1 (a random port) that writes each
 * message as an .eml file into `dir`. The e-mail still travels over SMTP; nothing leaves the machine.
 * smtp-server is loaded only here, so a production install with SMTP_URL does not need it.
 */
export async function startMailCatcher(dir: string) {
  const { SMTPServer } = await import('smtp-server');
  await mkdir(dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'Panel Agenta – lokalna skrzynka testowa',
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
        writeFile(file, Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    dir,
    transport: nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
