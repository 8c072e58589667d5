import { type AulaRealizadaRelatorio, relatoriosApi } from '@cfc/contract';
import { timeInSaoPaulo } from '@cfc/domain';
import { Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../session/useAccess.ts';
import { type DataTableColumn, type DataTableRowAction, useTableParams } from '../../ui/DataTable.tsx';
import { displayCpf, displayDate } from '../../ui/format.ts';
import { AulaDetailModal, AulasFilters, aulasFiltrosOf, type DetailTarget } from '../agendamento/index.ts';
import { useAulasRealizadas } from './api.ts';
import { GetranStatusBadge } from './components/GetranStatusBadge.tsx';
import { RelatorioPage } from './components/RelatorioPage.tsx';

const numero = new Intl.NumberFormat('pt-BR');

/** admin/relatorios/relatorio-aulas-praticas-realizadas: the lessons given in a period, with totals. */
export function AulasRealizadasPage() {
  const { t } = useTranslation();
  // The lesson's detail (photos, track, history) is read with the scheduling flags.
  const canSchedule = usePermission('agendamento');
  const canList = usePermission('aulas_list');
  const canOpen = canSchedule || canList;
  const table = useTableParams('data');
  const filtros = aulasFiltrosOf(table);
  const query = useAulasRealizadas(table.params, filtros);
  const [target, setTarget] = useState<DetailTarget | null>(null);
  const totais = query.data?.totais;
  const periodo = query.data?.periodo;

  const real = (instant: string | null) => (instant ? timeInSaoPaulo(instant) : '–');
  const columns: DataTableColumn<AulaRealizadaRelatorio>[] = [
    {
      key: 'data',
      header: t('relatorios.aulas.columns.data'),
      sortField: 'data',
      render: (aula) => (
        <Stack gap={0}>
          <Text size="sm">{displayDate(aula.data)}</Text>
          <Text size="xs" c="dimmed" title={t('relatorios.aulas.columns.horario')}>
            {`${real(aula.inicio_real)}–${real(aula.fim_real)}`}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'aluno',
      header: t('relatorios.aulas.columns.aluno'),
      sortField: 'aluno',
      render: (aula) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {aula.aluno_nome}
          </Text>
          <Text size="xs" c="dimmed">{`${displayCpf(aula.aluno_cpf)} · ${aula.renach}`}</Text>
        </Stack>
      ),
    },
    {
      key: 'instrutor',
      header: t('relatorios.aulas.columns.instrutor'),
      sortField: 'instrutor',
      render: (aula) => aula.instrutor_nome,
    },
    {
      key: 'veiculo',
      header: t('relatorios.aulas.columns.veiculo'),
      sortField: 'placa',
      render: (aula) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace">
            {aula.placa}
          </Text>
          <Text size="xs" c="dimmed">
            {aula.categoria}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'hodometro',
      header: t('relatorios.aulas.columns.hodometro'),
      align: 'right',
      render: (aula) =>
        aula.hodometro_inicio === null
          ? '–'
          : t('relatorios.aulas.hodometro', {
              inicio: numero.format(aula.hodometro_inicio),
              fim: aula.hodometro_fim === null ? '–' : numero.format(aula.hodometro_fim),
            }),
    },
    {
      key: 'km',
      header: t('relatorios.aulas.columns.km'),
      sortField: 'km',
      align: 'right',
      render: (aula) => (aula.km === null ? '–' : numero.format(aula.km)),
    },
    {
      key: 'duracao',
      header: t('relatorios.aulas.columns.duracao'),
      sortField: 'duracao',
      align: 'right',
      render: (aula) =>
        aula.duracao_minutos === null ? '–' : t('relatorios.aulas.minutos', { count: aula.duracao_minutos }),
    },
    {
      key: 'horas_aula',
      header: t('relatorios.aulas.columns.horasAula'),
      align: 'right',
      render: (aula) => aula.horas_aula,
    },
    {
      key: 'getran',
      header: t('relatorios.aulas.columns.getran'),
      sortField: 'getran_status',
      render: (aula) => <GetranStatusBadge status={aula.getran_status} />,
    },
  ];

  const rowActions = canOpen
    ? (aula: AulaRealizadaRelatorio): DataTableRowAction[] => [
        {
          key: 'detail',
          label: t('relatorios.aulas.detail', { aluno: aula.aluno_nome }),
          icon: <IconEye size={18} aria-hidden />,
          onClick: () => setTarget({ id: aula.id_aulas_praticas, mode: 'detalhe' }),
        },
      ]
    : undefined;

  const minutos = totais?.duracao_minutos ?? 0;
  return (
    <RelatorioPage
      name="aulas"
      relatorio={relatoriosApi.listAulasRealizadas.path}
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
          { label: t('relatorios.aulas.totaisLabel.aulas'), value: numero.format(totais.aulas) },
          { label: t('relatorios.aulas.totaisLabel.horasAula'), value: numero.format(totais.horas_aula) },
          { label: t('relatorios.aulas.totaisLabel.km'), value: numero.format(totais.km) },
          {
            label: t('relatorios.aulas.totaisLabel.duracao'),
            value: t('relatorios.aulas.horas', { horas: Math.floor(minutos / 60), minutos: minutos % 60 }),
          },
        ]
      }
      columns={columns}
      query={query}
      rowKey={(aula) => aula.id_aulas_praticas}
      rowActions={rowActions}
      toolbar={<AulasFilters table={table} />}
      minWidth={1040}
    >
      <AulaDetailModal
        target={target}
        onMode={(mode) => setTarget((current) => current && { ...current, mode })}
        onClose={() => setTarget(null)}
      />
    </RelatorioPage>
  );
}
