import type { CandidatoAulaTeorica } from '@cfc/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDoor, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { capitalize, diaCurto } from '../../instrutor-aulas/index.ts';

const COR = { proxima: 'info', realizada: 'brand', falta: 'danger' } as const;

/** One of the student's theory sessions: when, which subject, where, and what it counted. */
export function AulaTeoricaItem({ aula }: { readonly aula: CandidatoAulaTeorica }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`${aula.disciplina_nome} ${aula.data}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              {`${capitalize(diaCurto(aula.data, i18n.language))} · ${aula.hora_inicio}–${aula.hora_fim}`}
            </Text>
            <Text fw={600}>{aula.disciplina_nome}</Text>
          </Stack>
          <Badge color={COR[aula.situacao]} variant="light" style={{ flexShrink: 0 }}>
            {t(`candidatoTeoria.situacao.${aula.situacao}`)}
          </Badge>
        </Group>
        <Group gap="md">
          <Group gap={4}>
            <IconDoor size={15} aria-hidden />
            <Text size="sm">{aula.sala_nome}</Text>
          </Group>
          <Group gap={4}>
            <IconUser size={15} aria-hidden />
            <Text size="sm">{aula.instrutor_nome}</Text>
          </Group>
        </Group>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {aula.situacao === 'proxima'
              ? t('candidatoTeoria.aula.horas', { count: aula.horas_aula })
              : t('candidatoTeoria.aula.contadas', {
                  contadas: aula.horas_aula_contadas,
                  total: aula.horas_aula,
                })}
          </Text>
          {aula.reposicao && (
            <Badge color="grape" variant="light">
              {t('candidatoTeoria.aula.reposicao')}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {aula.turma_nome}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
