import { ExportButtonsFor } from '../../../ui/ExportButtons.tsx';
import type { ExportFormat } from '../../../ui/export-file.ts';
import { relatorioExportPath } from '../export-path.ts';

interface RelatorioExportButtonsProps {
  /** The report's API path, e.g. '/relatorios/aulas-praticas-realizadas'. */
  readonly relatorio: string;
  readonly filtro: string;
  /** The report's other filters, exported as the table shows them. */
  readonly filtros: Readonly<Record<string, string | undefined>>;
}

/** The lists' export buttons for a report: it also sends its period and selects, not only the text filter. */
export function RelatorioExportButtons({ relatorio, filtro, filtros }: RelatorioExportButtonsProps) {
  return (
    <ExportButtonsFor
      pathOf={(formato: ExportFormat) => relatorioExportPath(relatorio, formato, filtro, filtros)}
    />
  );
}
