import { Role, type Turma } from '@cfc/contract';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendarEvent,
  IconFileSpreadsheet,
  IconFileTypePdf,
  IconPlus,
  IconReplace,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { useSession } from '../../session/session.ts';
import { useAccess } from '../../session/useAccess.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { editAction } from '../../ui/data-table/row-actions.tsx';
import { displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useConfirmedChange } from '../../ui/useConfirmedChange.ts';
import { turmasAccess } from './access.ts';
import { useDeleteTurma, useTurmas } from './api.ts';
import { TurmaStatusBadge } from './components/StatusBadges.tsx';
import { TurmasFilters, turmasFiltrosOf } from './components/TurmasFilters.tsx';
import { useFolha } from './components/useFolha.ts';

/** The names of a class's instructors, each once (one may teach several subjects). */
export function nomesDosInstrutores(turma: Pick<Turma, 'instrutores'>): string[] {
  return [...new Set(turma.instrutores.map((item) => item.instrutor_nome))];
}

/** admin/turmas: the school's theory classes (the instructor sees the classes they teach). */
export function TurmasListPage() {
  const { t } = useTranslation();
  const access = useAccess(turmasAccess);
  const table = useTableParams('-data_inicio');
  const query = useTurmas(table.params, turmasFiltrosOf(table));
  const remove = useDeleteTurma();
  const folha = useFolha();
  const { ask, dialog } = useConfirmedChange();
  // Under /admin the instructor opens this list only (SPEC §2.3), not a class's page: no links to it.
  const abreTurma = useSession()?.id_role !== Role.INSTRUTOR;
  const turmaPath = (turma: Turma) => buildPath('aula-teorica', { idTurma: turma.id_turma });

  const columns: DataTableColumn<Turma>[] = [
    {
      key: 'nome',
      header: t('turmas.columns.nome'),
      sortField: 'nome',
      render: (turma) => (
        <Stack gap={0}>
          {abreTurma ? (
            <Text fw={500} size="sm" component={Link} to={turmaPath(turma)} c="brand.8">
              {turma.nome}
            </Text>
          ) : (
            <Text fw={500} size="sm">
              {turma.nome}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {turma.curso_nome}
          </Text>
        </Stack>
      ),
    },
    { key: 'sala', header: t('turmas.columns.sala'), sortField: 'sala', render: (turma) => turma.sala_nome },
    {
      key: 'periodo',
      header: t('turmas.columns.periodo'),
      sortField: 'data_inicio',
      render: (turma) =>
        t('turmas.periodo', {
          inicio: displayDate(turma.data_inicio, true),
          fim: displayDate(turma.data_fim, true),
        }),
    },
    {
      key: 'instrutores',
      header: t('turmas.columns.instrutores'),
      render: (turma) => {
        const nomes = nomesDosInstrutores(turma);
        return nomes.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('turmas.semInstrutor')}
          </Text>
        ) : (
          <Text size="sm">{nomes.join(', ')}</Text>
        );
      },
    },
    {
      key: 'matriculados',
      header: t('turmas.columns.matriculados'),
      align: 'right',
      render: (turma) => (
        <Text size="sm" c={turma.vagas <= 0 ? 'danger.7' : undefined} fw={turma.vagas <= 0 ? 600 : undefined}>
          {t('turmas.ocupacao', { matriculados: turma.matriculados, capacidade: turma.capacidade })}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('turmas.columns.status'),
      sortField: 'status',
      render: (turma) => (
        <Box miw={120}>
          <TurmaStatusBadge status={turma.status} />
        </Box>
      ),
    },
    {
      key: 'proxima',
      header: t('turmas.columns.proximaAula'),
      render: (turma) =>
        turma.proxima_aula ? (
          displayDate(turma.proxima_aula).slice(0, 16)
        ) : (
          <Text size="sm" c="dimmed">
            {t('turmas.semProximaAula')}
          </Text>
        ),
    },
  ];

  const rowActions = (turma: Turma): DataTableRowAction[] => [
    ...(access.edit
      ? [
          editAction(
            t('turmas.actions.edit', { nome: turma.nome }),
            buildPath('editar-turma', { idTurma: turma.id_turma }),
          ),
        ]
      : []),
    ...(abreTurma
      ? [
          {
            key: 'aulas',
            label: t('turmas.actions.aulas', { nome: turma.nome }),
            icon: <IconCalendarEvent size={18} aria-hidden />,
            to: turmaPath(turma),
          },
        ]
      : []),
    {
      key: 'pdf',
      label: t('turmas.actions.pdf', { nome: turma.nome }),
      icon: <IconFileTypePdf size={18} aria-hidden />,
      loading: folha.busy(turma.id_turma, 'pdf'),
      onClick: () => folha.download(turma.id_turma, 'pdf'),
    },
    {
      key: 'xlsx',
      label: t('turmas.actions.xlsx', { nome: turma.nome }),
      icon: <IconFileSpreadsheet size={18} aria-hidden />,
      loading: folha.busy(turma.id_turma, 'xlsx'),
      onClick: () => folha.download(turma.id_turma, 'xlsx'),
    },
    ...(access.edit
      ? [
          {
            key: 'delete',
            label: t('turmas.actions.delete', { nome: turma.nome }),
            icon: <IconTrash size={18} aria-hidden />,
            color: 'danger',
            onClick: () =>
              ask({
                title: t('turmas.confirm.deleteTitle'),
                text: t('turmas.confirm.deleteText', { nome: turma.nome }),
                confirmLabel: t('turmas.confirm.delete'),
                color: 'danger',
                run: () => remove.mutateAsync(turma.id_turma),
                failureMessage: t('turmas.saveError'),
              }),
          } satisfies DataTableRowAction,
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={t('turmas.title')}
        description={t('turmas.intro')}
        crumbs={[{ label: t('turmas.title') }]}
        action={
          access.edit && (
            <Group gap="sm">
              <Button
                variant="default"
                component={Link}
                to={buildPath('reposicao-turma')}
                leftSection={<IconReplace size={18} aria-hidden />}
              >
                {t('turmas.reposicaoLink')}
              </Button>
              <Button
                component={Link}
                to={buildPath('nova-turma')}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t('turmas.new')}
              </Button>
            </Group>
          )
        }
      />
      <DataTable
        label={t('turmas.list.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(turma) => turma.id_turma}
        rowActions={rowActions}
        filter={{ label: t('turmas.list.filter'), placeholder: t('turmas.list.filterPlaceholder') }}
        toolbar={<TurmasFilters table={table} />}
        emptyMessage={t('turmas.list.empty')}
        minWidth={1100}
      />
      <ConfirmDialog {...dialog} cancelLabel={t('turmas.confirm.cancel')} />
    </>
  );
}
