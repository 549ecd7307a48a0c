import { randomBytes } from 'node:crypto';
import {
  documentPlaces,
  documentUrl,
  messages,
  type CreationHashes,
  type DocumentItem,
  type DocumentPlace,
  type DocumentRequestResponse,
  type DocumentTypeId,
} from '@panel/domain';
import type { Db } from '../../db/client';
import { fieldError, HttpError, notFound } from '../../lib/errors';
import type { SessionUser } from '../../lib/session-user';
import { documentNames, documentsAt, documentTypes, printArgsInSet, printArgsKind, printArgsValid, type PrintArgsKind } from './catalogue';
import type { DocumentJobs } from './jobs';
import * as repo from './repository';
import type { DocumentSources } from './sources';

/** 192 random bits, URL-safe. */
const newHash = () => randomBytes(24).toString('base64url');

/** A request still PENDING after this long lost its job (e.g. the process died before enqueueing): request anew. */
const STALE_PENDING_MS = 2 * 60_000;

const printArgsError = () => fieldError('printArgs', messages.DOCUMENT_PRINT_ARGS_ERROR);

async function policyOf(db: Db, user: SessionUser, policyNo: string) {
  const policy = await repo.findPolicy(db, user.agentId, policyNo);
  if (!policy) throw notFound();
  return policy;
}

const wanted = (docType: DocumentTypeId, printArgs: string | undefined): repo.WantedDocument => ({
  docType,
  printArgs: documentTypes[docType].usesPrintArgs ? (printArgs ?? '') : '',
  hash: newHash(),
});

type Listed = Awaited<ReturnType<typeof repo.ensureDocuments>>[number];
type PolicyNames = Parameters<typeof documentNames>[1];

function toDocument(row: Pick<Listed, 'docType' | 'status' | 'hash' | 'documentHash'>, policy: PolicyNames): DocumentItem {
  const id = row.docType as DocumentTypeId;
  return {
    id,
    ...documentNames(id, policy),
    status: row.status,
    hash: row.hash,
    documentHash: row.documentHash,
    url: row.status === 'READY' && row.documentHash ? documentUrl(row.documentHash) : null,
  };
}

/**
 * A confirmation is printed only for a resignation that was registered and closed with that reason and date; an annex
 * only for a version a modification created.
 */
async function printArgsConfirmed(db: Db, sources: DocumentSources, kind: PrintArgsKind | null, policyId: number, printArgs: string) {
  if (kind === 'RESIGNATION') return (await sources.resignation(db, policyId, printArgs)) !== null;
  if (kind === 'MTA') return (await sources.modification(db, policyId, Number(printArgs))) !== undefined;
  return true;
}

export async function availableDocsHash(
  db: Db,
  sources: DocumentSources,
  user: SessionUser,
  params: { policyId: string; place: DocumentPlace; printArgs?: string | undefined },
) {
  const kind = printArgsKind(params.place);
  if (!printArgsValid(kind, params.printArgs)) throw printArgsError();
  const policy = await policyOf(db, user, params.policyId);
  const key = { agentId: user.agentId, policy, place: params.place, printArgs: params.printArgs ?? '' };
  const confirmed = await printArgsConfirmed(db, sources, kind, policy.id, key.printArgs);
  return repo.findOrCreateSet(db, key, newHash(), confirmed ? documentsAt(params.place, policy) : []);
}

export async function creationHashes(
  db: Db,
  sources: DocumentSources,
  user: SessionUser,
  params: { policyId: string; ids: DocumentTypeId[]; printArgs?: string | undefined },
): Promise<CreationHashes> {
  const policy = await policyOf(db, user, params.policyId);
  const offered = new Set(documentPlaces.flatMap((place) => documentsAt(place, policy)));
  if (params.ids.some((id) => !offered.has(id))) {
    throw fieldError('ids', messages.DOCUMENT_NOT_FOR_POLICY);
  }
  const kinds = new Set(params.ids.map(printArgsKind).filter((kind) => kind !== null));
  if (kinds.size > 1) throw fieldError('ids', messages.DOCUMENT_NOT_FOR_POLICY);
  const [kind = null] = kinds;
  if (!printArgsValid(kind, params.printArgs)) throw printArgsError();
  if (!(await printArgsConfirmed(db, sources, kind, policy.id, params.printArgs ?? ''))) {
    throw fieldError('ids', messages.DOCUMENT_NOT_FOR_POLICY);
  }
  const rows = await repo.ensureDocuments(db, user.agentId, policy, params.ids.map((id) => wanted(id, params.printArgs)));
  return { hashes: rows.map((row, i) => ({ id: params.ids[i]!, hash: row.hash })) };
}

async function setDocuments(db: Db, user: SessionUser, hash: string) {
  const set = await repo.findSet(db, user.agentId, hash);
  if (!set) throw notFound();
  const types = set.docTypes as DocumentTypeId[];
  const rows = await repo.ensureDocuments(
    db,
    user.agentId,
    set.policy,
    types.map((type) => wanted(type, printArgsInSet(type, set.place as DocumentPlace, set.printArgs, set.policy.version))),
  );
  return { policy: set.policy, rows };
}

export async function availableDocs(db: Db, user: SessionUser, hash: string): Promise<DocumentItem[]> {
  const { policy, rows } = await setDocuments(db, user, hash);
  return rows.map((row) => toDocument(row, policy));
}

/**
 * Requests a document: READY answers at once; a fresh PENDING keeps its generation (a double click enqueues once);
 * AVAILABLE, ERROR or a stale PENDING get a new documentHash and a new job. No transaction: the one statement that
 * marks the document PENDING decides, and only when it changed nothing is the document read.
 */
export async function requestDocument(db: Db, jobs: DocumentJobs, user: SessionUser, hash: string): Promise<DocumentRequestResponse> {
  const now = new Date();
  const request = { agentId: user.agentId, hash, now, staleBefore: new Date(now.getTime() - STALE_PENDING_MS) };
  for (;;) {
    const documentHash = newHash();
    const documentId = await repo.markRequested(db, { ...request, documentHash });
    if (documentId !== undefined) {
      try {
        await jobs.enqueue({ documentId, documentHash });
      } catch (error) {
        await repo.settle(db, documentId, documentHash, { error: String(error) });
        throw error;
      }
      return { available: false, documentHash };
    }
    const doc = await repo.findState(db, user.agentId, hash);
    if (!doc) throw notFound();
    if (doc.status !== 'AVAILABLE' && doc.status !== 'ERROR') return { available: doc.status === 'READY', documentHash: doc.documentHash! };
    // Its generation failed between the two statements: request it again.
  }
}

/** POST /ms-doc/first: requests the first document of a set and answers its data. */
export async function requestFirstDocument(db: Db, jobs: DocumentJobs, user: SessionUser, setHash: string): Promise<DocumentItem> {
  const { policy, rows } = await setDocuments(db, user, setHash);
  const first = rows[0];
  if (!first) throw new HttpError(404, messages.NO_DOCUMENTS);
  const { available, documentHash } = await requestDocument(db, jobs, user, first.hash);
  return toDocument({ ...first, status: available ? 'READY' : 'PENDING', documentHash }, policy);
}

export async function availability(db: Db, user: SessionUser, documentHash: string) {
  const row = await repo.findByDocumentHash(db, user.agentId, documentHash);
  if (!row) throw notFound();
  return { ready: row.status === 'READY', failed: row.status === 'ERROR' };
}

export async function download(db: Db, user: SessionUser, documentHash: string) {
  const row = await repo.findContent(db, user.agentId, documentHash);
  if (!row) throw notFound();
  if (row.status !== 'READY' || !row.content) throw new HttpError(409, messages.DOCUMENT_NOT_READY);
  return { content: row.content, filename: documentNames(row.docType as DocumentTypeId, row).filename };
}
