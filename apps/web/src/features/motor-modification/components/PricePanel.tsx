import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { formatAmount, type PriceDto } from '@panel/domain';
import facts from '../../../components/ui/Facts.module.css';

/** The price after a recalculation (001 §4): before and after when it changed, and what is due or refunded for the rest of the period. */
export function PricePanel({ price }: { price: PriceDto }) {
  if (price.price === price.priceBefore) {
    return <Text size="sm">Zmiana nie wpływa na wysokość składki ({formatAmount(price.price)}).</Text>;
  }
  const due = price.totalUnderpaymentAmount;
  const rows: [string, string][] = [
    ['Składka przed zmianą', formatAmount(price.priceBefore)],
    ['Składka po zmianie', formatAmount(price.price)],
    [due < 0 ? 'Zwrot składki' : 'Niedopłata do zapłaty', formatAmount(Math.abs(due))],
  ];
  return (
    <dl className={facts.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
