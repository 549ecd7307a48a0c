import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Text.css';
import { Button, Container, Text } from '@mantine/core';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '../lib/router';
import { HttpError } from '../lib/http';
import { SessionContext } from '../lib/session/context';
import { allFeaturesOff, useFeaturesQuery } from '../lib/session/features';
import { developmentRoles, useRolesQuery } from '../lib/session/roles';
import { markSessionOpen } from '../lib/session/session-mark';
import { useUserInfoQuery } from '../lib/session/user-info';
import { uiMessages } from '../lib/ui-messages';
import { paths } from '../lib/paths';
import { PASSWORD_BOX_ID, TWO_FACTOR_BOX_ID } from '../features/profile/password-box';

const isUnauthorized = (error: Error | null) => error instanceof HttpError && error.status === 401;

/** Loads the user, roles and feature flags; without a session it sends the user to the login page and back. */
export function SessionGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const userQuery = useUserInfoQuery();
  const rolesQuery = useRolesQuery();
  const featuresQuery = useFeaturesQuery();
  const loggedIn = userQuery.isSuccess;
  // The panel is drawn in a render React may interrupt (a transition): the answers themselves re-render at once, and
  // drawing the whole shell and page in that one task kept a phone's main thread busy for hundreds of ms.
  const shown = useDeferredValue(!(userQuery.isPending || rolesQuery.isPending || featuresQuery.isPending));
  useEffect(() => {
    if (loggedIn) markSessionOpen();
  }, [loggedIn]);

  if ([userQuery, rolesQuery, featuresQuery].some((query) => isUnauthorized(query.error))) {
    const returnTo = location.pathname + location.search + location.hash;
    return <Navigate to={paths.login.getHref(returnTo)} />;
  }
  if (userQuery.isError) {
    return (
      <Container component="main" py="xl">
        <Text mb="md">{uiMessages.SESSION_LOAD_ERROR}</Text>
        <Button onClick={() => void userQuery.refetch()}>Spróbuj ponownie</Button>
      </Container>
    );
  }
  if (!shown || userQuery.isPending || rolesQuery.isPending || featuresQuery.isPending) return null;

  // An expired password lets the agent only change it (decision 120), a due enrolment only turn two-factor login on (125).
  const { passwordExpired, twoFactorRequired } = userQuery.data;
  if ((passwordExpired || twoFactorRequired) && location.pathname !== paths.profile.path) {
    return <Navigate to={`${paths.profile.path}#${passwordExpired ? PASSWORD_BOX_ID : TWO_FACTOR_BOX_ID}`} />;
  }
  const session = {
    user: userQuery.data,
    roles: rolesQuery.data ?? (rolesQuery.isError ? developmentRoles() : undefined) ?? [],
    features: featuresQuery.data ?? allFeaturesOff,
  };
  return <SessionContext value={session}>{children}</SessionContext>;
}
