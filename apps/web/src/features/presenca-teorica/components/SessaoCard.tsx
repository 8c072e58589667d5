import type { AulaTeorica } from '@cfc/contract';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChecklist, IconClock, IconDoor, IconPhoto, IconUser, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusAulaBadge } from './StatusAulaBadge.tsx';

function Info({ icon, children }: { readonly icon: ReactNode; readonly children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

interface SessaoCardProps {
  readonly aula: AulaTeorica;
  /** Where the attendance sheet opens: a link, or a callback (the instructor's modal). */
  readonly to?: string;
  readonly onAbrirFolha?: (aula: AulaTeorica) => void;
}

/** One theory session: when, what, where and who, its attendance so far, and the way into its sheet. */
export function SessaoCard({ aula, to, onAbrirFolha }: SessaoCardProps) {
  const { t } = useTranslation();
  const label = t('presencaTeorica.sessao.folha');
  const titulo = `${aula.disciplina_nome} · ${aula.turma_nome}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={titulo}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={700} size="lg">
              {`${aula.hora_inicio}–${aula.hora_fim}`}
            </Text>
            <Text fw={600}>{aula.disciplina_nome}</Text>
            <Text size="sm" c="dimmed">
              {aula.turma_nome}
            </Text>
          </Stack>
          <StatusAulaBadge status={aula.status} />
        </Group>
        <Group gap="md" wrap="wrap">
          <Info icon={<IconDoor size={16} aria-hidden />}>{aula.sala_nome}</Info>
          <Info icon={<IconUser size={16} aria-hidden />}>{aula.instrutor_nome}</Info>
          <Info icon={<IconClock size={16} aria-hidden />}>
            {t('presencaTeorica.sessao.horasAula', { count: aula.horas_aula })}
          </Info>
          <Info icon={<IconUsers size={16} aria-hidden />}>
            {t('presencaTeorica.sessao.presentes', { presentes: aula.presentes, alunos: aula.alunos })}
          </Info>
          <Info icon={<IconPhoto size={16} aria-hidden />}>
            {t('presencaTeorica.sessao.fotos', { count: aula.fotos })}
          </Info>
        </Group>
        {to ? (
          <Button
            component={Link}
            to={to}
            size="md"
            variant={aula.status === 'aberta' ? 'filled' : 'light'}
            leftSection={<IconChecklist size={18} aria-hidden />}
            aria-label={`${label}: ${titulo}`}
          >
            {label}
          </Button>
        ) : (
          <Button
            size="md"
            variant={aula.status === 'aberta' ? 'filled' : 'light'}
            leftSection={<IconChecklist size={18} aria-hidden />}
            onClick={() => onAbrirFolha?.(aula)}
            aria-label={`${label}: ${titulo}`}
          >
            {label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
