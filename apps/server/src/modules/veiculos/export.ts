import type { Veiculo } from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { ExportDefinition } from '../../platform/documents/routes.ts';
import { exportRows } from './service.ts';

/** The list as PDF, xlsx and CSV (SPEC §7: GET /veiculos/pdf|xlsx/{id}/{param}[/true]). */
export const veiculosExport: Omit<ExportDefinition<Veiculo>, 'access'> = {
  modulo: 'veiculos',
  titulo: 'Veículos',
  columns: [
    { header: 'Placa', value: (row) => row.placa, width: 60 },
    { header: 'Marca/Modelo', value: (row) => `${row.marca} ${row.modelo}`, width: '*' },
    {
      header: 'Ano',
      value: (row) =>
        row.ano_modelo ? `${row.ano_fabricacao}/${row.ano_modelo}` : String(row.ano_fabricacao),
      width: 60,
    },
    { header: 'Categoria', value: (row) => row.categoria, width: 50 },
    { header: 'Hodômetro', value: (row) => row.hodometro, width: 60 },
    {
      header: 'Licenciamento até',
      // Noon in São Paulo, so no time zone moves the day.
      value: (row) =>
        row.licenciamento_validade
          ? formatDateBR(`${row.licenciamento_validade}T12:00:00-03:00`, { dateOnly: true })
          : null,
      width: 70,
    },
    { header: 'Vinculado hoje', value: (row) => (row.vinculado_hoje ? 'Sim' : 'Não'), width: 60 },
    { header: 'Situação', value: (row) => (row.ativo ? 'Ativo' : 'Inativo'), width: 50 },
  ],
  load: (_ctx, filters) => exportRows(filters),
};
