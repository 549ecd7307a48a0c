import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from '../lib/router';
import { createQueryClient } from '../lib/query-client';
import { SessionContext } from '../lib/session/context';
import { theme } from '../lib/theme';
import type { Account } from './fixtures';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{pathname + search}</p>;
}

interface Options {
  /** Renders inside the session of this account, as every screen behind the login does. */
  account?: Account;
  path?: string;
}

/** Renders one component with the panel's providers and a router whose address the test can read. */
export function renderWithProviders(ui: ReactNode, { account, path = '/' }: Options = {}) {
  const session = account && { user: account.user, roles: account.roles, features: account.features };
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const view = render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SessionContext value={session ?? null}>
          <MemoryRouter path={path}>
            {ui}
            <CurrentLocation />
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, user, queryClient };
}
