import { randomInt } from 'node:crypto';
import {
  addDays,
  addYears,
  DAY_MS,
  formatIsoDateForDisplay,
  yearInPoland,
  decideVehicleSale,
  isoDateInPoland,
  messages,
  vehicleSalePolicyOutcome,
  vehicleSaleRegisterSchema,
  vehicleSaleVerifySchema,
  type ServicingActionKind,
  type VehicleSaleCopy,
  type VehicleSaleCopyResponse,
  type VehicleSaleOutcome,
  type VehicleSaleRegister,
  type VehicleSaleRegisterResponse,
  type VehicleSaleVerifyResponse,
} from '@panel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { fieldError, HttpError } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import { parsePayload } from '../../lib/parse-payload';
import { recordServicingAction } from '../../lib/servicing-history';
import type { SessionUser } from '../../lib/session-user';
import { linkUploads } from '../../lib/upload-links';
import * as repo from './repository';

const today = () => isoDateInPoland(new Date());

/** 99982: the same answer for a number that does not exist and another agent's policy. */
const saleNotFound = () => new HttpError(404, messages.UKS_ERROR_99982);
export const searchNotFound = () => new HttpError(404, messages.POLICY_SEARCH_NOT_FOUND);
const vinMismatch = () => fieldError('vin', messages.UKS_VIN_MISMATCH);

/** 'UKS/2026/000042': the attachment case of an attempt, which a corrected retry names to reuse its files. */
export const saleNumber = (row: { id: number; createdAt: Date }) => `UKS/${yearInPoland(row.createdAt)}/${String(row.id).padStart(6, '0')}`;
const saleIdOf = (attachmentCaseId: string) => {
  const match = /^UKS\/\d{4}\/(\d{6,9})$/.exec(attachmentCaseId);
  return match ? Number(match[1]) : null;
};

/**
 * POST /partner/rest/uks/verify: the agent's policy with this VIN, whether it is a POS policy, and the register codes
 * its data and the selling date already decide, so the agent learns them before typing the parties (decision 070).
 */
export async function verify(db: Db, user: SessionUser, body: { policyNumber: string; vin: string; sellingDate: string }): Promise<VehicleSaleVerifyResponse> {
  const form = parsePayload(vehicleSaleVerifySchema(today()), { number: body.policyNumber, vin: body.vin, sellingDate: body.sellingDate }, { number: 'policyNumber' });
  const found = await repo.findPolicy(db, user.agentId, form.number);
  if (!found) throw saleNotFound();
  if (found.vin !== form.vin) throw vinMismatch();
  if (found.policy.isPos === 1) return { isPosPolicy: true, errorCodes: [], errorMsg: null };
  const known = vehicleSalePolicyOutcome(found.policy, form.sellingDate);
  if (!known || known.result === 'COMPLETED' || known.code === null) return { isPosPolicy: false, errorCodes: [], errorMsg: null };
  return { isPosPolicy: false, errorCodes: [known.code], errorMsg: known.result === 'REJECTED' ? known.errorMsg : null };
}

function answer(row: { id: number; createdAt: Date; status: string; errorCode: string | null; errorMsg: string | null; policyNo: string }): VehicleSaleRegisterResponse {
  return {
    errorMsg: row.errorMsg,
    errorCodes: row.errorCode ? [row.errorCode] : [],
    offerNewPolicy: row.status === 'COMPLETED',
    policyNumber: row.policyNo,
    attachmentCaseId: saleNumber(row),
    isPosPolicy: false,
  };
}

const partyName = (party: { firstname: string; name: string }) => `${party.firstname} ${party.name}`.trim();

function servicingResult(outcome: VehicleSaleOutcome, buyer: string): string {
  switch (outcome.result) {
    case 'COMPLETED':
      return `Zarejestrowano sprzedaż pojazdu – nowy właściciel: ${buyer}`;
    case 'MANUAL':
      return outcome.code ? `Sprzedaż przekazana do ręcznej obsługi (kod ${outcome.code})` : 'Sprzedaż przekazana do ręcznej obsługi – brak PESEL/REGON nabywcy';
    case 'REJECTED':
      return `Sprzedaż nie została zarejestrowana (kod ${outcome.code})`;
  }
}

/** Files of the attempt: those of an earlier rejected attempt named by attachmentCaseId move over, the rest are linked. */
async function attachFiles(tx: DbOrTx, user: SessionUser, form: VehicleSaleRegister, policyId: number, saleId: number) {
  let fresh: readonly string[] = form.uploadedFiles;
  if (form.attachmentCaseId) {
    const earlierId = saleIdOf(form.attachmentCaseId);
    const earlier = earlierId ? await repo.findRejectedAttempt(tx, user.userId, policyId, earlierId) : undefined;
    if (!earlier) throw fieldError('uploadedFiles', messages.UPLOADED_FILE_NOT_FOUND);
    const moved = await repo.moveSaleFiles(tx, user.userId, earlier.id, saleId, form.uploadedFiles);
    fresh = form.uploadedFiles.filter((id) => !moved.includes(id));
  }
  await linkUploads(tx, user, fresh, 'SALE', saleId);
}

/** The buyer as a party: the new policyholder, and the new owner reported to the vehicle's renewals. */
function buyerParty(form: VehicleSaleRegister) {
  return {
    partyType: form.buyerCompany ? ('COMPANY' as const) : ('PERSON' as const),
    firstName: form.buyerCompany ? null : form.buyer.firstname,
    lastName: form.buyerCompany ? null : form.buyer.name,
    companyName: form.buyerCompany ? form.buyer.name : null,
    pesel: form.buyerCompany ? null : form.buyer.pesel,
    regon: form.buyer.regon || null,
    phone: form.phoneNumber || null,
    street: form.street,
    streetNo: form.streetNo,
    flatNo: form.flatNo || null,
    city: form.city,
    postcode: form.postcode,
  };
}

/**
 * POST /partner/rest/uks/register. The policy's data decides the answer (decision 070); every attempt on a found,
 * non-POS policy is stored with its files and its result, a completed one records the buyer as the new owner, and
 * one idempotency key makes one attempt.
 */
export async function register(db: Db, user: SessionUser, body: unknown, key: string | undefined): Promise<VehicleSaleRegisterResponse> {
  const form = parsePayload(vehicleSaleRegisterSchema(today()), body);
  const once = idempotency({
    key,
    payload: form,
    find: (tx, k) => repo.findSaleByKey(tx, user.userId, k),
    storedHash: (row) => row.idempotencyHash,
    answer,
  });
  return once.run(db, async () => {
    const found = await repo.findPolicy(db, user.agentId, form.number);
    if (!found) throw saleNotFound();
    if (found.vin !== form.vin) throw vinMismatch();
    const { policy, owner } = found;
    if (policy.isPos === 1) {
      await recordServicingAction(db, {
        policyId: policy.id,
        userId: user.userId,
        action: 'VEHICLE_SALE',
        result: 'Polisa POS – zmianę należy zarejestrować w generatorze aneksów',
      });
      return { errorMsg: null, errorCodes: [], offerNewPolicy: false, policyNumber: policy.policyNo, attachmentCaseId: null, isPosPolicy: true };
    }

    const outcome = decideVehicleSale({ ...policy, owner, lastOwnershipChange: found.lastOwnershipChange }, form);
    const buyer = form.buyerCompany ? form.buyer.name : partyName(form.buyer);
    return db.transaction(async (tx) => {
      const row = await repo.insertSale(tx, {
        agentId: user.agentId,
        userId: user.userId,
        policyId: policy.id,
        contractParty: form.uksContractParty,
        sellingDate: form.sellingDate,
        notificationDate: form.notificationDate,
        payload: form,
        status: outcome.result,
        errorCode: outcome.result === 'COMPLETED' ? null : outcome.code,
        errorMsg: outcome.result === 'REJECTED' ? outcome.errorMsg : null,
        isFromUksAss: form.isFromUksAss,
        ...once.stored,
      });
      if (!row) return once.afterConflict(tx);
      await attachFiles(tx, user, form, policy.id, row.id);
      if (outcome.result === 'COMPLETED') {
        const party = buyerParty(form);
        const newOwner = await repo.insertCustomer(tx, { ...party, agentId: user.agentId, displayName: buyer });
        await repo.recordNewOwner(tx, row.id, policy.id, owner.id, newOwner);
        if (policy.vehicleId !== null) {
          await repo.reportOwnerChangeToRenewals(tx, policy.vehicleId, party, today());
        }
      }
      await recordServicingAction(tx, {
        policyId: policy.id,
        userId: user.userId,
        action: 'VEHICLE_SALE',
        result: servicingResult(outcome, buyer),
        detail: `${saleNumber(row)}, data sprzedaży ${formatIsoDateForDisplay(form.sellingDate)}`,
      });
      return answer({
        ...row,
        status: outcome.result,
        errorCode: outcome.result === 'COMPLETED' ? null : outcome.code,
        errorMsg: outcome.result === 'REJECTED' ? outcome.errorMsg : null,
        policyNo: policy.policyNo,
      });
    });
  });
}

const copyAction: Record<VehicleSaleCopy['purpose'], ServicingActionKind> = {
  SALE: 'VEHICLE_SALE',
  OWNERSHIP: 'OWNERSHIP_CHANGE',
  TRAVEL: 'TRAVEL_OFFER',
};

/** Eight characters without look-alikes (0/O, 1/I). */
function newAuthCode() {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/**
 * POST /partner/rest/uks/copy: a new offer (a quotation row) for the current owner of an active policy whose owner
 * changed (isUks), priced as the policy until it is recalculated in the calculator the auth code opens.
 */
export async function copy(db: Db, user: SessionUser, form: VehicleSaleCopy, key: string | undefined): Promise<VehicleSaleCopyResponse> {
  const once = idempotency({
    key,
    payload: form,
    find: (tx, k) => repo.findCopyByKey(tx, user.userId, k),
    storedHash: (row) => row.idempotencyHash,
    answer: (row): VehicleSaleCopyResponse => ({ authCode: row.authCode, policyNo: row.policyNo }),
  });
  return once.run(db, async () => {
    const found = await repo.findPolicy(db, user.agentId, form.policyNumber);
    if (!found || found.vin !== form.vin) throw searchNotFound();
    const { policy } = found;
    if (policy.status !== 'ACTIVE' || found.lastOwnershipChange === null) throw new HttpError(409, messages.UKS_OFFER_NOT_AVAILABLE);

    return db.transaction(async (tx) => {
      const authCode = newAuthCode();
      const row = await repo.insertCopy(tx, {
        userId: user.userId,
        sourcePolicyId: policy.id,
        purpose: form.purpose,
        authCode,
        ...once.stored,
      });
      if (!row) return once.afterConflict(tx);
      const day = today();
      const start = addDays(day, 1);
      const quotationNo = `OF${day.slice(0, 4)}${String(row.id).padStart(6, '0')}`;
      await repo.insertQuotation(tx, row.id, {
        agentId: user.agentId,
        policyNo: quotationNo,
        productLine: policy.productLine,
        kind: 'QUOTATION',
        status: 'OFFER',
        customerId: policy.customerId,
        vehicleId: policy.vehicleId,
        policyDate: day,
        startDate: start,
        endDate: addDays(addYears(start, 1), -1),
        price: policy.price,
        tariffPrice: policy.tariffPrice,
        paymentType: policy.paymentType,
        paymentFrequency: policy.paymentFrequency,
        offerValidTill: new Date(Date.now() + 30 * DAY_MS),
        channel: policy.channel,
        systemOfRecord: 'TIA',
        packageCode: policy.packageCode,
      });
      await recordServicingAction(tx, {
        policyId: policy.id,
        userId: user.userId,
        action: copyAction[form.purpose],
        result: `Utworzono ofertę ${quotationNo} dla właściciela pojazdu`,
      });
      return { authCode, policyNo: quotationNo };
    });
  });
}
