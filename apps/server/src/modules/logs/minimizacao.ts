import { limiteDaRegra, RETENCAO, type RegraRetencao } from '@cfc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import * as purge from './minimizacao-repository.ts';
import * as repository from './repository.ts';

/**
 * Minimisation of personal data (LGPD arts. 15-16): every night the retention rules of
 * packages/domain remove or anonymise what passed its period, and the log records each rule's count
 * per school (docs/monitoring.md, "Logs"). Sessions and reset links are purged by the login's job,
 * which records here too (`registrarMinimizacao`).
 */

export const MINIMIZACAO_JOB = 'minimizacao-dados';

const TABELA: Record<RegraRetencao, string> = {
  posicoes_gps_aula: 'aula_posicoes',
  fotos_aula_pratica: 'aula_fotos',
  evidencias_aula_teorica: 'evidencias',
  consultas_getran: 'getran_consultas',
  links_redefinicao_senha: 'password_resets',
  sessoes_encerradas: 'sessoes',
};

function entradas(regra: RegraRetencao, porEscola: purge.PorEscola, limite: Date) {
  return [...porEscola].map(([autoescolaId, quantidade]) => ({
    autoescola_id: autoescolaId,
    regra,
    tabela: TABELA[regra],
    operacao: RETENCAO[regra].operacao,
    quantidade,
    limite,
  }));
}

/**
 * Applies the rules of the school data at `agora`, in one transaction with its log lines; the files
 * of the removed photos go once it committed (a file left behind is harmless, a row without its file
 * is not). Answers how many rows each rule touched.
 */
export async function aplicarRetencao(
  deps: { db: Kysely<DB>; storage: Storage },
  agora: Date = new Date(),
): Promise<Partial<Record<RegraRetencao, number>>> {
  const { feitos, arquivos } = await withSystem(deps.db, async () => {
    const posicoesAte = limiteDaRegra('posicoes_gps_aula', agora);
    const fotosAte = limiteDaRegra('fotos_aula_pratica', agora);
    const evidenciasAte = limiteDaRegra('evidencias_aula_teorica', agora);
    const consultasAte = limiteDaRegra('consultas_getran', agora);
    const posicoes = await purge.purgePosicoes(posicoesAte);
    const fotos = await purge.purgeFotosPraticas(fotosAte);
    const evidencias = await purge.purgeEvidenciasTeoricas(evidenciasAte);
    const consultas = await purge.anonimizarConsultasGetran(consultasAte);
    await repository.insertMinimizacao([
      ...entradas('posicoes_gps_aula', posicoes, posicoesAte),
      ...entradas('fotos_aula_pratica', fotos.porEscola, fotosAte),
      ...entradas('evidencias_aula_teorica', evidencias.porEscola, evidenciasAte),
      ...entradas('consultas_getran', consultas, consultasAte),
    ]);
    const total = (counts: purge.PorEscola) => [...counts.values()].reduce((sum, count) => sum + count, 0);
    return {
      feitos: {
        posicoes_gps_aula: total(posicoes),
        fotos_aula_pratica: total(fotos.porEscola),
        evidencias_aula_teorica: total(evidencias.porEscola),
        consultas_getran: total(consultas),
      },
      arquivos: [...fotos.arquivos, ...evidencias.arquivos],
    };
  });
  for (const arquivo of arquivos) await deps.storage.delete(arquivo);
  return feitos;
}

/**
 * Records what a purge of platform data did (sessions, reset links), in the caller's transaction
 * as the owner, under the operator's school. Nothing is written for a rule that removed nothing.
 */
export async function registrarMinimizacao(
  regra: RegraRetencao,
  quantidade: number,
  agora: Date = new Date(),
) {
  if (quantidade === 0) return;
  const operadora = await repository.operadoraId();
  if (operadora === null) return;
  await repository.insertMinimizacao(
    entradas(regra, new Map([[operadora, quantidade]]), limiteDaRegra(regra, agora)),
  );
}

/** Every night at 03:30 (São Paulo), after the sessions' purge. */
export function minimizacaoJob(
  deps: { db: Kysely<DB>; storage: Storage },
  log: FastifyBaseLogger,
): JobDefinition {
  return {
    name: MINIMIZACAO_JOB,
    cron: '30 3 * * *',
    retryLimit: 3,
    async run() {
      const feitos = await aplicarRetencao(deps);
      log.info({ feitos }, 'minimização de dados pessoais aplicada');
    },
  };
}
