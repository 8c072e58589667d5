import type { PageQuery } from '@cfc/contract';
import { sql } from 'kysely';
import { paginate } from '../../platform/db/paginate.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * The SQL of remote lessons: the session with its stream, the room's people, chat and audit. The face
 * checks are in verificacoes-repository.ts, the recording's replays in reproducoes-repository.ts.
 */

export async function agora(): Promise<Date> {
  const row = await tenantDb().selectNoFrom(sql<Date>`now()`.as('agora')).executeTakeFirstOrThrow();
  return new Date(row.agora);
}

// ---------- Lessons ----------

/** Remote sessions with their class, instructor, school, stream and counts (AulaEad). */
function aulas() {
  return tenantDb()
    .selectFrom('aulas_teoricas as a')
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'a.autoescola_id').onRef('t.id', '=', 'a.turma_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'a.autoescola_id').onRef('i.id', '=', 'a.instrutor_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'a.autoescola_id')
    .leftJoin('ead_transmissoes as x', (join) =>
      join.onRef('x.autoescola_id', '=', 'a.autoescola_id').onRef('x.aula_id', '=', 'a.id'),
    )
    .where('a.modalidade', '=', 'remota_ao_vivo')
    .select([
      'a.id as id_aula_teorica',
      'a.autoescola_id as id_autoescola',
      'e.slug as autoescola',
      'e.nome_fantasia as autoescola_nome',
      'e.uf',
      'a.turma_id as id_turma',
      't.nome as turma_nome',
      't.curso',
      'a.disciplina',
      'a.instrutor_id as id_instrutor',
      'i.nome as instrutor_nome',
      'i.usuario_id as instrutor_usuario_id',
      'a.status as aula_status',
      isoInstant('a.inicio').as('inicio'),
      isoInstant('a.fim').as('fim'),
      sql<string>`a.link_ead`.as('link'),
      sql<'aguardando' | 'ao_vivo' | 'encerrada'>`coalesce(x.status, 'aguardando')`.as('transmissao'),
      isoInstant<string | null>('x.iniciada_em').as('iniciada_em'),
      isoInstant<string | null>('x.encerrada_em').as('encerrada_em'),
      'x.gravacao_prefixo',
      'x.contada_em',
      sql<number>`(select count(*)::int from presencas p where p.autoescola_id = a.autoescola_id and p.aula_id = a.id)`.as(
        'alunos',
      ),
      sql<number>`(select count(*)::int from ead_conexoes c
        where c.autoescola_id = a.autoescola_id and c.aula_id = a.id and c.saiu_em is null)`.as('conectados'),
      sql<number>`(select count(*)::int from presencas p
        where p.autoescola_id = a.autoescola_id and p.aula_id = a.id and p.entrada is not null)`.as(
        'presentes',
      ),
      sql<number>`(select count(*)::int from ead_verificacoes v
        where v.autoescola_id = a.autoescola_id and v.aula_id = a.id and v.resultado in ('reprovada', 'expirada'))`.as(
        'verificacoes_reprovadas',
      ),
    ]);
}
export type AulaEadRow = NonNullable<Awaited<ReturnType<typeof findAula>>>;

export function findAula(id: number) {
  return aulas().where('a.id', '=', id).executeTakeFirst();
}

export interface AulasFiltro extends PageQuery {
  transmissao?: 'aguardando' | 'ao_vivo' | 'encerrada' | undefined;
  de: Date;
  ate: Date;
  instrutorId: number | null;
}

export function listAulas(filtro: AulasFiltro) {
  let query = aulas().where('a.inicio', '>=', filtro.de).where('a.inicio', '<', filtro.ate);
  if (filtro.transmissao) query = query.where(sql`coalesce(x.status, 'aguardando')`, '=', filtro.transmissao);
  if (filtro.instrutorId !== null) query = query.where('a.instrutor_id', '=', filtro.instrutorId);
  return paginate(query, filtro, {
    columns: { inicio: 'a.inicio', turma: 't.nome', instrutor: 'i.nome' },
    default: 'a.inicio',
    unique: 'a.id',
  });
}

/** The school and session of a link, whatever the caller's school (migration 0017's definer function). */
export async function aulaDoLink(
  link: string,
): Promise<{ autoescola_id: number; aula_id: number } | undefined> {
  const { rows } = await sql<{ autoescola_id: string; aula_id: string }>`
    select autoescola_id, aula_id from ead_aula_do_link(${link})`.execute(tenantDb());
  const row = rows[0];
  return row ? { autoescola_id: Number(row.autoescola_id), aula_id: Number(row.aula_id) } : undefined;
}

/** The session's stream row, locked (every change of the room, and each audit record, takes it). */
export async function lockTransmissao(autoescolaId: number, aulaId: number) {
  await tenantDb()
    .insertInto('ead_transmissoes')
    .values({ autoescola_id: autoescolaId, aula_id: aulaId })
    .onConflict((conflict) => conflict.columns(['autoescola_id', 'aula_id']).doNothing())
    .execute();
  return tenantDb()
    .selectFrom('ead_transmissoes')
    .selectAll()
    .where('autoescola_id', '=', autoescolaId)
    .where('aula_id', '=', aulaId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function iniciar(autoescolaId: number, aulaId: number, usuarioId: number, prefixo: string) {
  await tenantDb()
    .updateTable('ead_transmissoes')
    .set({ status: 'ao_vivo', iniciada_em: sql`now()`, iniciada_por: usuarioId, gravacao_prefixo: prefixo })
    .where('autoescola_id', '=', autoescolaId)
    .where('aula_id', '=', aulaId)
    .execute();
}

export async function encerrar(
  autoescolaId: number,
  aulaId: number,
  usuarioId: number | null,
  contagemEm: Date,
) {
  await tenantDb()
    .updateTable('ead_transmissoes')
    .set({ status: 'encerrada', encerrada_em: sql`now()`, encerrada_por: usuarioId, contagem_em: contagemEm })
    .where('autoescola_id', '=', autoescolaId)
    .where('aula_id', '=', aulaId)
    .execute();
}

export async function marcarContada(autoescolaId: number, aulaId: number) {
  await tenantDb()
    .updateTable('ead_transmissoes')
    .set({ contada_em: sql`now()` })
    .where('autoescola_id', '=', autoescolaId)
    .where('aula_id', '=', aulaId)
    .execute();
}

// ---------- People ----------

/** The students on the session's list (its class's and make-ups), with whether they have a reference photo. */
export function alunosDaLista(aulaId: number) {
  return tenantDb()
    .selectFrom('presencas as p')
    .innerJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'p.autoescola_id').onRef('al.id', '=', 'p.aluno_id'),
    )
    .leftJoin('referencias_faciais as r', (join) =>
      join.onRef('r.autoescola_id', '=', 'p.autoescola_id').onRef('r.aluno_id', '=', 'p.aluno_id'),
    )
    .select([
      'p.aluno_id as id_aluno',
      'al.nome as aluno_nome',
      'al.usuario_id',
      sql<boolean>`r.id is not null`.as('referencia'),
      'p.entrada',
      'p.horas_aula',
      'p.motivo_ausencia',
    ])
    .where('p.aula_id', '=', aulaId)
    .orderBy('al.nome')
    .execute();
}

export function alunoDoUsuario(usuarioId: number) {
  return tenantDb()
    .selectFrom('alunos')
    .select(['id', 'autoescola_id', 'nome'])
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
}

export function instrutorDoUsuario(usuarioId: number) {
  return tenantDb()
    .selectFrom('instrutores')
    .select(['id', 'autoescola_id'])
    .where('usuario_id', '=', usuarioId)
    .executeTakeFirst();
}

export function nomeDoUsuario(usuarioId: number) {
  return tenantDb().selectFrom('usuarios').select('nome').where('id', '=', usuarioId).executeTakeFirst();
}

// ---------- Connections ----------

export function conexoesDaAula(aulaId: number) {
  return tenantDb()
    .selectFrom('ead_conexoes')
    .selectAll()
    .where('aula_id', '=', aulaId)
    .orderBy('entrou_em')
    .execute();
}
export type ConexaoRow = Awaited<ReturnType<typeof conexoesDaAula>>[number];

export function conexaoAberta(aulaId: number, alunoId: number) {
  return tenantDb()
    .selectFrom('ead_conexoes')
    .selectAll()
    .where('aula_id', '=', aulaId)
    .where('aluno_id', '=', alunoId)
    .where('saiu_em', 'is', null)
    .executeTakeFirst();
}

export function conexao(id: number) {
  return tenantDb().selectFrom('ead_conexoes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function abrirConexao(values: {
  autoescola_id: number;
  aula_id: number;
  aluno_id: number;
  usuario_id: number;
  dispositivo: string;
  ip: string;
  user_agent: string | null;
}) {
  return tenantDb().insertInto('ead_conexoes').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function sinal(id: number) {
  await tenantDb()
    .updateTable('ead_conexoes')
    .set({ ultimo_sinal_em: sql`now()` })
    .where('id', '=', id)
    .execute();
}

/** Closes connections: one, or those of a session, at their last sign of life unless told `agora`. */
export async function fecharConexoes(
  where: { id: number } | { aulaId: number } | { semSinalDesde: Date },
  motivo: 'saiu' | 'sem_sinal' | 'aula_encerrada',
  noUltimoSinal: boolean,
) {
  let query = tenantDb()
    .updateTable('ead_conexoes')
    .set({ saiu_em: noUltimoSinal ? sql`ultimo_sinal_em` : sql`now()`, motivo_saida: motivo })
    .where('saiu_em', 'is', null);
  if ('id' in where) query = query.where('id', '=', where.id);
  else if ('aulaId' in where) query = query.where('aula_id', '=', where.aulaId);
  else query = query.where('ultimo_sinal_em', '<', where.semSinalDesde);
  return query.returning(['id', 'autoescola_id', 'aula_id', 'aluno_id', 'ip']).execute();
}

export async function setMao(id: number, levantada: boolean) {
  await tenantDb()
    .updateTable('ead_conexoes')
    .set({ mao_levantada: levantada })
    .where('id', '=', id)
    .execute();
}

// ---------- Chat ----------

export function mensagens(aulaId: number, desde: number) {
  return tenantDb()
    .selectFrom('ead_mensagens')
    .select([
      'id as id_mensagem',
      'tipo',
      'autor_nome',
      'autor_papel',
      'texto',
      isoInstant('criada_em').as('criada_em'),
    ])
    .where('aula_id', '=', aulaId)
    .where('id', '>', desde)
    .orderBy('id')
    .limit(200)
    .execute();
}

export async function insertMensagem(values: {
  autoescola_id: number;
  aula_id: number;
  tipo: 'mensagem' | 'mao_levantada' | 'mao_abaixada';
  usuario_id: number;
  aluno_id: number | null;
  autor_nome: string;
  autor_papel: 'instrutor' | 'aluno' | 'equipe';
  texto: string;
}) {
  const { id } = await tenantDb()
    .insertInto('ead_mensagens')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  const [row] = await tenantDb()
    .selectFrom('ead_mensagens')
    .select([
      'id as id_mensagem',
      'tipo',
      'autor_nome',
      'autor_papel',
      'texto',
      isoInstant('criada_em').as('criada_em'),
    ])
    .where('id', '=', id)
    .execute();
  return row as NonNullable<typeof row>;
}

// ---------- Audit ----------

export async function insertAuditoria(values: {
  autoescola_id: number;
  aula_id: number;
  seq: number;
  em: string;
  acao: string;
  usuario_id: number | null;
  aluno_id: number | null;
  ip: string | null;
  dados: string;
  hash_anterior: string;
  hash: string;
}) {
  await tenantDb().insertInto('ead_auditoria').values(values).execute();
  await tenantDb()
    .updateTable('ead_transmissoes')
    .set({ auditoria_seq: values.seq, auditoria_hash: values.hash })
    .where('autoescola_id', '=', values.autoescola_id)
    .where('aula_id', '=', values.aula_id)
    .execute();
}

export function auditoria(aulaId: number) {
  return tenantDb()
    .selectFrom('ead_auditoria as r')
    .leftJoin('usuarios as u', 'u.id', 'r.usuario_id')
    .leftJoin('alunos as al', (join) =>
      join.onRef('al.autoescola_id', '=', 'r.autoescola_id').onRef('al.id', '=', 'r.aluno_id'),
    )
    .select([
      'r.autoescola_id',
      'r.aula_id',
      'r.seq',
      'r.em',
      'r.acao',
      'r.usuario_id',
      'u.nome as usuario_nome',
      'r.aluno_id',
      'al.nome as aluno_nome',
      'r.ip',
      'r.dados',
      'r.hash_anterior',
      'r.hash',
    ])
    .where('r.aula_id', '=', aulaId)
    .orderBy('r.seq')
    .execute();
}
