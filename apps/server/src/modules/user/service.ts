import { featureFlags, roles as knownRoles, type Contacts, type Features, type OfficeAddress, type Role, type UserInfo } from '@panel/domain';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import * as repo from './repository';

export async function userInfo(db: Db, user: SessionUser): Promise<UserInfo> {
  const info = await repo.findUserInfo(db, user.userId);
  if (!info) throw unauthorized();
  return { ...info, passwordExpired: user.passwordExpired, twoFactorRequired: user.twoFactorRequired };
}

export async function userRoles(db: Db, user: SessionUser): Promise<Role[]> {
  const granted = new Set(await repo.findRoles(db, user.userId));
  return knownRoles.filter((role) => granted.has(role));
}

export async function features(db: Db, user: SessionUser): Promise<Features> {
  const enabled = new Set(await repo.findFeatures(db, user.userId));
  return Object.fromEntries(featureFlags.map((flag) => [flag, enabled.has(flag)])) as Features;
}

export async function officeAddress(db: Db, user: SessionUser): Promise<OfficeAddress> {
  const address = await repo.findOfficeAddress(db, user.agentId);
  return {
    street: address?.street ?? null,
    streetNo: address?.streetNo ?? null,
    city: address?.city ?? null,
    postArea: address?.postArea ?? null,
  };
}

export async function contacts(db: Db, user: SessionUser): Promise<Contacts> {
  const [regionalManager, helplines] = await Promise.all([
    repo.findRegionalManager(db, user.agentId),
    repo.findHelplines(db, user.agentType),
  ]);
  return { regionalManager, helplines };
}
