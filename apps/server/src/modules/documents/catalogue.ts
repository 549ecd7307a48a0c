import { MTA_PRINT_ARGS, RESIGNATION_PRINT_ARGS, isIsoDate, type DocumentPlace, type DocumentTypeId } from '@panel/domain';
import type { policies } from '../../db/schema/index';
import { drawChangeAnnex } from './pdf/change-annex';
import { drawProductInformation, drawPrivacyNotice, drawResignationConfirmation } from './pdf/information';
import { renderPdf, type PdfWriter } from '../../lib/pdf-layout';
import { lineOf } from './pdf/lines';
import { drawPaymentSummary, drawPolicySchedule, drawQuotationOffer, drawRenewalOffer } from './pdf/policy-documents';
import type { DocumentSource } from './pdf/source';
import { drawGeneralTerms } from './pdf/terms';

type Policy = Pick<typeof policies.$inferSelect, 'policyNo' | 'kind' | 'productLine'>;
type VersionedPolicy = Policy & Pick<typeof policies.$inferSelect, 'version'>;

interface DocumentType {
  name: string;
  description: (policy: Policy) => string;
  /** Without the extension; may hold Polish letters (the download sends an ASCII fallback too). */
  filename: (policy: Policy) => string;
  usesPrintArgs: boolean;
  draw: (writer: PdfWriter, source: DocumentSource) => void;
}

export const documentTypes: Record<DocumentTypeId, DocumentType> = {
  POLICY_SCHEDULE: {
    name: 'Polisa',
    description: (p) => `Polisa nr ${p.policyNo} z zakresem ubezpieczenia i harmonogramem płatności`,
    filename: (p) => `Polisa ${p.policyNo}`,
    usesPrintArgs: false,
    draw: drawPolicySchedule,
  },
  PAYMENT_SUMMARY: {
    name: 'Zestawienie płatności',
    description: (p) => `Raty, terminy i stan płatności polisy nr ${p.policyNo}`,
    filename: (p) => `Zestawienie płatności ${p.policyNo}`,
    usesPrintArgs: false,
    draw: drawPaymentSummary,
  },
  GENERAL_TERMS: {
    name: 'Ogólne warunki ubezpieczenia',
    description: (p) => `${lineOf(p.productLine).termsCode} – ${lineOf(p.productLine).name}`,
    filename: (p) => lineOf(p.productLine).termsCode.replace('/', '-'),
    usesPrintArgs: false,
    draw: (writer, source) => drawGeneralTerms(writer, lineOf(source.policy.productLine)),
  },
  QUOTATION_OFFER: {
    name: 'Oferta',
    description: (p) => `Oferta ubezpieczenia nr ${p.policyNo}`,
    filename: (p) => `Oferta ${p.policyNo}`,
    usesPrintArgs: false,
    draw: drawQuotationOffer,
  },
  RENEWAL_OFFER: {
    name: 'Oferta wznowienia',
    description: (p) => `Propozycja kontynuacji ochrony polisy nr ${p.policyNo} na kolejny okres`,
    filename: (p) => `Oferta wznowienia ${p.policyNo}`,
    usesPrintArgs: false,
    draw: drawRenewalOffer,
  },
  PRODUCT_INFORMATION: {
    name: 'Karta produktu (IPID)',
    description: () => 'Dokument zawierający informacje o produkcie ubezpieczeniowym',
    filename: (p) => `Karta produktu ${p.policyNo}`,
    usesPrintArgs: false,
    draw: drawProductInformation,
  },
  PRIVACY_NOTICE: {
    name: 'Informacja o przetwarzaniu danych osobowych',
    description: () => 'Obowiązek informacyjny administratora danych (RODO)',
    filename: (p) => `Informacja RODO ${p.policyNo}`,
    usesPrintArgs: false,
    draw: drawPrivacyNotice,
  },
  RESIGNATION_CONFIRMATION: {
    name: 'Potwierdzenie wypowiedzenia',
    description: (p) => `Potwierdzenie przyjęcia wypowiedzenia polisy nr ${p.policyNo}`,
    filename: (p) => `Potwierdzenie wypowiedzenia ${p.policyNo}`,
    usesPrintArgs: true,
    draw: drawResignationConfirmation,
  },
  MTA_ANNEX: {
    name: 'Aneks do polisy',
    description: (p) => `Potwierdzenie zmiany danych w polisie nr ${p.policyNo} z nową składką`,
    filename: (p) => `Aneks ${p.policyNo}`,
    usesPrintArgs: true,
    draw: drawChangeAnnex,
  },
};

/** A version after the first is made by a motor modification (decision 090): its annex is one of the policy's documents. */
const isModified = (policy: VersionedPolicy) => policy.kind === 'CONCLUDED' && policy.productLine === 'CP' && policy.version > 1;

/** Which documents a policy offers at a print place (decision records 040, 136). */
export function documentsAt(place: DocumentPlace, policy: VersionedPolicy): DocumentTypeId[] {
  switch (place) {
    case 'POLICY':
      if (policy.kind === 'QUOTATION') return ['QUOTATION_OFFER', 'GENERAL_TERMS'];
      return isModified(policy) ? ['POLICY_SCHEDULE', 'MTA_ANNEX', 'PAYMENT_SUMMARY', 'GENERAL_TERMS'] : ['POLICY_SCHEDULE', 'PAYMENT_SUMMARY', 'GENERAL_TERMS'];
    case 'RENEWAL':
      return policy.kind === 'RENEWAL' ? ['RENEWAL_OFFER', 'GENERAL_TERMS'] : [];
    case 'CP':
      return policy.productLine === 'CP' ? ['PRODUCT_INFORMATION', 'PRIVACY_NOTICE'] : [];
    case 'RESIGNATION_CONFIRMATION':
      return policy.kind === 'CONCLUDED' ? ['RESIGNATION_CONFIRMATION'] : [];
    case 'MTA':
      return policy.kind === 'CONCLUDED' && policy.productLine === 'CP' ? ['MTA_ANNEX', 'POLICY_SCHEDULE'] : [];
  }
}

export type PrintArgsKind = 'RESIGNATION' | 'MTA';

/** What the print arguments of a place or document name: a resignation (reason and date) or a modification (version). */
export function printArgsKind(placeOrType: DocumentPlace | DocumentTypeId): PrintArgsKind | null {
  if (placeOrType === 'RESIGNATION_CONFIRMATION') return 'RESIGNATION';
  return placeOrType === 'MTA' || placeOrType === 'MTA_ANNEX' ? 'MTA' : null;
}

/** Print arguments are required exactly where a document uses them, and then must have the form of their kind. */
export function printArgsValid(kind: PrintArgsKind | null, printArgs: string | undefined): boolean {
  if (kind === null || printArgs === undefined) return kind === null && printArgs === undefined;
  if (kind === 'MTA') return MTA_PRINT_ARGS.test(printArgs);
  const match = RESIGNATION_PRINT_ARGS.exec(printArgs);
  return match !== null && isIsoDate(match[2]!);
}

/**
 * The print arguments of a document of a set: the set's own, except the annex listed among the policy's documents,
 * which is the annex of the version in force.
 */
export function printArgsInSet(docType: DocumentTypeId, place: DocumentPlace, setPrintArgs: string, policyVersion: number): string {
  return docType === 'MTA_ANNEX' && place === 'POLICY' ? String(policyVersion) : setPrintArgs;
}

export function documentNames(docType: DocumentTypeId, policy: Policy) {
  const type = documentTypes[docType];
  return { name: type.name, description: type.description(policy), filename: `${type.filename(policy)}.pdf` };
}

export function renderDocument(docType: DocumentTypeId, source: DocumentSource): Promise<Buffer> {
  const type = documentTypes[docType];
  return renderPdf(
    { title: type.filename(source.policy), subject: type.description(source.policy), createdAt: source.generatedAt },
    (writer) => type.draw(writer, source),
  );
}

export type RenderDocument = typeof renderDocument;
