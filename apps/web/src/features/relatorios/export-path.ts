import { type ExportFormat, exportPath } from '../../ui/export-file.ts';

/**
 * The export of a report (SPEC §7 shape): `/{relatorio}/pdf|xlsx/-/{filtro or -}`, the report's other
 * filters in the query beside `formato`. '-' is the current school.
 */
export function relatorioExportPath(
  relatorio: string,
  formato: ExportFormat,
  filtro: string,
  filtros: Readonly<Record<string, string | undefined>>,
): string {
  const path = exportPath({ modulo: relatorio.replace(/^\//, ''), filtro }, formato);
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filtros)) if (value) query.set(key, value);
  if (query.size === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
