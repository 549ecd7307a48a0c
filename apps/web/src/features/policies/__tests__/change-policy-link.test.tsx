import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { PolicyDetailsModal } from '../components/PolicyDetailsModal';
import { signIn } from '../../../testing/backend';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';

async function details(policyNo: string, account: Account) {
  signIn(account);
  let closed = 0;
  const view = renderWithProviders(<PolicyDetailsModal policyNo={policyNo} onClose={() => (closed += 1)} />, { account, path: '/dashboard' });
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('region', { name: 'Płatność' });
  return { ...view, dialog, closed: () => closed };
}

describe("'Zmień polisę' in the policy details", { timeout: 20_000 }, () => {
  test('a concluded motor policy of an agent with ROLE_CP_MTA_ENABLED links to its modification and closes the popup', async () => {
    const { dialog, user, closed } = await details('1100000001', accounts.agent);
    const link = within(dialog).getByRole('link', { name: 'Zmień polisę' });
    expect(link).toHaveAttribute('href', '/cpmta/1100000001');
    await user.click(link);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cpmta/1100000001'));
    expect(closed()).toBe(1);
  });

  test('not offered without the role, nor for a home policy', async () => {
    const first = await details('1100000001', accounts.basic);
    expect(within(first.dialog).queryByRole('link', { name: 'Zmień polisę' })).not.toBeInTheDocument();
    first.unmount();
    const second = await details('2100000002', accounts.agent);
    expect(within(second.dialog).queryByRole('link', { name: 'Zmień polisę' })).not.toBeInTheDocument();
  });
});
