import type { Transporter } from 'nodemailer';
import { formatAmount, type DocumentTypeId } from '@panel/domain';
import type { Db } from '../../db/client';
import { INSURER } from '../../lib/pdf-layout';
import * as repo from './repository';

/** The documents a change e-mail carries: the annex of the version and the policy as it is now. */
export function changeDocuments(policyNo: string, version: number): { docType: DocumentTypeId; filename: string }[] {
  return [
    { docType: 'MTA_ANNEX', filename: `Aneks nr ${version - 1} do polisy ${policyNo}.pdf` },
    { docType: 'POLICY_SCHEDULE', filename: `Polisa ${policyNo}.pdf` },
  ];
}

/** What a change document prints: the queued mail's policy, customer, vehicle and agent, and the change. */
export type ChangeDocumentSource = NonNullable<Awaited<ReturnType<typeof repo.findQueuedMail>>> & {
  printArgs: string;
  generatedAt: Date;
  change: NonNullable<Awaited<ReturnType<typeof repo.findPolicyVersion>>> | null;
};

/** Draws a change document: the documents module's renderer, passed in by app.ts. */
export type RenderChangeDocument = (docType: DocumentTypeId, source: ChangeDocumentSource) => Promise<Buffer>;

/** Sender of the panel's e-mail (MAIL_FROM). */
export interface MailSender {
  from: string;
}

/** Sends a queued change e-mail with its PDFs rendered now; marks it SENT, or ERROR (and throws) when sending failed. */
export function changeMailDelivery(sender: MailSender, render: RenderChangeDocument) {
  return async (db: Db, mailId: number, transport: Transporter) => {
    const row = await repo.findQueuedMail(db, mailId);
    if (!row) return false;
    const { mail, policy } = row;
    const change = (await repo.findPolicyVersion(db, policy.id, mail.policyVersion)) ?? null;
    const source: ChangeDocumentSource = { ...row, printArgs: String(mail.policyVersion), generatedAt: new Date(), change };
    const attachments = await Promise.all(
      changeDocuments(policy.policyNo, mail.policyVersion).map(async ({ docType, filename }) => ({
        filename,
        content: await render(docType, source),
        contentType: 'application/pdf',
      })),
    );
    const text = [
      'Dzień dobry,',
      '',
      `w załączeniu przesyłamy dokumenty zmiany polisy nr ${policy.policyNo}: aneks nr ${mail.policyVersion - 1} i polisę po zmianie.`,
      change ? `Składka roczna po zmianie: ${formatAmount(change.price)}; do dopłaty za pozostały okres: ${formatAmount(Math.max(change.totalUnderpaymentAmount, 0))}.` : '',
      '',
      // An agency's name may end with its own full stop ('Sp. z o.o.').
      `Dokumenty przesyła agent: ${row.agent.agentName.replace(/\.$/, '')}.`,
      INSURER.name,
    ].join('\n');
    try {
      const info = await transport.sendMail({ from: sender.from, to: mail.emailTo, subject: `Dokumenty zmiany polisy nr ${policy.policyNo}`, text, attachments });
      await repo.settleMail(db, mailId, { messageId: info.messageId, now: new Date() });
      return true;
    } catch (error) {
      await repo.settleMail(db, mailId, { error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  };
}
