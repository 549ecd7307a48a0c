import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Group, Pagination, Table, Text } from '@mantine/core';
import { caseStatusLabels, formatDate, type CaseListItem } from '@panel/domain';
import { useState } from 'react';
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
          <Table.ScrollContainer minWidth={640}>
            <Table striped aria-label="Zgłoszone sprawy">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Numer sprawy</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Data zgłoszenia</Table.Th>
                  <Table.Th scope="col">Rodzaj</Table.Th>
                  <Table.Th scope="col">Numer polisy</Table.Th>
                  <Table.Th scope="col">Klient</Table.Th>
                  <Table.Th scope="col">Załączniki</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((item) => (
                  <Table.Tr key={item.caseId}>
                    <Table.Td>
                      <Anchor component="button" type="button" onClick={() => setShown(item)} aria-haspopup="dialog">
                        {item.caseId}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{caseStatusLabels[item.status]}</Table.Td>
                    <Table.Td>{formatDate(new Date(item.createdAt))}</Table.Td>
                    <Table.Td>{item.caseTypeName}</Table.Td>
                    <Table.Td>{item.policyNumber}</Table.Td>
                    <Table.Td>{item.customer || '-'}</Table.Td>
                    <Table.Td>{item.filesCount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
