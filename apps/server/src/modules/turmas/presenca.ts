import { type AulaTeoricaDetalhe, message, type Presenca } from '@cfc/contract';
import { horasAulaPresentes, minutosPresentes, type StateProfile, timeInSaoPaulo } from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors.ts';
import { stateProfileForSchool } from '../estado-perfis/service.ts';
import * as repository from './presenca-repository.ts';
import { auditar, aulaAbertaParaMarcar, aulaConduzida, detalhe } from './shared.ts';
import * as shared from './shared-repository.ts';

/**
 * Running a session: opening it from the state's tolerance before its start, marking and undoing
 * presences while it is open, and closing it, which counts every presence.
 */

const MINUTE = 60_000;

export interface AulaAberta {
  detalhe: AulaTeoricaDetalhe;
  /** Whether this call opened it (the camera's snapshots are then scheduled). */
  abriu: boolean;
  autoescolaId: number;
}

/**
 * Opens a session: from the state's tolerance before its start until its end. Opening an open
 * session answers it as it is.
 */
export function openAula(ctx: RequestContext, id: number): Promise<AulaAberta> {
  return ctx.tenant(async () => {
    const { aula, instrutorId } = await aulaConduzida(ctx, id);
    if (aula.status === 'aberta') {
      return { detalhe: await detalhe(ctx, id, instrutorId), abriu: false, autoescolaId: aula.autoescola_id };
    }
    if (aula.status === 'encerrada') throw conflict('turmas.aulaJaTerminou');
    const perfil = await stateProfileForSchool(aula.autoescola_id);
    const agora = (await shared.agora()).getTime();
    const abre = new Date(aula.inicio).getTime() - perfil.teoricaToleranciaMinutos * MINUTE;
    if (agora < abre)
      throw new AppError(409, message('turmas.aulaNaoComecou', { hora: timeInSaoPaulo(abre) }));
    if (agora >= new Date(aula.fim).getTime()) throw conflict('turmas.aulaJaTerminou');
    await repository.abrirAula(id, ctx.principal.usuarioId);
    await repository.turmaEmAndamento(aula.turma_id);
    await auditar(ctx, 'aula_teorica', 'aula_teorica_aberta', { id, autoescolaId: aula.autoescola_id });
    return { detalhe: await detalhe(ctx, id, instrutorId), abriu: true, autoescolaId: aula.autoescola_id };
  });
}

type Marcado = { entrada: Date | null; saida: Date | null };

/** The times marked and what they count: minutosPresentes and horasAulaPresentes, with the state's tolerance. */
function contar(aula: shared.AulaTravada, marcado: Marcado, perfil: StateProfile) {
  const sessao = { inicio: aula.inicio, fim: aula.fim };
  return {
    ...marcado,
    minutos: minutosPresentes(sessao, marcado, perfil),
    horas_aula: horasAulaPresentes(sessao, marcado, perfil),
  };
}

/** Writes one student's times marked and what they count. */
async function gravarPresenca(
  ctx: RequestContext,
  aula: shared.AulaTravada,
  alunoId: number,
  marcado: Marcado,
) {
  const perfil = await stateProfileForSchool(aula.autoescola_id);
  await repository.setPresenca(aula.id, alunoId, {
    ...contar(aula, marcado, perfil),
    marcado_por: ctx.principal.usuarioId,
  });
}

/** Marks a student's arrival or departure at the database's clock, and what it counts. */
export function markPresenca(
  ctx: RequestContext,
  id: number,
  alunoId: number,
  evento: 'entrada' | 'saida',
): Promise<Presenca> {
  return ctx.tenant(async () => {
    const { aula } = await aulaAbertaParaMarcar(ctx, id);
    const agora = await shared.agora();
    if (agora.getTime() < new Date(aula.inicio).getTime()) {
      throw new AppError(409, message('turmas.presencaAntesDoInicio', { hora: timeInSaoPaulo(aula.inicio) }));
    }
    const seat = await shared.presencaDe(id, alunoId);
    if (!seat) throw invalid({ id_aluno: ['turmas.alunoForaDaLista'] });
    let entrada = seat.entrada ? new Date(seat.entrada) : null;
    let saida = seat.saida ? new Date(seat.saida) : null;
    if (evento === 'entrada') {
      // Back after leaving: the time away counts as present, as the list shows one arrival.
      entrada = entrada ?? agora;
      saida = null;
    } else {
      if (!entrada) throw invalid({ evento: ['turmas.semEntrada'] });
      saida = new Date(Math.min(agora.getTime(), new Date(aula.fim).getTime()));
    }
    await gravarPresenca(ctx, aula, alunoId, { entrada, saida });
    await auditar(
      ctx,
      'aula_teorica',
      evento === 'entrada' ? 'presenca_entrada' : 'presenca_saida',
      { id, autoescolaId: aula.autoescola_id },
      { aluno_id: alunoId },
    );
    return (await shared.presencaDe(id, alunoId)) as Presenca;
  });
}

export function clearPresenca(ctx: RequestContext, id: number, alunoId: number): Promise<Presenca> {
  return ctx.tenant(async () => {
    const { aula } = await aulaAbertaParaMarcar(ctx, id);
    if (!(await shared.presencaDe(id, alunoId))) throw notFound('turmas.alunoForaDaLista');
    await gravarPresenca(ctx, aula, alunoId, { entrada: null, saida: null });
    await auditar(
      ctx,
      'aula_teorica',
      'presenca_desfeita',
      { id, autoescolaId: aula.autoescola_id },
      { aluno_id: alunoId },
    );
    return (await shared.presencaDe(id, alunoId)) as Presenca;
  });
}

/**
 * Closes a session: students still in the room leave now (or at the planned end, if later), every
 * presence is counted, and the session's list no longer changes.
 */
export function closeAula(
  ctx: RequestContext,
  id: number,
): Promise<{ detalhe: AulaTeoricaDetalhe; autoescolaId: number }> {
  return ctx.tenant(async () => {
    const { aula, instrutorId } = await aulaAbertaParaMarcar(ctx, id);
    const agora = await shared.agora();
    const fim = new Date(Math.min(agora.getTime(), new Date(aula.fim).getTime()));
    const perfil = await stateProfileForSchool(aula.autoescola_id);
    const contadas = (await repository.presencasParaContar(id)).map((seat) => {
      const entrada = seat.entrada ? new Date(seat.entrada) : null;
      const saida = seat.saida ? new Date(seat.saida) : entrada ? fim : null;
      return { aluno_id: seat.aluno_id, ...contar(aula, { entrada, saida }, perfil) };
    });
    await repository.setPresencas(id, ctx.principal.usuarioId, contadas);
    await repository.encerrarAula(id, ctx.principal.usuarioId);
    await auditar(ctx, 'aula_teorica', 'aula_teorica_encerrada', { id, autoescolaId: aula.autoescola_id });
    return { detalhe: await detalhe(ctx, id, instrutorId), autoescolaId: aula.autoescola_id };
  });
}

// ---------- Remote sessions (modules/ead) ----------

/** A remote session opened by its stream's start: the same state as one opened in the room. */
export async function abrirAulaRemota(aulaId: number, turmaId: number, usuarioId: number): Promise<void> {
  await repository.abrirAula(aulaId, usuarioId);
  await repository.turmaEmAndamento(turmaId);
}

/**
 * A remote session's attendance, as modules/ead counted it from the connections and face checks
 * (presencaEad): each student's first entry and last leave, the minutes and h/a that count; a
 * student absent (a failed check, too little time) has no entry and counts nothing. Closes the
 * session, in the caller's transaction.
 */
export async function registrarPresencasRemotas(
  aulaId: number,
  usuarioId: number,
  seats: readonly {
    aluno_id: number;
    entrada: Date | null;
    saida: Date | null;
    minutos: number;
    horas_aula: number;
    motivo_ausencia: string | null;
  }[],
): Promise<void> {
  await repository.setPresencas(aulaId, usuarioId, seats);
  await repository.setMotivosAusencia(aulaId, seats);
  await repository.encerrarAula(aulaId, usuarioId);
}

/**
 * A student of a remote session counted present afterwards, by watching its recording (modules/ead,
 * presencaGravacao): the replay's start and end, the session's minutes and h/a, the reason of the
 * absence cleared. The session stays closed.
 */
export async function registrarPresencaPorGravacao(
  aulaId: number,
  usuarioId: number,
  seat: { aluno_id: number; entrada: Date; saida: Date; minutos: number; horas_aula: number },
): Promise<void> {
  await repository.setPresencas(aulaId, usuarioId, [seat]);
  await repository.setMotivosAusencia(aulaId, [{ aluno_id: seat.aluno_id, motivo_ausencia: null }]);
}
