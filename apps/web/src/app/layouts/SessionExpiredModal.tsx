import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEndSession } from '../../features/login/use-logout.ts';
import { useCurrentRouteName } from '../../routing/current-route.ts';
import { routeByName } from '../../routing/routes.ts';
import { useSessionExpiry } from '../../session/expiry.ts';

/**
 * SPEC §2.2: the session is over (expired, or the user logged in on another device). Shown on the
 * logged-in screens and on the class stream; OK leads to the login of the user's role.
 */
export function SessionExpiredModal() {
  const { t } = useTranslation();
  const expiry = useSessionExpiry();
  const routeName = useCurrentRouteName();
  const endSession = useEndSession();
  const shows =
    expiry !== null &&
    routeName !== undefined &&
    (routeByName(routeName).access.kind === 'private' || routeName === 'mobileStream');

  return (
    <Modal
      opened={shows}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={<Text fw={700}>{t('session.expiredTitle')}</Text>}
    >
      <Text>{t('session.expired')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => expiry && void endSession(expiry.loginPath)} data-autofocus>
          {t('session.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
