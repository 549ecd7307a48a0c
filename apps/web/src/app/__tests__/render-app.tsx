import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../lib/router';
import { vi } from 'vitest';
import { App } from '../App';
import { AppRoutes } from '../AppRoutes';
import { configureHttp } from '../../lib/http';

/** Renders the whole panel at `path`, as the browser would after typing the address. */
export function renderApp(path: string) {
  const reload = vi.fn();
  configureHttp({ onUnauthorized: reload });
  const user = userEvent.setup();
  const view = render(
    <App>
      <MemoryRouter path={path}>
        <AppRoutes />
      </MemoryRouter>
    </App>,
  );
  return { ...view, user, reload };
}
