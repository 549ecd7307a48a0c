import { screen, waitFor } from '@testing-library/react';
import { delay, http as mock, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { LoadingIndicator } from '../../components/ui/LoadingIndicator';
import { renderWithProviders } from '../../testing/render';
import { server } from '../../testing/server';
import { request } from '../http';

function slowEndpoint(path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    mock.get(path, async () => {
      await released;
      await delay(0);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return release;
}

describe('loading indicator', () => {
  test('counts the flagged requests and shows "Ładowanie…" while any is running', async () => {
    const releaseFirst = slowEndpoint('/partner/rest/first');
    const releaseSecond = slowEndpoint('/partner/rest/second');
    renderWithProviders(<LoadingIndicator />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const first = request('/partner/rest/first', { loader: true });
    const second = request('/partner/rest/second', { loader: true });
    const indicator = await screen.findByRole('status');
    expect(indicator).toHaveTextContent('Ładowanie…');
    expect(indicator).toHaveAttribute('aria-busy', 'true');

    releaseFirst();
    await first;
    expect(screen.getByRole('status')).toBeInTheDocument();

    releaseSecond();
    await second;
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  test('requests without the flag, and failed ones once finished, leave it hidden', async () => {
    server.use(mock.get('/partner/rest/quiet', () => new HttpResponse(null, { status: 204 })));
    server.use(mock.get('/partner/rest/broken', () => HttpResponse.error()));
    renderWithProviders(<LoadingIndicator />);

    await request('/partner/rest/quiet');
    await request('/partner/rest/broken', { loader: true }).catch(() => undefined);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
