import { DEMO_PASSWORD, demoAccounts } from './db/seed/demo';

export interface BannerFacts {
  port: number;
  database: string;
  mail: string;
  /** Demo logins that still open with the published password. */
  demoLogins: readonly string[];
  /** Demo accounts in PostgreSQL (a shared database) get a warning; in the embedded database they are the point. */
  postgres: boolean;
  /** ANSI colour only for a terminal. */
  color: boolean;
}

const red = (text: string) => `\u001b[1;31m${text}\u001b[0m`;

/** What the server prints once it listens. */
export function startBanner(facts: BannerFacts): string {
  const demo = demoAccounts.filter((account) => facts.demoLogins.includes(account.login));
  const warning = `UWAGA: baza PostgreSQL zawiera konta demonstracyjne z publicznie znanym hasłem ${DEMO_PASSWORD} (SEED_DEMO=true). Zmień ich hasła lub użyj pustej bazy bez SEED_DEMO.`;
  return [
    '',
    `Panel Agenta działa: http://localhost:${facts.port}`,
    `Baza danych: ${facts.database}`,
    `E-mail: ${facts.mail}`,
    ...(demo.length ? [`Konta demonstracyjne (hasło ${DEMO_PASSWORD}):`] : []),
    ...demo.map((account) => `  ${account.login.padEnd(12)} ${account.description}`),
    ...(facts.postgres && demo.length ? [facts.color ? red(warning) : warning] : []),
    '',
  ].join('\n');
}
