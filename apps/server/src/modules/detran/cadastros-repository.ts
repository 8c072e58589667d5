import { sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { tenantDb } from '../../platform/db/tenant.ts';
import { countOf, type DetranFilter, nomeOuCpf } from './repository.ts';

/** SQL of the authority's lists of instructors and vehicles (see repository.ts). */

const desde30Dias = sql<Date>`now() - interval '30 days'`;

export function instrutores(filter: DetranFilter) {
  let query = tenantDb()
    .selectFrom('instrutores as i')
    .innerJoin('autoescolas as e', 'e.id', 'i.autoescola_id')
    .select((eb) => [
      'i.id as id_instrutor',
      'i.autoescola_id as id_autoescola',
      'e.nome_fantasia as autoescola',
      'i.nome',
      'i.cpf',
      'i.cnh_categoria',
      sql<string>`to_char(i.credencial_validade, 'YYYY-MM-DD')`.as('credencial_validade'),
      'i.ativo',
      'i.email',
      'i.telefone',
      'i.cnh_numero',
      sql<string | null>`to_char(i.cnh_validade, 'YYYY-MM-DD')`.as('cnh_validade'),
      'i.credencial_numero',
      countOf(
        eb
          .selectFrom('aulas_praticas as a')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('a.autoescola_id', '=', 'i.autoescola_id')
          .whereRef('a.instrutor_id', '=', 'i.id')
          .where('a.status', '=', 'realizada')
          .where('a.inicio', '>=', desde30Dias),
      ).as('aulas_30_dias'),
    ]);
  if (filter.autoescolaId) query = query.where('i.autoescola_id', '=', filter.autoescolaId);
  if (filter.filtro) {
    const filtro = filter.filtro;
    query = query.where((eb) => nomeOuCpf(eb as never, 'i', filtro));
  }
  if (filter.status) query = query.where('i.ativo', '=', filter.status === 'ativos');
  const { desde, ate } = filter;
  if (desde || ate) {
    // Those who gave a practical lesson in the period.
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('aulas_praticas as a')
          .select('a.id')
          .whereRef('a.autoescola_id', '=', 'i.autoescola_id')
          .whereRef('a.instrutor_id', '=', 'i.id')
          .where('a.inicio', '>=', desde ?? new Date(0))
          .where('a.inicio', '<', ate ?? new Date('9999-12-31')),
      ),
    );
  }
  return query;
}

export function veiculos(filter: DetranFilter) {
  let query = tenantDb()
    .selectFrom('veiculos as v')
    .innerJoin('autoescolas as e', 'e.id', 'v.autoescola_id')
    .select((eb) => [
      'v.id as id_veiculo',
      'v.autoescola_id as id_autoescola',
      'e.nome_fantasia as autoescola',
      'v.placa',
      'v.marca',
      'v.modelo',
      'v.ano_fabricacao',
      'v.categoria',
      'v.ativo',
      sql<string | null>`to_char(v.licenciamento_validade, 'YYYY-MM-DD')`.as('licenciamento_validade'),
      'v.renavam',
      'v.hodometro',
      countOf(
        eb
          .selectFrom('aulas_praticas as a')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('a.autoescola_id', '=', 'v.autoescola_id')
          .whereRef('a.veiculo_id', '=', 'v.id')
          .where('a.status', '=', 'realizada')
          .where('a.inicio', '>=', desde30Dias),
      ).as('aulas_30_dias'),
    ]);
  if (filter.autoescolaId) query = query.where('v.autoescola_id', '=', filter.autoescolaId);
  if (filter.filtro) {
    const filtro = filter.filtro;
    const placa = `%${filter.filtro.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}%`;
    query = query.where((eb) =>
      eb.or([
        eb('v.placa', 'like', placa),
        containsText('v.modelo', filtro),
        containsText('v.marca', filtro),
      ]),
    );
  }
  if (filter.status) query = query.where('v.ativo', '=', filter.status === 'ativos');
  const { desde, ate } = filter;
  if (desde || ate) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('aulas_praticas as a')
          .select('a.id')
          .whereRef('a.autoescola_id', '=', 'v.autoescola_id')
          .whereRef('a.veiculo_id', '=', 'v.id')
          .where('a.inicio', '>=', desde ?? new Date(0))
          .where('a.inicio', '<', ate ?? new Date('9999-12-31')),
      ),
    );
  }
  return query;
}
