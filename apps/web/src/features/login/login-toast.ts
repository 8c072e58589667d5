import { LOGIN_ERROR_TOAST_MS } from '../../ui/constants.ts';
import { notifyFailure } from '../../ui/notify.ts';
import { type LoginKind, loginErrorMessage } from './api.ts';

/** The login error toast of SPEC §8/§9: the server's text, 3000 ms, top left. */
export function showLoginFailure(kind: LoginKind, error: unknown, fallback: string): void {
  notifyFailure(loginErrorMessage(kind, error) ?? fallback, {
    position: 'top-left',
    autoClose: LOGIN_ERROR_TOAST_MS,
  });
}
