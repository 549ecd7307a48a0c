import type { DbOrTx } from '../../db/client';
import * as repo from './repository';
import { resignationNumber } from './service';

/** The closed resignation a confirmation prints, named by its print arguments (`{code}_{terminationDate}`), if there is one. */
export async function printedResignation(db: DbOrTx, policyId: number, printArgs: string) {
  const row = await repo.findClosedResignation(db, policyId, printArgs);
  return row ? { ...row, resignationNo: resignationNumber(row) } : null;
}
