import { count, eq, sql } from 'drizzle-orm';
import { addDays, featureFlags, instantInPoland, isoDateInPoland, nipFrom, peselFor, roles, UDP_SOURCE_SYSTEM, type FeatureFlag, type Role } from '@panel/domain';
import { hashPassword } from '../../lib/credentials';
import type { Db, DbOrTx } from '../client';
import { agents, contactDataConfirmations, discounts, helplines, officeAddresses, regionalManagers, userFeatures, userRoles, users } from '../schema/index';
import { insertDashboardData } from './dashboard';
import { insertDashboardServices } from './dashboard-services';
import { insertAgentFiles } from './agent-files';
import { insertPortfolio } from './portfolio';
import { insertDemoCases } from './cases';
import { insertRenewalDemo } from './renewal';
import { insertVehicleSaleDemo } from './vehicle-sale';
import { insertResignationDemo } from './resignation';
import { insertReferenceData } from './reference-data';
import { insertVehicleCatalogue } from './vehicle-catalogue';
import { insertTrackingDemo } from './tracking';
import { insertMotorModificationDemo } from './motor-modification';
import { shiftInstant } from './people';
import { createRandom } from './random';

export const DEMO_PASSWORD = 'Demo#2026';
const SEED = 20260101;

const typicalAgentRoles = roles.filter(
  (role) => !['ROLE_AGENT_FLEET', 'ROLE_IS_CASH_AVAILABLE', 'ROLE_AGENT_FILES_ENABLED'].includes(role),
);
const dealerRoles: Role[] = [
  'ROLE_AGENT_CP_ENABLED',
  'ROLE_AGENT_UKS_ENABLED',
  'ROLE_AGENT_RES_ENABLED',
  'ROLE_CP_MTA_ENABLED',
  'ROLE_REWRITE_POLICY_AGENCY_CHANNEL',
];

interface DemoAccount {
  login: string;
  description: string;
  agentType: 'DA' | 'NN' | 'NCD';
  custCode: string;
  agentName: string;
  rauNo: string | null;
  /** The agency's phone (decision 121). */
  agentPhone: string | null;
  name: string;
  email: string;
  phone: string | null;
  nip: string | null;
  pesel: string | null;
  birthDate: string | null;
  idNumber: string | null;
  roles: readonly Role[];
  features: readonly FeatureFlag[];
  lines: readonly ('CP' | 'HP' | 'SM' | 'MF')[];
  policies: number;
  office: { street: string; streetNo: string; city: string; postArea: string } | null;
}

/** The four demo accounts of GUIDE §5. */
export const demoAccounts: readonly DemoAccount[] = [
  {
    login: 'agent.da',
    description: 'DA, every role and feature flag',
    agentType: 'DA',
    custCode: 'DA100234',
    agentName: 'Agencja Ubezpieczeniowa Kowalski i Wspólnicy Sp. z o.o.',
    rauNo: '11223344/A',
    agentPhone: '226001000',
    name: 'Jan Kowalski',
    email: 'jan.kowalski@agencja-kowalski.example.pl',
    phone: '601234567',
    nip: nipFrom('526025027'),
    pesel: peselFor('1980-01-01', 123, 'M'),
    birthDate: '1980-01-01',
    idNumber: 'ABA123456',
    roles: [...roles],
    features: [...featureFlags],
    lines: ['CP', 'HP', 'SM', 'MF'],
    policies: 320,
    office: { street: 'Marszałkowska', streetNo: '84/92', city: 'Warszawa', postArea: '00-514' },
  },
  {
    login: 'agent.nn',
    description: 'NN, a typical agent: no fleet, no cash, no files',
    agentType: 'NN',
    custCode: 'NN200871',
    agentName: 'Biuro Ubezpieczeń Żółkiewska',
    rauNo: '22334455/B',
    agentPhone: '426002000',
    name: 'Małgorzata Żółkiewska',
    email: 'm.zolkiewska@biuro-zolkiewska.example.pl',
    phone: '602345678',
    nip: nipFrom('774000145'),
    pesel: peselFor('1975-05-23', 98, 'F'),
    birthDate: '1975-05-23',
    idNumber: 'CDE654321',
    roles: typicalAgentRoles,
    features: ['CASETYPE_WYP_REDIRECTION'],
    lines: ['CP', 'HP', 'SM'],
    policies: 260,
    office: { street: 'Piotrkowska', streetNo: '120', city: 'Łódź', postArea: '90-006' },
  },
  {
    login: 'dealer.ncd',
    description: 'NCD dealer (Panel Dealera), motor only',
    agentType: 'NCD',
    custCode: 'NCD300512',
    agentName: 'Auto Salon Gąsiorowski Dealer Skoda Toyota',
    rauNo: '33445566/C',
    agentPhone: '586003000',
    name: 'Paweł Gąsiorowski',
    email: 'p.gasiorowski@autosalon.example.pl',
    phone: '603456789',
    nip: nipFrom('899268951'),
    pesel: peselFor('1985-07-12', 456, 'M'),
    birthDate: '1985-07-12',
    idNumber: 'FGH112233',
    roles: dealerRoles,
    features: ['CASETYPE_UKS_REDIRECTION'],
    lines: ['CP'],
    policies: 240,
    office: { street: 'Grunwaldzka', streetNo: '211', city: 'Gdańsk', postArea: '80-266' },
  },
  {
    login: 'agent.basic',
    description: 'DA with the fewest roles: shows what is hidden and refused',
    agentType: 'DA',
    custCode: 'DA400019',
    agentName: 'Ubezpieczenia Nowak',
    rauNo: null,
    agentPhone: null,
    name: 'Ewa Nowak',
    email: 'ewa.nowak@example.pl',
    phone: null,
    nip: null,
    pesel: null,
    birthDate: null,
    idNumber: null,
    roles: ['ROLE_AGENT_PANEL_DIRECT_ENABLED'],
    features: [],
    lines: ['HP'],
    policies: 120,
    office: null,
  },
]

const managers = {
  DA: { name: 'Katarzyna Wiśniewska', phone: '605100200', email: 'k.wisniewska@ubezpieczyciel.example.pl', region: 'Mazowsze' },
  NN: { name: 'Tomasz Lewandowski', phone: '605300400', email: 't.lewandowski@ubezpieczyciel.example.pl', region: 'Łódzkie' },
  NCD: { name: 'Agnieszka Dąbrowska', phone: '605500600', email: 'a.dabrowska@ubezpieczyciel.example.pl', region: 'Pomorze' },
} as const;

const helplineRows = [
  { agentType: 'DA', label: 'Infolinia sprzedaży agencyjnej', phone: '22 123 45 67', email: 'sprzedaz.agencyjna@ubezpieczyciel.example.pl' },
  { agentType: 'DA', label: 'Obsługa szkód', phone: '22 123 45 00', email: 'szkody@ubezpieczyciel.example.pl' },
  { agentType: 'DA', label: 'Wsparcie techniczne panelu', phone: '22 123 45 99', email: 'panel@ubezpieczyciel.example.pl' },
  { agentType: 'NN', label: 'Infolinia dla agentów NN', phone: '22 765 43 21', email: 'agenci.nn@ubezpieczyciel.example.pl' },
  { agentType: 'NN', label: 'Obsługa szkód', phone: '22 765 43 00', email: 'szkody.nn@ubezpieczyciel.example.pl' },
  { agentType: 'NCD', label: 'Infolinia dla dealerów', phone: '22 555 66 77', email: 'dealerzy@ubezpieczyciel.example.pl' },
  { agentType: 'NCD', label: 'Obsługa zmian właściciela (UKS)', phone: '22 555 66 00', email: 'uks@ubezpieczyciel.example.pl' },
] as const;

/** Any fixed number: the transaction-level advisory lock under which an empty database is seeded (decision 139). */
export const SEED_LOCK = 2_026_013_139;

export async function isSeeded(db: DbOrTx) {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/**
 * Fills an empty database with the demo agents and their portfolios. Random choices come from a fixed seed;
 * dates are laid around the business date of `now` so that lists, renewals and offers look current on every day.
 * Instances starting together on one empty database seed it once: the others wait for the lock, then find it seeded
 * and answer false (decision 139).
 */
export async function seedDemo(db: Db, { now = new Date(), policiesScale = 1 } = {}): Promise<boolean> {
  const today = isoDateInPoland(now);
  const random = createRandom(SEED);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await isSeeded(tx)) return false;
    await tx.insert(helplines).values(helplineRows.map((row, sortNo) => ({ ...row, sortNo })));
    for (const [index, account] of demoAccounts.entries()) {
      const [manager] = await tx.insert(regionalManagers).values(managers[account.agentType]).returning();
      const [agent] = await tx
        .insert(agents)
        .values({
          agentType: account.agentType,
          custCode: account.custCode,
          agentName: account.agentName,
          rauNo: account.rauNo,
          phone: account.agentPhone,
          regionalManagerId: manager!.id,
        })
        .returning();
      if (account.office) await tx.insert(officeAddresses).values({ agentId: agent!.id, ...account.office });
      const [user] = await tx
        .insert(users)
        .values({
          agentId: agent!.id,
          login: account.login,
          passwordHash,
          passwordChangedAt: shiftInstant(now, -12 - index * 5),
          name: account.name,
          email: account.email,
          phone: account.phone,
          nip: account.nip,
          pesel: account.pesel,
          birthDate: account.birthDate,
          idNumber: account.idNumber,
        })
        .returning();
      await tx.insert(userRoles).values(account.roles.map((role) => ({ userId: user!.id, role })));
      // Whoever has both contact details confirmed them; agent.basic, without a phone, meets the popup (decision 122).
      if (account.phone) {
        await tx.insert(contactDataConfirmations).values({
          userId: user!.id,
          sourceSystem: UDP_SOURCE_SYSTEM,
          email: account.email,
          phone: account.phone,
          confirmedAt: shiftInstant(now, -30 - index),
        });
      }
      await insertDashboardData(tx, { userId: user!.id, login: account.login, now });
      if (account.features.length) {
        await tx.insert(userFeatures).values(account.features.map((feature) => ({ userId: user!.id, feature })));
      }
      await insertPortfolio(tx, {
        agentId: agent!.id,
        agentDigit: index + 1,
        lines: account.lines,
        count: Math.round(account.policies * policiesScale),
        firstSequence: 1,
        today,
        random,
      });
      await insertDemoCases(tx, { agentId: agent!.id, userId: user!.id, now });
      await insertVehicleSaleDemo(tx, { agentId: agent!.id, userId: user!.id, agentDigit: index + 1, login: account.login, today });
      if (account.roles.includes('ROLE_AGENT_RES_ENABLED')) {
        await insertResignationDemo(tx, { agentId: agent!.id, userId: user!.id, agentDigit: index + 1, lines: account.lines, today, now });
      }
      if (account.roles.includes('ROLE_AGENT_FILES_ENABLED')) await insertAgentFiles(tx, agent!.id, account.agentName, now);
      await tx.insert(discounts).values(
        account.lines
          .filter((line) => line !== 'MF')
          .flatMap((line) => [
            { renewal: 0, type: 'AMT' as const, total: 5000 },
            { renewal: 1, type: 'PCT' as const, total: 300 },
          ].map((d, i) => ({
            agentId: agent!.id,
            productLineId: line as 'CP' | 'HP' | 'SM',
            renewal: d.renewal,
            packageCode: line === 'CP' ? (i === 0 ? ('001' as const) : ('002' as const)) : null,
            type: d.type,
            numberAssigned: random.int(1, 40),
            amountTotal: d.total,
            amountLeft: Math.round(d.total * random.int(10, 95)) / 100,
            discountExpiryDate: addDays(today, random.int(20, 200)),
          }))),
      );
    }
    await insertDashboardServices(tx, { today });
    await insertRenewalDemo(tx, { today, now });
    await insertVehicleCatalogue(tx, today);
    await insertReferenceData(tx);
    await insertTrackingDemo(tx);
    await insertMotorModificationDemo(tx, { today });
    return true;
  });
}

/**
 * Dates a demo user's last password change `days` days back, to try the change reminder (30 or more) and the expired
 * password (90 or more, decision 120). Returns false when there is no such login.
 */
export async function setPasswordAge(db: Db, login: string, days: number, now = new Date()) {
  // Noon in Warsaw: the business date is exactly `days` before today's, across DST changes too.
  const changedAt = instantInPoland(addDays(isoDateInPoland(now), -days), '12:00');
  const changed = await db
    .update(users)
    .set({ passwordChangedAt: changedAt })
    .where(eq(users.login, login))
    .returning({ id: users.id });
  return changed.length > 0;
}
