import { todayInSaoPaulo } from '@cfc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem, withTenant } from '../../platform/db/tenant.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { avisarInstancias } from '../notificacoes/avisos.ts';
import { notificarEquipeDaEscola } from '../notificacoes/sistema.ts';
import { APTIDAO_JOB } from './aptidao-agora.ts';
import * as repository from './repository.ts';
import { processosPorId } from './service.ts';

/**
 * Eligibility for the practical exam, recorded: when a process became apto (the lists' filter) and
 * the school's staff told once. Whatever it rests on (a lesson given or corrected, the LADV, the
 * status) asks the database to work it out again (triggers of migration 0012); this job does so
 * every minute, and at once when a lesson is finished, then sends the notices.
 */

// Asking for the work at once lives apart, so the service can ask without importing this job (which reads the service).
export { APTIDAO_JOB, avaliarAptidaoAgora } from './aptidao-agora.ts';

const LOTE = 200;

export interface AptidaoDeps {
  db: Kysely<DB>;
  realtime: Realtime;
  log: FastifyBaseLogger;
}

/** Works out every process waiting for it, school by school, each school in its own transaction. */
export async function avaliarPendentes(deps: AptidaoDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const lote = await withSystem(deps.db, () => repository.aptidaoPendente(LOTE));
    if (lote.length === 0) return total;
    for (const autoescolaId of new Set(lote.map((row) => row.autoescola_id))) {
      const ids = lote.filter((row) => row.autoescola_id === autoescolaId).map((row) => row.id);
      await withTenant(deps.db, { usuarioId: null, autoescolaIds: [autoescolaId] }, async () => {
        const processos = await processosPorId(ids);
        const aptos = processos.filter((processo) => processo.aptidao.apto).map((p) => p.id_processo);
        const outros = processos.filter((processo) => !processo.aptidao.apto).map((p) => p.id_processo);
        await repository.recordAptidao(aptos, true);
        await repository.recordAptidao(outros, false);
      });
    }
    total += lote.length;
  }
}

/** Names listed in one notice; more become 'e mais N'. */
const NOMES_POR_AVISO = 20;

/** The notice of the students of one school who became apto: one named, or a list. */
export function avisoDeAptos(aptos: readonly repository.AptoANotificar[]): {
  titulo: string;
  texto: string;
  itens: string[];
} {
  const [primeiro] = aptos;
  if (aptos.length === 1 && primeiro) {
    return {
      titulo: `Aluno apto para o exame prático: ${primeiro.aluno_nome}`,
      texto: `${primeiro.aluno_nome} (RENACH ${primeiro.renach}) cumpriu a carga mínima da categoria ${primeiro.categoria} e está apto para o exame prático.`,
      itens: [],
    };
  }
  const itens = aptos
    .slice(0, NOMES_POR_AVISO)
    .map((apto) => `${apto.aluno_nome} (RENACH ${apto.renach}, categoria ${apto.categoria})`);
  if (aptos.length > NOMES_POR_AVISO) itens.push(`e mais ${aptos.length - NOMES_POR_AVISO}.`);
  return {
    titulo: `${aptos.length} alunos aptos para o exame prático`,
    texto: 'Cumpriram a carga mínima da categoria e estão aptos para o exame prático:',
    itens,
  };
}

/**
 * Tells each school's staff of its students who became apto, once each: one notice per school and
 * run, however many became apto together (a state moving its open processes to 1.020 makes many at
 * once), so staff get one notice rather than a stream of them.
 */
export async function notificarAptos(deps: AptidaoDeps): Promise<number> {
  let total = 0;
  for (;;) {
    const aptos = await withSystem(deps.db, () => repository.aptosANotificar(LOTE));
    if (aptos.length === 0) return total;
    for (const autoescolaId of new Set(aptos.map((apto) => apto.autoescola_id))) {
      const daEscola = aptos.filter((apto) => apto.autoescola_id === autoescolaId);
      const id = await withSystem(deps.db, async () => {
        const ids = await repository.claimAvisosAptos(
          autoescolaId,
          daEscola.map((apto) => apto.id),
        );
        const claimed = daEscola.filter((apto) => ids.includes(apto.id));
        if (claimed.length === 0) return null;
        return notificarEquipeDaEscola({ autoescolaId, ...avisoDeAptos(claimed) });
      });
      if (id !== null) await avisarInstancias(deps, id);
    }
    total += aptos.length;
  }
}

/** Every minute, and when a lesson is finished: eligibility worked out again, then the notices. */
export function aptidaoJob(deps: AptidaoDeps): JobDefinition {
  return {
    name: APTIDAO_JOB,
    cron: '* * * * *',
    retryLimit: 1,
    async run() {
      const avaliados = await avaliarPendentes(deps);
      const notificados = await notificarAptos(deps);
      if (avaliados || notificados) deps.log.info({ avaliados, notificados }, 'aptidão dos processos');
    },
  };
}

export const APTIDAO_DATA_JOB = 'aptidao-pela-data';

/** Each day at 00:05 in São Paulo: the processes the new date may change are worked out again. */
export function aptidaoPelaDataJob(deps: Pick<AptidaoDeps, 'db' | 'log'>): JobDefinition {
  return {
    name: APTIDAO_DATA_JOB,
    cron: '5 0 * * *',
    retryLimit: 3,
    async run() {
      const marcados = await withSystem(deps.db, () => repository.reavaliarPelaData(todayInSaoPaulo()));
      deps.log.info({ marcados }, 'aptidão dos processos a rever pela data');
    },
  };
}
