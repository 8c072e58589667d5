import type { Instrutor } from '@cfc/contract';
import { formatCpf, formatDateBR } from '@cfc/domain';
import type { ExportDefinition } from '../../platform/documents/routes.ts';
import { exportRows } from './service.ts';

/** A calendar date as DateBR (dd/mm/aaaa): noon in São Paulo, so no time zone moves the day. */
export function dateBR(date: string | null): string | null {
  return date ? formatDateBR(`${date}T12:00:00-03:00`, { dateOnly: true }) : null;
}

/** The list as PDF, xlsx and CSV (SPEC §7: GET /instrutores/pdf|xlsx/{id}/{param}[/true]). */
export const instrutoresExport: Omit<ExportDefinition<Instrutor>, 'access'> = {
  modulo: 'instrutores',
  titulo: 'Instrutores',
  columns: [
    { header: 'Nome', value: (row) => row.nome, width: '*' },
    { header: 'CPF', value: (row) => formatCpf(row.cpf), width: 80 },
    { header: 'CNH', value: (row) => row.cnh_numero, width: 70 },
    { header: 'Categoria', value: (row) => row.cnh_categoria, width: 50 },
    { header: 'Credencial', value: (row) => row.credencial_numero, width: 70 },
    { header: 'Validade da credencial', value: (row) => dateBR(row.credencial_validade), width: 80 },
    { header: 'Situação', value: (row) => (row.ativo ? 'Ativo' : 'Inativo'), width: 50 },
  ],
  load: (_ctx, filters) => exportRows(filters),
};
