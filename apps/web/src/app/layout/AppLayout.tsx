import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Burger.css';
import { Burger } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BrandMark } from '../../components/ui/BrandMark';
import { UserBox } from '../../features/auth/components/UserBox';
import { CaseLauncher } from '../../features/cases/components/CaseLauncher';
import { ComplaintLauncher } from '../../features/complaints/components/ComplaintLauncher';
import { HandoffButtons } from '../../features/handoffs/components/HandoffButtons';
import { OrderDocumentsRedirect } from '../../features/handoffs/components/OrderDocumentsRedirect';
import { ContactDataCheck } from '../../features/profile/components/ContactDataCheck';
import { HeaderPolicySearch } from '../../features/policies/components/HeaderPolicySearch';
import { RenewalLauncher } from '../../features/renewal/components/RenewalLauncher';
import { ResignationLauncher } from '../../features/resignation/components/ResignationLauncher';
import { TravelSearchLauncher } from '../../features/travel-search/components/TravelSearchLauncher';
import { VehicleSaleLauncher } from '../../features/vehicle-sale/components/VehicleSaleLauncher';
import { mobileMediaQuery } from '../../lib/breakpoints';
import { useSession } from '../../lib/session/context';
import { useTrackPageViews } from '../../lib/tracking';
import { productName } from '../../lib/session/product';
import { BootFallback } from '../BootFallback';
import classes from './AppLayout.module.css';
import { MainNav } from './MainNav';
import { SkipLink } from './SkipLink';

const MAIN_ID = 'tresc';
const NAV_ID = 'nawigacja';

export function AppLayout() {
  const { user } = useSession();
  const isMobile = useMediaQuery(mobileMediaQuery, false, { getInitialValueInEffect: false });
  const [menuOpened, menu] = useDisclosure(false);
  useTrackPageViews();

  return (
    <div className={classes.layout}>
      <SkipLink targetId={MAIN_ID} />
      <header className={classes.header}>
        <div className={classes.brand}>
          {isMobile && (
            <Burger opened={menuOpened} onClick={menu.toggle} aria-label="Menu" aria-expanded={menuOpened} aria-controls={NAV_ID} size="sm" />
          )}
          <BrandMark size={28} />
          <p className={classes.product}>{productName(user.agentType)}</p>
        </div>
        <HeaderPolicySearch />
        <UserBox systems={<HandoffButtons />} />
        <div className={classes.requests}>
          <CaseLauncher />
          <ComplaintLauncher />
          <RenewalLauncher />
        </div>
        <ResignationLauncher />
        <VehicleSaleLauncher />
        <TravelSearchLauncher />
        <OrderDocumentsRedirect />
        <ContactDataCheck />
      </header>
      <MainNav id={NAV_ID} vertical={isMobile} hidden={isMobile && !menuOpened} onNavigate={menu.close} />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<BootFallback />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
