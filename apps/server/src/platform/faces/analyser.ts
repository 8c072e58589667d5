// Face detection, description and liveness with @vladmandic/human on TensorFlow.js's WebAssembly
// backend. Runs inside a worker thread (worker.ts): one Human per thread, its models read from the
// package's own folder on disk, never fetched.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { io as tfio } from '@tensorflow/tfjs-core';
import type { Config, FaceResult, Human, Tensor } from '@vladmandic/human';
import sharp from 'sharp';
import type { FaceAnalysis } from './faces.ts';

const require = createRequire(import.meta.url);

/** The package's exports name only its TensorFlow build for Node; the WebAssembly one sits beside it. */
const HUMAN_DIST = path.dirname(require.resolve('@vladmandic/human'));
/** blazeface, facemesh, faceres, antispoof, liveness: shipped in the human package itself. */
const MODELS_DIR = path.join(HUMAN_DIST, '..', 'models');
const WASM_DIR = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));

/** Larger photos are scaled down first: the detector works on 256 px and the descriptor on 224 px. */
const MAX_SIDE = 1280;
/** A decompression bomb stops here (40 megapixels is far beyond any camera frame or phone photo). */
const MAX_INPUT_PIXELS = 40_000_000;
/** Faces counted in one photo: enough to tell "one" from "more than one". */
const MAX_FACES = 5;

/** Every result is computed afresh: human's frame-to-frame caching is for video, not separate photos. */
const fresh = { skipFrames: 0, skipTime: 0 };

const CONFIG: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${WASM_DIR}${path.sep}`,
  wasmPlatformFetch: false,
  modelBasePath: `${pathToFileURL(MODELS_DIR).href}/`,
  cacheModels: false,
  cacheSensitivity: 0,
  debug: false,
  warmup: 'none',
  filter: { enabled: false },
  gesture: { enabled: false },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false },
  face: {
    enabled: true,
    detector: { ...fresh, rotation: true, maxDetected: MAX_FACES, minConfidence: 0.2, return: false },
    mesh: { enabled: true },
    attention: { enabled: false },
    iris: { enabled: false },
    emotion: { enabled: false },
    description: { ...fresh, enabled: true },
    antispoof: { ...fresh, enabled: true },
    liveness: { ...fresh, enabled: true },
  },
};

/** Bytes that do not decode as an image. */
export class UndecodableImage extends Error {}

export interface Analyser {
  analyse(image: Uint8Array): Promise<FaceAnalysis>;
}

/** Loads human and its models (a few hundred milliseconds) and answers analyses one at a time. */
export async function createAnalyser(): Promise<Analyser> {
  const { Human } = require(
    path.join(HUMAN_DIST, 'human.node-wasm.js'),
  ) as typeof import('@vladmandic/human');
  const human: Human = new Human(CONFIG);
  registerFileLoader(human);
  // sharp's own thread pool would compete with the other workers for the same cores.
  sharp.concurrency(1);
  sharp.cache(false);
  await human.load();
  return {
    async analyse(image) {
      const { data, info } = await decode(image);
      const tensor = human.tf.tensor3d(data, [info.height, info.width, 3], 'int32') as unknown as Tensor;
      try {
        const result = await human.detect(tensor);
        return analysisOf(result.face);
      } finally {
        human.tf.dispose(tensor);
      }
    },
  };
}

async function decode(image: Uint8Array) {
  try {
    return await sharp(image, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // a phone photo stands the way its EXIF orientation says
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UndecodableImage('undecodable image', { cause: error });
  }
}

function analysisOf(faces: FaceResult[]): FaceAnalysis {
  const best = faces.reduce<FaceResult | null>(
    (top, face) => (top === null || detection(face) > detection(top) ? face : top),
    null,
  );
  const only = faces.length === 1 ? faces[0] : undefined;
  return {
    faces: faces.length,
    descriptor: only?.embedding?.length ? Array.from(only.embedding) : null,
    confidence: best ? detection(best) : null,
    liveness: best?.live ?? null,
    real: best?.real ?? null,
  };
}

const detection = (face: FaceResult) => face.boxScore ?? face.score;

/**
 * TensorFlow.js reads `file://` models only with its Node binding, which the WebAssembly build has
 * not, and Node's fetch refuses `file://`: this loader reads the model and its weights from disk.
 */
function registerFileLoader(human: Human): void {
  const { io } = human.tf;
  io.registerLoadRouter((url: string | string[]) => {
    const target = Array.isArray(url) ? url[0] : url;
    if (typeof target !== 'string' || !target.startsWith('file://')) return null;
    const file = fileURLToPath(target);
    return {
      async load() {
        const json = JSON.parse(await fs.readFile(file, 'utf8'));
        return io.getModelArtifactsForJSON(json, async (manifest: tfio.WeightsManifestConfig) => {
          const specs = manifest.flatMap((group) => group.weights);
          const parts = await Promise.all(
            manifest.flatMap((group) =>
              group.paths.map((part) => fs.readFile(path.join(path.dirname(file), part))),
            ),
          );
          const weights = Buffer.concat(parts);
          return [specs, weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength)];
        });
      },
    };
  });
}
