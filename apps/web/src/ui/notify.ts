import { type NotificationData, notifications } from '@mantine/notifications';
import { serverMessage } from '../api/client.ts';

/** The server's own words after a change (e.g. the e-mail sent to a new administrator), when it sent any. */
export function notifySuccess(message: string | undefined): void {
  if (message) notifications.show({ color: 'brand', message });
}

/** A failure toast; `options` for the few that need a title, a place or a duration of their own. */
export function notifyFailure(
  message: string,
  options: Pick<NotificationData, 'title' | 'position' | 'autoClose'> = {},
): void {
  notifications.show({ color: 'danger', message, ...options });
}

/** The server's `mensagem` when it sent one, otherwise the screen's fallback text. */
export function notifyError(error: unknown, fallback: string): void {
  notifyFailure(serverMessage(error) || fallback);
}
