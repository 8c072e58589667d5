// The monthly billing run at scale (docs/finance.md "The monthly billing run"): N schools, each with
// its students registered in the month and M practical lessons given in it, generated set-wise on
// the local PostgreSQL (database cfc_bench_faturamento, made afresh), then the run that issues every
// invoice is timed, and run again to show the second run bills nothing. Target: under a minute at
// 500 schools and a month of the large size's lessons (10 million lessons over 13 months: about
// 770 000 a month).
//
//   npm run bench:faturamento -- [--schools 500] [--lessons 1540] [--students 80] [--database URL]
import { loadConfig } from '../apps/server/src/config.ts';
import { executarFaturamento } from '../apps/server/src/modules/faturamento/index.ts';
import { DEFAULT_LIMITS, openDatabase } from '../apps/server/src/platform/db/engine.ts';
import { migrate } from '../apps/server/src/platform/db/migrate.ts';
import { DEFAULT_SERVER, dropDatabase, ensureDatabase, parseArgs, SIZES, seconds } from './src/target.ts';

const args = parseArgs(process.argv.slice(2));
const MESES_DO_LARGE = 13;
const schools = Number(args.values.get('schools') ?? SIZES.large.schools);
/** Lessons of one school in the month: the large size's month spread over its schools. */
const lessons = Number(
  args.values.get('lessons') ?? Math.round(SIZES.large.lessons / MESES_DO_LARGE / SIZES.large.schools),
);
const students = Number(args.values.get('students') ?? 80);
const url = (() => {
  const given = args.values.get('database');
  if (given) return given;
  const server = new URL(DEFAULT_SERVER);
  server.pathname = '/cfc_bench_faturamento';
  return server.toString();
})();
/** The month billed: the one before the current. */
const hoje = new Date();
const mes = new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth() - 1, 1));
const competencia = mes.toISOString().slice(0, 7);
/** Vehicles per school: 14 slots of 50 minutes a day, every day of the month. */
const SLOTS = 14;
const veiculos = Math.max(1, Math.ceil(lessons / (SLOTS * 28)));

/** `--reuse`: the data of a previous run is kept (only its invoices are removed), so only the run is timed again. */
const reuse = args.flags.has('reuse');
await ensureDatabase(url, { fresh: !reuse });
const database = await openDatabase({ kind: 'postgres', url, poolMax: 8 }, DEFAULT_LIMITS);
try {
  await migrate(database.pool);
  const { rows: existentes } = await database.pool.query<{ n: string }>(
    'select count(*) as n from autoescolas',
  );
  if (reuse && Number(existentes[0]?.n) > 0) {
    await database.pool.query('truncate fatura_itens, pagamentos, faturas, faturamentos');
    console.log('dados reaproveitados; faturas anteriores removidas');
  } else await gerar();

  const { rows: ids } = await database.pool.query<{ id: string; operadora: boolean }>(
    'select id, operadora from autoescolas order by id',
  );
  const operadorId = Number(ids.find((e) => e.operadora)?.id);
  const escolas = ids.filter((e) => !e.operadora).map((e) => Number(e.id));
  const financeiro = loadConfig({}).financeiro;

  const rodar = async () => {
    const { rows } = await database.pool.query<{ id: string }>(
      `insert into faturamentos (autoescola_id, competencia, escolas_total) values ($1, $2, $3) returning id`,
      [operadorId, `${competencia}-01`, escolas.length],
    );
    const faturamentoId = Number(rows[0]?.id);
    const inicio = performance.now();
    await executarFaturamento(database.db, financeiro, {
      operadorId,
      faturamentoId,
      competencia,
      escolas,
      usuarioId: null,
    });
    const segundos = (performance.now() - inicio) / 1000;
    const { rows: feito } = await database.pool.query<{ faturas_emitidas: number; valor_centavos: string }>(
      'select faturas_emitidas, valor_centavos from faturamentos where id = $1',
      [faturamentoId],
    );
    return { segundos, ...feito[0] };
  };
  const primeira = await rodar();
  const { rows: linhas } = await database.pool.query<{ n: string }>('select count(*) as n from fatura_itens');
  const segunda = await rodar();
  const resultado = {
    date: new Date().toISOString(),
    competencia,
    schools,
    lessons_per_school: lessons,
    lessons: schools * lessons,
    students_per_school: students,
    lines: Number(linhas[0]?.n),
    first: {
      seconds: Number(primeira.segundos.toFixed(1)),
      invoices: primeira.faturas_emitidas,
      cents: Number(primeira.valor_centavos),
    },
    again: { seconds: Number(segunda.segundos.toFixed(1)), invoices: segunda.faturas_emitidas },
    target_seconds: 60,
    ok: primeira.segundos < 60 && segunda.faturas_emitidas === 0,
  };
  console.log(JSON.stringify(resultado, null, 2));
  if (!resultado.ok) process.exitCode = 1;
} finally {
  await database.close();
  if (args.flags.has('drop')) await dropDatabase(url);
}

/** The schools, their month's students and lessons, set-wise. */
async function gerar(): Promise<void> {
  const client = await database.pool.connect();
  const t0 = performance.now();
  try {
    await client.query('set statement_timeout = 0');
    await client.query(
      `insert into autoescolas (nome_fantasia, slug, uf, operadora) values ('CFC Plataforma', 'public', 'MA', true)`,
    );
    await client.query(
      `insert into autoescolas (nome_fantasia, slug, uf, gratuidade_teorica)
       select 'Autoescola ' || g, 'bench' || g, 'MA', g % 10 = 0 from generate_series(1, $1) g`,
      [schools],
    );
    await client.query(
      `insert into faturamento_contratos (autoescola_id, preco_aluno_cadastrado_centavos, preco_aula_pratica_centavos,
                                          preco_aula_teorica_centavos, franquia_aulas_praticas, dia_vencimento, email_cobranca)
       select id, 3500, 300 + id % 5 * 10, 100, id % 3 * 50, 10, 'financeiro@' || slug || '.com.br'
         from autoescolas where not operadora`,
    );
    // The month's students, each with a process; registered on a day of the month.
    await client.query(
      `insert into alunos (autoescola_id, nome, cpf, created_at)
       select e.id, 'Aluno ' || g, lpad((e.id * 100000 + g)::text, 11, '0'),
              $2::date + (g % 28) * interval '1 day' + interval '12 hours'
         from autoescolas e cross join generate_series(1, $1) g where not e.operadora`,
      [students, `${competencia}-01`],
    );
    await client.query(
      `insert into processos (autoescola_id, aluno_id, renach, categoria, tipo, regime, aberto_em, horas_requeridas)
       select a.autoescola_id, a.id, 'MA' || lpad(a.id::text, 9, '0'), 'B', 'primeira_habilitacao',
              'CONTRAN_1020_2025', a.created_at::date, 2
         from alunos a`,
    );
    await client.query(
      `insert into instrutores (autoescola_id, nome, cpf, cnh_numero, cnh_categoria, credencial_numero, credencial_validade)
       select e.id, 'Instrutor ' || v, lpad((e.id * 100 + v)::text, 11, '0'), lpad((e.id * 100 + v)::text, 11, '0'),
              'AB', 'CR' || e.id || v, date '2030-01-01'
         from autoescolas e cross join generate_series(1, $1) v where not e.operadora`,
      [veiculos],
    );
    await client.query(
      `insert into veiculos (autoescola_id, placa, renavam, marca, modelo, ano_fabricacao, categoria)
       select e.id, 'B' || chr(65 + (e.id / 1000)::int % 26) || chr(65 + (e.id / 26)::int % 26) || v
                 || chr(65 + e.id::int % 26) || lpad((e.id % 100)::text, 2, '0'),
              lpad((e.id * 100 + v)::text, 11, '0'), 'Fiat', 'Argo', 2024, 'B'
         from autoescolas e cross join generate_series(1, $1) v where not e.operadora`,
      [veiculos],
    );
    console.log(`cadastros: ${seconds(t0)} s`);
    const t1 = performance.now();
    // Lesson k of a school: slot k / vehicles of the month (14 a day from 07:00), vehicle k % vehicles;
    // the students of one slot are distinct, so no exclusion constraint is hit. 94 % given.
    await client.query(
      `insert into aulas_praticas (autoescola_id, processo_id, aluno_id, instrutor_id, veiculo_id, inicio, fim, status)
       select e.id, p.id, p.aluno_id, i.id, v.id, s.inicio, s.inicio + interval '50 minutes',
              case when k % 17 = 0 then 'cancelada' else 'realizada' end
         from autoescolas e
         cross join generate_series(0, $1 - 1) k
         cross join lateral (select ($3::date + (k / $2 / ${SLOTS}) * interval '1 day'
                                     + time '10:00' + ((k / $2) % ${SLOTS}) * interval '50 minutes') as inicio) s
         join lateral (select id from veiculos where autoescola_id = e.id order by id offset k % $2 limit 1) v on true
         join lateral (select id from instrutores where autoescola_id = e.id order by id offset k % $2 limit 1) i on true
         join lateral (select id, aluno_id from processos where autoescola_id = e.id
                        order by id offset (k / $2 * $2 + k % $2) % $4 limit 1) p on true
        where not e.operadora`,
      [lessons, veiculos, `${competencia}-01`, students],
    );
    await client.query('analyze');
    const { rows } = await client.query<{ n: string }>('select count(*) as n from aulas_praticas');
    console.log(`aulas práticas: ${rows[0]?.n} em ${seconds(t1)} s`);
  } finally {
    client.release();
  }
}
