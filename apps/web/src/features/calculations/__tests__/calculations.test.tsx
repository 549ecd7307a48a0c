import { Toaster } from '../../../components/ui/toaster/Toaster';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { Role } from '@panel/domain';
import { signIn } from '../../../testing/backend';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { services } from '../../../testing/services-backend';
import { CalculationBox } from '../components/CalculationBox';
import { useHomeCalculationExpiryToaster } from '../components/useHomeCalculationExpiryToaster';
import { TermsOfServiceLink } from '../components/TermsOfServiceLink';

const seller: Account = { ...accounts.agent, roles: [...accounts.agent.roles, 'ROLE_AGENT_CP_ENABLED', 'ROLE_AGENT_HP_ENABLED'] as Role[] };

/** The paths the component asked for. */
function requestedPaths() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}

describe('policy calculation box', () => {
  test('links to the calculators in new tabs and shows when the new motor calculator arrives', async () => {
    signIn(seller);
    renderWithProviders(<CalculationBox />, { account: seller });
    expect(screen.getByRole('heading', { level: 2, name: 'Kalkulacja polisy' })).toBeInTheDocument();
    const motor = await screen.findByRole('link', { name: 'Ubezpieczenie komunikacyjne OC/AC (otwiera się w nowej karcie)' });
    expect(motor).toHaveAttribute('href', 'https://kalkulatory.example.pl/komunikacja');
    expect(motor).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /NNW szkolne/ })).toHaveAttribute('href', 'https://kalkulatory.example.pl/nnw-szkolne');
    expect(await screen.findByText('Nowy kalkulator ubezpieczeń komunikacyjnych od 06.12.2026.')).toBeInTheDocument();
  });

  test('without the motor role the release date is neither asked for nor shown', async () => {
    const paths = requestedPaths();
    signIn(accounts.basic);
    renderWithProviders(<CalculationBox />, { account: accounts.basic });
    await screen.findByRole('link', { name: /NNW szkolne/ });
    expect(paths).not.toContain('/partner/rest/quotations/newMotorReleaseDate');
    expect(screen.queryByText(/Nowy kalkulator/)).not.toBeInTheDocument();
  });

  test('no release date configured: no note', async () => {
    services.newMotorReleaseDate = null;
    const paths = requestedPaths();
    signIn(seller);
    renderWithProviders(<CalculationBox />, { account: seller });
    await screen.findByRole('link', { name: /NNW szkolne/ });
    await waitFor(() => expect(paths).toContain('/partner/rest/quotations/newMotorReleaseDate'));
    expect(screen.queryByText(/Nowy kalkulator/)).not.toBeInTheDocument();
  });

  test('the terms of electronic services open as a PDF', () => {
    renderWithProviders(<TermsOfServiceLink />);
    expect(screen.getByRole('link', { name: /Regulamin świadczenia usług drogą elektroniczną \(PDF\)/ })).toHaveAttribute(
      'href',
      '/doc/regulamin-uslug-elektronicznych.pdf',
    );
  });
});

describe('home-calculation expiry reminder', () => {
  function HomeCalculationExpiryToaster() {
    useHomeCalculationExpiryToaster();
    return null;
  }

  function renderToaster(account: Account) {
    signIn(account);
    return renderWithProviders(
      <>
        <Toaster />
        <HomeCalculationExpiryToaster />
      </>,
      { account },
    );
  }

  test('a toaster with the date that stays until closed', async () => {
    const { user } = renderToaster(seller);
    const message = await screen.findByText('Kalkulacje ubezpieczenia domu tracą ważność z dniem 01.12.2026.');
    const toaster = message.closest('[role="alert"]')!;
    expect(toaster).toHaveTextContent('Kalkulacje ubezpieczenia domu');
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByText(/tracą ważność/)).not.toBeInTheDocument());
  });

  test('nothing when there is no date', async () => {
    services.hhCalculationExpiryDate = null;
    const paths = requestedPaths();
    renderToaster(seller);
    await waitFor(() => expect(paths).toContain('/partner/rest/quotations/hhCalculationExpiryDate'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('nothing, and no call, without ROLE_AGENT_HP_ENABLED', async () => {
    const paths = requestedPaths();
    signIn(accounts.agent);
    renderWithProviders(
      <>
        <Toaster />
        <HomeCalculationExpiryToaster />
        <CalculationBox />
      </>,
      { account: accounts.agent },
    );
    // The box asks for its calculators in the same render: by its answer, a call of the toaster would have gone out.
    await screen.findByRole('link', { name: /NNW szkolne/ });
    expect(paths).toContain('/partner/rest/calculators');
    expect(paths).not.toContain('/partner/rest/quotations/hhCalculationExpiryDate');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
