import type { AutoescolaDetalhe } from '@cfc/contract';
import { UFS } from '@cfc/domain';
import { Badge, Button, Group, NativeSelect, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '../../routing/routes.ts';
import { AtivoBadge } from '../../ui/AtivoBadge.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { editAction } from '../../ui/data-table/row-actions.tsx';
import { isSituacao } from '../../ui/data-table/situacao.ts';
import { displayCpfCnpj } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { SITUACOES, useAutoescolas } from './api.ts';
import { editPath } from './paths.ts';

const UF_PARAM = 'uf';
const SITUACAO_PARAM = 'situacao';

/** cfc: the schools of the platform, with filters by state and status (SPEC §2.3). */
export function CfcListPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const table = useTableParams('nome_fantasia');
  const ufParam = table.filter(UF_PARAM);
  const uf = ufParam !== undefined && (UFS as readonly string[]).includes(ufParam) ? ufParam : undefined;
  const situacaoParam = table.filter(SITUACAO_PARAM);
  const situacao = isSituacao(situacaoParam) ? situacaoParam : 'ativos';
  const query = useAutoescolas(table.params, { uf, situacao });

  const columns: DataTableColumn<AutoescolaDetalhe>[] = [
    {
      key: 'nome',
      header: t('cfc.columns.nome'),
      sortField: 'nome_fantasia',
      render: (autoescola) => (
        <Text fw={500} size="sm">
          {autoescola.nome_fantasia}
        </Text>
      ),
    },
    {
      key: 'cnpj',
      header: t('cfc.columns.cnpj'),
      render: (a) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {displayCpfCnpj(a.cnpj, 'J')}
        </Text>
      ),
    },
    { key: 'uf', header: t('cfc.columns.uf'), sortField: 'uf', render: (a) => a.uf },
    { key: 'cidade', header: t('cfc.columns.cidade'), sortField: 'cidade', render: (a) => a.cidade ?? '-' },
    {
      key: 'situacao',
      header: t('cfc.columns.situacao'),
      render: (a) => <AtivoBadge ativo={a.ativo} labels={t('cfc.status', { returnObjects: true })} />,
    },
    {
      key: 'gratuidades',
      header: t('cfc.columns.gratuidades'),
      render: (a) =>
        a.gratuidade_teorica || a.gratuidade_pratica ? (
          <Group gap={4} wrap="nowrap">
            {a.gratuidade_teorica && (
              <Badge color="info" variant="light">
                {t('cfc.gratuidade.teorica')}
              </Badge>
            )}
            {a.gratuidade_pratica && (
              <Badge color="info" variant="light">
                {t('cfc.gratuidade.pratica')}
              </Badge>
            )}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('cfc.gratuidade.none')}
          </Text>
        ),
    },
  ];

  const rowActions = (autoescola: AutoescolaDetalhe): DataTableRowAction[] => [
    editAction(t('cfc.actions.edit', { nome: autoescola.nome_fantasia }), editPath(search, autoescola.id)),
  ];

  const filters = (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <NativeSelect
        label={t('cfc.list.uf')}
        value={uf ?? ''}
        onChange={(event) => table.update({ filters: { [UF_PARAM]: event.currentTarget.value } })}
        data={[{ value: '', label: t('cfc.list.ufAll') }, ...UFS]}
        w={110}
      />
      <NativeSelect
        label={t('cfc.list.situacao')}
        value={situacao}
        onChange={(event) => table.update({ filters: { [SITUACAO_PARAM]: event.currentTarget.value } })}
        data={SITUACOES.map((value) => ({ value, label: t(`cfc.situacoes.${value}`) }))}
        w={140}
      />
    </Group>
  );

  return (
    <>
      <PageHeader
        title={t('cfc.title')}
        description={t('cfc.intro')}
        crumbs={[{ label: t('cfc.title') }]}
        action={
          <Button
            component={Link}
            to={buildPath('cfc-novo')}
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            {t('cfc.new')}
          </Button>
        }
      />
      <DataTable
        label={t('cfc.list.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(autoescola) => autoescola.id}
        rowActions={rowActions}
        filter={{ label: t('cfc.list.filter'), placeholder: t('cfc.list.filterPlaceholder') }}
        toolbar={filters}
        emptyMessage={t('cfc.list.empty')}
        minWidth={820}
      />
    </>
  );
}
