import { lazy, Suspense } from 'react';
import { useInView } from '../../lib/use-in-view';
import { PasswordChangeReminder } from '../../features/profile/components/PasswordChangeReminder';
import { Banner } from '../../features/welcome/components/Banner';
import classes from './DashboardExtras.module.css';

const CalculationBox = lazy(() =>
  import('../../features/calculations/components/CalculationBox').then((m) => ({ default: m.CalculationBox })),
);
const TermsOfServiceLink = lazy(() =>
  import('../../features/calculations/components/TermsOfServiceLink').then((m) => ({ default: m.TermsOfServiceLink })),
);
const DiscountsList = lazy(() =>
  import('../../features/discounts/components/DiscountsList').then((m) => ({ default: m.DiscountsList })),
);
/**
 * The password change reminder and the banner above the grid (000 §2 "the dashboard also shows"): part of the page's
 * own code, not loaded later, since the page shows only once they are known (DashboardPage).
 */
export function DashboardBanner() {
  return (
    <>
      <PasswordChangeReminder />
      <Banner />
    </>
  );
}

/**
 * The calculation box with the terms link, and the discounts list, below the grid. Like a widget's content, they load
 * when scrolled near (decision 025): on a phone they sit several screens down.
 */
export function DashboardBlocks() {
  const [ref, near] = useInView<HTMLDivElement>();
  return (
    <div ref={ref} className={classes.blocks}>
      {near && (
        <Suspense fallback={null}>
          <div>
            <CalculationBox />
            <p className={classes.terms}>
              <TermsOfServiceLink />
            </p>
          </div>
          <DiscountsList />
        </Suspense>
      )}
    </div>
  );
}
