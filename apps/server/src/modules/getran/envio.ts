import { createHash } from 'node:crypto';
import { type AmbienteGetran, contaComoEnviada, portuguese, type ResultadoEnvio } from '@cfc/contract';
import { correctionData, explained, isCorrectable, proposeCorrection } from '@cfc/domain';
import type { Kysely } from 'kysely';
import type { GetranConfig } from '../../config.ts';
import type { DB } from '../../platform/db/schema.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { AppError, conflict, invalid, notFound } from '../../platform/http/errors.ts';
import {
  type AulaParaEnvio,
  applyCorrection,
  checkBeforeSending,
  findAulaParaEnvio,
  setGetranStatus,
} from '../aulas-praticas/envio/service.ts';
import { adapterForState, type EnvioGetran, type GetranAdapter, type RespostaGetran } from './client.ts';
import * as repository from './repository.ts';

/**
 * Sending one lesson to the traffic authority, the same way for a click on the send screen, a retry
 * job and a resend batch: the platform's own checks first, one send at a time per lesson (a claim
 * row), every request and answer in the lesson's send history, never a second acceptance.
 */

export interface GetranDeps {
  db: Kysely<DB>;
  getran: GetranConfig;
}

export interface EnvioInput {
  autoescolaId: number;
  aulaId: number;
  ambiente: AmbienteGetran;
  usuarioId: number | null;
  loteId?: number | null;
}

export type Desfecho =
  | { tipo: 'aceita'; resultado: ResultadoEnvio }
  | { tipo: 'rejeitada'; resultado: ResultadoEnvio }
  /** The authority did not answer: the lesson waits for a retry. */
  | { tipo: 'falha'; resultado: ResultadoEnvio; erro: string };

export const AULA_NAO_ENCONTRADA = 'getran.aulaNaoEncontrada';
export const AULA_NAO_REALIZADA = 'getran.aulaNaoRealizada';
const JA_ENVIADA = 'getran.aulaJaEnviada';
const ALTERADA = 'getran.alteradaAposAceite';
/** Refusals' Portuguese texts, as a client that asks for no language reads them. */
export const AULA_JA_ENVIADA = portuguese(JA_ENVIADA);
export const ALTERADA_APOS_ACEITE = portuguese(ALTERADA);
export const EM_ENVIO = 'getran.emEnvio';
export const SEM_GETRAN = 'getran.semGetran';
export const SEM_CORRECAO = 'getran.semCorrecao';
export const CORRECAO_IMPOSSIVEL = 'getran.correcaoImpossivel';

const idExterno = (aula: AulaParaEnvio) => `${aula.escola.slug}-${aula.aulaId}`;

function payloadOf(aula: AulaParaEnvio, times: { inicio: string; fim: string }): EnvioGetran {
  return {
    cfc: { codigo: aula.escola.slug, cnpj: aula.escola.cnpj, uf: aula.escola.uf },
    aula: {
      id_externo: idExterno(aula),
      cpf: aula.aluno.cpf,
      renach: aula.renach,
      categoria: aula.categoria,
      instrutor: { cpf: aula.instrutor.cpf, nome: aula.instrutor.nome },
      veiculo: { placa: aula.veiculo.placa },
      inicio: times.inicio,
      fim: times.fim,
      tipo: aula.tipo,
      dupla: aula.horasAula === 2,
      hodometro_inicio: aula.anotacao?.hodoStart ?? 0,
      hodometro_fim: aula.anotacao?.hodoEnd ?? null,
    },
  };
}

/** The fingerprint of what was sent: a lesson accepted with one content is never sent as new with another. */
const fingerprint = (envio: EnvioGetran) =>
  createHash('sha256').update(JSON.stringify(envio.aula)).digest('hex');

export function adapterOf(deps: GetranDeps, uf: string): GetranAdapter {
  const adapter = adapterForState(deps.getran, uf);
  if (!adapter) throw new AppError(503, SEM_GETRAN);
  return adapter;
}

const scopeOf = (input: { autoescolaId: number; usuarioId: number | null }) => ({
  usuarioId: input.usuarioId,
  autoescolaIds: [input.autoescolaId],
});

function givenTimes(aula: AulaParaEnvio | undefined): { aula: AulaParaEnvio; inicio: string; fim: string } {
  if (!aula) throw notFound(AULA_NAO_ENCONTRADA);
  if (aula.status !== 'realizada' || !aula.anotacao?.fim) throw new AppError(422, AULA_NAO_REALIZADA);
  return { aula, inicio: aula.anotacao.inicio, fim: aula.anotacao.fim };
}

async function currentStatus(aula: AulaParaEnvio, ambiente: AmbienteGetran) {
  const situacao = await repository.situacao(aula.aulaId, ambiente);
  return { situacao, status: ambiente === 'producao' ? aula.getranStatus : (situacao?.status ?? null) };
}

function resultado(
  aula: AulaParaEnvio,
  fields: Partial<ResultadoEnvio> & { status: string },
): ResultadoEnvio {
  return {
    aulaPraticaId: aula.aulaId,
    schema: aula.escola.slug,
    protocolo: null,
    codigo: null,
    dados: null,
    violacoes: [],
    corrigivel: false,
    verificacaoLocal: false,
    ...fields,
  };
}

/** Sends one given lesson (or its correction, when the authority already answered about it). */
export async function enviarAula(deps: GetranDeps, input: EnvioInput): Promise<Desfecho> {
  const prepared = await withTenant(deps.db, scopeOf(input), async () => {
    const { aula, inicio, fim } = givenTimes(await findAulaParaEnvio(input.aulaId));
    const envio = payloadOf(aula, { inicio, fim });
    const { situacao, status } = await currentStatus(aula, input.ambiente);
    if (contaComoEnviada(status)) {
      const changed = situacao?.hash_aceito && situacao.hash_aceito !== fingerprint(envio);
      throw conflict(changed ? ALTERADA : JA_ENVIADA);
    }
    const verificacao = await checkBeforeSending(aula, { inicio, fim });
    const [primeira] = verificacao.violacoes;
    if (primeira) {
      // The authority would refuse it: show why instead of sending.
      await repository.insertEnvio({
        autoescola_id: aula.autoescolaId,
        aula_id: aula.aulaId,
        ambiente: input.ambiente,
        operacao: 'verificar',
        payload: envio,
        http_status: null,
        status: primeira.mensagem,
        codigo: primeira.code,
        resposta: { violacoes: verificacao.violacoes },
        erro: null,
        duracao_ms: 0,
        usuario_id: input.usuarioId,
        lote_id: input.loteId ?? null,
      });
      const corrigivel =
        isCorrectable(primeira.code) &&
        proposeCorrection(verificacao.lesson, primeira.code, verificacao.context) !== null;
      return {
        kind: 'local' as const,
        resultado: resultado(aula, {
          status: primeira.mensagem,
          codigo: primeira.code,
          dados: isCorrectable(primeira.code)
            ? correctionData(primeira.code, verificacao.lesson, verificacao.context)
            : {},
          // Staff read each reason with the norm and article it comes from.
          violacoes: verificacao.violacoes.map((found) => ({
            codigo: found.code,
            mensagem: explained(found),
          })),
          corrigivel,
          verificacaoLocal: true,
        }),
      };
    }
    if (!(await repository.claim(aula.autoescolaId, aula.aulaId, input.ambiente))) throw conflict(EM_ENVIO);
    // A send that finished while this one was checking: its answer is committed now (the claim
    // waited for it), so look again; throwing undoes the claim.
    const again = await findAulaParaEnvio(input.aulaId);
    if (again && contaComoEnviada((await currentStatus(again, input.ambiente)).status))
      throw conflict(JA_ENVIADA);
    const correcao = await repository.authorityAnswered(aula.aulaId, input.ambiente);
    return { kind: 'enviar' as const, aula, envio, correcao };
  });
  if (prepared.kind === 'local') return { tipo: 'rejeitada', resultado: prepared.resultado };

  const { aula, envio } = prepared;
  const adapter = adapterOf(deps, aula.escola.uf);
  let operacao: 'enviar' | 'corrigir' = prepared.correcao ? 'corrigir' : 'enviar';
  let resposta: RespostaGetran;
  try {
    resposta =
      operacao === 'corrigir'
        ? await adapter.enviarCorrecao(input.ambiente, envio)
        : await adapter.enviarAula(input.ambiente, envio);
    if (operacao === 'corrigir' && resposta.kind === 'resposta' && resposta.httpStatus === 404) {
      // The authority kept nothing of the earlier refusal: the lesson goes as new.
      operacao = 'enviar';
      resposta = await adapter.enviarAula(input.ambiente, envio);
    }
  } catch (error) {
    await withTenant(deps.db, scopeOf(input), () =>
      repository.recordAnswer(aula.aulaId, input.ambiente, { fila: null, tentativa: false }),
    );
    throw error;
  }

  return withTenant(deps.db, scopeOf(input), async () => {
    await repository.insertEnvio({
      autoescola_id: aula.autoescolaId,
      aula_id: aula.aulaId,
      ambiente: input.ambiente,
      operacao,
      payload: envio,
      http_status: resposta.httpStatus,
      status: resposta.kind === 'resposta' ? resposta.status : null,
      codigo: resposta.kind === 'resposta' ? resposta.codigo : null,
      resposta: resposta.kind === 'resposta' ? resposta.corpo : null,
      erro: resposta.kind === 'falha' ? resposta.erro : null,
      duracao_ms: resposta.duracaoMs,
      usuario_id: input.usuarioId,
      lote_id: input.loteId ?? null,
    });
    if (resposta.kind === 'falha') {
      await repository.recordAnswer(aula.aulaId, input.ambiente, {
        fila: 'aguardando',
        erro: resposta.erro,
        tentativa: true,
      });
      const status = input.ambiente === 'producao' ? (aula.getranStatus ?? '') : '';
      return {
        tipo: 'falha' as const,
        erro: resposta.erro,
        resultado: resultado(aula, { status, codigo: 'GETRAN_INDISPONIVEL', dados: { erro: resposta.erro } }),
      };
    }
    const aceita = resposta.httpStatus < 300 && contaComoEnviada(resposta.status);
    await repository.recordAnswer(aula.aulaId, input.ambiente, {
      status: resposta.status,
      protocolo: resposta.protocolo,
      hash_aceito: aceita ? fingerprint(envio) : null,
      fila: null,
      tentativa: false,
    });
    if (input.ambiente === 'producao') await setGetranStatus(aula.aulaId, resposta.status);
    const corrigivel = !aceita && isCorrectable(resposta.codigo);
    return {
      tipo: aceita ? ('aceita' as const) : ('rejeitada' as const),
      resultado: resultado(aula, {
        status: resposta.status,
        protocolo: resposta.protocolo,
        codigo: resposta.codigo,
        dados: resposta.dados,
        violacoes: resposta.violacoes,
        corrigivel,
      }),
    };
  });
}

/** After the last retry: the lesson shows that the platform gave up until someone sends it again. */
export async function desistirDoEnvio(deps: GetranDeps, input: EnvioInput, erro: string): Promise<void> {
  await withTenant(deps.db, scopeOf(input), () =>
    repository.recordAnswer(input.aulaId, input.ambiente, { fila: 'falhou', erro, tentativa: false }),
  );
}

/**
 * 'Aplicar Correção': the smallest change of the given times that satisfies the rule the answer
 * named (packages/domain `proposeCorrection`), kept in the lesson's history, then the lesson is
 * sent again.
 */
export async function ajustarEEnviar(
  deps: GetranDeps,
  input: EnvioInput & { codigo: string },
): Promise<Desfecho> {
  const { codigo } = input;
  if (!isCorrectable(codigo)) throw new AppError(422, SEM_CORRECAO, { errors: { codigo: [SEM_CORRECAO] } });
  await withTenant(deps.db, scopeOf(input), async () => {
    const { aula, inicio, fim } = givenTimes(await findAulaParaEnvio(input.aulaId));
    const { status } = await currentStatus(aula, input.ambiente);
    if (contaComoEnviada(status)) throw conflict(JA_ENVIADA);
    const verificacao = await checkBeforeSending(aula, { inicio, fim });
    const corrigida = proposeCorrection(verificacao.lesson, codigo, verificacao.context);
    if (!corrigida) {
      // The platform's rules see nothing to fix by that rule, or no fix that breaks nothing else.
      const quebra = verificacao.violacoes.some((found) => found.code === codigo);
      throw new AppError(422, quebra ? CORRECAO_IMPOSSIVEL : SEM_CORRECAO);
    }
    if (input.usuarioId === null) throw invalid({ usuario: ['getran.informeUsuario'] });
    await applyCorrection(
      aula,
      { inicio: corrigida.inicio, fim: corrigida.fim },
      { usuarioId: input.usuarioId, motivo: `Correção automática: ${codigo}` },
    );
  });
  return enviarAula(deps, input);
}
