import type { CandidatoAulasTeoricas } from '@cfc/contract';
import { Badge, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Progresso = CandidatoAulasTeoricas['progresso'][number];

const percent = (feitas: number, total: number) => (total <= 0 ? 100 : Math.min(100, (feitas / total) * 100));

function ProgressoDoProcesso({ progresso }: { readonly progresso: Progresso }) {
  const { t } = useTranslation();
  const titulo = t('candidatoTeoria.progresso.processo', {
    categoria: progresso.categoria,
    renach: progresso.renach,
  });
  return (
    <Stack gap="sm" role="group" aria-label={titulo}>
      <Stack gap={2}>
        <Text fw={600}>{titulo}</Text>
        <Text size="sm" c="dimmed">
          {progresso.curso_nome}
          {progresso.turmas.length > 0 && ` · ${progresso.turmas.join(', ')}`}
        </Text>
      </Stack>
      {progresso.requeridas === 0 ? (
        <Text size="sm">
          {t('candidatoTeoria.progresso.semMinimo', { realizadas: progresso.realizadas })}
        </Text>
      ) : (
        <>
          <Progress
            value={percent(progresso.realizadas, progresso.requeridas)}
            size={18}
            radius="xl"
            aria-label={t('candidatoTeoria.progresso.total')}
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={700}>
              {t('candidatoTeoria.progresso.realizadas', {
                realizadas: progresso.realizadas,
                requeridas: progresso.requeridas,
              })}
            </Text>
            {progresso.completo ? (
              <Group gap={4}>
                <IconCircleCheck size={16} color="var(--mantine-color-brand-8)" aria-hidden />
                <Text size="sm" c="brand.9" fw={600}>
                  {t('candidatoTeoria.progresso.completo')}
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {t('candidatoTeoria.progresso.faltam', { count: progresso.faltam })}
              </Text>
            )}
          </Group>
        </>
      )}
      {progresso.disciplinas.length > 0 && (
        <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('candidatoTeoria.progresso.disciplina')}</Table.Th>
              <Table.Th ta="right">{t('candidatoTeoria.progresso.feitas')}</Table.Th>
              <Table.Th ta="right">{t('candidatoTeoria.progresso.falta')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {progresso.disciplinas.map((disciplina) => (
              <Table.Tr key={disciplina.disciplina}>
                <Table.Td>{disciplina.nome}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {disciplina.requeridas > 0
                    ? `${disciplina.realizadas}/${disciplina.requeridas}`
                    : disciplina.realizadas}
                </Table.Td>
                <Table.Td ta="right">
                  {disciplina.faltam > 0 ? (
                    <Badge color="warning" variant="light">
                      {disciplina.faltam}
                    </Badge>
                  ) : (
                    <IconCircleCheck
                      size={16}
                      color="var(--mantine-color-brand-8)"
                      aria-label={t('candidatoTeoria.progresso.completo')}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Text size="xs" c="dimmed">
        {progresso.fundamento}
      </Text>
    </Stack>
  );
}

/** Theory hours against the regime's minimum for each open process, subject by subject. */
export function ProgressoTeorico({ progresso }: { readonly progresso: CandidatoAulasTeoricas['progresso'] }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="progresso-teorico" radius="md" p="lg" withBorder>
      <Title order={2} size="h4" id="progresso-teorico" mb="sm">
        {t('candidatoTeoria.progresso.title')}
      </Title>
      {progresso.length === 0 ? (
        <Text c="dimmed">{t('candidatoTeoria.progresso.nenhum')}</Text>
      ) : (
        <Stack gap="xl">
          {progresso.map((item) => (
            <ProgressoDoProcesso key={`${item.id_processo}-${item.curso}`} progresso={item} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
