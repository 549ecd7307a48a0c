import type { Role } from '@panel/domain';
import { hasPermission, type PermissionExpression } from '../../lib/permission';

export interface AdvantagesSection {
  id: string;
  /** The page's section heading. */
  title: string;
  /** The product's tab on the dashboard widget. */
  label: string;
  /** The product's name above the widget's list. */
  product: string;
  lead: string;
  /** The page lists them all; the dashboard widget the first WIDGET_ADVANTAGES. */
  advantages: readonly string[];
  /** Who sees the section (000 §6); none: every agent. */
  permission?: PermissionExpression;
  /** Kept but never shown, as in the original panel (000 §6 "travel advantages (hidden)"). */
  hidden?: boolean;
}

export const WIDGET_ADVANTAGES = 3;

/** The products of /advantages and of the dashboard widget, in the order both show them (decision record 044). */
export const advantagesSections: readonly AdvantagesSection[] = [
  {
    id: 'ac',
    title: 'Autocasco (AC)',
    label: 'Auto',
    product: 'Ubezpieczenie komunikacyjne OC i AC',
    lead: 'Ochrona samochodu klienta od uszkodzeń, kradzieży i zdarzeń losowych – w kraju i za granicą.',
    permission: { roles: ['ROLE_AGENT_CP_ENABLED'] },
    advantages: [
      'AC w wariancie warsztatowym lub kosztorysowym, w warsztacie partnerskim bez wkładu własnego',
      'Pojazd zastępczy na czas naprawy po szkodzie, nawet do 14 dni',
      'Zniżki za bezszkodową jazdę przeniesione od innego ubezpieczyciela',
      'Assistance na terenie Polski i Europy',
      'Stała suma ubezpieczenia przez cały rok – wartość pojazdu nie maleje z miesiąca na miesiąc',
      'Ochrona od kradzieży, pożaru, gradu, powodzi i uszkodzeń przez zwierzęta',
      'Składkę można rozłożyć na dwie raty bez dodatkowych kosztów',
    ],
  },
  {
    id: 'home',
    title: 'Ubezpieczenie domu i mieszkania',
    label: 'Dom',
    product: 'Ubezpieczenie domu i mieszkania',
    lead: 'Jedna polisa na mury, wyposażenie i odpowiedzialność cywilną w życiu prywatnym.',
    permission: { roles: ['ROLE_AGENT_HP_ENABLED'] },
    advantages: [
      'Ochrona murów i ruchomości od wszystkich ryzyk albo od ognia, zalania, przepięcia i kradzieży z włamaniem',
      'Odpowiedzialność cywilna w życiu prywatnym dla całej rodziny, także za szkody wyrządzone sąsiadom',
      'Assistance domowy: hydraulik, elektryk i ślusarz przez całą dobę, na miejscu w ciągu kilku godzin',
      'Polisa nawet na trzy lata z gwarancją niezmiennej składki',
      'Odszkodowanie bez potrącania zużycia dla wyposażenia nie starszego niż 5 lat',
    ],
  },
  {
    id: 'sass',
    title: 'SASS – ubezpieczenia assistance',
    label: 'SASS',
    product: 'Samochodowe assistance (SASS)',
    lead: 'Pomoc w drodze i w domu dostępna całą dobę, także jako dodatek do innych polis.',
    permission: { roles: ['ROLE_SASS_ENABLED'] },
    advantages: [
      'Holowanie po awarii i wypadku bez limitu kilometrów w Polsce i na terenie całej Europy',
      'Naprawa na miejscu zdarzenia',
      'Nocleg i powrót do domu albo transport do celu podróży, gdy naprawa trwa dłużej niż jeden dzień',
      'Centrum pomocy czynne 24 godziny na dobę, 7 dni w tygodniu, również w języku angielskim',
      'Polisę zawiera się w kilka minut w systemie SASS, bez wychodzenia z panelu',
    ],
  },
  {
    id: 'travel',
    title: 'Assistance w podróży',
    label: 'Podróż',
    product: 'Assistance w podróży',
    lead: 'Koszty leczenia i pomoc w podróży za granicą.',
    permission: { roles: ['ROLE_TR_ENABLED'] },
    hidden: true,
    advantages: [
      'Ochrona na 7, 15 lub 30 dni albo na cały rok',
      'Koszty leczenia i transportu medycznego do kraju',
      'Ubezpieczenie bagażu i odpowiedzialności cywilnej w podróży',
    ],
  },
  {
    id: 'sme',
    title: 'Ubezpieczenie małych i średnich firm',
    label: 'Firma',
    product: 'Ubezpieczenie małych i średnich firm',
    lead: 'Ochrona majątku firmy i jej odpowiedzialności wobec klientów, dopasowana do branży.',
    permission: { roles: ['ROLE_AGENT_SM_ENABLED'] },
    advantages: [
      'Mienie, OC działalności i utrata zysku w jednej polisie',
      'Zakres dopasowany do branży klienta: gotowe pakiety dla ponad 200 rodzajów działalności',
      'Raty bez dodatkowych opłat',
      'Mienie od wszystkich ryzyk – chronione jest wszystko, czego nie wyłączono w OWU',
      'Odpowiedzialność cywilna deliktowa i kontraktowa z jedną sumą gwarancyjną',
      'Sprzęt elektroniczny i mienie pracownicze w ramach jednej polisy',
    ],
  },
  {
    id: 'school',
    title: 'NNW szkolne',
    label: 'NNW szkolne',
    product: 'NNW szkolne',
    lead: 'Ubezpieczenie następstw nieszczęśliwych wypadków dla dzieci i młodzieży, przez całą dobę i w wakacje.',
    advantages: [
      'Ochrona przez 24 godziny na dobę, w szkole, w domu i na wakacjach, na całym świecie',
      'Zwrot kosztów leczenia, rehabilitacji i korepetycji po wypadku',
      'Świadczenie za pobyt w szpitalu',
      'Świadczenie za każdy procent uszczerbku na zdrowiu, bez progu minimalnego',
      'Ochrona także podczas uprawiania sportu w klubach i na zawodach',
      'Zgłoszenie szkody przez internet i wypłata nawet w 5 dni roboczych',
    ],
  },
  {
    id: 'fleet',
    title: 'Flota i mikroflota',
    label: 'Flota',
    product: 'Flota i mikroflota',
    lead: 'Ubezpieczenie komunikacyjne dla firm – od 3 pojazdów w mikroflocie do setek w dużej flocie.',
    permission: { roles: ['ROLE_AGENT_FLEET'] },
    advantages: [
      'Wszystkie pojazdy firmy na jednej polisie, już od 3 pojazdów',
      'Wspólny termin odnowienia i płatności',
      'Dedykowany opiekun floty, raporty szkodowości i priorytetowa likwidacja szkód',
      'Składka liczona na podstawie szkodowości całej floty, a nie pojedynczych aut',
      'Automatyczna ochrona pojazdów dołączanych do floty w trakcie roku',
      'Mikroflota bez wymogu ubezpieczenia całego parku maszynowego',
    ],
  },
];

/** The sections the user's roles allow (000 §6), without the hidden ones. */
export const visibleSections = (roles: readonly Role[]) =>
  advantagesSections.filter((section) => !section.hidden && (!section.permission || hasPermission(roles, section.permission)));
