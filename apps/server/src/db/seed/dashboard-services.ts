import { and, asc, eq } from 'drizzle-orm';
import { addDays, instantInPoland } from '@panel/domain';
import type { Tx } from '../client';
import { agents, bannerConfigs, calculatorLinks, panelSettings, policies } from '../schema/index';

const CALCULATORS_URL = 'https://kalkulatory.ubezpieczyciel.example.pl';

const agentsBanner = 'Jesień z ochroną: dom i samochód w jednym pakiecie do 15% taniej. Poznaj zalety produktów.';
const dealersBanner = 'Dla dealerów: OC/AC od ręki przy wydaniu auta. Dokumenty i materiały sprzedażowe.';

/** DA shows its banner on the dashboard only; NN also opens the banner screen once a session; NCD has its own banner. */
const banners = [
  { agentType: 'DA', link: '/advantages', directory: '/banners/agenci', type: 'svg', altText: agentsBanner, showBannerScreen: false },
  { agentType: 'NN', link: '/advantages', directory: '/banners/agenci', type: 'svg', altText: agentsBanner, showBannerScreen: true },
  { agentType: 'NCD', link: '/documents', directory: '/banners/dealerzy', type: 'svg', altText: dealersBanner, showBannerScreen: false },
] as const;

const calculators = [
  { code: 'CP', label: 'Ubezpieczenie komunikacyjne OC/AC', url: `${CALCULATORS_URL}/komunikacja`, requiredRole: 'ROLE_AGENT_CP_ENABLED' },
  { code: 'CP_RENEW', label: 'Wznowienie ubezpieczenia komunikacyjnego', url: `${CALCULATORS_URL}/komunikacja?tryb=renew`, requiredRole: 'ROLE_AGENT_CP_ENABLED' },
  { code: 'HP', label: 'Ubezpieczenie domu i mieszkania', url: `${CALCULATORS_URL}/dom`, requiredRole: 'ROLE_AGENT_HP_ENABLED' },
  { code: 'SM', label: 'Ubezpieczenie małych i średnich firm', url: `${CALCULATORS_URL}/firma`, requiredRole: 'ROLE_AGENT_SM_ENABLED' },
  { code: 'SM_OC', label: 'OC działalności gospodarczej', url: `${CALCULATORS_URL}/firma-oc`, requiredRole: 'ROLE_AGENT_SM_ENABLED' },
  { code: 'FLEET', label: 'Ubezpieczenie floty pojazdów', url: `${CALCULATORS_URL}/flota`, requiredRole: 'ROLE_AGENT_FLEET' },
  { code: 'NNW_SCHOOL', label: 'NNW szkolne', url: `${CALCULATORS_URL}/nnw-szkolne`, requiredRole: null },
  { code: 'NNW_GROUP', label: 'NNW grupowe', url: `${CALCULATORS_URL}/nnw-grupowe`, requiredRole: 'ROLE_AGENT_SM_ENABLED' },
  { code: 'FARM', label: 'Ubezpieczenie gospodarstwa rolnego', url: `${CALCULATORS_URL}/rolne`, requiredRole: 'ROLE_AGENT_HP_ENABLED' },
];

/**
 * Banner per agent type, the calculation box links, the new motor calculator's release date, and one home
 * calculation of agent.da and agent.nn that is still valid for 9 days (so the expiry reminder has a date to show).
 */
export async function insertDashboardServices(tx: Tx, { today }: { today: string }) {
  await tx.insert(bannerConfigs).values([...banners]);
  await tx.insert(calculatorLinks).values(calculators.map((calculator, sortNo) => ({ ...calculator, sortNo })));
  await tx.insert(panelSettings).values({ key: 'NEW_MOTOR_RELEASE_DATE', value: addDays(today, 14) });
  for (const custCode of ['DA100234', 'NN200871']) {
    const [quotation] = await tx
      .select({ id: policies.id })
      .from(policies)
      .innerJoin(agents, eq(agents.id, policies.agentId))
      .where(and(eq(agents.custCode, custCode), eq(policies.kind, 'QUOTATION'), eq(policies.productLine, 'HP')))
      .orderBy(asc(policies.policyNo))
      .limit(1);
    if (!quotation) continue;
    const policyDate = addDays(today, -21);
    await tx
      .update(policies)
      .set({ policyDate, startDate: addDays(today, 10), endDate: addDays(today, 374), offerValidTill: instantInPoland(addDays(policyDate, 30)) })
      .where(eq(policies.id, quotation.id));
  }
}
