import type { Exame } from '@cfc/contract';
import { Button, NativeSelect, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { useAccess } from '../../session/useAccess.ts';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { editAction } from '../../ui/data-table/row-actions.tsx';
import { displayCpf, displayDate } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { alunosAccess } from './access.ts';
import { isTipoExame, TIPOS_EXAME, usePacientes } from './api.ts';
import { ResultadoBadge } from './components/ExameBadge.tsx';
import { NoAccess } from './components/States.tsx';
import { editExamePath } from './links.ts';

const TIPO_PARAM = 'tipo';

/** alunos/pacientes: every exam of the school's students, latest first. */
export function PacientesPage() {
  const { t } = useTranslation();
  const access = useAccess(alunosAccess);
  const table = useTableParams('-data_exame');
  const raw = table.filter(TIPO_PARAM);
  const tipo = isTipoExame(raw) ? raw : undefined;
  const query = usePacientes(table.params, tipo);

  const columns: DataTableColumn<Exame>[] = [
    {
      key: 'aluno',
      header: t('alunos.exames.columns.aluno'),
      sortField: 'aluno_nome',
      render: (exame) => (
        <Text fw={500} size="sm">
          {exame.aluno_nome}
        </Text>
      ),
    },
    {
      key: 'cpf',
      header: t('alunos.columns.cpf'),
      render: (exame) => <span style={{ whiteSpace: 'nowrap' }}>{displayCpf(exame.aluno_cpf)}</span>,
    },
    {
      key: 'tipo',
      header: t('alunos.exames.fields.tipo'),
      sortField: 'tipo',
      render: (exame) => t(`alunos.exames.tipo.${exame.tipo}`),
    },
    {
      key: 'resultado',
      header: t('alunos.exames.fields.resultado'),
      sortField: 'resultado',
      render: (exame) => <ResultadoBadge resultado={exame.resultado} />,
    },
    {
      key: 'data',
      header: t('alunos.exames.fields.data_exame'),
      sortField: 'data_exame',
      render: (exame) => displayDate(exame.data_exame),
    },
    { key: 'clinica', header: t('alunos.exames.fields.clinica'), render: (exame) => exame.clinica ?? '-' },
  ];

  const rowActions = (exame: Exame): DataTableRowAction[] => [
    editAction(
      t('alunos.exames.editOf', { nome: exame.aluno_nome, data: displayDate(exame.data_exame) }),
      editExamePath(exame.aluno_id, exame.id_exame),
    ),
  ];

  const tipoFilter = (
    <NativeSelect
      label={t('alunos.exames.fields.tipo')}
      value={tipo ?? ''}
      onChange={(event) => table.update({ filters: { [TIPO_PARAM]: event.currentTarget.value } })}
      data={[
        { value: '', label: t('alunos.exames.tipoAll') },
        ...TIPOS_EXAME.map((value) => ({ value, label: t(`alunos.exames.tipo.${value}`) })),
      ]}
      w={{ base: '100%', xs: 180 }}
    />
  );

  return (
    <>
      <PageHeader
        title={t('alunos.exames.listTitle')}
        description={t('alunos.exames.listIntro')}
        crumbs={[
          { label: t('alunos.title'), route: 'listagem-alunos' },
          { label: t('alunos.exames.listTitle') },
        ]}
        action={
          access.edit && (
            <Button
              component={Link}
              to={buildPath('psicotecnico')}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              {t('alunos.exames.newTitle')}
            </Button>
          )
        }
      />
      {access.list ? (
        <DataTable
          label={t('alunos.exames.listLabel')}
          columns={columns}
          query={query}
          state={table}
          rowKey={(exame) => exame.id_exame}
          rowActions={access.edit ? rowActions : undefined}
          filter={{ label: t('alunos.list.filter'), placeholder: t('alunos.list.filterPlaceholder') }}
          toolbar={tipoFilter}
          emptyMessage={t('alunos.exames.empty')}
          minWidth={860}
        />
      ) : (
        <NoAccess />
      )}
    </>
  );
}
