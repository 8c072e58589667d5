import type { Alerta } from '@cfc/contract';
import { ALERTAS, ESTADOS_ALERTA, SEVERIDADES_ALERTA, TIPOS_ALERTA } from '@cfc/domain';
import { Group, Select } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn, useTableParams } from '../../../ui/DataTable.tsx';
import { ExportButtonsFor } from '../../../ui/ExportButtons.tsx';
import { displayDate } from '../../../ui/format.ts';
import { useEscolas } from '../../envios-getran/index.ts';
import { type AlertasFiltros, exportAlertas, useAlertas, useAlertasAoVivo } from '../api.ts';
import { AlertaDrawer } from './AlertaDrawer.tsx';
import { EstadoBadge, SeveridadeBadge } from './badges.tsx';

export interface AlertasPanelProps {
  /** Whether the caller may acknowledge, resolve and contest (never the authority or commercial staff). */
  readonly podeTratar: boolean;
  /** The school column and filter, for those who see several schools. */
  readonly variasEscolas: boolean;
  /** Fixed filters (a lesson's alerts, say). */
  readonly filtros?: AlertasFiltros;
}

/** The school filter of those who see several schools: the schools they see, the operator's left out. */
function EscolaFilter({
  value,
  onChange,
}: {
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const escolas = (useEscolas().data ?? []).filter((escola) => !escola.operadora);
  if (escolas.length < 2) return null;
  return (
    <Select
      label={t('alertas.filters.autoescola')}
      placeholder={t('alertas.filters.todos')}
      data={escolas.map((escola) => ({ value: escola.slug, label: escola.nome_fantasia }))}
      value={value ?? null}
      onChange={(selected) => onChange(selected ?? undefined)}
      searchable
      clearable
      w={240}
    />
  );
}

/** The alerts list with its filters and a drawer per alert; follows `AlertaAtualizado` live. */
export function AlertasPanel({ podeTratar, variasEscolas, filtros: fixos = {} }: AlertasPanelProps) {
  const { t } = useTranslation();
  const table = useTableParams('-detectado_em');
  const [filtros, setFiltros] = useState<AlertasFiltros>({ estado: 'aberto' });
  const [aberto, setAberto] = useState<number | null>(null);
  const query = useAlertas(table.params, { ...filtros, ...fixos });
  useAlertasAoVivo();

  const select = (
    key: 'estado' | 'severidade' | 'tipo',
    label: string,
    data: readonly { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      placeholder={t('alertas.filters.todos')}
      data={data}
      value={(filtros[key] as string | undefined) ?? null}
      onChange={(value) => {
        setFiltros((current) => ({ ...current, [key]: value ?? undefined }));
        table.update({ page: 1 });
      }}
      clearable
      w={key === 'tipo' ? 280 : 170}
    />
  );

  const columns: DataTableColumn<Alerta>[] = [
    {
      key: 'detectado',
      header: t('alertas.columns.detectado'),
      sortField: 'detectado_em',
      render: (alerta) => displayDate(alerta.detectado_em),
    },
    ...(variasEscolas
      ? [
          {
            key: 'autoescola',
            header: t('alertas.columns.autoescola'),
            sortField: 'autoescola',
            render: (alerta: Alerta) => alerta.autoescola_nome,
          },
        ]
      : []),
    {
      key: 'alerta',
      header: t('alertas.columns.alerta'),
      sortField: 'tipo',
      render: (alerta) => alerta.titulo,
    },
    { key: 'aluno', header: t('alertas.columns.aluno'), render: (alerta) => alerta.aluno_nome ?? '—' },
    {
      key: 'severidade',
      header: t('alertas.columns.severidade'),
      sortField: 'severidade',
      render: (alerta) => <SeveridadeBadge severidade={alerta.severidade} />,
    },
    {
      key: 'estado',
      header: t('alertas.columns.estado'),
      sortField: 'estado',
      render: (alerta) => <EstadoBadge estado={alerta.estado} />,
    },
  ];

  return (
    <>
      <DataTable
        label={t('alertas.label')}
        columns={columns}
        query={query}
        state={table}
        rowKey={(alerta) => alerta.id_alerta}
        rowActions={(alerta) => [
          {
            key: 'ver',
            label: `${t('alertas.open')}: ${alerta.titulo}`,
            icon: <IconEye size={18} aria-hidden />,
            onClick: () => setAberto(alerta.id_alerta),
          },
        ]}
        filter={false}
        toolbar={
          <Group gap="sm" align="end" wrap="wrap">
            {select(
              'estado',
              t('alertas.filters.estado'),
              ESTADOS_ALERTA.map((value) => ({ value, label: t(`alertas.estado.${value}`) })),
            )}
            {select(
              'severidade',
              t('alertas.filters.severidade'),
              SEVERIDADES_ALERTA.map((value) => ({ value, label: t(`alertas.severidade.${value}`) })),
            )}
            {select(
              'tipo',
              t('alertas.filters.tipo'),
              TIPOS_ALERTA.map((value) => ({ value, label: ALERTAS[value].titulo })),
            )}
            {variasEscolas && (
              <EscolaFilter
                value={filtros.autoescola}
                onChange={(autoescola) => {
                  setFiltros((current) => ({ ...current, autoescola }));
                  table.update({ page: 1 });
                }}
              />
            )}
            <ExportButtonsFor exportFile={(formato) => exportAlertas({ ...filtros, ...fixos }, formato)} />
          </Group>
        }
        emptyMessage={t('alertas.empty')}
        minWidth={820}
      />
      <AlertaDrawer id={aberto} podeTratar={podeTratar} onClose={() => setAberto(null)} />
    </>
  );
}
