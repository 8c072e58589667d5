import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate, relativeTime } from '../../../ui/format.ts';

/** A moment of a camera: its date and time, and how long ago it was; 'Nunca' without one. */
export function WhenCell({ value, now }: { readonly value: string | null; readonly now: Date }) {
  const { t, i18n } = useTranslation();
  if (value === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('cameras.never')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{displayDate(value)}</Text>
      <Text size="xs" c="dimmed">
        {relativeTime(value, now, i18n.language)}
      </Text>
    </Stack>
  );
}
