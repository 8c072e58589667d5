import { ROLE_NAMES, Role, relatoriosApi, roleName, type UsuarioAdmin } from '@cfc/contract';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AtivoBadge } from '../../ui/AtivoBadge.tsx';
import { type DataTableColumn, useTableParams } from '../../ui/DataTable.tsx';
import { FilterSelect } from '../../ui/data-table/FilterFields.tsx';
import { displayDate } from '../../ui/format.ts';
import { useAdmin } from './api.ts';
import { PeriodoFilters, periodoOf } from './components/PeriodoFilters.tsx';
import { PeriodoResumo } from './components/PeriodoResumo.tsx';
import { RelatorioChart } from './components/RelatorioChart.tsx';
import { RelatorioPage } from './components/RelatorioPage.tsx';

const numero = new Intl.NumberFormat('pt-BR');
const P = 'relatorios.admin';
const CONTAGENS = [
  ['logins', 'logins'],
  ['logins_falhos', 'loginsFalhos'],
  ['acoes', 'acoes'],
  ['aulas_agendadas', 'agendadas'],
  ['aulas_remarcadas', 'remarcadas'],
  ['aulas_canceladas', 'canceladas'],
] as const;
/** The staff roles a school has (SPEC §3); students are not staff. */
const PERFIS = [Role.ADMIN, Role.GESTOR, Role.INSTRUTOR];

/** admin/relatorios/admin: each staff member's sign-ins, actions and lessons booked in a period. */
export function AdminPage() {
  const { t } = useTranslation();
  const table = useTableParams('nome');
  const filtros = { ...periodoOf(table), id_role: table.filter('id_role') };
  const query = useAdmin(table.params, filtros);
  const totais = query.data?.totais;
  const periodo = query.data?.periodo;

  const sortOf: Partial<Record<(typeof CONTAGENS)[number][0], string>> = {
    logins: 'logins',
    acoes: 'acoes',
    aulas_agendadas: 'agendadas',
  };
  const columns: DataTableColumn<UsuarioAdmin>[] = [
    {
      key: 'nome',
      header: t(`${P}.columns.nome`),
      sortField: 'nome',
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.nome}
          </Text>
          <Text size="xs" c="dimmed">
            {roleName(row.id_role)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'ativo',
      header: t(`${P}.columns.ativo`),
      render: (row) => <AtivoBadge ativo={row.ativo} labels={t(`${P}.status`, { returnObjects: true })} />,
    },
    ...CONTAGENS.map(
      ([campo, texto]): DataTableColumn<UsuarioAdmin> => ({
        key: campo,
        header: t(`${P}.columns.${texto}`),
        ...(sortOf[campo] ? { sortField: sortOf[campo] } : {}),
        align: 'right',
        render: (row) => (
          <Text size="sm" c={campo === 'logins_falhos' && row[campo] > 0 ? 'danger.7' : undefined}>
            {row[campo]}
          </Text>
        ),
      }),
    ),
    {
      key: 'ultimo_login',
      header: t(`${P}.columns.ultimoLogin`),
      sortField: 'ultimo_login',
      render: (row) => (row.ultimo_login ? displayDate(row.ultimo_login) : t(`${P}.nunca`)),
    },
  ];

  const linhas = query.data?.data ?? [];
  return (
    <RelatorioPage
      name="admin"
      relatorio={relatoriosApi.listAdmin.path}
      table={table}
      filtros={filtros}
      summary={<PeriodoResumo periodo={periodo} />}
      figuras={
        totais && [
          { label: t(`${P}.totaisLabel.usuarios`), value: numero.format(totais.usuarios) },
          {
            label: t(`${P}.columns.logins`),
            value: numero.format(totais.logins),
            hint: t(`${P}.totaisLabel.falhas`, { count: totais.logins_falhos }),
          },
          { label: t(`${P}.columns.acoes`), value: numero.format(totais.acoes) },
          {
            label: t(`${P}.columns.agendadas`),
            value: numero.format(totais.aulas_agendadas),
            hint: t(`${P}.totaisLabel.alteradas`, {
              remarcadas: totais.aulas_remarcadas,
              canceladas: totais.aulas_canceladas,
            }),
          },
        ]
      }
      chart={
        linhas.length > 0 && (
          <RelatorioChart
            title={t(`${P}.chart`)}
            data={linhas.map((row) => ({
              nome: row.nome.split(' ')[0] ?? row.nome,
              logins: row.logins,
              acoes: row.acoes,
              aulas_agendadas: row.aulas_agendadas,
            }))}
            dataKey="nome"
            series={[
              { name: 'logins', label: t(`${P}.columns.logins`), color: 'info.6' },
              { name: 'acoes', label: t(`${P}.columns.acoes`), color: 'brand.6' },
              { name: 'aulas_agendadas', label: t(`${P}.columns.agendadas`), color: 'warning.6' },
            ]}
          />
        )
      }
      columns={columns}
      query={query}
      rowKey={(row) => row.usuario_id}
      toolbar={
        <>
          <PeriodoFilters table={table} categoria={false} />
          <FilterSelect
            table={table}
            name="id_role"
            label={t(`${P}.perfil`)}
            allLabel={t('relatorios.all')}
            options={PERFIS.map((role) => ({ value: String(role), label: ROLE_NAMES[role] }))}
          />
        </>
      }
      minWidth={1000}
    />
  );
}
