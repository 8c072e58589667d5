import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '../ui/constants.ts';

/** Where the toasts of ui/notify.ts show: SPEC §9's corner and duration. */
export function Toasts() {
  return <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />;
}
