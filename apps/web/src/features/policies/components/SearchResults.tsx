import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Anchor } from '@mantine/core';
import { formatAmount, formatIsoDateForDisplay, productLineLabels, tableTypeLabels, type PolicySearchRow } from '@panel/domain';
import classes from './SearchResults.module.css';

interface SearchResultsProps {
  rows: readonly PolicySearchRow[];
  onOpen: (policyNo: string) => void;
}

/** Search hits as a compact list that fits the narrow widget: number and customer, then line, list, date and price. */
export function SearchResults({ rows, onOpen }: SearchResultsProps) {
  return (
    <ul className={classes.list} aria-label="Wyniki wyszukiwania">
      {rows.map((row) => (
        <li key={row.policyNo} className={classes.item}>
          <span className={classes.title}>
            <Anchor component="button" type="button" fw={700} onClick={() => onOpen(row.policyNo)}>
              {row.policyNo}
            </Anchor>
            <span>{row.customerName}</span>
          </span>
          <span className={classes.meta}>
            {[productLineLabels[row.type], tableTypeLabels[row.tableType], formatIsoDateForDisplay(row.policyDate), formatAmount(row.price)].join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
