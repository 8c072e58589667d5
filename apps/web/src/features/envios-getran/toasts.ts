import { notifications } from '@mantine/notifications';
import { LONG_TOAST_DURATION_MS } from '../../ui/constants.ts';

/**
 * The toasts of SPEC §8 that ui/notify.ts has no helper for yet (information, warning, and the
 * 5000 ms one after an annotation removal); success and failure go through ui/notify.ts.
 */
export function notifyInfo(message: string): void {
  notifications.show({ color: 'info', message });
}

export function notifyWarning(message: string): void {
  notifications.show({ color: 'warning', message });
}

export function notifyLongSuccess(message: string): void {
  notifications.show({ color: 'brand', message, autoClose: LONG_TOAST_DURATION_MS });
}
