import {
  type FinalizarAulaBody,
  type IniciarAulaBody,
  type InstrutorAula,
  type MessageRef,
  type MomentoFoto,
  message,
  type PosicoesBody,
  type PosicoesRecebidas,
  portuguese,
} from '@cfc/contract';
import { dateInSaoPaulo, janelaDeInicio, posicaoNaJanela } from '@cfc/domain';
import type { FastifyBaseLogger } from 'fastify';
import { auditChange } from '../../../platform/audit/audit.ts';
import type { RequestContext } from '../../../platform/auth/context.ts';
import { AppError, forbidden, notFound } from '../../../platform/http/errors.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { Realtime } from '../../../platform/realtime/realtime.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { stateProfileForSchool } from '../../estado-perfis/service.ts';
import { pedirVerificacaoDaFoto } from '../../fotos/index.ts';
import { avisarAulaAtualizada } from '../../monitoramento/service.ts';
import { avaliarAptidaoAgora } from '../../processos/aptidao-job.ts';
import { validityOfAula } from '../agendamento/service.ts';
import { type Aula, addHistorico, aulasComFotos, findAula, lockAula, setStatus } from '../aula-repository.ts';
import { instrutorAulaOf } from '../aula-views.ts';
import { AULA_NAO_ENCONTRADA, notStarted, refused } from '../refusal.ts';
import * as repository from './repository.ts';

/**
 * Giving a practical lesson, the instructor's side: start (odometer, GPS), photos, the GPS track in
 * batches (maybe late, maybe twice), finish; and what staff see of it afterwards (the photos and the
 * track). Each change is one tenant transaction under the lesson's lock, with its audit line. The
 * annotation's times and odometer are written once each and never edited afterwards.
 */

/** How long after the finish late batches of an offline phone (and the last photo) are still taken. */
export const MINUTOS_APOS_FIM = 30;

const SEM_INSTRUTOR = 'aulasPraticas.semInstrutor';
const NAO_EM_ANDAMENTO = 'aulasPraticas.naoEmAndamento';
const FORA_DA_TRILHA = 'aulasPraticas.foraDaTrilha';
const odometerBelowVehicle = (atual: number) => message('aulasPraticas.hodometroMenor', { atual });
const outsideTolerance = (minutos: number) => message('aulasPraticas.foraDaTolerancia', { minutos });
const SEM_FOTO = {
  inicio: 'aulasPraticas.semFotoInicio',
  fim: 'aulasPraticas.semFotoFim',
} as const satisfies Record<MomentoFoto, MessageRef>;

/** Refusals' Portuguese texts, as a client that asks for no language reads them. */
export const NAO_AGENDADA = portuguese('aulasPraticas.naoAgendada');
export const HODOMETRO_FINAL_MENOR = portuguese('aulasPraticas.hodometroFinalMenor');
export const hodometroMenor = (atual: number) => portuguese(odometerBelowVehicle(atual));
export const AULA_DE_OUTRO = portuguese('aulasPraticas.aulaDeOutro');
export const FOTO_NAO_ENCONTRADA = {
  inicio: portuguese(SEM_FOTO.inicio),
  fim: portuguese(SEM_FOTO.fim),
} as const satisfies Record<MomentoFoto, string>;

/** A refusal of the lesson flow: 422 with the reason as the message and under `campo`. */
function refusedAula(mensagem: MessageRef, campo = 'aula'): AppError {
  return new AppError(422, mensagem, { errors: { [campo]: [mensagem] } });
}

export type Instrutor = NonNullable<Awaited<ReturnType<typeof repository.instrutorDoUsuario>>>;

/** The active instructor whose account is the principal, in the current tenant transaction. */
export async function currentInstrutor(ctx: RequestContext): Promise<Instrutor> {
  const instrutor = await repository.instrutorDoUsuario(ctx.principal.usuarioId);
  if (!instrutor?.ativo) throw forbidden(SEM_INSTRUTOR);
  return instrutor;
}

/** The lesson locked for a change, refused when it is another instructor's (404 out of scope). */
async function ownAula(ctx: RequestContext, aulaId: number): Promise<Aula> {
  const instrutor = await currentInstrutor(ctx);
  const aula = await lockAula(aulaId);
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  if (aula.instrutor_id !== instrutor.id) throw refusedAula('aulasPraticas.aulaDeOutro');
  return aula;
}

/** The lesson as the instructor's list shows it, after a change (same transaction). */
async function reloaded(aulaId: number): Promise<InstrutorAula> {
  const aula = await aulasComFotos().where('a.id', '=', aulaId).executeTakeFirst();
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  return instrutorAulaOf(aula);
}

const position = (input: { latitude: number; longitude: number }) => ({
  latitude: input.latitude,
  longitude: input.longitude,
});

/** Who hears that a lesson started or finished (the monitoring dashboard, live). */
export interface ExecucaoDeps {
  realtime: Realtime;
  log: FastifyBaseLogger;
}

/**
 * Starts the lesson: the odometer (never below the vehicle's) and the position; creates the
 * annotation. Once committed, the screens watching the school hear of it.
 */
export async function startAula(
  deps: ExecucaoDeps,
  ctx: RequestContext,
  aulaId: number,
  input: IniciarAulaBody,
  now = new Date(),
): Promise<InstrutorAula> {
  const started = await ctx.tenant(async () => {
    const aula = await ownAula(ctx, aulaId);
    if (aula.status !== 'agendada' || aula.anotacao_id !== null)
      throw refusedAula('aulasPraticas.naoAgendada');
    const perfil = await stateProfileForSchool(aula.autoescola_id);
    if (posicaoNaJanela(janelaDeInicio(aula.inicio, perfil), now.getTime()).kind !== 'aberta')
      throw refusedAula(outsideTolerance(perfil.toleranciaCheckinMinutos));
    // Anyone's validity may have lapsed since the booking: the process, exams, LADV, credential, licensing.
    const invalid = await validityOfAula(aula.id, dateInSaoPaulo(now));
    const [first] = invalid;
    if (first) throw refused(notStarted(first), invalid);
    const atual = await repository.lockVeiculoHodometro(aula.veiculo_id);
    if (input.hodometro < atual) throw refusedAula(odometerBelowVehicle(atual), 'hodometro');

    const anotacaoId = await repository.insertAnotacao(aula.autoescola_id, aula.id, input.hodometro);
    await setStatus(aula.id, 'em_andamento');
    await repository.advanceVeiculoHodometro(aula.veiculo_id, input.hodometro);
    const para = {
      status: 'em_andamento',
      hodometro: input.hodometro,
      ...position(input),
      registrado_em: input.registrado_em ?? null,
    };
    await addHistorico(aula.autoescola_id, {
      aula_id: aula.id,
      acao: 'iniciada',
      de: { status: aula.status },
      para,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'aula_pratica',
      acao: 'aula_pratica_iniciada',
      autoescolaId: aula.autoescola_id,
      id: aula.id,
      dados: { ...para, anotacao_id: anotacaoId, hodometro_veiculo: atual },
    });
    return { aula: await reloaded(aula.id), autoescolaId: aula.autoescola_id };
  });
  await avisarAulaAtualizada(deps, { autoescolaId: started.autoescolaId, aulaId, status: 'em_andamento' });
  return started.aula;
}

/**
 * Finishes the lesson: the final odometer (never below the start's) and the position; the annotation
 * does not change any more. A given lesson may make the student apto for the practical exam: worked
 * out (and told) right after.
 */
export async function finishAula(
  deps: ExecucaoDeps & { jobs: Jobs },
  ctx: RequestContext,
  aulaId: number,
  input: FinalizarAulaBody,
): Promise<InstrutorAula> {
  const finished = await ctx.tenant(async () => {
    const aula = await ownAula(ctx, aulaId);
    if (aula.status !== 'em_andamento' || aula.anotacao_id === null || aula.hodo_start === null) {
      throw refusedAula(NAO_EM_ANDAMENTO);
    }
    if (input.hodometro < aula.hodo_start)
      throw refusedAula('aulasPraticas.hodometroFinalMenor', 'hodometro');
    if (!(await repository.finishAnotacao(aula.anotacao_id, input.hodometro))) {
      throw refusedAula(NAO_EM_ANDAMENTO);
    }
    await setStatus(aula.id, 'realizada');
    await repository.lockVeiculoHodometro(aula.veiculo_id);
    await repository.advanceVeiculoHodometro(aula.veiculo_id, input.hodometro);
    const para = { status: 'realizada', hodometro: input.hodometro, ...position(input) };
    await addHistorico(aula.autoescola_id, {
      aula_id: aula.id,
      acao: 'finalizada',
      de: { status: aula.status, hodometro: aula.hodo_start },
      para,
      usuario_id: ctx.principal.usuarioId,
    });
    await auditChange(ctx, {
      entidade: 'aula_pratica',
      acao: 'aula_pratica_finalizada',
      autoescolaId: aula.autoescola_id,
      id: aula.id,
      dados: { ...para, anotacao_id: aula.anotacao_id, hodometro_inicio: aula.hodo_start },
    });
    return { aula: await reloaded(aula.id), autoescolaId: aula.autoescola_id };
  });
  await avisarAulaAtualizada(deps, { autoescolaId: finished.autoescolaId, aulaId, status: 'realizada' });
  await avaliarAptidaoAgora(deps.jobs, deps.log);
  return finished.aula;
}

/** The track and the photos are taken while the lesson runs and for a while after its finish. */
function acceptsRecords(aula: Aula, now: Date, allowScheduled: boolean): boolean {
  if (aula.status === 'em_andamento') return true;
  if (aula.status === 'agendada') return allowScheduled;
  if (aula.status !== 'realizada' || aula.finish_time === null) return false;
  return now.getTime() - new Date(aula.finish_time).getTime() <= MINUTOS_APOS_FIM * 60_000;
}

/** Stores a batch of GPS positions; a batch sent again adds nothing (idempotent). */
export async function addPosicoes(
  ctx: RequestContext,
  aulaId: number,
  input: PosicoesBody,
  now = new Date(),
): Promise<PosicoesRecebidas> {
  return ctx.tenant(async () => {
    const aula = await ownAula(ctx, aulaId);
    if (!acceptsRecords(aula, now, false)) throw refusedAula(FORA_DA_TRILHA);
    const novas = await repository.insertPosicoes(aula.autoescola_id, aula.id, input.posicoes);
    if (novas > 0) {
      const instants = input.posicoes.map((posicao) => posicao.registrado_em).sort();
      await auditChange(ctx, {
        entidade: 'aula_pratica',
        acao: 'aula_pratica_posicoes',
        autoescolaId: aula.autoescola_id,
        id: aula.id,
        dados: { recebidas: input.posicoes.length, novas, de: instants[0], ate: instants.at(-1) },
      });
    }
    return { recebidas: input.posicoes.length, novas };
  });
}

/** The storage key of a lesson photo: one file per lesson and moment, replaced when sent again. */
export const fotoKey = (autoescolaId: number, aulaId: number, momento: MomentoFoto) =>
  `aulas/${autoescolaId}/${aulaId}/${momento}`;

/**
 * Stores the photo of the student at the start or the end of the lesson (replacing the previous);
 * its face check runs in the background once it is stored.
 */
export async function saveFoto(
  deps: { storage: Storage; jobs: Jobs },
  ctx: RequestContext,
  aulaId: number,
  momento: MomentoFoto,
  image: { content: Buffer; contentType: string },
  now = new Date(),
): Promise<{ aulaId: number; momento: MomentoFoto; created_at: string }> {
  const stored = await ctx.tenant(async () => {
    const aula = await ownAula(ctx, aulaId);
    if (!acceptsRecords(aula, now, momento === 'inicio')) throw refusedAula(FORA_DA_TRILHA);
    const key = fotoKey(aula.autoescola_id, aula.id, momento);
    await deps.storage.put(key, image.content, image.contentType);
    const saved = await repository.replaceFoto(aula.autoescola_id, aula.id, momento, key);
    await auditChange(ctx, {
      entidade: 'aula_pratica',
      acao: 'aula_pratica_foto',
      autoescolaId: aula.autoescola_id,
      id: aula.id,
      dados: { momento, arquivo: key, tipo: image.contentType, bytes: image.content.length },
    });
    return { autoescolaId: aula.autoescola_id, fotoId: saved.id, created_at: saved.created_at };
  });
  await pedirVerificacaoDaFoto(deps.jobs, { autoescolaId: stored.autoescolaId, fotoId: stored.fotoId });
  return { aulaId, momento, created_at: stored.created_at };
}

export type Posicao = PosicoesBody['posicoes'][number];

/** The photo of the student at the start or the end of a lesson given, for staff (its detail). */
export async function getFoto(
  deps: { storage: Storage },
  ctx: RequestContext,
  aulaId: number,
  momento: MomentoFoto,
): Promise<{ content: Buffer; contentType: string }> {
  const arquivo = await ctx.tenant(async () => {
    if (!(await findAula(aulaId))) throw notFound(AULA_NAO_ENCONTRADA);
    return repository.fotoArquivo(aulaId, momento);
  });
  const file = arquivo ? await deps.storage.get(arquivo) : null;
  if (!file) throw notFound(SEM_FOTO[momento]);
  return file;
}

/** The GPS track of a lesson in recording order, for staff; empty when the phone sent none. */
export async function listPosicoes(ctx: RequestContext, aulaId: number): Promise<Posicao[]> {
  return ctx.tenant(async () => {
    if (!(await findAula(aulaId))) throw notFound(AULA_NAO_ENCONTRADA);
    return repository.posicoes(aulaId);
  });
}
