import type { VerificacaoFoto } from '@cfc/contract';
import { similaridadeMinimaFotoPratica, veredictoFotoPratica } from '@cfc/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { sampleFace, sampleNoFace, sampleTwoFaces } from '../../platform/faces/samples.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { stateProfileForSchool } from '../estado-perfis/service.ts';
import { miniaturaKey, thumbnail } from './verificacao.ts';

/**
 * The demo's evidence photos of practical lessons, with their face checks: the students of the
 * latest given lessons get a reference photo (person A of the sample faces, with consent), and each
 * of those lessons a photo at its start and end. Most show person A again ('confere'); one shows no
 * face, one two people, one another person, and one student has no reference, so every verdict is
 * on screen. The figures are the face engine's for these sample images (fotos.test.ts checks them
 * against the engine), stored here so the seed does not start the engine. The reference photos are
 * stored without their descriptor: the first check of a photo of that student describes the
 * reference (verificacao.ts). Runs in the seed's system transaction; nothing without storage.
 */

/** The sample photos the demo uses and what the engine measures of each against person A. */
export const SAMPLE_FIGURES = {
  aAgain: { rostos: 1, similaridade: 76 },
  b: { rostos: 1, similaridade: 22 },
  two: { rostos: 2, similaridade: null },
  none: { rostos: 0, similaridade: null },
} as const;
export type SampleKind = keyof typeof SAMPLE_FIGURES;

/** The sample images themselves (cut at run time from the face engine's package). */
export const SAMPLE_IMAGES: Record<SampleKind, () => Promise<Buffer>> = {
  aAgain: () => sampleFace('aAgain'),
  b: () => sampleFace('b'),
  two: sampleTwoFaces,
  none: sampleNoFace,
};
const contentType = (bytes: Buffer) => (bytes[0] === 0x89 ? 'image/png' : 'image/jpeg');

/** Lessons with photos, newest first; the exceptions below by position. */
export const AULAS_COM_FOTOS = 14;
const EXCECOES: Record<number, { inicio?: SampleKind; fim?: SampleKind }> = {
  1: { fim: 'none' },
  2: { inicio: 'two' },
  4: { fim: 'b' },
};
/** The lesson whose student has no reference photo. */
const SEM_REFERENCIA = 6;

export async function seedFotosPraticas(
  trx: Transaction<DB>,
  schoolId: number,
  storage: Storage | null,
): Promise<number> {
  if (!storage) return 0;
  const aulas = await trx
    .selectFrom('aulas_praticas as a')
    .innerJoin('anotacoes_praticas as n', (join) =>
      join.onRef('n.autoescola_id', '=', 'a.autoescola_id').onRef('n.aula_id', '=', 'a.id'),
    )
    .select(['a.id', 'a.aluno_id', 'n.begin_time', 'n.finish_time'])
    .where('a.autoescola_id', '=', schoolId)
    .where('a.status', '=', 'realizada')
    .where('n.finish_time', 'is not', null)
    .orderBy('a.inicio', 'desc')
    .orderBy('a.id', 'desc')
    .limit(AULAS_COM_FOTOS)
    .execute();
  const semReferencia = aulas[SEM_REFERENCIA]?.aluno_id;
  const reference = await sampleFace('a');
  const alunos = [...new Set(aulas.map((aula) => aula.aluno_id))].filter((id) => id !== semReferencia);
  for (const alunoId of alunos) {
    const arquivo = `ead/${schoolId}/referencias/alunos/${alunoId}-demo`;
    await storage.put(arquivo, reference, 'image/jpeg');
    await trx
      .insertInto('referencias_faciais')
      .values({
        autoescola_id: schoolId,
        aluno_id: alunoId,
        instrutor_id: null,
        arquivo,
        descritor: [],
        consentimento_em: new Date(),
        consentimento_por: null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }

  const minimo = similaridadeMinimaFotoPratica(await stateProfileForSchool(schoolId));
  const files = new Map<SampleKind, { bytes: Buffer; miniatura: Buffer }>();
  const fileOf = async (kind: SampleKind) => {
    let file = files.get(kind);
    if (!file) {
      const bytes = await SAMPLE_IMAGES[kind]();
      file = { bytes, miniatura: await thumbnail(bytes) };
      files.set(kind, file);
    }
    return file;
  };
  let fotos = 0;
  for (const [index, aula] of aulas.entries()) {
    for (const momento of ['inicio', 'fim'] as const) {
      const kind = EXCECOES[index]?.[momento] ?? 'aAgain';
      const figures = SAMPLE_FIGURES[kind];
      const temReferencia = aula.aluno_id !== semReferencia;
      const verificacao: VerificacaoFoto = veredictoFotoPratica(figures, temReferencia, minimo);
      const arquivo = `aulas/${schoolId}/${aula.id}/${momento}`;
      const file = await fileOf(kind);
      await storage.put(arquivo, file.bytes, contentType(file.bytes));
      await storage.put(miniaturaKey(arquivo), file.miniatura, 'image/jpeg');
      const tirada = new Date((momento === 'inicio' ? aula.begin_time : aula.finish_time) ?? aula.begin_time);
      await trx
        .insertInto('aula_fotos')
        .values({
          autoescola_id: schoolId,
          aula_id: aula.id,
          momento,
          arquivo,
          latitude: -2.53 - (index % 5) / 1000,
          longitude: -44.3 + (index % 7) / 1000,
          created_at: tirada,
          verificacao,
          rostos: figures.rostos,
          similaridade: temReferencia ? figures.similaridade : null,
          verificado_em: new Date(tirada.getTime() + 20_000),
          miniatura: miniaturaKey(arquivo),
        })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      fotos++;
    }
  }
  return fotos;
}

/** The sample that shows each verdict, for the demo's photos seeded with figures but no file. */
const SAMPLE_OF: Record<VerificacaoFoto, SampleKind> = {
  pendente: 'aAgain',
  confere: 'aAgain',
  sem_referencia: 'aAgain',
  erro: 'none',
  sem_rosto: 'none',
  varios_rostos: 'two',
  divergente: 'b',
};

/**
 * Gives a file and a thumbnail to every demo photo that has none yet (the alerts' evidence is seeded
 * as figures): a photo it has keeps its file and gets only the thumbnail; one without gets the sample
 * that shows its verdict, so the feeds never show a missing picture on a fresh start.
 */
export async function seedArquivosDasFotos(trx: Transaction<DB>, storage: Storage | null): Promise<number> {
  if (!storage) return 0;
  const fotos = await trx
    .selectFrom('aula_fotos')
    .select(['autoescola_id', 'id', 'arquivo', 'verificacao'])
    .where('miniatura', 'is', null)
    .execute();
  for (const foto of fotos) {
    let bytes = (await storage.get(foto.arquivo))?.content;
    if (!bytes) {
      bytes = await SAMPLE_IMAGES[SAMPLE_OF[foto.verificacao]]();
      await storage.put(foto.arquivo, bytes, contentType(bytes));
    }
    await storage.put(miniaturaKey(foto.arquivo), await thumbnail(bytes), 'image/jpeg');
    await trx
      .updateTable('aula_fotos')
      .set({ miniatura: miniaturaKey(foto.arquivo) })
      .where('autoescola_id', '=', foto.autoescola_id)
      .where('id', '=', foto.id)
      .execute();
  }
  return fotos.length;
}
