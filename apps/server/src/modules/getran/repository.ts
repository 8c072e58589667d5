import {
  type AmbienteGetran,
  type EnvioAulaPratica,
  type EnvioRegistro,
  FILTRO_PENDENTE,
  type LoteGetran,
  type Page,
  STATUS_GETRAN_ENVIADA,
} from '@cfc/contract';
import { type ExpressionBuilder, sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** The SQL of the GETRAN module: its own tables, and the send list read over the lessons given. */

export interface Situacao {
  status: string | null;
  protocolo: string | null;
  hash_aceito: string | null;
  fila: 'aguardando' | 'enviando' | 'falhou' | null;
  tentativas: number;
}

export function situacao(aulaId: number, ambiente: AmbienteGetran): Promise<Situacao | undefined> {
  return tenantDb()
    .selectFrom('getran_situacoes')
    .select(['status', 'protocolo', 'hash_aceito', 'fila', 'tentativas'])
    .where('aula_id', '=', aulaId)
    .where('ambiente', '=', ambiente)
    .executeTakeFirst();
}

/** A claim taken this long ago belongs to a send that died with its process: it may be taken again. */
const CLAIM_EXPIRES = '5 minutes';

/**
 * Takes the lesson for one send: true when no other send holds it. A send in flight keeps the claim
 * until it records the answer; the row is written and committed before the request leaves.
 */
export async function claim(
  autoescolaId: number,
  aulaId: number,
  ambiente: AmbienteGetran,
): Promise<boolean> {
  const taken = await tenantDb()
    .insertInto('getran_situacoes')
    .values({
      autoescola_id: autoescolaId,
      aula_id: aulaId,
      ambiente,
      fila: 'enviando',
      fila_desde: new Date(),
    })
    .onConflict((conflict) =>
      conflict
        .columns(['autoescola_id', 'aula_id', 'ambiente'])
        .doUpdateSet({ fila: 'enviando', fila_desde: new Date() })
        .where((eb) =>
          eb.or([
            eb('getran_situacoes.fila', 'is', null),
            eb('getran_situacoes.fila', '<>', 'enviando'),
            eb('getran_situacoes.fila_desde', '<', sql<Date>`now() - ${CLAIM_EXPIRES}::interval`),
          ]),
        ),
    )
    .returning('aula_id')
    .executeTakeFirst();
  return taken !== undefined;
}

export async function recordAnswer(
  aulaId: number,
  ambiente: AmbienteGetran,
  values: {
    status?: string;
    protocolo?: string | null;
    hash_aceito?: string | null;
    fila: 'aguardando' | 'falhou' | null;
    erro?: string | null;
    tentativa: boolean;
  },
): Promise<void> {
  await tenantDb()
    .updateTable('getran_situacoes')
    .set((eb) => ({
      ...(values.status === undefined ? {} : { status: values.status, respondido_em: new Date() }),
      ...(values.protocolo === undefined ? {} : { protocolo: values.protocolo }),
      ...(values.hash_aceito === undefined ? {} : { hash_aceito: values.hash_aceito }),
      fila: values.fila,
      fila_desde: values.fila ? new Date() : null,
      ultimo_erro: values.erro ?? null,
      tentativas: values.tentativa ? eb('tentativas', '+', 1) : 0,
    }))
    .where('aula_id', '=', aulaId)
    .where('ambiente', '=', ambiente)
    .execute();
}

export async function insertEnvio(values: {
  autoescola_id: number;
  aula_id: number;
  ambiente: AmbienteGetran;
  operacao: 'enviar' | 'corrigir' | 'verificar';
  payload: unknown;
  http_status: number | null;
  status: string | null;
  codigo: string | null;
  resposta: unknown;
  erro: string | null;
  duracao_ms: number | null;
  usuario_id: number | null;
  lote_id: number | null;
}): Promise<void> {
  await tenantDb()
    .insertInto('getran_envios')
    .values({
      ...values,
      payload: values.payload === null ? null : JSON.stringify(values.payload),
      resposta: values.resposta === null ? null : JSON.stringify(values.resposta),
    })
    .execute();
}

/** Whether the authority ever answered about this lesson (a correction then replaces it: PUT). */
export async function authorityAnswered(aulaId: number, ambiente: AmbienteGetran): Promise<boolean> {
  const found = await tenantDb()
    .selectFrom('getran_envios')
    .select('id')
    .where('aula_id', '=', aulaId)
    .where('ambiente', '=', ambiente)
    .where('operacao', '<>', 'verificar')
    .where('http_status', 'is not', null)
    .where('http_status', '<', 500)
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

export function historico(aulaId: number): Promise<EnvioRegistro[]> {
  return tenantDb()
    .selectFrom('getran_envios as e')
    .leftJoin('usuarios as u', 'u.id', 'e.usuario_id')
    .select([
      'e.id',
      'e.ambiente',
      'e.operacao',
      'e.status',
      'e.http_status',
      'e.codigo',
      'e.erro',
      'e.duracao_ms',
      'u.nome as usuario',
      isoInstant('e.created_at').as('criado_em'),
    ])
    .where('e.aula_id', '=', aulaId)
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(200)
    .execute();
}

export interface EnviosFilter {
  ambiente: AmbienteGetran;
  autoescolaId: number | null;
  de: Date | null;
  ate: Date | null;
  status: string | null;
  nome: string | null;
  cpf: string | null;
  page: number;
  per_page: number;
}

/**
 * The given lessons the send list counts and pages: every filter is a condition on the lesson (the
 * student's and the homologação status's as subqueries), so counting and choosing the page touch
 * the lessons only.
 */
function enviosFiltrados(filter: EnviosFilter) {
  const producao = filter.ambiente === 'producao';
  let query = tenantDb().selectFrom('aulas_praticas as a').where('a.status', '=', 'realizada');
  if (filter.autoescolaId !== null) query = query.where('a.autoescola_id', '=', filter.autoescolaId);
  if (filter.de) query = query.where('a.inicio', '>=', filter.de);
  if (filter.ate) query = query.where('a.inicio', '<', filter.ate);
  const { status, nome, cpf } = filter;
  if (status && producao) {
    query =
      status === FILTRO_PENDENTE
        ? query.where((eb) => eb.or([eb('a.getran_status', 'is', null), eb('a.getran_status', '=', '')]))
        : query.where('a.getran_status', '=', status);
  } else if (status) {
    // Homologação keeps its status in getran_situacoes; a lesson without a row there is pending.
    const answered = (eb: ExpressionBuilder<DB & { a: DB['aulas_praticas'] }, 'a'>) =>
      eb
        .selectFrom('getran_situacoes as g')
        .select('g.aula_id')
        .whereRef('g.autoescola_id', '=', 'a.autoescola_id')
        .whereRef('g.aula_id', '=', 'a.id')
        .where('g.ambiente', '=', filter.ambiente);
    query =
      status === FILTRO_PENDENTE
        ? query.where((eb) =>
            eb.not(eb.exists(answered(eb).where('g.status', 'is not', null).where('g.status', '<>', ''))),
          )
        : query.where((eb) => eb.exists(answered(eb).where('g.status', '=', status)));
  }
  if (nome || cpf) {
    query = query.where((eb) => {
      let aluno = eb
        .selectFrom('alunos as al')
        .select('al.id')
        .whereRef('al.autoescola_id', '=', 'a.autoescola_id')
        .whereRef('al.id', '=', 'a.aluno_id');
      if (nome) aluno = aluno.where(containsText('al.nome', nome));
      // A CPF prefix as a range of the pattern operators (':' follows '9'): unlike LIKE they are
      // leakproof, so under row-level security an index on the CPF can serve them (0007).
      if (cpf) {
        aluno = aluno
          .where(sql<boolean>`${sql.ref('al.cpf')} ~>=~ ${cpf}::bpchar`)
          .where(sql<boolean>`${sql.ref('al.cpf')} ~<~ ${`${cpf}:`}::bpchar`);
      }
      return eb.exists(aluno);
    });
  }
  return query;
}

/**
 * The send list (GET /dashboard/aulas/praticas/envios): given lessons by date (then id, so pages
 * never repeat or skip a row). The page is chosen
 * among the lessons alone; only its rows then fetch their student, process, instructor, vehicle,
 * school, annotation and send status, each as a lateral lookup by key. `offset 0` keeps each lookup
 * a subquery of its own: joined as eight tables related by the school column, the planner spent
 * far longer choosing a join order (tens of ms) than running the query (about one).
 */
export async function envios(filter: EnviosFilter): Promise<Page<EnvioAulaPratica>> {
  const producao = filter.ambiente === 'producao';
  const { count } = await enviosFiltrados(filter)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  const pagina = enviosFiltrados(filter)
    .select([
      'a.id',
      'a.autoescola_id',
      'a.aluno_id',
      'a.processo_id',
      'a.instrutor_id',
      'a.veiculo_id',
      'a.inicio',
      'a.getran_status',
      'a.motivo_cancelamento',
    ])
    .orderBy('a.inicio')
    .orderBy('a.id')
    .limit(filter.per_page)
    .offset((filter.page - 1) * filter.per_page);
  const rows = await tenantDb()
    .selectFrom(pagina.as('a'))
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('autoescolas as s')
          .select('s.slug')
          .whereRef('s.id', '=', 'a.autoescola_id')
          .offset(0)
          .as('s'),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('alunos as al')
          .select(['al.id', 'al.nome', 'al.cpf'])
          .whereRef('al.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('al.id', '=', 'a.aluno_id')
          .offset(0)
          .as('al'),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('processos as p')
          .select(['p.renach', 'p.categoria'])
          .whereRef('p.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('p.id', '=', 'a.processo_id')
          .offset(0)
          .as('p'),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('instrutores as i')
          .select(['i.id', 'i.nome'])
          .whereRef('i.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('i.id', '=', 'a.instrutor_id')
          .offset(0)
          .as('i'),
      (join) => join.onTrue(),
    )
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('veiculos as v')
          .select('v.placa')
          .whereRef('v.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('v.id', '=', 'a.veiculo_id')
          .offset(0)
          .as('v'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('anotacoes_praticas as n')
          .select(['n.begin_time', 'n.finish_time'])
          .whereRef('n.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('n.aula_id', '=', 'a.id')
          .offset(0)
          .as('n'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('getran_situacoes as g')
          .select(['g.status', 'g.fila', 'g.respondido_em'])
          .whereRef('g.autoescola_id', '=', 'a.autoescola_id')
          .whereRef('g.aula_id', '=', 'a.id')
          .where('g.ambiente', '=', filter.ambiente)
          .offset(0)
          .as('g'),
      (join) => join.onTrue(),
    )
    .select([
      'a.id as aulaPraticaId',
      sql<string>`coalesce(${sql.ref(producao ? 'a.getran_status' : 'g.status')}, '')`.as(
        'aulaPraticaStatus',
      ),
      sql<string>`to_char(a.inicio at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`.as('aulaPraticaData'),
      'al.id as alunoId',
      'al.nome as alunoNome',
      'al.cpf as alunoCPF',
      'p.renach',
      'i.id as instrutorId',
      'i.nome as instrutorNome',
      'p.categoria',
      'a.motivo_cancelamento as observacoes',
      's.slug as schema',
      isoInstant<string | null>('n.begin_time').as('inicio'),
      isoInstant<string | null>('n.finish_time').as('fim'),
      'v.placa as veiculoPlaca',
      'g.fila as envio',
      isoInstant<string | null>('g.respondido_em').as('enviadoEm'),
    ])
    .orderBy('a.inicio')
    .orderBy('a.id')
    .execute();
  return {
    data: rows.map((row) => ({ ...row, observacoes: row.observacoes ?? null })),
    current_page: filter.page,
    last_page: Math.max(1, Math.ceil(count / filter.per_page)),
    per_page: filter.per_page,
    total: count,
  };
}

/** Lessons not yet counted as sent among `ids`: what a resend batch sends. */
export async function naoEnviadas(ids: readonly number[], ambiente: AmbienteGetran): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tenantDb()
    .selectFrom('aulas_praticas as a')
    .leftJoin('getran_situacoes as g', (join) =>
      join
        .onRef('g.autoescola_id', '=', 'a.autoescola_id')
        .onRef('g.aula_id', '=', 'a.id')
        .on('g.ambiente', '=', ambiente),
    )
    .select('a.id')
    .where('a.id', 'in', ids)
    .where((eb) => {
      const status = ambiente === 'producao' ? eb.ref('a.getran_status') : eb.ref('g.status');
      return eb.or([eb(status, 'is', null), eb(status, 'not in', [...STATUS_GETRAN_ENVIADA])]);
    })
    .orderBy('a.inicio')
    .orderBy('a.id')
    .execute();
  return rows.map((row) => row.id);
}

/** 'Limpar Status': rejection statuses of these lessons go back to pending (homologação's table). */
export async function limparStatusHomologacao(ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await tenantDb()
    .updateTable('getran_situacoes')
    .set({ status: null })
    .where('aula_id', 'in', ids)
    .where('ambiente', '=', 'homologacao')
    .where('status', 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function contarFila(): Promise<{ aguardando: number; falharam: number }> {
  const row = await tenantDb()
    .selectFrom('getran_situacoes')
    .select([
      sql<number>`count(*) filter (where fila = 'aguardando')::int`.as('aguardando'),
      sql<number>`count(*) filter (where fila = 'falhou')::int`.as('falharam'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

// Batches ('Limpar Status e Enviar').

export async function insertLote(values: {
  autoescola_id: number;
  ambiente: AmbienteGetran;
  inicio: string;
  fim: string;
  usuario_id: number | null;
}): Promise<number> {
  const row = await tenantDb()
    .insertInto('getran_lotes')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLote(
  id: number,
  values: Partial<{
    status: LoteGetran['status'];
    total: number;
    processadas: number;
    aceitas: number;
    rejeitadas: number;
    falhas: number;
    limpas: number;
    erro: string | null;
    concluido_em: Date;
  }>,
): Promise<void> {
  await tenantDb().updateTable('getran_lotes').set(values).where('id', '=', id).execute();
}

export function findLote(
  id: number,
): Promise<(LoteGetran & { autoescola_id: number; usuario_id: number | null }) | undefined> {
  return tenantDb()
    .selectFrom('getran_lotes as l')
    .innerJoin('autoescolas as s', 's.id', 'l.autoescola_id')
    .select([
      'l.id',
      'l.autoescola_id',
      'l.usuario_id',
      's.slug as schema',
      'l.ambiente',
      sql<string>`to_char(l.inicio, 'YYYY-MM-DD')`.as('inicio'),
      sql<string>`to_char(l.fim, 'YYYY-MM-DD')`.as('fim'),
      'l.status',
      'l.total',
      'l.processadas',
      'l.aceitas',
      'l.rejeitadas',
      'l.falhas',
      'l.limpas',
      isoInstant('l.created_at').as('criadoEm'),
      isoInstant<string | null>('l.concluido_em').as('concluidoEm'),
      'l.erro',
    ])
    .where('l.id', '=', id)
    .executeTakeFirst();
}

/** Which of these lessons exist (in the request's school). */
export async function existentes(ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tenantDb().selectFrom('aulas_praticas').select('id').where('id', 'in', ids).execute();
  return rows.map((row) => row.id);
}

export async function ufDaAutoescola(autoescolaId: number): Promise<string> {
  const row = await tenantDb()
    .selectFrom('autoescolas')
    .select('uf')
    .where('id', '=', autoescolaId)
    .executeTakeFirstOrThrow();
  return row.uf;
}
