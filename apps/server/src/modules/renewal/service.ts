import {
  HOUR_MS,
  isoDateInPoland,
  isRenewalStatementFile,
  matchesRenewalParty,
  messages,
  policyStatusLabel,
  RENEWAL_REWRITE_WINDOW_DAYS,
  RENEWAL_VERIFICATION_TTL_MS,
  renewalRefusal,
  type RenewalAttachment,
  type RenewalOwner,
  type RenewalRewrite,
  type RenewalRewriteResponse,
  type RenewalVerify,
  type RenewalVerifyResponse,
} from '@panel/domain';
import type { Db, DbOrTx } from '../../db/client';
import { fieldError, HttpError } from '../../lib/errors';
import { idempotency } from '../../lib/idempotency';
import { recordServicingAction } from '../../lib/servicing-history';
import type { SessionUser } from '../../lib/session-user';
import { linkUploads } from '../../lib/upload-links';
import * as repo from './repository';

const notFound = () => new HttpError(404, messages.RENEWAL_NOT_FOUND);

/** The renewal calculator the agent continues in, per product line (calculator_links, decision 033). */
const continuationCalculator: Record<repo.RenewalCandidate['productLine'], string> = {
  CP: 'CP_RENEW',
  HP: 'HP',
  SM: 'SM',
  MF: 'FLEET',
};

function ownerOf(change: repo.OwnerChange): RenewalOwner {
  return {
    partyType: change.partyType,
    name: change.partyType === 'COMPANY' ? (change.companyName ?? '') : `${change.firstName ?? ''} ${change.lastName ?? ''}`.trim(),
    pesel: change.pesel,
    regon: change.regon,
    street: change.street,
    streetNo: change.streetNo,
    flatNo: change.flatNo,
    postcode: change.postcode,
    city: change.city,
    phone: change.phone,
    email: change.email,
  };
}

function refusalOf(policy: repo.RenewalCandidate, user: SessionUser, previousOwner: boolean, now: Date) {
  return renewalRefusal(
    { ...policy, ownedByAgent: policy.agentId === user.agentId, previousOwner },
    { roles: user.roles, today: isoDateInPoland(now), windowDays: RENEWAL_REWRITE_WINDOW_DAYS },
  );
}

/**
 * Opens the take-over, or renews the time of the user's open one for the same renewal, holder and owner, so that a
 * statement already attached is kept when the agent verifies again.
 */
async function openTakeOver(db: Db, user: SessionUser, policy: repo.RenewalCandidate, ownerChangeId: number | null, now: Date) {
  const open = await repo.latestRewrite(db, user.userId, policy.policyNo);
  const same =
    open !== undefined &&
    (open.status === 'VERIFIED' || open.status === 'ATTACHED') &&
    open.fromAgentId === policy.agentId &&
    open.ownerChangeId === ownerChangeId;
  if (same) await repo.updateRewrite(db, open.id, { verifiedAt: now });
  else {
    await repo.insertRewrite(db, {
      policyId: policy.id,
      userId: user.userId,
      agentId: user.agentId,
      fromAgentId: policy.agentId,
      ownerChangeId,
      status: 'VERIFIED',
      verifiedAt: now,
    });
  }
}

/**
 * POST /partner/rest/renewal/verify. A renewal is found by its number together with the customer's data: a number
 * whose policyholder (or reported new owner) the data do not name is not found, whoever holds it, so nothing of
 * another agent's portfolio shows. A renewal outside the agent's portfolio also needs the PESEL of a person.
 */
export async function verify(db: Db, user: SessionUser, form: RenewalVerify, now = new Date()): Promise<RenewalVerifyResponse> {
  if (!form.isCompany && form.pesel === '' && !(await repo.ownsPolicyNumber(db, user.agentId, form.policyId))) {
    throw fieldError('pesel', messages.RENEWAL_PESEL_REQUIRED);
  }
  const policy = await repo.findByNumber(db, form.policyId);
  if (!policy) throw notFound();
  const change = await repo.openOwnerChange(db, policy.id);
  const holderMatches = matchesRenewalParty(form, policy.customer);
  const newOwnerMatches = change !== undefined && matchesRenewalParty(form, change);
  if (!holderMatches && !newOwnerMatches) throw notFound();

  const ownerChangeMode = newOwnerMatches;
  const error = refusalOf(policy, user, holderMatches && change !== undefined, now);
  if (error === null) await openTakeOver(db, user, policy, ownerChangeMode ? change.id : null, now);
  return {
    canRewrite: error === null,
    error,
    renewalDate: policy.startDate,
    policyNo: policy.policyNo,
    regNo: policy.regNo,
    status: policyStatusLabel(policy.status, policy.kind),
    modeWithOwcaChange: error === null && ownerChangeMode,
    offer:
      error === null
        ? {
            productLine: policy.productLine,
            startDate: policy.startDate,
            endDate: policy.endDate,
            price: policy.price,
            paymentFrequency: policy.paymentFrequency,
            vehicle: policy.make ? `${policy.make} ${policy.model}` : null,
          }
        : null,
    owner: error === null && ownerChangeMode ? ownerOf(change) : null,
  };
}

/** The user's open take-over of this renewal, still within its time; anything else is not found or expired. */
function openRewrite(rewrite: repo.Rewrite | undefined, now: Date) {
  if (!rewrite || rewrite.status === 'DONE' || rewrite.status === 'REFUSED') throw notFound();
  if (now.getTime() - rewrite.verifiedAt.getTime() > RENEWAL_VERIFICATION_TTL_MS) {
    throw new HttpError(409, messages.RENEWAL_VERIFICATION_EXPIRED);
  }
  return rewrite;
}

/**
 * POST /partner/rest/renewal/attachment: links the signed statement (scans or PDFs from the user's upload queue) to
 * the verified take-over. One idempotency key attaches once.
 */
export async function attach(
  db: Db,
  user: SessionUser,
  body: RenewalAttachment,
  key: string | undefined,
  now = new Date(),
): Promise<{ status: 'OK' }> {
  const once = idempotency({
    key,
    payload: body,
    find: (tx, k) => repo.rewriteByKey(tx, user.userId, 'attachmentKey', k),
    storedHash: (row) => row.attachmentHash,
    answer: () => ({ status: 'OK' as const }),
  });
  return once.run(db, async () => {
    const latest = await repo.latestRewrite(db, user.userId, body.policyId);
    // A concurrent retry may have finished between the two reads.
    if (key && latest?.attachmentKey === key) return once.answerTo(latest);
    const rewrite = openRewrite(latest, now);
    const files = await repo.queuedFileKinds(db, user.userId, body.uploadedFiles);
    if (files.some((file) => !isRenewalStatementFile(`statement.${file.contentKind}`))) {
      throw fieldError('uploadedFiles', messages.RENEWAL_STATEMENT_NOT_SCAN);
    }
    return db.transaction(async (tx) => {
      const locked = await repo.lockRewrite(tx, rewrite.id);
      if (key && locked.attachmentKey === key) return once.answerTo(locked);
      if (locked.status !== 'VERIFIED' && locked.status !== 'ATTACHED') throw notFound();
      await linkUploads(tx, user, body.uploadedFiles, 'RENEWAL', rewrite.id);
      await repo.updateRewrite(tx, rewrite.id, { status: 'ATTACHED', attachmentKey: once.stored.idempotencyKey, attachmentHash: once.stored.idempotencyHash });
      return { status: 'OK' as const };
    });
  });
}

/** The renewal calculator of the policy's line with the policy number, or '' when the agent has none for that line. */
async function continuationUrl(db: DbOrTx, user: SessionUser, policy: repo.RenewalCandidate) {
  const link = await repo.calculatorLink(db, continuationCalculator[policy.productLine]);
  if (!link || (link.requiredRole !== null && !user.roles.has(link.requiredRole))) return '';
  const url = new URL(link.url);
  url.searchParams.set('tryb', 'renew');
  url.searchParams.set('polisa', policy.policyNo);
  return url.toString();
}

/**
 * POST /partner/rest/renewal: moves the verified, attested renewal into the agent's portfolio and answers the renewal
 * calculator to continue in. When the renewal changed since the verification (another agent took it, it was resigned,
 * the owner change was applied) or the agent has no calculator for its line, nothing moves and the URL is empty: the
 * panel then shows the data error (000 §4, §8).
 */
export async function rewrite(
  db: Db,
  user: SessionUser,
  body: RenewalRewrite,
  key: string | undefined,
  now = new Date(),
): Promise<RenewalRewriteResponse> {
  const once = idempotency({
    key,
    payload: body,
    find: (tx, k) => repo.rewriteByKey(tx, user.userId, 'rewriteKey', k),
    storedHash: (row) => row.rewriteHash,
    answer: (row): RenewalRewriteResponse => ({ url: row.url ?? '' }),
  });
  return once.run(db, async () => {
    const latest = await repo.latestRewrite(db, user.userId, body.policyId);
    // A concurrent retry may have finished between the two reads.
    if (key && latest?.rewriteKey === key) return once.answerTo(latest);
    const open = openRewrite(latest, now);
    if (open.status !== 'ATTACHED') throw new HttpError(409, messages.RENEWAL_STATEMENT_MISSING);
    if (open.ownerChangeId !== null && !body.owner) throw fieldError('owner', messages.RENEWAL_OWNER_REQUIRED);

    return db.transaction(async (tx) => {
      const locked = await repo.lockRewrite(tx, open.id);
      if (key && locked.rewriteKey === key) return once.answerTo(locked);
      if (locked.status !== 'ATTACHED') throw notFound();
      const policy = await repo.lockById(tx, locked.policyId);
      const change = locked.ownerChangeId !== null ? await repo.ownerChangeById(tx, locked.ownerChangeId) : undefined;
      const unchanged =
        policy.agentId === locked.fromAgentId &&
        refusalOf(policy, user, false, now) === null &&
        (change === undefined || change.appliedAt === null);
      const url = unchanged ? await continuationUrl(tx, user, policy) : '';
      const closing = { rewriteKey: once.stored.idempotencyKey, rewriteHash: once.stored.idempotencyHash, url, completedAt: now };
      if (url === '') {
        await repo.updateRewrite(tx, locked.id, { ...closing, status: 'REFUSED' });
        return { url };
      }

      const holder = change
        ? {
            partyType: change.partyType,
            firstName: change.firstName,
            lastName: change.lastName,
            companyName: change.companyName,
            pesel: change.pesel,
            regon: change.regon,
            nip: change.nip,
            street: body.owner!.street,
            streetNo: body.owner!.streetNo,
            flatNo: body.owner!.flatNo || null,
            city: body.owner!.city,
            postcode: body.owner!.postcode,
            phone: body.owner!.phone || null,
            email: body.owner!.email || null,
          }
        : (({ id: _id, agentId: _agentId, ...rest }) => rest)(policy.customer);
      const displayName = holder.partyType === 'COMPANY' ? (holder.companyName ?? '') : `${holder.firstName ?? ''} ${holder.lastName ?? ''}`.trim();
      const customerId = await repo.insertCustomer(tx, { ...holder, agentId: user.agentId, displayName });
      await repo.movePolicy(tx, policy.id, user.agentId, customerId);
      if (change) await repo.applyOwnerChange(tx, change.id, now);
      await repo.updateRewrite(tx, locked.id, { ...closing, status: 'DONE' });
      await recordServicingAction(tx, {
        policyId: policy.id,
        userId: user.userId,
        action: 'RENEWAL_REWRITE',
        result: change ? `Wznowienie przejęte dla nowego właściciela: ${displayName}` : 'Wznowienie przejęte do portfela agenta',
        detail: `Poprzednio: ${await repo.agentName(tx, policy.agentId)}, kanał ${policy.channel === 'DIRECT' ? 'bezpośredni' : 'agencyjny'}`,
      });
      return { url };
    });
  });
}

/** A take-over not completed within a day is abandoned: the hourly housekeeping removes it and its statement. */
export const ABANDONED_REWRITE_AGE_MS = 24 * HOUR_MS;

export function purgeAbandonedRewrites(db: Db, now = new Date()): Promise<number> {
  return db.transaction((tx) => repo.deleteAbandonedRewrites(tx, new Date(now.getTime() - ABANDONED_REWRITE_AGE_MS)));
}
