import type { AlunoCadastrado } from '@cfc/contract';
import { Badge, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, useTableParams } from '../../../ui/DataTable.tsx';
import { ExportButtonsFor } from '../../../ui/ExportButtons.tsx';
import { displayCents, displayCpf, displayDate } from '../../../ui/format.ts';
import { exportCadastrados, useCadastrados } from '../api.ts';
import { mesesRecentes } from './shared.tsx';

/** The students registered in a month, by school, and whether their registration was billed. */
export function CadastradosPanel() {
  const { t } = useTranslation();
  const table = useTableParams('cadastrado_em');
  const meses = mesesRecentes();
  const [competencia, setCompetencia] = useState(meses[0]?.value ?? '');
  const query = useCadastrados(table.params, { competencia });

  const columns: DataTableColumn<AlunoCadastrado>[] = [
    {
      key: 'autoescola',
      header: t('faturamento.columns.autoescola'),
      sortField: 'autoescola',
      render: (a) => a.autoescola_nome,
    },
    { key: 'nome', header: t('faturamento.columns.aluno'), sortField: 'nome', render: (a) => a.nome },
    { key: 'cpf', header: t('faturamento.columns.cpf'), render: (a) => displayCpf(a.cpf) },
    {
      key: 'cadastrado',
      header: t('faturamento.columns.cadastradoEm'),
      sortField: 'cadastrado_em',
      render: (a) => displayDate(a.cadastrado_em, true),
    },
    {
      key: 'faturado',
      header: t('faturamento.columns.faturado'),
      render: (a) =>
        a.id_fatura === null ? (
          <Badge color="gray" variant="light">
            {t('faturamento.cadastrados.naoFaturado')}
          </Badge>
        ) : (
          `${t('faturamento.columns.fatura')} ${a.id_fatura} · ${displayCents(a.valor_centavos)}`
        ),
    },
  ];

  return (
    <DataTable
      label={t('faturamento.cadastrados.label')}
      columns={columns}
      query={query}
      state={table}
      rowKey={(a) => `${a.id_autoescola}-${a.id_aluno}`}
      filter={false}
      toolbar={
        <Group gap="sm" align="end" wrap="wrap">
          <Select
            label={t('faturamento.filters.competencia')}
            data={meses}
            value={competencia}
            onChange={(value) => {
              if (value) setCompetencia(value);
              table.update({ page: 1 });
            }}
            allowDeselect={false}
            w={140}
          />
          <ExportButtonsFor exportFile={(formato) => exportCadastrados({ competencia }, formato)} />
        </Group>
      }
      emptyMessage={t('faturamento.cadastrados.empty')}
      minWidth={720}
    />
  );
}
