import type { LoteGetran } from '@cfc/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../ui/format.ts';
import { useLote } from '../api.ts';

const STATUS_COLORS: Record<LoteGetran['status'], string> = {
  na_fila: 'gray',
  executando: 'info',
  concluido: 'brand',
  falhou: 'danger',
};

interface LoteArtisanModalProps {
  /** The batch started by the artisan command; null closes the modal. */
  readonly loteId: number | null;
  readonly escola: string;
  /** Once, when the batch is over (concluded or failed): the list is reloaded. */
  readonly onDone: () => void;
  readonly onClose: () => void;
}

function Count({
  label,
  value,
  color,
}: {
  readonly label: string;
  readonly value: number;
  readonly color: string;
}) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700} c={color} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The progress of 'Limpar Status e Enviar (Artisan)': the batch is asked every second until it is
 * concluded or failed (GET /getran/lotes/{id}).
 */
export function LoteArtisanModal({ loteId, escola, onDone, onClose }: LoteArtisanModalProps) {
  const { t } = useTranslation();
  const lote = useLote(loteId);
  const data = lote.data;
  const done = data?.status === 'concluido' || data?.status === 'falhou';

  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (done && data && reported.current !== data.id) {
      reported.current = data.id;
      onDone();
    }
  }, [done, data, onDone]);

  let body: ReactNode;
  if (lote.isPending) {
    body = (
      <Group gap="sm">
        <Loader size="sm" />
        <Text size="sm">{t('enviosGetran.lote.carregando')}</Text>
      </Group>
    );
  } else if (lote.isError || !data) {
    body = (
      <Alert color="danger" icon={<IconAlertCircle size={18} aria-hidden />}>
        {t('enviosGetran.lote.erroCarregar')}
      </Alert>
    );
  } else {
    const percent = data.total > 0 ? Math.round((data.processadas / data.total) * 100) : done ? 100 : 0;
    body = (
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t('enviosGetran.lote.periodo', {
              escola,
              inicio: displayDate(data.inicio),
              fim: displayDate(data.fim),
            })}
          </Text>
          <Badge color={STATUS_COLORS[data.status]} variant="light" radius="sm" tt="none" size="lg">
            {t(`enviosGetran.lote.status.${data.status}`)}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Progress
            value={percent}
            size="lg"
            radius="xl"
            animated={!done}
            striped={!done}
            color={data.status === 'falhou' ? 'danger' : 'brand'}
            aria-label={t('enviosGetran.lote.progresso', {
              processadas: data.processadas,
              total: data.total,
            })}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('enviosGetran.lote.progresso', { processadas: data.processadas, total: data.total })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Count label={t('enviosGetran.lote.aceitas')} value={data.aceitas} color="brand.8" />
          <Count label={t('enviosGetran.lote.rejeitadas')} value={data.rejeitadas} color="danger.7" />
          <Count label={t('enviosGetran.lote.falhas')} value={data.falhas} color="warning.8" />
          <Count label={t('enviosGetran.lote.limpas')} value={data.limpas} color="info.8" />
        </SimpleGrid>
        {data.erro && (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
            {data.erro}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Modal opened={loteId !== null} onClose={onClose} title={t('enviosGetran.lote.title')} size="lg" centered>
      <Stack gap="md">
        {body}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('enviosGetran.lote.fechar')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
