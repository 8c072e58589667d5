import type { AulaTeorica, Turma } from '@cfc/contract';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { displayDate } from '../../../ui/format.ts';
import { useConfirmedChange } from '../../../ui/useConfirmedChange.ts';
import { useDeleteAula } from '../api.ts';
import { AulaFormModal } from './AulaFormModal.tsx';
import { AulaStatusBadge } from './StatusBadges.tsx';

interface AulasDaTurmaProps {
  readonly turma: Turma;
  readonly aulas: {
    readonly data: readonly AulaTeorica[] | undefined;
    readonly isError: boolean;
    readonly error: unknown;
    readonly refetch: () => unknown;
  };
  readonly canEdit: boolean;
}

const hora = (value: string) => value.slice(0, 5);

/** The class's calendar: its sessions in order, scheduled, changed and removed while not yet opened. */
export function AulasDaTurma({ turma, aulas, canEdit }: AulasDaTurmaProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AulaTeorica | 'new' | null>(null);
  const remove = useDeleteAula();
  const { ask, dialog } = useConfirmedChange();

  const body = () => {
    if (aulas.isError) {
      return (
        <Alert color="danger" variant="light" title={t('turmas.aulas.loadError')}>
          <Stack gap="xs" align="flex-start">
            {serverMessage(aulas.error)}
            <Button size="xs" variant="default" onClick={() => void aulas.refetch()}>
              {t('turmas.aulas.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (!aulas.data) return <Skeleton height={160} />;
    if (aulas.data.length === 0) {
      return (
        <Text size="sm" c="dimmed" py="md">
          {t('turmas.aulas.empty')}
        </Text>
      );
    }
    return (
      <Table.ScrollContainer minWidth={760}>
        <Table aria-label={t('turmas.aulas.label')} striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('turmas.aulas.data')}</Table.Th>
              <Table.Th>{t('turmas.aulas.inicio')}</Table.Th>
              <Table.Th>{t('turmas.aulas.fim')}</Table.Th>
              <Table.Th>{t('turmas.aulas.disciplina')}</Table.Th>
              <Table.Th>{t('turmas.aulas.instrutor')}</Table.Th>
              <Table.Th>{t('turmas.aulas.status')}</Table.Th>
              <Table.Th ta="right">{t('turmas.aulas.presentes')}</Table.Th>
              {canEdit && <Table.Th w={90} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {aulas.data.map((aula) => {
              const data = displayDate(aula.data, true);
              const locked = aula.status !== 'agendada';
              return (
                <Table.Tr key={aula.id_aula_teorica}>
                  <Table.Td>{data}</Table.Td>
                  <Table.Td>{hora(aula.hora_inicio)}</Table.Td>
                  <Table.Td>{hora(aula.hora_fim)}</Table.Td>
                  <Table.Td>{aula.disciplina_nome}</Table.Td>
                  <Table.Td>{aula.instrutor_nome}</Table.Td>
                  <Table.Td>
                    <AulaStatusBadge status={aula.status} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {t('turmas.aulas.presentesValor', { presentes: aula.presentes, alunos: aula.alunos })}
                  </Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip
                          label={locked ? t('turmas.aulas.bloqueada') : t('turmas.aulas.edit', { data })}
                        >
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('turmas.aulas.edit', { data })}
                            disabled={locked}
                            onClick={() => setEditing(aula)}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip
                          label={locked ? t('turmas.aulas.bloqueada') : t('turmas.aulas.delete', { data })}
                        >
                          <ActionIcon
                            variant="subtle"
                            color="danger"
                            aria-label={t('turmas.aulas.delete', { data })}
                            disabled={locked}
                            onClick={() =>
                              ask({
                                title: t('turmas.aulas.deleteTitle'),
                                text: t('turmas.aulas.deleteText', {
                                  disciplina: aula.disciplina_nome,
                                  data,
                                  inicio: hora(aula.hora_inicio),
                                  fim: hora(aula.hora_fim),
                                }),
                                confirmLabel: t('turmas.aulas.deleteConfirm'),
                                color: 'danger',
                                run: () => remove.mutateAsync(aula.id_aula_teorica),
                                failureMessage: t('turmas.aulas.deleteError'),
                              })
                            }
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Group justify="space-between" align="flex-start" mb="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('turmas.aulas.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('turmas.aulas.intro')}
          </Text>
        </Stack>
        {canEdit && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('turmas.aulas.new')}
          </Button>
        )}
      </Group>
      {body()}
      {editing !== null && (
        <AulaFormModal
          turma={turma}
          aula={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog {...dialog} cancelLabel={t('turmas.aulas.cancel')} />
    </Paper>
  );
}
