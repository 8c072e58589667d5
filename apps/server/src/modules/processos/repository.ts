import type { Processo } from '@cfc/contract';
import { DEFAULT_STATE_PROFILE, REGIMES, TIME_ZONE } from '@cfc/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { containsPattern, containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB, ProcessosTable } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { systemDb, tenantDb } from '../../platform/db/tenant.ts';

type Status = Processo['status'];

export interface ProcessoFilter {
  filtro?: string | undefined;
  status?: Status | undefined;
  categoria?: Processo['categoria'] | undefined;
  regime?: Processo['regime'] | undefined;
  alunoId?: number | undefined;
  ids?: readonly number[] | undefined;
  /** Apto for the practical exam as last recorded ('sim'), or not ('nao'). */
  apto?: 'sim' | 'nao' | undefined;
}

export interface ProcessoValues {
  aluno_id: number;
  renach: string;
  categoria: ProcessosTable['categoria'];
  tipo: ProcessosTable['tipo'];
  regime: ProcessosTable['regime'];
  aberto_em: string;
  ladv_numero: string | null;
  ladv_validade: string | null;
  horas_requeridas: number;
  noturnas_requeridas: number;
}

/** A process as stored, with its student and hours, before the service adds what the rules say. */
export type ProcessoRow = Omit<
  Processo,
  'regime_nome' | 'validade' | 'expirado' | 'horas_restantes' | 'aptidao'
> & {
  autoescola_id: number;
  apto_desde: string | null;
  /** The state's transition to 1.020/2025 (regimeForLesson); null without a state profile. */
  regime_1020_desde: string | null;
  migrar_processos_abertos: boolean | null;
};

const SORTABLE = {
  aluno: 'a.nome',
  renach: 'p.renach',
  categoria: 'p.categoria',
  aberto_em: 'p.aberto_em',
  status: 'p.status',
  horas_realizadas: 'horas_realizadas',
  created_at: 'p.created_at',
};

/*
 * How given lessons count (packages/domain carga-horaria.ts is the rule; this is the same rule in
 * SQL so lists can sort by it): an h/a counts only when the lesson lasted the state's minimum, a
 * double lesson its 2 only when it lasted the double minimum; simulator h/a count up to the regime's
 * cap; night h/a come from the minutes inside the state's night window (which may cross midnight).
 */
const perfil = DEFAULT_STATE_PROFILE;
const tempoMinimo = sql`coalesce(ep.tempo_minimo_minutos, ${perfil.tempoMinimoMinutos}::int)`;
const duplaMinimo = sql`coalesce(ep.aula_dupla_minimo_minutos, ${perfil.aulaDuplaMinimoMinutos}::int)`;
const inicioDado = sql`coalesce(an.begin_time, ap.inicio)`;
const fimDado = sql`coalesce(an.finish_time, ap.fim)`;
const duracao = sql`(extract(epoch from (${fimDado} - ${inicioDado})) / 60)`;

/** The h/a a given lesson counts (countedHorasAula). */
const contadas = sql`(case when ap.horas_aula = 2 and ${duracao} >= ${duplaMinimo} then 2
                           when ${duracao} >= ${tempoMinimo} then 1 else 0 end)`;

/** The regime's simulator cap (simuladorMaximo), from the regimes' data. */
const simuladorMaximo = sql`(case ${sql.join(
  Object.values(REGIMES).map(
    (regime) => sql`when p.regime = ${regime.id} then ${regime.simuladorMaximo}::int`,
  ),
  sql` `,
)} else 0 end)`;

/** Minutes of the lesson inside the night window opening the day before, the day of and after its start (nightMinutes). */
const minutosNoturnos = () => {
  const abre = sql`coalesce(ep.noite_inicio, ${perfil.noite.inicio}::time)`;
  const fecha = sql`coalesce(ep.noite_fim, ${perfil.noite.fim}::time)`;
  const inicio = sql`(${inicioDado} at time zone ${TIME_ZONE})`;
  const fim = sql`(${fimDado} at time zone ${TIME_ZONE})`;
  const janela = (offset: number) => {
    const dia = sql`((${inicio})::date + ${offset}::int)`;
    const abertura = sql`(${dia} + ${abre})`;
    const fechamento = sql`(${dia} + ${fecha} + case when ${fecha} <= ${abre} then interval '1 day' else interval '0' end)`;
    return sql`greatest(0, extract(epoch from (least(${fim}, ${fechamento}) - greatest(${inicio}, ${abertura}))) / 60)`;
  };
  return sql`(${janela(-1)} + ${janela(0)} + ${janela(1)})`;
};

/** The night h/a of a given street lesson (nightHorasAula). */
const noturnas = () => sql`least(${contadas}, floor(${minutosNoturnos()} / ${tempoMinimo}))`;

/** Processes with their student and, in the same query, the h/a of their lessons by status. */
function resumo() {
  return tenantDb()
    .selectFrom('processos as p')
    .innerJoin('alunos as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'p.autoescola_id').onRef('a.id', '=', 'p.aluno_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'p.autoescola_id')
    .leftJoin('estado_perfis as ep', 'ep.uf', 'e.uf')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('aulas_praticas as ap')
          .leftJoin('anotacoes_praticas as an', (join) =>
            join.onRef('an.autoescola_id', '=', 'ap.autoescola_id').onRef('an.aula_id', '=', 'ap.id'),
          )
          .select([
            sql<number>`coalesce(sum(${contadas}) filter (where ap.status = 'realizada' and ap.tipo <> 'simulador'), 0)::int`.as(
              'rua',
            ),
            sql<number>`coalesce(sum(${contadas}) filter (where ap.status = 'realizada' and ap.tipo = 'simulador'), 0)::int`.as(
              'simulador',
            ),
            sql<number>`coalesce(sum(ap.horas_aula) filter (where ap.status in ('agendada', 'em_andamento')), 0)::int`.as(
              'agendadas',
            ),
            sql<number>`coalesce(sum(${noturnas()}) filter (where ap.status = 'realizada' and ap.tipo <> 'simulador'), 0)::int`.as(
              'noturnas',
            ),
            sql<number>`(count(*) filter (where ap.status = 'realizada' and ${contadas} < ap.horas_aula))::int`.as(
              'abaixo_minimo',
            ),
          ])
          .whereRef('ap.autoescola_id', '=', 'p.autoescola_id')
          .whereRef('ap.processo_id', '=', 'p.id')
          .as('h'),
      (join) => join.onTrue(),
    )
    .select([
      'p.id as id_processo',
      'p.autoescola_id',
      'p.aluno_id',
      'a.nome as aluno_nome',
      'a.cpf as aluno_cpf',
      'p.renach',
      'p.categoria',
      'p.tipo',
      'p.regime',
      'p.aberto_em',
      'p.ladv_numero',
      'p.ladv_validade',
      'p.status',
      'p.horas_requeridas',
      'p.noturnas_requeridas',
      sql<number>`(h.rua + least(h.simulador, ${simuladorMaximo}))`.as('horas_realizadas'),
      sql<number>`h.agendadas`.as('horas_agendadas'),
      sql<number>`h.noturnas`.as('noturnas_realizadas'),
      sql<number>`h.simulador`.as('simulador_realizadas'),
      sql<number>`greatest(0, h.simulador - ${simuladorMaximo})`.as('simulador_excedente'),
      sql<number>`h.abaixo_minimo`.as('aulas_abaixo_minimo'),
      isoInstant<string | null>('p.apto_desde').as('apto_desde'),
      sql<string | null>`ep.regime_1020_desde::text`.as('regime_1020_desde'),
      'ep.migrar_processos_abertos',
      isoInstant('p.created_at').as('created_at'),
    ]);
}

/** Text search over the student's name and CPF digits and the process's RENACH. */
function matches(filtro: string) {
  const digits = /[a-z]/i.test(filtro) ? '' : filtro.replace(/\D/g, '');
  return (eb: ExpressionBuilder<DB & { a: DB['alunos']; p: DB['processos'] }, 'a' | 'p'>) =>
    eb.or([
      containsText('a.nome', filtro),
      eb('p.renach', 'ilike', containsPattern(filtro.trim())),
      ...(digits.length >= 3 ? [eb('a.cpf', 'like', `%${digits}%`)] : []),
    ]);
}

function filtered(filter: ProcessoFilter) {
  let query = resumo();
  if (filter.filtro) query = query.where(matches(filter.filtro));
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.categoria) query = query.where('p.categoria', '=', filter.categoria);
  if (filter.regime) query = query.where('p.regime', '=', filter.regime);
  if (filter.alunoId !== undefined) query = query.where('p.aluno_id', '=', filter.alunoId);
  if (filter.ids) query = query.where('p.id', 'in', filter.ids.length ? filter.ids : [0]);
  if (filter.apto) query = query.where('p.apto_desde', filter.apto === 'sim' ? 'is not' : 'is', null);
  return query;
}

/** One page of the processes in scope (row-level security keeps other schools out). */
export function list(filter: ProcessoFilter & { page: number; per_page: number; sort?: string | undefined }) {
  return paginate(filtered(filter), filter, { columns: SORTABLE, default: 'a.nome', unique: 'p.id' });
}

/** Every matching process, by student's name (exports, a student's processes). */
export function listAll(filter: ProcessoFilter): Promise<ProcessoRow[]> {
  return filtered(filter).orderBy('a.nome').orderBy('p.aberto_em', 'desc').orderBy('p.id').execute();
}

export function find(id: number): Promise<ProcessoRow | undefined> {
  return resumo().where('p.id', '=', id).executeTakeFirst();
}

/** h/a of the plans sold for a process. */
export async function contratadas(id: number): Promise<number> {
  const row = await tenantDb()
    .selectFrom('processo_planos')
    .select(sql<number>`coalesce(sum(horas_aula), 0)::int`.as('horas'))
    .where('processo_id', '=', id)
    .executeTakeFirstOrThrow();
  return row.horas;
}

/**
 * Whether the student belongs to the school (and is in scope); `lock` holds the student's row so
 * two processes cannot be opened for them at once.
 */
export async function alunoDaEscola(
  autoescolaId: number,
  alunoId: number,
  options: { lock?: boolean } = {},
): Promise<boolean> {
  const query = tenantDb()
    .selectFrom('alunos')
    .select('id')
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', alunoId);
  return (await (options.lock ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

/** Whether a student in scope exists. */
export async function alunoExists(alunoId: number): Promise<boolean> {
  const row = await tenantDb().selectFrom('alunos').select('id').where('id', '=', alunoId).executeTakeFirst();
  return row !== undefined;
}

/** Whether the student has another open process of the category. */
export async function openProcessExists(
  autoescolaId: number,
  alunoId: number,
  categoria: ProcessosTable['categoria'],
  exceptId: number | null,
): Promise<boolean> {
  let query = tenantDb()
    .selectFrom('processos')
    .select('id')
    .where('autoescola_id', '=', autoescolaId)
    .where('aluno_id', '=', alunoId)
    .where('categoria', '=', categoria)
    .where('status', '=', 'aberto');
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(autoescolaId: number, values: ProcessoValues): Promise<number> {
  const { id } = await tenantDb()
    .insertInto('processos')
    .values({ ...values, autoescola_id: autoescolaId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function update(
  id: number,
  values: { ladv_numero: string | null; ladv_validade: string | null; status: Status },
): Promise<boolean> {
  const result = await tenantDb()
    .updateTable('processos')
    .set(values)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// Eligibility for the practical exam (aptidao.ts keeps it).

/**
 * Records what the rules say now. A process that just became apto waits for its notice, unless it
 * is worked out for the first time after the upgrade (`aptidao_sem_aviso`); one no longer apto
 * will be told again when it is.
 */
export async function recordAptidao(ids: readonly number[], apto: boolean): Promise<void> {
  if (ids.length === 0) return;
  await tenantDb()
    .updateTable('processos')
    .set({
      aptidao_avaliada_em: sql`now()`,
      apto_desde: apto ? sql`coalesce(apto_desde, now())` : null,
      apto_notificado_em: apto
        ? sql`case when apto_desde is null and aptidao_sem_aviso then now() else apto_notificado_em end`
        : null,
      aptidao_sem_aviso: false,
    })
    .where('id', 'in', ids)
    .execute();
}

/** Processes whose eligibility is to be worked out, any school (system transaction). */
export function aptidaoPendente(limit: number): Promise<{ autoescola_id: number; id: number }[]> {
  return systemDb()
    .selectFrom('processos')
    .select(['autoescola_id', 'id'])
    .where('aptidao_avaliada_em', 'is', null)
    .orderBy('autoescola_id')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export interface AptoANotificar {
  autoescola_id: number;
  id: number;
  aluno_nome: string;
  renach: string;
  categoria: string;
}

/** Apto processes whose school's staff were not told yet, any school (system transaction). */
export function aptosANotificar(limit: number): Promise<AptoANotificar[]> {
  return systemDb()
    .selectFrom('processos as p')
    .innerJoin('alunos as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'p.autoescola_id').onRef('a.id', '=', 'p.aluno_id'),
    )
    .select(['p.autoescola_id', 'p.id', 'a.nome as aluno_nome', 'p.renach', 'p.categoria'])
    .where('p.apto_desde', 'is not', null)
    .where('p.apto_notificado_em', 'is', null)
    .orderBy('p.autoescola_id')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Takes the notices of a school's apto processes for this transaction: those another took, or that changed, stay out. */
export async function claimAvisosAptos(autoescolaId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await systemDb()
    .updateTable('processos')
    .set({ apto_notificado_em: sql`now()` })
    .where('autoescola_id', '=', autoescolaId)
    .where('id', 'in', ids)
    .where('apto_desde', 'is not', null)
    .where('apto_notificado_em', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Once a day, what the date alone changes (system transaction): an apto process may have passed its
 * validity; open processes of a state that moves them to 1.020/2025 from today follow its minimums.
 */
export async function reavaliarPelaData(today: string): Promise<number> {
  const result = await systemDb()
    .updateTable('processos as p')
    .set({ aptidao_avaliada_em: null })
    .where('p.status', '=', 'aberto')
    .where('p.aptidao_avaliada_em', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('p.apto_desde', 'is not', null),
        eb.exists(
          eb
            .selectFrom('autoescolas as e')
            .innerJoin('estado_perfis as ep', 'ep.uf', 'e.uf')
            .select(sql`1`.as('um'))
            .whereRef('e.id', '=', 'p.autoescola_id')
            .where('ep.migrar_processos_abertos', '=', true)
            .where('ep.regime_1020_desde', '=', today),
        ),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
