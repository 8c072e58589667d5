import { type AlunoPorPeriodo, ETAPAS_ALUNO, relatoriosApi } from '@cfc/contract';
import { Badge, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DataTableColumn, type DataTableRowAction, useTableParams } from '../../ui/DataTable.tsx';
import { FilterSelect } from '../../ui/data-table/FilterFields.tsx';
import { displayCpf, displayDate } from '../../ui/format.ts';
import { consultaPath } from '../processos/index.ts';
import { useAlunosPorPeriodo } from './api.ts';
import { PeriodoFilters, periodoOf } from './components/PeriodoFilters.tsx';
import { RelatorioChart } from './components/RelatorioChart.tsx';
import { RelatorioPage } from './components/RelatorioPage.tsx';

const numero = new Intl.NumberFormat('pt-BR');
const P = 'relatorios.alunosPeriodo';
const ETAPA_CORES: Record<AlunoPorPeriodo['etapa'], string> = {
  sem_aulas: 'gray',
  em_formacao: 'info',
  apto: 'brand',
  concluido: 'teal',
  cancelado: 'dark',
  expirado: 'danger',
};

/** admin/relatorios/lista-de-alunos-por-periodo: the processes opened in a period, with their stage. */
export function AlunosPorPeriodoPage() {
  const { t } = useTranslation();
  const table = useTableParams('-aberto_em');
  const filtros = { ...periodoOf(table), categoria: table.filter('categoria'), etapa: table.filter('etapa') };
  const query = useAlunosPorPeriodo(table.params, filtros);
  const totais = query.data?.totais;
  const periodo = query.data?.periodo;

  const columns: DataTableColumn<AlunoPorPeriodo>[] = [
    {
      key: 'aberto_em',
      header: t(`${P}.columns.abertoEm`),
      sortField: 'aberto_em',
      render: (linha) => displayDate(linha.aberto_em, true),
    },
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
    { key: 'telefone', header: t(`${P}.columns.telefone`), render: (linha) => linha.telefone ?? '–' },
    {
      key: 'categoria',
      header: t(`${P}.columns.categoria`),
      sortField: 'categoria',
      render: (linha) => (
        <Stack gap={0}>
          <Text size="sm">{linha.categoria}</Text>
          <Text size="xs" c="dimmed">
            {t(`${P}.tipos.${linha.tipo}`)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'horas',
      header: t(`${P}.columns.horas`),
      sortField: 'realizadas',
      align: 'right',
      render: (linha) =>
        t(`${P}.horas`, { realizadas: linha.horas_realizadas, requeridas: linha.horas_requeridas }),
    },
    {
      key: 'etapa',
      header: t(`${P}.columns.etapa`),
      sortField: 'etapa',
      render: (linha) => (
        <Badge variant="light" color={ETAPA_CORES[linha.etapa]}>
          {t(`${P}.etapas.${linha.etapa}`)}
        </Badge>
      ),
    },
  ];

  const rowActions = (linha: AlunoPorPeriodo): DataTableRowAction[] => [
    {
      key: 'consult',
      label: t('processos.actions.consult', { nome: linha.aluno_nome }),
      icon: <IconEye size={18} aria-hidden />,
      to: consultaPath(linha.id_processo),
    },
  ];

  return (
    <RelatorioPage
      name="alunosPeriodo"
      relatorio={relatoriosApi.listAlunosPorPeriodo.path}
      table={table}
      filtros={filtros}
      summary={
        <Text size="sm" fw={500} mb="xs" aria-live="polite">
          {periodo
            ? t(`${P}.periodo`, { de: displayDate(periodo.de, true), ate: displayDate(periodo.ate, true) })
            : ' '}
        </Text>
      }
      figuras={
        totais && [
          { label: t(`${P}.totaisLabel.processos`), value: numero.format(totais.processos) },
          { label: t(`${P}.etapas.sem_aulas`), value: numero.format(totais.etapas.sem_aulas) },
          { label: t(`${P}.etapas.em_formacao`), value: numero.format(totais.etapas.em_formacao) },
          {
            label: t(`${P}.etapas.apto`),
            value: numero.format(totais.etapas.apto),
            color: totais.etapas.apto > 0 ? 'brand.9' : undefined,
          },
          { label: t(`${P}.etapas.concluido`), value: numero.format(totais.etapas.concluido) },
        ]
      }
      chart={
        totais &&
        totais.processos > 0 && (
          <RelatorioChart
            title={t(`${P}.chart`)}
            data={ETAPAS_ALUNO.map((etapa) => ({
              etapa: t(`${P}.etapas.${etapa}`),
              processos: totais.etapas[etapa],
            }))}
            dataKey="etapa"
            series={[{ name: 'processos', label: t(`${P}.totaisLabel.processos`), color: 'brand.6' }]}
          />
        )
      }
      columns={columns}
      query={query}
      rowKey={(linha) => linha.id_processo}
      rowActions={rowActions}
      toolbar={
        <>
          <PeriodoFilters table={table} />
          <FilterSelect
            table={table}
            name="etapa"
            label={t(`${P}.etapa`)}
            allLabel={t('relatorios.all')}
            options={ETAPAS_ALUNO.map((value) => ({ value, label: t(`${P}.etapas.${value}`) }))}
          />
        </>
      }
      minWidth={900}
    />
  );
}
