import {
  formatAmount,
  formatIsoDateForDisplay,
  groupDiscountsByType,
  messages,
  packageCodeLabels,
  productLineLabels,
} from '@panel/domain';
import facts from '../../../components/ui/Facts.module.css';
import { uiMessages } from '../../../lib/ui-messages';
import { useProfileDiscounts } from '../api/get-discounts';
import classes from './Profile.module.css';
import { ProfileBlock } from './ProfileBlock';

/** Discounts grouped by type (000 §2, §3 Discount): the budget left against the total, and the expiry date. */
export function DiscountsBlock() {
  const discounts = useProfileDiscounts();
  const groups = groupDiscountsByType(discounts.data ?? []);
  return (
    <ProfileBlock title="Rabaty">
      {discounts.isPending && <p role="status">{uiMessages.LOADING}</p>}
      {discounts.isSuccess && groups.length === 0 && <p>{messages.DISCOUNTS_EMPTY}</p>}
      {groups.map((group) => (
        <section key={group.type} aria-label={group.label}>
          <h3 className={classes.group}>
            {group.label}
          </h3>
          <ul className={classes.discounts}>
            {group.discounts.map((discount) => (
              <li key={discount.id}>
                <dl className={facts.facts}>
                  <div>
                    <dt>Produkt</dt>
                    <dd>
                      {productLineLabels[discount.productLineId]}
                      {discount.packageCode && ` – ${packageCodeLabels[discount.packageCode]}`}
                      {discount.renewal && ' (wznowienie)'}
                    </dd>
                  </div>
                  <div>
                    <dt>Pozostało z budżetu</dt>
                    <dd>
                      {formatAmount(discount.amountLeft)} z {formatAmount(discount.amountTotal)}
                    </dd>
                  </div>
                  <div>
                    <dt>Ważne do</dt>
                    <dd>{formatIsoDateForDisplay(discount.discountExpiryDate)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </ProfileBlock>
  );
}
