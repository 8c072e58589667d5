// The browser side of the streaming benchmarks (the spike's servers and the platform's), served as
// plain pages.
//
// The publisher draws the fake camera into a 640×360 canvas and, on every frame, the wall clock
// (Date.now() modulo 2³², in ms) as a barcode across the top: 40 squares of 32 px in two rows,
// 32 bits of time and 8 bits of checksum (the XOR of its four bytes). The player draws each frame it
// presents (requestVideoFrameCallback) into a canvas, reads the squares back and records
// Date.now() − the time in the frame: the publish-to-playable (glass-to-glass) latency. Publisher
// and players run in the same browser, so they share one clock. Frames whose checksum does not
// match (blurred by the encoder) are counted and dropped.

const BARCODE = `
const W = 640, H = 360, SQ = 32, PER_ROW = 20, BITS = 40;
function checksum(t) { return (t ^ (t >>> 8) ^ (t >>> 16) ^ (t >>> 24)) & 0xff; }
function drawBarcode(ctx, now) {
  const t = now >>> 0;
  const c = checksum(t);
  for (let i = 0; i < BITS; i++) {
    const bit = i < 32 ? (t >>> (31 - i)) & 1 : (c >>> (39 - i)) & 1;
    ctx.fillStyle = bit ? '#fff' : '#000';
    ctx.fillRect((i % PER_ROW) * SQ, Math.floor(i / PER_ROW) * SQ, SQ, SQ);
  }
}
function readBarcode(ctx) {
  const data = ctx.getImageData(0, 0, W, 2 * SQ).data;
  let t = 0, c = 0;
  for (let i = 0; i < BITS; i++) {
    const x0 = (i % PER_ROW) * SQ + 8, y0 = Math.floor(i / PER_ROW) * SQ + 8;
    let sum = 0;
    for (let y = y0; y < y0 + 16; y += 4) for (let x = x0; x < x0 + 16; x += 4) {
      const p = (y * W + x) * 4;
      sum += data[p] + data[p + 1] + data[p + 2];
    }
    const bit = sum / 16 / 3 > 128 ? 1 : 0;
    if (i < 32) t = ((t << 1) | bit) >>> 0; else c = (c << 1) | bit;
  }
  return checksum(t) === c ? t : null;
}
window.samples = [];
window.unreadable = 0;
window.firstFrameAt = null;
function measure(video) {
  const canvas = document.createElement('canvas');
  canvas.width = W; canvas.height = 2 * SQ;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  const onFrame = () => {
    ctx.drawImage(video, 0, 0, W, 2 * SQ, 0, 0, W, 2 * SQ);
    const t = readBarcode(ctx);
    if (t === null) window.unreadable++;
    else {
      if (window.firstFrameAt === null) window.firstFrameAt = Date.now();
      window.samples.push(((Date.now() >>> 0) - t) >>> 0);
    }
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
}
async function cameraCanvas() {
  const camera = await navigator.mediaDevices.getUserMedia({ video: { width: W, height: H }, audio: true });
  const video = document.createElement('video');
  video.muted = true; video.srcObject = camera; await video.play();
  const canvas = document.createElement('canvas');
  canvas.width = W; canvas.height = H;
  const ctx = canvas.getContext('2d');
  setInterval(() => { ctx.drawImage(video, 0, 0, W, H); drawBarcode(ctx, Date.now()); }, 1000 / 30);
  const out = canvas.captureStream(30);
  for (const track of camera.getAudioTracks()) out.addTrack(track);
  return out;
}
`;

function page(body: string, head = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8">${head}</head><body>
<video id="v" muted playsinline autoplay width="640" height="360"></video>
<script>${BARCODE}</script><script>${body}</script></body></html>`;
}

/** Publisher for HLS: MediaRecorder (WebM, VP8 + Opus) in `chunkMs` chunks over a WebSocket at `/ingest`. */
export function hlsPublisher(chunkMs: number): string {
  return page(`
(async () => {
  const stream = await cameraCanvas();
  const ws = new WebSocket(location.origin.replace('http', 'ws') + '/ingest');
  ws.binaryType = 'arraybuffer';
  await new Promise((ok) => ws.addEventListener('open', ok));
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8,opus', videoBitsPerSecond: 1500000 });
  recorder.ondataavailable = async (e) => { if (e.data.size) ws.send(await e.data.arrayBuffer()); };
  recorder.start(${chunkMs});
  window.publishing = true;
})();
`);
}

/** The spike's publisher: 100 ms chunks. */
export const HLS_PUBLISHER = hlsPublisher(100);

/** Player for HLS: hls.js, a short live edge (two segments behind). */
export const HLS_PLAYER = page(
  `
const video = document.getElementById('v');
const hls = new Hls({ liveSyncDurationCount: 2, liveMaxLatencyDurationCount: 4, maxLiveSyncPlaybackRate: 1.2, backBufferLength: 10 });
hls.loadSource('/live/index.m3u8');
hls.attachMedia(video);
hls.on(Hls.Events.MANIFEST_PARSED, () => video.play());
hls.on(Hls.Events.ERROR, (_, d) => { if (d.fatal) { window.fatal = d.details; } });
measure(video);
`,
  '<script src="/lib/hls.min.js"></script>',
);

/** Publisher for WebRTC: one peer connection to the SFU, offer/answer over HTTP (no trickle). */
export const RTC_PUBLISHER = page(`
(async () => {
  const stream = await cameraCanvas();
  const pc = new RTCPeerConnection();
  for (const track of stream.getTracks()) pc.addTransceiver(track, { direction: 'sendonly' });
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise((ok) => { if (pc.iceGatheringState === 'complete') ok(); pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && ok(); });
  const answer = await (await fetch('/publish', { method: 'POST', body: JSON.stringify(pc.localDescription) })).json();
  await pc.setRemoteDescription(answer);
  window.pc = pc;
  window.publishing = true;
})();
`);

/** Viewer for WebRTC: the SFU offers, the viewer answers. */
export const RTC_VIEWER = page(`
(async () => {
  const video = document.getElementById('v');
  const { id, offer } = await (await fetch('/subscribe', { method: 'POST' })).json();
  const pc = new RTCPeerConnection();
  pc.ontrack = (e) => { if (e.track.kind === 'video') { video.srcObject = new MediaStream([e.track]); video.play(); } };
  await pc.setRemoteDescription(offer);
  await pc.setLocalDescription(await pc.createAnswer());
  await new Promise((ok) => { if (pc.iceGatheringState === 'complete') ok(); pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && ok(); });
  await fetch('/subscribe/' + id, { method: 'POST', body: JSON.stringify(pc.localDescription) });
  measure(video);
  window.pc = pc;
})();
`);
