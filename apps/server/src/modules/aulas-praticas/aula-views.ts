import type {
  AnotacaoPratica,
  AulaDoAluno,
  AulaPratica,
  AulaPraticaStaff,
  CandidatoAula,
  InstrutorAula,
} from '@cfc/contract';
import { dateInSaoPaulo, saoPauloIso } from '@cfc/domain';
import type { Aula, AulaComFotos } from './aula-repository.ts';

/** The shapes a lesson takes in the replies (SPEC §3), each made from the one lesson row. */

/** A lesson of the lists, the agenda and the detail; the school never leaves the server. */
export function aulaPraticaOf(aula: Aula): AulaPratica {
  return {
    id_aulas_praticas: aula.id,
    id_processo: aula.processo_id,
    renach: aula.renach,
    categoria: aula.categoria,
    id_aluno: aula.aluno_id,
    aluno_nome: aula.aluno_nome,
    id_instrutor: aula.instrutor_id,
    instrutor_nome: aula.instrutor_nome,
    id_veiculo: aula.veiculo_id,
    placa: aula.placa,
    inicio: aula.inicio,
    fim: aula.fim,
    horas_aula: aula.horas_aula,
    tipo: aula.tipo,
    status: aula.status,
    getran_status: aula.getran_status,
    motivo_cancelamento: aula.motivo_cancelamento,
    contingencia: aula.contingencia,
  };
}

/** The shift of a São Paulo start time: morning until noon, afternoon until 18:00, night after (and before 06:00). */
export function turnoOf(inicio: string): AulaPraticaStaff['tipo_aula'] {
  const hour = Number(saoPauloIso(inicio).slice(11, 13));
  if (hour < 6 || hour >= 18) return 'noite';
  return hour < 12 ? 'manha' : 'tarde';
}

function anotacaoStaffOf(aula: Aula): AulaPraticaStaff['anotacao'] {
  if (aula.anotacao_id === null || aula.begin_time === null || aula.hodo_start === null) return null;
  return {
    id_anotacao_pratica: aula.anotacao_id,
    begin_time: aula.begin_time,
    finish_time: aula.finish_time,
    hodo_start: aula.hodo_start,
    hodo_end: aula.hodo_end,
  };
}

/** The lesson of the send screen's detail (SPEC §7). */
export function aulaStaffOf(aula: Aula): AulaPraticaStaff {
  return {
    id_aulas_praticas: aula.id,
    nomeAluno: aula.aluno_nome,
    alunoRenach: aula.renach,
    cpfAluno: aula.aluno_cpf,
    id_aluno: aula.aluno_id,
    id_instrutor: aula.instrutor_id,
    nomeInstrutor: aula.instrutor_nome,
    categoria_cnh: aula.categoria,
    data_aula: dateInSaoPaulo(aula.inicio),
    tipo_aula: turnoOf(aula.inicio),
    id_veiculo: aula.veiculo_id,
    inicio: aula.inicio,
    fim: aula.fim,
    horas_aula: aula.horas_aula,
    status: aula.status,
    getran_status: aula.getran_status,
    anotacao: anotacaoStaffOf(aula),
  };
}

/** A lesson of a student's history on the send screen (SPEC §2.6). */
export function aulaDoAlunoOf(aula: Aula): AulaDoAluno {
  return {
    id_aulas_praticas: aula.id,
    aulaId: aula.id,
    data_aula: dateInSaoPaulo(aula.inicio),
    inicio: aula.inicio,
    fim: aula.fim,
    status: aula.status,
    getran_status: aula.getran_status,
    instrutor: aula.instrutor_nome,
    anotacao: anotacaoStaffOf(aula),
  };
}

function anotacaoOf(aula: Aula): AnotacaoPratica | null {
  if (aula.anotacao_id === null || aula.hodo_start === null || aula.begin_time === null) return null;
  return {
    idAnotacaoPratica: aula.anotacao_id,
    aluno: aula.aluno_nome,
    inicio: aula.begin_time,
    fim: aula.finish_time,
    hodometro_inicio: aula.hodo_start,
    hodometro_fim: aula.hodo_end,
    aulas: [aula.id],
  };
}

/** A lesson in the instructor's list (SPEC §3): planned times, the record when given, photos. */
export function instrutorAulaOf(aula: AulaComFotos): InstrutorAula {
  return {
    id_aulas_praticas: aula.id,
    aulaId: aula.id,
    data_aula: dateInSaoPaulo(aula.inicio),
    status: aula.status,
    inicio: aula.inicio,
    fim: aula.fim,
    instrutor: aula.instrutor_nome,
    id_instrutor: aula.instrutor_id,
    id_aluno: aula.aluno_id,
    aluno: aula.aluno_nome,
    id_veiculo: aula.veiculo_id,
    placa: aula.placa,
    categoria: aula.categoria,
    horas_aula: aula.horas_aula,
    tipo: aula.tipo,
    fotos: aula.fotos,
    anotacao: anotacaoOf(aula),
  };
}

/** A lesson as its student sees it; realizado_* are the times it was actually given. */
export function candidatoAulaOf(aula: Aula): CandidatoAula {
  return {
    id_aulas_praticas: aula.id,
    data_aula: dateInSaoPaulo(aula.inicio),
    inicio: aula.inicio,
    fim: aula.fim,
    status: aula.status,
    instrutor: aula.instrutor_nome,
    placa: aula.placa,
    categoria: aula.categoria,
    horas_aula: aula.horas_aula,
    tipo: aula.tipo,
    realizado_inicio: aula.begin_time,
    realizado_fim: aula.finish_time,
  };
}
