import { STATUS_GETRAN_ENVIADA } from '@cfc/contract';
import type { EstadoAlerta, TipoAlerta } from '@cfc/domain';
import { sql } from 'kysely';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * The monitoring report (relatorio-monitoramento, ListarRelatorios, RelatorioMonitoramento): per
 * school of the scope, over a period `[desde, ate)`, the lessons given and their evidence, the face
 * checks, the alerts and the sends. Three grouped queries.
 */

export interface Periodo {
  desde: Date;
  ate: Date;
}

const FALHAS_FOTO = ['sem_rosto', 'varios_rostos', 'divergente'] as const;

export function aulas(periodo: Periodo, autoescola: string | undefined) {
  const enviadas = sql.join([...STATUS_GETRAN_ENVIADA]);
  let query = tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('autoescolas as e', 'e.id', 'a.autoescola_id')
    .leftJoin('anotacoes_praticas as an', (join) =>
      join.onRef('an.autoescola_id', '=', 'a.autoescola_id').onRef('an.aula_id', '=', 'a.id'),
    )
    .select([
      'a.autoescola_id',
      sql<number>`count(*)::int`.as('aulas_realizadas'),
      sql<number>`count(*) filter (where a.contingencia)::int`.as('contingencia'),
      sql<number>`count(*) filter (where an.hodo_end is not null
        and exists (select 1 from aula_fotos f where f.autoescola_id = a.autoescola_id and f.aula_id = a.id and f.momento = 'inicio')
        and exists (select 1 from aula_fotos f where f.autoescola_id = a.autoescola_id and f.aula_id = a.id and f.momento = 'fim')
        and exists (select 1 from aula_posicoes p where p.autoescola_id = a.autoescola_id and p.aula_id = a.id))::int`.as(
        'evidencia_completa',
      ),
      sql<number>`count(*) filter (where a.getran_status in (${enviadas}))::int`.as('envios_aceitos'),
      sql<number>`count(*) filter (where a.getran_status is not null
        and a.getran_status not in (${enviadas}))::int`.as('envios_rejeitados'),
    ])
    .where('a.status', '=', 'realizada')
    .where('a.inicio', '>=', periodo.desde)
    .where('a.inicio', '<', periodo.ate)
    .groupBy('a.autoescola_id');
  if (autoescola) query = query.where('e.slug', '=', autoescola);
  return query.execute();
}

export function fotos(periodo: Periodo, autoescola: string | undefined) {
  let query = tenantDb()
    .selectFrom('aula_fotos as f')
    .innerJoin('aulas_praticas as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'f.autoescola_id').onRef('a.id', '=', 'f.aula_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'a.autoescola_id')
    .select([
      'a.autoescola_id',
      sql<number>`count(*) filter (where f.verificacao = 'confere')::int`.as('fotos_confere'),
      sql<number>`count(*) filter (where f.verificacao in (${sql.join([...FALHAS_FOTO])}))::int`.as(
        'fotos_falha',
      ),
    ])
    .where('a.status', '=', 'realizada')
    .where('a.inicio', '>=', periodo.desde)
    .where('a.inicio', '<', periodo.ate)
    .groupBy('a.autoescola_id');
  if (autoescola) query = query.where('e.slug', '=', autoescola);
  return query.execute();
}

export function alertas(
  periodo: Periodo,
  autoescola: string | undefined,
): Promise<{ autoescola_id: number; tipo: TipoAlerta; estado: EstadoAlerta; total: number }[]> {
  let query = tenantDb()
    .selectFrom('alertas as x')
    .innerJoin('autoescolas as e', 'e.id', 'x.autoescola_id')
    .select(['x.autoescola_id', 'x.tipo', 'x.estado', sql<number>`count(*)::int`.as('total')])
    .where('x.detectado_em', '>=', periodo.desde)
    .where('x.detectado_em', '<', periodo.ate)
    .groupBy(['x.autoescola_id', 'x.tipo', 'x.estado']);
  if (autoescola) query = query.where('e.slug', '=', autoescola);
  return query.execute();
}
