import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Loader.css';
import { Badge, Button, Loader } from '@mantine/core';
import { describeBrowser, formatDateTimeInPoland, messages, type SessionSummary } from '@panel/domain';
import { lazy, Suspense, useState } from 'react';
import { uiMessages } from '../../../lib/ui-messages';
import type { SessionsToEnd } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';
import classes from './Profile.module.css';
import { ProfileBlock } from './ProfileBlock';

const EndSessionsDialog = lazy(() => import('./EndSessionsDialog').then((m) => ({ default: m.EndSessionsDialog })));

const when = (instant: string) => formatDateTimeInPoland(new Date(instant));

function SessionItem({ session, onEnd }: { session: SessionSummary; onEnd: () => void }) {
  const browser = describeBrowser(session.userAgent);
  return (
    <li className={classes.session}>
      <div>
        <div className={classes.sessionName}>
          {browser}
          {session.current && (
            <Badge color="brand.9" variant="filled" ml="xs">
              Ta sesja
            </Badge>
          )}
        </div>
        <p className={classes.sessionFacts}>
          Adres: {session.address ?? messages.DATA_UNAVAILABLE} · Ostatnia aktywność: {when(session.lastSeenAt)} · Zalogowano: {when(session.createdAt)}
        </p>
      </div>
      {!session.current && (
        <Button size="xs" variant="outline" color="red.8" aria-label={`Zakończ sesję: ${browser}, ostatnia aktywność ${when(session.lastSeenAt)}`} onClick={onEnd}>
          Zakończ
        </Button>
      )}
    </li>
  );
}

/** 'Aktywne sesje' (ASVS V7.5.2; decision 123): every open session of the agent; end one or all the others. */
export function SessionsBlock() {
  const sessions = useSessions();
  const [ending, setEnding] = useState<{ which: SessionsToEnd; description: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const others = (sessions.data ?? []).filter((session) => !session.current);

  const open = (which: SessionsToEnd, description: string) => {
    setDone(null);
    setEnding({ which, description });
  };

  return (
    <ProfileBlock title="Aktywne sesje">
      <p className={classes.sessionFacts}>Przeglądarki, w których jesteś zalogowany. Jeśli którejś nie rozpoznajesz, zakończ ją i zmień hasło.</p>
      {sessions.isPending && (
        <div role="status">
          <Loader size="sm" aria-hidden /> {uiMessages.LOADING}
        </div>
      )}
      {sessions.data && (
        <ul className={classes.sessions}>
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} onEnd={() => open({ id: session.id }, describeBrowser(session.userAgent))} />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <Button size="sm" variant="outline" color="red.8" mt="sm" onClick={() => open('others', '')}>
          Zakończ wszystkie pozostałe sesje
        </Button>
      )}
      {done && (
        <p role="status" className={classes.success}>
          {done}
        </p>
      )}
      {ending && (
        <Suspense fallback={null}>
          <EndSessionsDialog
            which={ending.which}
            description={ending.description}
            onClose={() => setEnding(null)}
            onEnded={() => {
              setDone(ending.which === 'others' ? messages.OTHER_SESSIONS_ENDED : messages.SESSION_ENDED);
              setEnding(null);
            }}
          />
        </Suspense>
      )}
    </ProfileBlock>
  );
}
