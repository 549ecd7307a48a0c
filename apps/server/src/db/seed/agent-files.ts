import { formatAmount, formatDate } from '@panel/domain';
import { renderPdf, type PdfWriter } from '../../lib/pdf-layout';
import type { DbOrTx } from '../client';
import { agentFiles, agentFolders } from '../schema/index';
import { shiftInstant } from './people';

interface DemoFile {
  name: string;
  daysAgo: number;
  draw: (writer: PdfWriter, agentName: string, date: Date) => void;
}

function commissionStatement(month: string, rows: [string, string, number, number][]) {
  return (writer: PdfWriter, agentName: string) => {
    writer.title(`Zestawienie prowizji – ${month}`, agentName);
    writer.table(
      ['Produkt', 'Liczba polis', 'Składka', 'Prowizja'],
      rows.map(([product, count, premium, rate]) => [product, count, formatAmount(premium), formatAmount(Math.round(premium * rate) / 100)]),
      [0.4, 0.15, 0.225, 0.225],
    );
    const total = rows.reduce((sum, [, , premium, rate]) => sum + Math.round(premium * rate) / 100, 0);
    writer.fields([['Prowizja razem', formatAmount(total)], ['Termin wypłaty', 'do 15. dnia następnego miesiąca']]);
    writer.paragraph('Prowizja zostanie przelana na rachunek wskazany w umowie agencyjnej. Reklamacje zestawienia prosimy zgłaszać opiekunowi regionalnemu w ciągu 14 dni.');
  };
}

const folders: { name: string; files: DemoFile[] }[] = [
  {
    name: 'Prowizje',
    files: [
      {
        name: 'Zestawienie prowizji – styczeń 2026.pdf',
        daysAgo: 40,
        draw: commissionStatement('styczeń 2026', [
          ['Ubezpieczenie komunikacyjne OC/AC', '42', 61_240.5, 12],
          ['Ubezpieczenie domu i mieszkania', '17', 9_870, 20],
          ['Ubezpieczenie MŚP', '5', 21_300, 15],
        ]),
      },
      {
        name: 'Zestawienie prowizji – luty 2026.pdf',
        daysAgo: 12,
        draw: commissionStatement('luty 2026', [
          ['Ubezpieczenie komunikacyjne OC/AC', '38', 55_410, 12],
          ['Ubezpieczenie domu i mieszkania', '21', 12_145.8, 20],
          ['Flota i mikroflota', '2', 48_900, 8],
        ]),
      },
    ],
  },
  {
    name: 'Szkolenia',
    files: [
      {
        name: 'Plan szkoleń 2026.pdf',
        daysAgo: 60,
        draw: (writer, agentName) => {
          writer.title('Plan szkoleń dla agentów – 2026', agentName);
          writer.table(
            ['Termin', 'Temat', 'Forma'],
            [
              ['12.03.2026', 'Zmiany w OWU komunikacyjnych i nowa taryfa AC', 'webinar'],
              ['16.04.2026', 'Sprzedaż ubezpieczeń domu – analiza potrzeb klienta', 'warsztat, Warszawa'],
              ['21.05.2026', 'Ubezpieczenia MŚP: mienie od wszystkich ryzyk', 'webinar'],
              ['17.09.2026', 'Dystrybucja ubezpieczeń – szkolenie obowiązkowe (15 h)', 'e-learning'],
            ],
            [0.2, 0.55, 0.25],
          );
          writer.paragraph('Zapisy przyjmuje opiekun regionalny. Udział w szkoleniu obowiązkowym jest warunkiem utrzymania wpisu w rejestrze agentów.');
        },
      },
      {
        name: 'Certyfikat – ubezpieczenia komunikacyjne.pdf',
        daysAgo: 150,
        draw: (writer, agentName, date) => {
          writer.title('Certyfikat ukończenia szkolenia', `wydany ${formatDate(date)}`);
          writer.paragraph(`Zaświadczamy, że ${agentName} ukończył(a) szkolenie „Ubezpieczenia komunikacyjne – produkt, taryfa i obsługa szkód” w wymiarze 8 godzin dydaktycznych.`);
          writer.signatures('Prowadzący szkolenie', 'Dyrektor ds. sprzedaży agencyjnej');
        },
      },
    ],
  },
  {
    name: 'Umowy',
    files: [
      {
        name: 'Umowa agencyjna – aneks nr 3.pdf',
        daysAgo: 200,
        draw: (writer, agentName, date) => {
          writer.title('Aneks nr 3 do umowy agencyjnej', `zawarty ${formatDate(date)}`);
          writer.paragraph(`Strony: Przykładowe Towarzystwo Ubezpieczeń S.A. (Ubezpieczyciel) oraz ${agentName} (Agent).`);
          writer.paragraph('§ 1. Strony zmieniają załącznik nr 1 do umowy (tabela prowizyjna) w ten sposób, że stawka prowizji za ubezpieczenia domu i mieszkania wynosi 20% składki przypisanej.');
          writer.paragraph('§ 2. Agent uzyskuje pełnomocnictwo do zawierania umów ubezpieczenia floty i mikroflot do 20 pojazdów.');
          writer.paragraph('§ 3. Pozostałe postanowienia umowy pozostają bez zmian. Aneks wchodzi w życie z dniem podpisania.');
          writer.signatures('Ubezpieczyciel', 'Agent');
        },
      },
    ],
  },
  { name: 'Archiwum', files: [] },
];

/** The folders and PDF files of an agent with the files role (000 §2 /files), dated around `now`. */
export async function insertAgentFiles(db: DbOrTx, agentId: number, agentName: string, now: Date) {
  for (const folder of folders) {
    const [row] = await db.insert(agentFolders).values({ agentId, name: folder.name }).returning({ id: agentFolders.id });
    for (const file of folder.files) {
      const date = shiftInstant(now, -file.daysAgo);
      const content = await renderPdf({ title: file.name.replace(/\.pdf$/, ''), subject: folder.name, createdAt: date }, (writer) =>
        file.draw(writer, agentName, date),
      );
      await db.insert(agentFiles).values({
        folderId: row!.id,
        agentId,
        name: file.name,
        contentType: 'application/pdf',
        size: content.length,
        content,
        modifiedAt: date,
      });
    }
  }
}
