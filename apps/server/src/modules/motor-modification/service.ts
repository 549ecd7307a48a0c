import {
  daysBetween,
  documentsEmailSchema,
  formatAmount,
  isoDateInPoland,
  lovKeys,
  messages,
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
} from '@panel/domain';
import type { Db } from '../../db/client';
import { fieldError, HttpError } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import type { SessionUser } from '../../lib/session-user';
import { recordServicingAction } from '../../lib/servicing-history';
import { parsePayload } from '../../lib/parse-payload';
import { chosenCession, chosenVehicle, changedSnapshot, mileageAfter, pendingRiders, selectedEquipment } from './change';
import type { MtaConfig } from './config';
import { changeDocuments } from './mail-content';
import { pidFilesOf } from './pid-files';
import { catalogueValue, modifiableState, notFound, snapshotOf, stateOf, type PolicyState } from './policy-state';
import { loadAnswer, recalculateAnswer, ridersConfig, savedAnswer } from './presentation';
import { changePrice, riderPrices } from './pricing';
import * as repo from './repository';
import { checkEquipment, checkMileageAndPayment, checkedModel, checkedRidersChoice, referralOf, type Flags } from './rules';
import { summaryOf } from './summary';

/*
 * The motor policy modification, call by call: the policy in force is loaded once (policy-state), the agent's changes
 * are checked (rules) and applied (change), priced with the tariff (pricing) and answered in the seed's shapes
 * (presentation); save stores the result as the policy's next version.
 */

export interface MailQueue {
  enqueue(job: { mailId: number }): Promise<void>;
}

/** The payment of a policy can change while at least this many days of cover remain (decision 090). */
const PAYMENT_CHANGE_MIN_DAYS = 30;
const today = () => isoDateInPoland(new Date());

function flagsOf(state: PolicyState, user: SessionUser, day: string): Flags {
  const daysLeft = daysBetween(day, state.row.policy.endDate);
  return { cashAvailable: user.roles.has('ROLE_IS_CASH_AVAILABLE'), paymentChangeAvailable: daysLeft >= PAYMENT_CHANGE_MIN_DAYS };
}

/** GET /partner/rest/mta/cp/load/{policyNo} */
export async function load(db: Db, user: SessionUser, policyNo: string, config: MtaConfig): Promise<CpMtaLoadResponse> {
  const day = today();
  const state = await modifiableState(db, user, policyNo, config, day);
  return loadAnswer(state, flagsOf(state, user, day));
}

/** GET /partner/rest/mta/cp/getPrices/{policyNo}: the riders the policy can add, priced for the rest of the period. */
export async function prices(db: Db, user: SessionUser, policyNo: string, config: MtaConfig): Promise<RidersPrices> {
  const day = today();
  const state = await modifiableState(db, user, policyNo, config, day);
  return { rows: riderPrices(state, snapshotOf(state), null, day, state.pendingRiders) };
}

/** The agent's change checked, applied and priced (recalculate answers it, save stores it); each lookup once. */
async function checkedChange(db: Db, state: PolicyState, body: CpMtaModel, flags: Flags, day: string) {
  // The lists of values check the model and name its changes in the summary.
  const lov = await repo.findLovEntries(db, lovKeys);
  const model = checkedModel(body, state, flags, lov, day);
  const vehicle = await chosenVehicle(db, model, state);
  checkEquipment(selectedEquipment(model), vehicle.equipment);
  const before = snapshotOf(state);
  checkMileageAndPayment(model, before, mileageAfter(model, before), flags);
  const cession = await chosenCession(db, model, state);
  const after = changedSnapshot(state, model, { before, vehicle, cession, flags, today: day });
  const price = changePrice(state, before, after, vehicle, day);
  const catalogue = vehicle.changed && vehicle.line ? vehicle.line.value : catalogueValue(state);
  const acAdded = after.riders.ac && !before.riders.ac;
  const cessionAdded = after.cession !== null && before.cession === null;
  return {
    before,
    after,
    vehicle,
    price,
    catalogue,
    referral: referralOf(before, after, price.afterInput, catalogue),
    inspectionNeeded: acAdded || cessionAdded || (after.riders.ac && vehicle.changed),
    summary: summaryOf(before, after, lov, [...state.equipment, ...vehicle.equipment]),
  };
}

/** POST /partner/rest/mta/cp/recalculate */
export async function recalculate(db: Db, user: SessionUser, body: CpMtaModel, config: MtaConfig): Promise<RecalculateResponse> {
  const day = today();
  const state = await modifiableState(db, user, body.policyNo, config, day);
  const change = await checkedChange(db, state, body, flagsOf(state, user, day), day);
  return recalculateAnswer({ ...change, ridersOptions: riderPrices(state, change.after, change.vehicle, day, null) });
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
  // The checks read the policy: when a concurrent call with this key has saved meanwhile, they refuse (nothing left to
  // change) and that call's version answers this one.
  return once.run(db, async () => {
    const day = today();
    const state = await modifiableState(db, user, body.policyNo, config, day);
    const change = await checkedChange(db, state, body, flagsOf(state, user, day), day);
    if (change.after.paymentType !== paymentType) throw fieldError('paymentType', messages.PAYMENT_TYPE_MISMATCH);
    if (change.referral.referralCode !== null) throw new HttpError(409, messages.REFERRAL_ERROR);
    if (change.summary.length === 0) throw new HttpError(409, messages.MTA_NOTHING_CHANGED);

    const { policy, customer } = state.row;
    const { after, vehicle, price } = change;
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
        before: change.before,
        after,
        changes: change.summary,
        priceBefore: policy.price,
        price: price.priceDto.price,
        totalUnderpaymentAmount: price.priceDto.totalUnderpaymentAmount,
        inspectionNeeded: change.inspectionNeeded,
        ...once.stored,
      });
      await repo.updatePolicy(tx, policy.id, {
        version: saved.version,
        price: price.priceDto.price,
        tariffPrice: Math.round(policy.tariffPrice * price.tariffRatio * 100) / 100,
        paymentType: after.paymentType === 'CASH' ? 'CASH' : policy.paymentType === 'CASH' ? 'TRANSFER' : policy.paymentType,
        paymentFrequency: after.paymentFrequency as '1' | '2',
      });
      await repo.updateVehicle(tx, state.vehicle.id, {
        regNo: after.regNo,
        carValue: after.carValue,
        mileage: after.mileage,
        ...(vehicle.changed &&
          vehicle.line && {
            vehicleType: vehicle.vehicleType,
            make: vehicle.line.makeName,
            model: vehicle.line.modelName,
            productionYear: vehicle.productionYear,
            fuelType: vehicle.line.fuel ?? '',
            engineCapacity: vehicle.line.engineDisplacement ?? 0,
            enginePower: vehicle.line.enginePower ?? 0,
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
        detail: `Zmienione dane: ${[...new Set(change.summary.map((row) => row.source))].join(', ')}`,
      });
      return savedAnswer(saved, policy.policyNo);
    });
  });
}

/**
 * POST /partner/rest/mta/cp/saveRidersChange: keeps the riders chosen in the price matrix (rows `ids`) until the
 * change is saved; an empty choice clears it. Riders in force are not removed here.
 */
export async function saveRidersChange(db: Db, user: SessionUser, body: SaveRidersChange, config: MtaConfig): Promise<SaveRidersChangeResponse> {
  const day = today();
  const state = await modifiableState(db, user, body.policyNo, config, day);
  const { sent, added } = checkedRidersChoice(body, state, riderPrices(state, snapshotOf(state), null, day, null));
  const pending = pendingRiders(state, sent, added);
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
  return { riders: ridersConfig(pending ?? state.riders, state), message: messages.RIDERS_SAVE_SUCCESS };
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
  return once.run(db, async () => {
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
  });
}
