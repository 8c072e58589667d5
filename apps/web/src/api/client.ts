import i18next from 'i18next';
import { loginPathFor } from '../routing/landing.ts';
import { sessionExpiry } from '../session/expiry.ts';
import { sessionStore } from '../session/session.ts';
import { createApiClient } from './http-client.ts';

export { ApiError, type RequestOptions, serverMessage } from './http-client.ts';

/** The one HTTP client of the web app: session headers, refresh-and-replay, session expiry. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  session: sessionStore,
  onSessionExpired: () => sessionExpiry.markExpired(loginPathFor(sessionStore.get())),
  onAuthenticated: sessionExpiry.markAuthenticated,
  // The instance i18n/i18n.ts sets up; its language menu changes what the server answers in.
  language: () => i18next.language,
});
