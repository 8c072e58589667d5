import { type AulaEad, type PlainMessageKey, Role, type Verificacao } from '@cfc/contract';
import {
  dateInSaoPaulo,
  modalidadePermitida,
  NOMES_DISCIPLINAS,
  type StateProfile,
  TEXTOS_REPROVACAO,
  timeInSaoPaulo,
} from '@cfc/domain';
import type { RequestContext } from '../../platform/auth/context.ts';
import type { FaceAnalysis, FaceEngine } from '../../platform/faces/faces.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { LiveStreams } from '../../platform/streaming/live-streams.ts';

export type { FaceAnalysis };

import { stateProfileFor } from '../estado-perfis/service.ts';
import * as repository from './repository.ts';
import type * as verificacoesRepository from './verificacoes-repository.ts';

/** What the remote lessons need besides the database: files, the face engine, the live streams. */
export interface EadDeps {
  storage: Storage;
  faces: Pick<FaceEngine, 'analyse'>;
  /** The live streams: the instructor publishes, players read playlists and segments. */
  streams: Pick<LiveStreams, 'publish' | 'playlist' | 'segment'>;
}

export const AULA_NAO_ENCONTRADA = 'ead.aulaNaoEncontrada';
/** Minutes a student (or the instructor) has to answer a face check (the platform's choice). */
export const PRAZO_VERIFICACAO_MINUTOS = 3;
/** A connection without a sign of life for this long is closed at its last sign. */
export const SEM_SINAL_SEGUNDOS = 45;
/** The instructor may start from this long before the planned start. */
export const INICIO_ANTECIPADO_MINUTOS = 15;

const MINUTE = 60_000;
export const minutos = (n: number) => n * MINUTE;

/** Where a lesson's files live: its stream's segments and recording, and its check photos. */
export const prefixoDaAula = (autoescolaId: number, aulaId: number) => `ead/${autoescolaId}/aulas/${aulaId}/`;

export function toAulaEad(row: repository.AulaEadRow): AulaEad {
  return {
    id_aula_teorica: row.id_aula_teorica,
    id_autoescola: row.id_autoescola,
    autoescola: row.autoescola,
    autoescola_nome: row.autoescola_nome,
    id_turma: row.id_turma,
    turma_nome: row.turma_nome,
    disciplina: row.disciplina,
    disciplina_nome: NOMES_DISCIPLINAS[row.disciplina],
    id_instrutor: row.id_instrutor,
    instrutor_nome: row.instrutor_nome,
    data: dateInSaoPaulo(row.inicio),
    hora_inicio: timeInSaoPaulo(row.inicio),
    hora_fim: timeInSaoPaulo(row.fim),
    inicio: row.inicio,
    fim: row.fim,
    transmissao: row.transmissao,
    iniciada_em: row.iniciada_em,
    encerrada_em: row.encerrada_em,
    link: row.link,
    alunos: row.alunos,
    conectados: row.conectados,
    presentes: row.presentes,
    verificacoes_reprovadas: row.verificacoes_reprovadas,
    gravacao: row.gravacao_prefixo !== null && row.transmissao === 'encerrada',
  };
}

export function toVerificacao(row: verificacoesRepository.VerificacaoRow): Verificacao {
  return {
    id_verificacao: row.id_verificacao,
    id_aluno: row.id_aluno,
    momento: row.momento,
    resultado: row.resultado,
    motivo: row.motivo,
    motivo_texto: row.motivo ? TEXTOS_REPROVACAO[row.motivo] : null,
    pedida_em: row.pedida_em,
    prazo_em: row.prazo_em,
    respondida_em: row.respondida_em,
    rostos: row.rostos,
    similaridade: row.similaridade,
    vivacidade: row.vivacidade,
    foto: row.arquivo !== null,
  };
}

/** The state rules of the lesson's school. */
export const perfilDaAula = (aula: repository.AulaEadRow): Promise<StateProfile> => stateProfileFor(aula.uf);

/** Whether the caller reads every lesson of its schools: staff, and monitoring (roles 2 and 8). */
const MONITORA: readonly number[] = [Role.MONITOR, Role.COMERCIAL];

/**
 * A remote lesson the caller may see: staff and monitoring any of their schools' (row-level security
 * limits them), an instructor their own. Answers it with whether the caller runs it.
 */
export async function aulaVisivel(ctx: RequestContext, id: number) {
  const aula = await repository.findAula(id);
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  let conduz = ctx.principal.permissions.has('turmas_edit') && ctx.principal.role !== Role.INSTRUTOR;
  if (ctx.principal.role === Role.INSTRUTOR) {
    const instrutor = await repository.instrutorDoUsuario(ctx.principal.usuarioId);
    if (!instrutor || instrutor.id !== aula.id_instrutor) throw notFound(AULA_NAO_ENCONTRADA);
    conduz = true;
  }
  return { aula, conduz, monitora: MONITORA.includes(ctx.principal.role) };
}

/** A remote lesson the caller runs: its instructor, or staff with `turmas_edit`. */
export async function aulaConduzida(ctx: RequestContext, id: number) {
  const visivel = await aulaVisivel(ctx, id);
  if (!visivel.conduz) throw forbidden('ead.semPermissaoAula');
  return visivel;
}

/** The caller's name as the chat shows it. */
export async function nomeDe(ctx: RequestContext): Promise<string> {
  return (await repository.nomeDoUsuario(ctx.principal.usuarioId))?.nome ?? 'Usuário';
}

/**
 * Why the student may not watch the recording to make the lesson up (a catalogue message), or null
 * when they may: on the list, the lesson ended, counted and recorded, the student counted absent,
 * recorded lessons allowed by the state and by the class's course (docs/ead.md).
 */
export function semGravacao(
  aula: repository.AulaEadRow,
  naLista: boolean,
  presenca: { entrada: unknown } | undefined,
  perfil: StateProfile,
): PlainMessageKey | null {
  if (!naLista || !presenca) return 'ead.naoMatriculado';
  if (aula.transmissao !== 'encerrada') return 'ead.gravacaoNaoEncerrada';
  if (aula.contada_em === null) return 'ead.gravacaoApurando';
  if (presenca.entrada !== null) return 'ead.gravacaoJaPresente';
  if (aula.gravacao_prefixo === null) return 'ead.gravacaoSemGravacao';
  if (!perfil.eadGravadaPermitida) return 'ead.gravacaoEstadoNaoPermite';
  if (!modalidadePermitida(aula.curso, 'gravada', perfil)) return 'ead.gravacaoCursoNaoPermite';
  return null;
}
