import '@mantine/core/styles/Loader.css';
import { Loader } from '@mantine/core';
import {
  discountLeftPercent,
  formatAmount,
  formatIsoDateForDisplay,
  formatNumber,
  groupDiscountsByType,
  messages,
  packageCodeLabels,
  productLineLabels,
  type Discount,
} from '@panel/domain';
import { useId } from 'react';
import { uiMessages } from '../../../lib/ui-messages';
import { useDiscounts } from '../api/get-discounts';
import cardTable from '../../../components/ui/CardTable.module.css';
import classes from './DiscountsList.module.css';

function Budget({ discount }: { discount: Discount }) {
  const percent = discountLeftPercent(discount);
  return (
    <div className={classes.budget}>
      <span>
        {formatAmount(discount.amountLeft)} z {formatAmount(discount.amountTotal)}
      </span>
      <div className={classes.bar} aria-hidden="true">
        <div className={classes.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

function DiscountTable({ caption, discounts }: { caption: string; discounts: Discount[] }) {
  return (
    // Where it is narrow the rows are cards; in between it may scroll sideways, so it must be reachable by keyboard.
    <div className={cardTable.scroll} tabIndex={0} role="region" aria-label={caption}>
      <table className={`${cardTable.table} ${cardTable.cards}`}>
        <caption className={classes.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Produkt</th>
            <th scope="col">Wznowienie</th>
            <th scope="col">Pakiet</th>
            <th scope="col" className={cardTable.number}>
              Przydzielone
            </th>
            <th scope="col">Pozostało z budżetu</th>
            <th scope="col">Ważne do</th>
          </tr>
        </thead>
        <tbody>
          {discounts.map((discount) => (
            <tr key={discount.id}>
              <th scope="row">{productLineLabels[discount.productLineId]}</th>
              <td data-label="Wznowienie">{discount.renewal ? 'Tak' : 'Nie'}</td>
              <td data-label="Pakiet">{discount.packageCode ? packageCodeLabels[discount.packageCode] : '–'}</td>
              <td data-label="Przydzielone" className={cardTable.number}>
                {formatNumber(discount.numberAssigned)}
              </td>
              <td data-label="Pozostało z budżetu">
                <Budget discount={discount} />
              </td>
              <td data-label="Ważne do">{formatIsoDateForDisplay(discount.discountExpiryDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The discounts list of the dashboard (000 §2), grouped by discount type: amount, then percent. */
export function DiscountsList() {
  const headingId = useId();
  const discounts = useDiscounts();
  const groups = groupDiscountsByType(discounts.data ?? []);
  return (
    <section aria-labelledby={headingId} className={classes.box}>
      <h2 id={headingId} className={classes.heading}>
        Twoje rabaty
      </h2>
      {discounts.isPending && (
        <div role="status">
          <Loader size="sm" aria-hidden /> {uiMessages.LOADING}
        </div>
      )}
      {discounts.isSuccess && groups.length === 0 && <p>{messages.DISCOUNTS_EMPTY}</p>}
      {groups.map((group) => (
        <DiscountTable key={group.type} caption={group.label} discounts={group.discounts} />
      ))}
    </section>
  );
}
