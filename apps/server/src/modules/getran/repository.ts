import {
  type AmbienteGetran,
  type EnvioAulaPratica,
  type EnvioRegistro,
  FILTRO_PENDENTE,
  type LoteGetran,
  type Page,
  STATUS_GETRAN_ENVIADA,
} from '@cfc/contract';
import { sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
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

/** The send list (GET /dashboard/aulas/praticas/envios): given lessons, newest first. */
export function envios(filter: EnviosFilter): Promise<Page<EnvioAulaPratica>> {
  const producao = filter.ambiente === 'producao';
  let query = tenantDb()
    .selectFrom('aulas_praticas as a')
    .innerJoin('autoescolas as s', 's.id', 'a.autoescola_id')
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'a.autoescola_id').onRef('al.id', '=', 'a.aluno_id'),
    )
    .innerJoin('processos as p', (join) =>
      join.onRef('p.autoescola_id', '=', 'a.autoescola_id').onRef('p.id', '=', 'a.processo_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .innerJoin('veiculos as v', (join) =>
      join.onRef('v.autoescola_id', '=', 'a.autoescola_id').onRef('v.id', '=', 'a.veiculo_id'),
    )
    .leftJoin('anotacoes_praticas as n', (join) =>
      join.onRef('n.autoescola_id', '=', 'a.autoescola_id').onRef('n.aula_id', '=', 'a.id'),
    )
    .leftJoin('getran_situacoes as g', (join) =>
      join
        .onRef('g.autoescola_id', '=', 'a.autoescola_id')
        .onRef('g.aula_id', '=', 'a.id')
        .on('g.ambiente', '=', filter.ambiente),
    )
    .where('a.status', '=', 'realizada');
  const statusColumn = producao ? 'a.getran_status' : 'g.status';
  if (filter.autoescolaId !== null) query = query.where('a.autoescola_id', '=', filter.autoescolaId);
  if (filter.de) query = query.where('a.inicio', '>=', filter.de);
  if (filter.ate) query = query.where('a.inicio', '<', filter.ate);
  if (filter.status === FILTRO_PENDENTE) {
    query = query.where((eb) => eb.or([eb(statusColumn, 'is', null), eb(statusColumn, '=', '')]));
  } else if (filter.status) {
    query = query.where(statusColumn, '=', filter.status);
  }
  if (filter.nome) query = query.where(containsText('al.nome', filter.nome));
  if (filter.cpf) query = query.where('al.cpf', 'like', `${filter.cpf}%`);

  const selected = query.select([
    'a.id as aulaPraticaId',
    sql<string>`coalesce(${sql.ref(statusColumn)}, '')`.as('aulaPraticaStatus'),
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
  ]);
  return paginate(selected, filter, {
    columns: { data: 'a.inicio' },
    default: 'a.inicio',
    unique: 'a.id',
  }).then((page) => ({
    ...page,
    data: page.data.map((row) => ({ ...row, observacoes: row.observacoes ?? null })),
  }));
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
