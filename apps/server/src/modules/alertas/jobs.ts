import { isUf } from '@cfc/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { withSystem } from '../../platform/db/tenant.ts';
import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { avaliarAulas, avaliarEscola, avaliarEscolas } from './avaliacao.ts';
import * as evidencias from './evidencias-repository.ts';
import { AVALIAR_AULA_JOB, AVALIAR_ESCOLAS_JOB, REAVALIAR_ESTADO_JOB } from './index.ts';
import { avisarAlertas } from './realtime.ts';

export interface AlertasJobDeps {
  db: Kysely<DB>;
  realtime: Realtime;
  log: FastifyBaseLogger;
}

/** Lessons of a state evaluated again after its profile changed: those of the last days, in batches. */
const DIAS_REAVALIADOS = 30;
const LOTE = 200;

function aulaDoJob(data: unknown): { autoescolaId: number; aulaId: number; escola: boolean } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { autoescolaId, aulaId, escola } = data as Record<string, unknown>;
  if (!Number.isSafeInteger(autoescolaId) || !Number.isSafeInteger(aulaId)) return null;
  return { autoescolaId: autoescolaId as number, aulaId: aulaId as number, escola: escola === true };
}

/** One practical lesson's rules, queued when its evidence arrives (idempotent: alerts are named by `chave`). */
export function avaliarAulaJob(deps: AlertasJobDeps): JobDefinition {
  return {
    name: AVALIAR_AULA_JOB,
    retryLimit: 2,
    pollingIntervalSeconds: 1,
    async run(data) {
      const aula = aulaDoJob(data);
      if (!aula) return;
      const alterados = await avaliarAulas(deps.db, [aula]);
      if (aula.escola) alterados.push(...(await avaliarEscola(deps.db, aula.autoescolaId)));
      await avisarAlertas(deps.realtime, alterados, deps.log);
    },
  };
}

/** Every few minutes: each school's contingency share, repeated rejections and cameras offline in theory sessions. */
export function avaliarEscolasJob(deps: AlertasJobDeps): JobDefinition {
  return {
    name: AVALIAR_ESCOLAS_JOB,
    cron: '*/5 * * * *',
    retryLimit: 0,
    async run() {
      const alterados = await avaliarEscolas(deps.db);
      await avisarAlertas(deps.realtime, alterados, deps.log);
      if (alterados.length > 0)
        deps.log.info({ alterados: alterados.length }, 'alertas das escolas avaliados');
    },
  };
}

/** A state's profile changed: its lessons of the last 30 days and its schools, with the new thresholds. */
export function reavaliarEstadoJob(deps: AlertasJobDeps): JobDefinition {
  return {
    name: REAVALIAR_ESTADO_JOB,
    retryLimit: 1,
    async run(data) {
      const uf = typeof data === 'object' && data !== null ? (data as { uf?: unknown }).uf : undefined;
      if (typeof uf !== 'string' || !isUf(uf)) return;
      const desde = new Date(Date.now() - DIAS_REAVALIADOS * 86_400_000);
      const aulas = await withSystem(deps.db, () => evidencias.aulasRecentesDoEstado(uf, desde));
      const alterados: number[] = [];
      for (let i = 0; i < aulas.length; i += LOTE) {
        const lote = aulas.slice(i, i + LOTE).map((a) => ({ autoescolaId: a.autoescola_id, aulaId: a.id }));
        alterados.push(...(await avaliarAulas(deps.db, lote)));
      }
      const escolas = (await withSystem(deps.db, () => evidencias.escolasAtivas())).filter(
        (e) => e.uf === uf,
      );
      for (const escola of escolas) alterados.push(...(await avaliarEscola(deps.db, escola.id)));
      await avisarAlertas(deps.realtime, alterados, deps.log);
    },
  };
}
