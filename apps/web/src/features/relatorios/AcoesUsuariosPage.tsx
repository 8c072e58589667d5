import { type AcaoUsuario, relatoriosApi, roleName } from '@cfc/contract';
import { Code, Modal, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataTableColumn, type DataTableRowAction, useTableParams } from '../../ui/DataTable.tsx';
import { DescriptionItem } from '../../ui/DescriptionItem.tsx';
import { FilterSelect } from '../../ui/data-table/FilterFields.tsx';
import { displayDate } from '../../ui/format.ts';
import { useAcoesUsuarios } from './api.ts';
import { PeriodoFilters, periodoOf } from './components/PeriodoFilters.tsx';
import { PeriodoResumo } from './components/PeriodoResumo.tsx';
import { RelatorioChart } from './components/RelatorioChart.tsx';
import { RelatorioPage } from './components/RelatorioPage.tsx';

const numero = new Intl.NumberFormat('pt-BR');
const P = 'relatorios.acoes';

/** admin/relatorios/acoes-usuarios: the school's audit log: who did what, when, from where, with what data. */
export function AcoesUsuariosPage() {
  const { t } = useTranslation();
  const table = useTableParams('-data');
  const filtros = { ...periodoOf(table), usuario_id: table.filter('usuario_id'), acao: table.filter('acao') };
  const query = useAcoesUsuarios(table.params, filtros);
  const totais = query.data?.totais;
  const periodo = query.data?.periodo;
  const [aberta, setAberta] = useState<AcaoUsuario | null>(null);

  const usuario = (row: { usuario_id: number | null; usuario_nome: string | null }) =>
    row.usuario_nome ??
    (row.usuario_id === null ? t(`${P}.semUsuario`) : t(`${P}.usuarioNumero`, { id: row.usuario_id }));
  const columns: DataTableColumn<AcaoUsuario>[] = [
    {
      key: 'data',
      header: t(`${P}.columns.data`),
      sortField: 'data',
      render: (row) => displayDate(row.created_at),
    },
    {
      key: 'usuario',
      header: t(`${P}.columns.usuario`),
      sortField: 'usuario',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {usuario(row)}
          </Text>
          {row.id_role !== null && (
            <Text size="xs" c="dimmed">
              {roleName(row.id_role)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'acao',
      header: t(`${P}.columns.acao`),
      sortField: 'acao',
      render: (row) => <Code>{row.acao}</Code>,
    },
    {
      key: 'registro',
      header: t(`${P}.columns.registro`),
      sortField: 'entidade',
      render: (row) =>
        row.entidade ? `${row.entidade}${row.entidade_id ? ` #${row.entidade_id}` : ''}` : '–',
    },
    {
      key: 'ip',
      header: t(`${P}.columns.ip`),
      sortField: 'ip',
      render: (row) => (
        <Text size="sm" ff="monospace">
          {row.ip ?? '–'}
        </Text>
      ),
    },
    {
      key: 'dados',
      header: t(`${P}.columns.dados`),
      render: (row) => (
        <Text size="xs" c="dimmed" lineClamp={2} maw={280} ff="monospace">
          {row.dados === null ? '–' : JSON.stringify(row.dados)}
        </Text>
      ),
    },
  ];

  const rowActions = (row: AcaoUsuario): DataTableRowAction[] => [
    {
      key: 'detail',
      label: t(`${P}.detail`, { acao: row.acao }),
      icon: <IconEye size={18} aria-hidden />,
      onClick: () => setAberta(row),
    },
  ];

  return (
    <RelatorioPage
      name="acoes"
      relatorio={relatoriosApi.listAcoesUsuarios.path}
      table={table}
      filtros={filtros}
      summary={<PeriodoResumo periodo={periodo} />}
      figuras={
        totais && [
          { label: t(`${P}.totaisLabel.acoes`), value: numero.format(totais.acoes) },
          { label: t(`${P}.totaisLabel.usuarios`), value: numero.format(totais.usuarios) },
          { label: t(`${P}.totaisLabel.ips`), value: numero.format(totais.ips) },
          { label: t(`${P}.totaisLabel.tipos`), value: numero.format(totais.por_acao.length) },
        ]
      }
      chart={
        totais &&
        totais.por_acao.length > 0 && (
          <RelatorioChart
            title={t(`${P}.chart`)}
            data={totais.por_acao.slice(0, 12).map((row) => ({ acao: row.acao, total: row.total }))}
            dataKey="acao"
            horizontal
            series={[{ name: 'total', label: t(`${P}.totaisLabel.acoes`), color: 'brand.6' }]}
          />
        )
      }
      columns={columns}
      query={query}
      rowKey={(row) => row.id}
      rowActions={rowActions}
      toolbar={
        <>
          <PeriodoFilters table={table} categoria={false} />
          <FilterSelect
            table={table}
            name="usuario_id"
            label={t(`${P}.usuario`)}
            allLabel={t('relatorios.all')}
            options={(totais?.por_usuario ?? [])
              .filter((row) => row.usuario_id !== null)
              .map((row) => ({ value: String(row.usuario_id), label: usuario(row) }))}
            w={{ base: '100%', xs: 200 }}
          />
          <FilterSelect
            table={table}
            name="acao"
            label={t(`${P}.acao`)}
            allLabel={t('relatorios.all')}
            options={(totais?.por_acao ?? []).map((row) => ({ value: row.acao, label: row.acao }))}
            w={{ base: '100%', xs: 200 }}
          />
        </>
      }
      minWidth={1000}
    >
      <Modal opened={aberta !== null} onClose={() => setAberta(null)} title={aberta?.acao} size="lg">
        {aberta && (
          <Stack gap="sm">
            <Stack component="dl" gap="xs" m={0}>
              <DescriptionItem label={t(`${P}.columns.usuario`)} value={usuario(aberta)} />
              <DescriptionItem label={t(`${P}.columns.data`)} value={displayDate(aberta.created_at)} />
              <DescriptionItem label={t(`${P}.columns.ip`)} value={aberta.ip ?? '–'} />
              <DescriptionItem label={t(`${P}.navegador`)} value={aberta.user_agent ?? '–'} />
            </Stack>
            <Text size="sm" fw={600}>
              {t(`${P}.columns.dados`)}
            </Text>
            <Code block>{aberta.dados === null ? '–' : JSON.stringify(aberta.dados, null, 2)}</Code>
          </Stack>
        )}
      </Modal>
    </RelatorioPage>
  );
}
