import type { ProdutoServico } from '@cfc/contract';
import { Button, Text } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AtivoBadge } from '../../ui/AtivoBadge.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../ui/DataTable.tsx';
import { ativoAction } from '../../ui/data-table/row-actions.tsx';
import { SituacaoSelect, situacaoOf } from '../../ui/data-table/SituacaoSelect.tsx';
import { displayCents } from '../../ui/format.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useConfirmedChange } from '../../ui/useConfirmedChange.ts';
import { useProdutos, useSetProdutoAtivo } from './api.ts';
import { ProdutoModal } from './components/ProdutoModal.tsx';

/** /financeiro/produtos-servicos: the catalogue of extra charges (role 6). */
export function ProdutosServicosPage() {
  const { t } = useTranslation();
  const table = useTableParams('nome');
  const situacao = situacaoOf(table);
  const query = useProdutos(table.params, situacao);
  const setAtivo = useSetProdutoAtivo();
  const { ask, dialog } = useConfirmedChange();
  const [editing, setEditing] = useState<ProdutoServico | null | undefined>(undefined);

  const columns: DataTableColumn<ProdutoServico>[] = [
    {
      key: 'nome',
      header: t('cobrancas.produtos.columns.nome'),
      sortField: 'nome',
      render: (produto) => (
        <div>
          <Text fw={500} size="sm">
            {produto.nome}
          </Text>
          {produto.descricao && (
            <Text size="xs" c="dimmed">
              {produto.descricao}
            </Text>
          )}
        </div>
      ),
    },
    {
      key: 'tipo',
      header: t('cobrancas.produtos.columns.tipo'),
      sortField: 'tipo',
      render: (produto) => t(`cobrancas.tipo.${produto.tipo}`),
    },
    {
      key: 'preco',
      header: t('cobrancas.produtos.columns.preco'),
      sortField: 'preco_centavos',
      align: 'right',
      render: (produto) => displayCents(produto.preco_centavos),
    },
    {
      key: 'situacao',
      header: t('cobrancas.produtos.columns.situacao'),
      render: (produto) => (
        <AtivoBadge ativo={produto.ativo} labels={t('cobrancas.produtos.status', { returnObjects: true })} />
      ),
    },
  ];

  const rowActions = (produto: ProdutoServico): DataTableRowAction[] => [
    {
      key: 'edit',
      label: t('cobrancas.produtos.actions.edit', { nome: produto.nome }),
      icon: <IconPencil size={18} aria-hidden />,
      onClick: () => setEditing(produto),
    },
    ativoAction({
      ativo: produto.ativo,
      label: t(
        produto.ativo ? 'cobrancas.produtos.actions.deactivate' : 'cobrancas.produtos.actions.activate',
        {
          nome: produto.nome,
        },
      ),
      onClick: () =>
        ask({
          title: t(
            produto.ativo ? 'cobrancas.produtos.actions.deactivate' : 'cobrancas.produtos.actions.activate',
            {
              nome: produto.nome,
            },
          ),
          text: produto.nome,
          confirmLabel: t(
            produto.ativo ? 'cobrancas.produtos.situacao.inativos' : 'cobrancas.produtos.situacao.ativos',
          ),
          color: produto.ativo ? 'danger' : 'brand',
          run: () => setAtivo.mutateAsync({ id: produto.id_produto, ativo: !produto.ativo }),
          failureMessage: t('cobrancas.produtos.saveError'),
        }),
    }),
  ];

  return (
    <>
      <PageHeader
        title={t('cobrancas.produtos.title')}
        description={t('cobrancas.produtos.intro')}
        crumbs={[{ label: t('cobrancas.produtos.title') }]}
        action={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)}>
            {t('cobrancas.produtos.new')}
          </Button>
        }
      />
      <DataTable
        label={t('cobrancas.produtos.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(produto) => produto.id_produto}
        rowActions={rowActions}
        filter={{
          label: t('cobrancas.produtos.filter'),
          placeholder: t('cobrancas.produtos.filterPlaceholder'),
        }}
        toolbar={
          <SituacaoSelect table={table} labels={t('cobrancas.produtos.situacao', { returnObjects: true })} />
        }
        emptyMessage={t('cobrancas.produtos.empty')}
        minWidth={640}
      />
      {editing !== undefined && (
        <ProdutoModal
          key={editing?.id_produto ?? 'novo'}
          produto={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog {...dialog} cancelLabel={t('cobrancas.produtos.form.cancel')} />
    </>
  );
}
