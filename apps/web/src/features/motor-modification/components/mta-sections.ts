import type { CpMtaModel, MtaSection } from '@panel/domain';

/** The part of the model each section edits. */
export const sectionFields = {
  REG_NO: 'regNo',
  CAR_DATA: 'carData',
  OTHER_DATA: 'otherData',
  CESSION: 'cession',
  OWNERS: 'owners',
  RIDERS: 'riders',
  PAYMENT: 'payment',
} as const satisfies Record<MtaSection, keyof CpMtaModel>;

export const sectionOrder = Object.keys(sectionFields) as MtaSection[];

export const sectionTitles: Readonly<Record<MtaSection, string>> = {
  REG_NO: 'Zmiana numeru rejestracyjnego',
  CAR_DATA: 'Zmiana parametrów pojazdu',
  OTHER_DATA: 'Zmiana pozostałych danych',
  CESSION: 'Dodanie lub usunięcie cesji',
  OWNERS: 'Zmiana danych właściciela',
  RIDERS: 'Dodanie ubezpieczeń dobrowolnych',
  PAYMENT: 'Zmiana sposobu płatności',
};

const otherDataFlags = [
  'currentMileageVisible',
  'annualMileageVisible',
  'usageVisible',
  'parkingVisible',
  'usageAbroadVisible',
  'drivingLicenseYearVisible',
  'showDrivers',
] as const;

/**
 * Which sections the policy offers (001 §2 table): other data when any of its fields is visible; the cession with AC
 * chosen in the riders (or while the policy still has a cession, so that it can be removed); the riders when the
 * configuration enables any; the payment when a payment change or cash is available.
 */
export function isSectionVisible(section: MtaSection, model: CpMtaModel): boolean {
  switch (section) {
    case 'OTHER_DATA':
      return otherDataFlags.some((flag) => model.otherData[flag]);
    case 'CESSION':
      return model.riders.ac || model.cession.cession;
    case 'RIDERS':
      return Object.values(model.riders.enabled).some(Boolean);
    case 'PAYMENT':
      return model.payment.paymentChangeAvailable || model.payment.cashAvailable;
    default:
      return true;
  }
}

/** Equal values, whatever the order of object keys. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The sections whose values differ from `base`. */
export function changedSections(base: CpMtaModel, current: CpMtaModel): MtaSection[] {
  return sectionOrder.filter((section) => !same(base[sectionFields[section]], current[sectionFields[section]]));
}

/** What a recalculation priced: every edited part of the model (not the price or summary it answered). */
export function editedParts(model: CpMtaModel): unknown[] {
  return structuredClone(sectionOrder.map((section) => model[sectionFields[section]]));
}

/** The section of a form error path such as `carData.make`. */
export function sectionOfPath(path: string): MtaSection | undefined {
  const field = path.split('.')[0];
  return sectionOrder.find((section) => sectionFields[section] === field);
}
