import type { AulaDoAluno, AulaPraticaStaff } from '@cfc/contract';
import { dateInSaoPaulo, saoPauloIso } from '@cfc/domain';
import type { AulaStaffRow } from './staff-repository.ts';

/** The staff screens' shapes of a lesson (SPEC §3 lesson detail) from a repository row. */

/** The shift of a São Paulo start time: morning until noon, afternoon until 18:00, night after (and before 06:00). */
export function turnoOf(inicio: string): AulaPraticaStaff['tipo_aula'] {
  const hour = Number(saoPauloIso(inicio).slice(11, 13));
  if (hour < 6 || hour >= 18) return 'noite';
  return hour < 12 ? 'manha' : 'tarde';
}

function anotacaoOf(row: AulaStaffRow): AulaPraticaStaff['anotacao'] {
  if (row.anotacao_id === null || row.begin_time === null || row.hodo_start === null) return null;
  return {
    id_anotacao_pratica: row.anotacao_id,
    begin_time: row.begin_time,
    finish_time: row.finish_time,
    hodo_start: row.hodo_start,
    hodo_end: row.hodo_end,
  };
}

export function staffView(row: AulaStaffRow): AulaPraticaStaff {
  return {
    id_aulas_praticas: row.id,
    nomeAluno: row.aluno_nome,
    alunoRenach: row.renach,
    cpfAluno: row.aluno_cpf,
    id_aluno: row.aluno_id,
    id_instrutor: row.instrutor_id,
    nomeInstrutor: row.instrutor_nome,
    categoria_cnh: row.categoria,
    data_aula: dateInSaoPaulo(row.inicio),
    tipo_aula: turnoOf(row.inicio),
    id_veiculo: row.veiculo_id,
    inicio: row.inicio,
    fim: row.fim,
    horas_aula: row.horas_aula,
    status: row.status,
    getran_status: row.getran_status,
    anotacao: anotacaoOf(row),
  };
}

export function alunoView(row: AulaStaffRow): AulaDoAluno {
  return {
    id_aulas_praticas: row.id,
    aulaId: row.id,
    data_aula: dateInSaoPaulo(row.inicio),
    inicio: row.inicio,
    fim: row.fim,
    status: row.status,
    getran_status: row.getran_status,
    instrutor: row.instrutor_nome,
    anotacao: anotacaoOf(row),
  };
}
