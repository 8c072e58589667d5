import { presencaEad } from '@cfc/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { withTenant } from '../../platform/db/tenant.ts';
import { registrarPresencasRemotas } from '../turmas/service.ts';
import { registrar } from './auditoria.ts';
import * as repository from './repository.ts';
import { perfilDaAula } from './shared.ts';
import * as verificacoesRepository from './verificacoes-repository.ts';

/**
 * Counting a remote lesson's attendance once it ended and its closing checks were answered or
 * expired: checks not answered in time become failures, the connections close, and each student's
 * presence follows presencaEad (checks, time connected, the state's minimum share). The result goes
 * to the session's attendance list (modules/turmas), so the theory hours count remote lessons as they
 * count those in the room. Idempotent: a lesson counted is not counted again.
 */
export async function contarPresencas(
  db: Kysely<DB>,
  pedido: { autoescolaId: number; aulaId: number },
): Promise<boolean> {
  return withTenant(db, { usuarioId: null, autoescolaIds: [pedido.autoescolaId] }, () =>
    contarNaTransacao(pedido.aulaId),
  );
}

/** The same, in the caller's tenant transaction; false when it is not yet time (or already done). */
export async function contarNaTransacao(aulaId: number): Promise<boolean> {
  const aula = await repository.findAula(aulaId);
  if (aula?.transmissao !== 'encerrada') return false;
  const transmissao = await repository.lockTransmissao(aula.id_autoescola, aulaId);
  if (transmissao.contada_em !== null) return false;
  await verificacoesRepository.expirarVerificacoes(aulaId);
  const verificacoes = await verificacoesRepository.verificacoesDaAula(aulaId);
  if (verificacoes.some((item) => item.resultado === 'pendente')) return false;
  await repository.fecharConexoes({ aulaId }, 'aula_encerrada', false);
  const perfil = await perfilDaAula(aula);
  const conexoes = await repository.conexoesDaAula(aulaId);
  const lista = await repository.alunosDaLista(aulaId);
  const sessao = { inicio: aula.inicio, fim: aula.fim };
  const seats = lista.map((aluno) => {
    const minhas = conexoes.filter((item) => Number(item.aluno_id) === aluno.id_aluno);
    const resultado = presencaEad(
      sessao,
      minhas.map((item) => ({ de: item.entrou_em, ate: item.saiu_em ?? item.ultimo_sinal_em })),
      verificacoes.filter((item) => item.id_aluno === aluno.id_aluno),
      perfil,
    );
    const entrada = minhas[0] ? new Date(minhas[0].entrou_em) : null;
    const ultima = minhas.at(-1);
    const saida = ultima ? new Date(ultima.saiu_em ?? ultima.ultimo_sinal_em) : null;
    return {
      aluno_id: aluno.id_aluno,
      entrada: resultado.presente ? entrada : null,
      saida: resultado.presente ? saida : null,
      minutos: resultado.minutos,
      horas_aula: resultado.horasAula,
      motivo_ausencia: resultado.motivo,
      conectados: resultado.minutosConectados,
    };
  });
  const usuarioId = Number(transmissao.encerrada_por ?? transmissao.iniciada_por);
  await registrarPresencasRemotas(aulaId, usuarioId, seats);
  await repository.marcarContada(aula.id_autoescola, aulaId);
  for (const seat of seats) {
    await registrar({
      autoescolaId: aula.id_autoescola,
      aulaId,
      acao: 'presenca_contada',
      usuarioId: null,
      alunoId: seat.aluno_id,
      ip: null,
      dados: {
        presente: seat.entrada !== null,
        minutos_conectados: seat.conectados,
        horas_aula: seat.horas_aula,
        motivo: seat.motivo_ausencia,
      },
    });
  }
  return true;
}
