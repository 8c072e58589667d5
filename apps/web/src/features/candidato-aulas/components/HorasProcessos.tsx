import type { CandidatoAulasPraticas } from '@cfc/contract';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { progresso } from '../ordem.ts';

type Processo = CandidatoAulasPraticas['processos'][number];

function ProcessoHoras({ processo }: { readonly processo: Processo }) {
  const { t } = useTranslation();
  const { realizadas, agendadas } = progresso(processo);
  const completo = processo.horas_restantes <= 0;
  const titulo = t('candidatoAulas.horas.processo', {
    categoria: processo.categoria,
    renach: processo.renach,
  });
  const resumo = t('candidatoAulas.horas.realizadas', {
    realizadas: processo.horas_realizadas,
    requeridas: processo.horas_requeridas,
  });
  return (
    <Stack gap={6} role="group" aria-label={titulo}>
      <Text size="sm" fw={600}>
        {titulo}
      </Text>
      <Progress.Root size={18} radius="xl" aria-hidden>
        <Progress.Section value={realizadas} color="brand" />
        <Progress.Section value={agendadas} color="info.3" striped />
      </Progress.Root>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700}>
          {resumo}
        </Text>
        {completo ? (
          <Group gap={4}>
            <IconCircleCheck size={16} color="var(--mantine-color-brand-8)" aria-hidden />
            <Text size="sm" c="brand.9" fw={600}>
              {t('candidatoAulas.horas.concluido')}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {`${t('candidatoAulas.horas.agendadas', { count: processo.horas_agendadas })} · ${t(
              'candidatoAulas.horas.restantes',
              { count: processo.horas_restantes },
            )}`}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** Hours done against hours required, for each open process of the student. */
export function HorasProcessos({ processos }: { readonly processos: CandidatoAulasPraticas['processos'] }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="horas-aula" radius="md" p="lg" withBorder>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="horas-aula">
          {t('candidatoAulas.horas.title')}
        </Title>
        <Group gap="sm" aria-hidden>
          <Group gap={4}>
            <span
              style={{ width: 10, height: 10, borderRadius: 5, background: 'var(--mantine-color-brand-5)' }}
            />
            <Text size="xs" c="dimmed">
              {t('candidatoAulas.horas.legendaRealizadas')}
            </Text>
          </Group>
          <Group gap={4}>
            <span
              style={{ width: 10, height: 10, borderRadius: 5, background: 'var(--mantine-color-info-3)' }}
            />
            <Text size="xs" c="dimmed">
              {t('candidatoAulas.horas.legendaAgendadas')}
            </Text>
          </Group>
        </Group>
      </Group>
      {processos.length === 0 ? (
        <Text c="dimmed">{t('candidatoAulas.horas.nenhum')}</Text>
      ) : (
        <Stack gap="lg">
          {processos.map((processo) => (
            <ProcessoHoras key={processo.id_processo} processo={processo} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
