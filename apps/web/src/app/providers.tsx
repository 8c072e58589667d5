import '@mantine/core/styles.css';
import '../ui/global.css';
import '../i18n/i18n.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const Toasts = lazy(() => import('./Toasts.tsx').then((module) => ({ default: module.Toasts })));

/**
 * The toasts' container loads once the app has rendered, not with the first page: no toast comes
 * before the user acts, and one shown meanwhile waits in the notifications' store.
 */
function DeferredToasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => setWanted(true), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DeferredToasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
