import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Burger.css';
import { Burger } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { BrandMark } from '../../components/ui/BrandMark';
import { Toaster } from '../../components/ui/toaster/Toaster';
import { LogoutButton } from '../../features/auth/components/LogoutButton';
import { UserBox } from '../../features/auth/components/UserBox';
import { CaseLauncher } from '../../features/cases/components/CaseLauncher';
import { ComplaintLauncher } from '../../features/complaints/components/ComplaintLauncher';
import { OrderDocumentsRedirect } from '../../features/handoffs/components/OrderDocumentsRedirect';
import { ContactDataCheck } from '../../features/profile/components/ContactDataCheck';
import { HeaderPolicySearch } from '../../features/policies/components/HeaderPolicySearch';
import { RenewalLauncher } from '../../features/renewal/components/RenewalLauncher';
import { ResignationLauncher } from '../../features/resignation/components/ResignationLauncher';
import { TravelSearchLauncher } from '../../features/travel-search/components/TravelSearchLauncher';
import { VehicleSaleLauncher } from '../../features/vehicle-sale/components/VehicleSaleLauncher';
import { pcMediaQuery } from '../../lib/breakpoints';
import { useSession } from '../../lib/session/context';
import { useTrackPageViews } from '../../lib/tracking';
import { productName } from '../../lib/session/product';
import { BootFallback } from '../BootFallback';
import classes from './AppLayout.module.css';
import { ServiceMenu, SystemsMenu } from './HeaderMenus';
import { MainNav } from './MainNav';
import { SkipLink } from './SkipLink';

const MAIN_ID = 'tresc';
// The drawer's code (Mantine's Drawer and focus trap) loads on the burger's first click.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

function Brand({ size }: { size: number }) {
  const { user } = useSession();
  return (
    <div className={classes.brand}>
      <BrandMark size={size} />
      <p className={classes.product}>{productName(user.agentType)}</p>
    </div>
  );
}

/**
 * The shell (decision 153). On a PC: the sidebar (brand, main navigation) and a one-line top bar (search, the user's
 * facts, 'Obsługa polisy', 'Systemy', logout). Below a PC's width: a burger, the brand and the search; the rest is in
 * the menu drawer. The toasts sit in their own area under the top bar, so they never cover the page.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const isPc = useMediaQuery(pcMediaQuery, true, { getInitialValueInEffect: false });
  const [menuOpened, menu] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    menu.close();
    burger.current?.focus();
  };
  useTrackPageViews();

  return (
    <div className={classes.layout} data-pc={isPc || undefined}>
      <SkipLink targetId={MAIN_ID} />
      {isPc && (
        <div className={classes.sidebar}>
          <MainNav>
            <Brand size={32} />
          </MainNav>
        </div>
      )}
      <div className={classes.column}>
        <header className={classes.topbar}>
          {!isPc && (
            <>
              <Burger ref={burger} opened={menuOpened} onClick={() => {
                  setDrawerWanted(true);
                  menu.toggle();
                }} aria-label="Menu" aria-expanded={menuOpened} size="sm" />
              <Brand size={26} />
            </>
          )}
          <div className={classes.search}>
            <HeaderPolicySearch />
          </div>
          {isPc && (
            <>
              <UserBox layout="bar" />
              <ServiceMenu />
              <SystemsMenu />
              <LogoutButton />
            </>
          )}
        </header>
        <Toaster />
        <main id={MAIN_ID} tabIndex={-1} className={classes.main}>
          <Suspense fallback={<BootFallback />}>
            {children}
          </Suspense>
        </main>
      </div>
      {!isPc && drawerWanted && (
        <Suspense>
          <MenuDrawer opened={menuOpened} onClose={closeMenu} />
        </Suspense>
      )}
      <CaseLauncher />
      <ComplaintLauncher />
      <RenewalLauncher />
      <ResignationLauncher />
      <VehicleSaleLauncher />
      <TravelSearchLauncher />
      <OrderDocumentsRedirect />
      <ContactDataCheck />
    </div>
  );
}
