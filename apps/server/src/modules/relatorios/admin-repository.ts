import { Role, type TotaisAdmin, type UsuarioAdmin } from '@cfc/contract';
import { TIME_ZONE } from '@cfc/domain';
import { sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { isoInstant } from '../../platform/db/sql-formats.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/** SQL of the 'admin' report: each staff member of the school and what they did in a period. */

export interface AdminFilter {
  /** São Paulo days, both included. */
  de: string;
  ate: string;
  /** The school whose staff is listed (an operator's user reading it is not one of them). */
  autoescola_id: number;
  id_role: number | null;
  filtro: string | null;
}

type Paged = { page: number; per_page: number; sort?: string | undefined };

/** Audit actions that are signing in or out, counted apart from the work done. */
const ACESSO = ['login', 'login_falhou', 'logout', 'refresh_reutilizado'];

function usuarios(filter: AdminFilter) {
  const inicio = sql<Date>`(${filter.de}::date)::timestamp at time zone ${TIME_ZONE}`;
  const fim = sql<Date>`(${filter.ate}::date + 1)::timestamp at time zone ${TIME_ZONE}`;
  const acesso = sql.join(ACESSO.map((acao) => sql`${acao}`));
  const auditoria = tenantDb()
    .selectFrom('audit_log')
    .where('created_at', '>=', inicio)
    .where('created_at', '<', fim)
    .groupBy('usuario_id')
    .select([
      'usuario_id',
      sql<number>`count(*) filter (where acao = 'login')`.as('logins'),
      sql<number>`count(*) filter (where acao = 'login_falhou')`.as('logins_falhos'),
      sql<number>`count(*) filter (where acao not in (${acesso}))`.as('acoes'),
    ]);
  const historico = tenantDb()
    .selectFrom('aula_historico')
    .where('created_at', '>=', inicio)
    .where('created_at', '<', fim)
    .groupBy('usuario_id')
    .select([
      'usuario_id',
      sql<number>`count(*) filter (where acao = 'agendada')`.as('agendadas'),
      sql<number>`count(*) filter (where acao = 'remarcada')`.as('remarcadas'),
      sql<number>`count(*) filter (where acao = 'cancelada')`.as('canceladas'),
    ]);
  const ultimo = tenantDb()
    .selectFrom('audit_log')
    .where('acao', '=', 'login')
    .groupBy('usuario_id')
    .select(['usuario_id', sql<Date>`max(created_at)`.as('em')]);
  let query = tenantDb()
    .selectFrom('usuarios as u')
    .leftJoin(auditoria.as('a'), 'a.usuario_id', 'u.id')
    .leftJoin(historico.as('h'), 'h.usuario_id', 'u.id')
    .leftJoin(ultimo.as('l'), 'l.usuario_id', 'u.id')
    .where('u.autoescola_id', '=', filter.autoescola_id)
    .where('u.id_role', '<>', Role.ALUNO);
  if (filter.id_role) query = query.where('u.id_role', '=', filter.id_role);
  if (filter.filtro) query = query.where(containsText('u.nome', filter.filtro));
  const rows = query.select([
    sql<number>`u.id::int`.as('usuario_id'),
    'u.nome',
    'u.id_role',
    'u.ativo',
    sql<number>`coalesce(a.logins, 0)::int`.as('logins'),
    sql<number>`coalesce(a.logins_falhos, 0)::int`.as('logins_falhos'),
    sql<number>`coalesce(a.acoes, 0)::int`.as('acoes'),
    sql<number>`coalesce(h.agendadas, 0)::int`.as('aulas_agendadas'),
    sql<number>`coalesce(h.remarcadas, 0)::int`.as('aulas_remarcadas'),
    sql<number>`coalesce(h.canceladas, 0)::int`.as('aulas_canceladas'),
    isoInstant<string | null>('l.em').as('ultimo_login'),
  ]);
  return tenantDb().selectFrom(rows.as('r')).selectAll('r');
}

const SORTABLE = {
  nome: 'r.nome',
  perfil: 'r.id_role',
  logins: 'r.logins',
  acoes: 'r.acoes',
  agendadas: 'r.aulas_agendadas',
  ultimo_login: 'r.ultimo_login',
};

export function listAdmin(filter: AdminFilter & Paged) {
  return paginate(usuarios(filter), filter, { columns: SORTABLE, default: 'r.nome', unique: 'r.usuario_id' });
}

export function allAdmin(filter: AdminFilter): Promise<UsuarioAdmin[]> {
  return usuarios(filter).orderBy('r.nome').orderBy('r.usuario_id').execute();
}

export function totaisAdmin(filter: AdminFilter): Promise<TotaisAdmin> {
  const sum = (column: string) => sql<number>`coalesce(sum(${sql.ref(column)}), 0)::int`;
  return tenantDb()
    .selectFrom(usuarios(filter).as('t'))
    .select([
      sql<number>`count(*)::int`.as('usuarios'),
      sum('t.logins').as('logins'),
      sum('t.logins_falhos').as('logins_falhos'),
      sum('t.acoes').as('acoes'),
      sum('t.aulas_agendadas').as('aulas_agendadas'),
      sum('t.aulas_remarcadas').as('aulas_remarcadas'),
      sum('t.aulas_canceladas').as('aulas_canceladas'),
    ])
    .executeTakeFirstOrThrow();
}
