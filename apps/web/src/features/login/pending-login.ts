import type { Credentials, LoginKind } from './api.ts';

/** A login refused because the account is open elsewhere, waiting for the user's choice. */
export interface PendingLogin {
  readonly kind: LoginKind;
  readonly credentials: Credentials;
  /** The login address it came from, for 'Voltar'. */
  readonly returnTo: string;
}

// Kept in memory only: the password never reaches storage or the browser history.
let pending: PendingLogin | null = null;

export const pendingLogin = {
  get: (): PendingLogin | null => pending,
  set: (value: PendingLogin): void => {
    pending = value;
  },
  clear: (): void => {
    pending = null;
  },
};
