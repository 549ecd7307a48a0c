import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Title.css';
import { Table, Title } from '@mantine/core';
import { mtaSections, type SummaryRow } from '@panel/domain';
import { useId } from 'react';
import { sectionTitles } from './mta-sections';
import classes from './MotorModificationForm.module.css';

/** The summary of the change (001 §2): rows of each section in their order, the value before and after. */
export function ChangeSummary({ rows }: { rows: readonly SummaryRow[] }) {
  const headingId = useId();
  const groups = mtaSections
    .map((section) => ({ section, rows: rows.filter((row) => row.section === section).sort((a, b) => a.order - b.order) }))
    .filter((group) => group.rows.length > 0);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={classes.card}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        Podsumowanie zmian
      </Title>
      {groups.map((group) => (
        <Table key={group.section} striped withTableBorder captionSide="top" mb="md" className={classes.summary}>
          <Table.Caption className={classes.caption}>{sectionTitles[group.section]}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Dane</Table.Th>
              <Table.Th scope="col">Przed zmianą</Table.Th>
              <Table.Th scope="col">Po zmianie</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.rows.map((row) => (
              <Table.Tr key={`${row.order}-${row.source}`}>
                <Table.Th scope="row">{row.source}</Table.Th>
                <Table.Td>{row.originalVal || '—'}</Table.Td>
                <Table.Td>{row.newVal || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
    </section>
  );
}
