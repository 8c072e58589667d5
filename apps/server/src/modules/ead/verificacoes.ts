import { randomUUID } from 'node:crypto';
import { type ReferenciaFacial, Role, type Verificacao } from '@cfc/contract';
import { type MomentoVerificacao, veredictoFacial } from '@cfc/domain';
import { auditChange as auditPessoa } from '../../platform/audit/audit.ts';
import type { RequestContext } from '../../platform/auth/context.ts';
import { similarity } from '../../platform/faces/faces.ts';
import { AppError, conflict, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { registrar } from './auditoria.ts';
import * as repository from './repository.ts';
import {
  AULA_NAO_ENCONTRADA,
  aulaConduzida,
  aulaVisivel,
  type EadDeps,
  type FaceAnalysis,
  minutos,
  PRAZO_VERIFICACAO_MINUTOS,
  perfilDaAula,
  prefixoDaAula,
  toVerificacao,
} from './shared.ts';
import * as verificacoesRepository from './verificacoes-repository.ts';

/**
 * Face checks (783/2020): a photo from the camera, analysed by the face engine outside any
 * transaction (it takes hundreds of milliseconds), compared with the person's reference photo, judged
 * by the state's thresholds (veredictoFacial), kept with its figures and written to the audit trail.
 * Reference photos are biometric data (LGPD art. 11): kept only with the consent recorded, removed
 * with their descriptor when it is revoked.
 */

type Imagem = { content: Buffer; contentType: string };
type Pessoa = { alunoId: number } | { instrutorId: number };

async function analisar(deps: EadDeps, imagem: Imagem): Promise<FaceAnalysis> {
  try {
    return await deps.faces.analyse(imagem.content);
  } catch {
    throw invalid({ arquivo: ['ead.fotoInvalida'] });
  }
}

/** The verdict of a photo against a reference, with the figures kept (0..100). */
async function julgar(analise: FaceAnalysis, pessoa: Pessoa, aula: repository.AulaEadRow) {
  const referencia = await verificacoesRepository.referencia(pessoa);
  const perfil = await perfilDaAula(aula);
  const similaridade =
    referencia && analise.faces === 1 && analise.descriptor
      ? similarity(analise.descriptor, referencia.descritor)
      : null;
  const vivacidade =
    analise.liveness === null ? null : Math.min(analise.liveness, analise.real ?? analise.liveness);
  const veredicto = veredictoFacial(
    { rostos: analise.faces, similaridade, vivacidade },
    referencia !== undefined,
    perfil,
  );
  return {
    resultado: veredicto.aprovada ? ('aprovada' as const) : ('reprovada' as const),
    motivo: veredicto.aprovada ? null : veredicto.motivo,
    rostos: analise.faces,
    similaridade: similaridade === null ? null : Math.round(similaridade * 100),
    vivacidade: vivacidade === null ? null : Math.round(vivacidade * 100),
  };
}

const fotoKey = (aula: repository.AulaEadRow, id: number) =>
  `${prefixoDaAula(aula.id_autoescola, aula.id_aula_teorica)}verificacoes/${id}-${randomUUID()}`;

/** The student answers a check asked of them with the camera's photo. */
export async function responderVerificacao(
  ctx: RequestContext,
  deps: EadDeps,
  id: number,
  imagem: Imagem,
): Promise<Verificacao> {
  const alvo = await ctx.tenant(async () => {
    const aluno = await repository.alunoDoUsuario(ctx.principal.usuarioId);
    const verificacao = await verificacoesRepository.verificacao(id);
    if (!aluno || !verificacao || verificacao.id_aluno !== aluno.id)
      throw notFound('ead.verificacaoNaoEncontrada');
    if (verificacao.resultado !== 'pendente') throw conflict('ead.verificacaoRespondida');
    const aula = await repository.findAula(verificacao.aula_id);
    if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
    return { aluno, verificacao, aula };
  });
  const analise = await analisar(deps, imagem);
  const key = fotoKey(alvo.aula, id);
  await deps.storage.put(key, imagem.content, imagem.contentType);
  const resposta = await ctx.tenant(async () => {
    const locked = await verificacoesRepository.lockVerificacao(id);
    if (locked?.resultado !== 'pendente') return conflict('ead.verificacaoRespondida');
    if (new Date(locked.prazo_em) <= (await repository.agora())) {
      await verificacoesRepository.expirarVerificacoes(alvo.aula.id_aula_teorica);
      return conflict('ead.verificacaoExpirada');
    }
    const julgado = await julgar(analise, { alunoId: alvo.aluno.id }, alvo.aula);
    await verificacoesRepository.responderVerificacao(id, { ...julgado, arquivo: key, ip: ctx.ip });
    await registrar({
      autoescolaId: alvo.aula.id_autoescola,
      aulaId: alvo.aula.id_aula_teorica,
      acao: 'verificacao_respondida',
      usuarioId: ctx.principal.usuarioId,
      alunoId: alvo.aluno.id,
      ip: ctx.ip,
      dados: { verificacao: id, momento: alvo.verificacao.momento, ...julgado },
    });
    return toVerificacao(
      (await verificacoesRepository.verificacao(id)) as verificacoesRepository.VerificacaoRow,
    );
  });
  if (resposta instanceof AppError) {
    await deps.storage.delete(key);
    throw resposta;
  }
  return resposta;
}

/**
 * The instructor's face at the opening (before the start) and at the close (after the end): asked and
 * answered in one step, by the instructor's console.
 */
export async function verificarInstrutor(
  ctx: RequestContext,
  deps: EadDeps,
  aulaId: number,
  imagem: Imagem,
): Promise<Verificacao> {
  const { aula } = await ctx.tenant(() => aulaConduzida(ctx, aulaId));
  const analise = await analisar(deps, imagem);
  return ctx.tenant(async () => {
    const momento: MomentoVerificacao = aula.transmissao === 'encerrada' ? 'encerramento' : 'abertura';
    const agora = await repository.agora();
    const [pedida] = await verificacoesRepository.pedirVerificacoes([
      {
        autoescola_id: aula.id_autoescola,
        aula_id: aula.id_aula_teorica,
        aluno_id: null,
        instrutor_id: aula.id_instrutor,
        momento,
        prazo_em: new Date(agora.getTime() + minutos(PRAZO_VERIFICACAO_MINUTOS)),
        pedida_por: ctx.principal.usuarioId,
      },
    ]);
    const id = Number(pedida?.id);
    const key = fotoKey(aula, id);
    await deps.storage.put(key, imagem.content, imagem.contentType);
    const julgado = await julgar(analise, { instrutorId: aula.id_instrutor }, aula);
    await verificacoesRepository.responderVerificacao(id, { ...julgado, arquivo: key, ip: ctx.ip });
    await registrar({
      autoescolaId: aula.id_autoescola,
      aulaId: aula.id_aula_teorica,
      acao: 'verificacao_instrutor',
      usuarioId: ctx.principal.usuarioId,
      alunoId: null,
      ip: ctx.ip,
      dados: { verificacao: id, momento, ...julgado },
    });
    return toVerificacao(
      (await verificacoesRepository.verificacao(id)) as verificacoesRepository.VerificacaoRow,
    );
  });
}

/** Staff, the instructor or monitoring ask a check now: of one student, or of every one connected. */
export function solicitarVerificacao(
  ctx: RequestContext,
  aulaId: number,
  alunoId: number | null,
): Promise<{ verificacoes: Verificacao[]; alunos: number }> {
  return ctx.tenant(async () => {
    const { aula, conduz, monitora } = await aulaVisivel(ctx, aulaId);
    if (!conduz && !monitora) throw forbidden('ead.semPermissaoAula');
    if (aula.transmissao !== 'ao_vivo') throw conflict('ead.naoIniciada');
    const conectados = (await repository.conexoesDaAula(aulaId))
      .filter((item) => item.saiu_em === null)
      .map((item) => Number(item.aluno_id));
    const alvos = alunoId === null ? conectados : conectados.filter((id) => id === alunoId);
    if (alvos.length === 0) throw new AppError(422, 'ead.ninguemConectado');
    const agora = await repository.agora();
    const ids = await verificacoesRepository.pedirVerificacoes(
      alvos.map((id) => ({
        autoescola_id: aula.id_autoescola,
        aula_id: aulaId,
        aluno_id: id,
        instrutor_id: null,
        momento: 'solicitada' as const,
        prazo_em: new Date(agora.getTime() + minutos(PRAZO_VERIFICACAO_MINUTOS)),
        pedida_por: ctx.principal.usuarioId,
      })),
    );
    await registrar({
      autoescolaId: aula.id_autoescola,
      aulaId,
      acao: 'verificacao_solicitada',
      usuarioId: ctx.principal.usuarioId,
      alunoId,
      ip: ctx.ip,
      dados: { alunos: alvos },
    });
    const todas = await verificacoesRepository.verificacoesDaAula(aulaId);
    const novas = new Set(ids.map((row) => Number(row.id)));
    return {
      verificacoes: todas.filter((row) => novas.has(row.id_verificacao)).map(toVerificacao),
      alunos: alvos.length,
    };
  });
}

/** A check's photo, for those who see its lesson (and the student their own). */
export async function fotoVerificacao(ctx: RequestContext, deps: EadDeps, id: number): Promise<Imagem> {
  const arquivo = await ctx.tenant(async () => {
    const verificacao = await verificacoesRepository.verificacao(id);
    if (!verificacao) throw notFound('ead.verificacaoNaoEncontrada');
    if (ctx.principal.role === Role.ALUNO) {
      const aluno = await repository.alunoDoUsuario(ctx.principal.usuarioId);
      if (!aluno || aluno.id !== verificacao.id_aluno) throw notFound('ead.verificacaoNaoEncontrada');
    } else {
      await aulaVisivel(ctx, verificacao.aula_id);
    }
    return verificacao.arquivo;
  });
  const file = arquivo ? await deps.storage.get(arquivo) : null;
  if (!file) throw notFound('ead.verificacaoNaoEncontrada');
  return file;
}

// ---------- Reference photos ----------

const referenciaKey = (autoescolaId: number, pessoa: Pessoa) =>
  'alunoId' in pessoa
    ? `ead/${autoescolaId}/referencias/alunos/${pessoa.alunoId}-${randomUUID()}`
    : `ead/${autoescolaId}/referencias/instrutores/${pessoa.instrutorId}-${randomUUID()}`;

/** The school of the student or instructor, as the caller sees it (row-level security), or 404. */
async function escolaDe(pessoa: Pessoa): Promise<number> {
  const found = await verificacoesRepository.pessoa(pessoa);
  if (!found) throw notFound();
  return Number(found.autoescola_id);
}

export function getReferencia(ctx: RequestContext, pessoa: Pessoa): Promise<ReferenciaFacial | null> {
  return ctx.tenant(async () => {
    await escolaDe(pessoa);
    const found = await verificacoesRepository.referencia(pessoa);
    return found
      ? {
          registrada_em: found.registrada_em,
          consentimento_em: found.consentimento_em,
          consentimento_por: found.consentimento_por,
        }
      : null;
  });
}

export async function fotoReferencia(ctx: RequestContext, deps: EadDeps, pessoa: Pessoa): Promise<Imagem> {
  const arquivo = await ctx.tenant(async () => {
    await escolaDe(pessoa);
    return (await verificacoesRepository.referencia(pessoa))?.arquivo;
  });
  const file = arquivo ? await deps.storage.get(arquivo) : null;
  if (!file) throw notFound('ead.referenciaNaoEncontrada');
  return file;
}

/**
 * Keeps a reference photo with the consent: exactly one face, whose descriptor is stored for the
 * checks. The photo replaced, if any, is removed.
 */
export async function salvarReferencia(
  ctx: RequestContext,
  deps: EadDeps,
  pessoa: Pessoa,
  imagem: Imagem,
): Promise<ReferenciaFacial> {
  const autoescolaId = await ctx.tenant(() => escolaDe(pessoa));
  const analise = await analisar(deps, imagem);
  if (analise.faces !== 1 || !analise.descriptor) throw invalid({ arquivo: ['ead.referenciaSemRosto'] });
  const key = referenciaKey(autoescolaId, pessoa);
  await deps.storage.put(key, imagem.content, imagem.contentType);
  const { antigas, referencia } = await ctx.tenant(async () => {
    const removidas = await verificacoesRepository.removerReferencia(pessoa);
    await verificacoesRepository.salvarReferencia(pessoa, {
      autoescola_id: autoescolaId,
      arquivo: key,
      descritor: analise.descriptor as number[],
      consentimento_por: ctx.principal.usuarioId,
    });
    await auditChange(ctx, pessoa, autoescolaId, 'referencia_facial_registrada');
    return { antigas: removidas, referencia: await verificacoesRepository.referencia(pessoa) };
  });
  for (const antiga of antigas) await deps.storage.delete(antiga.arquivo);
  if (!referencia) throw notFound();
  return {
    registrada_em: referencia.registrada_em,
    consentimento_em: referencia.consentimento_em,
    consentimento_por: referencia.consentimento_por,
  };
}

/** Removes the reference photo and its descriptor (consent revoked). */
export async function removerReferencia(ctx: RequestContext, deps: EadDeps, pessoa: Pessoa): Promise<void> {
  const removidas = await ctx.tenant(async () => {
    const autoescolaId = await escolaDe(pessoa);
    const rows = await verificacoesRepository.removerReferencia(pessoa);
    if (rows.length > 0) await auditChange(ctx, pessoa, autoescolaId, 'referencia_facial_removida');
    return rows;
  });
  for (const row of removidas) await deps.storage.delete(row.arquivo);
}

function auditChange(ctx: RequestContext, pessoa: Pessoa, autoescolaId: number, acao: string) {
  return auditPessoa(ctx, {
    entidade: 'alunoId' in pessoa ? 'aluno' : 'instrutor',
    acao,
    id: 'alunoId' in pessoa ? pessoa.alunoId : pessoa.instrutorId,
    autoescolaId,
  });
}
