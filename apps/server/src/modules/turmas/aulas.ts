import { randomBytes } from 'node:crypto';
import type { AulaTeorica, AulaTeoricaDetalhe, aulasTeoricasQuery, aulaTeoricaBody } from '@cfc/contract';
import {
  addDays,
  atSaoPaulo,
  cabeNoDia,
  disciplinasDoCurso,
  formatDateBR,
  HORA_AULA_MINUTOS,
  horasAulaDaSessao,
  modalidadePermitida,
  type RuleViolation,
  todayInSaoPaulo,
} from '@cfc/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../platform/auth/context.ts';
import { conflict, type FieldErrors, invalid, notFound } from '../../platform/http/errors.ts';
import { stateProfileForSchool } from '../estado-perfis/service.ts';
import * as repository from './aulas-repository.ts';
import {
  AULA_NAO_ENCONTRADA,
  alunosAcimaDoLimiteDiario,
  auditar,
  aulaVisivel,
  detalhe,
  instrutorQuePergunta,
  lockedTurma,
  reloadedAula,
  rule,
  type TurmaTravada,
  toAula,
  turmaVisivel,
} from './shared.ts';
import * as shared from './shared-repository.ts';

/** Scheduling a class's sessions: the calendar, a session and its rules, its changes before it opens. */

type AulaInput = z.output<typeof aulaTeoricaBody>;
type CalendarioQuery = z.output<typeof aulasTeoricasQuery>;

export function listAulasDaTurma(ctx: RequestContext, turmaId: number): Promise<AulaTeorica[]> {
  return ctx.tenant(async () => {
    await turmaVisivel(ctx, turmaId);
    return (await shared.aulasDaTurma(turmaId)).map(toAula);
  });
}

/** The calendar of a period: today and the next six days by default, at most 62 days. */
export function listCalendario(ctx: RequestContext, query: CalendarioQuery): Promise<AulaTeorica[]> {
  const de = query.de ?? todayInSaoPaulo();
  const ate = query.ate ?? addDays(de, 6);
  if (ate < de) throw invalid({ ate: ['turmas.periodoInvalido'] });
  if (ate > addDays(de, 61)) throw invalid({ ate: ['turmas.periodoLongo'] });
  return ctx.tenant(async () => {
    const ensinaId = await instrutorQuePergunta(ctx);
    const rows = await repository.calendario({
      from: atSaoPaulo(de),
      to: atSaoPaulo(addDays(ate, 1)),
      turmaId: query.id_turma,
      instrutorId: query.id_instrutor,
      salaId: query.id_sala,
      ensinaId,
    });
    return rows.map(toAula);
  });
}

export function getAula(ctx: RequestContext, id: number): Promise<AulaTeoricaDetalhe> {
  return ctx.tenant(async () => {
    const { instrutorId } = await aulaVisivel(ctx, id);
    return detalhe(ctx, id, instrutorId);
  });
}

/** The session's times as instants, from its São Paulo date and wall-clock times. */
function horarios(input: AulaInput) {
  return { inicio: atSaoPaulo(input.data, input.hora_inicio), fim: atSaoPaulo(input.data, input.hora_fim) };
}

/**
 * The rules of a session in its class: subject, instructor (listed for it, without a practical lesson
 * then), the class's period, length and the day's limit. Gives the session's values to write.
 */
async function checkAula(
  turma: TurmaTravada,
  input: AulaInput,
  exceto: number | null,
): Promise<repository.AulaValues> {
  const errors: FieldErrors = {};
  if (!disciplinasDoCurso(turma.curso).includes(input.disciplina)) {
    errors.disciplina = [rule('TEORICA_DISCIPLINA_FORA_DO_CURSO')];
  }
  const ativos = await shared.instrutoresAtivos(turma.autoescola_id, [input.instrutor_id]);
  if (!ativos.has(input.instrutor_id)) errors.instrutor_id = ['turmas.instrutorNaoEncontrado'];
  else if (!(await repository.ensinaDisciplina(turma.id, input.disciplina, input.instrutor_id))) {
    errors.instrutor_id = ['turmas.instrutorDaDisciplina'];
  }
  const { inicio, fim } = horarios(input);
  if (!errors.instrutor_id && (await repository.instrutorEmAulaPratica(input.instrutor_id, inicio, fim))) {
    errors.instrutor_id = [rule('TEORICA_INSTRUTOR_EM_AULA_PRATICA')];
  }
  if (input.data < turma.data_inicio || input.data > turma.data_fim) {
    errors.data = [
      rule('TEORICA_FORA_DO_PERIODO', {
        inicio: formatDateBR(turma.data_inicio),
        fim: formatDateBR(turma.data_fim),
      }),
    ];
  }
  const sessao = { inicio, fim };
  if (horasAulaDaSessao(sessao) < 1) {
    errors.hora_fim = [rule('TEORICA_DURACAO_MINIMA', { minutos: HORA_AULA_MINUTOS })];
  }
  const perfil = await stateProfileForSchool(turma.autoescola_id);
  const doDia = await repository.horasDaTurmaNoDia(
    turma.id,
    atSaoPaulo(input.data),
    atSaoPaulo(addDays(input.data, 1)),
    exceto,
  );
  if (!errors.hora_fim && !cabeNoDia(doDia, sessao, perfil)) {
    errors.data = [
      ...(errors.data ?? []),
      rule('TEORICA_LIMITE_DIARIO', { limite: perfil.teoricaLimiteDiario }),
    ];
  }
  if (!modalidadePermitida(turma.curso, input.modalidade, perfil)) {
    errors.modalidade = ['turmas.modalidadeNaoPermitida'];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    disciplina: input.disciplina,
    instrutor_id: input.instrutor_id,
    inicio,
    fim,
    modalidade: input.modalidade,
    link_ead: input.modalidade === 'remota_ao_vivo' ? novoLinkEad() : null,
  };
}

/** A remote session's link: 24 random URL-safe characters, unguessable (docs/ead.md). */
const novoLinkEad = () => randomBytes(18).toString('base64url');

/**
 * The exclusion constraints of aulas_teoricas (migration 0014): an instructor or a room taken; and the
 * trigger of migration 0015: the instructor's practical lesson committed in between.
 */
function ocupado(error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23P01' && constraint === 'instrutor_teorica_pratica') {
    throw invalid({ instrutor_id: [rule('TEORICA_INSTRUTOR_EM_AULA_PRATICA')] });
  }
  if (code === '23P01' && constraint === 'aulas_teoricas_instrutor_livre') {
    throw invalid({ instrutor_id: ['turmas.instrutorOcupado'] });
  }
  if (code === '23P01' && constraint === 'aulas_teoricas_sala_livre') {
    throw invalid({ hora_inicio: ['turmas.salaOcupada'] });
  }
  throw error;
}

/**
 * A session saved, and the rules it leaves broken without being refused for them: a student of its
 * list who, with make-ups (or another class) that day, passes the state's theory h/a of a day. The
 * class's calendar is not held to one student's make-up; staff move the make-up.
 */
export interface AulaSalva {
  aula: AulaTeorica;
  avisos: RuleViolation[];
}

/** The session as its reply shows it, with the students its day now takes past the state's limit. */
async function salva(autoescolaId: number, id: number, values: repository.AulaValues): Promise<AulaSalva> {
  const lista = await shared.presencasDaAula(id);
  const avisos = await alunosAcimaDoLimiteDiario(
    autoescolaId,
    lista.map((seat) => seat.id_aluno),
    { id, ...values },
  );
  return { aula: await reloadedAula(id), avisos };
}

export function createAula(ctx: RequestContext, turmaId: number, input: AulaInput): Promise<AulaSalva> {
  return ctx
    .tenant(async () => {
      const turma = await lockedTurma(turmaId);
      const values = await checkAula(turma, input, null);
      const id = await repository.insertAula(turma.autoescola_id, turma.id, turma.sala_id, values);
      await shared.inscreverNasListas(turma.id, { aulaId: id });
      await auditar(ctx, 'aula_teorica', 'aula_teorica_criada', { id, autoescolaId: turma.autoescola_id });
      return salva(turma.autoescola_id, id, values);
    })
    .catch(ocupado);
}

async function lockedAgendada(id: number) {
  const aula = await shared.lockAula(id);
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  if (aula.status !== 'agendada') throw conflict('turmas.aulaJaAberta');
  return aula;
}

export function updateAula(ctx: RequestContext, id: number, input: AulaInput): Promise<AulaSalva> {
  return ctx
    .tenant(async () => {
      // The class's lock first, then the session's: the order every change of places takes.
      const found = await shared.findAula(id);
      if (!found) throw notFound(AULA_NAO_ENCONTRADA);
      const turma = await lockedTurma(found.id_turma);
      await lockedAgendada(id);
      const checked = await checkAula(turma, input, id);
      // A session that stays remote keeps the link its students already have.
      const values = { ...checked, link_ead: checked.link_ead && (found.link_ead ?? checked.link_ead) };
      await repository.updateAula(id, values);
      await auditar(ctx, 'aula_teorica', 'aula_teorica_alterada', { id, autoescolaId: turma.autoescola_id });
      return salva(turma.autoescola_id, id, values);
    })
    .catch(ocupado);
}

export function deleteAula(ctx: RequestContext, id: number): Promise<void> {
  return ctx.tenant(async () => {
    const aula = await lockedAgendada(id);
    await repository.deleteAula(id);
    await auditar(ctx, 'aula_teorica', 'aula_teorica_excluida', { id, autoescolaId: aula.autoescola_id });
  });
}
