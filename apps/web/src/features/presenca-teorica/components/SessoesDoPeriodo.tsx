import type { AulaTeorica } from '@cfc/contract';
import { todayInSaoPaulo } from '@cfc/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/client.ts';
import { capitalize, diaPorExtenso } from '../../instrutor-aulas/index.ts';
import { useSessoes } from '../api.ts';
import { SessaoCard } from './SessaoCard.tsx';

interface SessoesDoPeriodoProps {
  /** Today and the next `dias` days. */
  readonly dias: number;
  readonly linkDaFolha?: (aula: AulaTeorica) => string;
  readonly onAbrirFolha?: (aula: AulaTeorica) => void;
  /** Grid columns on wide screens: of a day's sessions, or of the days (the instructor's phone keeps one). */
  readonly colunas?: number;
  /** Only this instructor's sessions (the instructor's phone). */
  readonly instrutorId?: number;
}

/** The theory sessions of a few days, grouped by day, each with the way into its attendance sheet. */
export function SessoesDoPeriodo({
  dias,
  linkDaFolha,
  onAbrirFolha,
  colunas = 3,
  instrutorId,
}: SessoesDoPeriodoProps) {
  const { t, i18n } = useTranslation();
  const sessoes = useSessoes(dias, instrutorId);
  const hoje = todayInSaoPaulo();

  if (sessoes.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton h={170} radius="md" />
        <Skeleton h={170} radius="md" />
      </Stack>
    );
  }
  if (sessoes.isError) {
    return (
      <Alert color="danger" icon={<IconAlertCircle aria-hidden />} title={t('presencaTeorica.loadError')}>
        <Stack gap="sm" align="flex-start">
          {serverMessage(sessoes.error)}
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void sessoes.refetch()}
          >
            {t('presencaTeorica.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (sessoes.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <IconCalendarOff size={36} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
          <Text c="dimmed" ta="center">
            {dias === 0 ? t('presencaTeorica.vazioHoje') : t('presencaTeorica.vazio')}
          </Text>
        </Stack>
      </Paper>
    );
  }
  const porDia = new Map<string, AulaTeorica[]>();
  for (const aula of sessoes.data) porDia.set(aula.data, [...(porDia.get(aula.data) ?? []), aula]);
  // Wide screens: one day spreads its sessions across the columns; several days are the columns,
  // each with its sessions one under another (a week at a glance).
  const grade = { base: 1, md: Math.min(2, colunas), lg: colunas };
  const variosDias = porDia.size > 1;
  return (
    <SimpleGrid cols={variosDias ? grade : 1} spacing="lg" verticalSpacing="xl">
      {[...porDia.entries()].map(([dia, aulas]) => {
        const nome = capitalize(diaPorExtenso(dia, i18n.language));
        const titulo = dia === hoje ? `${t('presencaTeorica.hoje')} · ${nome}` : nome;
        return (
          <Stack key={dia} gap="sm" component="section" aria-label={titulo}>
            {/* One line, 'Hoje' apart: the days side by side keep their sessions level. */}
            <Group gap="xs" wrap="nowrap">
              <Title order={2} size="h5">
                {nome}
              </Title>
              {dia === hoje && (
                <Badge variant="light" color="brand" style={{ flexShrink: 0 }}>
                  {t('presencaTeorica.hoje')}
                </Badge>
              )}
            </Group>
            <SimpleGrid cols={variosDias ? 1 : grade} spacing="md">
              {aulas.map((aula) => (
                <SessaoCard
                  key={aula.id_aula_teorica}
                  aula={aula}
                  to={linkDaFolha?.(aula)}
                  onAbrirFolha={onAbrirFolha}
                />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}
