import { addDays, formatAmount, formatIsoDateForDisplay, isoDateInPoland, type MtaSection } from '@panel/domain';
import { INSURER, type PdfWriter } from '../../../lib/pdf-layout';
import { customerFields, date, today, vehicleFields, type DocumentSource } from './source';

const sectionNames: Record<MtaSection, string> = {
  REG_NO: 'Numer rejestracyjny',
  CAR_DATA: 'Dane pojazdu',
  OTHER_DATA: 'Pozostałe dane',
  CESSION: 'Cesja',
  OWNERS: 'Właściciele',
  RIDERS: 'Ubezpieczenia dobrowolne',
  PAYMENT: 'Sposób płatności',
};

/** The annex of a mid-term modification (decision 090): what changed, from when, and the premium before and after. */
export function drawChangeAnnex(writer: PdfWriter, source: DocumentSource) {
  const { policy, change } = source;
  const number = change ? change.version - 1 : Number(source.printArgs) - 1;
  writer.title(`Aneks nr ${number} do polisy nr ${policy.policyNo}`, `Zmiana umowy ubezpieczenia komunikacyjnego · wystawiony ${today(source)}`);
  if (!change) {
    writer.paragraph('Nie odnaleziono zmiany, której dotyczy aneks.');
    return;
  }
  const changedOn = isoDateInPoland(change.createdAt);
  writer.paragraph(
    `${INSURER.name} potwierdza zmianę umowy ubezpieczenia potwierdzonej polisą nr ${policy.policyNo}. Zmiana obowiązuje od ${formatIsoDateForDisplay(changedOn)} do końca okresu ubezpieczenia (${date(policy.endDate)}); pozostałe warunki umowy nie ulegają zmianie.`,
  );
  writer.heading('Ubezpieczający');
  writer.fields(customerFields(source.customer).slice(0, 5));
  if (source.vehicle) {
    writer.heading('Pojazd po zmianie');
    writer.fields(vehicleFields(source.vehicle).slice(0, 3));
  }
  writer.heading('Zakres zmiany');
  writer.table(
    ['Sekcja', 'Dane', 'Przed zmianą', 'Po zmianie'],
    change.changes.map((row) => [sectionNames[row.section], row.source, row.originalVal || '—', row.newVal || '—']),
    [0.18, 0.3, 0.26, 0.26],
  );
  writer.heading('Składka');
  const due = change.totalUnderpaymentAmount;
  writer.fields([
    ['Składka roczna przed zmianą', formatAmount(change.priceBefore)],
    ['Składka roczna po zmianie', formatAmount(change.price)],
    [due >= 0 ? 'Dopłata za pozostały okres' : 'Zwrot za pozostały okres', formatAmount(Math.abs(due))],
    ['Termin dopłaty', due > 0 ? formatIsoDateForDisplay(addDays(changedOn, 14)) : null],
  ]);
  if (change.inspectionNeeded) {
    writer.paragraph(
      'Zmiana wymaga inspekcji pojazdu: zdjęcia pojazdu należy przesłać w ciągu 3 dni od zawarcia aneksu. Do czasu inspekcji ochrona AC nie obejmuje uszkodzeń widocznych na zdjęciach.',
      { bold: true },
    );
  }
  writer.signatures('Ubezpieczający', 'W imieniu Ubezpieczyciela');
}
