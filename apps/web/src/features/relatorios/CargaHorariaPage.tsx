import { type CargaHorariaAluno, relatoriosApi } from '@cfc/contract';
import { Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DataTableColumn, type DataTableRowAction, useTableParams } from '../../ui/DataTable.tsx';
import { displayCpf } from '../../ui/format.ts';
import { AptidaoBadge, consultaPath, REGIME_LABELS } from '../processos/index.ts';
import { useCargaHoraria } from './api.ts';
import { CargaHorariaFilters, cargaFiltrosOf } from './components/CargaHorariaFilters.tsx';
import { ProgressoCarga } from './components/ProgressoCarga.tsx';
import { RelatorioPage } from './components/RelatorioPage.tsx';

const numero = new Intl.NumberFormat('pt-BR');

/** admin/relatorios/carga-horaria-aulas-praticas-por-aluno: each process's practical hours, with totals. */
export function CargaHorariaPage() {
  const { t } = useTranslation();
  const table = useTableParams('aluno');
  const filtros = cargaFiltrosOf(table);
  const query = useCargaHoraria(table.params, filtros);
  const totais = query.data?.totais;

  const columns: DataTableColumn<CargaHorariaAluno>[] = [
    {
      key: 'aluno',
      header: t('relatorios.carga.columns.aluno'),
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
      header: t('relatorios.carga.columns.categoria'),
      sortField: 'categoria',
      render: (linha) => linha.categoria,
    },
    {
      key: 'regime',
      header: t('relatorios.carga.columns.regime'),
      render: (linha) => (
        <Stack gap={0}>
          <Text size="sm" title={linha.regime_nome}>
            {REGIME_LABELS[linha.regime]}
          </Text>
          {linha.expirado && (
            <Text size="xs" c="danger.7" fw={600}>
              {t('relatorios.carga.expirado')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'requeridas',
      header: t('relatorios.carga.columns.requeridas'),
      align: 'right',
      render: (linha) => linha.horas_requeridas,
    },
    {
      key: 'realizadas',
      header: t('relatorios.carga.columns.realizadas'),
      sortField: 'realizadas',
      align: 'right',
      render: (linha) => linha.horas_realizadas,
    },
    {
      key: 'agendadas',
      header: t('relatorios.carga.columns.agendadas'),
      align: 'right',
      render: (linha) => linha.horas_agendadas,
    },
    {
      key: 'noturnas',
      header: t('relatorios.carga.columns.noturnas'),
      align: 'right',
      render: (linha) => {
        // A regime without night lessons (1.020/2025) shows a dash rather than '0 de 0'.
        if (linha.noturnas_requeridas === 0 && linha.noturnas_realizadas === 0) {
          return (
            <Text size="sm" c="dimmed">
              –
            </Text>
          );
        }
        const text = t('relatorios.carga.noturnas', {
          realizadas: linha.noturnas_realizadas,
          requeridas: linha.noturnas_requeridas,
        });
        const faltam = linha.noturnas_realizadas < linha.noturnas_requeridas;
        return (
          <Text
            size="sm"
            c={faltam ? 'warning.8' : undefined}
            title={faltam ? t('relatorios.carga.noturnasFaltam') : undefined}
          >
            {text}
          </Text>
        );
      },
    },
    {
      key: 'restantes',
      header: t('relatorios.carga.columns.restantes'),
      sortField: 'restantes',
      align: 'right',
      render: (linha) => (
        <Text size="sm" fw={linha.horas_restantes > 0 ? 600 : undefined}>
          {linha.horas_restantes}
        </Text>
      ),
    },
    {
      key: 'percentual',
      header: t('relatorios.carga.columns.percentual'),
      sortField: 'percentual',
      render: (linha) => (
        <ProgressoCarga
          percentual={linha.percentual}
          completo={linha.completo}
          texts={{
            completo: t('relatorios.carga.completo'),
            percentual: t('relatorios.carga.percentual', { value: linha.percentual }),
          }}
        >
          <AptidaoBadge apto={linha.apto} pendencias={linha.pendencias} />
        </ProgressoCarga>
      ),
    },
  ];

  const rowActions = (linha: CargaHorariaAluno): DataTableRowAction[] => [
    {
      key: 'consult',
      label: t('processos.actions.consult', { nome: linha.aluno_nome }),
      icon: <IconEye size={18} aria-hidden />,
      to: consultaPath(linha.id_processo),
    },
  ];

  return (
    <RelatorioPage
      name="carga"
      relatorio={relatoriosApi.listCargaHoraria.path}
      table={table}
      filtros={filtros}
      figuras={
        totais && [
          { label: t('relatorios.carga.totaisLabel.processos'), value: numero.format(totais.processos) },
          {
            label: t('relatorios.carga.totaisLabel.incompletos'),
            value: numero.format(totais.incompletos),
            color: totais.incompletos > 0 ? 'warning.8' : undefined,
          },
          {
            label: t('relatorios.carga.totaisLabel.aptos'),
            value: numero.format(totais.aptos),
            color: totais.aptos > 0 ? 'brand.9' : undefined,
          },
          {
            label: t('relatorios.carga.totaisLabel.realizadas'),
            value: numero.format(totais.horas_realizadas),
            hint: t('relatorios.carga.deRequeridas', { count: totais.horas_requeridas }),
          },
          {
            label: t('relatorios.carga.totaisLabel.restantes'),
            value: numero.format(totais.horas_restantes),
            hint: t('relatorios.carga.agendadas', { count: totais.horas_agendadas }),
          },
        ]
      }
      columns={columns}
      query={query}
      rowKey={(linha) => linha.id_processo}
      rowActions={rowActions}
      toolbar={<CargaHorariaFilters table={table} />}
      minWidth={960}
    />
  );
}
