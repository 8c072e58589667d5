import { Alert, Button, Code, CopyButton, Group, List, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RecoveryCodesProps {
  readonly codes: readonly string[];
  readonly onDone: () => void;
  /** The button that leaves the list ('Guardei os códigos' by default). */
  readonly doneLabel?: string;
}

/** The one-time recovery codes, shown once right after the second factor is turned on. */
export function RecoveryCodes({ codes, onDone, doneLabel }: RecoveryCodesProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="warning"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('segurancaConta.recovery.title')}
      >
        {t('segurancaConta.recovery.hint')}
      </Alert>
      <List aria-label={t('segurancaConta.recovery.list')} listStyleType="none" spacing={4} ta="center">
        {codes.map((code) => (
          <List.Item key={code}>
            <Code fz="md">{code}</Code>
          </List.Item>
        ))}
      </List>
      <Group justify="space-between">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('segurancaConta.setup.copied') : t('segurancaConta.recovery.copyAll')}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>{doneLabel ?? t('segurancaConta.recovery.done')}</Button>
      </Group>
    </Stack>
  );
}
