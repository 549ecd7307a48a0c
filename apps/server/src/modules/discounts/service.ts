import type { Discount } from '@panel/domain';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

export async function listDiscounts(db: Db, user: SessionUser): Promise<Discount[]> {
  const rows = await repo.listDiscounts(db, user.agentId);
  return rows.map((row) => ({ ...row, renewal: row.renewal === 1 }));
}
