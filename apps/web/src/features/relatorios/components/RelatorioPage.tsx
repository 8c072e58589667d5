import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps, type TableState } from '../../../ui/DataTable.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import type { Filtros } from '../api.ts';
import { RelatorioExportButtons } from './RelatorioExportButtons.tsx';
import { type Figura, Totais } from './Totais.tsx';

interface RelatorioPageProps<Row>
  extends Pick<DataTableProps<Row>, 'columns' | 'query' | 'rowKey' | 'rowActions' | 'toolbar' | 'minWidth'> {
  /** Where the report's texts are: `relatorios.{name}.title`, `.intro`, `.label`, `.filter`, `.empty`… */
  readonly name: 'aulas' | 'carga' | 'porAluno' | 'alunosPeriodo' | 'acoes' | 'geral' | 'admin';
  /** The report's API path, which its exports follow. */
  readonly relatorio: string;
  readonly table: TableState;
  /** The report's own filters, sent with the exports as the table shows them. */
  readonly filtros: Filtros;
  /** The totals of every matching row; undefined while they load. */
  readonly figuras: readonly Figura[] | undefined;
  /** A line between the header and the totals, e.g. the period shown. */
  readonly summary?: ReactNode;
  /** A chart between the totals and the table. */
  readonly chart?: ReactNode;
  /** What the page adds after the table, e.g. a detail modal. */
  readonly children?: ReactNode;
}

/** The frame of a report: header with its export buttons, totals, then the table with its filters. */
export function RelatorioPage<Row>({
  name,
  relatorio,
  table,
  filtros,
  figuras,
  summary,
  chart,
  children,
  ...tableProps
}: RelatorioPageProps<Row>) {
  const { t } = useTranslation();
  const title = t(`relatorios.${name}.title`);
  return (
    <>
      <PageHeader
        title={title}
        description={t(`relatorios.${name}.intro`)}
        crumbs={[{ label: t('relatorios.title') }, { label: title }]}
        action={
          <RelatorioExportButtons relatorio={relatorio} filtro={table.params.filtro} filtros={filtros} />
        }
      />
      {summary}
      <Totais label={t('relatorios.totais')} figuras={figuras} />
      {chart}
      <DataTable
        {...tableProps}
        label={t(`relatorios.${name}.label`)}
        state={table}
        filter={
          // The report of days ('geral') has no text to look for.
          name !== 'geral' && {
            label: t(`relatorios.${name}.filter`),
            placeholder: t(`relatorios.${name}.filterPlaceholder`),
          }
        }
        emptyMessage={t(`relatorios.${name}.empty`)}
      />
      {children}
    </>
  );
}
