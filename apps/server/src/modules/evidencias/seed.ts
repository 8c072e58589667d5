import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import sharp from 'sharp';
import type { DB } from '../../platform/db/schema.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/**
 * The evidence of the demo school's given lessons, as the instructor's phone would have sent it: a
 * GPS fix every 30 seconds along a loop whose length matches the odometer, the start and end
 * photos (when a storage is given) with their face check, and one lesson given in contingency
 * with its signed attendance sheet. Deterministic; runs in the seed's system transaction after the
 * lessons (seed-aulas.ts), adding rows and never changing theirs.
 */

const FIX_SECONDS = 30;
/** Where the demo school's lessons drive: São Luís (MA). */
const CENTRE = { lat: -2.53, lng: -44.3 };
/** Half the height of a lap, in degrees (about 555 m). */
const LAP_RADIUS = 0.005;
const METRES_PER_DEGREE = 111_320;

interface Given {
  id: number;
  veiculo_id: number;
  processo_id: number;
  aluno_id: number;
  instrutor_id: number;
  begin_time: Date;
  finish_time: Date;
  hodo_start: number;
  hodo_end: number;
}

/**
 * Laps of `km` kilometres in all around a centre chosen by the lesson, one fix every 30 s, inside the
 * school's 'Centro' perimeter (processos/seed.ts), so the demo's given lessons raise no perimeter alert:
 * an ellipse 1.25 times as wide as tall, about 3.9 km round, driven as many times as the odometer says.
 */
function track(
  aula: Given,
): { registrado_em: Date; latitude: number; longitude: number; precisao_metros: number }[] {
  const seconds = (aula.finish_time.getTime() - aula.begin_time.getTime()) / 1000;
  const fixes = Math.max(2, Math.floor(seconds / FIX_SECONDS) + 1);
  const metres = (aula.hodo_end - aula.hodo_start) * 1000;
  // The ellipse's perimeter: about 2π × 1.1285 × its height.
  const lap = 2 * Math.PI * 1.1285 * LAP_RADIUS * METRES_PER_DEGREE;
  const laps = metres / lap;
  const angle0 = (aula.id % 12) * (Math.PI / 6);
  const centre = {
    lat: CENTRE.lat + Math.sin(angle0) * 0.002,
    lng: CENTRE.lng + Math.cos(angle0) * 0.002,
  };
  return Array.from({ length: fixes }, (_, i) => {
    const t = (i / (fixes - 1)) * laps * 2 * Math.PI;
    // A wobble of a few metres, as real fixes have.
    const wobble = Math.sin(i * 1.7 + aula.id) * 0.00004;
    return {
      registrado_em: new Date(aula.begin_time.getTime() + i * FIX_SECONDS * 1000),
      latitude: centre.lat + Math.sin(t + angle0) * LAP_RADIUS + wobble,
      longitude: centre.lng + Math.cos(t + angle0) * LAP_RADIUS * 1.25 - wobble,
      precisao_metros: 4 + (i % 7),
    };
  });
}

/** A head-and-shoulders portrait, tinted by `seed`: the demo's evidence photo of a student. */
function retrato(seed: number): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320">
    <rect width="240" height="320" fill="hsl(${hue}, 25%, 82%)"/>
    <rect y="250" width="240" height="70" fill="hsl(${hue}, 15%, 55%)"/>
    <ellipse cx="120" cy="300" rx="95" ry="70" fill="hsl(${(hue + 180) % 360}, 35%, 40%)"/>
    <ellipse cx="120" cy="140" rx="58" ry="72" fill="hsl(28, 45%, ${55 + (seed % 20)}%)"/>
    <path d="M62,120 Q120,40 178,120 Q170,70 120,62 Q70,70 62,120 Z" fill="hsl(25, 40%, ${15 + (seed % 15)}%)"/>
    <circle cx="98" cy="135" r="6" fill="#2b2b2b"/><circle cx="142" cy="135" r="6" fill="#2b2b2b"/>
    <path d="M100,180 Q120,195 140,180" stroke="#7a3b2e" stroke-width="5" fill="none"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** The face check of the demo's photos: nearly all match; a few do not, so the screens show both. */
function verificacao(aulaId: number, momento: 'inicio' | 'fim') {
  if (aulaId % 29 === 0 && momento === 'fim')
    return { verificacao: 'divergente' as const, rostos: 1, similaridade: 31.5 };
  if (aulaId % 31 === 0 && momento === 'inicio')
    return { verificacao: 'sem_rosto' as const, rostos: 0, similaridade: null };
  return { verificacao: 'confere' as const, rostos: 1, similaridade: 86 + ((aulaId * 7) % 12) + 0.5 };
}

/** A one-page PDF: the signed attendance sheet of the contingency lesson. */
function folhaDePresenca(aulaId: number): Buffer {
  const text = `Folha de presenca assinada - aula ${aulaId}`;
  const stream = `BT /F1 14 Tf 56 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function seedEvidencias(
  trx: Transaction<DB>,
  schoolId: number,
  storage: Storage | null,
): Promise<void> {
  const given: Given[] = (await trx
    .selectFrom('aulas_praticas as a')
    .innerJoin('anotacoes_praticas as n', (j) =>
      j.onRef('n.autoescola_id', '=', 'a.autoescola_id').onRef('n.aula_id', '=', 'a.id'),
    )
    .select([
      'a.id',
      'a.veiculo_id',
      'a.processo_id',
      'a.aluno_id',
      'a.instrutor_id',
      'n.begin_time',
      'n.finish_time',
      'n.hodo_start',
      'n.hodo_end',
    ])
    .where('a.autoescola_id', '=', schoolId)
    .where('a.status', '=', 'realizada')
    .where('n.finish_time', 'is not', null)
    .orderBy('a.id')
    .execute()) as Given[];
  if (given.length === 0) return;
  // One portrait per student, drawn once.
  const retratos = new Map<number, Promise<Buffer>>();
  const retratoDe = (alunoId: number) => {
    const made = retratos.get(alunoId) ?? retrato(alunoId);
    retratos.set(alunoId, made);
    return made;
  };

  // The photo feed's demo (fotos/seed.ts) gave some lessons photos of its own, with every verdict.
  const existentes = new Set(
    (
      await trx
        .selectFrom('aula_fotos')
        .select(['aula_id', 'momento'])
        .where('autoescola_id', '=', schoolId)
        .execute()
    ).map((foto) => `${foto.aula_id}:${foto.momento}`),
  );
  for (const aula of given) {
    const fixes = track(aula);
    await trx
      .insertInto('aula_posicoes')
      .values(fixes.map((fix) => ({ autoescola_id: schoolId, aula_id: aula.id, ...fix })))
      .execute();
    if (!storage) continue;
    const first = fixes[0];
    const last = fixes.at(-1);
    for (const [momento, fix] of [
      ['inicio', first],
      ['fim', last],
    ] as const) {
      if (!fix || existentes.has(`${aula.id}:${momento}`)) continue;
      const arquivo = `aulas/${schoolId}/${aula.id}/${momento}`;
      await storage.put(arquivo, await retratoDe(aula.aluno_id), 'image/jpeg');
      const quando = new Date(fix.registrado_em.getTime() + (momento === 'inicio' ? 20_000 : -20_000));
      await trx
        .insertInto('aula_fotos')
        .values({
          autoescola_id: schoolId,
          aula_id: aula.id,
          momento,
          arquivo,
          latitude: fix.latitude,
          longitude: fix.longitude,
          created_at: quando,
          ...verificacao(aula.id, momento),
          verificado_em: new Date(quando.getTime() + 5_000),
        })
        .execute();
    }
  }

  // A lesson given in contingency (the phone failed): no track or photos, a signed sheet instead.
  // It goes after the last lesson of the least used vehicle (so its odometer follows), with that
  // lesson's student and the instructor who teaches most on vehicles of its category.
  const categorias = new Map(
    (
      await trx
        .selectFrom('veiculos')
        .select(['id', 'categoria'])
        .where('autoescola_id', '=', schoolId)
        .execute()
    ).map((v) => [v.id, v.categoria]),
  );
  const byVehicle = new Map<number, Given[]>();
  for (const aula of given) byVehicle.set(aula.veiculo_id, [...(byVehicle.get(aula.veiculo_id) ?? []), aula]);
  const [veiculoId, lessons] = [...byVehicle].sort((a, b) => a[1].length - b[1].length)[0] ?? [0, []];
  const model = lessons.at(-1);
  if (!model) return;
  const teaching = new Map<number, number>();
  for (const aula of given) {
    if (categorias.get(aula.veiculo_id) === categorias.get(veiculoId))
      teaching.set(aula.instrutor_id, (teaching.get(aula.instrutor_id) ?? 0) + 1);
  }
  const instrutorId = [...teaching].sort((a, b) => b[1] - a[1])[0]?.[0] ?? model.instrutor_id;
  const begin = new Date(model.begin_time.getTime());
  begin.setUTCHours(22, 0, 0, 0); // 19:00 in São Luís, after the day's last lesson
  const finish = new Date(begin.getTime() + 50 * 60_000);
  const { id } = await trx
    .insertInto('aulas_praticas')
    .values({
      autoescola_id: schoolId,
      processo_id: model.processo_id,
      aluno_id: model.aluno_id,
      instrutor_id: instrutorId,
      veiculo_id: veiculoId,
      inicio: begin,
      fim: finish,
      horas_aula: 1,
      status: 'realizada',
      getran_status: 'Aceito',
      contingencia: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('anotacoes_praticas')
    .values({
      autoescola_id: schoolId,
      aula_id: id,
      begin_time: begin,
      finish_time: finish,
      hodo_start: model.hodo_end + 3,
      hodo_end: model.hodo_end + 14,
    })
    .execute();
  await trx
    .insertInto('aula_historico')
    .values({
      autoescola_id: schoolId,
      aula_id: id,
      acao: 'contingencia',
      de: JSON.stringify({ contingencia: false }),
      para: JSON.stringify({ contingencia: true }),
      motivo: 'Celular do instrutor sem bateria durante a aula.',
      created_at: finish,
    })
    .execute();
  if (!storage) return;
  const folha = folhaDePresenca(id);
  const sha256 = createHash('sha256').update(folha).digest('hex');
  const arquivo = `aulas/${schoolId}/${id}/manuais/${sha256}`;
  await storage.put(arquivo, folha, 'application/pdf');
  await trx
    .insertInto('aula_evidencias_manuais')
    .values({
      autoescola_id: schoolId,
      aula_id: id,
      nome: 'folha-de-presenca-assinada.pdf',
      descricao: 'Folha de presença assinada pelo aluno e pelo instrutor.',
      tipo_conteudo: 'application/pdf',
      tamanho: folha.length,
      sha256,
      arquivo,
      usuario_nome: 'Ana Administradora',
      created_at: new Date(finish.getTime() + 3_600_000),
    })
    .execute();
}
