import { sql } from 'kysely';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * The rooms watched through their cameras (SalaPresencial, monitorar-sala, monitoramento-teorica):
 * each room's active cameras with their state and the time of their latest stored snapshot, and the
 * in-person theory sessions with their attendance. Row-level security limits them to the scope.
 */

export interface SalasFilter {
  autoescola?: string | null | undefined;
  sala?: number | null | undefined;
}

export function salas(filter: SalasFilter) {
  let query = tenantDb()
    .selectFrom('salas as s')
    .innerJoin('autoescolas as e', 'e.id', 's.autoescola_id')
    .select([
      's.id as id_sala',
      's.autoescola_id',
      'e.id as id_autoescola',
      'e.slug as autoescola',
      'e.nome_fantasia as autoescola_nome',
      's.nome',
    ])
    .where('s.ativo', '=', true)
    .orderBy('e.nome_fantasia')
    .orderBy('s.nome');
  if (filter.autoescola) query = query.where('e.slug', '=', filter.autoescola);
  if (filter.sala) query = query.where('s.id', '=', filter.sala);
  return query.execute();
}

/** The active cameras of the rooms, with the time of each one's newest stored image. */
export function camerasDasSalas(salaIds: readonly number[]) {
  if (salaIds.length === 0) return Promise.resolve([]);
  return tenantDb()
    .selectFrom('cameras as c')
    .select([
      'c.id as id_camera',
      'c.autoescola_id',
      'c.sala_id',
      'c.nome',
      'c.status',
      'c.verificado_em',
      sql<Date | null>`(select max(ev.capturada_em) from evidencias ev where ev.autoescola_id = c.autoescola_id
        and ev.camera_id = c.id and ev.arquivo is not null)`.as('snapshot_em'),
    ])
    .where('c.sala_id', 'in', [...salaIds])
    .where('c.ativo', '=', true)
    .orderBy('c.nome')
    .execute();
}

const sessaoColumns = [
  'x.id as id_aula_teorica',
  'x.autoescola_id',
  'x.sala_id',
  't.nome as turma_nome',
  'x.disciplina',
  'i.nome as instrutor_nome',
  'x.inicio',
  'x.fim',
  'x.status',
] as const;

function sessoes() {
  return tenantDb()
    .selectFrom('aulas_teoricas as x')
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'x.autoescola_id').onRef('t.id', '=', 'x.turma_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'x.autoescola_id').onRef('i.id', '=', 'x.instrutor_id'),
    )
    .select(sessaoColumns)
    .select([
      sql<number>`(select count(*)::int from presencas p
        where p.autoescola_id = x.autoescola_id and p.aula_id = x.id and p.entrada is not null)`.as(
        'presentes',
      ),
      sql<number>`(select count(*)::int from matriculas m
        where m.autoescola_id = x.autoescola_id and m.turma_id = x.turma_id and m.status = 'ativa')`.as(
        'matriculados',
      ),
    ])
    .where('x.modalidade', '=', 'presencial');
}

/** The in-person sessions under way now (opened and not closed, or scheduled around now). */
export function sessoesAgora(salaIds: readonly number[], now: Date) {
  if (salaIds.length === 0) return Promise.resolve([]);
  return sessoes()
    .where('x.sala_id', 'in', [...salaIds])
    .where((eb) =>
      eb.or([
        eb('x.status', '=', 'aberta'),
        eb.and([eb('x.status', '=', 'agendada'), eb('x.inicio', '<=', now), eb('x.fim', '>', now)]),
      ]),
    )
    .orderBy('x.inicio')
    .execute();
}

/** The in-person sessions of a São Paulo day, with their room. */
export function sessoesDoDia(dia: string) {
  return sessoes()
    .innerJoin('salas as s', (join) =>
      join.onRef('s.autoescola_id', '=', 'x.autoescola_id').onRef('s.id', '=', 'x.sala_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'x.autoescola_id')
    .select([
      'e.id as id_autoescola',
      'e.slug as autoescola',
      'e.nome_fantasia as autoescola_nome',
      's.nome as sala_nome',
    ])
    .where(sql<boolean>`(x.inicio at time zone 'America/Sao_Paulo')::date = ${dia}::date`)
    .orderBy('x.inicio')
    .orderBy('x.id')
    .execute();
}

/** The newest stored image of a camera of the scope: its storage key and type, or none. */
export function ultimoSnapshot(cameraId: number) {
  return tenantDb()
    .selectFrom('evidencias as ev')
    .innerJoin('cameras as c', (join) =>
      join.onRef('c.autoescola_id', '=', 'ev.autoescola_id').onRef('c.id', '=', 'ev.camera_id'),
    )
    .select(['ev.arquivo', 'ev.content_type'])
    .where('c.id', '=', cameraId)
    .where('ev.arquivo', 'is not', null)
    .orderBy('ev.capturada_em', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function cameraExiste(cameraId: number) {
  return tenantDb().selectFrom('cameras').select('id').where('id', '=', cameraId).executeTakeFirst();
}
