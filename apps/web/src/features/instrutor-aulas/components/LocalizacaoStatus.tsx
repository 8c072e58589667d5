import { Alert, Button, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconMapPinCheck, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Fix, GeoFailure } from '../geolocation.ts';

export type Localizacao =
  | { readonly kind: 'obtendo' }
  | { readonly kind: 'ok'; readonly fix: Fix }
  | { readonly kind: 'erro'; readonly motivo: GeoFailure };

/** Where the phone is, as the start or the finish will record it; a failure says why and tries again. */
export function LocalizacaoStatus({
  state,
  onRetry,
  error,
}: {
  readonly state: Localizacao;
  readonly onRetry: () => void;
  readonly error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Input.Label required size="md">
        {t('instrutorAulas.registro.localizacao')}
      </Input.Label>
      <div role="status">
        {state.kind === 'obtendo' && (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('instrutorAulas.gps.obtendo')}</Text>
          </Group>
        )}
        {state.kind === 'ok' && (
          <Group gap="xs" wrap="nowrap">
            <IconMapPinCheck size={22} color="var(--mantine-color-brand-8)" aria-hidden />
            <Text size="sm" fw={500}>
              {state.fix.precisao_metros === null
                ? t('instrutorAulas.gps.obtida')
                : t('instrutorAulas.gps.obtidaPrecisao', { metros: state.fix.precisao_metros })}
            </Text>
          </Group>
        )}
      </div>
      {state.kind === 'erro' && (
        <Alert color="danger" icon={<IconAlertTriangle aria-hidden />} p="sm">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(`instrutorAulas.gps.erros.${state.motivo}`)}</Text>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onRetry}
            >
              {t('instrutorAulas.gps.tentar')}
            </Button>
          </Stack>
        </Alert>
      )}
      {error && state.kind !== 'erro' && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
