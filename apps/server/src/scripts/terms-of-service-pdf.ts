/**
 * Writes the terms of electronic services (000 §2) to static/doc/regulamin-uslug-elektronicznych.pdf, served under
 * /doc/. Run after changing the text: `cd apps/server && node --import tsx src/scripts/terms-of-service-pdf.ts`.
 * The output is repeatable byte for byte (fixed creation date), so an unchanged text gives an unchanged file.
 */
import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { HELPLINE } from '@panel/domain';
import { staticRoot } from '../plugins/static-files';

const require = createRequire(import.meta.url);
const MARGIN = 56;
const ACCENT = '#1c4f8c';
const EFFECTIVE = '1 stycznia 2026 r.';
const INSURER = 'Przykładowe Towarzystwo Ubezpieczeń S.A. z siedzibą w Warszawie, ul. Ubezpieczeniowa 1, 00-950 Warszawa';

const sections: { heading: string; paragraphs: string[] }[] = [
  {
    heading: '§ 1. Postanowienia ogólne',
    paragraphs: [
      `Regulamin określa rodzaje, zakres i warunki świadczenia usług drogą elektroniczną przez ${INSURER} (dalej: Usługodawca) za pośrednictwem Panelu Agenta i Panelu Dealera (dalej: Panel).`,
      'Regulamin wydano na podstawie art. 8 ustawy z dnia 18 lipca 2002 r. o świadczeniu usług drogą elektroniczną. Regulamin jest udostępniany nieodpłatnie w Panelu w sposób umożliwiający jego pozyskanie, odtwarzanie i utrwalanie.',
    ],
  },
  {
    heading: '§ 2. Definicje',
    paragraphs: [
      'Użytkownik – agent ubezpieczeniowy, osoba wykonująca czynności agencyjne w jego imieniu albo dealer, któremu Usługodawca nadał login i hasło do Panelu.',
      'Konto – zbiór danych i uprawnień Użytkownika w Panelu, chroniony loginem i hasłem.',
      'Sesja – okres korzystania z Panelu od zalogowania do wylogowania albo wygaśnięcia sesji po 30 minutach bezczynności lub po 12 godzinach od zalogowania.',
    ],
  },
  {
    heading: '§ 3. Rodzaje i zakres usług',
    paragraphs: [
      'Za pośrednictwem Panelu Usługodawca umożliwia Użytkownikowi w szczególności: przeglądanie zawartych polis, ofert i wznowień, kalkulację składek i przejście do kalkulatorów produktów, obsługę zmian właściciela pojazdu, wypowiedzeń i zmian polis komunikacyjnych, zgłaszanie spraw i reklamacji, pobieranie dokumentów oraz prowadzenie notatek, przypomnień i zakładek.',
      'Zakres dostępnych usług zależy od uprawnień nadanych Użytkownikowi zgodnie z umową agencyjną lub umową o współpracy.',
    ],
  },
  {
    heading: '§ 4. Wymagania techniczne',
    paragraphs: [
      'Do korzystania z Panelu niezbędne są: urządzenie z dostępem do sieci Internet, aktualna wersja przeglądarki Chrome, Edge, Firefox lub Safari z włączoną obsługą JavaScript i plików cookie oraz program do odczytu plików PDF.',
      'Panel korzysta z plików cookie niezbędnych do utrzymania sesji i ochrony przed nieuprawnionymi żądaniami. W pamięci przeglądarki zapisywane są ustawienia Użytkownika, takie jak układ pulpitu, wybrane miasto prognozy pogody i zakładki.',
    ],
  },
  {
    heading: '§ 5. Zawarcie i rozwiązanie umowy o świadczenie usług',
    paragraphs: [
      'Umowa o świadczenie usług drogą elektroniczną zostaje zawarta z chwilą pierwszego zalogowania do Panelu i akceptacji Regulaminu, na czas trwania umowy agencyjnej lub umowy o współpracy.',
      'Użytkownik może w każdej chwili zrezygnować z korzystania z Panelu. Usługodawca blokuje Konto z chwilą rozwiązania umowy agencyjnej lub umowy o współpracy, a także w razie naruszenia Regulaminu lub podejrzenia nieuprawnionego dostępu do Konta.',
    ],
  },
  {
    heading: '§ 6. Obowiązki Użytkownika',
    paragraphs: [
      'Użytkownik zobowiązuje się do korzystania z Panelu zgodnie z prawem i Regulaminem, do nieudostępniania loginu i hasła osobom trzecim, do zmiany hasła co najmniej raz na 30 dni oraz do niezwłocznego zgłoszenia utraty lub ujawnienia hasła.',
      'Zakazane jest dostarczanie przez Użytkownika treści o charakterze bezprawnym, w tym danych osobowych klientów w zakresie wykraczającym poza potrzebę obsługi umowy ubezpieczenia.',
    ],
  },
  {
    heading: '§ 7. Reklamacje',
    paragraphs: [
      `Reklamacje dotyczące działania Panelu można składać za pomocą formularza reklamacji w Panelu, pisemnie na adres siedziby Usługodawcy lub telefonicznie pod numerem ${HELPLINE}.`,
      'Usługodawca rozpatruje reklamację bez zbędnej zwłoki, nie później niż w terminie 30 dni od jej otrzymania, i udziela odpowiedzi w postaci elektronicznej albo papierowej.',
    ],
  },
  {
    heading: '§ 8. Ochrona danych osobowych',
    paragraphs: [
      'Administratorem danych osobowych Użytkowników jest Usługodawca. Dane przetwarzane są w celu świadczenia usług drogą elektroniczną, wykonania umowy agencyjnej lub umowy o współpracy oraz zapewnienia bezpieczeństwa Panelu, zgodnie z rozporządzeniem (UE) 2016/679 (RODO).',
      'Działania Użytkowników w Panelu są rejestrowane w zakresie niezbędnym do zapewnienia bezpieczeństwa i rozliczalności operacji.',
    ],
  },
  {
    heading: '§ 9. Postanowienia końcowe',
    paragraphs: [
      'Usługodawca może zmienić Regulamin z ważnych przyczyn, w szczególności zmiany przepisów prawa lub zakresu usług. O zmianie Użytkownik jest informowany w Panelu co najmniej 14 dni przed jej wejściem w życie.',
      `Regulamin obowiązuje od dnia ${EFFECTIVE}`,
    ],
  },
];

const doc = new PDFDocument({
  size: 'A4',
  margin: MARGIN,
  bufferPages: true,
  info: {
    Title: 'Regulamin świadczenia usług drogą elektroniczną',
    Author: 'Przykładowe Towarzystwo Ubezpieczeń S.A.',
    Subject: 'Panel Agenta',
    CreationDate: new Date('2026-01-01T00:00:00Z'),
  },
});
doc.registerFont('regular', require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
doc.registerFont('bold', require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
const target = path.join(staticRoot, 'doc', 'regulamin-uslug-elektronicznych.pdf');
doc.pipe(createWriteStream(target));

doc.font('bold').fontSize(17).fillColor(ACCENT).text('Regulamin świadczenia usług drogą elektroniczną');
doc.font('regular').fontSize(11).fillColor('#555555').text(`Panel Agenta i Panel Dealera – obowiązuje od ${EFFECTIVE}`);
doc.moveDown(1.2);
for (const section of sections) {
  doc.font('bold').fontSize(12).fillColor(ACCENT).text(section.heading);
  doc.moveDown(0.3);
  for (const paragraph of section.paragraphs) {
    doc.font('regular').fontSize(10).fillColor('#000000').text(paragraph, { align: 'justify', lineGap: 2 });
    doc.moveDown(0.5);
  }
  doc.moveDown(0.4);
}

const range = doc.bufferedPageRange();
for (let i = 0; i < range.count; i++) {
  doc.switchToPage(range.start + i);
  const bottom = doc.page.height - MARGIN + 18;
  doc.font('regular').fontSize(8).fillColor('#555555');
  doc.text(`Strona ${i + 1} z ${range.count}`, MARGIN, bottom, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
}
doc.end();
console.log(`Zapisano ${target}`);
