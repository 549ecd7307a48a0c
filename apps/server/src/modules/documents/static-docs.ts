import type { DocConfig, PermissionExpressionConfig } from '@panel/domain';
import type { PdfWriter } from '../../lib/pdf-layout';
import { lines } from './pdf/lines';
import { drawGeneralTerms } from './pdf/terms';

/** The static documents of /documents: what config.json lists and how each PDF is drawn (decision record 042). */
interface StaticFile {
  title: string;
  description?: string;
  file: string;
  permission?: PermissionExpressionConfig;
  /** Absent for a file another module ships (it must exist all the same). */
  draw?: (writer: PdfWriter) => void;
}

interface StaticSection {
  id: string;
  title: string;
  permission?: PermissionExpressionConfig;
  groups: { title: string; permission?: PermissionExpressionConfig; files: StaticFile[] }[];
}

const blank = '……………………………………………………………';

function form(title: string, intro: string, rows: string[], closing: string) {
  return (writer: PdfWriter) => {
    writer.title(title);
    writer.paragraph(intro);
    writer.fields(rows.map((label) => [label, blank] as const), 16);
    writer.paragraph(closing);
    writer.signatures('Miejscowość i data', 'Podpis');
  };
}

const vehicleRows = ['Numer polisy', 'Imię i nazwisko / firma', 'PESEL / REGON', 'Numer rejestracyjny', 'VIN'];

export const staticSections: StaticSection[] = [
  {
    id: 'komunikacja',
    title: 'Ubezpieczenia komunikacyjne',
    permission: { roles: ['ROLE_AGENT_CP_ENABLED'] },
    groups: [
      {
        title: 'Ogólne warunki ubezpieczenia',
        files: [{ title: 'OWU komunikacyjne OC/AC', description: 'OWU-CP/2026', file: 'owu-komunikacyjne.pdf', draw: (w) => drawGeneralTerms(w, lines.CP) }],
      },
      {
        title: 'Wnioski i oświadczenia',
        files: [
          {
            title: 'Wniosek o zmianę danych w polisie',
            file: 'wniosek-zmiana-danych-polisy.pdf',
            draw: form(
              'Wniosek o zmianę danych w polisie komunikacyjnej',
              'Proszę o wprowadzenie do polisy następujących zmian w danych pojazdu lub właściciela:',
              [...vehicleRows, 'Zakres zmiany', 'Nowe dane'],
              'Do wniosku dołączam kopię dowodu rejestracyjnego potwierdzającą zmianę.',
            ),
          },
          {
            title: 'Oświadczenie o zbyciu pojazdu',
            description: 'Zgłoszenie sprzedaży pojazdu (UKS)',
            file: 'oswiadczenie-zbycie-pojazdu.pdf',
            permission: { roles: ['ROLE_AGENT_UKS_ENABLED'] },
            draw: form(
              'Oświadczenie o zbyciu pojazdu',
              'Oświadczam, że zbyłem(-am) pojazd ubezpieczony w Przykładowym Towarzystwie Ubezpieczeń S.A. Umowa OC przechodzi na nabywcę zgodnie z art. 31 ustawy o ubezpieczeniach obowiązkowych.',
              [...vehicleRows, 'Data sprzedaży', 'Dane nabywcy'],
              'Do oświadczenia dołączam kopię umowy sprzedaży lub faktury.',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 'dom',
    title: 'Ubezpieczenia domu i mieszkania',
    permission: { roles: ['ROLE_AGENT_HP_ENABLED'] },
    groups: [
      {
        title: 'Ogólne warunki ubezpieczenia',
        files: [{ title: 'OWU domu i mieszkania', description: 'OWU-HP/2026', file: 'owu-dom-i-mieszkanie.pdf', draw: (w) => drawGeneralTerms(w, lines.HP) }],
      },
      {
        title: 'Kwestionariusze',
        files: [
          {
            title: 'Kwestionariusz oceny ryzyka nieruchomości',
            file: 'kwestionariusz-ryzyka-dom.pdf',
            draw: form(
              'Kwestionariusz oceny ryzyka – dom i mieszkanie',
              'Kwestionariusz wypełnia się dla nieruchomości o sumie ubezpieczenia murów powyżej 1 000 000 zł.',
              ['Adres nieruchomości', 'Rok budowy', 'Konstrukcja ścian i dachu', 'Zabezpieczenia przeciwkradzieżowe', 'Szkody w ostatnich 5 latach'],
              'Oświadczam, że podane informacje są zgodne z prawdą.',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 'firmy',
    title: 'Ubezpieczenia firm',
    permission: { roles: ['ROLE_AGENT_SM_ENABLED', 'ROLE_AGENT_ML_ENABLED'], mode: 'or' },
    groups: [
      {
        title: 'Małe i średnie przedsiębiorstwa',
        files: [{ title: 'OWU MŚP', description: 'OWU-MSP/2026', file: 'owu-msp.pdf', draw: (w) => drawGeneralTerms(w, lines.SM) }],
      },
      {
        title: 'Flota i mikroflota',
        permission: { roles: ['ROLE_AGENT_FLEET'] },
        files: [
          { title: 'OWU floty pojazdów', description: 'OWU-FL/2026', file: 'owu-flota.pdf', draw: (w) => drawGeneralTerms(w, lines.MF) },
          {
            title: 'Wykaz pojazdów floty',
            file: 'wykaz-pojazdow-floty.pdf',
            draw: (writer) => {
              writer.title('Wykaz pojazdów floty', 'Załącznik do wniosku o ubezpieczenie floty');
              writer.table(['Lp.', 'Marka i model', 'Nr rejestracyjny', 'VIN', 'Wartość'], Array.from({ length: 15 }, (_, i) => [`${i + 1}.`, '', '', '', '']), [0.08, 0.3, 0.2, 0.27, 0.15]);
            },
          },
        ],
      },
    ],
  },
  {
    id: 'wypowiedzenia',
    title: 'Wypowiedzenia i rezygnacje',
    permission: { roles: ['ROLE_AGENT_RES_ENABLED'] },
    groups: [
      {
        title: 'Wzory pism',
        files: [
          {
            title: 'Wypowiedzenie umowy OC',
            file: 'wypowiedzenie-umowy-oc.pdf',
            draw: form(
              'Wypowiedzenie umowy ubezpieczenia OC posiadacza pojazdu',
              'Na podstawie art. 28 / art. 28a / art. 31 ustawy o ubezpieczeniach obowiązkowych (niepotrzebne skreślić) wypowiadam umowę ubezpieczenia OC:',
              [...vehicleRows, 'Data rozwiązania umowy'],
              'Proszę o zwrot składki za niewykorzystany okres ochrony na rachunek:',
            ),
          },
          {
            title: 'Wniosek o anulowanie polisy',
            file: 'wniosek-anulowanie-polisy.pdf',
            permission: { roles: ['ROLE_AGENT_CANCEL_ENABLED'] },
            draw: form(
              'Wniosek o anulowanie polisy',
              'Wnoszę o anulowanie polisy z powodu wskazanego poniżej. Do wniosku dołączam przekreślony, niepodpisany oryginał wniosku, a dla polisy płatnej gotówką – oświadczenie o braku wpłaty.',
              ['Numer polisy', 'Imię i nazwisko / firma', 'Powód anulowania'],
              'Anulowanie jest możliwe przed początkiem okresu ubezpieczenia.',
            ),
          },
        ],
      },
    ],
  },
  {
    id: 'ogolne',
    title: 'Dokumenty ogólne',
    groups: [
      {
        title: 'Regulaminy',
        files: [{ title: 'Regulamin świadczenia usług drogą elektroniczną', file: 'regulamin-uslug-elektronicznych.pdf' }],
      },
      {
        title: 'Deklaracje i wnioski',
        files: [
          {
            title: 'Deklaracja zmiany agenta',
            description: 'Wskazanie przez klienta nowego agenta obsługującego jego polisy',
            file: 'deklaracja-zmiany-agenta.pdf',
            draw: form(
              'Deklaracja zmiany agenta',
              'Oświadczam, że od dnia złożenia deklaracji moje umowy ubezpieczenia w Przykładowym Towarzystwie Ubezpieczeń S.A. ma obsługiwać agent wskazany poniżej.',
              ['Imię i nazwisko / firma klienta', 'PESEL / REGON', 'Numery polis', 'Nowy agent (nazwa)', 'Numer agenta'],
              'Deklaracja nie zmienia warunków ani okresu ubezpieczenia.',
            ),
          },
          {
            title: 'Wniosek o rozszerzenie uprawnień agenta',
            description: 'Dostęp do sprzedaży ubezpieczeń komunikacyjnych i domu',
            file: 'wniosek-rozszerzenie-uprawnien.pdf',
            permission: { roles: ['ROLE_AGENT_CP_ENABLED', 'ROLE_AGENT_HP_ENABLED'], not: true },
            draw: form(
              'Wniosek o rozszerzenie uprawnień agenta',
              'Wnoszę o nadanie uprawnień do zawierania umów ubezpieczenia w zakresie zaznaczonym poniżej.',
              ['Nazwa agenta', 'Numer agenta', 'Numer RAU', 'Wnioskowane produkty'],
              'Warunkiem nadania uprawnień jest ukończenie szkolenia produktowego.',
            ),
          },
        ],
      },
    ],
  },
];

/** config.json as the browser reads it: everything but the drawing. */
export function docConfig(): DocConfig {
  return {
    sections: staticSections.map((section) => ({
      ...section,
      groups: section.groups.map((group) => ({ ...group, files: group.files.map(({ draw: _draw, ...file }) => file) })),
    })),
  };
}
