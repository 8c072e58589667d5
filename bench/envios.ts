// Latency of the GETRAN send list (GET /dashboard/aulas/praticas/envios) over 100,000 given lessons
// with their send records, on PostgreSQL, from a second process; and the same SQL straight
// through `pg` for comparison.
// Usage: npm run bench:envios  — needs PostgreSQL (BENCH_DATABASE_URL, default the local server).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { waitForHealth } from './wait.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const lessons = Number(process.env.BENCH_LESSONS ?? 100_000);
const port = Number(process.env.BENCH_PORT ?? 3410);
const url = `http://127.0.0.1:${port}`;
const database = `cfc_bench_envios_${process.pid}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-bench-'));

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
    GETRAN_SIM_PORT: '0',
  },
});

/** Given lessons of Autoescola Demo every 10 minutes back from a year ago, one send record each. */
async function fill(client: pg.Client): Promise<void> {
  const started = performance.now();
  await client.query(
    `with escola as (select id from autoescolas where slug = 'autoescolademo'),
          processos_um as (
            select distinct on (p.aluno_id) p.id, p.aluno_id, row_number() over (order by p.aluno_id) - 1 as n
              from processos p join escola e on e.id = p.autoescola_id order by p.aluno_id, p.id),
          quantos as (select count(*) as n from processos_um),
          instrutores as (select id, row_number() over (order by id) - 1 as n from instrutores i
                            where i.autoescola_id = (select id from escola)),
          veiculos as (select id, row_number() over (order by id) - 1 as n from veiculos v
                         where v.autoescola_id = (select id from escola))
     insert into aulas_praticas
       (autoescola_id, processo_id, aluno_id, instrutor_id, veiculo_id, inicio, fim, status, getran_status)
     select (select id from escola), p.id, p.aluno_id, i.id, v.id,
            now() - interval '365 days' - g * interval '10 minutes',
            now() - interval '365 days' - g * interval '10 minutes' + interval '50 minutes',
            'realizada',
            case when g % 10 < 7 then 'Aceito' when g % 10 = 7 then 'Tempo total da aula inferior a 45 minutos' end
       from generate_series(0, $1 - 1) g
       join processos_um p on p.n = g % (select n from quantos)
       join instrutores i on i.n = g % (select count(*) from instrutores)
       join veiculos v on v.n = g % (select count(*) from veiculos)`,
    [lessons],
  );
  await client.query(
    `insert into anotacoes_praticas (autoescola_id, aula_id, begin_time, finish_time, hodo_start, hodo_end)
     select autoescola_id, id, inicio, inicio + interval '50 minutes', 1000, 1020
       from aulas_praticas a
      where not exists (select 1 from anotacoes_praticas n where n.aula_id = a.id and n.autoescola_id = a.autoescola_id)
        and a.status = 'realizada'`,
  );
  await client.query(
    `insert into getran_envios (autoescola_id, aula_id, ambiente, operacao, http_status, status, duracao_ms)
     select autoescola_id, id, 'producao', 'enviar', 200, coalesce(getran_status, 'Aceito'), 30
       from aulas_praticas where getran_status is not null`,
  );
  await client.query('analyze');
  console.log(
    `dados: ${lessons} aulas e os envios em ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function token(): Promise<string> {
  const reply = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'suporte@demo.cfc', password: 'demo1234', encerrar_outra_sessao: true }),
  });
  const body = (await reply.json()) as { dados: { access_token: string } };
  return body.dados.access_token;
}

async function measure(name: string, pathAndQuery: string, bearer: string) {
  const options = {
    url: `${url}/api/v1${pathAndQuery}`,
    headers: { authorization: `Bearer ${bearer}`, accept: 'application/json' },
    connections: 10,
  };
  await autocannon({ ...options, duration: 3 }); // warm-up
  const result = await autocannon({ ...options, duration: 10 });
  return {
    name,
    requests_per_second: result.requests.average,
    latency_ms: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    errors: result.errors + result.non2xx,
  };
}

try {
  await waitForHealth(url);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await fill(client);
  const bearer = await token();
  const de = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  const ate = new Date(Date.now() - 370 * 86_400_000).toISOString().slice(0, 10);
  const { rows } = await client.query('select cpf from alunos order by id limit 1');
  const figures = [
    await measure(
      'envios: escola + período + status',
      `/dashboard/aulas/praticas/envios?schema=autoescolademo&inicio=${de}&fim=${ate}&status=PENDENTE&page=1`,
      bearer,
    ),
    await measure(
      'envios: escola + CPF',
      `/dashboard/aulas/praticas/envios?schema=autoescolademo&cpf=${rows[0].cpf}`,
      bearer,
    ),
    await measure('envios: todas as escolas, primeira página', '/dashboard/aulas/praticas/envios', bearer),
  ];
  await client.end();
  console.log(JSON.stringify({ lessons, engine: 'postgres', figures }, null, 2));
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
