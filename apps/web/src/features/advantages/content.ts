import type { PermissionExpression } from '../../lib/permission';

export interface AdvantagesSection {
  id: string;
  title: string;
  lead: string;
  advantages: readonly string[];
  /** Who sees the section (000 §6); none: every agent. */
  permission?: PermissionExpression;
  /** Kept but never shown, as in the original panel (000 §6 "travel advantages (hidden)"). */
  hidden?: boolean;
}

/** The sections of /advantages in the order the page shows them (decision record 044). */
export const advantagesSections: readonly AdvantagesSection[] = [
  {
    id: 'ac',
    title: 'Autocasco (AC)',
    lead: 'Ochrona samochodu klienta od uszkodzeń, kradzieży i zdarzeń losowych – w kraju i za granicą.',
    permission: { roles: ['ROLE_AGENT_CP_ENABLED'] },
    advantages: [
      'Naprawa w warsztacie partnerskim bez wkładu własnego i bez czekania na kosztorys.',
      'Stała suma ubezpieczenia przez cały rok – wartość pojazdu nie maleje z miesiąca na miesiąc.',
      'Pojazd zastępczy na czas naprawy po szkodzie, nawet do 14 dni.',
      'Ochrona od kradzieży, pożaru, gradu, powodzi i uszkodzeń przez zwierzęta.',
      'Zniżki za bezszkodową jazdę przeniesione od innego ubezpieczyciela.',
      'Składkę można rozłożyć na dwie raty bez dodatkowych kosztów.',
    ],
  },
  {
    id: 'home',
    title: 'Ubezpieczenie domu i mieszkania',
    lead: 'Jedna polisa na mury, wyposażenie i odpowiedzialność cywilną w życiu prywatnym.',
    permission: { roles: ['ROLE_AGENT_HP_ENABLED'] },
    advantages: [
      'Ochrona murów i ruchomości od ognia, zalania, przepięcia i kradzieży z włamaniem.',
      'Odpowiedzialność cywilna w życiu prywatnym dla całej rodziny, także za szkody wyrządzone sąsiadom.',
      'Assistance domowy: hydraulik, elektryk i ślusarz przyjadą w ciągu kilku godzin.',
      'Polisa nawet na trzy lata z gwarancją niezmiennej składki.',
      'Odszkodowanie bez potrącania zużycia dla wyposażenia nie starszego niż 5 lat.',
    ],
  },
  {
    id: 'sass',
    title: 'SASS – ubezpieczenia assistance',
    lead: 'Pomoc w drodze i w domu dostępna całą dobę, także jako dodatek do innych polis.',
    permission: { roles: ['ROLE_SASS_ENABLED'] },
    advantages: [
      'Centrum pomocy czynne 24 godziny na dobę, 7 dni w tygodniu, również w języku angielskim.',
      'Holowanie pojazdu po awarii lub wypadku na terenie całej Europy.',
      'Nocleg i powrót do domu, gdy naprawa trwa dłużej niż jeden dzień.',
      'Polisę zawiera się w kilka minut w systemie SASS, bez wychodzenia z panelu.',
    ],
  },
  {
    id: 'travel',
    title: 'Assistance w podróży',
    lead: 'Koszty leczenia i pomoc w podróży za granicą.',
    permission: { roles: ['ROLE_TR_ENABLED'] },
    hidden: true,
    advantages: [
      'Ochrona na 7, 15 lub 30 dni albo na cały rok.',
      'Koszty leczenia i transportu medycznego do kraju.',
      'Ubezpieczenie bagażu i odpowiedzialności cywilnej w podróży.',
    ],
  },
  {
    id: 'sme',
    title: 'Ubezpieczenie małych i średnich firm',
    lead: 'Ochrona majątku firmy i jej odpowiedzialności wobec klientów, dopasowana do branży.',
    permission: { roles: ['ROLE_AGENT_SM_ENABLED'] },
    advantages: [
      'Mienie od wszystkich ryzyk – chronione jest wszystko, czego nie wyłączono w OWU.',
      'Odpowiedzialność cywilna deliktowa i kontraktowa z jedną sumą gwarancyjną.',
      'Pokrycie stałych kosztów działalności podczas przestoju po szkodzie.',
      'Sprzęt elektroniczny i mienie pracownicze w ramach jednej polisy.',
      'Gotowe pakiety dla ponad 200 rodzajów działalności.',
    ],
  },
  {
    id: 'school',
    title: 'NNW szkolne',
    lead: 'Ubezpieczenie następstw nieszczęśliwych wypadków dla dzieci i młodzieży, przez całą dobę i w wakacje.',
    advantages: [
      'Ochrona przez 24 godziny na dobę, w szkole, w domu i na wakacjach, na całym świecie.',
      'Świadczenie za każdy procent uszczerbku na zdrowiu, bez progu minimalnego.',
      'Zwrot kosztów leczenia, rehabilitacji i korepetycji po wypadku.',
      'Ochrona także podczas uprawiania sportu w klubach i na zawodach.',
      'Zgłoszenie szkody przez internet i wypłata nawet w 5 dni roboczych.',
    ],
  },
  {
    id: 'fleet',
    title: 'Flota i mikroflota',
    lead: 'Ubezpieczenie komunikacyjne dla firm – od 3 pojazdów w mikroflocie do setek w dużej flocie.',
    permission: { roles: ['ROLE_AGENT_FLEET'] },
    advantages: [
      'Wszystkie pojazdy na jednej polisie z jednym terminem płatności.',
      'Składka liczona na podstawie szkodowości całej floty, a nie pojedynczych aut.',
      'Automatyczna ochrona pojazdów dołączanych do floty w trakcie roku.',
      'Dedykowany opiekun floty i priorytetowa likwidacja szkód.',
      'Mikroflota już od 3 pojazdów, bez wymogu ubezpieczenia całego parku maszynowego.',
    ],
  },
];
