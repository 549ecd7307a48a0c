import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { request } from '../../../lib/http';
import { leavePanel } from '../../../lib/leave-panel';
import { signIn } from '../../../testing/backend';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { OrderDocumentsRedirect } from '../components/OrderDocumentsRedirect';

vi.mock('../../../lib/leave-panel', () => ({ leavePanel: vi.fn() }));

const ORDER_FORM = 'https://druki.example.pl/zamowienie';

function renderAt(path: string) {
  signIn(accounts.basic);
  const asked: string[] = [];
  server.use(
    http.get('/partner/rest/user/order-documents', () => {
      asked.push('order-documents');
      return HttpResponse.json({ url: ORDER_FORM });
    }),
  );
  renderWithProviders(<OrderDocumentsRedirect />, { account: accounts.basic, path });
  return asked;
}

afterEach(() => vi.mocked(leavePanel).mockReset());

describe('init=order-documents', () => {
  test('goes to the external order form the server names', async () => {
    renderAt('/dashboard?init=order-documents');
    await waitFor(() => expect(leavePanel).toHaveBeenCalledWith(ORDER_FORM));
  });

  test('any other init leaves the agent on the panel and asks nothing', async () => {
    const asked = renderAt('/dashboard?init=add-case');
    // Had the page asked for the form while rendering, that call would have reached the server before this one.
    await request('/partner/rest/user/roles');
    expect(asked).toEqual([]);
    expect(leavePanel).not.toHaveBeenCalled();
  });
});
