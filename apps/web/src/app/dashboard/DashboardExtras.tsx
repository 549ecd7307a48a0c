import { lazy, Suspense } from 'react';
import classes from './DashboardExtras.module.css';

const Banner = lazy(() => import('../../features/welcome/components/Banner').then((m) => ({ default: m.Banner })));
const CalculationBox = lazy(() =>
  import('../../features/calculations/components/CalculationBox').then((m) => ({ default: m.CalculationBox })),
);
const TermsOfServiceLink = lazy(() =>
  import('../../features/calculations/components/TermsOfServiceLink').then((m) => ({ default: m.TermsOfServiceLink })),
);
const DiscountsList = lazy(() =>
  import('../../features/discounts/components/DiscountsList').then((m) => ({ default: m.DiscountsList })),
);
const HomeCalculationExpiryToaster = lazy(() =>
  import('../../features/calculations/components/HomeCalculationExpiryToaster').then((m) => ({
    default: m.HomeCalculationExpiryToaster,
  })),
);

const PasswordChangeReminder = lazy(() =>
  import('../../features/profile/components/PasswordChangeReminder').then((m) => ({ default: m.PasswordChangeReminder })),
);

/** The banner above the grid (000 §2 "the dashboard also shows") and the password change reminder. */
export function DashboardBanner() {
  return (
    <Suspense fallback={null}>
      <PasswordChangeReminder />
      <Banner />
      <HomeCalculationExpiryToaster />
    </Suspense>
  );
}

/** The calculation box with the terms link, and the discounts list, below the grid. */
export function DashboardBlocks() {
  return (
    <Suspense fallback={null}>
      <div className={classes.blocks}>
        <div>
          <CalculationBox />
          <p className={classes.terms}>
            <TermsOfServiceLink />
          </p>
        </div>
        <DiscountsList />
      </div>
    </Suspense>
  );
}
