import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Group, Pagination, Text } from '@mantine/core';
import { caseStatusLabels, formatDate, type CaseListItem } from '@panel/domain';
import { useState } from 'react';
import cardTable from '../../../components/ui/CardTable.module.css';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useCases } from '../api/get-cases';
import { CaseDetailsModal } from './CaseDetailsModal';

/** 'Moje sprawy' (init=list-case): the cases the agency filed, newest first, 20 a page; a case number opens its details. */
export function CasesPage() {
  const [page, setPage] = useState(0);
  const [shown, setShown] = useState<CaseListItem | null>(null);
  const cases = useCases(page);
  const data = cases.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.size)) : 1;

  return (
    <section>
      <PageTitle title="Moje sprawy" />
      {cases.isError && <Text role="alert">Nie udało się pobrać listy spraw. Spróbuj ponownie później.</Text>}
      {data && data.items.length === 0 && <Text>Brak zgłoszonych spraw.</Text>}
      {data && data.items.length > 0 && (
        <>
          <div className={cardTable.scroll}>
            <table className={`${cardTable.table} ${cardTable.cards}`} aria-label="Zgłoszone sprawy">
              <thead>
                <tr>
                  <th scope="col">Numer sprawy</th>
                  <th scope="col">Status</th>
                  <th scope="col">Data zgłoszenia</th>
                  <th scope="col">Rodzaj</th>
                  <th scope="col">Numer polisy</th>
                  <th scope="col">Klient</th>
                  <th scope="col">Załączniki</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.caseId}>
                    <td>
                      <Anchor component="button" type="button" onClick={() => setShown(item)} aria-haspopup="dialog">
                        {item.caseId}
                      </Anchor>
                    </td>
                    <td data-label="Status">{caseStatusLabels[item.status]}</td>
                    <td data-label="Data zgłoszenia">{formatDate(new Date(item.createdAt))}</td>
                    <td data-label="Rodzaj">{item.caseTypeName}</td>
                    <td data-label="Numer polisy">{item.policyNumber}</td>
                    <td data-label="Klient">{item.customer || '-'}</td>
                    <td data-label="Załączniki" className={cardTable.number}>
                      {item.filesCount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <Group justify="center" mt="md">
              <Pagination total={pages} value={page + 1} onChange={(value) => setPage(value - 1)} getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Poprzednia strona' : control === 'next' ? 'Następna strona' : control })} />
            </Group>
          )}
        </>
      )}
      <CaseDetailsModal shown={shown} onClose={() => setShown(null)} />
    </section>
  );
}
