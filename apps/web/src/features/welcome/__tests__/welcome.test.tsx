import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { isoDateInPoland, type Role } from '@panel/domain';
import { backend, signIn } from '../../../testing/backend';
import { accounts, type Account } from '../../../testing/fixtures';
import { mobileMediaQuery } from '../../../lib/breakpoints';
import { renderWithProviders } from '../../../testing/render';
import { services } from '../../../testing/services-backend';
import { useBannerConfig } from '../api/get-banner-config';
import { Banner } from '../components/Banner';
import { WelcomePage } from '../components/WelcomePage';

/** Shows when the banner configuration has been answered (the same query the banner reads). */
function Loaded() {
  return useBannerConfig().isSuccess ? <p>wczytano</p> : null;
}

const smartInfoAgent: Account = { ...accounts.agent, roles: [...accounts.agent.roles, 'ROLE_SHOW_PHOTOSMART_INFO'] as Role[] };

describe('banner', () => {
  test("shows the agent type's image, the day as cache-buster, and logs a click as pp_agent_baner", async () => {
    signIn(accounts.agent);
    const { user } = renderWithProviders(<Banner />, { account: accounts.agent, path: '/dashboard' });
    const image = await screen.findByRole('img', { name: services.banner!.altText });
    const day = isoDateInPoland(new Date()).replaceAll('-', '');
    expect(image).toHaveAttribute('src', `/banners/agenci/banner.svg?v=${day}`);
    // A phone gets the narrow image, whose text stays readable.
    const narrow = image.parentElement!.querySelector('source')!;
    expect(narrow).toHaveAttribute('media', mobileMediaQuery);
    expect(narrow).toHaveAttribute('srcset', `/banners/agenci/banner-narrow.svg?v=${day}`);
    await user.click(screen.getByRole('link', { name: services.banner!.altText }));
    expect(screen.getByTestId('location')).toHaveTextContent('/advantages');
    await waitFor(() => expect(backend.actions).toContainEqual({ action: 'pp_agent_baner', details: '/advantages' }));
  });

  test('an https link opens in a new tab', async () => {
    services.banner = { ...services.banner!, link: 'https://www.ubezpieczyciel.example.pl/jesien' };
    signIn(accounts.agent);
    renderWithProviders(<Banner />, { account: accounts.agent });
    const link = await screen.findByRole('link', { name: /Jesień z ochroną.*otwiera się w nowej karcie/ });
    expect(link).toHaveAttribute('href', 'https://www.ubezpieczyciel.example.pl/jesien');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('shows nothing without a configuration', async () => {
    services.banner = null;
    signIn(accounts.agent);
    const { container } = renderWithProviders(
      <>
        <Banner />
        <Loaded />
      </>,
      { account: accounts.agent },
    );
    await screen.findByText('wczytano');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('welcome page', () => {
  test('greets the agent, shows the banner screen and records the visit of the session', async () => {
    signIn(accounts.agent);
    renderWithProviders(<WelcomePage />, { account: accounts.agent, path: '/welcome' });
    expect(screen.getByRole('heading', { level: 1, name: 'Witaj w Panelu Agenta' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: services.banner!.altText })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do pulpitu' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(services.visits).toEqual([{ smartInfo: false }]));
    expect(services.visited).toBe(true);
  });

  test("a dealer is welcomed to 'Panelu Dealera'", () => {
    signIn(accounts.dealer);
    renderWithProviders(<WelcomePage />, { account: accounts.dealer, path: '/welcome' });
    expect(screen.getByRole('heading', { level: 1, name: 'Witaj w Panelu Dealera' })).toBeInTheDocument();
  });

  test('shows the smart-info fragment once per user with ROLE_SHOW_PHOTOSMART_INFO, then the welcome fragment', async () => {
    signIn(smartInfoAgent);
    const first = renderWithProviders(<WelcomePage />, { account: smartInfoAgent, path: '/welcome' });
    expect(await screen.findByRole('heading', { level: 2, name: /PhotoSmart/ })).toBeInTheDocument();
    await waitFor(() => expect(services.visits).toEqual([{ smartInfo: true }]));
    // Recording the flag does not swap the fragment under the reader's eyes.
    expect(screen.getByRole('heading', { level: 2, name: /PhotoSmart/ })).toBeInTheDocument();
    first.unmount();

    renderWithProviders(<WelcomePage />, { account: smartInfoAgent, path: '/welcome' });
    expect(await screen.findByRole('img', { name: services.banner!.altText })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /PhotoSmart/ })).not.toBeInTheDocument();
    await waitFor(() => expect(services.visits).toEqual([{ smartInfo: true }, { smartInfo: false }]));
  });
});
