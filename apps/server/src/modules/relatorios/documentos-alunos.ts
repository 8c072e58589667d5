import {
  type AlunoPorPeriodo,
  type AulasPorAluno,
  ETAPAS_ALUNO,
  type EtapaAluno,
  relatorioAlunosPorPeriodoExportQuery,
  relatorioAulasPorAlunoExportQuery,
} from '@cfc/contract';
import { formatCpf, formatDateBR } from '@cfc/domain';
import type { ExportColumn } from '../../platform/documents/documents.ts';
import type { ExportDefinition } from '../../platform/documents/routes.ts';
import { exportAlunosPorPeriodo, exportAulasPorAluno } from './alunos.ts';
import { instrutorNome } from './repository.ts';

/** The reports on students as documents (SPEC §7): columns, filters printed and totals. */

const brDate = (date: string) => formatDateBR(date, { dateOnly: true });
const cpf = (digits: string) => {
  try {
    return formatCpf(digits);
  } catch {
    // A CPF stored before the 11-digit rule is printed as it is rather than dropping the row.
    return digits;
  }
};

// ---------- Aulas por aluno ----------

const AULAS_COLUMNS: ExportColumn<AulasPorAluno>[] = [
  { header: 'Aluno', value: (row) => row.aluno_nome },
  { header: 'CPF', value: (row) => cpf(row.aluno_cpf), width: 70 },
  { header: 'RENACH', value: (row) => row.renach, width: 62 },
  { header: 'Cat.', value: (row) => row.categoria, width: 24 },
  { header: 'Realizadas', value: (row) => row.realizadas, width: 48 },
  { header: 'Agendadas', value: (row) => row.agendadas, width: 48 },
  { header: 'Canceladas', value: (row) => row.canceladas, width: 50 },
  { header: 'Faltas', value: (row) => row.faltas, width: 36 },
  { header: 'H/A realizadas', value: (row) => row.horas_realizadas, width: 56 },
  { header: 'H/A agendadas', value: (row) => row.horas_agendadas, width: 56 },
];

export const aulasPorAlunoExport: Omit<
  ExportDefinition<AulasPorAluno, typeof relatorioAulasPorAlunoExportQuery>,
  'access'
> = {
  modulo: 'relatorio-aulas-por-aluno',
  titulo: 'Aulas práticas por aluno',
  query: relatorioAulasPorAlunoExportQuery,
  columns: AULAS_COLUMNS,
  async load(_ctx, { de, ate, instrutor_id, categoria, filtro = null }) {
    const { rows, totais, periodo } = await exportAulasPorAluno({ de, ate, instrutor_id, categoria, filtro });
    const instrutor = instrutor_id ? await instrutorNome(instrutor_id) : null;
    return {
      rows,
      filtros: [
        `Período: ${brDate(periodo.de)} a ${brDate(periodo.ate)}`,
        instrutor ? `Instrutor: ${instrutor}` : '',
        categoria ? `Categoria: ${categoria}` : '',
        filtro ? `Aluno: ${filtro}` : '',
      ].filter(Boolean),
      totais: {
        resumo: `Totais: ${totais.alunos} aluno(s), ${totais.realizadas} realizada(s), ${totais.agendadas} agendada(s), ${totais.canceladas} cancelada(s), ${totais.faltas} falta(s), ${totais.horas_realizadas} h/a realizadas, ${totais.horas_agendadas} h/a agendadas`,
        // biome-ignore format: one cell per column, in the columns' order.
        celulas: ['Total', `${totais.alunos} aluno(s)`, '', '', totais.realizadas, totais.agendadas, totais.canceladas, totais.faltas, totais.horas_realizadas, totais.horas_agendadas],
      },
    };
  },
};

// ---------- Lista de alunos por período ----------

export const ETAPA_NOMES: Record<EtapaAluno, string> = {
  sem_aulas: 'Sem aulas',
  em_formacao: 'Em formação',
  apto: 'Apto',
  concluido: 'Concluído',
  cancelado: 'Cancelado',
  expirado: 'Expirado',
};

const TIPO_NOMES: Record<AlunoPorPeriodo['tipo'], string> = {
  primeira_habilitacao: '1ª habilitação',
  adicao: 'Adição',
  mudanca: 'Mudança',
};

const ALUNOS_COLUMNS: ExportColumn<AlunoPorPeriodo>[] = [
  { header: 'Aberto em', value: (row) => brDate(row.aberto_em), width: 52 },
  { header: 'Aluno', value: (row) => row.aluno_nome },
  { header: 'CPF', value: (row) => cpf(row.aluno_cpf), width: 70 },
  { header: 'Telefone', value: (row) => row.telefone, width: 70 },
  { header: 'RENACH', value: (row) => row.renach, width: 62 },
  { header: 'Cat.', value: (row) => row.categoria, width: 24 },
  { header: 'Tipo', value: (row) => TIPO_NOMES[row.tipo], width: 64 },
  { header: 'H/A', value: (row) => `${row.horas_realizadas}/${row.horas_requeridas}`, width: 36 },
  { header: 'Etapa', value: (row) => ETAPA_NOMES[row.etapa], width: 60 },
];

export const alunosPorPeriodoExport: Omit<
  ExportDefinition<AlunoPorPeriodo, typeof relatorioAlunosPorPeriodoExportQuery>,
  'access'
> = {
  modulo: 'relatorio-alunos-por-periodo',
  titulo: 'Lista de alunos por período',
  query: relatorioAlunosPorPeriodoExportQuery,
  columns: ALUNOS_COLUMNS,
  async load(_ctx, { de, ate, categoria, etapa, filtro = null }) {
    const { rows, totais, periodo } = await exportAlunosPorPeriodo({ de, ate, categoria, etapa, filtro });
    const porEtapa = ETAPAS_ALUNO.filter((nome) => totais.etapas[nome] > 0)
      .map((nome) => `${totais.etapas[nome]} ${ETAPA_NOMES[nome].toLowerCase()}`)
      .join(', ');
    return {
      rows,
      filtros: [
        `Processos abertos de ${brDate(periodo.de)} a ${brDate(periodo.ate)}`,
        categoria ? `Categoria: ${categoria}` : '',
        etapa ? `Etapa: ${ETAPA_NOMES[etapa]}` : '',
        filtro ? `Aluno: ${filtro}` : '',
      ].filter(Boolean),
      totais: {
        resumo: `Totais: ${totais.processos} aluno(s)${porEtapa ? ` (${porEtapa})` : ''}`,
        celulas: ['Total', `${totais.processos} aluno(s)`, '', '', '', '', '', '', ''],
      },
    };
  },
};
