import { messages, type DocConfig, type DocumentItem, type Role } from '@panel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { backend, signIn } from '../../../testing/backend';
import { accounts } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { server } from '../../../testing/server';
import { DocumentsPage } from '../components/DocumentsPage';

const config: DocConfig = {
  sections: [
    {
      id: 'komunikacja',
      title: 'Ubezpieczenia komunikacyjne',
      permission: { roles: ['ROLE_AGENT_CP_ENABLED'] },
      groups: [
        { title: 'Ogólne warunki ubezpieczenia', files: [{ title: 'OWU komunikacyjne OC/AC', description: 'OWU-CP/2026', file: 'owu-komunikacyjne.pdf' }] },
        {
          title: 'Wnioski i oświadczenia',
          files: [
            { title: 'Wniosek o zmianę danych w polisie', file: 'wniosek-zmiana-danych-polisy.pdf' },
            { title: 'Oświadczenie o zbyciu pojazdu', file: 'oswiadczenie-zbycie-pojazdu.pdf', permission: { roles: ['ROLE_AGENT_UKS_ENABLED'] } },
          ],
        },
      ],
    },
    {
      id: 'firmy',
      title: 'Ubezpieczenia firm',
      permission: { roles: ['ROLE_AGENT_SM_ENABLED', 'ROLE_AGENT_ML_ENABLED'], mode: 'or' },
      groups: [
        { title: 'MŚP', files: [{ title: 'OWU MŚP', file: 'owu-msp.pdf' }] },
        { title: 'Flota', permission: { roles: ['ROLE_AGENT_FLEET'] }, files: [{ title: 'OWU floty pojazdów', file: 'owu-flota.pdf' }] },
      ],
    },
    {
      id: 'ogolne',
      title: 'Dokumenty ogólne',
      groups: [
        {
          title: 'Deklaracje i wnioski',
          files: [
            { title: 'Deklaracja zmiany agenta', file: 'deklaracja-zmiany-agenta.pdf' },
            { title: 'Wniosek o rozszerzenie uprawnień agenta', file: 'wniosek-rozszerzenie-uprawnien.pdf', permission: { roles: ['ROLE_AGENT_CP_ENABLED'], not: true } },
          ],
        },
      ],
    },
  ],
};

function renderPage(roles: Role[]) {
  server.use(http.get('/doc/config.json', () => HttpResponse.json(config)));
  const account = { ...accounts.agent, roles };
  signIn(account);
  return renderWithProviders(<DocumentsPage />, { account });
}

const sectionButton = (name: string) => screen.findByRole('button', { name });

describe('documents page', () => {
  afterEach(() => vi.restoreAllMocks());

  test('shows the sections, groups and files the roles allow; the first section starts expanded', async () => {
    renderPage(['ROLE_AGENT_CP_ENABLED', 'ROLE_AGENT_ML_ENABLED']);
    const motor = await sectionButton('Ubezpieczenia komunikacyjne');
    expect(motor).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Drukuj: OWU komunikacyjne OC/AC' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Drukuj: Wniosek o zmianę danych w polisie' })).toBeVisible();
    expect(screen.queryByText('Oświadczenie o zbyciu pojazdu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ubezpieczenia firm' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Flota')).not.toBeInTheDocument();
    expect(screen.queryByText('Wniosek o rozszerzenie uprawnień agenta')).not.toBeInTheDocument();
    await waitFor(() => expect(backend.actions).toContainEqual({ action: 'pp_agent_documents' }));
  });

  test('expands and collapses sections with their disclosure buttons', async () => {
    const { user } = renderPage(['ROLE_AGENT_CP_ENABLED', 'ROLE_AGENT_SM_ENABLED', 'ROLE_AGENT_FLEET']);
    const firms = await sectionButton('Ubezpieczenia firm');
    const panel = document.getElementById(firms.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.click(firms);
    expect(firms).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('button', { name: 'Drukuj: OWU floty pojazdów' })).toBeVisible();
    const motor = screen.getByRole('button', { name: 'Ubezpieczenia komunikacyjne' });
    await user.click(motor);
    expect(motor).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Drukuj: OWU komunikacyjne OC/AC', hidden: true })).not.toBeVisible();
  });

  test("prints a document: its PDF in a hidden frame opens the browser's print dialog, each click again; and downloads it", async () => {
    // The test browser loads no frame: the frame's window stands in, with the print call the dialog opens by.
    const print = vi.fn();
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue({ print } as unknown as Window);
    const { user } = renderPage(['ROLE_AGENT_CP_ENABLED']);
    await user.click(await screen.findByRole('button', { name: 'Drukuj: OWU komunikacyjne OC/AC' }));
    const frame = screen.getByTitle('Drukowanie: OWU komunikacyjne OC/AC');
    expect(frame).toHaveAttribute('src', '/doc/owu-komunikacyjne.pdf');
    expect(print).not.toHaveBeenCalled();
    fireEvent.load(frame);
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Drukuj: Wniosek o zmianę danych w polisie' }));
    const next = screen.getByTitle('Drukowanie: Wniosek o zmianę danych w polisie');
    expect(next).toHaveAttribute('src', '/doc/wniosek-zmiana-danych-polisy.pdf');
    expect(screen.queryByTitle('Drukowanie: OWU komunikacyjne OC/AC')).not.toBeInTheDocument();
    fireEvent.load(next);
    expect(print).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Pobierz: OWU komunikacyjne OC/AC' })).toHaveAttribute('download');
  });

  test('an agent without the motor role sees the general section with the file meant for it', async () => {
    const { user } = renderPage([]);
    const general = await sectionButton('Dokumenty ogólne');
    expect(general).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByRole('button', { name: 'Ubezpieczenia komunikacyjne' })).not.toBeInTheDocument();
    expect(screen.getByText('Wniosek o rozszerzenie uprawnień agenta')).toBeVisible();
    await user.click(general);
    expect(screen.getByText('Deklaracja zmiany agenta')).not.toBeVisible();
  });
});

describe('documents of a policy', () => {
  const documents: DocumentItem[] = [
    { id: 'POLICY_SCHEDULE', name: 'Polisa', description: 'Polisa nr 1100000017', filename: 'Polisa 1100000017.pdf', status: 'AVAILABLE', hash: 'a'.repeat(32), documentHash: null, url: null },
    { id: 'GENERAL_TERMS', name: 'Ogólne warunki ubezpieczenia', description: 'OWU-CP/2026', filename: 'OWU-CP-2026.pdf', status: 'AVAILABLE', hash: 'b'.repeat(32), documentHash: null, url: null },
  ];

  function documentService() {
    const asked: string[] = [];
    server.use(
      http.get('/partner/rest/document/get-available-docs-hash/:policyId/:place', ({ params }) => {
        asked.push(`${String(params.policyId)}/${String(params.place)}`);
        if (params.policyId === '9999999999') return HttpResponse.json({ message: messages.NOT_FOUND }, { status: 404 });
        return HttpResponse.json({ hash: params.place === 'RENEWAL' ? 'e'.repeat(32) : 's'.repeat(32) });
      }),
      http.get('/ms-doc/available-docs/:hash', ({ params }) => HttpResponse.json(params.hash === 'e'.repeat(32) ? [] : documents)),
    );
    return asked;
  }

  test('checks the number in the browser before asking the server', async () => {
    const asked = documentService();
    const { user } = renderPage([]);
    await user.click(screen.getByRole('button', { name: 'Pokaż dokumenty' }));
    expect(await screen.findByText(messages.REQUIRED_VALIDATION_ERROR)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Numer polisy lub oferty/), '12/../34');
    await user.click(screen.getByRole('button', { name: 'Pokaż dokumenty' }));
    expect(await screen.findByText(messages.POLICY_NUMBER_FORMAT_ERROR)).toBeInTheDocument();
    expect(screen.getByLabelText(/Numer polisy lub oferty/)).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toEqual([]);
  });

  test('lists the documents of the chosen policy and print place, each ready to download', async () => {
    const asked = documentService();
    const { user } = renderPage([]);
    await user.type(screen.getByLabelText(/Numer polisy lub oferty/), '1100000017');
    await user.click(screen.getByRole('button', { name: 'Pokaż dokumenty' }));
    const list = await screen.findByRole('list', { name: 'Dokumenty polisy 1100000017' });
    expect(within(list).getAllByRole('button', { name: /^Pobierz: / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pobierz: Polisa',
      'Pobierz: Ogólne warunki ubezpieczenia',
    ]);
    await user.selectOptions(screen.getByLabelText('Dokumenty'), 'Oferta wznowienia');
    await user.click(screen.getByRole('button', { name: 'Pokaż dokumenty' }));
    expect(await screen.findByText(messages.NO_DOCUMENTS)).toBeInTheDocument();
    expect(asked).toEqual(['1100000017/POLICY', '1100000017/RENEWAL']);
  });

  test('says so when the policy is not one of the agent’s, until the number is cleared', async () => {
    documentService();
    const { user } = renderPage([]);
    await user.type(screen.getByLabelText(/Numer polisy lub oferty/), '9999999999');
    await user.click(screen.getByRole('button', { name: 'Pokaż dokumenty' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.POLICY_NOT_FOUND);
    await user.clear(screen.getByLabelText(/Numer polisy lub oferty/));
    expect(screen.queryByText(messages.POLICY_NOT_FOUND)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
