import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session/context';
import { useUdpConfig } from '../api/get-udp-config';
import { useUdpInit } from '../api/get-udp-init';

const ContactDataPopup = lazy(() => import('./ContactDataPopup').then((m) => ({ default: m.ContactDataPopup })));

/** 'Przypomnij później' holds for this tab until it is closed; the next login asks again (decision 122). */
const POSTPONED_KEY = 'panel.contactData.postponed';

const isPostponed = () => sessionStorage.getItem(POSTPONED_KEY) === '1';

/**
 * The contact data popup (000 §2 udp): when the popup is on and the agent has not confirmed the contact data yet, asks
 * to confirm or correct them. Its form loads only when it is shown.
 */
export function ContactDataCheck() {
  const { user } = useSession();
  const config = useUdpConfig();
  const [closed, setClosed] = useState(isPostponed);
  const [confirmed, setConfirmed] = useState(false);
  const enabled = config.data?.enabled === true && !user.passwordExpired && !closed;
  const status = useUdpInit(enabled);
  if (!enabled || status.data?.confirmed !== false) return null;
  return (
    <Suspense fallback={null}>
      <ContactDataPopup
        formUrl={config.data!.udpFormUrl}
        onConfirmed={() => setConfirmed(true)}
        onClose={() => {
          if (!confirmed) sessionStorage.setItem(POSTPONED_KEY, '1');
          setClosed(true);
        }}
      />
    </Suspense>
  );
}
