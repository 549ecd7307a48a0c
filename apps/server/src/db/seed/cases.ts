import { asc, eq } from 'drizzle-orm';
import { writeTypes } from '../../modules/cases/repository';
import type { DbOrTx } from '../client';
import { cases, customers, policies, uploadedFiles } from '../schema/index';
import { shiftInstant } from './people';

const demoCases = [
  { subjectCode: 'ZDK', daysAgo: 2, status: 'RECEIVED', message: 'Klient zmienił adres zamieszkania – proszę o aktualizację danych na polisie.', file: 'Wniosek o zmianę adresu.txt' },
  { subjectCode: 'DUP', daysAgo: 9, status: 'IN_PROGRESS', message: 'Proszę o duplikat polisy – klient zgubił oryginał.', file: 'Oświadczenie klienta.txt' },
  { subjectCode: 'INN', daysAgo: 20, status: 'CLOSED', message: 'Klient pyta o możliwość rozszerzenia ochrony o szyby.', file: null },
] as const;

/** Three cases of each demo agent on its first policies ('Moje sprawy'), one in each status, two with an attached statement. */
export async function insertDemoCases(tx: DbOrTx, { agentId, userId, now }: { agentId: number; userId: number; now: Date }) {
  await writeTypes(tx);
  const owned = await tx
    .select({ policyId: policies.id, firstName: customers.firstName, lastName: customers.lastName, pesel: customers.pesel })
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .where(eq(policies.agentId, agentId))
    .orderBy(asc(policies.id))
    .limit(demoCases.length);
  for (const [index, policy] of owned.entries()) {
    const demo = demoCases[index]!;
    const createdAt = shiftInstant(now, -demo.daysAgo);
    const [row] = await tx
      .insert(cases)
      .values({
        agentId,
        userId,
        subjectCode: demo.subjectCode,
        policyId: policy.policyId,
        name: policy.firstName ?? '',
        surname: policy.lastName ?? '',
        pesel: policy.pesel ?? '',
        messageContent: demo.message,
        status: demo.status,
        createdAt,
      })
      .returning({ id: cases.id });
    if (!demo.file) continue;
    const content = Buffer.from(`${demo.message}\n`);
    await tx.insert(uploadedFiles).values({
      userId,
      agentId,
      draftId: `demo-case-${row!.id}`,
      name: demo.file,
      size: content.length,
      contentKind: 'txt',
      content,
      ownerType: 'CASE',
      ownerId: row!.id,
      createdAt,
      linkedAt: createdAt,
    });
  }
}
