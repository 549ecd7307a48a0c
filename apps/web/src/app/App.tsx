import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from './AppErrorBoundary';
import { cssVariablesResolver, theme } from '../lib/theme';

/** Providers shared by every screen; `children` is the router with AppRoutes. */
export function App({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <AppErrorBoundary>{children}</AppErrorBoundary>
    </MantineProvider>
  );
}
