import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { imageTypeOf } from '../../platform/storage/uploads.ts';
import { ffmpegPath } from '../../platform/streaming/ffmpeg.ts';
import type { Platform } from '../../server.ts';
import type { DemoSchool } from '../../test/demo-school.ts';
import type { Session } from '../../test/platform.ts';
import { turmasFixtures } from '../turmas/turmas.fixtures.ts';

/** Arrangements for the remote lessons' tests: photos as uploads, free instructors, remote sessions, a stream. */

/** A multipart body with the photo as `arquivo`, after the text fields given (consent first). */
export function foto(content: Buffer, fields: Record<string, string> = {}) {
  const boundary = '----cfcEadBoundary9xQ2';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="foto"\r\nContent-Type: ${imageTypeOf(content)}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** What an instructor's browser sends: `seconds` of WebM with VP8 and Opus, made by ffmpeg itself. */
export async function webm(seconds: number): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-ead-'));
  try {
    const file = path.join(dir, 'aula.webm');
    await promisify(execFile)(ffmpegPath(), [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=30'],
      ...[
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:sample_rate=48000',
        '-t',
        String(seconds),
        '-c:v',
        'libvpx',
      ],
      ...['-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k', '-c:a', 'libopus', '-f', 'webm', file],
    ]);
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function eadFixtures(platform: () => Platform, school: () => DemoSchool) {
  const fx = turmasFixtures(platform, school);
  const db = () => platform().database.db;

  const upload = (url: string, session: Session, body: ReturnType<typeof foto>) =>
    platform().app.inject({
      method: 'PUT',
      url: `/api/v1${url}`,
      headers: { ...session.headers, ...body.headers },
      payload: body.payload,
    });

  /** An instructor of the school with no practical lesson in the next hours (a session moves to now). */
  async function instrutorLivre(exceto: number[] = []): Promise<number> {
    const { rows } = await sql<{ id: number }>`select i.id from instrutores i
      where i.autoescola_id = ${school().id} and i.ativo and not exists (
        select 1 from aulas_praticas p where p.autoescola_id = i.autoescola_id and p.instrutor_id = i.id
          and p.status <> 'cancelada' and p.fim > now() - interval '3 hours' and p.inicio < now() + interval '3 hours')
        and i.id <> all(${exceto}::bigint[])
      order by i.id limit 1`.execute(db());
    if (!rows[0]) throw new Error('nenhum instrutor livre');
    return Number(rows[0].id);
  }

  /** The student of an account. */
  async function alunoDe(session: Session): Promise<number> {
    const row = await db()
      .selectFrom('alunos')
      .select('id')
      .where('usuario_id', '=', session.usuarioId)
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * A remote session of a new class of `instrutor`, the student enrolled through a 1.020/2025
   * process, moved to start `inicio` minutes from now.
   */
  async function aulaRemota(
    staff: Session,
    alunoId: number,
    instrutor: number,
    inicio: number,
  ): Promise<{ id: number; link: string; modalidade: string }> {
    const turma = await fx.turma(staff, {
      instrutores: [{ disciplina: 'legislacao', instrutor_id: instrutor }],
    });
    const alunoIndex = school().alunos.findIndex((item) => item.id === alunoId);
    await fx.matricula(staff, turma.id_turma, await fx.processo(alunoIndex, 'CONTRAN_1020_2025'));
    const reply = await fx.call('POST', `/turmas/${turma.id_turma}/aulas`, staff, {
      disciplina: 'legislacao',
      instrutor_id: instrutor,
      data: fx.DIA,
      hora_inicio: '08:00',
      hora_fim: '09:40',
      modalidade: 'remota_ao_vivo',
    });
    if (reply.statusCode !== 201) throw new Error(reply.body);
    const aula = reply.json().dados;
    await fx.mover(aula.id_aula_teorica, inicio, inicio + 100);
    return { id: aula.id_aula_teorica, link: aula.link_ead, modalidade: aula.modalidade };
  }

  return { ...fx, upload, instrutorLivre, alunoDe, aulaRemota };
}
