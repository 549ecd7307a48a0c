import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Text.css';
import { Anchor, UnstyledButton } from '@mantine/core';
import { formatAmount, formatIsoDateForDisplay, productLineLabels, type PolicyListRow, type policySortFields } from '@panel/domain';
import cardTable from '../../../components/ui/CardTable.module.css';
import classes from './PolicyTable.module.css';
import { IconArrowsSort, IconChevronDown, IconChevronUp } from '../../../components/ui/icons';

export type SortField = (typeof policySortFields)[number];
export type SortOrder = 'asc' | 'desc';

export interface TableSort {
  sort: SortField;
  order: SortOrder;
}

/** Dates and amounts start from the largest, text from A. */
const firstOrder: Record<SortField, SortOrder> = { policyDate: 'desc', customerName: 'asc', type: 'asc', price: 'desc', policyNo: 'asc' };

/** Clicking the sorted column reverses it; another column starts in its natural order. */
export function nextSort(current: TableSort, field: SortField): TableSort {
  if (current.sort === field) return { sort: field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: field, order: firstOrder[field] };
}

function SortMark({ active, order }: { active: boolean; order: TableSort['order'] }) {
  const Icon = !active ? IconArrowsSort : order === 'asc' ? IconChevronUp : IconChevronDown;
  return <Icon size={14} className={classes.sortMark} aria-hidden />;
}

interface SortHeaderProps {
  field: SortField;
  label: string;
  sort: TableSort;
  onSort: (field: SortField) => void;
  className?: string;
}

function SortHeader({ field, label, sort, onSort, className }: SortHeaderProps) {
  const active = sort.sort === field;
  const ariaSort = active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <th aria-sort={ariaSort} className={className}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(field)}>
        {label}
        <SortMark active={active} order={sort.order} />
      </UnstyledButton>
    </th>
  );
}

interface PolicyTableProps {
  caption: string;
  rows: readonly PolicyListRow[];
  sort: TableSort;
  onSort: (field: SortField) => void;
  onOpen: (policyNo: string) => void;
  numberLabel: string;
  /** Another page or order is on its way: the rows shown are the previous ones. */
  busy: boolean;
}

/**
 * Rows of 000 §3 (date, customer, type, term for HP, price, number); each number opens the details popup. Where the
 * list is narrow (a phone), each row is a card: the number and the premium, the client, the type and the date.
 */
export function PolicyTable({ caption, rows, sort, onSort, onOpen, numberLabel, busy }: PolicyTableProps) {
  const header = (field: SortField, label: string, className?: string) => (
    <SortHeader field={field} label={label} sort={sort} onSort={onSort} className={className} />
  );
  return (
    <div className={cardTable.scroll} role="region" aria-label={caption} aria-busy={busy} tabIndex={0}>
      <table className={`${cardTable.table} ${classes.cards}`}>
        <caption className={classes.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {header('policyDate', 'Data polisy')}
            {header('customerName', 'Klient')}
            {header('type', 'Typ')}
            <th className={classes.termHeader}>Okres (lata)</th>
            {header('price', 'Składka', cardTable.number)}
            {header('policyNo', numberLabel)}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.policyNo}>
              <td className={classes.date} data-label="Data polisy">
                {formatIsoDateForDisplay(row.policyDate)}
              </td>
              <td className={classes.name} title={row.customerName}>
                {row.customerName}
              </td>
              <td className={classes.type}>{productLineLabels[row.type]}</td>
              <td className={classes.term} data-label="Okres (lata)">
                {row.policyTerm}
              </td>
              <td className={`${classes.amount} ${cardTable.number}`} data-label="Składka">
                {formatAmount(row.price)}
              </td>
              <td className={classes.policyNo}>
                <Anchor component="button" type="button" onClick={() => onOpen(row.policyNo)}>
                  {row.policyNo}
                </Anchor>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
