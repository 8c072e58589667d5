import type { MonitoramentoListaQuery } from '@cfc/contract';
import { type RawBuilder, sql } from 'kysely';
import { containsText } from '../../platform/db/like.ts';
import { paginate } from '../../platform/db/paginate.ts';
import { tenantDb } from '../../platform/db/tenant.ts';

/**
 * The monitoring lists (ListarAlunos, ListarInstrutores, ...): the records of every school in scope
 * with their school, read only. Row-level security limits them to the caller's schools; `autoescola`
 * narrows to one of those.
 */

/** The school's columns every list carries. */
const ESCOLA = [
  'e.id as id_autoescola',
  'e.slug as autoescola',
  'e.nome_fantasia as autoescola_nome',
] as const;

/** The list's filters: one school of the scope (its identifier) and a text in any of `textColumns`. */
function filtros(filter: MonitoramentoListaQuery, textColumns: readonly string[]): RawBuilder<boolean> {
  const parts: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filter.autoescola) parts.push(sql<boolean>`e.slug = ${filter.autoescola}`);
  const { filtro } = filter;
  if (filtro) {
    const matches = textColumns.map((column) => containsText(column, filtro));
    parts.push(sql<boolean>`(${sql.join(matches, sql` or `)})`);
  }
  return sql<boolean>`${sql.join(parts, sql` and `)}`;
}

const ESCOLA_SORT = { autoescola: 'e.nome_fantasia' };

export function alunos(filter: MonitoramentoListaQuery) {
  const query = tenantDb()
    .selectFrom('alunos as x')
    .innerJoin('autoescolas as e', 'e.id', 'x.autoescola_id')
    .select(['x.id as id_aluno', 'x.nome', 'x.cpf', 'x.renach', 'x.situacao', 'x.telefone']);
  return paginate(query.select(ESCOLA).where(filtros(filter, ['x.nome', 'x.cpf'])), filter, {
    columns: { ...ESCOLA_SORT, nome: 'x.nome', cpf: 'x.cpf', situacao: 'x.situacao' },
    default: 'x.nome',
    unique: 'x.id',
  });
}

export function instrutores(filter: MonitoramentoListaQuery) {
  const query = tenantDb()
    .selectFrom('instrutores as x')
    .innerJoin('autoescolas as e', 'e.id', 'x.autoescola_id')
    .select([
      'x.id as id_instrutor',
      'x.nome',
      'x.cpf',
      'x.cnh_categoria',
      sql<string>`to_char(x.credencial_validade, 'YYYY-MM-DD')`.as('credencial_validade'),
      'x.ativo',
    ]);
  return paginate(query.select(ESCOLA).where(filtros(filter, ['x.nome', 'x.cpf'])), filter, {
    columns: { ...ESCOLA_SORT, nome: 'x.nome', credencial_validade: 'x.credencial_validade' },
    default: 'x.nome',
    unique: 'x.id',
  });
}

export function veiculos(filter: MonitoramentoListaQuery) {
  const query = tenantDb()
    .selectFrom('veiculos as x')
    .innerJoin('autoescolas as e', 'e.id', 'x.autoescola_id')
    .select(['x.id as id_veiculo', 'x.placa', 'x.marca', 'x.modelo', 'x.categoria', 'x.ativo']);
  return paginate(query.select(ESCOLA).where(filtros(filter, ['x.placa', 'x.modelo', 'x.marca'])), filter, {
    columns: { ...ESCOLA_SORT, placa: 'x.placa', modelo: 'x.modelo', categoria: 'x.categoria' },
    default: 'x.placa',
    unique: 'x.id',
  });
}

export function salas(filter: MonitoramentoListaQuery) {
  const query = tenantDb()
    .selectFrom('salas as x')
    .innerJoin('autoescolas as e', 'e.id', 'x.autoescola_id')
    .select([
      'x.id as id_sala',
      'x.nome',
      'x.capacidade',
      'x.ativo',
      sql<number>`(select count(*)::int from cameras c
        where c.autoescola_id = x.autoescola_id and c.sala_id = x.id and c.ativo)`.as('cameras'),
      sql<number>`(select count(*)::int from cameras c where c.autoescola_id = x.autoescola_id
        and c.sala_id = x.id and c.ativo and c.status = 'offline')`.as('cameras_offline'),
    ]);
  return paginate(query.select(ESCOLA).where(filtros(filter, ['x.nome'])), filter, {
    columns: { ...ESCOLA_SORT, nome: 'x.nome', capacidade: 'x.capacidade' },
    default: 'x.nome',
    unique: 'x.id',
  });
}

export function turmas(filter: MonitoramentoListaQuery) {
  const query = tenantDb()
    .selectFrom('turmas as x')
    .innerJoin('autoescolas as e', 'e.id', 'x.autoescola_id')
    .innerJoin('salas as s', (join) =>
      join.onRef('s.autoescola_id', '=', 'x.autoescola_id').onRef('s.id', '=', 'x.sala_id'),
    )
    .select([
      'x.id as id_turma',
      'x.nome',
      'x.curso',
      's.nome as sala_nome',
      sql<string>`to_char(x.data_inicio, 'YYYY-MM-DD')`.as('data_inicio'),
      sql<string>`to_char(x.data_fim, 'YYYY-MM-DD')`.as('data_fim'),
      'x.status',
      sql<number>`(select count(*)::int from matriculas m
        where m.autoescola_id = x.autoescola_id and m.turma_id = x.id and m.status = 'ativa')`.as('alunos'),
    ]);
  return paginate(query.select(ESCOLA).where(filtros(filter, ['x.nome'])), filter, {
    columns: { ...ESCOLA_SORT, nome: 'x.nome', data_inicio: 'x.data_inicio', status: 'x.status' },
    default: 'x.data_inicio',
    unique: 'x.id',
  });
}

export function aulasPresenciais(filter: MonitoramentoListaQuery) {
  const query = tenantDb()
    .selectFrom('aulas_teoricas as x')
    .innerJoin('autoescolas as e', 'e.id', 'x.autoescola_id')
    .innerJoin('turmas as t', (join) =>
      join.onRef('t.autoescola_id', '=', 'x.autoescola_id').onRef('t.id', '=', 'x.turma_id'),
    )
    .innerJoin('salas as s', (join) =>
      join.onRef('s.autoescola_id', '=', 'x.autoescola_id').onRef('s.id', '=', 'x.sala_id'),
    )
    .innerJoin('instrutores as i', (join) =>
      join.onRef('i.autoescola_id', '=', 'x.autoescola_id').onRef('i.id', '=', 'x.instrutor_id'),
    )
    .select([
      'x.id as id_aula_teorica',
      't.nome as turma_nome',
      'x.disciplina',
      'i.nome as instrutor_nome',
      's.id as id_sala',
      's.nome as sala_nome',
      'x.inicio',
      'x.fim',
      'x.status',
      sql<number>`(select count(*)::int from presencas p
        where p.autoescola_id = x.autoescola_id and p.aula_id = x.id and p.entrada is not null)`.as(
        'presentes',
      ),
    ])
    .where('x.modalidade', '=', 'presencial');
  return paginate(query.select(ESCOLA).where(filtros(filter, ['t.nome', 'i.nome', 's.nome'])), filter, {
    columns: { ...ESCOLA_SORT, inicio: 'x.inicio', turma: 't.nome', status: 'x.status' },
    default: 'x.inicio',
    unique: 'x.id',
  });
}
