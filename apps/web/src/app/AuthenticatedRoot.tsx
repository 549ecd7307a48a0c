import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorBox } from '../components/ui/ErrorBox';
import { LoadingIndicator } from '../components/ui/LoadingIndicator';
import { logServerErrors } from '../lib/action-log';
import { createQueryClient } from '../lib/query-client';
import { AppLayout } from './layout/AppLayout';
import { SessionGate } from './SessionGate';

/** Everything behind the login: one query cache per session, so leaving for /login drops every cached answer. */
export function AuthenticatedRoot() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => logServerErrors(), []);

  return (
    <QueryClientProvider client={queryClient}>
      {/* Below dialogs (Mantine's modal layer is 200): a toaster that never times out must not cover a dialog's buttons. */}
      <Notifications zIndex={150} />
      <ErrorBox />
      <LoadingIndicator />
      <SessionGate>
        <AppLayout />
      </SessionGate>
    </QueryClientProvider>
  );
}
