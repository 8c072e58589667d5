import { addDays } from '@cfc/domain';
import type pg from 'pg';

/**
 * What the runs ask for, read from the generated data with the owner's connection: which schools,
 * students, periods and free slots, so every request is valid and every write succeeds.
 */

export interface BenchSchool {
  id: number;
  slug: string;
  uf: string;
  /** The school's administrator (role 1, every flag), for the school's own calls. */
  admin: string;
}

export async function benchSchools(client: pg.ClientBase): Promise<BenchSchool[]> {
  const { rows } = await client.query<BenchSchool>(
    `select a.id::int as id, a.slug, a.uf, u.email as admin
       from autoescolas a join usuarios u on u.autoescola_id = a.id and u.email = 'admin@' || a.slug || '.com.br'
      order by a.id`,
  );
  if (rows.length === 0) throw new Error('o banco não tem os dados gerados: rode npm run bench:data antes');
  return rows;
}

/** `count` items spread evenly over `list`. */
export function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  return Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)] as T);
}

/** The managers' accounts: the login pool (the administrators stay logged in for the other runs). */
export async function loginPool(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ email: string }>(
    `select u.email from usuarios u join autoescolas a on a.id = u.autoescola_id
      where u.id_role = 5 and u.email like 'gestor%@' || a.slug || '.com.br' order by u.id`,
  );
  return rows.map((row) => row.email);
}

/** The first and last day of the month before `today`. */
export function previousMonth(today: string): { inicio: string; fim: string } {
  const first = `${today.slice(0, 7)}-01`;
  const fim = addDays(first, -1);
  return { inicio: `${fim.slice(0, 7)}-01`, fim };
}

/** Students with lessons given in the last two months, one per school, by CPF. */
export async function studentsWithLessons(
  client: pg.ClientBase,
  schools: readonly number[],
): Promise<string[]> {
  const { rows } = await client.query<{ cpf: string }>(
    `select al.cpf from unnest($1::bigint[]) s(id)
      cross join lateral (select a.aluno_id from aulas_praticas a
                           where a.autoescola_id = s.id and a.status = 'realizada' and a.inicio > now() - interval '60 days'
                           order by a.inicio limit 1) a
       join alunos al on al.autoescola_id = s.id and al.id = a.aluno_id`,
    [schools],
  );
  return rows.map((row) => row.cpf);
}

export interface TheoryStudent {
  autoescolaId: number;
  slug: string;
  cpf: string;
}

/**
 * A student of each school, for the student's theory list: one with an account and an open process
 * enrolled in a class, preferring a class under way (closed sessions and scheduled ones).
 */
export async function theoryStudents(
  client: pg.ClientBase,
  schools: readonly number[],
): Promise<TheoryStudent[]> {
  const { rows } = await client.query<TheoryStudent>(
    `select s.id::int as "autoescolaId", e.slug, al.cpf from unnest($1::bigint[]) s(id)
       join autoescolas e on e.id = s.id
      cross join lateral (select m.aluno_id from matriculas m
                            join turmas t on t.autoescola_id = m.autoescola_id and t.id = m.turma_id
                            join processos p on p.autoescola_id = m.autoescola_id and p.id = m.processo_id
                           where m.autoescola_id = s.id and m.status = 'ativa' and p.status = 'aberto'
                           order by t.status = 'em_andamento' desc, t.data_inicio desc, m.id limit 1) m
       join alunos al on al.autoescola_id = s.id and al.id = m.aluno_id and al.usuario_id is not null`,
    [schools],
  );
  return rows;
}

export interface Booking {
  autoescolaId: number;
  body: { processo_id: number; instrutor_id: number; veiculo_id: number; inicio: string; horas_aula: 1 };
}

/** Twelve lessons a day per instructor: the daily limit of the default state profile. */
const BOOKING_SLOTS = 12;

/**
 * `count` bookings that break no rule: days after the last lesson in the database (Sundays
 * skipped), each instructor paired with one car of its school for the day's first 12 slots, each
 * student (an open category B process of CONTRAN 1.020/2025, which does not expire, with a valid
 * LADV) once a day. Ordered so that consecutive requests involve different instructors.
 */
export async function bookings(client: pg.ClientBase, schools: readonly number[], count: number) {
  const { rows: last } = await client.query<{ dia: string }>(
    `select to_char((max(inicio) at time zone 'America/Sao_Paulo')::date + 1, 'YYYY-MM-DD') as dia
       from aulas_praticas`,
  );
  const firstDay = last[0]?.dia;
  if (!firstDay) throw new Error('nenhuma aula no banco');
  const { rows: pairs } = await client.query<{
    autoescola_id: number;
    instrutor_id: number;
    veiculo_id: number;
  }>(
    `select s.id::int as autoescola_id, i.id::int as instrutor_id, v.id::int as veiculo_id
       from unnest($1::bigint[]) s(id)
      cross join lateral (select id, row_number() over (order by id) as r from instrutores
                           where autoescola_id = s.id and ativo) i
       join lateral (select id, row_number() over (order by id) as r from veiculos
                      where autoescola_id = s.id and ativo and categoria = 'B') v on v.r = i.r
      order by i.r, s.id`,
    [schools],
  );
  const { rows: processes } = await client.query<{ autoescola_id: number; id: number }>(
    `select p.autoescola_id::int, p.id::int from processos p
      where p.autoescola_id = any ($1::bigint[]) and p.categoria = 'B' and p.status = 'aberto'
        and p.regime = 'CONTRAN_1020_2025' and (p.ladv_validade is null or p.ladv_validade >= $2::date + 60)
      order by p.autoescola_id, p.id`,
    [schools, firstDay],
  );
  const bySchool = new Map<number, number[]>();
  for (const row of processes)
    bySchool.set(row.autoescola_id, [...(bySchool.get(row.autoescola_id) ?? []), row.id]);

  const result: Booking[] = [];
  for (let d = 0; result.length < count && d < 365; d++) {
    const day = addDays(firstDay, d);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) continue;
    const used = new Map<number, number>();
    for (let slot = 0; slot < BOOKING_SLOTS; slot++) {
      const minutes = 6 * 60 + slot * 50;
      const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      for (const pair of pairs) {
        const students = bySchool.get(pair.autoescola_id) ?? [];
        const next = used.get(pair.autoescola_id) ?? 0;
        const processo = students[next];
        if (processo === undefined) continue;
        used.set(pair.autoescola_id, next + 1);
        result.push({
          autoescolaId: pair.autoescola_id,
          body: {
            processo_id: processo,
            instrutor_id: pair.instrutor_id,
            veiculo_id: pair.veiculo_id,
            inicio: new Date(`${day}T${time}:00-03:00`).toISOString(),
            horas_aula: 1,
          },
        });
      }
    }
  }
  return result.slice(0, count);
}

export interface LessonNow {
  id: number;
  autoescola_id: number;
  slug: string;
  instrutor_cpf: string;
  /** 0..4: the lessons of a pair start 100 and 50 minutes ago, now, in 50 and in 100 minutes. */
  rodada: number;
  hodometro: number;
}

/** Minutes early or late an instructor may start while the run lasts (the profiles' maximum). */
export const CHECKIN_TOLERANCE = 120;

/**
 * Lessons that can be started now, for the start/track/finish runs: instructors with accounts and
 * cars or motorcycles of the school, both free from 100 minutes ago to 150 minutes ahead (the
 * instructors of theory sessions too, which migration 0015's trigger would refuse), five
 * back-to-back lessons each (starting 100 and 50 minutes ago, now, in 50 and in 100 minutes) with
 * five free students whose learner's permit (LADV) is still valid, as starting a lesson checks.
 * The rows are inserted directly, as a school's agenda would already hold them.
 */
export async function lessonsToStart(
  client: pg.ClientBase,
  schools: readonly number[],
  now: Date,
  maxPairs: number,
): Promise<LessonNow[]> {
  const { rows } = await client.query<LessonNow>(
    `with janela as (select date_trunc('minute', $2::timestamptz) - interval '100 minutes' as de,
                            date_trunc('minute', $2::timestamptz) + interval '150 minutes' as ate),
     instrutores_livres as (
       select i.autoescola_id, i.id, i.cpf, row_number() over (partition by i.autoescola_id order by i.id) as r
         from instrutores i, janela j
        where i.autoescola_id = any ($1::bigint[]) and i.ativo and i.usuario_id is not null
          and not exists (select 1 from aulas_praticas a
                           where a.autoescola_id = i.autoescola_id and a.instrutor_id = i.id
                             and a.status <> 'cancelada' and a.inicio < j.ate and a.fim > j.de)
          and not exists (select 1 from aulas_teoricas t
                           where t.autoescola_id = i.autoescola_id and t.instrutor_id = i.id
                             and t.inicio < j.ate and t.fim > j.de)),
     veiculos_livres as (
       select v.autoescola_id, v.id, v.categoria, v.hodometro,
              row_number() over (partition by v.autoescola_id order by v.id) as r
         from veiculos v, janela j
        where v.autoescola_id = any ($1::bigint[]) and v.ativo and v.categoria in ('A', 'B')
          and not exists (select 1 from aulas_praticas a
                           where a.autoescola_id = v.autoescola_id and a.veiculo_id = v.id
                             and a.status <> 'cancelada' and a.inicio < j.ate and a.fim > j.de)),
     alunos_livres as (
       select p.autoescola_id, p.categoria, p.id as processo_id, p.aluno_id,
              row_number() over (partition by p.autoescola_id, p.categoria order by p.id) as r
         from processos p, janela j
        where p.autoescola_id = any ($1::bigint[]) and p.categoria in ('A', 'B') and p.status = 'aberto'
          and (p.ladv_validade is null or p.ladv_validade > (j.ate at time zone 'America/Sao_Paulo')::date)
          and not exists (select 1 from aulas_praticas a
                           where a.autoescola_id = p.autoescola_id and a.aluno_id = p.aluno_id
                             and a.status <> 'cancelada' and a.inicio < j.ate and a.fim > j.de)),
     pares as (
       select i.autoescola_id, i.id as instrutor_id, i.cpf, v.id as veiculo_id, v.categoria, v.hodometro,
              row_number() over (partition by i.autoescola_id, v.categoria order by i.r) as r
         from instrutores_livres i join veiculos_livres v on v.autoescola_id = i.autoescola_id and v.r = i.r
        order by i.r, i.autoescola_id
        limit $3),
     novas as (
       insert into aulas_praticas (autoescola_id, processo_id, aluno_id, instrutor_id, veiculo_id, inicio, fim)
       select p.autoescola_id, al.processo_id, al.aluno_id, p.instrutor_id, p.veiculo_id,
              date_trunc('minute', $2::timestamptz) + (k - 2) * interval '50 minutes',
              date_trunc('minute', $2::timestamptz) + (k - 1) * interval '50 minutes'
         from pares p cross join generate_series(0, 4) k
         join alunos_livres al on al.autoescola_id = p.autoescola_id and al.categoria = p.categoria
                              and al.r = (p.r - 1) * 5 + k + 1
       returning id, autoescola_id, instrutor_id, inicio)
     select n.id::int, n.autoescola_id::int, s.slug, p.cpf as instrutor_cpf,
            ((extract(epoch from n.inicio - date_trunc('minute', $2::timestamptz)) / 3000) + 2)::int as rodada,
            p.hodometro
       from novas n join pares p on p.autoescola_id = n.autoescola_id and p.instrutor_id = n.instrutor_id
       join autoescolas s on s.id = n.autoescola_id
      order by rodada, n.autoescola_id, n.instrutor_id`,
    [schools, now, maxPairs],
  );
  return rows;
}

/**
 * Widens the check-in tolerance of these states' profiles to the maximum while the runs last, so a
 * car's five lessons can all be started now; answers how to put the profiles back.
 */
export async function widenCheckin(
  client: pg.ClientBase,
  ufs: readonly string[],
): Promise<() => Promise<void>> {
  const { rows: before } = await client.query<{ uf: string; tolerancia: number }>(
    `select uf, tolerancia_checkin_minutos as tolerancia from estado_perfis where uf = any ($1::text[])`,
    [ufs],
  );
  await client.query(
    `insert into estado_perfis (uf, tolerancia_checkin_minutos) select unnest($1::text[]), $2
     on conflict (uf) do update set tolerancia_checkin_minutos = excluded.tolerancia_checkin_minutos`,
    [ufs, CHECKIN_TOLERANCE],
  );
  return async () => {
    const kept = before.map((row) => row.uf);
    await client.query(
      `delete from estado_perfis where uf = any ($1::text[]) and not uf = any ($2::text[])`,
      [ufs, kept],
    );
    for (const row of before) {
      await client.query('update estado_perfis set tolerancia_checkin_minutos = $2 where uf = $1', [
        row.uf,
        row.tolerancia,
      ]);
    }
  };
}

/**
 * Removes the lessons `lessonsToStart` made, with what the runs recorded on them (annotation,
 * history, track), so the next run finds the same instructors and vehicles free. The audit log
 * keeps its lines: it is append-only.
 */
export async function removeLessons(client: pg.ClientBase, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await client.query('begin');
  try {
    for (const table of ['aula_historico', 'anotacoes_praticas']) {
      await client.query(`delete from ${table} where aula_id = any ($1::bigint[])`, [ids]);
    }
    // Positions, photos and send records go with the lesson (on delete cascade).
    await client.query('delete from aulas_praticas where id = any ($1::bigint[])', [ids]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
