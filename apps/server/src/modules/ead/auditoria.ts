import { createHash } from 'node:crypto';
import type { AuditoriaEad } from '@cfc/contract';
import * as repository from './repository.ts';

/**
 * The audit trail of a remote lesson (783/2020: every access and action logged with the IP, records
 * protected against tampering). Each record carries the SHA-256 of its content and of the previous
 * record's hash; appends take the lesson's stream row lock, so the chain has no forks. A record
 * changed, removed or inserted out of place breaks the chain from there (docs/ead.md).
 */

export interface Evento {
  autoescolaId: number;
  aulaId: number;
  acao: string;
  usuarioId: number | null;
  alunoId: number | null;
  ip: string | null;
  dados?: Record<string, unknown>;
}

/** JSON with object keys sorted at every level: the same value always gives the same text (jsonb reorders keys). */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

interface Conteudo {
  autoescola_id: number;
  aula_id: number;
  seq: number;
  em: string;
  acao: string;
  usuario_id: number | null;
  aluno_id: number | null;
  ip: string | null;
  dados: Record<string, unknown>;
}

export const hashDe = (conteudo: Conteudo, anterior: string): string =>
  createHash('sha256').update(anterior).update('\n').update(canonical(conteudo)).digest('hex');

/** Appends a record to the lesson's chain, in the caller's transaction. */
export async function registrar(evento: Evento): Promise<void> {
  const transmissao = await repository.lockTransmissao(evento.autoescolaId, evento.aulaId);
  const conteudo: Conteudo = {
    autoescola_id: evento.autoescolaId,
    aula_id: evento.aulaId,
    seq: transmissao.auditoria_seq + 1,
    em: new Date().toISOString(),
    acao: evento.acao,
    usuario_id: evento.usuarioId,
    aluno_id: evento.alunoId,
    ip: evento.ip,
    dados: evento.dados ?? {},
  };
  const hash = hashDe(conteudo, transmissao.auditoria_hash);
  await repository.insertAuditoria({
    ...conteudo,
    dados: canonical(conteudo.dados),
    hash_anterior: transmissao.auditoria_hash,
    hash,
  });
}

/** The chain as stored, each record checked against its content and the one before it. */
export async function verificarCadeia(aulaId: number, alunoId: number | null): Promise<AuditoriaEad> {
  const rows = await repository.auditoria(aulaId);
  let anterior = '';
  let esperado = 1;
  let primeiroErro: number | null = null;
  const registros = rows.map((row) => {
    const conteudo: Conteudo = {
      autoescola_id: Number(row.autoescola_id),
      aula_id: Number(row.aula_id),
      seq: row.seq,
      em: new Date(row.em).toISOString(),
      acao: row.acao,
      usuario_id: row.usuario_id === null ? null : Number(row.usuario_id),
      aluno_id: row.aluno_id === null ? null : Number(row.aluno_id),
      ip: row.ip,
      dados: row.dados,
    };
    const integro =
      row.seq === esperado && row.hash_anterior === anterior && hashDe(conteudo, anterior) === row.hash;
    if (!integro && primeiroErro === null) primeiroErro = row.seq;
    anterior = row.hash;
    esperado = row.seq + 1;
    return {
      seq: row.seq,
      em: conteudo.em,
      acao: row.acao,
      usuario_nome: row.usuario_nome,
      id_aluno: conteudo.aluno_id,
      aluno_nome: row.aluno_nome,
      ip: row.ip,
      dados: row.dados,
      hash: row.hash,
      integro,
    };
  });
  return {
    integra: primeiroErro === null,
    primeiro_erro: primeiroErro,
    registros: alunoId === null ? registros : registros.filter((item) => item.id_aluno === alunoId),
  };
}
