// The one helper of the component tests: renders inside the app's Mantine theme, with the app's
// texts in Portuguese and, when asked, a router at `url` and a query cache.
import '../i18n/i18n.ts';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme.ts';

interface RenderOptions {
  /** Renders inside a router at this address (tables keep their state in the address bar). */
  readonly url?: string;
  /**
   * The query cache of a widget that reads the API (`useEndpointQuery`): seed it with what the
   * widget asks (`setQueryData` under `queryKeyOf`, a long `staleTime`), so no call leaves the test.
   */
  readonly queryClient?: QueryClient;
}

function Providers({
  children,
  queryClient,
}: {
  readonly children: ReactNode;
  readonly queryClient: QueryClient | undefined;
}) {
  return (
    // env="test": no transitions and no portals, so what opens is there at once, inside the container.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}
    </MantineProvider>
  );
}

/**
 * Renders `ui` as the app would show it; returns Testing Library's queries and a user-event `user`.
 * Under fake timers use `fireEvent` instead of `user`: Testing Library waits for user-event's
 * actions with a real-time setTimeout that only Jest's fake timers advance.
 */
export function renderWidget(ui: ReactElement, { url, queryClient }: RenderOptions = {}) {
  void i18n.changeLanguage('pt-BR');
  const user = userEvent.setup();
  // One wrapper per rendering, so a `rerender` keeps the same providers.
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <Providers queryClient={queryClient}>{children}</Providers>
  );
  if (url === undefined) return { user, router: undefined, ...render(ui, { wrapper }) };
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  return { user, router, ...render(<RouterProvider router={router} />, { wrapper }) };
}
