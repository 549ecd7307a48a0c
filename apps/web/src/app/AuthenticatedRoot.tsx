import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ErrorBox } from '../components/ui/ErrorBox';
import { LoadingIndicator } from '../components/ui/LoadingIndicator';
import { logServerErrors } from '../lib/action-log';
import { createQueryClient } from '../lib/query-client';
import { AppLayout } from './layout/AppLayout';
import { SessionGate } from './SessionGate';

/** Everything behind the login (`children`: the page): one query cache per session, so leaving for /login drops every cached answer. */
export function AuthenticatedRoot({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => logServerErrors(), []);

  return (
    <QueryClientProvider client={queryClient}>
      <ErrorBox />
      <LoadingIndicator />
      <SessionGate>
        <AppLayout>{children}</AppLayout>
      </SessionGate>
    </QueryClientProvider>
  );
}
