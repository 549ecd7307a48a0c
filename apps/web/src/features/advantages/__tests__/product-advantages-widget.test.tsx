import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ProductAdvantagesWidget } from '../components/ProductAdvantagesWidget';

const withRoles = (roles: Account['roles']): Account => ({ ...accounts.agent, roles });

describe('product advantages widget', () => {
  test('shows a tab per product the roles allow; travel stays hidden', () => {
    renderWithProviders(<ProductAdvantagesWidget />, {
      account: withRoles(['ROLE_AGENT_CP_ENABLED', 'ROLE_AGENT_HP_ENABLED', 'ROLE_SASS_ENABLED', 'ROLE_AGENT_SM_ENABLED', 'ROLE_AGENT_FLEET', 'ROLE_TR_ENABLED']),
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Auto', 'Dom', 'SASS', 'Firma', 'NNW szkolne', 'Flota']);
    expect(screen.getByRole('heading', { level: 3, name: 'Ubezpieczenie komunikacyjne OC i AC' })).toBeInTheDocument();
  });

  test('a user without product roles sees school accident insurance only', () => {
    renderWithProviders(<ProductAdvantagesWidget />, { account: withRoles([]) });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['NNW szkolne']);
    expect(screen.getByText('Świadczenie za pobyt w szpitalu')).toBeInTheDocument();
  });

  test('switches products and links to the full advantages page', async () => {
    const { user } = renderWithProviders(<ProductAdvantagesWidget />, {
      account: withRoles(['ROLE_AGENT_CP_ENABLED', 'ROLE_AGENT_HP_ENABLED']),
    });
    await user.click(screen.getByRole('tab', { name: 'Dom' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Ubezpieczenie domu i mieszkania' })).toBeInTheDocument();
    expect(screen.queryByText('Auto zastępcze nawet na 14 dni')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Wszystkie zalety produktów' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/advantages');
  });
});
