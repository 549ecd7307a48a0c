import { welcomeFragment, type WelcomeFragment as Fragment } from '@panel/domain';
import { useEffect, useState } from 'react';
import { PageTitle } from '../../../components/ui/PageTitle';
import { useLogAction } from '../../../lib/action-log';
import { usePermission } from '../../../lib/permission';
import { useSession } from '../../../lib/session/context';
import { productNameLocative } from '../../../lib/session/product';
import { useSmartInfoShown } from '../api/get-smart-info-shown';
import { useRecordWelcomeVisit } from '../api/record-welcome-visit';
import { SmartInfoFragment } from './SmartInfoFragment';
import { WelcomeFragment } from './WelcomeFragment';

/** Records the visit once and keeps the fragment it opened with, though recording turns the smart-info flag on. */
function WelcomeContent({ fragment }: { fragment: Fragment }) {
  const [shownFragment] = useState(fragment);
  const { mutate: recordVisit } = useRecordWelcomeVisit();
  useEffect(() => {
    recordVisit({ smartInfo: shownFragment === 'SMART_INFO' });
  }, [recordVisit, shownFragment]);
  return shownFragment === 'SMART_INFO' ? <SmartInfoFragment /> : <WelcomeFragment />;
}

/** /welcome: 'Witaj w Panelu Agenta' (or 'Dealera') with the smart-info fragment or the welcome fragment. */
export function WelcomePage() {
  const { user } = useSession();
  useLogAction('pp_agent_welcome');
  const hasSmartInfoRole = usePermission({ roles: ['ROLE_SHOW_PHOTOSMART_INFO'] });
  const shown = useSmartInfoShown(hasSmartInfoRole);
  const ready = !hasSmartInfoRole || !shown.isPending;
  return (
    <>
      <PageTitle title={`Witaj w ${productNameLocative(user.agentType)}`} />
      {ready && <WelcomeContent fragment={welcomeFragment({ hasSmartInfoRole, smartInfoShown: shown.data?.shown ?? true })} />}
    </>
  );
}
