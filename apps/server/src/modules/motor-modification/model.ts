import {
  OWNER_TYPE_COMPANY,
  carValueRange,
  formatAmount,
  formatIsoDateForDisplay,
  isCarValueInRange,
  isMotorcycle,
  isTrailer,
  type CessionData,
  type CpMtaModel,
  type MtaAddress,
  type MtaDrivers,
  type MtaOwner,
  type MtaSection,
  type RidersConfig,
  type RidersEnabled,
  type SummaryRow,
} from '@panel/domain';
import type { PolicySnapshot, StoredCarData, StoredOtherData, StoredOwners, StoredRiders } from '../../db/schema/index';
import type { CatalogueLine, PolicyRow } from './repository';
import { ASSISTANCE_TYPES, NNW_VALUES, type TariffInput } from './tariff';

/** Everything a modification starts from: the policy's rows and its motor data (stored, or derived when none). */
export interface PolicyState {
  row: PolicyRow;
  vehicle: NonNullable<PolicyRow['vehicle']>;
  car: StoredCarData;
  otherData: StoredOtherData;
  owners: StoredOwners;
  cession: CessionData | null;
  riders: StoredRiders;
  pendingRiders: StoredRiders | null;
  /** The catalogue line of the vehicle in its production year, when the vehicle is in the catalogue. */
  line: CatalogueLine | null;
  equipment: { id: number; name: string; percentage: number }[];
}

/** Codes of a person's ownership; a company is 004 (001 §9). */
export const OWNER_TYPE_PERSON = '001';

export const noRiders: StoredRiders = {
  ac: false,
  acWorkshop: false,
  acWorkshopPlus: false,
  nnw: false,
  nnwValue: '',
  premiumAssistance: false,
  assistanceType: '',
  tires: false,
  replacementCar: false,
  shareValue: '',
  shareTheftValue: '',
  acSumInsured: null,
};

export const emptyCession = (): CessionData => ({
  cession: false,
  id: null,
  type: 'SEARCH',
  bankCentralId: '',
  name: '',
  city: '',
  postCode: '',
  street: '',
  homeNumber: '',
  apartmentNumber: '',
  regon: '',
  nip: '',
});

/** Whole years from a yyyy-MM-dd date to `today`. */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export const isCompany = (state: Pick<PolicyState, 'row'>) => state.row.customer.partyType === 'COMPANY';

/** Per-field visibility of other data (001 §3): trailers have no mileage or drivers; companies name no drivers. */
export function visibility(vehicleType: string, company: boolean) {
  const trailer = isTrailer(vehicleType);
  const showDrivers = !company && !trailer;
  return {
    currentMileageVisible: !trailer,
    annualMileageVisible: !trailer,
    usageVisible: true,
    parkingVisible: true,
    usageAbroadVisible: true,
    drivingLicenseYearVisible: !showDrivers && !trailer,
    showDrivers,
  };
}

/** Riders the configuration offers: workshop AC and a replacement car only for cars and campers. */
export function ridersEnabled(vehicleType: string): RidersEnabled {
  const car = !isMotorcycle(vehicleType) && !isTrailer(vehicleType);
  return { ac: true, acWorkshop: car, acWorkshopPlus: car, nnw: !isTrailer(vehicleType), premiumAssistance: true, tires: car, replacementCar: car };
}

/**
 * The catalogue value the car value is checked against: the line's value in the production year; the value on the
 * policy when the vehicle is not in the catalogue, or was insured outside ±10 % of it before the panel kept its data.
 */
export function catalogueValue(state: Pick<PolicyState, 'line' | 'vehicle'>): number {
  const { line, vehicle } = state;
  return line && isCarValueInRange(vehicle.carValue, line.value) ? line.value : vehicle.carValue;
}

/** Car values offered (001 §3 carValues): -10 %, -5 %, the catalogue value, +5 %, +10 %. */
export function carValueChoices(value: number): number[] {
  const { min, max } = carValueRange(value);
  return [...new Set([min, Math.round((value * 0.95) / 100) * 100, value, Math.round((value * 1.05) / 100) * 100, max])];
}

function addressOf(customer: PolicyRow['customer']): MtaAddress {
  return { zipCode: customer.postcode, city: customer.city, street: customer.street, homeNumber: customer.streetNo, apartmentNumber: customer.flatNo ?? '' };
}

export function mainOwnerOf(state: PolicyState): MtaOwner {
  const { customer } = state.row;
  return {
    ownerType: isCompany(state) ? OWNER_TYPE_COMPANY : OWNER_TYPE_PERSON,
    name: customer.displayName,
    phoneNumber: isCompany(state) ? '' : (customer.phone ?? ''),
    postalCode: state.owners.postalCode,
    address: addressOf(customer),
    sameMailAddress: state.owners.sameMailAddress,
    mailAddress: state.owners.mailAddress,
  };
}

export function ridersConfig(riders: StoredRiders, state: PolicyState): RidersConfig {
  const value = catalogueValue(state);
  const { acSumInsured, ...chosen } = riders;
  return {
    ...chosen,
    originalAc: state.riders.ac,
    carValue: acSumInsured ?? value,
    infoExpertCarValue: value,
    carValues: carValueChoices(value),
    enabled: ridersEnabled(state.vehicle.vehicleType),
  };
}

export const toPaymentType = (paymentType: string) => (paymentType === 'CASH' ? 'CASH' : 'TRANSFER');

/** The riders saved by saveRidersChange for the next change, as the riders panel shows them; null when none. */
export const pendingRidersOf = (state: PolicyState): RidersConfig | null => (state.pendingRiders ? ridersConfig(state.pendingRiders, state) : null);

/** The modification model of a policy as it is in force (riders saved by saveRidersChange are not in force yet). */
export function modelOf(state: PolicyState, flags: { cashAvailable: boolean; paymentChangeAvailable: boolean }): CpMtaModel {
  const { policy } = state.row;
  const { vehicle, car } = state;
  const value = catalogueValue(state);
  return {
    policyNo: policy.policyNo,
    regNo: vehicle.regNo,
    carData: {
      vehicleType: vehicle.vehicleType as CpMtaModel['carData']['vehicleType'],
      vehicleSubType: car.vehicleSubType,
      make: car.make,
      year: String(vehicle.productionYear),
      model: car.model,
      engineCapacityRange: car.engineCapacityRange,
      fuelType: car.fuelType,
      engineCapacity: car.engineCapacity,
      enginePower: car.enginePower,
      body: car.body,
      doorsCount: car.doorsCount,
      version: car.version,
      versionName: car.versionName,
      accessoriesOpt: state.equipment.map((item) => ({ id: String(item.id), name: item.name, percentage: item.percentage, selected: car.accessoriesOpt.includes(String(item.id)) })),
      boughtAtPolishDealer: car.boughtAtPolishDealer,
      currentMileage: vehicle.mileage,
      carValue: vehicle.carValue,
      infoExpertCarValue: value,
      carValues: carValueChoices(value),
    },
    otherData: {
      actualMileage: String(vehicle.mileage - (vehicle.mileage % 100)),
      averageAnnualMileage: state.otherData.averageAnnualMileage,
      carUsage: state.otherData.carUsage,
      parkingType: state.otherData.parkingType,
      abroadUsage: state.otherData.abroadUsage,
      leastExpiriencedDriverLicenseYear: state.otherData.leastExpiriencedDriverLicenseYear,
      ...visibility(vehicle.vehicleType, isCompany(state)),
      drivers: state.otherData.drivers,
    },
    cession: state.cession ?? emptyCession(),
    owners: { mainOwner: mainOwnerOf(state), firstCoowner: state.owners.firstCoowner, secondCoowner: state.owners.secondCoowner },
    raiders: ridersConfig(state.riders, state),
    payment: {
      paymentType: toPaymentType(policy.paymentType),
      paymentFrequency: policy.paymentFrequency,
      cashAvailable: flags.cashAvailable,
      paymentChangeAvaialable: flags.paymentChangeAvailable,
    },
    priceDto: { priceBefore: policy.price, price: policy.price, totalUnderpaymentAmount: 0 },
    summary: [],
  };
}

/** The policy in force as a version records it. */
export function snapshotOf(state: PolicyState): PolicySnapshot {
  const { owners } = state;
  return {
    regNo: state.vehicle.regNo,
    carValue: state.vehicle.carValue,
    mileage: state.vehicle.mileage,
    carData: state.car,
    otherData: state.otherData,
    owners: { ...owners, mainOwner: mainOwnerOf(state) },
    cession: state.cession,
    riders: state.riders,
    paymentType: toPaymentType(state.row.policy.paymentType),
    paymentFrequency: state.row.policy.paymentFrequency,
  };
}

/** What the tariff reads of a snapshot. */
export function tariffInput(snapshot: PolicySnapshot, facts: { vehicleType: string; productionYear: number; ownerBirthDate: string | null; equipmentPercentage: number; today: string }): TariffInput {
  const { drivers } = snapshot.otherData;
  const currentYear = Number(facts.today.slice(0, 4));
  const named = drivers.isOwnerMd !== '' && drivers.mainDriver.birthDate !== '';
  const youngest = drivers.hasSd === 'Y' && drivers.youngestDriver?.birthDate ? drivers.youngestDriver : null;
  const licenceYear = named
    ? Math.max(Number(drivers.mainDriver.drivingLicenseYear) || currentYear, Number(youngest?.drivingLicenseYear) || 0)
    : Number(snapshot.otherData.leastExpiriencedDriverLicenseYear) || null;
  const acBase = snapshot.riders.acSumInsured ?? snapshot.carValue;
  return {
    vehicleType: facts.vehicleType,
    productionYear: facts.productionYear,
    enginePower: Number(snapshot.carData.enginePower) || 0,
    acSumInsured: Math.round(acBase * (1 + facts.equipmentPercentage / 100)),
    mainDriverAge: named ? ageOn(drivers.mainDriver.birthDate, facts.today) : facts.ownerBirthDate ? ageOn(facts.ownerBirthDate, facts.today) : null,
    youngestDriverAge: youngest ? ageOn(youngest.birthDate, facts.today) : null,
    licenceYears: licenceYear === null ? null : currentYear - licenceYear,
    annualMileage: snapshot.otherData.averageAnnualMileage,
    carUsage: snapshot.otherData.carUsage,
    parkingType: snapshot.otherData.parkingType,
    abroadUsage: snapshot.otherData.abroadUsage,
    postalCode: snapshot.owners.postalCode,
    boughtAtPolishDealer: snapshot.carData.boughtAtPolishDealer === true,
    riders: snapshot.riders,
    paymentFrequency: snapshot.paymentFrequency === '2' ? '2' : '1',
    currentYear,
  };
}

// ----- Summary (001 §3): the rows that changed, grouped by section -----

type Names = (lovKey: string, key: string) => string;
type Row = [section: MtaSection, source: string, value: (s: PolicySnapshot) => string];

const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? '' : value ? 'Tak' : 'Nie');
const yn = (value: string) => (value === '' ? '' : value === 'Y' ? 'Tak' : 'Nie');
const amount = (value: number | null) => (value === null ? '' : formatAmount(value));
const date = (value: string) => (value ? formatIsoDateForDisplay(value) : '');

export function addressText(address: MtaAddress | null): string {
  if (!address) return '';
  const number = address.apartmentNumber ? `${address.homeNumber}/${address.apartmentNumber}` : address.homeNumber;
  return `ul. ${address.street} ${number}, ${address.zipCode} ${address.city}`;
}

function driverRows(prefix: string, pick: (d: MtaDrivers) => MtaDrivers['mainDriver'] | null): Row[] {
  return [
    ['OTHER_DATA', `${prefix} – data urodzenia`, (s) => date(pick(s.otherData.drivers)?.birthDate ?? '')],
    [
      'OTHER_DATA',
      `${prefix} – prawo jazdy od`,
      (s) => {
        const driver = pick(s.otherData.drivers);
        if (!driver?.drivingLicenseYear) return '';
        return driver.drivingLicenseMonth ? `${driver.drivingLicenseMonth}.${driver.drivingLicenseYear}` : driver.drivingLicenseYear;
      },
    ],
  ];
}

function ownerRows(label: string, pick: (s: PolicySnapshot) => MtaOwner | null, main: boolean): Row[] {
  return [
    ...(main
      ? ([
          ['OWNERS', `${label} – telefon`, (s) => pick(s)?.phoneNumber ?? ''],
          ['OWNERS', `${label} – kod pocztowy`, (s) => pick(s)?.postalCode ?? ''],
        ] satisfies Row[])
      : []),
    ['OWNERS', `${label} – adres`, (s) => addressText(pick(s)?.address ?? null)],
    ['OWNERS', `${label} – adres korespondencyjny taki sam`, (s) => (pick(s) ? yesNo(pick(s)!.sameMailAddress) : '')],
    ['OWNERS', `${label} – adres korespondencyjny`, (s) => (pick(s)?.sameMailAddress ? '' : addressText(pick(s)?.mailAddress ?? null))],
  ];
}

const nnwName = (key: string) => NNW_VALUES[key as keyof typeof NNW_VALUES]?.name ?? key;
const assistanceName = (key: string) => ASSISTANCE_TYPES[key as keyof typeof ASSISTANCE_TYPES]?.name ?? key;

function rows(names: Names, equipmentNames: (ids: string[]) => string): Row[] {
  const riders = (s: PolicySnapshot) => s.riders;
  return [
    ['REG_NO', 'Numer rejestracyjny', (s) => s.regNo],
    ['CAR_DATA', 'Pojazd', (s) => s.carData.versionName],
    ['CAR_DATA', 'Wartość pojazdu', (s) => amount(s.carValue)],
    ['CAR_DATA', 'Wyposażenie dodatkowe', (s) => equipmentNames(s.carData.accessoriesOpt)],
    ['CAR_DATA', 'Pojazd kupiony w polskim salonie', (s) => yesNo(s.carData.boughtAtPolishDealer)],
    ['OTHER_DATA', 'Aktualny przebieg', (s) => `${s.mileage.toLocaleString('pl-PL')} km`],
    ['OTHER_DATA', 'Średni roczny przebieg', (s) => names('CP_ANNUAL_MILEAGE', s.otherData.averageAnnualMileage)],
    ['OTHER_DATA', 'Sposób użytkowania', (s) => names('CP_USAGE', s.otherData.carUsage)],
    ['OTHER_DATA', 'Miejsce parkowania', (s) => names('CP_PARKING', s.otherData.parkingType)],
    ['OTHER_DATA', 'Użytkowanie za granicą', (s) => names('CP_USAGE_ABROAD', s.otherData.abroadUsage)],
    ['OTHER_DATA', 'Rok uzyskania prawa jazdy przez najmniej doświadczonego kierowcę', (s) => s.otherData.leastExpiriencedDriverLicenseYear],
    ['OTHER_DATA', 'Właściciel jest głównym kierowcą', (s) => yn(s.otherData.drivers.isOwnerMd)],
    ...driverRows('Główny kierowca', (d) => d.mainDriver),
    ['OTHER_DATA', 'Młodsi kierowcy', (s) => yn(s.otherData.drivers.hasSd)],
    ...driverRows('Najmłodszy kierowca', (d) => (d.hasSd === 'Y' ? d.youngestDriver : null)),
    ['CESSION', 'Cesja', (s) => yesNo(s.cession?.cession ?? false)],
    ['CESSION', 'Bank', (s) => (s.cession ? `${s.cession.name}, ${addressText({ zipCode: s.cession.postCode, city: s.cession.city, street: s.cession.street, homeNumber: s.cession.homeNumber, apartmentNumber: s.cession.apartmentNumber })}` : '')],
    ['CESSION', 'REGON banku', (s) => s.cession?.regon ?? ''],
    ['CESSION', 'NIP banku', (s) => s.cession?.nip ?? ''],
    ...ownerRows('Właściciel', (s) => s.owners.mainOwner, true),
    ...ownerRows('Pierwszy współwłaściciel', (s) => s.owners.firstCoowner, false),
    ...ownerRows('Drugi współwłaściciel', (s) => s.owners.secondCoowner, false),
    ['RIDERS', 'AC', (s) => (riders(s).ac ? `Tak, suma ubezpieczenia ${amount(riders(s).acSumInsured)}` : 'Nie')],
    ['RIDERS', 'AC warsztatowe', (s) => yesNo(riders(s).acWorkshop)],
    ['RIDERS', 'AC warsztatowe plus', (s) => yesNo(riders(s).acWorkshopPlus)],
    ['RIDERS', 'Udział własny w AC', (s) => (riders(s).ac ? names('CP_DEDUCTIBLE', riders(s).shareValue) : '')],
    ['RIDERS', 'Udział własny w szkodzie kradzieżowej', (s) => (riders(s).ac ? names('CP_DEDUCTIBLE_T', riders(s).shareTheftValue) : '')],
    ['RIDERS', 'NNW', (s) => (riders(s).nnw ? `Tak, suma ubezpieczenia ${nnwName(riders(s).nnwValue)}` : 'Nie')],
    ['RIDERS', 'Assistance', (s) => (riders(s).premiumAssistance ? `Tak, wariant ${assistanceName(riders(s).assistanceType)}` : 'Nie')],
    ['RIDERS', 'Ochrona opon', (s) => yesNo(riders(s).tires)],
    ['RIDERS', 'Samochód zastępczy', (s) => yesNo(riders(s).replacementCar)],
    ['PAYMENT', 'Sposób płatności', (s) => (s.paymentType === 'CASH' ? 'gotówka' : 'przelew')],
    ['PAYMENT', 'Liczba rat', (s) => s.paymentFrequency],
  ];
}

/** The rows whose value differs between the two states, in the order of the form. */
export function summaryRows(before: PolicySnapshot, after: PolicySnapshot, names: Names, equipmentNames: (ids: string[]) => string): SummaryRow[] {
  return rows(names, equipmentNames).flatMap(([section, source, value], order) => {
    const originalVal = value(before);
    const newVal = value(after);
    return originalVal === newVal ? [] : [{ section, source, originalVal, newVal, order }];
  });
}
