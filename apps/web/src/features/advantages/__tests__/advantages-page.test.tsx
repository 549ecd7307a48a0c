import type { Role } from '@panel/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { AdvantagesPage } from '../components/AdvantagesPage';

function sectionsFor(roles: Role[]) {
  renderWithProviders(<AdvantagesPage />, { account: { ...accounts.agent, roles } });
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('product advantages page', () => {
  test('an agent with every role sees every section but travel assistance, which stays hidden', () => {
    const all: Role[] = ['ROLE_AGENT_CP_ENABLED', 'ROLE_AGENT_HP_ENABLED', 'ROLE_SASS_ENABLED', 'ROLE_TR_ENABLED', 'ROLE_AGENT_SM_ENABLED', 'ROLE_AGENT_FLEET'];
    expect(sectionsFor(all)).toEqual([
      'Autocasco (AC)',
      'Ubezpieczenie domu i mieszkania',
      'SASS – ubezpieczenia assistance',
      'Ubezpieczenie małych i średnich firm',
      'NNW szkolne',
      'Flota i mikroflota',
    ]);
    expect(screen.queryByText(/Assistance w podróży/)).not.toBeInTheDocument();
  });

  test('each section follows its own role', () => {
    expect(sectionsFor(['ROLE_AGENT_CP_ENABLED', 'ROLE_AGENT_SM_ENABLED'])).toEqual([
      'Autocasco (AC)',
      'Ubezpieczenie małych i średnich firm',
      'NNW szkolne',
    ]);
  });

  test('an agent without product roles sees only school accident, with its advantages listed', () => {
    expect(sectionsFor([])).toEqual(['NNW szkolne']);
    const section = screen.getByRole('region', { name: 'NNW szkolne' });
    expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    expect(within(section).getByText(/24 godziny na dobę/)).toBeInTheDocument();
  });
});
