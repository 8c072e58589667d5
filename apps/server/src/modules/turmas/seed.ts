import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import {
  addDays,
  atSaoPaulo,
  DEFAULT_STATE_PROFILE,
  type DisciplinaTeorica,
  horasAulaPresentes,
  minutosPresentes,
  todayInSaoPaulo,
} from '@cfc/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/**
 * A running theory class for a demo school (deterministic relative to `today`): 'Turma Noturna' of
 * the first-licence course in the school's first room, weekday evenings 19:00–20:40 (the last one
 * 19:00–19:50) from 16 days ago, 45 h/a in the order of the norm; the first 12 open first-licence
 * processes enrolled (the demo student among them); the sessions before today closed, each with
 * its attendance (a few absences and late arrivals, some beyond the tolerance) and the room camera's
 * snapshots at the start, at a random moment and at the end (small generated PNGs, when a storage
 * is given); today's and later sessions scheduled. Runs in the seed's system transaction.
 */

/** The course's sessions in order: subject and h/a (45 h/a in 23 evenings). */
const PLANO: { disciplina: DisciplinaTeorica; horas: 1 | 2 }[] = [
  ...Array.from({ length: 9 }, () => ({ disciplina: 'legislacao' as const, horas: 2 as const })),
  ...Array.from({ length: 8 }, () => ({ disciplina: 'direcao_defensiva' as const, horas: 2 as const })),
  ...Array.from({ length: 2 }, () => ({ disciplina: 'primeiros_socorros' as const, horas: 2 as const })),
  ...Array.from({ length: 2 }, () => ({ disciplina: 'meio_ambiente_convivio' as const, horas: 2 as const })),
  { disciplina: 'funcionamento_veiculo', horas: 2 },
  { disciplina: 'funcionamento_veiculo', horas: 1 },
];

const MINUTE = 60_000;
const isWeekday = (day: string) => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
};

// ---------- A small PNG (the camera's snapshot of the demo) ----------

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 64×48 RGB picture: a room's wall and a row of desks, tinted by `seed`. */
export function demoPng(seed: number): Buffer {
  const width = 64;
  const height = 48;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const desk = y > 30 && y < 38 && x % 12 < 9;
      const person = y > 20 && y <= 30 && x % 12 > 2 && x % 12 < 6 && (x + seed) % 5 !== 0;
      const base = desk ? [120, 84, 50] : person ? [60, 70, 110] : [200 - y, 210 - y, 190 + (seed % 40)];
      raw.set(
        base.map((value) => Math.max(0, Math.min(255, value))),
        row + 1 + x * 3,
      );
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function seedTurmas(
  trx: Transaction<DB>,
  schoolId: number,
  storage: Storage | null,
  today = todayInSaoPaulo(),
): Promise<number> {
  const sala = await trx
    .selectFrom('salas')
    .select(['id'])
    .where('autoescola_id', '=', schoolId)
    .orderBy('id')
    .executeTakeFirst();
  const camera = sala
    ? await trx
        .selectFrom('cameras')
        .select(['id', 'nome'])
        .where('autoescola_id', '=', schoolId)
        .where('sala_id', '=', sala.id)
        .orderBy('id')
        .executeTakeFirst()
    : undefined;
  const instrutores = await trx
    .selectFrom('instrutores')
    .select('id')
    .where('autoescola_id', '=', schoolId)
    .orderBy('id')
    .execute();
  const processos = await trx
    .selectFrom('processos')
    .select(['id', 'aluno_id'])
    .where('autoescola_id', '=', schoolId)
    .where('tipo', '=', 'primeira_habilitacao')
    .where('status', '=', 'aberto')
    .orderBy('id')
    .limit(12)
    .execute();
  const [i1, , , , i5, i6] = instrutores;
  if (!sala || !i1 || !i5 || !i6 || processos.length === 0) return 0;

  const ministra: Record<DisciplinaTeorica, number> = {
    legislacao: i1.id,
    direcao_defensiva: i5.id,
    primeiros_socorros: i6.id,
    meio_ambiente_convivio: i6.id,
    funcionamento_veiculo: i5.id,
    relacionamento_interpessoal: i6.id,
  };
  const inicioTurma = addDays(today, -16);
  const dias: string[] = [];
  for (let day = inicioTurma; dias.length < PLANO.length; day = addDays(day, 1)) {
    if (isWeekday(day)) dias.push(day);
  }
  const turma = await trx
    .insertInto('turmas')
    .values({
      autoescola_id: schoolId,
      nome: 'Turma Noturna',
      curso: 'primeira_habilitacao',
      sala_id: sala.id,
      data_inicio: inicioTurma,
      data_fim: addDays(dias.at(-1) ?? today, 7),
      status: 'em_andamento',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const disciplinas = [...new Set(PLANO.map((item) => item.disciplina))];
  await trx
    .insertInto('turma_instrutores')
    .values(
      disciplinas.map((disciplina) => ({
        autoescola_id: schoolId,
        turma_id: turma.id,
        disciplina,
        instrutor_id: ministra[disciplina],
      })),
    )
    .execute();
  const matriculas = await trx
    .insertInto('matriculas')
    .values(
      processos.map((processo) => ({
        autoescola_id: schoolId,
        turma_id: turma.id,
        aluno_id: processo.aluno_id,
        processo_id: processo.id,
        created_at: atSaoPaulo(addDays(inicioTurma, -3), '10:00'),
      })),
    )
    .returning(['id', 'aluno_id'])
    .execute();

  const perfil = DEFAULT_STATE_PROFILE;
  for (const [d, { disciplina, horas }] of PLANO.entries()) {
    const day = dias[d] as string;
    const inicio = atSaoPaulo(day, '19:00');
    const fim = new Date(inicio.getTime() + horas * 50 * MINUTE);
    const passada = day < today;
    const aula = await trx
      .insertInto('aulas_teoricas')
      .values({
        autoescola_id: schoolId,
        turma_id: turma.id,
        sala_id: sala.id,
        disciplina,
        instrutor_id: ministra[disciplina],
        inicio,
        fim,
        status: passada ? 'encerrada' : 'agendada',
        aberta_em: passada ? new Date(inicio.getTime() - 5 * MINUTE) : null,
        encerrada_em: passada ? new Date(fim.getTime() + 2 * MINUTE) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('presencas')
      .values(
        matriculas.map((matricula, k) => {
          if (!passada) {
            return {
              autoescola_id: schoolId,
              aula_id: aula.id,
              aluno_id: matricula.aluno_id,
              matricula_id: matricula.id,
            };
          }
          const ausente = (d + k) % 7 === 0;
          const atraso = ((d * 3 + k) % 5) * 7; // 0, 7, 14, 21 or 28 minutes: the last two beyond the tolerance
          const entrada = ausente ? null : new Date(inicio.getTime() + atraso * MINUTE);
          const marcado = { entrada, saida: entrada ? fim : null };
          return {
            autoescola_id: schoolId,
            aula_id: aula.id,
            aluno_id: matricula.aluno_id,
            matricula_id: matricula.id,
            ...marcado,
            minutos: minutosPresentes({ inicio, fim }, marcado, perfil),
            horas_aula: horasAulaPresentes({ inicio, fim }, marcado, perfil),
            marcado_em: entrada ?? fim,
          };
        }),
      )
      .execute();
    if (!passada || !storage) continue;
    const momentos = [
      { tipo: 'inicio' as const, em: inicio },
      { tipo: 'aleatoria' as const, em: new Date(inicio.getTime() + (17 + ((d * 11) % 40)) * MINUTE) },
      { tipo: 'fim' as const, em: fim },
    ];
    for (const [m, momento] of momentos.entries()) {
      const arquivo = `turmas/${schoolId}/aulas/${aula.id}/${momento.tipo}-${randomUUID()}`;
      await storage.put(arquivo, demoPng(d * 3 + m), 'image/png');
      await trx
        .insertInto('evidencias')
        .values({
          autoescola_id: schoolId,
          aula_id: aula.id,
          tipo: momento.tipo,
          capturada_em: momento.em,
          arquivo,
          content_type: 'image/png',
          camera_id: camera?.id ?? null,
          camera_nome: camera?.nome ?? null,
        })
        .execute();
    }
  }
  return turma.id;
}
