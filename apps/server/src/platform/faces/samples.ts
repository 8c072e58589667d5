// Photos of faces for tests, end-to-end runs and the benchmark, cut at run time from the images the
// human package ships (its assets folder): nothing of them is kept in this repository.
//
// - screenshot-facedetect.jpg shows five face crops in a row: a man (person A) and four women, the
//   first of them person B;
// - screenshot-facematch.jpg lists faces of the same man from other photos: the second of them is
//   person A again (another photo, flipped, enlarged and brightened here);
// - samples.jpg, a collage, has a ceiling of lamps with no face.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import sharp, { type Sharp } from 'sharp';

const require = createRequire(import.meta.url);
const ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');

/** A: a man; aAgain: the same man in another photo; b: a woman. */
export type SampleFace = 'a' | 'aAgain' | 'b';

interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Grey margins around a tight crop: the detector needs some of the picture around a face. */
const MARGIN = 30;
const GREY = { r: 128, g: 128, b: 128 };

const FACE_DETECT = 'screenshot-facedetect.jpg';
const FACE_MATCH = 'screenshot-facematch.jpg';
const COLLAGE = 'samples.jpg';

const PERSON_A: Region = { left: 8, top: 345, width: 150, height: 152 };
const PERSON_A_AGAIN: Region = { left: 110, top: 284, width: 103, height: 105 };
const PERSON_B: Region = { left: 164, top: 345, width: 150, height: 152 };
/** Person B and the woman beside her. */
const TWO_PEOPLE: Region = { left: 164, top: 345, width: 306, height: 152 };
const CEILING: Region = { left: 690, top: 200, width: 420, height: 170 };

const cache = new Map<string, Promise<Buffer>>();
const cached = (key: string, make: () => Promise<Buffer>): Promise<Buffer> => {
  let image = cache.get(key);
  if (!image) {
    image = make();
    cache.set(key, image);
  }
  return image;
};

const cut = (asset: string, region: Region) => sharp(path.join(ASSETS, asset)).extract(region);

/** A JPEG photo of one person's face. */
export function sampleFace(face: SampleFace): Promise<Buffer> {
  return cached(`face-${face}`, async () => {
    if (face === 'aAgain') {
      // Another photo of A, changed as a second camera would: mirrored, larger and brighter.
      const resized = await cut(FACE_MATCH, PERSON_A_AGAIN)
        .flop()
        .resize({ width: Math.round(PERSON_A_AGAIN.width * 1.5) })
        .modulate({ brightness: 1.15 })
        .toBuffer();
      return framed(sharp(resized)).jpeg({ quality: 92 }).toBuffer();
    }
    return framed(cut(FACE_DETECT, face === 'a' ? PERSON_A : PERSON_B))
      .jpeg({ quality: 92 })
      .toBuffer();
  });
}

/** A PNG photo of two people side by side. */
export function sampleTwoFaces(): Promise<Buffer> {
  return cached('two', () => framed(cut(FACE_DETECT, TWO_PEOPLE)).png().toBuffer());
}

/** A PNG photo with no face: the lamps of a ceiling. */
export function sampleNoFace(): Promise<Buffer> {
  return cached('none', () => cut(COLLAGE, CEILING).png().toBuffer());
}

const framed = (image: Sharp) =>
  image.extend({ top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, background: GREY });

/** Chromium's fake camera (`--use-file-for-fake-video-capture`) plays 640x480. */
const CAMERA = { width: 640, height: 480 };

/** A frame as a 640x480 webcam sends it: the face in the middle, a grey room around. JPEG unless asked. */
export function sampleCameraFrame(face: SampleFace, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  return cached(`camera-${face}-${format}`, async () => {
    const portrait = await sharp(await sampleFace(face))
      .resize({ height: Math.round(CAMERA.height * 0.7) })
      .toBuffer();
    const frame = sharp({ create: { ...CAMERA, channels: 3, background: GREY } }).composite([
      { input: portrait, gravity: 'centre' },
    ]);
    return format === 'png' ? frame.png().toBuffer() : frame.jpeg({ quality: 85 }).toBuffer();
  });
}

/**
 * Writes a short video of a sample face for Chromium's fake camera: `.y4m` (raw, what Chromium reads
 * best) or `.mjpeg`, chosen by the file's extension. The face fills the middle of a 640x480 frame.
 */
export async function writeFakeCameraVideo(
  face: SampleFace,
  file: string,
  options: { seconds?: number; fps?: number } = {},
): Promise<void> {
  const { seconds = 2, fps = 10 } = options;
  const frame = await sampleCameraFrame(face, 'png');
  const format = file.endsWith('.mjpeg')
    ? ['-c:v', 'mjpeg', '-pix_fmt', 'yuvj420p', '-q:v', '3', '-f', 'mjpeg']
    : ['-pix_fmt', 'yuv420p', '-f', 'yuv4mpegpipe'];
  // ffmpeg repeats a still image only when it reads it from a file.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cfc-camera-'));
  try {
    const still = path.join(dir, 'frame.png');
    await fs.writeFile(still, frame);
    const input = ['-loop', '1', '-framerate', String(fps), '-i', still, '-t', String(seconds)];
    await run(ffmpegInstaller.path, ['-hide_banner', '-loglevel', 'error', '-y', ...input, ...format, file]);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg terminou com o código ${code}: ${errors.trim()}`)),
    );
  });
}
