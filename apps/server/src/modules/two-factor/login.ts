import type { Db } from '../../db/client';
import * as repo from './repository';
import { verifyLoginCode } from './service';

/** The second step of the login (decision 125), lent to auth in app.ts: whether a user has it on, and a code's check. */
export const twoFactorLogin = (db: Db, key: Buffer) => ({
  isEnabled: (userId: number) => repo.isEnabled(db, userId),
  verifyCode: (userId: number, code: string) => verifyLoginCode(db, key, userId, code),
});
