import { PERMISSION_FLAGS, Role } from '@cfc/contract';
import { type DisciplinaTeorica, VIOLATIONS, type ViolationCode } from '@cfc/domain';
import type pg from 'pg';
import {
  CANCEL_REASONS,
  FIRST_NAMES,
  LAST_NAMES,
  NEIGHBOURHOODS,
  NOTICE_TITLES,
  STREETS,
} from './catalog.ts';
import { withoutSecondaryIndexes } from './indexes.ts';
import {
  lessonsPerStudent,
  planInstructors,
  planSchools,
  planVehicles,
  type SchoolPlan,
  SLOTS_PER_DAY,
} from './schools.ts';
import { type Size, seconds } from './target.ts';

/**
 * Fills a migrated, demo-seeded database with one size of realistic data, with set-based SQL: every
 * big table is one `insert … select` over generate_series and the tables made before it, never a
 * round trip per row. The rules the data follows:
 *
 * - each school has 1 administrator and some managers (gestores), instructors with accounts (the
 *   demo password), cars, motorcycles and sometimes a truck, each linked to the school, two rooms
 *   with cameras, plans and a perimeter; the operator's staff of the demo are granted every school;
 * - each student has a process (B or A; the regime of its opening date) and about 20 lessons, one
 *   every other day (Sundays move to Monday) from a few days after opening, the openings spread
 *   over the last 13 months, so lessons cover a year and the next month;
 * - a day's lessons of a school and category take distinct cells of the slot × vehicle grid (no
 *   vehicle or student overlap: the exclusion constraints hold) and the instructor is a function
 *   of the vehicle and the day (no instructor gives two lessons at once);
 * - past lessons are given (94%) or cancelled; given ones have their annotation (times, odometer
 *   growing per vehicle) and, except the last two days' and a few failures, an answer of the
 *   authority (mostly Aceito, some rejections, corrections and audits) in getran_situacoes and
 *   getran_envios with the payload sent; the last three days' lessons have their GPS track;
 * - notifications (when their tables exist): notices to the schools' staff and changelog entries
 *   to everyone, most read, some archived or deleted, sent before the students joined;
 * - each student has an account of the student app (by CPF, the demo password);
 * - theory classes of the first-licence course, about one per 25 of a school's first-licence
 *   students, each 45 h/a in 17 weekday sessions of 2 or 3 h/a in one of the school's two rooms
 *   and one shift, its subjects taught by three instructors; no room or instructor is in two
 *   sessions at once (the exclusion constraints hold; practical lessons are not weighed against
 *   them). Students are enrolled in the first class after their opening, up to the room's places;
 *   past sessions are closed with their attendance marked and counted, later ones scheduled.
 */

type Log = (line: string) => void;

/** Rejections staff meet, as the authority writes them (packages/domain VIOLATIONS). */
const REJECTION_CODES: ViolationCode[] = [
  'TEMPO_TOTAL_INSUFICIENTE',
  'AULA_ACIMA_1_HORA',
  'VEICULO_NAO_VINCULADO',
  'INTERVALO_TERCEIRA_AULA',
  'PROCESSO_INEXISTENTE',
  'INSTRUTOR_NAO_ENCONTRADO',
];
const REJECTIONS = REJECTION_CODES.map((code) => VIOLATIONS[code]);
const ACCEPTED = ['Aceito', 'Em análise', 'Transação efetuada com sucesso'];
const GESTOR_FLAGS = PERMISSION_FLAGS.filter((flag) => flag !== 'cfcs' && flag !== 'permissoes');

/** Tables whose secondary indexes are dropped during the load and rebuilt after (same definitions). */
const BULK_TABLES = [
  'aulas_praticas',
  'anotacoes_praticas',
  'getran_situacoes',
  'getran_envios',
  'aula_historico',
];

const sqlArray = (client: pg.ClientBase, values: readonly string[]) =>
  `array[${values.map((value) => client.escapeLiteral(value)).join(', ')}]::text[]`;

async function helpers(client: pg.ClientBase): Promise<void> {
  await client.query(`
    -- A deterministic number in [0, 1) for a seed and a purpose.
    create function pg_temp.rnd(seed bigint, salt integer) returns double precision
    language sql immutable as $$
      select (hashint8(seed * 8191 + salt) & 2147483647)::double precision / 2147483648
    $$;
    create function pg_temp.pick(list text[], r double precision) returns text
    language sql immutable as $$ select list[1 + floor(r * array_length(list, 1))::int] $$;
    create function pg_temp.nome(seed bigint) returns text
    language sql immutable as $$
      select pg_temp.pick(${sqlArray(client, FIRST_NAMES)}, pg_temp.rnd(seed, 1)) || ' ' ||
             pg_temp.pick(${sqlArray(client, LAST_NAMES)}, pg_temp.rnd(seed, 2)) || ' ' ||
             pg_temp.pick(${sqlArray(client, LAST_NAMES)}, pg_temp.rnd(seed, 3))
    $$;
    -- Lower case without accents, for e-mail addresses.
    create function pg_temp.ascii(texto text) returns text
    language sql immutable as $$
      select translate(lower(texto), 'áàâãéêíóôõúüç ', 'aaaaeeiooouuc.')
    $$;
    -- A valid CPF for the student number g: x -> (48271 x + c) mod 10^9 is one-to-one, so
    -- distinct students get distinct CPFs.
    create function pg_temp.cpf(g bigint) returns text
    language sql immutable as $$
      select b || d1::text || (case when (s2 + d1 * 2) % 11 < 2 then 0 else 11 - (s2 + d1 * 2) % 11 end)::text
        from (select b, s2, case when s1 % 11 < 2 then 0 else 11 - s1 % 11 end as d1
                from (select b,
                        substr(b, 1, 1)::int * 10 + substr(b, 2, 1)::int * 9 + substr(b, 3, 1)::int * 8 +
                        substr(b, 4, 1)::int * 7 + substr(b, 5, 1)::int * 6 + substr(b, 6, 1)::int * 5 +
                        substr(b, 7, 1)::int * 4 + substr(b, 8, 1)::int * 3 + substr(b, 9, 1)::int * 2 as s1,
                        substr(b, 1, 1)::int * 11 + substr(b, 2, 1)::int * 10 + substr(b, 3, 1)::int * 9 +
                        substr(b, 4, 1)::int * 8 + substr(b, 5, 1)::int * 7 + substr(b, 6, 1)::int * 6 +
                        substr(b, 7, 1)::int * 5 + substr(b, 8, 1)::int * 4 + substr(b, 9, 1)::int * 3 as s2
                      from (select lpad(((g * 48271 + 123456789) % 1000000000)::text, 9, '0') as b) digits) sums) first
    $$;
    -- An instant as the API and the authority's payload write it.
    create function pg_temp.iso(instante timestamptz) returns text
    language sql immutable as $$
      select to_char(instante at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    $$;
  `);
}

export interface FillOptions {
  /** Today in São Paulo ('YYYY-MM-DD') and now: what is past, given and sent. */
  today: string;
  now: Date;
  log: Log;
  /** Drop and rebuild the secondary indexes of the big tables around the load. */
  rebuildIndexes: boolean;
}

export async function fill(client: pg.ClientBase, size: Size, options: FillOptions): Promise<void> {
  const { log, today, now } = options;
  // Each big table is analysed once filled: the statements after it join it, and a planner that
  // still believes it empty picks nested loops over millions of rows.
  const step = async (name: string, work: () => Promise<unknown>, analyze: readonly string[] = []) => {
    const started = performance.now();
    const result = await work();
    if (analyze.length) await client.query(`analyze ${analyze.join(', ')}`);
    const rows =
      result && typeof result === 'object' && 'rowCount' in result && typeof result.rowCount === 'number'
        ? ` (${result.rowCount.toLocaleString('pt-BR')} linhas)`
        : '';
    log(`  ${name}${rows}: ${seconds(started)} s`);
  };

  await helpers(client);
  const hash = await client.query<{ senha_hash: string }>(
    `select senha_hash from usuarios where email = 'admin@demo.cfc'`,
  );
  const senhaHash = hash.rows[0]?.senha_hash;
  if (!senhaHash) throw new Error('o usuário de demonstração admin@demo.cfc não existe: a semente não rodou');

  const schools = planSchools(size);
  await step('autoescolas', () => insertSchools(client, schools));
  const ids = new Map(
    (
      await client.query<{ slug: string; id: number }>(
        'select a.slug, a.id::int as id from autoescolas a join bench_escolas e on e.id = a.id',
      )
    ).rows.map((row) => [row.slug, row.id]),
  );
  await step('equipe (administradores e gestores)', () =>
    client.query(
      `insert into usuarios (nome, email, id_role, id_funcao_usuario, autoescola_id, permissoes, senha_hash, created_at)
       select pg_temp.nome(e.n * 1000 + k),
              case when k = 0 then 'admin' else 'gestor' || k end || '@' || a.slug || '.com.br',
              case when k = 0 then 1 else 5 end, case when k = 0 then 1 end, e.id,
              case when k = 0 then $1::text[] else $2::text[] end, $3,
              a.created_at
         from bench_escolas e join autoescolas a on a.id = e.id
        cross join generate_series(0, e.equipe - 1) k`,
      [PERMISSION_FLAGS, GESTOR_FLAGS, senhaHash],
    ),
  );
  await client.query(
    `update bench_escolas e set admin_id = u.id from usuarios u where u.autoescola_id = e.id and u.id_role = 1`,
  );
  await step('acesso da equipe da operadora a cada escola', () =>
    client.query(
      `insert into usuario_autoescolas (usuario_id, autoescola_id)
       select u.id, e.id from usuarios u cross join bench_escolas e
        where u.id_role in (2, 6, 7, 8) and u.autoescola_id = (select id from autoescolas where operadora)
       on conflict do nothing`,
    ),
  );

  await step('instrutores e suas contas', () => insertInstructors(client, schools, ids, senhaHash), [
    'usuarios',
    'instrutores',
  ]);
  await step('veículos e vínculos', () => insertVehicles(client, schools, ids, today), ['veiculos']);
  await step('salas, câmeras, planos e perímetros', () => insertSmallRegistries(client));
  // Before the students' accounts: the notices went out before they joined, as the staff's did.
  await step('notificações', () => insertNotifications(client, size));
  await step('plano dos alunos', () => planStudents(client, size, today));
  await step('alunos e suas contas', () => insertStudents(client, senhaHash), ['usuarios', 'alunos']);
  await step('situações e exames dos alunos', () => insertStudentHistory(client));
  await step('processos e planos vendidos', () => insertProcesses(client, today), ['processos']);

  const load = async () => {
    await step('aulas práticas', () => insertLessons(client, now), ['aulas_praticas']);
    await step('anotações (aulas dadas)', () => insertAnnotations(client), ['anotacoes_praticas']);
    await step('hodômetro dos veículos', () =>
      client.query(
        `update veiculos v set hodometro = v.hodometro + 30 * c.dadas + 30
           from (select a.autoescola_id, a.veiculo_id, count(*) as dadas from aulas_praticas a
                   join bench_escolas e on e.id = a.autoescola_id
                  where a.status = 'realizada' group by 1, 2) c
          where v.autoescola_id = c.autoescola_id and v.id = c.veiculo_id`,
      ),
    );
    await step('situações no GETRAN', () => insertSendStatus(client, now), ['getran_situacoes']);
    await step('envios ao GETRAN (com o payload)', () => insertSends(client));
    await step('histórico das aulas', () => insertLessonHistory(client, today));
  };
  if (options.rebuildIndexes) {
    await withoutSecondaryIndexes(client, BULK_TABLES, load, log);
  } else {
    await load();
  }
  await step('trilhas GPS dos últimos 3 dias', () => insertTracks(client, now));
  await step(
    'fotos das aulas dos últimos 30 dias, com a verificação facial',
    () => insertPhotos(client, now),
    ['aula_fotos'],
  );
  await step('alertas das aulas dos últimos 90 dias', () => insertAlerts(client, now), ['alertas']);
  await step('turmas teóricas, instrutores por disciplina', () => insertClasses(client, today), ['turmas']);
  await step('aulas teóricas', () => insertTheorySessions(client, now), ['aulas_teoricas']);
  await step('matrículas', () => insertEnrolments(client), ['matriculas']);
  await step('listas de presença', () => insertAttendance(client));
}

async function insertSchools(client: pg.ClientBase, schools: readonly SchoolPlan[]) {
  const column = <K extends keyof SchoolPlan>(key: K) => schools.map((school) => school[key]);
  await client.query(`
    create temp table bench_escolas (
      n int primary key, id bigint, slug text, uf text, cidade text, bairro text, ddd text, cep text,
      lat double precision, lon double precision, alunos int, aluno_de bigint, carros int, motos int,
      caminhoes int, instrutores int, equipe int, mult_b int, mult_a int, admin_id bigint)`);
  const inserted = await client.query(
    `with plano as (
       select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::text[], $9::text[], $10::text[])
         as t(n, nome, razao, slug, cnpj, uf, cidade, bairro, ddd, cep)),
     escolas as (
       insert into autoescolas (nome_fantasia, razao_social, slug, cnpj, uf, telefone, email, cep, logradouro,
                                numero, bairro, cidade, created_at)
       select nome, razao, slug, cnpj, uf, ddd || '3' || lpad((2000000 + n * 7919 % 1000000)::text, 7, '0'),
              'contato@' || slug || '.com.br', cep,
              pg_temp.pick(${sqlArray(client, STREETS)}, pg_temp.rnd(n, 4)), (10 + n * 7 % 990)::text, bairro,
              cidade, now() - (400 + n % 2000) * interval '1 day'
         from plano order by n
       returning id, slug)
     insert into bench_escolas (n, id, slug, uf, cidade, bairro, ddd, cep)
     select p.n, e.id, p.slug, p.uf, p.cidade, p.bairro, p.ddd, p.cep from plano p join escolas e using (slug)`,
    [
      column('n'),
      column('nome'),
      column('razao'),
      column('slug'),
      column('cnpj'),
      column('uf'),
      column('cidade'),
      column('bairro'),
      column('ddd'),
      column('cep'),
    ],
  );
  await client.query(
    `update bench_escolas e set lat = t.lat, lon = t.lon, alunos = t.alunos, aluno_de = t.aluno_de,
            carros = t.carros, motos = t.motos, caminhoes = t.caminhoes, instrutores = t.instrutores,
            equipe = t.equipe, mult_b = t.mult_b, mult_a = t.mult_a
       from unnest($1::int[], $2::float8[], $3::float8[], $4::int[], $5::bigint[], $6::int[], $7::int[],
                   $8::int[], $9::int[], $10::int[], $11::int[], $12::int[])
         as t(n, lat, lon, alunos, aluno_de, carros, motos, caminhoes, instrutores, equipe, mult_b, mult_a)
      where e.n = t.n`,
    [
      column('n'),
      column('lat'),
      column('lon'),
      column('alunos'),
      column('alunoDe'),
      column('carros'),
      column('motos'),
      column('caminhoes'),
      column('instrutores'),
      column('equipe'),
      column('multB'),
      column('multA'),
    ],
  );
  await client.query('analyze bench_escolas');
  return inserted;
}

/** One row per student: its number g, school, CPF, name, category, opening date and number of lessons. */
async function planStudents(client: pg.ClientBase, size: Size, today: string) {
  const { base, cycle } = lessonsPerStudent(size);
  const result = await client.query(
    `create temp table bench_alunos as
     select s.*, s.primeira_aula + 2 * (s.n_aulas - 1) as ultima_aula,
            case when s.primeira_aula + 2 * (s.n_aulas - 1) < $1::date - 15
                   then case when pg_temp.rnd(s.g, 7) < 0.85 then 'concluido' else 'ativo' end
                 when pg_temp.rnd(s.g, 8) < 0.02 then 'suspenso' else 'ativo' end as situacao,
            null::bigint as aluno_id, null::bigint as processo_id
       from (select g, e.id as autoescola_id, e.n as escola, e.uf, e.cidade, e.bairro, e.ddd, e.cep,
                    pg_temp.cpf(g) as cpf, pg_temp.nome(g) as nome,
                    case when pg_temp.rnd(g, 4) < 0.8 then 'B' else 'A' end as categoria,
                    $1::date - 400 + floor(pg_temp.rnd(g, 5) * 380)::int as aberto_em,
                    $1::date - 397 + floor(pg_temp.rnd(g, 5) * 380)::int + floor(pg_temp.rnd(g, 6) * 5)::int
                      as primeira_aula,
                    ($2::int + case when g <= $3 then (g % 13)::int - 6 else 0 end) as n_aulas
               from bench_escolas e
              cross join lateral generate_series(e.aluno_de, e.aluno_de + e.alunos - 1) g) s`,
    [today, base, cycle],
  );
  return result;
}

/** Each student with an account of the student app (role 4, by CPF), made with the record. */
async function insertStudents(client: pg.ClientBase, senhaHash: string) {
  const result = await client.query(
    `with contas as (
       insert into usuarios (nome, cpf, id_role, autoescola_id, senha_hash, created_at)
       select b.nome, b.cpf, ${Role.ALUNO}, b.autoescola_id, $1,
              ((b.aberto_em - 2) + time '10:00') at time zone 'America/Sao_Paulo'
         from bench_alunos b order by b.g
       returning id, cpf, autoescola_id)
     insert into alunos (autoescola_id, nome, cpf, data_nascimento, nome_mae, email, telefone, cep, logradouro,
                         numero, bairro, cidade, uf, renach, situacao, usuario_id, created_at, updated_at)
     select b.autoescola_id, b.nome, b.cpf, date '1960-01-01' + floor(pg_temp.rnd(b.g, 9) * 17000)::int,
            pg_temp.nome(b.g + 50000000),
            pg_temp.ascii(split_part(b.nome, ' ', 1) || ' ' || split_part(b.nome, ' ', 3)) || b.g % 1000 || '@gmail.com',
            b.ddd || '9' || lpad(((b.g * 7919) % 100000000)::text, 8, '0'),
            substr(b.cep, 1, 3) || lpad((b.g % 100000)::text, 5, '0'),
            pg_temp.pick(${sqlArray(client, STREETS)}, pg_temp.rnd(b.g, 10)), (1 + b.g % 2000)::text,
            pg_temp.pick(${sqlArray(client, NEIGHBOURHOODS)}, pg_temp.rnd(b.g, 11)), b.cidade, b.uf,
            b.uf || lpad((100000000 + b.g)::text, 9, '0'), b.situacao, c.id,
            ((b.aberto_em - 2) + time '10:00') at time zone 'America/Sao_Paulo',
            ((b.aberto_em - 2) + time '10:00') at time zone 'America/Sao_Paulo'
       from bench_alunos b join contas c on c.autoescola_id = b.autoescola_id and c.cpf = b.cpf
      order by b.g`,
    [senhaHash],
  );
  await client.query(
    `update bench_alunos b set aluno_id = a.id from alunos a where a.autoescola_id = b.autoescola_id and a.cpf = b.cpf`,
  );
  await client.query('analyze bench_alunos');
  return result;
}

async function insertStudentHistory(client: pg.ClientBase) {
  await client.query(
    `insert into aluno_situacoes (autoescola_id, aluno_id, situacao, motivo, created_at)
     select b.autoescola_id, b.aluno_id, 'ativo', 'Cadastro do aluno.',
            ((b.aberto_em - 2) + time '10:00') at time zone 'America/Sao_Paulo'
       from bench_alunos b
     union all
     select b.autoescola_id, b.aluno_id, b.situacao,
            case b.situacao when 'concluido' then 'Processo concluído.' else 'Pendência financeira.' end,
            ((b.ultima_aula + 3) + time '09:00') at time zone 'America/Sao_Paulo'
       from bench_alunos b where b.situacao <> 'ativo'`,
  );
  return client.query(
    `insert into aluno_exames (autoescola_id, aluno_id, tipo, resultado, data_exame, clinica, created_at)
     select b.autoescola_id, b.aluno_id, tipo.nome,
            case when pg_temp.rnd(b.g, 12) < 0.97 then 'apto' else 'apto_com_restricoes' end,
            b.aberto_em - 5, 'Clínica ' || b.bairro, (b.aberto_em - 5) + time '15:00'
       from bench_alunos b cross join (values ('medico'), ('psicologico')) tipo(nome)`,
  );
}

async function insertInstructors(
  client: pg.ClientBase,
  schools: readonly SchoolPlan[],
  ids: ReadonlyMap<string, number>,
  senhaHash: string,
) {
  const rows = planInstructors(schools, ids);
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  const result = await client.query(
    `with dados as (
       select * from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                            $8::date[], $9::text[], $10::date[])
         as t(autoescola_id, nome, cpf, email, telefone, cnh_numero, cnh_categoria, cnh_validade,
              credencial_numero, credencial_validade)),
     contas as (
       insert into usuarios (nome, cpf, id_role, autoescola_id, senha_hash)
       select nome, cpf, 3, autoescola_id, $11 from dados
       returning id, cpf, autoescola_id)
     insert into instrutores (autoescola_id, nome, cpf, email, telefone, cnh_numero, cnh_categoria, cnh_validade,
                              credencial_numero, credencial_validade, usuario_id)
     select d.autoescola_id, d.nome, d.cpf, d.email, d.telefone, d.cnh_numero, d.cnh_categoria, d.cnh_validade,
            d.credencial_numero, d.credencial_validade, c.id
       from dados d join contas c on c.cpf = d.cpf and c.autoescola_id = d.autoescola_id`,
    [
      column('autoescola_id'),
      column('nome'),
      column('cpf'),
      column('email'),
      column('telefone'),
      column('cnh_numero'),
      column('cnh_categoria'),
      column('cnh_validade'),
      column('credencial_numero'),
      column('credencial_validade'),
      senhaHash,
    ],
  );
  await client.query(
    `create temp table bench_instrutores as
     select i.autoescola_id, i.id, row_number() over (partition by i.autoescola_id order by i.id)::int - 1 as idx
       from instrutores i join bench_escolas e on e.id = i.autoescola_id;
     analyze bench_instrutores`,
  );
  return result;
}

async function insertVehicles(
  client: pg.ClientBase,
  schools: readonly SchoolPlan[],
  ids: ReadonlyMap<string, number>,
  today: string,
) {
  const rows = planVehicles(schools, ids);
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  const result = await client.query(
    `insert into veiculos (autoescola_id, placa, renavam, marca, modelo, ano_fabricacao, ano_modelo, categoria,
                           hodometro)
     select autoescola_id, placa, renavam, marca, modelo, ano, ano + 1, categoria, hodometro
       from unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[], $8::int[])
         as t(autoescola_id, placa, renavam, marca, modelo, ano, categoria, hodometro)
      order by autoescola_id, array_position(array['B', 'A', 'C'], categoria), placa`,
    [
      column('autoescola_id'),
      column('placa'),
      column('renavam'),
      column('marca'),
      column('modelo'),
      column('ano_fabricacao'),
      column('categoria'),
      column('hodometro'),
    ],
  );
  await client.query(
    `create temp table bench_veiculos as
     select v.autoescola_id, v.id, v.categoria, v.hodometro,
            row_number() over (partition by v.autoescola_id order by v.id)::int - 1 as idx,
            row_number() over (partition by v.autoescola_id, v.categoria order by v.id)::int - 1 as cat_idx
       from veiculos v join bench_escolas e on e.id = v.autoescola_id;
     analyze bench_veiculos`,
  );
  // Linked since before the first lesson; one in five had an earlier period with the school.
  await client.query(
    `insert into veiculo_vinculos (autoescola_id, veiculo_id, inicio, fim)
     select v.autoescola_id, v.id, $1::date - 420 - floor(pg_temp.rnd(v.id, 1) * 900)::int, null
       from bench_veiculos v
     union all
     select v.autoescola_id, v.id, $1::date - 1700 - floor(pg_temp.rnd(v.id, 1) * 900)::int,
            $1::date - 1400 - floor(pg_temp.rnd(v.id, 1) * 900)::int
       from bench_veiculos v where pg_temp.rnd(v.id, 2) < 0.2`,
    [today],
  );
  return result;
}

async function insertSmallRegistries(client: pg.ClientBase) {
  await client.query(
    `insert into salas (autoescola_id, nome, capacidade)
     select e.id, s.nome, s.capacidade from bench_escolas e
      cross join (values ('Sala 1 - Legislação', 40), ('Sala 2 - Direção Defensiva', 30)) s(nome, capacidade)`,
  );
  await client.query(
    `insert into cameras (autoescola_id, sala_id, nome, url_snapshot, url_stream, status, verificado_em)
     select s.autoescola_id, s.id, 'Câmera ' || s.nome,
            'http://10.' || (s.autoescola_id % 250) || '.' || (s.id % 250) || '.20/snapshot.jpg',
            'rtsp://10.' || (s.autoescola_id % 250) || '.' || (s.id % 250) || '.20:554/stream1',
            case when pg_temp.rnd(s.id, 1) < 0.9 then 'online' else 'offline' end, now() - interval '3 minutes'
       from salas s join bench_escolas e on e.id = s.autoescola_id`,
  );
  await client.query(
    `insert into planos_praticos (autoescola_id, nome, categoria, horas_aula, preco_centavos)
     select e.id, p.nome, p.categoria, p.horas, p.preco from bench_escolas e
      cross join (values ('10 aulas', 'B', 10, 90000), ('20 aulas', 'B', 20, 170000),
                         ('Moto 15 aulas', 'A', 15, 120000)) p(nome, categoria, horas, preco)`,
  );
  return client.query(
    `insert into perimetros (autoescola_id, nome, pontos)
     select e.id, 'Área de aulas - ' || e.bairro,
            jsonb_build_array(jsonb_build_array(e.lon - 0.02, e.lat - 0.02), jsonb_build_array(e.lon + 0.02, e.lat - 0.02),
                              jsonb_build_array(e.lon + 0.02, e.lat + 0.02), jsonb_build_array(e.lon - 0.02, e.lat + 0.02))
       from bench_escolas e`,
  );
}

async function insertProcesses(client: pg.ClientBase, today: string) {
  const result = await client.query(
    `insert into processos (autoescola_id, aluno_id, renach, categoria, tipo, regime, aberto_em, ladv_numero,
                            ladv_validade, horas_requeridas, noturnas_requeridas, status, created_at, updated_at)
     select b.autoescola_id, b.aluno_id, b.uf || lpad((100000000 + b.g)::text, 9, '0'), b.categoria, t.tipo,
            r.regime, b.aberto_em, lpad((b.g * 37)::text, 11, '0'), b.aberto_em + 365,
            case when r.regime = 'CONTRAN_1020_2025' then 2 when t.tipo = 'adicao' then 15 else 20 end,
            case when r.regime = 'CONTRAN_1020_2025' then 0 else 1 end,
            case b.situacao when 'concluido' then 'concluido' when 'suspenso' then 'cancelado' else 'aberto' end,
            (b.aberto_em + time '10:00') at time zone 'America/Sao_Paulo',
            (b.aberto_em + time '10:00') at time zone 'America/Sao_Paulo'
       from bench_alunos b
      cross join lateral (select case when b.categoria = 'A' and pg_temp.rnd(b.g, 20) < 0.4 then 'adicao'
                                      else 'primeira_habilitacao' end as tipo) t
      cross join lateral (select case when b.aberto_em >= date '2025-12-09' then 'CONTRAN_1020_2025'
                                      else 'CONTRAN_789_2020' end as regime) r
      order by b.g`,
  );
  await client.query(
    `update bench_alunos b set processo_id = p.id from processos p
      where p.autoescola_id = b.autoescola_id and p.aluno_id = b.aluno_id;
     analyze bench_alunos`,
  );
  // Some category B students later add the motorcycle (a second process, without lessons yet).
  await client.query(
    `insert into processos (autoescola_id, aluno_id, renach, categoria, tipo, regime, aberto_em, ladv_numero,
                            ladv_validade, horas_requeridas, noturnas_requeridas, created_at, updated_at)
     select b.autoescola_id, b.aluno_id, b.uf || lpad((100000000 + b.g)::text, 9, '0'), 'A', 'adicao',
            case when b.aberto_em + 60 >= date '2025-12-09' then 'CONTRAN_1020_2025' else 'CONTRAN_789_2020' end,
            b.aberto_em + 60, lpad((b.g * 41)::text, 11, '0'), b.aberto_em + 425,
            case when b.aberto_em + 60 >= date '2025-12-09' then 2 else 15 end,
            case when b.aberto_em + 60 >= date '2025-12-09' then 0 else 1 end,
            ((b.aberto_em + 60) + time '10:00') at time zone 'America/Sao_Paulo',
            ((b.aberto_em + 60) + time '10:00') at time zone 'America/Sao_Paulo'
       from bench_alunos b
      where b.categoria = 'B' and pg_temp.rnd(b.g, 21) < 0.05 and b.aberto_em + 60 <= $1::date`,
    [today],
  );
  await client.query(
    `insert into processo_planos (autoescola_id, processo_id, plano_id, horas_aula, preco_centavos, created_at)
     select b.autoescola_id, b.processo_id, pl.id, pl.horas_aula, pl.preco_centavos,
            (b.aberto_em + time '11:00') at time zone 'America/Sao_Paulo'
       from bench_alunos b
       join planos_praticos pl on pl.autoescola_id = b.autoescola_id
        and pl.nome = case when b.categoria = 'A' then 'Moto 15 aulas'
                           when b.aberto_em >= date '2025-12-09' then '10 aulas' else '20 aulas' end
      where pg_temp.rnd(b.g, 22) < 0.7`,
  );
  return result;
}

/**
 * The lessons. A school's lessons of one day and category are numbered j (by student); cell
 * (j × m + day × 5) mod (19 × vehicles), with m coprime with the grid's size, is a distinct cell of
 * the slot × vehicle grid for each j: no vehicle has two lessons at once, and the instructor,
 * (vehicle's index + day) mod instructors, neither. A day with more lessons of a category than
 * its grid has cells (a rare cluster of students) leaves the extra ones out rather than double-book.
 */
function insertLessons(client: pg.ClientBase, now: Date) {
  return client.query(
    `insert into aulas_praticas (autoescola_id, processo_id, aluno_id, instrutor_id, veiculo_id, inicio, fim,
                                 horas_aula, tipo, status, getran_status, motivo_cancelamento, created_at, updated_at)
     select x.autoescola_id, x.processo_id, x.aluno_id, i.id, v.id, s.inicio, s.inicio + interval '50 minutes', 1,
            case when x.t = 0 then 'conceitos_basicos' when x.t in (5, 8, 11) then 'baliza' else 'normal' end,
            st.status,
            case when st.status <> 'realizada' then null
                 when s.inicio > $1::timestamptz - interval '2 days'
                   then case when st.envio < 0.6 then null else 'Aceito' end
                 when st.envio < 0.86 then 'Aceito'
                 when st.envio < 0.89 then 'Em análise'
                 when st.envio < 0.92 then 'Transação efetuada com sucesso'
                 when st.envio < 0.97 then pg_temp.pick($2::text[], pg_temp.rnd(x.seed, 14))
            end,
            case when st.status = 'cancelada' then pg_temp.pick($3::text[], pg_temp.rnd(x.seed, 15)) end,
            s.inicio - (1 + floor(pg_temp.rnd(x.seed, 16) * 10)::int) * interval '1 day',
            case when st.status = 'agendada' then s.inicio - (1 + floor(pg_temp.rnd(x.seed, 16) * 10)::int) * interval '1 day'
                 else s.inicio + interval '55 minutes' end
       from (select l.*, row_number() over (partition by l.autoescola_id, l.dia, l.categoria order by l.g)::int - 1 as j
               from (select b.g, b.autoescola_id, b.aluno_id, b.processo_id, b.categoria, t, b.g * 64 + t as seed,
                            d.dia
                       from bench_alunos b
                      cross join lateral generate_series(0, b.n_aulas - 1) t
                      cross join lateral (select b.primeira_aula + 2 * t as dia) q0
                      cross join lateral (select q0.dia + case when extract(isodow from q0.dia) = 7 then 1 else 0 end
                                                   as dia) d) l) x
       join bench_escolas e on e.id = x.autoescola_id
      cross join lateral (select case when x.categoria = 'A' then e.motos else e.carros end as frota,
                                 case when x.categoria = 'A' then e.mult_a else e.mult_b end as mult,
                                 x.dia - date '2000-01-01' as dn) c
      cross join lateral (select (x.j * c.mult + c.dn * 5) % (${SLOTS_PER_DAY} * c.frota) as celula) k
       join bench_veiculos v on v.autoescola_id = x.autoescola_id and v.categoria = x.categoria
                            and v.cat_idx = k.celula % c.frota
       join bench_instrutores i on i.autoescola_id = x.autoescola_id and i.idx = (v.idx + c.dn) % e.instrutores
      cross join lateral (select (x.dia + time '06:00' + (k.celula / c.frota) * interval '50 minutes')
                                   at time zone 'America/Sao_Paulo' as inicio) s
      cross join lateral (select case when s.inicio > $1::timestamptz then 'agendada'
                                      when pg_temp.rnd(x.seed, 11) < 0.06 then 'cancelada'
                                      else 'realizada' end as status,
                                 pg_temp.rnd(x.seed, 12) as envio) st
      where x.j < ${SLOTS_PER_DAY} * c.frota`,
    [now, REJECTIONS, CANCEL_REASONS],
  );
}

/** Begin 0–2 min late and 45–48 min long (within the rules), except where the authority said otherwise. */
async function insertAnnotations(client: pg.ClientBase) {
  const result = await client.query(
    `insert into anotacoes_praticas (autoescola_id, aula_id, begin_time, finish_time, hodo_start, hodo_end, created_at)
     select y.autoescola_id, y.id, y.begin_time, y.begin_time + y.duracao * interval '1 minute',
            y.base + 30 * y.ordem, y.base + 30 * y.ordem + 8 + floor(pg_temp.rnd(y.id, 23) * 17)::int, y.begin_time
       from (select a.autoescola_id, a.id, v.hodometro as base,
                    a.inicio + floor(pg_temp.rnd(a.id, 21) * 3)::int * interval '1 minute' as begin_time,
                    case a.getran_status
                      when $1 then 38 + floor(pg_temp.rnd(a.id, 22) * 7)::int
                      when $2 then 62 + floor(pg_temp.rnd(a.id, 22) * 9)::int
                      else 45 + floor(pg_temp.rnd(a.id, 22) * 4)::int end as duracao,
                    row_number() over (partition by a.autoescola_id, a.veiculo_id order by a.inicio) as ordem
               from aulas_praticas a
               join bench_veiculos v on v.autoescola_id = a.autoescola_id and v.id = a.veiculo_id
              where a.status = 'realizada') y`,
    [VIOLATIONS.TEMPO_TOTAL_INSUFICIENTE, VIOLATIONS.AULA_ACIMA_1_HORA],
  );
  return result;
}

async function insertSendStatus(client: pg.ClientBase, now: Date) {
  const result = await client.query(
    `insert into getran_situacoes (autoescola_id, aula_id, ambiente, status, protocolo, hash_aceito, fila, fila_desde,
                                   tentativas, ultimo_erro, respondido_em)
     select a.autoescola_id, a.id, 'producao', a.getran_status,
            case when a.getran_status = any ($1::text[])
                 then e.uf || to_char(n.finish_time, 'YYYYMMDD') || lpad(a.id::text, 10, '0') end,
            case when a.getran_status = any ($1::text[])
                 then encode(sha256(convert_to(e.slug || '-' || a.id || '|' || pg_temp.iso(n.begin_time) || '|' ||
                                               pg_temp.iso(n.finish_time), 'UTF8')), 'hex') end,
            null, null, 0, null,
            n.finish_time + (5 + floor(pg_temp.rnd(a.id, 31) * 600)::int) * interval '1 minute'
       from aulas_praticas a
       join bench_escolas e on e.id = a.autoescola_id
       join anotacoes_praticas n on n.autoescola_id = a.autoescola_id and n.aula_id = a.id
      where a.getran_status is not null
     union all
     select a.autoescola_id, a.id, 'producao', null, null, null, 'falhou', a.inicio + interval '1 day', 5,
            'O GETRAN não respondeu (tempo esgotado).', null
       from aulas_praticas a
       join bench_escolas e on e.id = a.autoescola_id
      where a.status = 'realizada' and a.getran_status is null and a.inicio < $2::timestamptz - interval '2 days'
        and pg_temp.rnd(a.id, 32) < 0.3
     union all
     -- Three schools rehearse in homologação: their last two months.
     select a.autoescola_id, a.id, 'homologacao', 'Aceito', 'H' || lpad(a.id::text, 12, '0'), null, null, null, 0,
            null, a.fim + interval '1 hour'
       from aulas_praticas a
       join bench_escolas e on e.id = a.autoescola_id and e.n <= 3
      where a.status = 'realizada' and a.inicio > $2::timestamptz - interval '60 days'`,
    [ACCEPTED, now],
  );
  return result;
}

async function insertSends(client: pg.ClientBase) {
  const codes = REJECTION_CODES.map(
    (code) => `when ${client.escapeLiteral(VIOLATIONS[code])} then '${code}'`,
  );
  return client.query(
    `insert into getran_envios (autoescola_id, aula_id, ambiente, operacao, payload, http_status, status, codigo,
                                resposta, erro, duracao_ms, created_at)
     select g.autoescola_id, g.aula_id, g.ambiente, op.operacao, p.payload, op.http_status, op.status, op.codigo,
            op.resposta, op.erro, op.duracao, op.quando
       from getran_situacoes g
       join aulas_praticas a on a.autoescola_id = g.autoescola_id and a.id = g.aula_id
       join anotacoes_praticas n on n.autoescola_id = a.autoescola_id and n.aula_id = a.id
       join alunos al on al.autoescola_id = a.autoescola_id and al.id = a.aluno_id
       join processos pr on pr.autoescola_id = a.autoescola_id and pr.id = a.processo_id
       join instrutores i on i.autoescola_id = a.autoescola_id and i.id = a.instrutor_id
       join veiculos v on v.autoescola_id = a.autoescola_id and v.id = a.veiculo_id
       join autoescolas s on s.id = a.autoescola_id
      cross join lateral (select jsonb_build_object(
              'cfc', jsonb_build_object('codigo', s.slug, 'cnpj', s.cnpj, 'uf', s.uf),
              'aula', jsonb_build_object(
                'id_externo', s.slug || '-' || a.id, 'cpf', al.cpf, 'renach', pr.renach, 'categoria', pr.categoria,
                'instrutor', jsonb_build_object('cpf', i.cpf, 'nome', i.nome),
                'veiculo', jsonb_build_object('placa', v.placa),
                'inicio', pg_temp.iso(n.begin_time), 'fim', pg_temp.iso(n.finish_time), 'tipo', a.tipo,
                'dupla', false, 'hodometro_inicio', n.hodo_start, 'hodometro_fim', n.hodo_end)) as payload,
              case g.status ${codes.join(' ')} end as codigo,
              (200 + floor(pg_temp.rnd(a.id, 33) * 900))::int as duracao) p
      cross join lateral (
              select 'enviar' as operacao, 200 as http_status, g.status, null::text as codigo,
                     jsonb_build_object('status', g.status, 'protocolo', g.protocolo) as resposta, null::text as erro,
                     p.duracao, g.respondido_em as quando
               where g.status in ('Aceito', 'Em análise')
              union all
              select 'enviar', 422, $1::text, 'TEMPO_TOTAL_INSUFICIENTE',
                     jsonb_build_object('status', $1::text, 'codigo', 'TEMPO_TOTAL_INSUFICIENTE'), null, p.duracao,
                     g.respondido_em - interval '1 day'
               where g.status = 'Transação efetuada com sucesso'
              union all
              select 'corrigir', 200, g.status, null, jsonb_build_object('status', g.status, 'protocolo', g.protocolo),
                     null, p.duracao, g.respondido_em
               where g.status = 'Transação efetuada com sucesso'
              union all
              select 'enviar', 422, g.status, p.codigo,
                     jsonb_build_object('status', g.status, 'codigo', p.codigo,
                                        'violacoes', jsonb_build_array(jsonb_build_object('codigo', p.codigo, 'mensagem', g.status))),
                     null, p.duracao, g.respondido_em
               where g.status is not null and g.status not in ('Aceito', 'Em análise', 'Transação efetuada com sucesso')
              union all
              select 'enviar', null, null, null, null, 'O GETRAN não respondeu (tempo esgotado).', 10000,
                     g.fila_desde - k * interval '2 hours'
                from generate_series(1, 5) k
               where g.fila = 'falhou') op
      where g.ambiente = 'producao'`,
    [VIOLATIONS.TEMPO_TOTAL_INSUFICIENTE],
  );
}

async function insertLessonHistory(client: pg.ClientBase, today: string) {
  return client.query(
    `insert into aula_historico (autoescola_id, aula_id, acao, de, para, motivo, usuario_id, created_at)
     select a.autoescola_id, a.id, 'agendada', null,
            jsonb_build_object('inicio', pg_temp.iso(a.inicio), 'fim', pg_temp.iso(a.fim),
                               'instrutor_id', a.instrutor_id, 'veiculo_id', a.veiculo_id),
            null, e.admin_id, a.created_at
       from aulas_praticas a join bench_escolas e on e.id = a.autoescola_id
      where a.inicio >= $1::date - 30
     union all
     select a.autoescola_id, a.id, 'cancelada', jsonb_build_object('status', 'agendada'),
            jsonb_build_object('status', 'cancelada'), a.motivo_cancelamento, e.admin_id, a.inicio - interval '3 hours'
       from aulas_praticas a join bench_escolas e on e.id = a.autoescola_id
      where a.status = 'cancelada'`,
    [today],
  );
}

/** One GPS position a minute while each lesson of the last three days ran. */
function insertTracks(client: pg.ClientBase, now: Date) {
  return client.query(
    `insert into aula_posicoes (autoescola_id, aula_id, registrado_em, latitude, longitude, precisao_metros)
     select n.autoescola_id, n.aula_id, n.begin_time + k * interval '1 minute',
            e.lat + (pg_temp.rnd(n.aula_id, 41) - 0.5) * 0.02 + sin(k / 7.0) * 0.003,
            e.lon + (pg_temp.rnd(n.aula_id, 42) - 0.5) * 0.02 + cos(k / 7.0) * 0.003,
            4 + floor(pg_temp.rnd(n.aula_id * 100 + k, 43) * 16)
       from anotacoes_praticas n
       join bench_escolas e on e.id = n.autoescola_id
      cross join lateral generate_series(0, floor(extract(epoch from n.finish_time - n.begin_time) / 60)::int) k
      where n.begin_time >= $1::timestamptz - interval '3 days'`,
    [now],
  );
}

/**
 * The start and end photos of each lesson given in the last 30 days, as the face check left them: most
 * match the reference; 3% show no face, 1% several, 2% another person's. The files are not written
 * (the feed reads the rows; a thumbnail request would 404).
 */
function insertPhotos(client: pg.ClientBase, now: Date) {
  return client.query(
    `insert into aula_fotos (autoescola_id, aula_id, momento, arquivo, latitude, longitude, created_at, verificacao,
                            rostos, similaridade, verificado_em, miniatura)
     select n.autoescola_id, n.aula_id, m.momento,
            'bench/' || n.autoescola_id || '/' || n.aula_id || '-' || m.momento || '.jpg',
            e.lat, e.lon, m.em, v.verificacao,
            case v.verificacao when 'sem_rosto' then 0 when 'varios_rostos' then 2 else 1 end,
            case v.verificacao when 'confere' then 70 + r * 25 when 'divergente' then 20 + r * 25 end,
            m.em + interval '4 seconds',
            'bench/' || n.autoescola_id || '/' || n.aula_id || '-' || m.momento || '-mini.jpg'
       from anotacoes_praticas n
       join bench_escolas e on e.id = n.autoescola_id
      cross join lateral (values ('inicio', n.begin_time), ('fim', n.finish_time)) m (momento, em)
      cross join lateral (select pg_temp.rnd(n.aula_id * 2 + (m.momento = 'fim')::int, 51) as r) q
      cross join lateral (select case when q.r < 0.03 then 'sem_rosto' when q.r < 0.04 then 'varios_rostos'
                                      when q.r < 0.06 then 'divergente' else 'confere' end as verificacao) v
      where n.begin_time >= $1::timestamptz - interval '30 days' and n.finish_time is not null`,
    [now],
  );
}

/**
 * Alerts of the lessons given in the last 90 days, one in about twenty: short lessons, GPS gaps and
 * faces that did not match, most already handled by the school; the last week's still open.
 */
function insertAlerts(client: pg.ClientBase, now: Date) {
  return client.query(
    `insert into alertas (autoescola_id, tipo, severidade, aula_id, instrutor_id, chave, descricao, detalhes,
                          evidencias, estado, nota, tratado_por, tratado_em, detectado_em, created_at, updated_at)
     select a.autoescola_id, t.tipo, t.severidade, a.id, a.instrutor_id, t.tipo || ':aula:' || a.id,
            t.descricao, '{}', '[]',
            case when n.finish_time > $1::timestamptz - interval '7 days' then 'aberto'
                 when q.h < 0.1 then 'contestado' when q.h < 0.2 then 'reconhecido' else 'resolvido' end,
            case when n.finish_time > $1::timestamptz - interval '7 days' or (q.h >= 0.1 and q.h < 0.2) then null
                 else 'Conferido com o instrutor.' end,
            case when n.finish_time > $1::timestamptz - interval '7 days' then null else e.admin_id end,
            case when n.finish_time > $1::timestamptz - interval '7 days' then null else n.finish_time + interval '1 day' end,
            n.finish_time + interval '1 minute', n.finish_time + interval '1 minute', n.finish_time + interval '1 minute'
       from anotacoes_praticas n
       join aulas_praticas a on a.autoescola_id = n.autoescola_id and a.id = n.aula_id
       join bench_escolas e on e.id = n.autoescola_id
      cross join lateral (select pg_temp.rnd(n.aula_id, 61) as r, pg_temp.rnd(n.aula_id, 62) as h) q
      cross join lateral (select case when q.r < 0.02 then 'aula_curta' when q.r < 0.035 then 'gps_lacuna'
                                      else 'foto_rosto_divergente' end as tipo) k
      cross join lateral (select k.tipo,
                                 case k.tipo when 'gps_lacuna' then 'media' else 'alta' end as severidade,
                                 case k.tipo when 'aula_curta' then 'Aula durou menos que o mínimo do estado'
                                             when 'gps_lacuna' then 'Sem posição GPS por mais que o limite do estado'
                                             else 'Rosto da foto não confere com a referência' end as descricao) t
      where n.finish_time >= $1::timestamptz - interval '90 days' and q.r < 0.05`,
    [now],
  );
}

/**
 * Notices of the operator's monitoring staff to the schools' staff (every school, or one in ten)
 * and changelog entries to everyone; recipients read most, archive or delete some. Only when the
 * notifications migration has run.
 */
async function insertNotifications(client: pg.ClientBase, size: Size) {
  const exists = await client.query(`select to_regclass('notificacao_destinatarios') is not null as ok`);
  if (!exists.rows[0]?.ok) return { rowCount: 0 };
  const total = Math.max(40, Math.round(size.schools * 3));
  // The demo seed may have sent some already: only the ones made here get recipients here.
  const { rows } = await client.query<{ ultima: number }>(
    'select coalesce(max(id), 0)::int as ultima from notificacoes',
  );
  const ultima = rows[0]?.ultima ?? 0;
  await client.query(
    `insert into notificacoes (tipo, titulo, descricao, descricao_texto, remetente_id, destino, destino_filtro, created_at)
     select case when k % 7 = 0 then 'version_control' else 'geral' end,
            case when k % 7 = 0 then 'Versão 2.' || k || ' da plataforma'
                 else pg_temp.pick($1::text[], pg_temp.rnd(k, 1)) end,
            '<p>' || t.texto || '</p>', t.texto,
            (select id from usuarios where email = 'monitor@demo.cfc'),
            case when k % 7 = 0 then 'todos' when k % 3 = 0 then 'autoescolas' else 'todas' end,
            case when k % 7 = 0 then null when k % 3 = 0 then jsonb_build_object('autoescolas', jsonb_build_array()) end,
            now() - ($2 - k) * interval '1 day' * 365 / $2
       from generate_series(1, $2) k
      cross join lateral (select 'Aviso ' || k || ': ' ||
                                 'Prezados, informamos que as aulas práticas devem ser enviadas ao DETRAN em até 48 horas. '
                                 || 'Em caso de dúvida, fale com o suporte.' as texto) t
      order by k`,
    [NOTICE_TITLES, total],
  );
  return client.query(
    `insert into notificacao_destinatarios (usuario_id, notificacao_id, read_at, archived_at, deleted_at)
     select u.id, n.id,
            case when r.x < 0.65 then n.created_at + interval '5 hours' end,
            case when r.x >= 0.65 and r.x < 0.75 then n.created_at + interval '1 day' end,
            case when r.x >= 0.97 then n.created_at + interval '2 days' end
       from notificacoes n
       join usuarios u on u.ativo and (
              n.destino = 'todos'
              or (u.id_role not in (3, 4, 9) and u.autoescola_id <> (select id from autoescolas where operadora) and (
                    n.destino = 'todas' or (n.destino = 'autoescolas' and u.autoescola_id % 10 = n.id % 10))))
      cross join lateral (select pg_temp.rnd(n.id * 100000 + u.id, 51) as x) r
      where n.id > $1`,
    [ultima],
  );
}

// ---------- Theory classes ----------

/**
 * The sessions of a first-licence class in order: subject, h/a and which of the class's three
 * instructors gives it (legislation, defensive driving, the rest). 45 h/a in 17 weekdays, as the
 * course of CONTRAN 789/2020 asks (packages/domain, curso-teorico).
 */
const THEORY_PLAN: { disciplina: DisciplinaTeorica; horas: number; grupo: number }[] = [
  ...Array.from({ length: 6 }, () => ({ disciplina: 'legislacao' as const, horas: 3, grupo: 0 })),
  ...Array.from({ length: 4 }, () => ({ disciplina: 'direcao_defensiva' as const, horas: 3, grupo: 1 })),
  ...Array.from({ length: 2 }, () => ({ disciplina: 'direcao_defensiva' as const, horas: 2, grupo: 1 })),
  ...Array.from({ length: 2 }, () => ({ disciplina: 'primeiros_socorros' as const, horas: 2, grupo: 2 })),
  ...Array.from({ length: 2 }, () => ({ disciplina: 'meio_ambiente_convivio' as const, horas: 2, grupo: 2 })),
  { disciplina: 'funcionamento_veiculo', horas: 3, grupo: 2 },
];
/** Days between two classes of a lane: more than a class's 17 weekdays span (25, from a Saturday). */
const CLASS_SPAN_DAYS = 28;
/** Students a class is planned for; the room's places cap it. */
const CLASS_TARGET = 25;
/** The students' first openings, days before today (planStudents). */
const FIRST_OPENING_DAYS_AGO = 400;

/**
 * The classes of each school: one every `intervalo` days (so that about 25 of its first-licence
 * students open a process between two starts), the first that long after the first openings, the
 * last within 30 days ahead (those after the last openings wait for students). Class k runs in
 * lane L = k mod `faixas` (at most 6), in room L mod 2 and shift L div 2 (morning, afternoon,
 * evening); a lane's classes follow each other 28 days apart or more, longer than a class lasts,
 * so no room is taken twice. The instructors of a class are those of its room's parity (even indexes for the first
 * room, odd for the second), so two classes at the same hour never share one; per subject group,
 * instructor 2 × ((k + group) mod ⌊instructors / 2⌋) + room.
 */
async function insertClasses(client: pg.ClientBase, today: string) {
  await client.query(
    `create temp table bench_ritmo as
     select e.id as autoescola_id, e.instrutores, e.admin_id, r.intervalo,
            ceil(${CLASS_SPAN_DAYS}.0 / r.intervalo)::int as faixas,
            $1::date - ${FIRST_OPENING_DAYS_AGO} + 2 + r.intervalo as primeira
       from bench_escolas e
       left join (select b.autoescola_id, count(*) as n from bench_alunos b
                    join processos p on p.autoescola_id = b.autoescola_id and p.id = b.processo_id
                   where p.tipo = 'primeira_habilitacao' and b.situacao <> 'suspenso'
                   group by 1) t on t.autoescola_id = e.id
      cross join lateral (select greatest(${Math.ceil(CLASS_SPAN_DAYS / 6)},
                                          least(60, floor(380.0 * ${CLASS_TARGET} / greatest(t.n, 1))))::int
                                   as intervalo) r`,
    [today],
  );
  await client.query(
    `create temp table bench_turmas as
     select r.autoescola_id, r.admin_id, r.instrutores, k, s.id as sala_id, s.capacidade, f.faixa % 2 as sala_idx,
            f.faixa / 2 as turno, d.dias,
            'Turma ' || lpad((k + 1)::text, 3, '0') || ' - ' || (array['Manhã', 'Tarde', 'Noite'])[f.faixa / 2 + 1]
              as nome,
            case when d.dias[17] < $1::date then 'concluida' when d.dias[1] > $1::date then 'planejada'
                 else 'em_andamento' end as status,
            null::bigint as turma_id
       from bench_ritmo r
      cross join lateral generate_series(0, ($1::date + 30 - r.primeira) / r.intervalo) k
      cross join lateral (select k % r.faixas as faixa) f
       join (select autoescola_id, id, capacidade,
                    row_number() over (partition by autoescola_id order by id)::int - 1 as idx
               from salas) s on s.autoescola_id = r.autoescola_id and s.idx = f.faixa % 2
      cross join lateral (select array(select q.dia from generate_series(0, 30) x
                                        cross join lateral (select r.primeira + k * r.intervalo + x as dia) q
                                        where extract(isodow from q.dia) < 6 order by q.dia limit 17) as dias) d`,
    [today],
  );
  await client.query(
    `with novas as (
       insert into turmas (autoescola_id, nome, curso, sala_id, data_inicio, data_fim, status, created_at, updated_at)
       select t.autoescola_id, t.nome, 'primeira_habilitacao', t.sala_id, t.dias[1], t.dias[17], t.status,
              ((t.dias[1] - 20) + time '10:00') at time zone 'America/Sao_Paulo',
              ((t.dias[1] - 20) + time '10:00') at time zone 'America/Sao_Paulo'
         from bench_turmas t order by t.autoescola_id, t.k
       returning autoescola_id, id, nome)
     update bench_turmas t set turma_id = n.id from novas n where n.autoescola_id = t.autoescola_id and n.nome = t.nome;
     analyze bench_turmas`,
  );
  return client.query(
    `insert into turma_instrutores (autoescola_id, turma_id, disciplina, instrutor_id)
     select t.autoescola_id, t.turma_id, g.disciplina, i.id
       from bench_turmas t
      cross join (values ('legislacao', 0), ('direcao_defensiva', 1), ('primeiros_socorros', 2),
                         ('meio_ambiente_convivio', 2), ('funcionamento_veiculo', 2)) g(disciplina, grupo)
       join bench_instrutores i on i.autoescola_id = t.autoescola_id
                               and i.idx = 2 * ((t.k + g.grupo) % (t.instrutores / 2)) + t.sala_idx`,
  );
}

/**
 * The classes' sessions: before now closed (opened 5 minutes early by the instructor), after scheduled.
 * The practical lessons, generated first, do not know the classes' shifts, so an instructor of a class
 * may have a practical lesson at one of its sessions: migration 0015's trigger would refuse the whole
 * insert. It is off for this insert only (the reads measured do not depend on it).
 */
async function insertTheorySessions(client: pg.ClientBase, now: Date) {
  await client.query('alter table aulas_teoricas disable trigger aulas_teoricas_instrutor_pratica');
  try {
    return await sessions(client, now);
  } finally {
    await client.query('alter table aulas_teoricas enable trigger aulas_teoricas_instrutor_pratica');
  }
}

function sessions(client: pg.ClientBase, now: Date) {
  const column = <K extends keyof (typeof THEORY_PLAN)[number]>(key: K) => THEORY_PLAN.map((row) => row[key]);
  return client.query(
    `insert into aulas_teoricas (autoescola_id, turma_id, sala_id, disciplina, instrutor_id, inicio, fim, status,
                                 aberta_em, aberta_por, encerrada_em, encerrada_por, created_at, updated_at)
     select t.autoescola_id, t.turma_id, t.sala_id, p.disciplina, ti.instrutor_id, h.inicio, h.fim, st.status,
            case when st.status <> 'agendada' then h.inicio - interval '5 minutes' end,
            case when st.status <> 'agendada' then i.usuario_id end,
            case when st.status = 'encerrada' then h.fim + interval '2 minutes' end,
            case when st.status = 'encerrada' then i.usuario_id end,
            ((t.dias[1] - 20) + time '10:00') at time zone 'America/Sao_Paulo',
            case when st.status = 'encerrada' then h.fim + interval '2 minutes'
                 else ((t.dias[1] - 20) + time '10:00') at time zone 'America/Sao_Paulo' end
       from bench_turmas t
      cross join unnest($2::int[], $3::text[], $4::int[]) with ordinality as p(horas, disciplina, grupo, j)
       join turma_instrutores ti on ti.autoescola_id = t.autoescola_id and ti.turma_id = t.turma_id
                                and ti.disciplina = p.disciplina
       join instrutores i on i.autoescola_id = ti.autoescola_id and i.id = ti.instrutor_id
      cross join lateral (select (t.dias[p.j] + (array[time '08:00', time '14:00', time '19:00'])[t.turno + 1])
                                   at time zone 'America/Sao_Paulo' as inicio) s
      cross join lateral (select s.inicio, s.inicio + p.horas * interval '50 minutes' as fim) h
      cross join lateral (select case when h.fim <= $1::timestamptz then 'encerrada'
                                      when h.inicio <= $1::timestamptz then 'aberta'
                                      else 'agendada' end as status) st
      order by t.autoescola_id, t.turma_id, p.j`,
    [now, column('horas'), column('disciplina'), column('grupo')],
  );
}

/**
 * Each first-licence student (not suspended) in the first class that starts two days or more after
 * their opening, enrolled by the school's administrator the day after it; a class takes its room's
 * places in order of opening, and those left over take the course elsewhere (no enrolment).
 */
function insertEnrolments(client: pg.ClientBase) {
  return client.query(
    `insert into matriculas (autoescola_id, turma_id, aluno_id, processo_id, usuario_id, created_at)
     select x.autoescola_id, x.turma_id, x.aluno_id, x.processo_id, x.admin_id,
            ((x.aberto_em + 1) + time '10:00') at time zone 'America/Sao_Paulo'
       from (select b.autoescola_id, b.aluno_id, b.processo_id, b.aberto_em, b.g, t.turma_id, t.admin_id,
                    t.capacidade,
                    row_number() over (partition by t.autoescola_id, t.k order by b.aberto_em, b.g) as lugar
               from bench_alunos b
               join processos p on p.autoescola_id = b.autoescola_id and p.id = b.processo_id
               join bench_ritmo r on r.autoescola_id = b.autoescola_id
               join bench_turmas t on t.autoescola_id = b.autoescola_id
                                  and t.k = greatest(0, ceil(((b.aberto_em + 2) - r.primeira)::numeric
                                                             / r.intervalo)::int)
              where p.tipo = 'primeira_habilitacao' and b.situacao <> 'suspenso') x
      where x.lugar <= x.capacidade
      order by x.autoescola_id, x.turma_id, x.lugar`,
  );
}

/**
 * The attendance list of every session: each active enrolment of the class. In closed sessions 93%
 * came (most within minutes of the start, one in fourteen of them beyond the state's tolerance, a
 * few leaving early), marked by the session's instructor, with the minutes and h/a counted as the
 * domain counts them (minutosPresentes, horasAulaPresentes); the others' places wait unmarked.
 */
function insertAttendance(client: pg.ClientBase) {
  return client.query(
    `insert into presencas (autoescola_id, aula_id, aluno_id, matricula_id, entrada, saida, minutos, horas_aula,
                            marcado_por, marcado_em, created_at)
     select m.autoescola_id, a.id, m.aluno_id, m.id, e.entrada, e.saida, coalesce(c.minutos, 0),
            coalesce(least(floor(extract(epoch from a.fim - a.inicio) / 3000), floor(c.minutos / 50)), 0),
            case when a.status = 'encerrada' then i.usuario_id end,
            case when a.status = 'encerrada' then coalesce(e.entrada, a.fim) end, m.created_at
       from bench_turmas t
       join aulas_teoricas a on a.autoescola_id = t.autoescola_id and a.turma_id = t.turma_id
       join matriculas m on m.autoescola_id = t.autoescola_id and m.turma_id = t.turma_id
       join instrutores i on i.autoescola_id = a.autoescola_id and i.id = a.instrutor_id
       join autoescolas s on s.id = t.autoescola_id
       left join estado_perfis ep on ep.uf = s.uf
      cross join lateral (select pg_temp.rnd(a.id * 1000000 + m.id, 61) as x,
                                 pg_temp.rnd(a.id * 1000000 + m.id, 62) as y,
                                 coalesce(ep.teorica_tolerancia_minutos, 15) * interval '1 minute' as tolerancia) r
      cross join lateral (
              select case when a.status <> 'encerrada' or r.x < 0.07 then null
                          when r.x < 0.12 then a.inicio + (16 + floor(r.y * 35)::int) * interval '1 minute'
                          else a.inicio + (floor(r.y * 14)::int - 6) * interval '1 minute' end as entrada,
                     case when a.status <> 'encerrada' or r.x < 0.07 then null
                          when r.x > 0.97 then a.fim - (20 + floor(r.y * 40)::int) * interval '1 minute'
                          else a.fim end as saida) e
      cross join lateral (
              select greatest(0, round(extract(epoch from
                       case when a.fim - e.saida <= r.tolerancia then a.fim else greatest(e.saida, a.inicio) end -
                       case when e.entrada - a.inicio <= r.tolerancia then a.inicio else least(e.entrada, a.fim) end)
                       / 60))::int as minutos) c`,
  );
}
