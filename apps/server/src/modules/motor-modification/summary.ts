import { formatAmount, formatIsoDateForDisplay, type MtaAddress, type MtaDrivers, type MtaOwner, type MtaSection, type SummaryRow } from '@panel/domain';
import type { PolicySnapshot } from '../../db/schema/index';
import type { LovEntries } from './repository';
import { ASSISTANCE_TYPES, NNW_VALUES } from './tariff';

/* The summary of a change (001 §3): the rows that changed, grouped by section, named as the form names them. */

type Names = (lovKey: string, key: string) => string;
type Row = [section: MtaSection, source: string, value: (s: PolicySnapshot) => string];

const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? '' : value ? 'Tak' : 'Nie');
const yn = (value: string) => (value === '' ? '' : value === 'Y' ? 'Tak' : 'Nie');
const amount = (value: number | null) => (value === null ? '' : formatAmount(value));
const date = (value: string) => (value ? formatIsoDateForDisplay(value) : '');

function addressText(address: MtaAddress | null): string {
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
    ['OTHER_DATA', 'Rok uzyskania prawa jazdy przez najmniej doświadczonego kierowcę', (s) => s.otherData.leastExperiencedDriverLicenseYear],
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

/**
 * The rows whose value differs between the policy before and after the change, in the order of the form; keys of the
 * lists of values and equipment ids are named (the equipment of the vehicle in force or of the one chosen).
 */
export function summaryOf(before: PolicySnapshot, after: PolicySnapshot, lov: LovEntries, equipment: readonly { id: number; name: string }[]): SummaryRow[] {
  const names = (lovKey: string, key: string) => lov.find((entry) => entry.lovKey === lovKey && entry.key === key)?.value ?? key;
  const equipmentNames = (ids: string[]) =>
    ids
      .map((id) => equipment.find((item) => String(item.id) === id)?.name ?? id)
      .sort()
      .join(', ');
  return rows(names, equipmentNames).flatMap(([section, source, value], order) => {
    const originalVal = value(before);
    const newVal = value(after);
    return originalVal === newVal ? [] : [{ section, source, originalVal, newVal, order }];
  });
}
