import { type GeralDia, relatorioGeralExportQuery } from '@cfc/contract';
import { formatDateBR } from '@cfc/domain';
import type { ExportColumn } from '../../platform/documents/documents.ts';
import type { ExportDefinition } from '../../platform/documents/routes.ts';
import { exportGeral } from './geral.ts';

/** The school's overview as a document (SPEC §7): a row per day, the totals as the last row. */

const brDate = (date: string) => formatDateBR(date, { dateOnly: true });

const COLUMNS: ExportColumn<GeralDia>[] = [
  { header: 'Data', value: (row) => brDate(row.data), width: 52 },
  { header: 'Processos abertos', value: (row) => row.processos_abertos },
  { header: 'Práticas realizadas', value: (row) => row.aulas_realizadas },
  { header: 'Práticas agendadas', value: (row) => row.aulas_agendadas },
  { header: 'Canceladas', value: (row) => row.aulas_canceladas },
  { header: 'Faltas', value: (row) => row.aulas_faltas },
  { header: 'H/A realizadas', value: (row) => row.horas_realizadas },
  { header: 'Teóricas', value: (row) => row.aulas_teoricas },
  { header: 'Teóricas realizadas', value: (row) => row.teoricas_realizadas },
  { header: 'GETRAN aceitas', value: (row) => row.getran_aceitas },
  { header: 'GETRAN rejeitadas', value: (row) => row.getran_rejeitadas },
  { header: 'GETRAN pendentes', value: (row) => row.getran_pendentes },
  { header: 'Alertas', value: (row) => row.alertas },
];

export const geralExport: Omit<ExportDefinition<GeralDia, typeof relatorioGeralExportQuery>, 'access'> = {
  modulo: 'relatorio-geral',
  titulo: 'Relatório geral',
  query: relatorioGeralExportQuery,
  columns: COLUMNS,
  async load(_ctx, { de, ate }) {
    const { rows, totais, periodo } = await exportGeral({ de, ate });
    return {
      rows,
      filtros: [`Período: ${brDate(periodo.de)} a ${brDate(periodo.ate)}`],
      totais: {
        resumo:
          `Totais: ${totais.processos_abertos} processo(s) aberto(s); aulas práticas: ${totais.aulas_realizadas} realizada(s) ` +
          `(${totais.horas_realizadas} h/a), ${totais.aulas_agendadas} agendada(s), ${totais.aulas_canceladas} cancelada(s), ` +
          `${totais.aulas_faltas} falta(s); ${totais.teoricas_realizadas} de ${totais.aulas_teoricas} aula(s) teórica(s) realizada(s); ` +
          `GETRAN: ${totais.getran_aceitas} aceita(s), ${totais.getran_rejeitadas} rejeitada(s), ${totais.getran_pendentes} pendente(s); ` +
          `${totais.alertas} alerta(s)`,
        // biome-ignore format: one cell per column, in the columns' order.
        celulas: ['Total', totais.processos_abertos, totais.aulas_realizadas, totais.aulas_agendadas, totais.aulas_canceladas, totais.aulas_faltas, totais.horas_realizadas, totais.aulas_teoricas, totais.teoricas_realizadas, totais.getran_aceitas, totais.getran_rejeitadas, totais.getran_pendentes, totais.alertas],
      },
    };
  },
};
