import { messages, type MyFiles } from '@panel/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { backend, signIn } from '../../../testing/backend';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { FilesPage } from '../components/FilesPage';

function renderPage(files: MyFiles) {
  server.use(http.get('/partner/rest/myfiles/list', () => HttpResponse.json(files)));
  signIn(accounts.agent);
  return renderWithProviders(<FilesPage />, { account: accounts.agent });
}

describe('my files page', () => {
  test('shows each folder with its files, a download link per file, and says when a folder is empty', async () => {
    renderPage({
      children: [
        { name: 'Archiwum', children: [] },
        {
          name: 'Materiały sprzedażowe',
          children: [
            { name: 'Zestawienie prowizji – luty 2026.pdf', size: 25_600, modifiedAt: '2026-02-10T09:30:00.000Z' },
            { name: 'Ulotka OC/AC.pdf', size: 300, modifiedAt: '2026-01-05T09:30:00.000Z' },
          ],
        },
      ],
    });
    const folder = await screen.findByRole('region', { name: 'Materiały sprzedażowe' });
    const link = within(folder).getByRole('link', { name: 'Zestawienie prowizji – luty 2026.pdf' });
    expect(link).toHaveAttribute('href', '/rest/files/Materia%C5%82y%20sprzeda%C5%BCowe/Zestawienie%20prowizji%20%E2%80%93%20luty%202026.pdf');
    expect(link).toHaveAttribute('download', 'Zestawienie prowizji – luty 2026.pdf');
    expect(within(folder).getByRole('link', { name: 'Ulotka OC/AC.pdf' })).toHaveAttribute('href', '/rest/files/Materia%C5%82y%20sprzeda%C5%BCowe/Ulotka%20OC%2FAC.pdf');
    expect(within(folder).getByText('25 KB · 10.02.2026')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Archiwum' })).getByText('Folder jest pusty.')).toBeInTheDocument();
    await waitFor(() => expect(backend.actions).toContainEqual({ action: 'pp_agent_files' }));
  });

  test('shows the empty message when the agent has no files', async () => {
    renderPage({ children: [] });
    expect(await screen.findByText(messages.FILES_EMPTY_LIST)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  test('shows the empty message when every folder is empty', async () => {
    renderPage({ children: [{ name: 'Archiwum', children: [] }] });
    expect(await screen.findByText(messages.FILES_EMPTY_LIST)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Archiwum' })).not.toBeInTheDocument();
  });
});
