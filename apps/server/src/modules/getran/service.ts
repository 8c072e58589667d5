import { type AmbienteGetran, type EnviosQuery, type MessageLanguage, message } from '@cfc/contract';
import { addDays, atSaoPaulo } from '@cfc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../platform/auth/context.ts';
import { AppError, notFound, textIn } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import { alunoPorCpf } from '../alunos/service.ts';
import { registrarConsultaGetran } from '../logs/service.ts';
import { adapterForState } from './client.ts';
import {
  AULA_NAO_ENCONTRADA,
  adapterOf,
  ajustarEEnviar,
  type Desfecho,
  type EnvioInput,
  enviarAula,
  type GetranDeps,
  SEM_GETRAN,
} from './envio.ts';
import { enfileirarEnvio, REENVIAR_LOTE_JOB } from './jobs.ts';
import { criarLote } from './lotes.ts';
import * as repository from './repository.ts';

/**
 * What the 'Envio de Aulas ao GETRAN' screen does (SPEC §2.6, §7), each call in a school context
 * the route chose: the school of the call's `schema`, or every school the caller may see. A send
 * the authority did not answer waits for a retry job (jobs.ts).
 */

export { ALTERADA_APOS_ACEITE, AULA_JA_ENVIADA, type Desfecho, type GetranDeps } from './envio.ts';

/** The send's dependencies and the job queue its retries and batches go to. */
export interface GetranServiceDeps extends GetranDeps {
  jobs: Jobs;
  log?: FastifyBaseLogger;
}

const LOTE_NAO_ENCONTRADO = 'getran.loteNaoEncontrado';

/** `teste: true` works on the authority's test environment. */
const ambienteOf = (teste: boolean): AmbienteGetran => (teste ? 'homologacao' : 'producao');

/** The school a send works on: the call's `schema` must have named one. */
function schoolIdOf(ctx: RequestContext): number {
  if (!ctx.currentSchool)
    throw new AppError(422, 'getran.schemaNaoDefinido', {
      errors: { schema: ['getran.schemaNaoDefinido'] },
    });
  return ctx.currentSchool.id;
}

function envioOf(ctx: RequestContext, aulaId: number, teste: boolean): EnvioInput {
  return {
    autoescolaId: schoolIdOf(ctx),
    aulaId,
    ambiente: ambienteOf(teste),
    usuarioId: ctx.principal.usuarioId,
  };
}

/** A batch as the screen reads it: without the school's and the user's ids. */
function publicLote<T extends { autoescola_id: number; usuario_id: number | null }>(lote: T) {
  const { autoescola_id: _school, usuario_id: _user, ...rest } = lote;
  return rest;
}

/** The send list: given lessons of the context's school (or of every school it sees) with their status. */
export function listarEnvios(ctx: RequestContext, query: EnviosQuery) {
  return ctx.tenant(() =>
    repository.envios({
      ambiente: ambienteOf(query.teste),
      autoescolaId: ctx.currentSchool?.id ?? null,
      de: query.inicio ? atSaoPaulo(query.inicio) : null,
      ate: query.fim ? atSaoPaulo(addDays(query.fim, 1)) : null,
      status: query.status || null,
      nome: query.nome || null,
      cpf: query.cpf || null,
      page: query.page,
      per_page: query.per_page,
    }),
  );
}

/** Sends a lesson now; when the authority does not answer, the lesson waits for the retry job. */
export async function enviarAulaPratica(
  deps: GetranServiceDeps,
  ctx: RequestContext,
  body: { aulaPraticaId: number; teste: boolean },
): Promise<Desfecho> {
  const input = envioOf(ctx, body.aulaPraticaId, body.teste);
  const desfecho = await enviarAula(deps, input);
  if (desfecho.tipo === 'falha') await enfileirarEnvio(deps.jobs, deps, input, 'depois');
  return desfecho;
}

/** 'Aplicar Correção', then the send as `enviarAulaPratica`. */
export async function corrigirEEnviar(
  deps: GetranServiceDeps,
  ctx: RequestContext,
  body: { aulaPraticaId: number; teste: boolean; codigo: string },
): Promise<Desfecho> {
  const input = envioOf(ctx, body.aulaPraticaId, body.teste);
  const desfecho = await ajustarEEnviar(deps, { ...input, codigo: body.codigo });
  if (desfecho.tipo === 'falha') await enfileirarEnvio(deps.jobs, deps, input, 'depois');
  return desfecho;
}

/** After a time update: each lesson (of the context's school) goes to the send job at once. */
export async function enfileirarAulas(
  deps: GetranServiceDeps,
  ctx: RequestContext,
  body: { aulaId: readonly number[]; teste: boolean },
): Promise<number> {
  const autoescolaId = schoolIdOf(ctx);
  const ids = [...new Set(body.aulaId)];
  const found = await ctx.tenant(() => repository.existentes(ids));
  if (found.length !== ids.length) throw notFound(AULA_NAO_ENCONTRADA);
  for (const aulaId of ids) {
    await enfileirarEnvio(
      deps.jobs,
      deps,
      { autoescolaId, aulaId, ambiente: ambienteOf(body.teste), usuarioId: ctx.principal.usuarioId },
      'agora',
    );
  }
  return ids.length;
}

/** 'Limpar Status e Enviar': a batch over the school's period, run by its job; the batch as created. */
export async function reenviarPeriodo(
  deps: GetranServiceDeps,
  ctx: RequestContext,
  body: { inicio: string; fim: string; teste: boolean },
) {
  const autoescolaId = schoolIdOf(ctx);
  const usuarioId = ctx.principal.usuarioId;
  const loteId = await criarLote(deps, {
    autoescolaId,
    ambiente: ambienteOf(body.teste),
    inicio: body.inicio,
    fim: body.fim,
    usuarioId,
  });
  await deps.jobs.send(REENVIAR_LOTE_JOB, { autoescolaId, loteId, usuarioId });
  return loteDe(ctx, loteId);
}

/** A batch's progress. */
export async function loteDe(ctx: RequestContext, id: number) {
  const lote = await ctx.tenant(() => repository.findLote(id));
  if (!lote) throw notFound(LOTE_NAO_ENCONTRADO);
  return publicLote(lote);
}

/** A lesson's send history: every request to the authority and its answer. */
export function historicoDe(ctx: RequestContext, aulaId: number) {
  return ctx.tenant(() => repository.historico(aulaId));
}

/**
 * GET /getran/aluno/{cfc}/{cpf}: what the authority holds for a student of the chosen school. A CPF
 * the school has no student with is 404 before anything is asked of the authority.
 */
export async function consultarCandidato(
  deps: GetranServiceDeps,
  ctx: RequestContext,
  teste: boolean,
  cpf: string,
) {
  const aluno = await alunoPorCpf(ctx, cpf);
  const uf = await ctx.tenant(() => repository.ufDaAutoescola(aluno.autoescola_id));
  const ambiente = ambienteOf(teste);
  const found = await adapterOf(deps, uf).consultarCandidato(ambiente, cpf);
  const falhou = 'kind' in found;
  // The log of calls to the candidate service (modules/logs): after the answer, never failing it.
  await registrarConsultaGetran(ctx, {
    autoescolaId: aluno.autoescola_id,
    cpf,
    ambiente,
    duracaoMs: found.duracaoMs,
    httpStatus: found.httpStatus,
    erro: falhou ? found.erro : null,
    aulas: falhou ? null : found.aulas.length,
  }).catch((error: unknown) => deps.log?.error({ err: error }, 'consulta ao GETRAN não registrada'));
  if (falhou) throw new AppError(502, message('getran.erroConsulta', { erro: found.erro }));
  return { aulas: found.aulas };
}

/** Whether each environment of the authority answers, and the retry queue of the context's schools. */
export async function situacaoGetran(deps: GetranDeps, ctx: RequestContext, language: MessageLanguage) {
  const fila = await ctx.tenant(() => repository.contarFila());
  return { ambientes: await ambientes(deps, language), ...fila };
}

async function ambientes(deps: GetranDeps, language: MessageLanguage) {
  const adapter = adapterForState(deps.getran, '');
  const todos: AmbienteGetran[] = ['producao', 'homologacao'];
  if (!adapter) {
    return todos.map((ambiente) => ({
      ambiente,
      disponivel: false,
      latencia_ms: null,
      mensagem: textIn(language, SEM_GETRAN),
    }));
  }
  return Promise.all(
    todos.map(async (ambiente) => {
      const found = await adapter.verificar(ambiente);
      return {
        ambiente,
        disponivel: found.disponivel,
        latencia_ms: found.latenciaMs,
        mensagem: textIn(language, found.mensagem),
      };
    }),
  );
}
