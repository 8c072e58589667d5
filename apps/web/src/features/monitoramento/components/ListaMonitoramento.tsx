import { Drawer, Select, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  useTableParams,
} from '../../../ui/DataTable.tsx';
import { DescriptionItem } from '../../../ui/DescriptionItem.tsx';
import { pageQueryOf } from '../../../ui/data-table/table-params.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useEscolas } from '../../envios-getran/index.ts';
import { type ListaEndpoint, useLista } from '../api.ts';

/** Every monitoring list row names its school. */
interface RowDaEscola {
  readonly id_autoescola: number;
  readonly autoescola: string;
  readonly autoescola_nome: string;
}

interface ListaMonitoramentoProps<Row extends RowDaEscola> {
  readonly endpoint: ListaEndpoint;
  /** The texts' key under `monitoramento.listas` (title, placeholder). */
  readonly textos: 'alunos' | 'instrutores' | 'veiculos' | 'salas' | 'turmas' | 'presenciais';
  readonly defaultSort: string;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rowKey: (row: Row) => number;
  /** What the details show of a row: a label and a value per line. */
  readonly detalhes: (row: Row) => readonly { readonly label: string; readonly value: string }[];
  readonly nome: (row: Row) => string;
  /** More actions of a row (a room's camera view). */
  readonly rowActions?: (row: Row) => readonly DataTableRowAction[];
}

/**
 * A read-only list across the user's schools (ListarAlunos, ListarInstrutores, ...): the school's
 * column first, a school filter, the text filter, and a row's details in a side panel.
 */
export function ListaMonitoramento<Row extends RowDaEscola>({
  endpoint,
  textos,
  defaultSort,
  columns,
  rowKey,
  detalhes,
  nome,
  rowActions,
}: ListaMonitoramentoProps<Row>) {
  const { t } = useTranslation();
  const table = useTableParams(defaultSort);
  const autoescola = table.filter('autoescola');
  const query = useLista(endpoint, { ...pageQueryOf(table.params), ...(autoescola ? { autoescola } : {}) });
  const escolas = useEscolas();
  const [aberto, setAberto] = useState<Row | null>(null);
  const title = t(`monitoramento.listas.${textos}.title`);

  const escolaColumn: DataTableColumn<Row> = {
    key: 'autoescola',
    header: t('monitoramento.listas.autoescola'),
    sortField: 'autoescola',
    render: (row) => row.autoescola_nome,
  };
  const actions = (row: Row): DataTableRowAction[] => [
    {
      key: 'detalhes',
      label: t('monitoramento.listas.detalhes', { nome: nome(row) }),
      icon: <IconEye size={18} aria-hidden />,
      onClick: () => setAberto(row),
    },
    ...(rowActions?.(row) ?? []),
  ];

  return (
    <>
      <PageHeader
        title={title}
        description={t('monitoramento.listas.somenteLeitura')}
        crumbs={[{ label: title }]}
      />
      <DataTable<Row>
        label={title}
        columns={[escolaColumn, ...columns]}
        query={query as unknown as Parameters<typeof DataTable<Row>>[0]['query']}
        state={table}
        rowKey={rowKey}
        rowActions={actions}
        filter={{
          label: t('monitoramento.listas.filter'),
          placeholder: t(`monitoramento.listas.${textos}.placeholder`),
        }}
        toolbar={
          <Select
            label={t('monitoramento.listas.autoescola')}
            placeholder={t('monitoramento.listas.todas')}
            data={(escolas.data ?? [])
              .filter((escola) => !escola.operadora)
              .map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }))}
            value={autoescola ?? null}
            onChange={(value) => table.update({ filters: { autoescola: value ?? undefined } })}
            clearable
            searchable
            w={{ base: '100%', xs: 260 }}
          />
        }
        emptyMessage={t('monitoramento.listas.empty')}
        minWidth={720}
      />
      <Drawer
        opened={aberto !== null}
        onClose={() => setAberto(null)}
        position="right"
        title={aberto ? nome(aberto) : ''}
        closeButtonProps={{ 'aria-label': t('monitoramento.listas.fechar') }}
      >
        {aberto && (
          <Stack component="dl" gap="sm">
            <DescriptionItem label={t('monitoramento.listas.autoescola')} value={aberto.autoescola_nome} />
            {detalhes(aberto).map((item) => (
              <DescriptionItem key={item.label} label={item.label} value={item.value} />
            ))}
          </Stack>
        )}
      </Drawer>
    </>
  );
}
