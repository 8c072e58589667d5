import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFaceEngine,
  type FaceAnalysis,
  type FaceEngine,
  FaceEngineError,
  FaceImageError,
  similarity,
} from './faces.ts';
import {
  sampleCameraFrame,
  sampleFace,
  sampleNoFace,
  sampleTwoFaces,
  writeFakeCameraVideo,
} from './samples.ts';

/** The state profile's default (eadSimilaridadeMinima 55): A's two photos score about 0.75, A and B about 0.2. */
const SAME_PERSON = 0.55;

// One engine for the file: each of its threads loads the models once, at its first photo.
let engine: FaceEngine;
beforeAll(() => {
  engine = createFaceEngine({ threads: 2 });
});
afterAll(async () => {
  await engine.close();
});

async function descriptorOf(photo: Promise<Buffer>): Promise<number[]> {
  const analysis = await engine.analyse(await photo);
  expect(analysis.faces).toBe(1);
  expect(analysis.descriptor).not.toBeNull();
  return analysis.descriptor ?? [];
}

describe('face engine', () => {
  it('describes one face with its confidence, liveness and real scores', async () => {
    const analysis = await engine.analyse(await sampleFace('a'));
    expect(analysis).toMatchObject({ faces: 1 });
    expect(analysis.descriptor).toHaveLength(1024);
    for (const score of [analysis.confidence, analysis.liveness, analysis.real]) {
      expect(score).toBeGreaterThan(0);
      expect(score).toBeLessThanOrEqual(1);
    }
  });

  it('matches the same person in another photo above the threshold, and another person below it', async () => {
    const [a, aAgain, b] = await Promise.all([
      descriptorOf(sampleFace('a')),
      descriptorOf(sampleFace('aAgain')),
      descriptorOf(sampleFace('b')),
    ]);
    const same = similarity(a, aAgain);
    const different = similarity(a, b);
    console.info(
      `similarity: same person ${same}, different people ${different}, photo to itself ${similarity(a, a)}`,
    );
    expect(similarity(a, a)).toBe(1);
    expect(same).toBeGreaterThan(SAME_PERSON);
    expect(different).toBeLessThan(SAME_PERSON);
    expect(similarity(aAgain, b)).toBeLessThan(SAME_PERSON);
  });

  it('finds no face in a photo of a ceiling', async () => {
    expect(await engine.analyse(await sampleNoFace())).toEqual<FaceAnalysis>({
      faces: 0,
      descriptor: null,
      confidence: null,
      liveness: null,
      real: null,
    });
  });

  it('counts two faces and gives no descriptor when two people are in the photo', async () => {
    const analysis = await engine.analyse(await sampleTwoFaces());
    expect(analysis.faces).toBe(2);
    expect(analysis.descriptor).toBeNull();
    expect(analysis.confidence).toBeGreaterThan(0);
  });

  it('refuses bytes that are not an image, in Portuguese', async () => {
    const text = Buffer.from('isto não é uma foto');
    await expect(engine.analyse(text)).rejects.toThrow(FaceImageError);
    await expect(engine.analyse(text)).rejects.toThrow('A foto enviada não é uma imagem JPEG ou PNG válida');
    // A JPEG's first bytes with nothing behind them get as far as a worker, which cannot decode them.
    const truncated = (await sampleFace('a')).subarray(0, 200);
    await expect(engine.analyse(truncated)).rejects.toThrow(FaceImageError);
  });

  it('answers analyses made at the same time, each with its own photo', async () => {
    const photos = await Promise.all([sampleFace('a'), sampleFace('b'), sampleNoFace(), sampleTwoFaces()]);
    const analyses = await Promise.all(photos.map((photo) => engine.analyse(photo)));
    expect(analyses.map((analysis) => analysis.faces)).toEqual([1, 1, 0, 2]);
    const [a, b] = await Promise.all([descriptorOf(sampleFace('a')), descriptorOf(sampleFace('b'))]);
    expect(similarity(analyses[0]?.descriptor ?? [], a)).toBe(1);
    expect(similarity(analyses[1]?.descriptor ?? [], b)).toBe(1);
  });
});

describe('sample camera', () => {
  it('shows person A in the frame a webcam sends and in the fake camera video made of it', async () => {
    const [reference, frame] = await Promise.all([
      descriptorOf(sampleFace('aAgain')),
      engine.analyse(await sampleCameraFrame('a')),
    ]);
    expect(frame.faces).toBe(1);
    expect(similarity(frame.descriptor ?? [], reference)).toBeGreaterThan(SAME_PERSON);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-faces-'));
    try {
      const video = path.join(dir, 'camera.y4m');
      await writeFakeCameraVideo('a', video, { seconds: 1, fps: 5 });
      const header = fs.readFileSync(video).subarray(0, 40).toString('latin1');
      expect(header).toMatch(/^YUV4MPEG2 W640 H480 F5:1/);
      // Five raw 4:2:0 frames of 640x480, each behind its FRAME marker.
      expect(fs.statSync(video).size).toBeGreaterThan(5 * 640 * 480 * 1.5);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a thread past its time limit', () => {
  it('is stopped and its job fails; the jobs behind it get threads of their own', async () => {
    // No photo is analysed in a millisecond (loading the models alone takes longer).
    const hasty = createFaceEngine({ threads: 1, timeoutMs: 1 });
    try {
      const photo = await sampleFace('a');
      const results = await Promise.allSettled([hasty.analyse(photo), hasty.analyse(photo)]);
      for (const result of results) {
        expect(result).toMatchObject({ status: 'rejected', reason: expect.any(FaceEngineError) });
      }
    } finally {
      await hasty.close();
    }
    await expect(hasty.analyse(await sampleFace('a'))).rejects.toThrow(
      'O verificador de rostos foi encerrado.',
    );
  });
});

describe('in a process started the way npm start starts the server', () => {
  it('runs its threads there too (node --import tsx, as scripts/start.mjs does)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-faces-'));
    try {
      const script = path.join(dir, 'check.mts');
      const module = (file: string) =>
        JSON.stringify(pathToFileURL(path.join(import.meta.dirname, file)).href);
      fs.writeFileSync(
        script,
        [
          `import { createFaceEngine } from ${module('faces.ts')};`,
          `import { sampleFace, sampleTwoFaces } from ${module('samples.ts')};`,
          'const engine = createFaceEngine({ threads: 2 });',
          'const analyses = await Promise.all([engine.analyse(await sampleFace("b")), engine.analyse(await sampleTwoFaces())]);',
          'await engine.close();',
          'console.log(JSON.stringify(analyses.map((analysis) => analysis.faces)));',
        ].join('\n'),
      );
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script], {
          cwd: path.join(import.meta.dirname, '../../../../..'),
          env: { ...process.env, NODE_OPTIONS: '--enable-source-maps' },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let stdout = '';
        child.stdout.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
        });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`exit code ${code}`))));
      });
      expect(JSON.parse(output)).toEqual([1, 2]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('similarity', () => {
  it("equals human's own similarity, on real descriptors and on made-up ones", async () => {
    // The WebAssembly build of human, loaded here only to compare: the engine computes in its threads.
    const require = createRequire(import.meta.url);
    const human = require(
      path.join(path.dirname(require.resolve('@vladmandic/human')), 'human.node-wasm.js'),
    );
    const { match } = human as typeof import('@vladmandic/human');
    const [a, aAgain, b] = await Promise.all([
      descriptorOf(sampleFace('a')),
      descriptorOf(sampleFace('aAgain')),
      descriptorOf(sampleFace('b')),
    ]);
    const zeros = new Array<number>(1024).fill(0);
    const apart = (distance: number) => zeros.map((value, index) => (index === 7 ? distance : value));
    const pairs = [
      [a, aAgain],
      [a, b],
      [aAgain, b],
      [a, a],
      [zeros, apart(8)],
      [zeros, apart(12)],
      [zeros, apart(16)],
    ];
    for (const [one, other] of pairs) {
      expect(similarity(one ?? [], other ?? [])).toBe(match.similarity(one ?? [], other ?? []));
    }
    expect([8, 12, 16].map((distance) => similarity(zeros, apart(distance)))).toEqual([0.67, 0.33, 0]);
    expect(similarity(a, a.slice(1))).toBe(0);
  });
});
