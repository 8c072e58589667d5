import { Button, Group, Modal, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** sessionStorage flag: the notice shows once per browser session (SPEC §2.5, §4). */
const SEEN_KEY = 'aviso_fotos_visto';

/** 'Aviso Importante!': students and instructors are told that lessons take presence photos. */
export function PhotoNoticeModal() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(() => window.sessionStorage.getItem(SEEN_KEY) === null);

  function close() {
    window.sessionStorage.setItem(SEEN_KEY, 'true');
    setOpened(false);
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      title={
        <Group gap="xs">
          <IconCamera size={20} aria-hidden />
          <Text fw={700}>{t('photoNotice.title')}</Text>
        </Group>
      }
    >
      <Text>{t('photoNotice.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={close}>{t('photoNotice.ok')}</Button>
      </Group>
    </Modal>
  );
}
