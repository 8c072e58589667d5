import {
  type AulaRealizadaRelatorio,
  type CargaHorariaAluno,
  relatorioAulasRealizadasExportQuery,
  relatorioCargaHorariaExportQuery,
  type STATUS_PROCESSO,
} from '@cfc/contract';
import { formatCpf, formatDateBR, formatNumberBR } from '@cfc/domain';
import type { ExportColumn } from '../../platform/documents/documents.ts';
import type { ExportDefinition } from '../../platform/documents/routes.ts';
import { exportAulasRealizadas } from './aulas-realizadas.ts';
import { exportCargaHoraria } from './carga-horaria.ts';

/**
 * The reports as documents (SPEC §7 exports): the table's columns for the PDF, the xlsx and the CSV,
 * the filters printed under the title, and the totals (under the title of the PDF, as the last row
 * of the spreadsheets). The text filter is the path's; the others are the report's query.
 */

/** The authority's answer, PENDENTE when the lesson was not sent (SPEC §4). */
const getranStatus = (status: string | null) => (status?.trim() ? status : 'PENDENTE');
const brDate = (date: string) => formatDateBR(date, { dateOnly: true });
/** 'HH:mm' in São Paulo of an instant. */
const hora = (instant: string | null) => (instant ? formatDateBR(instant).slice(11, 16) : null);
const cpf = (digits: string) => {
  try {
    return formatCpf(digits);
  } catch {
    // A CPF stored before the 11-digit rule is printed as it is rather than dropping the row.
    return digits;
  }
};

// ---------- Aulas práticas realizadas ----------

const AULAS_COLUMNS: ExportColumn<AulaRealizadaRelatorio>[] = [
  { header: 'Data', value: (row) => brDate(row.data) },
  { header: 'Início', value: (row) => hora(row.inicio_real) },
  { header: 'Fim', value: (row) => hora(row.fim_real) },
  { header: 'Aluno', value: (row) => row.aluno_nome },
  { header: 'CPF', value: (row) => cpf(row.aluno_cpf) },
  { header: 'RENACH', value: (row) => row.renach },
  { header: 'Instrutor', value: (row) => row.instrutor_nome },
  { header: 'Placa', value: (row) => row.placa },
  { header: 'Cat.', value: (row) => row.categoria },
  { header: 'Hod. inicial', value: (row) => row.hodometro_inicio },
  { header: 'Hod. final', value: (row) => row.hodometro_fim },
  { header: 'Km', value: (row) => row.km, unidade: 'km' },
  { header: 'Minutos', value: (row) => row.duracao_minutos },
  { header: 'H/A', value: (row) => row.horas_aula },
  { header: 'Status GETRAN', value: (row) => getranStatus(row.getran_status) },
];

const dash = (value: string | number | null) => (value === null ? '-' : String(value));

const AULAS_PDF_COLUMNS: ExportColumn<AulaRealizadaRelatorio>[] = [
  {
    header: 'Data',
    value: (row) => `${brDate(row.data)}\n${dash(hora(row.inicio_real))}–${dash(hora(row.fim_real))}`,
    width: 58,
  },
  { header: 'Aluno', value: (row) => `${row.aluno_nome}\nCPF ${cpf(row.aluno_cpf)}` },
  { header: 'RENACH', value: (row) => row.renach, width: 60 },
  { header: 'Instrutor', value: (row) => row.instrutor_nome },
  { header: 'Veículo', value: (row) => `${row.placa}\nCat. ${row.categoria}`, width: 46 },
  {
    header: 'Hodômetro',
    value: (row) => `${dash(row.hodometro_inicio)}–${dash(row.hodometro_fim)}`,
    width: 64,
  },
  { header: 'Km', value: (row) => row.km, width: 30 },
  { header: 'Min.', value: (row) => row.duracao_minutos, width: 24 },
  { header: 'H/A', value: (row) => row.horas_aula, width: 22 },
  { header: 'Status GETRAN', value: (row) => getranStatus(row.getran_status) },
];

export const aulasRealizadasExport: Omit<
  ExportDefinition<AulaRealizadaRelatorio, typeof relatorioAulasRealizadasExportQuery>,
  'access'
> = {
  modulo: 'relatorio-aulas-praticas-realizadas',
  titulo: 'Aulas práticas realizadas',
  query: relatorioAulasRealizadasExportQuery,
  columns: AULAS_COLUMNS,
  pdfColumns: AULAS_PDF_COLUMNS,
  async load(_ctx, { de, ate, instrutor_id, veiculo_id, filtro = null }) {
    const { rows, totais, periodo, nomes } = await exportAulasRealizadas({
      de,
      ate,
      instrutor_id,
      veiculo_id,
      filtro,
    });
    return {
      rows,
      filtros: [
        `Período: ${brDate(periodo.de)} a ${brDate(periodo.ate)}`,
        nomes.instrutor ? `Instrutor: ${nomes.instrutor}` : '',
        nomes.veiculo ? `Veículo: ${nomes.veiculo}` : '',
        filtro ? `Aluno: ${filtro}` : '',
      ].filter(Boolean),
      totais: {
        resumo: `Totais: ${formatNumberBR(totais.aulas)} aula(s), ${formatNumberBR(totais.horas_aula, 'h/a')}, ${formatNumberBR(totais.km, 'km')}, ${formatNumberBR(totais.duracao_minutos, 'minutos')}`,
        // biome-ignore format: one cell per column, in the columns' order.
        celulas: ['Total', '', '', `${totais.aulas} aula(s)`, '', '', '', '', '', '', '', totais.km, totais.duracao_minutos, totais.horas_aula, ''],
      },
    };
  },
};

// ---------- Carga horária por aluno ----------

const STATUS_NOMES: Record<(typeof STATUS_PROCESSO)[number], string> = {
  aberto: 'Aberto',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
};

/** 'Resolução CONTRAN nº 789/2020' as a table cell says it: 'CONTRAN 789/2020'. */
const regimeCurto = (nome: string) => nome.replace(/^Resolução\s+/i, '').replace(/nº\s*/i, '');

const CARGA_COLUMNS: ExportColumn<CargaHorariaAluno>[] = [
  { header: 'Aluno', value: (row) => row.aluno_nome },
  { header: 'CPF', value: (row) => cpf(row.aluno_cpf), width: 70 },
  { header: 'RENACH', value: (row) => row.renach, width: 62 },
  { header: 'Cat.', value: (row) => row.categoria, width: 22 },
  { header: 'Regime', value: (row) => regimeCurto(row.regime_nome), width: 94 },
  { header: 'Exigidas', value: (row) => row.horas_requeridas, width: 44 },
  { header: 'Realizadas', value: (row) => row.horas_realizadas, width: 48 },
  { header: 'Agendadas', value: (row) => row.horas_agendadas, width: 48 },
  {
    header: 'Noturnas',
    value: (row) => `${row.noturnas_realizadas}/${row.noturnas_requeridas}`,
    width: 44,
  },
  { header: 'Restantes', value: (row) => row.horas_restantes, width: 46 },
  { header: '%', value: (row) => `${row.percentual}%`, width: 30 },
  { header: 'Apto', value: (row) => (row.apto ? 'Sim' : 'Não'), width: 30 },
];

export const cargaHorariaExport: Omit<
  ExportDefinition<CargaHorariaAluno, typeof relatorioCargaHorariaExportQuery>,
  'access'
> = {
  modulo: 'relatorio-carga-horaria-pratica',
  titulo: 'Carga horária de aulas práticas por aluno',
  query: relatorioCargaHorariaExportQuery,
  columns: CARGA_COLUMNS,
  async load(_ctx, { categoria, status, apenas_incompletos, apenas_aptos, filtro = null }) {
    const { rows, totais } = await exportCargaHoraria({
      categoria,
      status,
      apenas_incompletos,
      apenas_aptos,
      filtro,
    });
    return {
      rows,
      filtros: [
        `Processos: ${status === 'todos' ? 'todos' : STATUS_NOMES[status].toLowerCase()}`,
        categoria ? `Categoria: ${categoria}` : '',
        apenas_incompletos ? 'Somente carga horária incompleta' : '',
        apenas_aptos ? 'Somente aptos para o exame prático' : '',
        filtro ? `Filtro: ${filtro}` : '',
      ].filter(Boolean),
      totais: {
        resumo: `Totais: ${formatNumberBR(totais.processos)} processo(s), ${formatNumberBR(totais.incompletos)} incompleto(s), ${formatNumberBR(totais.aptos)} apto(s), ${formatNumberBR(totais.horas_realizadas)} de ${formatNumberBR(totais.horas_requeridas, 'h/a')} realizadas, ${formatNumberBR(totais.horas_restantes)} restantes`,
        // biome-ignore format: one cell per column, in the columns' order.
        celulas: ['Total', `${totais.processos} processo(s)`, '', '', '', totais.horas_requeridas, totais.horas_realizadas, totais.horas_agendadas, '', totais.horas_restantes, '', totais.aptos],
      },
    };
  },
};
