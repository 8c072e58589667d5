import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProcessosDoAluno } from '../api.ts';
import { consultaPath } from '../links.ts';
import { AptidaoPanel } from './AptidaoPanel.tsx';
import { StatusBadge } from './StatusBadge.tsx';

/**
 * A student's licensing processes on the student's page: category, hours, and whether they may take
 * the practical exam, with what is missing. Closed processes are left to the process search.
 */
export function ProcessosDoAlunoCard({ alunoId }: { readonly alunoId: number }) {
  const { t } = useTranslation();
  const processos = useProcessosDoAluno(alunoId);
  const abertos = processos.data?.filter((processo) => processo.status === 'aberto') ?? [];
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="sm">
        {t('processos.doAluno.title')}
      </Title>
      {processos.isPending ? (
        <Skeleton h={80} />
      ) : processos.isError ? (
        <Text size="sm" c="danger.7">
          {t('processos.doAluno.loadError')}
        </Text>
      ) : abertos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('processos.doAluno.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          {abertos.map((processo) => (
            <Stack key={processo.id_processo} gap="xs">
              <Group justify="space-between" gap="xs">
                <Anchor component={Link} to={consultaPath(processo.id_processo)} fw={600} size="sm">
                  {t('processos.doAluno.processo', {
                    categoria: processo.categoria,
                    renach: processo.renach,
                  })}
                </Anchor>
                <StatusBadge processo={processo} />
              </Group>
              <Text size="sm" c="dimmed">
                {t(
                  processo.horas_realizadas > processo.horas_requeridas
                    ? 'processos.horasProgressAcima'
                    : 'processos.horasProgress',
                  { realizadas: processo.horas_realizadas, requeridas: processo.horas_requeridas },
                )}
              </Text>
              <AptidaoPanel aptidao={processo.aptidao} />
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
