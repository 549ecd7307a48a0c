import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  agents,
  bankBranches,
  banks,
  carEquipment,
  carLines,
  carLineValues,
  customers,
  lovEntries,
  motorPolicyData,
  outgoingMails,
  policies,
  policyVersions,
  vehicleMakes,
  vehicleModels,
  users,
  vehicles,
} from '../../db/schema/index';

/** The agent's policy with its customer, vehicle and motor data; another agent's policy is simply not found. */
export async function findPolicyState(db: DbOrTx, agentId: number, policyNo: string) {
  const [row] = await db
    .select({ policy: policies, customer: customers, vehicle: vehicles, data: motorPolicyData })
    .from(policies)
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .leftJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .leftJoin(motorPolicyData, eq(motorPolicyData.policyId, policies.id))
    .where(and(eq(policies.agentId, agentId), eq(policies.policyNo, policyNo)));
  return row;
}
export type PolicyRow = NonNullable<Awaited<ReturnType<typeof findPolicyState>>>;

/** Serialises changes of one policy: the second of two concurrent saves sees the first one's version. */
export async function lockPolicy(db: DbOrTx, policyId: number) {
  const [row] = await db.select({ version: policies.version }).from(policies).where(eq(policies.id, policyId)).for('update');
  return row!.version;
}

const lineColumns = {
  id: carLines.id,
  modelCode: carLines.modelCode,
  makeCode: vehicleModels.makeCode,
  makeName: vehicleMakes.name,
  modelName: vehicleModels.name,
  vehicleType: vehicleModels.vehicleType,
  versionName: carLines.versionName,
  fuel: carLines.fuel,
  engineDisplacement: carLines.engineDisplacement,
  enginePower: carLines.enginePower,
  body: carLines.body,
  doorsCount: carLines.doorsCount,
  value: carLineValues.value,
};

/** A catalogue car line with its value in the production year; none when the line was not made that year. */
export async function findCarLine(db: DbOrTx, carLineId: number, year: number) {
  const [row] = await db
    .select(lineColumns)
    .from(carLines)
    .innerJoin(vehicleModels, eq(vehicleModels.code, carLines.modelCode))
    .innerJoin(vehicleMakes, eq(vehicleMakes.code, vehicleModels.makeCode))
    .innerJoin(carLineValues, and(eq(carLineValues.carLineId, carLines.id), eq(carLineValues.productionYear, year)))
    .where(eq(carLines.id, carLineId));
  return row;
}
export type CatalogueLine = NonNullable<Awaited<ReturnType<typeof findCarLine>>>;

/** The catalogue lines of a make and model (by search name) made in `year`: where a policy's vehicle is looked up. */
export function findCatalogueLines(db: DbOrTx, makeSearchName: string, modelSearchName: string, year: number) {
  return db
    .select(lineColumns)
    .from(carLines)
    .innerJoin(vehicleModels, eq(vehicleModels.code, carLines.modelCode))
    .innerJoin(vehicleMakes, eq(vehicleMakes.code, vehicleModels.makeCode))
    .innerJoin(carLineValues, and(eq(carLineValues.carLineId, carLines.id), eq(carLineValues.productionYear, year)))
    .where(and(eq(vehicleMakes.searchName, makeSearchName), eq(vehicleModels.searchName, modelSearchName)))
    .orderBy(asc(carLines.id));
}

export function findOptionalEquipment(db: DbOrTx, carLineId: number) {
  return db
    .select({ id: carEquipment.id, name: carEquipment.name, percentage: carEquipment.percentage })
    .from(carEquipment)
    .where(and(eq(carEquipment.carLineId, carLineId), eq(carEquipment.type, 'OPT')))
    .orderBy(asc(carEquipment.id));
}

/** The entries of the lists of values (a few dozen rows), to show keys by their names and check them. */
export function findLovEntries(db: DbOrTx, lovKeys: readonly string[]) {
  return db.select({ lovKey: lovEntries.lovKey, key: lovEntries.key, value: lovEntries.value }).from(lovEntries).where(inArray(lovEntries.lovKey, [...lovKeys]));
}
export type LovEntries = Awaited<ReturnType<typeof findLovEntries>>;

export async function findPolicyVersion(db: DbOrTx, policyId: number, version: number) {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.policyId, policyId), eq(policyVersions.version, version)));
  return row;
}

export async function findVersionByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select({ version: policyVersions, policyNo: policies.policyNo, paymentType: policies.paymentType })
    .from(policyVersions)
    .innerJoin(policies, eq(policies.id, policyVersions.policyId))
    .where(and(eq(policyVersions.userId, userId), eq(policyVersions.idempotencyKey, key)));
  return row;
}

export async function insertVersion(db: DbOrTx, values: typeof policyVersions.$inferInsert) {
  const [row] = await db.insert(policyVersions).values(values).returning();
  return row!;
}

export async function updatePolicy(db: DbOrTx, policyId: number, values: Partial<typeof policies.$inferInsert>) {
  await db.update(policies).set(values).where(eq(policies.id, policyId));
}

export async function updateVehicle(db: DbOrTx, vehicleId: number, values: Partial<typeof vehicles.$inferInsert>) {
  await db.update(vehicles).set(values).where(eq(vehicles.id, vehicleId));
}

export async function updateCustomer(db: DbOrTx, customerId: number, values: Partial<typeof customers.$inferInsert>) {
  await db.update(customers).set(values).where(eq(customers.id, customerId));
}

export async function upsertMotorData(db: DbOrTx, values: typeof motorPolicyData.$inferInsert) {
  const { policyId: _policyId, ...rest } = values;
  await db
    .insert(motorPolicyData)
    .values(values)
    .onConflictDoUpdate({ target: motorPolicyData.policyId, set: { ...rest, updatedAt: new Date() } });
}

// ----- E-mails of the change documents -----

export async function findMailByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(outgoingMails)
    .where(and(eq(outgoingMails.userId, userId), eq(outgoingMails.idempotencyKey, key)));
  return row;
}

/** Inserts the e-mail; a row already holding the same key (a concurrent retry) wins and nothing is returned. */
export async function insertMail(db: DbOrTx, values: typeof outgoingMails.$inferInsert) {
  const [row] = await db.insert(outgoingMails).values(values).onConflictDoNothing().returning();
  return row;
}

/** What the mail job needs: the e-mail not sent yet (queued, or failed and retried), with what its documents print. */
export async function findQueuedMail(db: DbOrTx, mailId: number) {
  const [row] = await db
    .select({
      mail: outgoingMails,
      policy: policies,
      customer: customers,
      vehicle: vehicles,
      agent: { agentName: agents.agentName, rauNo: agents.rauNo, custCode: agents.custCode },
    })
    .from(outgoingMails)
    .innerJoin(policies, eq(policies.id, outgoingMails.policyId))
    .innerJoin(customers, eq(customers.id, policies.customerId))
    .innerJoin(agents, eq(agents.id, outgoingMails.agentId))
    .leftJoin(vehicles, eq(vehicles.id, policies.vehicleId))
    .where(and(eq(outgoingMails.id, mailId), inArray(outgoingMails.status, ['QUEUED', 'ERROR'])));
  return row;
}

export async function settleMail(db: DbOrTx, mailId: number, outcome: { messageId: string; now: Date } | { error: string }) {
  await db
    .update(outgoingMails)
    .set('messageId' in outcome ? { status: 'SENT', messageId: outcome.messageId, sentAt: outcome.now, error: null } : { status: 'ERROR', error: outcome.error.slice(0, 1000) })
    .where(eq(outgoingMails.id, mailId));
}

/** A bank unit the cession search found, with its bank's REGON and NIP. */
export async function findBankBranch(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: bankBranches.id,
      name: bankBranches.name,
      street: bankBranches.street,
      homeNumber: bankBranches.homeNumber,
      apartmentNumber: bankBranches.apartmentNumber,
      postCode: bankBranches.postCode,
      city: bankBranches.city,
      regon: banks.regon,
      nip: banks.nip,
    })
    .from(bankBranches)
    .innerJoin(banks, eq(banks.centralId, bankBranches.centralId))
    .where(eq(bankBranches.id, id));
  return row;
}

export async function findUserEmail(db: DbOrTx, userId: number) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
