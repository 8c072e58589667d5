import { reportExports } from '@cfc/contract';
import { z } from 'zod';
import { api } from '../../../api/client.ts';
import { ExportButtonsFor } from '../../../ui/ExportButtons.tsx';
import { type ExportFormat, exportFilterParam } from '../../../ui/export-file.ts';

interface RelatorioExportButtonsProps {
  /** The report's API path, e.g. '/relatorios/aulas-praticas-realizadas'. */
  readonly relatorio: string;
  readonly filtro: string;
  /** The report's other filters, exported as the table shows them. */
  readonly filtros: Readonly<Record<string, string | undefined>>;
}

/** The report's filters as its screen holds them; the server's schema of the report checks them. */
const filtrosDoRelatorio = z.looseObject({});

/** The lists' export buttons for a report: it also sends its period and selects, not only the text filter. */
export function RelatorioExportButtons({ relatorio, filtro, filtros }: RelatorioExportButtonsProps) {
  const exports = reportExports(relatorio, filtrosDoRelatorio);
  const params = { id: '-', param: exportFilterParam(filtro) };
  return (
    <ExportButtonsFor
      exportFile={(formato: ExportFormat) =>
        formato === 'pdf'
          ? api.call(exports.exportPdf, { params, query: filtros })
          : api.call(exports.exportXlsx, { params, query: { ...filtros, formato } })
      }
    />
  );
}
