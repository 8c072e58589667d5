import type { AulaEad } from '@cfc/contract';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconPlayerPlay, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serverMessage } from '../../../api/client.ts';
import { displayDate } from '../../../ui/format.ts';
import { useAulasEad } from '../api.ts';

export const COR_TRANSMISSAO = { aguardando: 'gray', ao_vivo: 'red', encerrada: 'blue' } as const;

export function consolePath(id: number): string {
  return `?aula=${id}`;
}

function AulaCard({ aula }: { readonly aula: AulaEad }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${aula.disciplina_nome} · ${aula.turma_nome}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Badge
            color={COR_TRANSMISSAO[aula.transmissao]}
            variant={aula.transmissao === 'ao_vivo' ? 'filled' : 'light'}
            style={{ flexShrink: 0 }}
          >
            {t(`eadInstrutor.lista.transmissao.${aula.transmissao}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {displayDate(aula.data, true)} · {aula.hora_inicio}–{aula.hora_fim}
          </Text>
        </Group>
        <Title order={3} size="h5">
          {aula.disciplina_nome}
        </Title>
        <Text size="sm">
          {aula.turma_nome} · {aula.instrutor_nome}
        </Text>
        <Group gap="xs" c="dimmed">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">
            {t('eadInstrutor.lista.alunos', { count: aula.alunos })}
            {aula.transmissao === 'ao_vivo'
              ? ` · ${t('eadInstrutor.lista.conectados', { count: aula.conectados })}`
              : ''}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={consolePath(aula.id_aula_teorica)}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
          >
            {t('eadInstrutor.lista.abrir')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Today's and the coming remote lessons: pick one to open its console. */
export function AulasEadList() {
  const { t } = useTranslation();
  const aulas = useAulasEad();
  if (aulas.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Skeleton h={180} radius="md" />
        <Skeleton h={180} radius="md" />
      </SimpleGrid>
    );
  }
  if (aulas.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('eadInstrutor.lista.loadError')}>
        <Stack gap="xs" align="flex-start">
          {serverMessage(aulas.error)}
          <Button size="xs" variant="default" onClick={() => void aulas.refetch()}>
            {t('eadInstrutor.lista.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (aulas.data.length === 0) return <Text c="dimmed">{t('eadInstrutor.lista.vazio')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {aulas.data.map((aula) => (
        <AulaCard key={aula.id_aula_teorica} aula={aula} />
      ))}
    </SimpleGrid>
  );
}
