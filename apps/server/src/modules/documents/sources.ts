import type { Db, DbOrTx } from '../../db/client';
import type { DocumentSource, PolicyChange, PrintedResignation } from './pdf/source';
import * as repo from './repository';

/**
 * The records of other modules that documents are printed for, passed in by app.ts: the resignation module finds the
 * closed resignation of a confirmation, the motor modification the policy version of an annex. Documents imports
 * neither module.
 */
export interface DocumentSources {
  /** The closed resignation named by a confirmation's print arguments (`{code}_{terminationDate}`), if there is one. */
  resignation: (db: DbOrTx, policyId: number, printArgs: string) => Promise<PrintedResignation | null>;
  /** The version a modification created, if there is one. */
  modification: (db: DbOrTx, policyId: number, version: number) => Promise<PolicyChange | undefined>;
}

/** What the job needs: the document still waiting for this generation, with the record its print arguments name. */
export async function findForGeneration(
  db: Db,
  sources: DocumentSources,
  documentId: number,
  documentHash: string,
): Promise<(Omit<DocumentSource, 'generatedAt'> & { docType: string }) | undefined> {
  const row = await repo.findForGeneration(db, documentId, documentHash);
  if (row?.docType === 'MTA_ANNEX') return { ...row, change: (await sources.modification(db, row.policy.id, Number(row.printArgs))) ?? null };
  if (row?.docType !== 'RESIGNATION_CONFIRMATION') return row;
  return { ...row, resignation: await sources.resignation(db, row.policy.id, row.printArgs) };
}
