import { type ItemFaturado, type ItensFiltros, TIPOS_ITEM_FATURADO } from '@cfc/contract';
import { Group, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, useTableParams } from '../../../ui/DataTable.tsx';
import { ExportButtonsFor } from '../../../ui/ExportButtons.tsx';
import { displayCents, displayCpf, displayDate } from '../../../ui/format.ts';
import { exportItens, useItens } from '../api.ts';
import { mesAno, mesesRecentes, Totais } from './shared.tsx';

type Tipo = (typeof TIPOS_ITEM_FATURADO)[number];

/** The billed lines (students and lessons) by month, kind and student, with their totals and exports. */
export function ItensPanel({
  tipo,
  variasEscolas,
}: {
  readonly tipo?: Tipo;
  readonly variasEscolas: boolean;
}) {
  const { t } = useTranslation();
  const table = useTableParams('-competencia');
  const [filtros, setFiltros] = useState<Omit<ItensFiltros, 'aluno'>>(tipo ? { tipo } : {});
  const [aluno, setAluno] = useState('');
  const [alunoDebounced] = useDebouncedValue(aluno.trim(), 250);
  const todos = { ...filtros, ...(alunoDebounced ? { aluno: alunoDebounced } : {}) };
  const query = useItens(table.params, todos);
  const set = (patch: Partial<ItensFiltros>) => {
    setFiltros((current) => ({ ...current, ...patch }));
    table.update({ page: 1 });
  };

  const columns: DataTableColumn<ItemFaturado>[] = [
    {
      key: 'competencia',
      header: t('faturamento.columns.competencia'),
      sortField: 'competencia',
      render: (i) => mesAno(i.competencia),
    },
    ...(variasEscolas
      ? [
          {
            key: 'autoescola',
            header: t('faturamento.columns.autoescola'),
            sortField: 'autoescola',
            render: (i: ItemFaturado) => i.autoescola_nome,
          },
        ]
      : []),
    { key: 'fatura', header: t('faturamento.columns.fatura'), render: (i) => i.id_fatura },
    {
      key: 'aluno',
      header: t('faturamento.columns.aluno'),
      sortField: 'aluno',
      render: (i) => i.aluno_nome ?? '—',
    },
    { key: 'cpf', header: t('faturamento.columns.cpf'), render: (i) => displayCpf(i.aluno_cpf) },
    ...(tipo
      ? []
      : [
          {
            key: 'tipo',
            header: t('faturamento.columns.tipo'),
            render: (i: ItemFaturado) => t(`faturamento.tipoItem.${i.tipo}`),
          },
        ]),
    { key: 'data', header: t('faturamento.columns.data'), render: (i) => displayDate(i.data_aula) },
    {
      key: 'valor',
      header: t('faturamento.columns.valor'),
      align: 'right',
      render: (i) => displayCents(i.valor_centavos),
    },
  ];

  return (
    <Stack gap="md">
      <Totais
        itens={[
          { label: t('faturamento.totais.linhas'), value: String(query.data?.totais.quantidade ?? '—') },
          { label: t('faturamento.totais.valor'), value: displayCents(query.data?.totais.valor_centavos) },
        ]}
      />
      <DataTable
        label={t('faturamento.itens.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(i) => i.id_item}
        filter={false}
        toolbar={
          <Group gap="sm" align="end" wrap="wrap">
            <Select
              label={t('faturamento.filters.competencia')}
              placeholder={t('faturamento.filters.todos')}
              data={mesesRecentes()}
              value={filtros.competencia ?? null}
              onChange={(value) => set({ competencia: value ?? undefined })}
              clearable
              w={140}
            />
            {!tipo && (
              <Select
                label={t('faturamento.filters.tipo')}
                placeholder={t('faturamento.filters.todos')}
                data={TIPOS_ITEM_FATURADO.map((value) => ({
                  value,
                  label: t(`faturamento.tipoItem.${value}`),
                }))}
                value={filtros.tipo ?? null}
                onChange={(value) => set({ tipo: (value ?? undefined) as Tipo | undefined })}
                clearable
                w={180}
              />
            )}
            <TextInput
              label={t('faturamento.filters.aluno')}
              value={aluno}
              onChange={(event) => {
                setAluno(event.currentTarget.value);
                table.update({ page: 1 });
              }}
              w={220}
            />
            <ExportButtonsFor exportFile={(formato) => exportItens(todos, formato)} />
          </Group>
        }
        emptyMessage={t('faturamento.itens.empty')}
        minWidth={820}
      />
    </Stack>
  );
}
