import { HELPLINE, RESIGNATION_PRINT_ARGS, formatIsoDateForDisplay } from '@panel/domain';
import { INSURER, type PdfWriter } from '../../../lib/pdf-layout';
import { lineOf } from './lines';
import { addressOf, customerFields, today, vehicleFields, type DocumentSource } from './source';

/** The product information card (IPID) of motor insurance, one of the CP information files. */
export function drawProductInformation(writer: PdfWriter, source: DocumentSource) {
  const line = lineOf(source.policy.productLine);
  writer.title('Dokument zawierający informacje o produkcie ubezpieczeniowym', `${line.name} · ${INSURER.name}`);
  writer.paragraph(
    `Pełne informacje o produkcie przed zawarciem umowy i po jej zawarciu znajdują się w ogólnych warunkach ubezpieczenia ${line.termsCode} oraz w polisie nr ${source.policy.policyNo}.`,
    { size: 9 },
  );
  writer.heading('Jakiego rodzaju jest to ubezpieczenie?');
  writer.paragraph(
    'Obowiązkowe ubezpieczenie odpowiedzialności cywilnej posiadaczy pojazdów mechanicznych (OC) oraz dobrowolne ubezpieczenia komunikacyjne: autocasco (AC) i assistance, zgodnie z wybranym wariantem.',
  );
  writer.heading('Co jest przedmiotem ubezpieczenia?');
  writer.bullets(line.scope);
  if (source.vehicle) writer.fields(vehicleFields(source.vehicle).slice(0, 3));
  writer.heading('Czego nie obejmuje ubezpieczenie?');
  writer.bullets(line.exclusions);
  writer.heading('Gdzie obowiązuje ubezpieczenie?');
  writer.paragraph('OC – na terytorium Polski i państw członkowskich Unii Europejskiej oraz państw systemu Zielonej Karty. AC i assistance – na terytorium Europy.');
  writer.heading('Jakie są moje obowiązki?');
  writer.bullets([
    'podać prawdziwe informacje przy zawarciu umowy i zgłaszać ich zmiany;',
    'opłacać składkę w terminach wskazanych w polisie;',
    `zgłosić szkodę niezwłocznie, najpóźniej w ciągu 7 dni, przez infolinię ${HELPLINE};`,
    'przekazać dokumenty niezbędne do ustalenia odpowiedzialności i wysokości odszkodowania.',
  ]);
  writer.heading('Jak i kiedy należy opłacać składki?');
  writer.paragraph('Jednorazowo albo w dwóch ratach, przelewem lub gotówką u agenta, w terminach wskazanych w polisie.');
  writer.heading('Jak rozwiązać umowę?');
  writer.paragraph(
    'Umowę OC można wypowiedzieć najpóźniej w ostatnim dniu jej obowiązywania, w razie zawarcia drugiej umowy OC (podwójne ubezpieczenie) albo w razie nabycia pojazdu z zawartą umową OC – w okresie jej obowiązywania.',
  );
}

/** How the insurer processes personal data (GDPR), handed over with every motor policy. */
export function drawPrivacyNotice(writer: PdfWriter, source: DocumentSource) {
  writer.title('Informacja o przetwarzaniu danych osobowych', `dla: ${source.customer.displayName}`);
  writer.paragraph(
    `Zgodnie z art. 13 rozporządzenia Parlamentu Europejskiego i Rady (UE) 2016/679 (RODO) informujemy, że administratorem Pani/Pana danych osobowych jest ${INSURER.name}, ${INSURER.address}.`,
  );
  writer.heading('Cele i podstawy przetwarzania');
  writer.bullets([
    'zawarcie i wykonanie umowy ubezpieczenia, w tym likwidacja szkód (art. 6 ust. 1 lit. b RODO);',
    'ocena ryzyka ubezpieczeniowego, także w sposób zautomatyzowany (art. 22 ust. 2 lit. a RODO);',
    'wypełnienie obowiązków prawnych, m.in. rachunkowych i podatkowych (art. 6 ust. 1 lit. c RODO);',
    'przeciwdziałanie przestępstwom ubezpieczeniowym oraz dochodzenie roszczeń (art. 6 ust. 1 lit. f RODO).',
  ]);
  writer.heading('Odbiorcy danych');
  writer.paragraph(
    'Dane mogą być przekazywane agentom ubezpieczeniowym, reasekuratorom, podmiotom przetwarzającym dane na zlecenie administratora, Ubezpieczeniowemu Funduszowi Gwarancyjnemu oraz innym zakładom ubezpieczeń w zakresie niezbędnym do likwidacji szkód.',
  );
  writer.heading('Okres przechowywania');
  writer.paragraph('Dane przechowujemy przez okres trwania umowy oraz do upływu terminu przedawnienia roszczeń z umowy ubezpieczenia.');
  writer.heading('Pani/Pana prawa');
  writer.paragraph(
    'Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia danych, wniesienia sprzeciwu oraz wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Podanie danych jest dobrowolne, lecz niezbędne do zawarcia umowy.',
  );
  writer.fields([
    ['Polisa', source.policy.policyNo],
    ['Adres do korespondencji', addressOf(source.customer)],
  ]);
}

const resignationReasons: Record<string, string> = {
  '01': 'wypowiedzenie umowy z końcem okresu ubezpieczenia (wznowienie)',
  '02': 'wypowiedzenie z powodu podwójnego ubezpieczenia',
  '03': 'wypowiedzenie umowy przez nabywcę pojazdu',
};

/** Confirms an accepted resignation; the print arguments carry the reason code and the termination date. */
export function drawResignationConfirmation(writer: PdfWriter, source: DocumentSource) {
  const [, code = '', terminationDate = ''] = RESIGNATION_PRINT_ARGS.exec(source.printArgs) ?? [];
  writer.title('Potwierdzenie przyjęcia wypowiedzenia umowy ubezpieczenia', `wystawione ${today(source)}`);
  writer.paragraph(
    `${INSURER.name} potwierdza przyjęcie wypowiedzenia umowy ubezpieczenia potwierdzonej polisą nr ${source.policy.policyNo}. Umowa rozwiązuje się z dniem wskazanym poniżej; za okres niewykorzystanej ochrony przysługuje zwrot składki.`,
  );
  writer.heading('Ubezpieczający');
  writer.fields(customerFields(source.customer).slice(0, 5));
  writer.heading('Wypowiedzenie');
  const stored = source.resignation;
  writer.fields([
    ['Polisa', source.policy.policyNo],
    ['Numer zgłoszenia', stored?.resignationNo ?? null],
    ['Powód', resignationReasons[code] ?? code],
    ['Data poinformowania ubezpieczyciela', stored ? formatIsoDateForDisplay(stored.informDate) : null],
    ['Data rozwiązania umowy', formatIsoDateForDisplay(terminationDate)],
    ['Inny ubezpieczyciel', stored?.otherInsurerCompany ?? null],
    ['Początek ochrony u innego ubezpieczyciela', stored?.otherInsurerDateFrom ? formatIsoDateForDisplay(stored.otherInsurerDateFrom) : null],
  ]);
  if (source.vehicle) writer.fields(vehicleFields(source.vehicle).slice(0, 3));
  writer.signatures('Agent', 'W imieniu Ubezpieczyciela');
}
