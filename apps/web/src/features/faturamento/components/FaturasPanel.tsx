import { type Fatura, type FaturasFiltros, SITUACOES_FATURA } from '@cfc/contract';
import { Group, Select, Stack } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn, useTableParams } from '../../../ui/DataTable.tsx';
import { ExportButtonsFor } from '../../../ui/ExportButtons.tsx';
import { displayCents, displayDate } from '../../../ui/format.ts';
import { exportFaturas, useEscolasFaturadas, useFaturas } from '../api.ts';
import { FaturaDrawer } from './FaturaDrawer.tsx';
import { mesAno, mesesRecentes, SituacaoBadge, Totais } from './shared.tsx';

export interface FaturasPanelProps {
  /** Finance staff: the school column and filter, cancel and resend. */
  readonly financeiro: boolean;
  /** A period (from/to month) instead of one month: the school's report. */
  readonly periodo?: boolean;
}

function EscolaSelect({
  value,
  onChange,
}: {
  readonly value: string | undefined;
  readonly onChange: (v: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const contratos = useEscolasFaturadas();
  return (
    <Select
      label={t('faturamento.filters.autoescola')}
      placeholder={t('faturamento.filters.todas')}
      data={(contratos.data?.data ?? []).map((c) => ({ value: c.autoescola, label: c.autoescola_nome }))}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      searchable
      clearable
      w={220}
    />
  );
}

function filtrosDoEndereco(search: URLSearchParams): FaturasFiltros {
  const situacao = SITUACOES_FATURA.find((s) => s === search.get('situacao'));
  return {
    ...(search.get('competencia') ? { competencia: search.get('competencia') ?? undefined } : {}),
    ...(search.get('autoescola') ? { autoescola: search.get('autoescola') ?? undefined } : {}),
    ...(situacao ? { situacao } : {}),
  };
}

/** The invoices with their filters and the totals of the whole filtered set; a drawer per invoice. */
export function FaturasPanel({ financeiro, periodo = false }: FaturasPanelProps) {
  const { t } = useTranslation();
  const table = useTableParams('-competencia');
  // The panel's figures link here with their filters in the address (features/financeiro-relatorios).
  const [search] = useSearchParams();
  const [filtros, setFiltros] = useState<FaturasFiltros>(() => filtrosDoEndereco(search));
  const [aberta, setAberta] = useState<number | null>(null);
  const query = useFaturas(table.params, filtros);
  const meses = mesesRecentes();
  const totais = query.data?.totais;

  const set = (patch: Partial<FaturasFiltros>) => {
    setFiltros((current) => ({ ...current, ...patch }));
    table.update({ page: 1 });
  };
  const mes = (key: 'competencia' | 'competencia_de' | 'competencia_ate', label: string) => (
    <Select
      label={label}
      placeholder={t('faturamento.filters.todos')}
      data={meses}
      value={filtros[key] ?? null}
      onChange={(value) => set({ [key]: value ?? undefined })}
      clearable
      w={140}
    />
  );

  const columns: DataTableColumn<Fatura>[] = [
    {
      key: 'competencia',
      header: t('faturamento.columns.competencia'),
      sortField: 'competencia',
      render: (f) => mesAno(f.competencia),
    },
    ...(financeiro
      ? [
          {
            key: 'autoescola',
            header: t('faturamento.columns.autoescola'),
            sortField: 'autoescola',
            render: (f: Fatura) => f.autoescola_nome,
          },
        ]
      : []),
    { key: 'fatura', header: t('faturamento.columns.fatura'), render: (f) => f.id_fatura },
    { key: 'descricao', header: t('faturamento.columns.descricao'), render: (f) => f.descricao },
    {
      key: 'vencimento',
      header: t('faturamento.columns.vencimento'),
      sortField: 'vencimento',
      render: (f) => displayDate(f.vencimento, true),
    },
    {
      key: 'valor',
      header: t('faturamento.columns.valor'),
      sortField: 'valor',
      align: 'right',
      render: (f) => displayCents(f.valor_centavos),
    },
    {
      key: 'pago',
      header: t('faturamento.columns.pago'),
      align: 'right',
      render: (f) => displayCents(f.valor_pago_centavos),
    },
    {
      key: 'situacao',
      header: t('faturamento.columns.situacao'),
      render: (f) => <SituacaoBadge situacao={f.situacao} />,
    },
  ];

  return (
    <Stack gap="md">
      <Totais
        itens={[
          { label: t('faturamento.totais.quantidade'), value: String(totais?.quantidade ?? '—') },
          { label: t('faturamento.totais.faturado'), value: displayCents(totais?.valor_centavos) },
          { label: t('faturamento.totais.pago'), value: displayCents(totais?.valor_pago_centavos) },
          { label: t('faturamento.totais.emAberto'), value: displayCents(totais?.em_aberto_centavos) },
          { label: t('faturamento.totais.vencido'), value: displayCents(totais?.vencido_centavos) },
        ]}
      />
      <DataTable
        label={t('faturamento.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(f) => f.id_fatura}
        rowActions={(f) => [
          {
            key: 'ver',
            label: `${t('faturamento.open')}: ${f.id_fatura}`,
            icon: <IconEye size={18} aria-hidden />,
            onClick: () => setAberta(f.id_fatura),
          },
        ]}
        filter={false}
        toolbar={
          <Group gap="sm" align="end" wrap="wrap">
            {periodo ? (
              <>
                {mes('competencia_de', t('faturamento.filters.de'))}
                {mes('competencia_ate', t('faturamento.filters.ate'))}
              </>
            ) : (
              mes('competencia', t('faturamento.filters.competencia'))
            )}
            {financeiro && (
              <EscolaSelect value={filtros.autoescola} onChange={(autoescola) => set({ autoescola })} />
            )}
            <Select
              label={t('faturamento.filters.situacao')}
              placeholder={t('faturamento.filters.todas')}
              data={SITUACOES_FATURA.map((value) => ({ value, label: t(`faturamento.situacao.${value}`) }))}
              value={filtros.situacao ?? null}
              onChange={(value) => set({ situacao: (value ?? undefined) as FaturasFiltros['situacao'] })}
              clearable
              w={150}
            />
            <ExportButtonsFor exportFile={(formato) => exportFaturas(filtros, formato)} />
          </Group>
        }
        emptyMessage={t('faturamento.empty')}
        minWidth={860}
      />
      <FaturaDrawer id={aberta} financeiro={financeiro} onClose={() => setAberta(null)} />
    </Stack>
  );
}
