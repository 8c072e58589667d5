import { type SelectQueryBuilder, sql } from 'kysely';
import { paginate } from '../../platform/db/paginate.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { TipoItemFatura } from '../../platform/db/schema-financeiro.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { fimDoMes, hojeSql, inicioDoMes } from './repository.ts';

/**
 * The SQL of the invoices as staff read them: the lists with their sums, one invoice with its lines
 * and payments, the billed lines, the registered students and the invoice document's school. Every
 * query runs in a tenant transaction: row-level security limits it to the caller's schools.
 */

// ---------- Invoices ----------

export interface FaturasFiltros {
  competencia?: string | undefined;
  competencia_de?: string | undefined;
  competencia_ate?: string | undefined;
  autoescola?: string | undefined;
  situacao?: 'aberta' | 'vencida' | 'paga' | 'cancelada' | undefined;
  tipo?: 'mensal' | 'avulsa' | undefined;
  id?: number;
}

function faturasBase() {
  return tenantDb()
    .selectFrom('faturas as f')
    .innerJoin('autoescolas as e', 'e.id', 'f.autoescola_id')
    .leftJoin('faturamento_contratos as c', 'c.autoescola_id', 'f.autoescola_id');
}

function filtrarFaturas<O>(
  query: SelectQueryBuilder<DB & { f: DB['faturas']; e: DB['autoescolas'] }, 'f' | 'e', O>,
  filtros: FaturasFiltros,
) {
  let q = query;
  if (filtros.id !== undefined) q = q.where('f.id', '=', filtros.id);
  if (filtros.competencia) q = q.where('f.competencia', '=', `${filtros.competencia}-01`);
  if (filtros.competencia_de) q = q.where('f.competencia', '>=', `${filtros.competencia_de}-01`);
  if (filtros.competencia_ate) q = q.where('f.competencia', '<=', `${filtros.competencia_ate}-01`);
  if (filtros.autoescola) q = q.where('e.slug', '=', filtros.autoescola.toLowerCase());
  if (filtros.tipo) q = q.where('f.tipo', '=', filtros.tipo);
  switch (filtros.situacao) {
    case 'vencida':
      q = q.where('f.status', '=', 'aberta').where(sql<boolean>`f.vencimento < ${hojeSql}`);
      break;
    case 'aberta':
      q = q.where('f.status', '=', 'aberta').where(sql<boolean>`f.vencimento >= ${hojeSql}`);
      break;
    case 'paga':
    case 'cancelada':
      q = q.where('f.status', '=', filtros.situacao);
      break;
    default:
      break;
  }
  return q;
}

function faturasListagem(filtros: FaturasFiltros) {
  const query = faturasBase().select([
    'f.id as id_fatura',
    'f.autoescola_id as id_autoescola',
    'e.slug as autoescola',
    'e.nome_fantasia as autoescola_nome',
    'e.cnpj as autoescola_cnpj',
    'c.email_cobranca',
    'f.tipo',
    sql<string>`to_char(f.competencia, 'YYYY-MM')`.as('competencia'),
    'f.descricao',
    isoInstant('f.emitida_em').as('emitida_em'),
    'f.vencimento',
    'f.valor_centavos',
    'f.valor_pago_centavos',
    'f.status',
    sql<boolean>`f.status = 'aberta' and f.vencimento < ${hojeSql}`.as('vencida'),
    'f.pago_em',
    sql<number>`f.nosso_numero`.as('nosso_numero'),
    'f.codigo_barras',
    'f.linha_digitavel',
    'f.pix_copia_e_cola',
    isoInstant<string | null>('f.enviada_em').as('enviada_em'),
    isoInstant<string | null>('f.cancelada_em').as('cancelada_em'),
    'f.cancelamento_motivo',
  ]);
  return filtrarFaturas(query, filtros);
}
export type FaturaRow = Awaited<ReturnType<ReturnType<typeof faturasListagem>['executeTakeFirstOrThrow']>>;

const FATURAS_SORT = {
  columns: {
    competencia: 'f.competencia',
    vencimento: 'f.vencimento',
    valor: 'f.valor_centavos',
    autoescola: 'e.nome_fantasia',
    emitida_em: 'f.emitida_em',
  },
  default: 'f.competencia',
  unique: 'f.id',
};

export function listFaturas(query: FaturasFiltros & { page: number; per_page: number; sort?: string }) {
  return paginate(faturasListagem(query), { ...query, sort: query.sort ?? '-competencia' }, FATURAS_SORT);
}

export function allFaturas(filtros: FaturasFiltros, limite: number) {
  return faturasListagem(filtros)
    .orderBy('f.competencia', 'desc')
    .orderBy('e.nome_fantasia')
    .orderBy('f.id')
    .limit(limite)
    .execute();
}

export function totaisFaturas(filtros: FaturasFiltros) {
  return filtrarFaturas(
    faturasBase().select([
      sql<number>`count(*)::int`.as('quantidade'),
      sql<number>`coalesce(sum(f.valor_centavos) filter (where f.status <> 'cancelada'), 0)::bigint`.as(
        'valor_centavos',
      ),
      sql<number>`coalesce(sum(f.valor_pago_centavos), 0)::bigint`.as('valor_pago_centavos'),
      sql<number>`coalesce(sum(f.valor_centavos - f.valor_pago_centavos) filter (where f.status = 'aberta'), 0)::bigint`.as(
        'em_aberto_centavos',
      ),
      sql<number>`coalesce(sum(f.valor_centavos - f.valor_pago_centavos)
                     filter (where f.status = 'aberta' and f.vencimento < ${hojeSql}), 0)::bigint`.as(
        'vencido_centavos',
      ),
    ]),
    filtros,
  ).executeTakeFirstOrThrow();
}

export function findFatura(id: number) {
  return faturasListagem({ id }).executeTakeFirst();
}

export function lockFatura(id: number) {
  return tenantDb()
    .selectFrom('faturas')
    .select(['autoescola_id', 'id', 'status', 'valor_pago_centavos'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function itensDaFatura(autoescolaId: number, faturaId: number) {
  return tenantDb()
    .selectFrom('fatura_itens as i')
    .leftJoin('alunos as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'i.autoescola_id').onRef('a.id', '=', 'i.aluno_id'),
    )
    .select([
      'i.id as id_item',
      'i.tipo',
      'i.descricao',
      'i.quantidade',
      'i.valor_unitario_centavos',
      'i.valor_centavos',
      'i.aluno_id as id_aluno',
      'a.nome as aluno_nome',
      'i.aula_pratica_id as id_aula_pratica',
      'i.aula_teorica_id as id_aula_teorica',
    ])
    .where('i.autoescola_id', '=', autoescolaId)
    .where('i.fatura_id', '=', faturaId)
    .orderBy(
      sql`case i.tipo when 'aluno_cadastrado' then 1 when 'aula_pratica' then 2 when 'aula_teorica' then 3
                      when 'cobranca' then 4 else 5 end`,
    )
    .orderBy('i.id')
    .execute();
}

export function pagamentosDaFatura(autoescolaId: number, faturaId: number) {
  return tenantDb()
    .selectFrom('pagamentos as p')
    .select([
      'p.id as id_pagamento',
      'p.fatura_id as id_fatura',
      'p.origem',
      'p.valor_centavos',
      'p.pago_em',
      'p.motivo',
      'p.anexo_nome',
      'p.usuario_nome as usuario',
      isoInstant('p.created_at').as('registrado_em'),
      isoInstant<string | null>('p.estornado_em').as('estornado_em'),
      'p.estorno_motivo',
      'p.estornado_por_nome as estornado_por',
    ])
    .where('p.autoescola_id', '=', autoescolaId)
    .where('p.fatura_id', '=', faturaId)
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
}

// ---------- Billed lines and registered students ----------

export interface ItensFiltros {
  competencia?: string | undefined;
  autoescola?: string | undefined;
  id_fatura?: number | undefined;
  tipo?: 'aluno_cadastrado' | 'aula_pratica' | 'aula_teorica' | undefined;
  /** The kinds the caller may see (a school's flags). */
  tipos: readonly string[];
  aluno?: string | undefined;
}

function itensBase(filtros: ItensFiltros) {
  let q = tenantDb()
    .selectFrom('fatura_itens as i')
    .innerJoin('faturas as f', (join) =>
      join.onRef('f.autoescola_id', '=', 'i.autoescola_id').onRef('f.id', '=', 'i.fatura_id'),
    )
    .innerJoin('autoescolas as e', 'e.id', 'i.autoescola_id')
    .leftJoin('alunos as a', (join) =>
      join.onRef('a.autoescola_id', '=', 'i.autoescola_id').onRef('a.id', '=', 'i.aluno_id'),
    )
    .where('i.tipo', 'in', filtros.tipo ? [filtros.tipo] : (filtros.tipos as TipoItemFatura[]))
    .where('f.status', '<>', 'cancelada');
  if (filtros.competencia) q = q.where('f.competencia', '=', `${filtros.competencia}-01`);
  if (filtros.autoescola) q = q.where('e.slug', '=', filtros.autoescola.toLowerCase());
  if (filtros.id_fatura) q = q.where('i.fatura_id', '=', filtros.id_fatura);
  if (filtros.aluno) {
    const digits = filtros.aluno.replace(/\D/g, '');
    const like = `%${filtros.aluno.toLowerCase()}%`;
    q = q.where((eb) =>
      digits.length >= 3
        ? eb.or([eb(sql`lower(a.nome)`, 'like', like), eb('a.cpf', 'like', `${digits}%`)])
        : eb(sql`lower(a.nome)`, 'like', like),
    );
  }
  return q;
}

function itensListagem(filtros: ItensFiltros) {
  return itensBase(filtros).select([
    'i.id as id_item',
    'i.tipo',
    'i.descricao',
    'i.quantidade',
    'i.valor_unitario_centavos',
    'i.valor_centavos',
    'i.aluno_id as id_aluno',
    'a.nome as aluno_nome',
    'a.cpf as aluno_cpf',
    'i.aula_pratica_id as id_aula_pratica',
    'i.aula_teorica_id as id_aula_teorica',
    'i.fatura_id as id_fatura',
    'i.autoescola_id as id_autoescola',
    'e.slug as autoescola',
    'e.nome_fantasia as autoescola_nome',
    sql<string>`to_char(f.competencia, 'YYYY-MM')`.as('competencia'),
    sql<string | null>`case
        when i.aula_pratica_id is not null then (select ${isoInstant('ap.inicio')} from aulas_praticas ap
              where ap.autoescola_id = i.autoescola_id and ap.id = i.aula_pratica_id)
        when i.aula_teorica_id is not null then (select ${isoInstant('at.inicio')} from aulas_teoricas at
              where at.autoescola_id = i.autoescola_id and at.id = i.aula_teorica_id)
      end`.as('data_aula'),
  ]);
}
export type ItemRow = Awaited<ReturnType<ReturnType<typeof itensListagem>['executeTakeFirstOrThrow']>>;

const ITENS_SORT = {
  columns: { competencia: 'f.competencia', aluno: 'a.nome', autoescola: 'e.nome_fantasia', tipo: 'i.tipo' },
  default: 'f.competencia',
  unique: 'i.id',
};

export function listItens(filtros: ItensFiltros & { page: number; per_page: number; sort?: string }) {
  return paginate(itensListagem(filtros), { ...filtros, sort: filtros.sort ?? '-competencia' }, ITENS_SORT);
}

export function allItens(filtros: ItensFiltros, limite: number) {
  return itensListagem(filtros)
    .orderBy('f.competencia', 'desc')
    .orderBy('e.nome_fantasia')
    .orderBy('i.id')
    .limit(limite)
    .execute();
}

export function totaisItens(filtros: ItensFiltros) {
  return itensBase(filtros)
    .select([
      sql<number>`coalesce(sum(i.quantidade), 0)::int`.as('quantidade'),
      sql<number>`coalesce(sum(i.valor_centavos), 0)::bigint`.as('valor_centavos'),
    ])
    .executeTakeFirstOrThrow();
}

export interface CadastradosFiltros {
  competencia: string;
  autoescola?: string | undefined;
  aluno?: string | undefined;
}

function cadastradosListagem(filtros: CadastradosFiltros) {
  const dia = `${filtros.competencia}-01`;
  let q = tenantDb()
    .selectFrom('alunos as a')
    .innerJoin('autoescolas as e', 'e.id', 'a.autoescola_id')
    .leftJoin('fatura_itens as i', (join) =>
      join
        .onRef('i.autoescola_id', '=', 'a.autoescola_id')
        .onRef('i.aluno_id', '=', 'a.id')
        .on('i.tipo', '=', 'aluno_cadastrado'),
    )
    .select([
      'a.id as id_aluno',
      'a.nome',
      'a.cpf',
      'a.autoescola_id as id_autoescola',
      'e.slug as autoescola',
      'e.nome_fantasia as autoescola_nome',
      isoInstant('a.created_at').as('cadastrado_em'),
      'i.fatura_id as id_fatura',
      'i.valor_centavos',
    ])
    .where('e.operadora', '=', false)
    .where('a.created_at', '>=', inicioDoMes(dia))
    .where('a.created_at', '<', fimDoMes(dia));
  if (filtros.autoescola) q = q.where('e.slug', '=', filtros.autoescola.toLowerCase());
  if (filtros.aluno) q = q.where(sql`lower(a.nome)`, 'like', `%${filtros.aluno.toLowerCase()}%`);
  return q;
}
export type CadastradoRow = Awaited<
  ReturnType<ReturnType<typeof cadastradosListagem>['executeTakeFirstOrThrow']>
>;

const CADASTRADOS_SORT = {
  columns: { nome: 'a.nome', cadastrado_em: 'a.created_at', autoescola: 'e.nome_fantasia' },
  default: 'a.created_at',
  unique: 'a.id',
};

export function listCadastrados(
  filtros: CadastradosFiltros & { page: number; per_page: number; sort?: string },
) {
  return paginate(cadastradosListagem(filtros), filtros, CADASTRADOS_SORT);
}

export function allCadastrados(filtros: CadastradosFiltros, limite: number) {
  return cadastradosListagem(filtros)
    .orderBy('e.nome_fantasia')
    .orderBy('a.created_at')
    .limit(limite)
    .execute();
}

// ---------- The invoice document ----------

export function escolaDaFatura(autoescolaId: number) {
  return tenantDb()
    .selectFrom('autoescolas')
    .select(['nome_fantasia', 'razao_social', 'cnpj', 'uf'])
    .where('id', '=', autoescolaId)
    .executeTakeFirst();
}
