import { z } from '../z';
import { messages } from '../messages';
import { text } from '../rules/text';

/**
 * Print places (000 §7 Documents, 001 §9): which documents a policy offers where it is printed.
 * POLICY: the policy (or quotation) itself; RENEWAL: the renewal offer; CP: the motor information files;
 * RESIGNATION_CONFIRMATION: the confirmation of an accepted resignation (print arguments: reason and date);
 * MTA: the documents of a motor modification (print arguments: the policy version the change created).
 */
export const documentPlaces = ['POLICY', 'RENEWAL', 'CP', 'RESIGNATION_CONFIRMATION', 'MTA'] as const;
export const documentPlaceSchema = z.enum(documentPlaces, { error: messages.DOCUMENT_PLACE_ERROR });
export type DocumentPlace = z.infer<typeof documentPlaceSchema>;

export const documentTypeIds = [
  'POLICY_SCHEDULE',
  'PAYMENT_SUMMARY',
  'GENERAL_TERMS',
  'QUOTATION_OFFER',
  'RENEWAL_OFFER',
  'PRODUCT_INFORMATION',
  'PRIVACY_NOTICE',
  'RESIGNATION_CONFIRMATION',
  'MTA_ANNEX',
] as const;
export const documentTypeIdSchema = z.enum(documentTypeIds, { error: messages.DOCUMENT_IDS_ERROR });
export type DocumentTypeId = z.infer<typeof documentTypeIdSchema>;

/** AVAILABLE → (requested) PENDING → READY, or ERROR when generation failed (it can be requested again). */
export const documentStatuses = ['AVAILABLE', 'PENDING', 'READY', 'ERROR'] as const;
export const documentStatusSchema = z.enum(documentStatuses);
export type DocumentStatus = z.infer<typeof documentStatusSchema>;

/** 000 §9: the document list polls availability every second and gives up after 30 tries. */
export const DOCUMENT_POLL_INTERVAL_MS = 1000;
export const DOCUMENT_POLL_MAX_TRIES = 30;
/** 001 §4, §9: the retrieval service polls every 2000 ms until the document is ready. */
export const DOCUMENT_RETRIEVAL_INTERVAL_MS = 2000;

/** Random, URL-safe, at least 128 bits. */
export const documentHashSchema = text({ error: messages.DOCUMENT_HASH_ERROR }).regex(/^[A-Za-z0-9_-]{22,64}$/, { error: messages.DOCUMENT_HASH_ERROR });

/** Policy number (or quotation number) as the document calls name it: policyId. */
export const documentPolicyIdSchema = text().regex(/^[A-Za-z0-9-]{1,30}$/, { error: messages.POLICY_NUMBER_FORMAT_ERROR });
/** Path parameters of the calls that name one policy (details, the motor modification). */
export const policyNoParamsSchema = z.object({ policyNo: documentPolicyIdSchema });

/** Reason code and termination date of a resignation confirmation, e.g. `01_2026-05-31`. */
export const RESIGNATION_PRINT_ARGS = /^(0[123])_(\d{4}-\d{2}-\d{2})$/;
/** The policy version a motor modification created, e.g. `2`. */
export const MTA_PRINT_ARGS = /^[1-9]\d{0,5}$/;
export const printArgsSchema = z
  .string()
  .regex(/^[A-Za-z0-9_.-]{1,100}$/, { error: messages.DOCUMENT_PRINT_ARGS_ERROR })
  .optional();

/** GET /partner/rest/document/get-available-docs-hash/{policyId}/{place}[/{printArgs}] */
export const availableDocsHashParamsSchema = z.object({
  policyId: documentPolicyIdSchema,
  place: documentPlaceSchema,
  printArgs: printArgsSchema,
});
export const documentSetHashSchema = z.object({ hash: z.string() });
export type DocumentSetHash = z.infer<typeof documentSetHashSchema>;

/** GET /partner/rest/document/get-creation-hashes/{policyId}/{ids}[/{printArgs}]: ids separated by commas. */
export const creationHashesParamsSchema = z.object({
  policyId: documentPolicyIdSchema,
  ids: text()
    .transform((value) => value.split(','))
    .pipe(z.array(documentTypeIdSchema, { error: messages.DOCUMENT_IDS_ERROR }).min(1).max(documentTypeIds.length))
    .refine((ids) => new Set(ids).size === ids.length, { error: messages.DOCUMENT_IDS_ERROR }),
  printArgs: printArgsSchema,
});
export const creationHashesResponseSchema = z.object({
  hashes: z.array(z.object({ id: documentTypeIdSchema, hash: z.string() })),
});
export type CreationHashes = z.infer<typeof creationHashesResponseSchema>;

/**
 * A document of a list (000 §3, 001 §3). `hash` requests it (POST /ms-doc); `documentHash` names the requested
 * generation (polled and downloaded); `url` is set once it is READY.
 */
export const documentSchema = z.object({
  id: documentTypeIdSchema,
  name: z.string(),
  description: z.string(),
  filename: z.string(),
  status: documentStatusSchema,
  hash: z.string(),
  documentHash: z.string().nullable(),
  url: z.string().nullable(),
});
export type DocumentItem = z.infer<typeof documentSchema>;
export const availableDocsResponseSchema = z.array(documentSchema);

export const documentHashParamsSchema = z.object({ hash: documentHashSchema });

/** POST /ms-doc and POST /ms-doc/first */
export const documentRequestSchema = z.object({ hash: documentHashSchema });
export type DocumentRequest = z.infer<typeof documentRequestSchema>;
/** `available`: already generated, downloadable at once; otherwise poll GET /ms-doc/availability/{documentHash}. */
export const documentRequestResponseSchema = z.object({ available: z.boolean(), documentHash: z.string() });
export type DocumentRequestResponse = z.infer<typeof documentRequestResponseSchema>;

/** GET /ms-doc/availability/{documentHash}: `failed` when generation failed (request it again). */
export const documentAvailabilityParamsSchema = z.object({ documentHash: documentHashSchema });
export const documentAvailabilitySchema = z.object({ ready: z.boolean(), failed: z.boolean() });
export type DocumentAvailability = z.infer<typeof documentAvailabilitySchema>;

/** GET /ms-doc/{type}/{hash}: the link of a READY document. */
export const documentFileTypes = ['pdf'] as const;
export const documentDownloadParamsSchema = z.object({
  type: z.enum(documentFileTypes, { error: messages.DOCUMENT_TYPE_ERROR }),
  hash: documentHashSchema,
});
export const documentUrl = (documentHash: string) => `/ms-doc/pdf/${documentHash}`;
