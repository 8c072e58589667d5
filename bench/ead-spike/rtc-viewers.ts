// Synthetic WebRTC viewers for design B: N werift peer connections in one Node process that
// subscribe to the SFU like the browser viewer does and count the RTP packets they receive (they do
// not decode). Used to measure the SFU's CPU per viewer without a browser per viewer.
//
//   tsx bench/ead-spike/rtc-viewers.ts <sfu url> <n>
// Prints {"connected":n} once all are connected, then {"packets":total} on SIGTERM.
import { RTCPeerConnection, RTCSessionDescription, useOPUS, useVP8 } from 'werift';

const [url, count] = [process.argv[2], Number(process.argv[3] ?? 10)];
let packets = 0;
const peers: RTCPeerConnection[] = [];

async function viewer(): Promise<void> {
  const { id, offer } = (await (await fetch(`${url}/subscribe`, { method: 'POST' })).json()) as {
    id: string;
    offer: { sdp: string; type: 'offer' };
  };
  const pc = new RTCPeerConnection({
    codecs: { video: [useVP8()], audio: [useOPUS()] },
    iceUseIpv4: true,
    iceUseIpv6: false,
  });
  peers.push(pc);
  pc.onTrack.subscribe((track) => {
    track.onReceiveRtp.subscribe(() => {
      packets++;
    });
  });
  const connected = new Promise<void>((resolve) => {
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') resolve();
    });
  });
  await pc.setRemoteDescription(new RTCSessionDescription(offer.sdp, offer.type));
  await pc.setLocalDescription(await pc.createAnswer());
  await fetch(`${url}/subscribe/${id}`, {
    method: 'POST',
    body: JSON.stringify(description(pc)),
  });
  const timeout = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error('not connected in 30 s')), 30_000).unref();
  });
  await Promise.race([connected, timeout]);
}

let failed = 0;
for (let i = 0; i < count; i += 10) {
  const batch = Array.from({ length: Math.min(10, count - i) }, () =>
    viewer().catch((error: unknown) => {
      failed++;
      process.stderr.write(`viewer: ${String(error)}\n`);
    }),
  );
  await Promise.all(batch);
  process.stderr.write(`viewers: ${i + batch.length} tried, ${failed} failed\n`);
}
process.stdout.write(`${JSON.stringify({ connected: count - failed, failed })}\n`);
process.on('SIGTERM', () => {
  process.stdout.write(`${JSON.stringify({ packets })}\n`);
  for (const pc of peers) void pc.close();
  process.exit(0);
});
setInterval(() => {}, 1000);

function description(pc: RTCPeerConnection): { sdp: string; type: string } | undefined {
  const local = pc.localDescription;
  return local ? { sdp: local.sdp, type: local.type } : undefined;
}
