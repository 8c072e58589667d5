// Design B of the streaming spike: a selective forwarding unit in Node with werift (WebRTC in
// TypeScript, no native build). The instructor's browser publishes its camera (VP8 + Opus) on one
// peer connection; each viewer gets its own peer connection from the server and the server forwards
// the publisher's RTP packets to every viewer unchanged (no transcoding; one encoding for all).
// Signalling is plain HTTP, offer/answer without trickle ICE, on the loopback interface.
//
// Run by run.ts as its own process; prints {"ready":url} and, on request, {"viewers":n}.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  type MediaStreamTrack,
  RTCPeerConnection,
  type RTCRtpTransceiver,
  RTCSessionDescription,
  useOPUS,
  useVP8,
} from 'werift';
import { RTC_PUBLISHER, RTC_VIEWER } from '../ead/pages.ts';

const config = () => ({
  codecs: {
    video: [
      useVP8({
        rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'goog-remb' }],
      }),
    ],
    audio: [useOPUS()],
  },
  iceUseIpv4: true,
  iceUseIpv6: false,
});

interface Source {
  readonly track: MediaStreamTrack;
  readonly transceiver: RTCRtpTransceiver;
}
const sources = new Map<'video' | 'audio', Source>();
const viewers = new Map<string, RTCPeerConnection>();
let publisher: RTCPeerConnection | undefined;
let nextId = 0;
/** How late the SFU's event loop runs: forwarding waits this long when the loop is busy. */
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

function requestKeyFrame(): void {
  const video = sources.get('video');
  if (video?.track.ssrc) void video.transceiver.receiver.sendRtcpPLI(video.track.ssrc);
}

async function body(req: http.IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

async function publish(offer: { sdp: string; type: 'offer' }): Promise<unknown> {
  await publisher?.close();
  sources.clear();
  const pc = new RTCPeerConnection(config());
  publisher = pc;
  pc.onTransceiverAdded.subscribe((transceiver) => {
    transceiver.onTrack.subscribe((track) => {
      sources.set(track.kind as 'video' | 'audio', { track, transceiver });
    });
  });
  await pc.setRemoteDescription(new RTCSessionDescription(offer.sdp, offer.type));
  await pc.setLocalDescription(await pc.createAnswer());
  return description(pc);
}

/** A viewer: the server offers one send-only transceiver per source and forwards its packets. */
async function subscribe(): Promise<{ id: string; offer: unknown }> {
  const id = String(nextId++);
  const pc = new RTCPeerConnection(config());
  viewers.set(id, pc);
  for (const kind of ['video', 'audio'] as const) {
    const transceiver = pc.addTransceiver(kind, { direction: 'sendonly' });
    const source = sources.get(kind);
    if (!source) continue;
    const subscription = source.track.onReceiveRtp.subscribe((rtp) => {
      void transceiver.sender.sendRtp(rtp).catch(() => {});
    });
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' && kind === 'video') requestKeyFrame();
      if (state === 'closed' || state === 'failed') {
        subscription.unSubscribe();
        viewers.delete(id);
      }
    });
  }
  await pc.setLocalDescription(await pc.createOffer());
  return { id, offer: description(pc) };
}

function json(res: http.ServerResponse, value: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

const server = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const fail = (error: unknown) => {
    res.writeHead(500).end(String(error));
  };
  if (url === '/publisher.html' || url === '/viewer.html') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(url === '/publisher.html' ? RTC_PUBLISHER : RTC_VIEWER);
  } else if (url === '/publish' && req.method === 'POST') {
    body(req)
      .then((text) => publish(JSON.parse(text)))
      .then((answer) => json(res, answer), fail);
  } else if (url === '/subscribe' && req.method === 'POST') {
    subscribe().then((reply) => json(res, reply), fail);
  } else if (url.startsWith('/subscribe/') && req.method === 'POST') {
    const pc = viewers.get(url.slice('/subscribe/'.length));
    if (!pc) {
      res.writeHead(404).end();
      return;
    }
    body(req)
      .then((text) => {
        const answer = JSON.parse(text) as { sdp: string; type: 'answer' };
        return pc.setRemoteDescription(new RTCSessionDescription(answer.sdp, answer.type));
      })
      .then(() => json(res, { ok: true }), fail);
  } else if (url.startsWith('/stats')) {
    json(res, {
      viewers: viewers.size,
      sources: [...sources.keys()],
      loop_delay_p50_ms: Math.round(loopDelay.percentile(50) / 1e5) / 10,
      loop_delay_p99_ms: Math.round(loopDelay.percentile(99) / 1e5) / 10,
    });
    if (url === '/stats?reset') loopDelay.reset();
  } else {
    res.writeHead(404).end();
  }
});

// Key frames every 2 s as well, so a viewer that lost packets recovers quickly.
setInterval(requestKeyFrame, 2000).unref();

process.on('SIGTERM', () => process.exit(0));
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') {
    process.stdout.write(`${JSON.stringify({ ready: `http://127.0.0.1:${address.port}` })}\n`);
  }
});

function description(pc: RTCPeerConnection): { sdp: string; type: string } | undefined {
  const local = pc.localDescription;
  return local ? { sdp: local.sdp, type: local.type } : undefined;
}
