import { businessProcesses, type BusinessProcess } from '@panel/domain';
import type { Tx } from '../client';
import { trackingBusinessProcesses, trackingRules } from '../schema/index';

/** The insurer's tracking host: its entries are answered only when TRACKING_HOSTS names it (decision 100). */
const TRACKING_HOST = 'https://sledzenie.ubezpieczyciel.example.pl';
const panelOmniture = { channel: 'panel-agenta' };

type RuleRow = typeof trackingRules.$inferInsert;

/** Tracking rules per page and action (decision 100): the panel's own frame and pixel, and the external host's. */
const rules: RuleRow[] = [
  {
    page: '*',
    action: 'PAGE_VIEW',
    jsFunctions: ['panelTagPageView'],
    omnitureProperties: panelOmniture,
    omnitureActionType: 'PAGE_VIEW',
    omnitureClearVars: true,
  },
  {
    page: '/dashboard',
    action: 'PAGE_VIEW',
    googleAnalyticsParam: '/pulpit',
    jsFunctions: ['panelTagPageView', 'panelTagRemarketing'],
    omnitureProperties: { ...panelOmniture, pageName: 'panel:pulpit', prop1: 'pulpit' },
    omnitureActionType: 'PAGE_VIEW',
    omnitureClearVars: true,
    urls: ['/ms-lds/frame?strona=pulpit'],
    conversionPixels: ['/ms-lds/pixel?konwersja=pulpit&n=1', '/ms-lds/pixel?konwersja=pulpit&n=2'],
  },
  {
    page: '/documents',
    action: 'PAGE_VIEW',
    googleAnalyticsParam: '/dokumenty',
    jsFunctions: ['panelTagPageView'],
    omnitureProperties: { ...panelOmniture, pageName: 'panel:dokumenty' },
    omnitureActionType: 'PAGE_VIEW',
    omnitureClearVars: true,
    urls: ['/ms-lds/frame?strona=dokumenty'],
  },
  {
    page: '/cpmta',
    action: 'PAGE_VIEW',
    googleAnalyticsParam: '/zmiana-polisy-komunikacyjnej',
    jsFunctions: ['panelTagPageView', 'panelTagSurvey'],
    omnitureProperties: { ...panelOmniture, pageName: 'panel:zmiana-polisy-cp' },
    omnitureActionType: 'PAGE_VIEW',
    omnitureClearVars: true,
    urls: [`${TRACKING_HOST}/ramka?strona=cpmta`],
  },
  {
    page: '*',
    action: 'pp_agent_baner',
    googleAnalyticsParam: '/baner',
    jsFunctions: ['panelTagConversion'],
    omnitureProperties: { events: 'event3', eVar5: 'baner' },
    omnitureActionType: 'LINK',
    conversionPixels: [`${TRACKING_HOST}/konwersja?baner=1&n=1`, `${TRACKING_HOST}/konwersja?baner=1&n=2`],
  },
];

/** Business processes whose runs POST /ms-lds/business/{id} records. */
const processLabels: Record<BusinessProcess, string> = {
  cpmta: 'Zmiana polisy komunikacyjnej',
  resignation: 'Wypowiedzenie / anulowanie umowy',
  uks: 'Zgłoszenie sprzedaży pojazdu',
  renewal: 'Przepisanie wznowienia',
  case: 'Zgłoszenie sprawy',
  complaint: 'Złożenie reklamacji',
};
const processes = businessProcesses.map((id) => ({ id, label: processLabels[id] }));

export async function insertTrackingDemo(tx: Tx) {
  await tx.insert(trackingRules).values(rules);
  await tx.insert(trackingBusinessProcesses).values(processes);
}
