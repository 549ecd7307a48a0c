import { describe, expect, it } from 'vitest';
import { startBanner, type BannerFacts } from '../src/banner';

const facts: BannerFacts = {
  port: 3000,
  database: 'PostgreSQL (DATABASE_URL)',
  mail: 'serwer SMTP z SMTP_URL',
  demoLogins: ['agent.da', 'agent.nn', 'dealer.ncd', 'agent.basic'],
  postgres: true,
  color: true,
};
const red = '\u001b[1;31m';

describe('start banner', () => {
  it('warns in red on a terminal when PostgreSQL holds demo accounts', () => {
    const banner = startBanner(facts);
    expect(banner).toContain(`${red}UWAGA: baza PostgreSQL zawiera konta demonstracyjne`);
    expect(banner).toContain('agent.basic');
  });

  it('writes the warning without ANSI codes when not on a terminal', () => {
    const banner = startBanner({ ...facts, color: false });
    expect(banner).toContain('UWAGA: baza PostgreSQL');
    expect(banner).not.toContain('\u001b[');
  });

  it('lists only the demo logins that still have the published password; no warning for the embedded database', () => {
    expect(startBanner({ ...facts, postgres: false })).not.toContain('UWAGA');
    const banner = startBanner({ ...facts, demoLogins: ['agent.nn'] });
    expect(banner).toContain('agent.nn');
    expect(banner).not.toContain('agent.da');
    const none = startBanner({ ...facts, demoLogins: [] });
    expect(none).not.toContain('Konta demonstracyjne');
    expect(none).not.toContain('UWAGA');
  });
});
