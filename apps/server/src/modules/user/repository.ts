import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agents, helplines, officeAddresses, regionalManagers, userFeatures, userRoles, users } from '../../db/schema/index';

export async function findUserInfo(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      login: users.login,
      name: users.name,
      email: users.email,
      phone: users.phone,
      nip: users.nip,
      pesel: users.pesel,
      birthDate: users.birthDate,
      idNumber: users.idNumber,
      agentType: agents.agentType,
      custCode: agents.custCode,
      agentName: agents.agentName,
      rauNo: agents.rauNo,
      agentPhone: agents.phone,
    })
    .from(users)
    .innerJoin(agents, eq(agents.id, users.agentId))
    .where(eq(users.id, userId));
  return row;
}

export async function findRoles(db: DbOrTx, userId: number) {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)).orderBy(asc(userRoles.role));
  return rows.map((row) => row.role);
}

export async function findFeatures(db: DbOrTx, userId: number) {
  const rows = await db.select({ feature: userFeatures.feature }).from(userFeatures).where(eq(userFeatures.userId, userId));
  return rows.map((row) => row.feature);
}

export function findOfficeAddress(db: DbOrTx, agentId: number) {
  return db.query.officeAddresses.findFirst({ where: eq(officeAddresses.agentId, agentId) });
}

export async function findRegionalManager(db: DbOrTx, agentId: number) {
  const [row] = await db
    .select({ name: regionalManagers.name, phone: regionalManagers.phone, email: regionalManagers.email })
    .from(agents)
    .innerJoin(regionalManagers, eq(regionalManagers.id, agents.regionalManagerId))
    .where(eq(agents.id, agentId));
  return row ?? null;
}

export function findHelplines(db: DbOrTx, agentType: 'DA' | 'NN' | 'NCD') {
  return db
    .select({ label: helplines.label, phone: helplines.phone, email: helplines.email })
    .from(helplines)
    .where(eq(helplines.agentType, agentType))
    .orderBy(asc(helplines.sortNo));
}
