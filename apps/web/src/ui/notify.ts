import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client.ts';

/** The server's own words after a change (e.g. the e-mail sent to a new administrator). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'brand', message });
}

/** The server's `mensagem` when it sent one, otherwise the screen's fallback text. */
export function notifyError(error: unknown, fallback: string): void {
  const message = error instanceof ApiError && error.mensagem ? error.mensagem : fallback;
  notifications.show({ color: 'danger', message });
}
