import type { Aluno } from '@cfc/contract';
import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconPlus, IconStethoscope, IconUserCog } from '@tabler/icons-react';
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
import { ExportButtons } from '../../ui/ExportButtons.tsx';
import { displayCpf, displayPhone } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { alunosAccess } from './access.ts';
import { isSituacao, SITUACOES_ALUNO, useAlunos } from './api.ts';
import { SituacaoBadge } from './components/SituacaoBadge.tsx';
import { NoAccess } from './components/States.tsx';
import { withAluno } from './links.ts';

const SITUACAO_PARAM = 'situacao';
const APTO_PARAM = 'apto';
const isApto = (value: string | undefined): value is 'sim' | 'nao' => value === 'sim' || value === 'nao';

/** alunos: the school's students, with filters, row actions and exports (SPEC §2.3). */
export function AlunosListPage() {
  const { t } = useTranslation();
  const access = useAccess(alunosAccess);
  const table = useTableParams('nome');
  const raw = table.filter(SITUACAO_PARAM);
  const situacao = isSituacao(raw) ? raw : undefined;
  const rawApto = table.filter(APTO_PARAM);
  const apto = isApto(rawApto) ? rawApto : undefined;
  const query = useAlunos(table.params, situacao, apto);

  const columns: DataTableColumn<Aluno>[] = [
    {
      key: 'nome',
      header: t('alunos.columns.nome'),
      sortField: 'nome',
      render: (aluno) => (
        <Text fw={500} size="sm">
          {aluno.nome}
        </Text>
      ),
    },
    {
      key: 'cpf',
      header: t('alunos.columns.cpf'),
      sortField: 'cpf',
      render: (aluno) => <span style={{ whiteSpace: 'nowrap' }}>{displayCpf(aluno.cpf)}</span>,
    },
    { key: 'renach', header: t('alunos.columns.renach'), render: (aluno) => aluno.renach ?? '-' },
    {
      key: 'telefone',
      header: t('alunos.columns.telefone'),
      render: (aluno) => <span style={{ whiteSpace: 'nowrap' }}>{displayPhone(aluno.telefone)}</span>,
    },
    {
      key: 'situacao',
      header: t('alunos.columns.situacao'),
      sortField: 'situacao',
      render: (aluno) => <SituacaoBadge situacao={aluno.situacao} />,
    },
  ];

  const rowActions = (aluno: Aluno): DataTableRowAction[] => [
    editAction(
      t('alunos.actions.edit', { nome: aluno.nome }),
      buildPath('editar-aluno', { idAluno: aluno.id_aluno }),
    ),
    {
      key: 'situacao',
      label: t('alunos.actions.situacao', { nome: aluno.nome }),
      icon: <IconUserCog size={18} aria-hidden />,
      to: withAluno('situacao-alunos', aluno.id_aluno),
    },
    {
      key: 'exames',
      label: t('alunos.actions.exames', { nome: aluno.nome }),
      icon: <IconStethoscope size={18} aria-hidden />,
      to: withAluno('psicotecnico', aluno.id_aluno),
    },
  ];

  const toolbar = (
    <>
      <NativeSelect
        label={t('alunos.list.situacao')}
        value={situacao ?? ''}
        onChange={(event) => table.update({ filters: { [SITUACAO_PARAM]: event.currentTarget.value } })}
        data={[
          { value: '', label: t('alunos.list.situacaoAll') },
          ...SITUACOES_ALUNO.map((value) => ({ value, label: t(`alunos.situacao.${value}`) })),
        ]}
        w={{ base: '100%', xs: 160 }}
      />
      <NativeSelect
        label={t('alunos.list.apto')}
        value={apto ?? ''}
        onChange={(event) => table.update({ filters: { [APTO_PARAM]: event.currentTarget.value } })}
        data={[
          { value: '', label: t('alunos.list.aptoAll') },
          { value: 'sim', label: t('alunos.list.aptoSim') },
          { value: 'nao', label: t('alunos.list.aptoNao') },
        ]}
        w={{ base: '100%', xs: 160 }}
      />
      <Group ml={{ base: 0, md: 'auto' }} gap="xs">
        {/* The exports have no situation filter: only the active ones, or everybody. */}
        <ExportButtons modulo="alunos" filtro={table.params.filtro} todos={situacao !== 'ativo'} />
      </Group>
    </>
  );

  return (
    <>
      <PageHeader
        title={t('alunos.title')}
        description={t('alunos.intro')}
        crumbs={[{ label: t('alunos.title') }]}
        action={
          access.edit && (
            <Group gap="xs">
              <Button variant="default" component={Link} to={buildPath('novo-aluno-basic')}>
                {t('alunos.newBasic')}
              </Button>
              <Button
                component={Link}
                to={buildPath('novo-aluno')}
                leftSection={<IconPlus size={18} aria-hidden />}
              >
                {t('alunos.new')}
              </Button>
            </Group>
          )
        }
      />
      {access.list ? (
        <DataTable
          label={t('alunos.list.label')}
          columns={columns}
          query={query}
          state={table}
          rowKey={(aluno) => aluno.id_aluno}
          rowActions={access.edit ? rowActions : undefined}
          filter={{ label: t('alunos.list.filter'), placeholder: t('alunos.list.filterPlaceholder') }}
          toolbar={toolbar}
          emptyMessage={t('alunos.list.empty')}
          minWidth={820}
        />
      ) : (
        <NoAccess />
      )}
    </>
  );
}
