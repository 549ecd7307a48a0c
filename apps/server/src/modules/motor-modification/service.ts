import {
  daysBetween,
  HELPLINE,
  documentsEmailSchema,
  formatAmount,
  isCarValueInRange,
  isoDateInPoland,
  messages,
  riderKeys,
  ridersErrors,
  type CpMtaLoadResponse,
  type CpMtaModel,
  type DocumentsPrint,
  type DocumentsPrintResponse,
  type MtaPaymentType,
  type MtaSaveResponse,
  type RecalculateResponse,
  type RidersPrices,
  type SaveRidersChange,
  type SaveRidersChangeResponse,
  vehicleTypeCodes,
} from '@panel/domain';
import type { Db } from '../../db/client';
import type { StoredRiders, policyVersions } from '../../db/schema/index';
import { fieldError, HttpError } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import type { SessionUser } from '../../lib/session-user';
import { recordServicingAction } from '../../lib/servicing-history';
import { parsePayload } from '../../lib/parse-payload';
import { beforeFacts, evaluate, riderPrices, type Flags } from './evaluate';
import { catalogueValue, modelOf, pendingRidersOf, ridersConfig, ridersEnabled, snapshotOf, type PolicyState } from './model';
import { changeDocuments } from './mail-content';
import { pidFilesOf } from './pid-files';
import * as repo from './repository';
import { stateOf } from './state';

export interface MtaConfig {
  /** The Warsaw number of the agency sales support team named by the policy change error (001 §1, §8). */
  helplinePhone: string;
}

export interface MailQueue {
  enqueue(job: { mailId: number }): Promise<void>;
}

/** The payment of a policy can change while at least this many days of cover remain (decision 090). */
const PAYMENT_CHANGE_MIN_DAYS = 30;
const today = () => isoDateInPoland(new Date());
const notFound = () => new HttpError(404, messages.POLICY_NOT_FOUND);

/** A concluded, active CP policy of the agent kept in our system, paid up: only such a policy can be changed. */
async function modifiableState(db: Db, user: SessionUser, policyNo: string, config: MtaConfig, day: string) {
  const row = await repo.findPolicyState(db, user.agentId, policyNo);
  if (!row || row.policy.productLine !== 'CP' || row.policy.kind !== 'CONCLUDED' || !row.vehicle) throw notFound();
  const { policy } = row;
  // A vehicle classified outside the 001 §9 codes (an older system's data) cannot be priced by the panel either.
  const knownType = (Object.values(vehicleTypeCodes) as string[]).includes(row.vehicle.vehicleType);
  if (policy.status !== 'ACTIVE' || policy.systemOfRecord !== 'TIA' || policy.isPos === 1 || policy.totalDebitAmount > 0 || !knownType) {
    throw new HttpError(409, messages.POLICY_CHANGE_ERROR.replace(HELPLINE, config.helplinePhone));
  }
  return stateOf(db, row, day);
}

function flagsOf(state: PolicyState, user: SessionUser, day: string): Flags {
  const daysLeft = daysBetween(day, state.row.policy.endDate);
  return { cashAvailable: user.roles.has('ROLE_IS_CASH_AVAILABLE'), paymentChangeAvailable: daysLeft >= PAYMENT_CHANGE_MIN_DAYS };
}

/** GET /partner/rest/mta/cp/load/{policyNo} */
export async function load(db: Db, user: SessionUser, policyNo: string, config: MtaConfig): Promise<CpMtaLoadResponse> {
  const day = today();
  const state = await modifiableState(db, user, policyNo, config, day);
  return { ...modelOf(state, flagsOf(state, user, day)), pendingRaiders: pendingRidersOf(state) };
}

/** GET /partner/rest/mta/cp/getPrices/{policyNo}: the riders the policy can add, priced for the rest of the period. */
export async function prices(db: Db, user: SessionUser, policyNo: string, config: MtaConfig): Promise<RidersPrices> {
  const day = today();
  const state = await modifiableState(db, user, policyNo, config, day);
  return { rows: riderPrices(state, snapshotOf(state), beforeFacts(state), day, state.pendingRiders) };
}

/** POST /partner/rest/mta/cp/recalculate */
export async function recalculate(db: Db, user: SessionUser, body: CpMtaModel, config: MtaConfig): Promise<RecalculateResponse> {
  const day = today();
  const state = await modifiableState(db, user, body.policyNo, config, day);
  const result = await evaluate(db, state, body, flagsOf(state, user, day), day);
  return {
    referralCode: result.referralCode,
    changeIncompatibleWithOWU: result.changeIncompatibleWithOWU,
    inspectionNeeded: result.inspectionNeeded,
    raidersOptions: result.raidersOptions,
    infoExpertCarValue: result.infoExpertCarValue,
    carValues: result.carValues,
    priceDto: result.priceDto,
    summary: result.summary,
  };
}

function savedAnswer(version: typeof policyVersions.$inferSelect, policyNo: string): MtaSaveResponse {
  return {
    policyNo,
    version: version.version,
    priceDto: { priceBefore: version.priceBefore, price: version.price, totalUnderpaymentAmount: version.totalUnderpaymentAmount },
    paymentType: version.after.paymentType === 'CASH' ? 'CASH' : 'TRANSFER',
    inspectionNeeded: version.inspectionNeeded,
    printArgs: String(version.version),
  };
}

/**
 * POST /partner/rest/mta/cp/save/{paymentType}: creates the policy's next version with the recalculated premium and
 * applies the change to the policy, its vehicle, owner and motor data. One idempotency key makes one version.
 */
export async function save(db: Db, user: SessionUser, paymentType: MtaPaymentType, body: CpMtaModel, key: string | undefined, config: MtaConfig): Promise<MtaSaveResponse> {
  const once = idempotency({
    key,
    payload: { paymentType, body },
    find: (tx, k) => repo.findVersionByKey(tx, user.userId, k),
    storedHash: (row) => row.version.idempotencyHash,
    answer: (row) => savedAnswer(row.version, row.policyNo),
  });
  const earlier = await once.replay(db);
  if (earlier) return earlier;
  const day = today();
  const state = await modifiableState(db, user, body.policyNo, config, day);
  const result = await evaluate(db, state, body, flagsOf(state, user, day), day);
  if (result.after.paymentType !== paymentType) throw fieldError('paymentType', messages.PAYMENT_TYPE_MISMATCH);
  if (result.referralCode !== null) throw new HttpError(409, messages.REFERRAL_ERROR);
  if (result.summary.length === 0) throw new HttpError(409, messages.MTA_NOTHING_CHANGED);

  const { policy, customer } = state.row;
  const { after } = result;
  return db.transaction(async (tx) => {
    const lockedVersion = await repo.lockPolicy(tx, policy.id);
    // A retry that raced the first request waited for its lock: it answers the version the first one made.
    const raced = await once.replay(tx);
    if (raced) return raced;
    if (lockedVersion !== policy.version) throw new HttpError(409, messages.MTA_CONCURRENT_CHANGE);
    const saved = await repo.insertVersion(tx, {
      policyId: policy.id,
      version: policy.version + 1,
      agentId: user.agentId,
      userId: user.userId,
      before: snapshotOf(state),
      after,
      changes: result.summary,
      priceBefore: policy.price,
      price: result.priceDto.price,
      totalUnderpaymentAmount: result.priceDto.totalUnderpaymentAmount,
      inspectionNeeded: result.inspectionNeeded,
      ...once.stored,
    });
    await repo.updatePolicy(tx, policy.id, {
      version: saved.version,
      price: result.priceDto.price,
      tariffPrice: Math.round(policy.tariffPrice * result.tariffRatio * 100) / 100,
      paymentType: after.paymentType === 'CASH' ? 'CASH' : policy.paymentType === 'CASH' ? 'TRANSFER' : policy.paymentType,
      paymentFrequency: after.paymentFrequency as '1' | '2',
    });
    await repo.updateVehicle(tx, state.vehicle.id, {
      regNo: after.regNo,
      carValue: after.carValue,
      mileage: after.mileage,
      ...(result.lineChanged &&
        result.line && {
          vehicleType: result.afterFacts.vehicleType,
          make: result.line.makeName,
          model: result.line.modelName,
          productionYear: result.afterFacts.productionYear,
          fuelType: result.line.fuel ?? '',
          engineCapacity: result.line.engineDisplacement ?? 0,
          enginePower: result.line.enginePower ?? 0,
        }),
    });
    const address = after.owners.mainOwner.address;
    await repo.updateCustomer(tx, customer.id, {
      ...(customer.partyType === 'PERSON' && { phone: after.owners.mainOwner.phoneNumber }),
      street: address.street,
      streetNo: address.homeNumber,
      flatNo: address.apartmentNumber || null,
      city: address.city,
      postcode: address.zipCode,
    });
    const { mainOwner: _mainOwner, ...owners } = after.owners;
    await repo.upsertMotorData(tx, {
      policyId: policy.id,
      carData: after.carData,
      otherData: after.otherData,
      owners,
      cession: after.cession,
      riders: after.riders,
      pendingRiders: null,
    });
    await recordServicingAction(tx, {
      policyId: policy.id,
      userId: user.userId,
      action: 'POLICY_CHANGE',
      result: `Aneks nr ${saved.version - 1}: składka roczna ${formatAmount(saved.price)} (przed zmianą ${formatAmount(saved.priceBefore)})`,
      detail: `Zmienione dane: ${[...new Set(result.summary.map((row) => row.source))].join(', ')}`,
    });
    return savedAnswer(saved, policy.policyNo);
  });
}

const ridersSaveError = () => new HttpError(400, messages.RIDERS_SAVE_ERROR);

/**
 * POST /partner/rest/mta/cp/saveRidersChange: keeps the riders chosen in the price matrix (rows `ids`) until the
 * change is saved; an empty choice clears it. Riders in force are not removed here.
 */
export async function saveRidersChange(db: Db, user: SessionUser, body: SaveRidersChange, config: MtaConfig): Promise<SaveRidersChangeResponse> {
  const day = today();
  const state = await modifiableState(db, user, body.policyNo, config, day);
  const rows = riderPrices(state, snapshotOf(state), beforeFacts(state), day, null);
  const chosenRows = body.ids.map((id) => rows.find((row) => row.id === id));
  if (chosenRows.some((row) => row === undefined)) throw new HttpError(409, messages.RIDERS_PRICES_CHANGED);
  const sent = { ...body.raiders, originalAc: state.riders.ac, enabled: ridersEnabled(state.vehicle.vehicleType) };
  const errors = ridersErrors(sent);
  if (Object.keys(errors).length > 0) {
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([path, message]) => [`raiders.${path}`, message]));
    throw new HttpError(400, Object.values(fieldErrors)[0]!, fieldErrors);
  }
  const added = riderKeys.filter((key) => sent[key] && !state.riders[key]);
  if (riderKeys.some((key) => state.riders[key] && !sent[key])) throw ridersSaveError();
  // Each rider added comes from exactly one row of the matrix (its variant), and each row names a rider added.
  const variantOf = (key: (typeof riderKeys)[number]) => (key === 'nnw' ? sent.nnwValue : key === 'premiumAssistance' ? sent.assistanceType : '');
  const rowsMatch =
    chosenRows.length === added.length && added.every((key) => chosenRows.some((row) => row!.rider === key && row!.variant === variantOf(key)));
  if (!rowsMatch) throw ridersSaveError();
  const value = catalogueValue(state);
  const acAdded = sent.ac && !state.riders.ac;
  if (acAdded && (sent.carValue === null || !isCarValueInRange(sent.carValue, value))) {
    throw new HttpError(400, messages.CAR_VALUE_RANGE_ERROR, { 'raiders.carValue': messages.CAR_VALUE_RANGE_ERROR });
  }
  const pending: StoredRiders | null =
    added.length === 0
      ? null
      : {
          ...state.riders,
          ...Object.fromEntries(added.map((key) => [key, true])),
          ...(added.includes('nnw') && { nnwValue: sent.nnwValue }),
          ...(added.includes('premiumAssistance') && { assistanceType: sent.assistanceType }),
          ...(acAdded && { shareValue: sent.shareValue, shareTheftValue: sent.shareTheftValue, acSumInsured: sent.carValue }),
        };
  const { mainOwner: _mainOwner, ...owners } = snapshotOf(state).owners;
  await repo.upsertMotorData(db, {
    policyId: state.row.policy.id,
    carData: state.car,
    otherData: state.otherData,
    owners,
    cession: state.cession,
    riders: state.riders,
    pendingRiders: pending,
  });
  return { raiders: ridersConfig(pending ?? state.riders, state), message: messages.RIDERS_SAVE_SUCCESS };
}

/** GET /ms-doc/get-pid-file-names/CP/{policyId}: the information files of the agent's CP policy and its riders. */
export async function pidFileNames(db: Db, user: SessionUser, policyNo: string): Promise<string[]> {
  const row = await repo.findPolicyState(db, user.agentId, policyNo);
  if (!row || row.policy.productLine !== 'CP' || !row.vehicle) throw notFound();
  const state = await stateOf(db, row, today());
  return pidFilesOf(state.riders).map((file) => file.file);
}

/**
 * POST /ms-doc/print: queues the e-mail of a change's documents (annex and the policy) to the client; the job sends it.
 * The address must be the client's, not the agent's own (001 §5).
 */
export async function print(db: Db, queue: MailQueue, user: SessionUser, body: DocumentsPrint, key: string | undefined): Promise<DocumentsPrintResponse> {
  const emailTo = parsePayload(documentsEmailSchema(await repo.findUserEmail(db, user.userId)), body.emailTo, { _: 'emailTo' });
  const answer = (policyNo: string, version: number) => ({ emailTo, documents: changeDocuments(policyNo, version).map((doc) => doc.filename) });
  const once = idempotency({
    key,
    payload: body,
    find: (tx, k) => repo.findMailByKey(tx, user.userId, k),
    storedHash: (row) => row.idempotencyHash,
    answer: (row) => answer(body.policyNo, row.policyVersion),
  });
  const earlier = await once.replay(db);
  if (earlier) return earlier;
  const row = await repo.findPolicyState(db, user.agentId, body.policyNo);
  if (!row || row.policy.productLine !== 'CP') throw notFound();
  const version = Number(body.nameIdNo);
  if (!(await repo.findPolicyVersion(db, row.policy.id, version))) throw new HttpError(404, messages.MTA_VERSION_NOT_FOUND);
  const mail = await repo.insertMail(db, {
    agentId: user.agentId,
    userId: user.userId,
    policyId: row.policy.id,
    policyVersion: version,
    emailTo,
    ...once.stored,
  });
  // A concurrent retry with the same key inserted first and queued the e-mail.
  if (mail) await queue.enqueue({ mailId: mail.id });
  return answer(body.policyNo, version);
}
