import { screen } from '@testing-library/react';
import { Route, Switch } from '../../../lib/router';
import { accounts, type Account } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { MotorModificationPage } from '../components/MotorModificationPage';
import { POLICY_NO } from './mta-backend';

/** The page at /cpmta/{policyNo}, with the dashboard it leads to; waits until the model is loaded. */
export async function renderPage({ account = accounts.agent, policyNo = POLICY_NO, loaded = true }: { account?: Account; policyNo?: string; loaded?: boolean } = {}) {
  const view = renderWithProviders(
    <Switch>
      <Route path="/cpmta/:policyId">
        <MotorModificationPage />
      </Route>
      <Route path="/dashboard">
        <p>Pulpit z listą polis</p>
      </Route>
    </Switch>,
    { account, path: `/cpmta/${policyNo}` },
  );
  if (loaded) await screen.findByRole('button', { name: 'Anuluj zmiany' });
  return view;
}

/** A download link is followed by the browser, not by the test's document. */
export function keepDownloadsInPage() {
  const stop = (event: Event) => {
    if ((event.target as Element | null)?.closest?.('a[download]')) event.preventDefault();
  };
  document.addEventListener('click', stop, true);
  return () => document.removeEventListener('click', stop, true);
}
