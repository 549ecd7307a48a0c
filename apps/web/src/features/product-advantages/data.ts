import type { PermissionExpression } from '../../lib/permission';

export interface ProductAdvantages {
  id: string;
  /** Short tab label. */
  label: string;
  product: string;
  permission?: PermissionExpression;
  advantages: readonly string[];
}

/**
 * The short lists of the dashboard, each visible by its role (000 §6). Travel advantages are hidden in the
 * original and are left out; school accident insurance needs no role.
 */
export const productAdvantages: readonly ProductAdvantages[] = [
  {
    id: 'motor',
    label: 'Auto',
    product: 'Ubezpieczenie komunikacyjne OC i AC',
    permission: { roles: ['ROLE_AGENT_CP_ENABLED'] },
    advantages: [
      'AC w wariancie warsztatowym lub kosztorysowym',
      'Assistance na terenie Polski i Europy',
      'Auto zastępcze nawet na 14 dni',
      'Zniżki za bezszkodową jazdę przeniesione z innego towarzystwa',
    ],
  },
  {
    id: 'home',
    label: 'Dom',
    product: 'Ubezpieczenie domu i mieszkania',
    permission: { roles: ['ROLE_AGENT_HP_ENABLED'] },
    advantages: [
      'Ochrona od wszystkich ryzyk albo od ognia i innych zdarzeń losowych',
      'OC w życiu prywatnym w jednym pakiecie',
      'Pomoc fachowca (hydraulik, elektryk, ślusarz) przez całą dobę',
    ],
  },
  {
    id: 'sass',
    label: 'SASS',
    product: 'Samochodowe assistance (SASS)',
    permission: { roles: ['ROLE_SASS_ENABLED'] },
    advantages: [
      'Holowanie po awarii i wypadku bez limitu kilometrów w Polsce',
      'Naprawa na miejscu zdarzenia',
      'Nocleg lub transport do celu podróży',
    ],
  },
  {
    id: 'sme',
    label: 'Firma',
    product: 'Ubezpieczenie małych i średnich firm',
    permission: { roles: ['ROLE_AGENT_SM_ENABLED'] },
    advantages: [
      'Mienie, OC działalności i utrata zysku w jednej polisie',
      'Zakres dopasowany do branży klienta',
      'Raty bez dodatkowych opłat',
    ],
  },
  {
    id: 'school',
    label: 'NNW szkolne',
    product: 'NNW szkolne',
    advantages: [
      'Ochrona przez całą dobę, także w wakacje',
      'Zwrot kosztów leczenia i rehabilitacji',
      'Świadczenie za pobyt w szpitalu',
    ],
  },
  {
    id: 'fleet',
    label: 'Flota',
    product: 'Flota i mikroflota',
    permission: { roles: ['ROLE_AGENT_FLEET'] },
    advantages: [
      'Jedna polisa dla wszystkich pojazdów firmy, już od 3 pojazdów',
      'Wspólny termin odnowienia i płatności',
      'Opiekun floty i raporty szkodowości',
    ],
  },
];
