import { type AulasPorAluno, relatoriosApi } from '@cfc/contract';
import { Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DataTableColumn, type DataTableRowAction, useTableParams } from '../../ui/DataTable.tsx';
import { displayCpf, displayDate } from '../../ui/format.ts';
import { consultaPath } from '../processos/index.ts';
import { useAulasPorAluno } from './api.ts';
import { PeriodoFilters, periodoOf } from './components/PeriodoFilters.tsx';
import { RelatorioChart } from './components/RelatorioChart.tsx';
import { RelatorioPage } from './components/RelatorioPage.tsx';

const numero = new Intl.NumberFormat('pt-BR');
const P = 'relatorios.porAluno';
const CONTAGENS = ['realizadas', 'agendadas', 'canceladas', 'faltas'] as const;
const CORES = { realizadas: 'brand.6', agendadas: 'info.6', canceladas: 'gray.5', faltas: 'danger.6' };

/** admin/relatorios/aulas-por-aluno: each student's practical lessons in a period, by outcome, with totals. */
export function AulasPorAlunoPage() {
  const { t } = useTranslation();
  const table = useTableParams('aluno');
  const filtros = { ...periodoOf(table), categoria: table.filter('categoria') };
  const query = useAulasPorAluno(table.params, filtros);
  const totais = query.data?.totais;
  const periodo = query.data?.periodo;

  const contagem = (campo: (typeof CONTAGENS)[number]): DataTableColumn<AulasPorAluno> => ({
    key: campo,
    header: t(`${P}.columns.${campo}`),
    sortField: campo,
    align: 'right',
    render: (linha) => (
      <Text size="sm" c={campo === 'faltas' && linha.faltas > 0 ? 'danger.7' : undefined}>
        {linha[campo]}
      </Text>
    ),
  });
  const columns: DataTableColumn<AulasPorAluno>[] = [
    {
      key: 'aluno',
      header: t(`${P}.columns.aluno`),
      sortField: 'aluno',
      render: (linha) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {linha.aluno_nome}
          </Text>
          <Text size="xs" c="dimmed">{`${displayCpf(linha.aluno_cpf)} · ${linha.renach}`}</Text>
        </Stack>
      ),
    },
    {
      key: 'categoria',
      header: t(`${P}.columns.categoria`),
      sortField: 'categoria',
      render: (linha) => linha.categoria,
    },
    ...CONTAGENS.map(contagem),
    {
      key: 'horas',
      header: t(`${P}.columns.horas`),
      sortField: 'horas',
      align: 'right',
      render: (linha) =>
        t(`${P}.horas`, { realizadas: linha.horas_realizadas, agendadas: linha.horas_agendadas }),
    },
  ];

  const rowActions = (linha: AulasPorAluno): DataTableRowAction[] => [
    {
      key: 'consult',
      label: t('processos.actions.consult', { nome: linha.aluno_nome }),
      icon: <IconEye size={18} aria-hidden />,
      to: consultaPath(linha.id_processo),
    },
  ];

  const linhas = query.data?.data ?? [];
  return (
    <RelatorioPage
      name="porAluno"
      relatorio={relatoriosApi.listAulasPorAluno.path}
      table={table}
      filtros={filtros}
      summary={
        <Text size="sm" fw={500} mb="xs" aria-live="polite">
          {periodo
            ? t('relatorios.aulas.periodo', { de: displayDate(periodo.de), ate: displayDate(periodo.ate) })
            : ' '}
        </Text>
      }
      figuras={
        totais && [
          { label: t(`${P}.totaisLabel.alunos`), value: numero.format(totais.alunos) },
          {
            label: t(`${P}.totaisLabel.realizadas`),
            value: numero.format(totais.realizadas),
            hint: t(`${P}.totaisLabel.horasHint`, { count: totais.horas_realizadas }),
          },
          {
            label: t(`${P}.totaisLabel.agendadas`),
            value: numero.format(totais.agendadas),
            hint: t(`${P}.totaisLabel.horasHint`, { count: totais.horas_agendadas }),
          },
          { label: t(`${P}.totaisLabel.canceladas`), value: numero.format(totais.canceladas) },
          {
            label: t(`${P}.totaisLabel.faltas`),
            value: numero.format(totais.faltas),
            color: totais.faltas > 0 ? 'danger.7' : undefined,
          },
        ]
      }
      chart={
        linhas.length > 0 && (
          <RelatorioChart
            title={t(`${P}.chart`)}
            data={linhas.map((linha) => ({
              aluno: linha.aluno_nome.split(' ')[0] ?? linha.aluno_nome,
              ...Object.fromEntries(CONTAGENS.map((campo) => [campo, linha[campo]])),
            }))}
            dataKey="aluno"
            stacked
            series={CONTAGENS.map((campo) => ({
              name: campo,
              label: t(`${P}.columns.${campo}`),
              color: CORES[campo],
            }))}
          />
        )
      }
      columns={columns}
      query={query}
      rowKey={(linha) => linha.id_processo}
      rowActions={rowActions}
      toolbar={<PeriodoFilters table={table} />}
      minWidth={900}
    />
  );
}
