import { HANDOFF_VERIFY_PROVIDER, type InternalTokenRequest } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accounts, type Account } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { SystemsMenu } from '../layout/HeaderMenus';

const destinations = {
  UP: 'https://up.example.pl/sso',
  POS: 'https://pos.example.pl/sso',
  CAS: 'https://cas.example.pl/sso',
};

interface Posted {
  action: string;
  target: string;
  method: string;
  fields: Record<string, string>;
}

function fakeTab() {
  return { location: { href: 'about:blank' }, close: vi.fn() };
}

function spyWindows() {
  const tabs: { name: string; features: string | undefined; tab: ReturnType<typeof fakeTab> }[] = [];
  vi.spyOn(window, 'open').mockImplementation((_url, name, features) => {
    const tab = fakeTab();
    tabs.push({ name: String(name), features, tab });
    return tab as unknown as Window;
  });
  const posted: Posted[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({
      action: this.action,
      target: this.target,
      method: this.method,
      fields: Object.fromEntries([...new FormData(this)].map(([name, value]) => [name, String(value)])),
    });
  });
  return { tabs, posted };
}

afterEach(() => vi.restoreAllMocks());

/** The header's 'Systemy' menu, opened. */
async function openMenu(account: Account) {
  const view = renderWithProviders(<SystemsMenu />, { account });
  await view.user.click(screen.getByRole('button', { name: 'Systemy' }));
  return { ...view, menu: within(await screen.findByRole('menu')) };
}

const withRoles = (account: Account, roles: Account['roles']): Account => ({ ...account, roles: [...account.roles, ...roles] });

describe("the 'Systemy' menu: external systems", () => {
  test('UP shows with its role and the UP_REDIRECT_BUTTON flag; POS and CAS for everyone', async () => {
    const { menu } = await openMenu(accounts.agent);
    expect(menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('aria-label')])).toEqual([
      ['UP', 'Przejdź do portalu UP'],
      ['POS', 'Przejdź do systemu POS (ubezpieczenia na życie)'],
      ['CAS', 'Przejdź do systemu CAS (ubezpieczenia na życie)'],
    ]);
  });

  test.each([
    ['without the flag', { ...accounts.agent, features: { ...accounts.agent.features, UP_REDIRECT_BUTTON: false } }],
    ['without the role', { ...accounts.basic, features: { ...accounts.basic.features, UP_REDIRECT_BUTTON: true } }],
  ])('UP is hidden %s', async (_name, account) => {
    const { menu } = await openMenu(account as Account);
    expect(menu.queryByRole('menuitem', { name: 'Przejdź do portalu UP' })).not.toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: /POS/ })).toBeInTheDocument();
    expect(menu.queryByText('Kalkulatory partnerów')).not.toBeInTheDocument();
  });

  test('posts the hidden form with the bearer token and verify_provider PA to the new tab', async () => {
    const requests: InternalTokenRequest[] = [];
    server.use(
      http.post('/s-auth/rest/internal_token/access', async ({ request }) => {
        requests.push((await request.json()) as InternalTokenRequest);
        return HttpResponse.json({ accessToken: { access_token: 'signed.token.value', token_type: 'Bearer', expires_in: 120 }, destinations });
      }),
    );
    const { tabs, posted } = spyWindows();
    const { user, menu } = await openMenu(accounts.agent);
    await user.click(menu.getByRole('menuitem', { name: 'Przejdź do portalu UP' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(requests).toEqual([{ system: 'UP' }]);
    expect(tabs).toHaveLength(1);
    expect(posted[0]).toEqual({
      action: 'https://up.example.pl/sso',
      target: tabs[0]!.name,
      method: expect.stringMatching(/^post$/i),
      fields: { access_token: 'signed.token.value', verify_provider: HANDOFF_VERIFY_PROVIDER },
    });
    expect(document.querySelector('form')).toBeNull();
  });

  test('closes the opened tab when the token call fails', async () => {
    server.use(http.post('/s-auth/rest/internal_token/access', () => HttpResponse.json({ message: 'Brak' }, { status: 500 })));
    const { tabs, posted } = spyWindows();
    const { user, menu } = await openMenu(accounts.basic);
    await user.click(menu.getByRole('menuitem', { name: /CAS/ }));
    await waitFor(() => expect(tabs[0]!.tab.close).toHaveBeenCalled());
    expect(posted).toEqual([]);
  });
});

describe('partner calculators', () => {
  const traveller = withRoles(accounts.basic, ['ROLE_TR_ENABLED', 'ROLE_SASS_ENABLED', 'ROLE_AGENT_HP_ENABLED']);

  test('lists the calculators of the agent’s roles and opens each with its token', async () => {
    server.use(
      http.get('/partner/rest/user/stp', () => HttpResponse.json({ url: 'https://podroze.example.pl/kalkulator' })),
      http.post('/s-auth/rest/stp/token', () => HttpResponse.json({ access_token: 'stp-token', token_type: 'Bearer', expires_in: 120 })),
      http.get('/rest/get-sass-token', () => HttpResponse.json({ sassRedirectUrl: 'https://sass.example.pl/k', token: 'sass-token' })),
      http.get('/rest/get-apa-token', () => HttpResponse.json({ apaRedirectUrl: 'https://apa.example.pl/p', token: 'apa-token' })),
      http.get('/partner/rest/travel/europaAssistance', () => HttpResponse.json({ url: 'https://ea.example.pl/panel?token=ea-token' })),
      http.get('/partner/rest/user/hate', () => HttpResponse.json({ url: 'https://dom.example.pl/k' })),
    );
    const { tabs } = spyWindows();
    const { user } = renderWithProviders(<SystemsMenu />, { account: traveller });
    const expected = [
      ['Kalkulator podróży', 'https://podroze.example.pl/kalkulator?access_token=stp-token'],
      ['Panel assistance', 'https://apa.example.pl/p?token=apa-token'],
      ['Panel podróży Europa Assistance', 'https://ea.example.pl/panel?token=ea-token'],
      ['Kalkulator SASS', 'https://sass.example.pl/k?token=sass-token'],
      ['Kalkulator Dom Plus', 'https://dom.example.pl/k'],
    ] as const;
    for (const [index, [label, address]] of expected.entries()) {
      await user.click(screen.getByRole('button', { name: 'Systemy' }));
      await user.click(await screen.findByRole('menuitem', { name: label }));
      await waitFor(() => expect(tabs[index]!.tab.location.href).toBe(address));
    }
    expect(tabs[2]!.features).toMatch(/^popup,left=0,top=0,width=\d+,height=\d+$/);
    expect(tabs[0]!.features).toBeUndefined();
  });

  test('shows only what the roles open, under their own label', async () => {
    const { menu } = await openMenu(withRoles(accounts.basic, ['ROLE_SASS_ENABLED']));
    expect(menu.getByText('Kalkulatory partnerów')).toBeInTheDocument();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['POS', 'CAS', 'Kalkulator SASS']);
  });
});
