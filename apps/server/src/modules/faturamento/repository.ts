import { Role } from '@cfc/contract';
import { type Insertable, sql, type Updateable } from 'kysely';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import type { Contagens } from './calculo.ts';

/**
 * The only SQL of the billing run and the invoices. Every query runs in a tenant transaction: row-level
 * security limits it to the schools of the caller (or of the run's school). The run's inserts are
 * set-wise (`insert … select`), one statement per kind of line per school, whatever the school's size.
 */

const TZ = 'America/Sao_Paulo';
/** The month [start, end) as instants in São Paulo. */
export const inicioDoMes = (dia: string) => sql<Date>`(${dia}::date::timestamp at time zone ${TZ})`;
export const fimDoMes = (dia: string) =>
  sql<Date>`((${dia}::date + interval '1 month')::timestamp at time zone ${TZ})`;
/** Today in São Paulo, for the invoices' derived 'vencida'. */
export const hojeSql = sql<string>`(now() at time zone ${TZ})::date`;

// ---------- Contracts ----------

function contratos() {
  return tenantDb()
    .selectFrom('autoescolas as e')
    .leftJoin('faturamento_contratos as c', 'c.autoescola_id', 'e.id')
    .leftJoin('sindicatos as s', 's.id', 'c.sindicato_id')
    .leftJoin('usuarios as u', 'u.id', 'c.consultor_id')
    .select([
      'e.id as id_autoescola',
      'e.slug as autoescola',
      'e.nome_fantasia as autoescola_nome',
      'e.uf',
      'e.gratuidade_teorica',
      'e.gratuidade_pratica',
      sql<boolean>`c.autoescola_id is not null`.as('tem_contrato'),
      sql<number>`coalesce(c.preco_aluno_cadastrado_centavos, 0)`.as('preco_aluno_cadastrado_centavos'),
      sql<number>`coalesce(c.preco_aula_pratica_centavos, 0)`.as('preco_aula_pratica_centavos'),
      sql<number>`coalesce(c.preco_aula_teorica_centavos, 0)`.as('preco_aula_teorica_centavos'),
      sql<number>`coalesce(c.franquia_aulas_praticas, 0)`.as('franquia_aulas_praticas'),
      sql<number>`coalesce(c.franquia_aulas_teoricas, 0)`.as('franquia_aulas_teoricas'),
      sql<number>`coalesce(c.dia_vencimento, 10)::int`.as('dia_vencimento'),
      'c.email_cobranca',
      'c.sindicato_id as id_sindicato',
      's.nome as sindicato_nome',
      'c.consultor_id as id_consultor',
      'u.nome as consultor_nome',
      sql<number>`coalesce(c.comissao_pontos_base, 0)`.as('comissao_pontos_base'),
      sql<boolean>`coalesce(c.ativo, false)`.as('ativo'),
    ])
    .where('e.operadora', '=', false);
}
export type ContratoRow = Awaited<ReturnType<ReturnType<typeof contratos>['executeTakeFirstOrThrow']>>;

export function listContratos(query: { page: number; per_page: number; sort?: string; filtro?: string }) {
  let q = contratos();
  if (query.filtro) {
    const like = `%${query.filtro.toLowerCase()}%`;
    q = q.where((eb) => eb.or([eb(sql`lower(e.nome_fantasia)`, 'like', like), eb('e.slug', 'like', like)]));
  }
  return paginate(q, query, {
    columns: { autoescola: 'e.nome_fantasia', uf: 'e.uf' },
    default: 'e.nome_fantasia',
    unique: 'e.id',
  });
}

export function findContrato(autoescolaId: number) {
  return contratos().where('e.id', '=', autoescolaId).executeTakeFirst();
}

export async function upsertContrato(values: Insertable<DB['faturamento_contratos']>) {
  const { autoescola_id: _id, ...changes } = values;
  await tenantDb()
    .insertInto('faturamento_contratos')
    .values(values)
    .onConflict((oc) => oc.column('autoescola_id').doUpdateSet(changes))
    .execute();
}

export function sindicatos() {
  return tenantDb()
    .selectFrom('sindicatos')
    .select(['id', 'nome', 'uf'])
    .where('ativo', '=', true)
    .orderBy('nome')
    .execute();
}

/** The operator's administrators: the consultants a contract may name. */
export function consultores(operadorId: number) {
  return tenantDb()
    .selectFrom('usuarios')
    .select(['id', 'nome'])
    .where('autoescola_id', '=', operadorId)
    .where('id_role', '=', Role.ADMIN)
    .where('ativo', '=', true)
    .orderBy('nome')
    .execute();
}

// ---------- Preview and run ----------

export interface EscolaAFaturar {
  id: number;
  slug: string;
  nome_fantasia: string;
  gratuidade_pratica: boolean;
  gratuidade_teorica: boolean;
  preco_aluno_cadastrado_centavos: number;
  preco_aula_pratica_centavos: number;
  preco_aula_teorica_centavos: number;
  franquia_aulas_praticas: number;
  franquia_aulas_teoricas: number;
  dia_vencimento: number;
  email_cobranca: string | null;
  id_fatura: number | null;
}

/** The schools billed (active contract, not the operator), each with the month's invoice if issued. */
export function escolasAFaturar(dia: string, autoescolaIds?: readonly number[]) {
  let q = tenantDb()
    .selectFrom('autoescolas as e')
    .innerJoin('faturamento_contratos as c', 'c.autoescola_id', 'e.id')
    .leftJoin('faturas as f', (join) =>
      join.onRef('f.autoescola_id', '=', 'e.id').on('f.tipo', '=', 'mensal').on('f.competencia', '=', dia),
    )
    .select([
      'e.id',
      'e.slug',
      'e.nome_fantasia',
      'e.gratuidade_pratica',
      'e.gratuidade_teorica',
      'c.preco_aluno_cadastrado_centavos',
      'c.preco_aula_pratica_centavos',
      'c.preco_aula_teorica_centavos',
      'c.franquia_aulas_praticas',
      'c.franquia_aulas_teoricas',
      sql<number>`c.dia_vencimento::int`.as('dia_vencimento'),
      'c.email_cobranca',
      'f.id as id_fatura',
    ])
    .where('c.ativo', '=', true)
    .where('e.operadora', '=', false);
  if (autoescolaIds) q = q.where('e.id', 'in', autoescolaIds.length ? [...autoescolaIds] : [0]);
  return q.orderBy('e.nome_fantasia').orderBy('e.id').execute() as Promise<EscolaAFaturar[]>;
}

/** What each school has not been billed for in the month: students registered, lessons given, attendance. */
export async function contagensDoMes(
  dia: string,
  autoescolaIds: readonly number[],
): Promise<Map<number, Contagens>> {
  if (autoescolaIds.length === 0) return new Map();
  const ini = inicioDoMes(dia);
  const fim = fimDoMes(dia);
  const ids = sql`(${sql.join([...autoescolaIds])})`;
  const { rows } = await sql<{ autoescola_id: number; tipo: string; n: number }>`
    select a.autoescola_id, 'cadastrados' as tipo, count(*)::int as n
      from alunos a
     where a.autoescola_id in ${ids} and a.created_at >= ${ini} and a.created_at < ${fim}
       and not exists (select 1 from fatura_itens i where i.autoescola_id = a.autoescola_id
                        and i.aluno_id = a.id and i.tipo = 'aluno_cadastrado')
     group by a.autoescola_id
    union all
    select a.autoescola_id, 'praticas', count(*)::int
      from aulas_praticas a
     where a.autoescola_id in ${ids} and a.status = 'realizada' and a.inicio >= ${ini} and a.inicio < ${fim}
       and not exists (select 1 from fatura_itens i where i.autoescola_id = a.autoescola_id
                        and i.aula_pratica_id = a.id and i.tipo = 'aula_pratica')
     group by a.autoescola_id
    union all
    select t.autoescola_id, 'teoricas', count(*)::int
      from aulas_teoricas t
      join presencas p on p.autoescola_id = t.autoescola_id and p.aula_id = t.id
     where t.autoescola_id in ${ids} and t.inicio >= ${ini} and t.inicio < ${fim} and p.entrada is not null
       and not exists (select 1 from fatura_itens i where i.autoescola_id = p.autoescola_id
                        and i.aula_teorica_id = p.aula_id and i.aluno_id = p.aluno_id
                        and i.tipo = 'aula_teorica')
     group by t.autoescola_id`.execute(tenantDb());
  const contagens = new Map<number, Contagens>();
  for (const row of rows) {
    const id = Number(row.autoescola_id);
    const atual = contagens.get(id) ?? { cadastrados: 0, praticas: 0, teoricas: 0 };
    atual[row.tipo as keyof Contagens] = row.n;
    contagens.set(id, atual);
  }
  return contagens;
}

/** The lines of issued invoices summed by kind (the franchise's two kinds told apart by description). */
export function linhasPorTipo(faturaIds: readonly number[]) {
  if (faturaIds.length === 0) return Promise.resolve([]);
  return tenantDb()
    .selectFrom('fatura_itens')
    .select([
      'fatura_id',
      sql<string>`case when tipo = 'franquia' and descricao like 'Franquia de aulas teóricas%'
                       then 'franquia_teoricas' when tipo = 'franquia' then 'franquia_praticas'
                       else tipo end`.as('tipo'),
      sql<number>`sum(quantidade)::int`.as('quantidade'),
      sql<number>`sum(valor_centavos)::int`.as('valor_centavos'),
      sql<number>`min(valor_unitario_centavos)::int`.as('valor_unitario_centavos'),
    ])
    .where('fatura_id', 'in', [...faturaIds])
    .groupBy(['fatura_id', sql`2`])
    .execute();
}

/** Creates the school's invoice of the month; null when it exists already (a second run). */
export async function criarFaturaMensal(values: {
  autoescolaId: number;
  dia: string;
  faturamento: { autoescolaId: number; id: number } | null;
  descricao: string;
  vencimento: string;
}): Promise<{ id: number; nosso_numero: number } | null> {
  const { rows } = await sql<{ id: number; nosso_numero: number }>`
    insert into faturas (autoescola_id, tipo, competencia, faturamento_id, faturamento_autoescola_id,
                         descricao, vencimento, valor_centavos)
    values (${values.autoescolaId}, 'mensal', ${values.dia}, ${values.faturamento?.id ?? null},
            ${values.faturamento?.autoescolaId ?? null}, ${values.descricao}, ${values.vencimento}, 0)
    on conflict (autoescola_id, competencia) where tipo = 'mensal' do nothing
    returning id, nosso_numero`.execute(tenantDb());
  const row = rows[0];
  return row ? { id: Number(row.id), nosso_numero: Number(row.nosso_numero) } : null;
}

/**
 * The month's lines of one school, set-wise: registrations, practical lessons given and theory
 * attendance not billed yet (the unique indexes skip what another invoice holds). A waived kind is
 * left out.
 */
export async function inserirLinhas(args: {
  autoescolaId: number;
  faturaId: number;
  dia: string;
  precos: { cadastro: number; pratica: number; teorica: number };
  praticas: boolean;
  teoricas: boolean;
}): Promise<void> {
  const { autoescolaId: id, faturaId, dia, precos } = args;
  const ini = inicioDoMes(dia);
  const fim = fimDoMes(dia);
  const trx = tenantDb();
  await sql`
    insert into fatura_itens (autoescola_id, fatura_id, tipo, descricao, quantidade,
                              valor_unitario_centavos, valor_centavos, aluno_id)
    select a.autoescola_id, ${faturaId}, 'aluno_cadastrado',
           'Aluno cadastrado em ' || to_char(a.created_at at time zone ${TZ}, 'DD/MM/YYYY'),
           1, ${precos.cadastro}::int, ${precos.cadastro}::int, a.id
      from alunos a
     where a.autoescola_id = ${id} and a.created_at >= ${ini} and a.created_at < ${fim}
    on conflict (autoescola_id, aluno_id) where tipo = 'aluno_cadastrado' do nothing`.execute(trx);
  if (args.praticas) {
    await sql`
      insert into fatura_itens (autoescola_id, fatura_id, tipo, descricao, quantidade,
                                valor_unitario_centavos, valor_centavos, aluno_id, aula_pratica_id)
      select a.autoescola_id, ${faturaId}, 'aula_pratica',
             'Aula prática em ' || to_char(a.inicio at time zone ${TZ}, 'DD/MM/YYYY HH24:MI'),
             1, ${precos.pratica}::int, ${precos.pratica}::int, a.aluno_id, a.id
        from aulas_praticas a
       where a.autoescola_id = ${id} and a.status = 'realizada' and a.inicio >= ${ini} and a.inicio < ${fim}
      on conflict (autoescola_id, aula_pratica_id) where tipo = 'aula_pratica' do nothing`.execute(trx);
  }
  if (args.teoricas) {
    await sql`
      insert into fatura_itens (autoescola_id, fatura_id, tipo, descricao, quantidade,
                                valor_unitario_centavos, valor_centavos, aluno_id, aula_teorica_id)
      select p.autoescola_id, ${faturaId}, 'aula_teorica',
             'Aula teórica em ' || to_char(t.inicio at time zone ${TZ}, 'DD/MM/YYYY HH24:MI'),
             1, ${precos.teorica}::int, ${precos.teorica}::int, p.aluno_id, p.aula_id
        from aulas_teoricas t
        join presencas p on p.autoescola_id = t.autoescola_id and p.aula_id = t.id
       where t.autoescola_id = ${id} and t.inicio >= ${ini} and t.inicio < ${fim} and p.entrada is not null
      on conflict (autoescola_id, aula_teorica_id, aluno_id) where tipo = 'aula_teorica' do nothing`.execute(
      trx,
    );
  }
}

/** How many lines of each kind an invoice holds. */
export async function contarLinhas(autoescolaId: number, faturaId: number): Promise<Contagens> {
  const rows = await tenantDb()
    .selectFrom('fatura_itens')
    .select(['tipo', sql<number>`count(*)::int`.as('n')])
    .where('autoescola_id', '=', autoescolaId)
    .where('fatura_id', '=', faturaId)
    .groupBy('tipo')
    .execute();
  const n = (tipo: string) => rows.find((row) => row.tipo === tipo)?.n ?? 0;
  return { cadastrados: n('aluno_cadastrado'), praticas: n('aula_pratica'), teoricas: n('aula_teorica') };
}

export async function inserirItens(rows: Insertable<DB['fatura_itens']>[]) {
  if (rows.length === 0) return;
  await tenantDb().insertInto('fatura_itens').values(rows).execute();
}

/** The invoice's amount: the sum of its lines, once every line is in. */
export async function somaDasLinhas(autoescolaId: number, faturaId: number): Promise<number> {
  const row = await tenantDb()
    .selectFrom('fatura_itens')
    .select(sql<number>`coalesce(sum(valor_centavos), 0)::int`.as('total'))
    .where('autoescola_id', '=', autoescolaId)
    .where('fatura_id', '=', faturaId)
    .executeTakeFirstOrThrow();
  return row.total;
}

export async function updateFatura(autoescolaId: number, id: number, values: Updateable<DB['faturas']>) {
  await tenantDb()
    .updateTable('faturas')
    .set(values)
    .where('autoescola_id', '=', autoescolaId)
    .where('id', '=', id)
    .execute();
}

// ---------- Runs ----------

function execucoes() {
  return tenantDb()
    .selectFrom('faturamentos as f')
    .select([
      'f.autoescola_id',
      'f.id as id_faturamento',
      sql<string>`to_char(f.competencia, 'YYYY-MM')`.as('competencia'),
      'f.status',
      'f.escolas_total',
      'f.escolas_processadas',
      'f.faturas_emitidas',
      sql<number>`f.valor_centavos::bigint`.as('valor_centavos'),
      'f.erro',
      'f.usuario_nome as usuario',
      isoInstant('f.iniciado_em').as('iniciado_em'),
      isoInstant<string | null>('f.concluido_em').as('concluido_em'),
    ]);
}

export function listExecucoes(operadorId: number) {
  return execucoes()
    .where('f.autoescola_id', '=', operadorId)
    .orderBy('f.iniciado_em', 'desc')
    .limit(20)
    .execute();
}

export function findExecucao(operadorId: number, id: number) {
  return execucoes().where('f.autoescola_id', '=', operadorId).where('f.id', '=', id).executeTakeFirst();
}

export async function criarExecucao(values: Insertable<DB['faturamentos']>) {
  const row = await tenantDb()
    .insertInto('faturamentos')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateExecucao(operadorId: number, id: number, values: Updateable<DB['faturamentos']>) {
  await tenantDb()
    .updateTable('faturamentos')
    .set(values)
    .where('autoescola_id', '=', operadorId)
    .where('id', '=', id)
    .execute();
}

/** One more school done: its invoice (if any) counted in the run, in the school's transaction. */
export async function avancarExecucao(operadorId: number, id: number, emitida: number | null) {
  await tenantDb()
    .updateTable('faturamentos')
    .set((eb) => ({
      escolas_processadas: eb('escolas_processadas', '+', 1),
      faturas_emitidas: eb('faturas_emitidas', '+', emitida === null ? 0 : 1),
      valor_centavos: eb('valor_centavos', '+', emitida ?? 0),
    }))
    .where('autoescola_id', '=', operadorId)
    .where('id', '=', id)
    .execute();
}

/** The invoices a run issued so far (a retried run starts counting from them). */
export function faturasDaExecucao(operadorId: number, id: number) {
  return tenantDb()
    .selectFrom('faturas')
    .select(['autoescola_id', 'id', 'valor_centavos', 'enviada_em'])
    .where('faturamento_autoescola_id', '=', operadorId)
    .where('faturamento_id', '=', id)
    .execute();
}
