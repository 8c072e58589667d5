// The one helper of the component tests: renders inside the app's Mantine theme, with the app's
// texts in Portuguese and, when asked, a router at `url`.
import '../i18n/i18n.ts';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '../app/theme.ts';

interface RenderOptions {
  /** Renders inside a router at this address (tables keep their state in the address bar). */
  readonly url?: string;
}

function Providers({ children }: { readonly children: ReactNode }) {
  return (
    // env="test": no transitions and no portals, so what opens is there at once, inside the container.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      {children}
    </MantineProvider>
  );
}

/**
 * Renders `ui` as the app would show it; returns Testing Library's queries and a user-event `user`.
 * Under fake timers use `fireEvent` instead of `user`: Testing Library waits for user-event's
 * actions with a real-time setTimeout that only Jest's fake timers advance.
 */
export function renderWidget(ui: ReactElement, { url }: RenderOptions = {}) {
  void i18n.changeLanguage('pt-BR');
  const user = userEvent.setup();
  if (url === undefined) return { user, router: undefined, ...render(ui, { wrapper: Providers }) };
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  return { user, router, ...render(<RouterProvider router={router} />, { wrapper: Providers }) };
}
