import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cases, caseTypes, complaintTypes, policies, uploadedFiles } from '../../db/schema/index';
import { caseTypeList, complaintTypeList } from './types';

/** Writes the type dictionaries; existing rows are brought up to date, so every start leaves the same lists. */
export async function writeTypes(db: DbOrTx) {
  await db
    .insert(caseTypes)
    .values([...caseTypeList])
    .onConflictDoUpdate({
      target: caseTypes.subjectCode,
      set: { caseSubType: sql`excluded.case_sub_type`, sortNo: sql`excluded.sort_no`, name: sql`excluded.name` },
    });
  await db
    .insert(complaintTypes)
    .values([...complaintTypeList])
    .onConflictDoUpdate({ target: complaintTypes.code, set: { sortNo: sql`excluded.sort_no`, name: sql`excluded.name` } });
}

export function listCaseTypes(db: DbOrTx) {
  return db.select().from(caseTypes).orderBy(caseTypes.sortNo);
}

export async function findCaseType(db: DbOrTx, subjectCode: string) {
  const [row] = await db.select().from(caseTypes).where(eq(caseTypes.subjectCode, subjectCode));
  return row;
}

const saved = { id: cases.id, createdAt: cases.createdAt, idempotencyHash: cases.idempotencyHash };

/** Inserts the case; a row already holding the same key (a concurrent retry) wins and nothing is returned. */
export async function insertCase(db: DbOrTx, values: typeof cases.$inferInsert) {
  const [row] = await db.insert(cases).values(values).onConflictDoNothing().returning(saved);
  return row;
}

export async function findCaseByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select(saved)
    .from(cases)
    .where(and(eq(cases.userId, userId), eq(cases.idempotencyKey, key)));
  return row;
}

/** One page of the agent's cases, newest first, with the number of files each holds. */
export async function listCases(db: DbOrTx, agentId: number, page: number, size: number) {
  const files = db
    .select({ ownerId: uploadedFiles.ownerId, n: count().as('n') })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.ownerType, 'CASE'))
    .groupBy(uploadedFiles.ownerId)
    .as('files');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cases.id,
        createdAt: cases.createdAt,
        status: cases.status,
        name: cases.name,
        surname: cases.surname,
        caseTypeName: caseTypes.name,
        policyNo: policies.policyNo,
        filesCount: sql<number>`coalesce(${files.n}, 0)`.mapWith(Number),
      })
      .from(cases)
      .innerJoin(caseTypes, eq(caseTypes.subjectCode, cases.subjectCode))
      .innerJoin(policies, eq(policies.id, cases.policyId))
      .leftJoin(files, eq(files.ownerId, cases.id))
      .where(eq(cases.agentId, agentId))
      .orderBy(desc(cases.createdAt), desc(cases.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(cases).where(eq(cases.agentId, agentId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One of the agent's cases with its type's name and its policy's number; another agent's case is not found. */
export async function findCase(db: DbOrTx, agentId: number, id: number) {
  const [row] = await db
    .select({
      id: cases.id,
      createdAt: cases.createdAt,
      status: cases.status,
      name: cases.name,
      surname: cases.surname,
      pesel: cases.pesel,
      messageContent: cases.messageContent,
      caseTypeName: caseTypes.name,
      policyNo: policies.policyNo,
    })
    .from(cases)
    .innerJoin(caseTypes, eq(caseTypes.subjectCode, cases.subjectCode))
    .innerJoin(policies, eq(policies.id, cases.policyId))
    .where(and(eq(cases.agentId, agentId), eq(cases.id, id)));
  return row;
}

export async function listCaseFileNames(db: DbOrTx, caseId: number) {
  const rows = await db
    .select({ name: uploadedFiles.name })
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.ownerType, 'CASE'), eq(uploadedFiles.ownerId, caseId)))
    .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.name));
  return rows.map((row) => row.name);
}
