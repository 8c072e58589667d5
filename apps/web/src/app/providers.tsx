import '@mantine/core/styles.css';
import '../ui/global.css';
import '../i18n/i18n.ts';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { cssVariablesResolver, theme } from './theme.ts';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

const Toasts = lazy(() => import('./Toasts.tsx').then((module) => ({ default: module.Toasts })));

/**
 * The toasts' container (Mantine's notifications, their transitions and scroll lock) loads with the
 * first toast, not with the page: most visits to the login page show none. The toast waits in the
 * notifications' store meanwhile.
 */
function DeferredToasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  const shown = notifications.length + queue.length > 0;
  useEffect(() => {
    if (shown) setWanted(true);
  }, [shown]);
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
