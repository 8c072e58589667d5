import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type ClientSocket, CloseCode, PusherServer } from './pusher-server.ts';

/** A client socket in memory: what the server sent, how it closed it, and a way to talk to it. */
class FakeSocket extends EventEmitter implements ClientSocket {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: { event: string; channel?: string; data: unknown }[] = [];
  closedWith: { code?: number; reason?: string } | null = null;

  send(data: string): void {
    const message = JSON.parse(data);
    this.sent.push({
      ...message,
      data: typeof message.data === 'string' ? JSON.parse(message.data) : message.data,
    });
  }
  close(code?: number, reason?: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
    this.emit('close');
  }
  say(event: string, data: unknown = {}): void {
    this.emit('message', Buffer.from(JSON.stringify({ event, data })), false);
  }
  events(): string[] {
    return this.sent.map((message) => message.event);
  }
}

const log = Fastify({ logger: false }).log;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the Pusher server in memory', () => {
  it('pings a silent client and closes it with 4201 when no pong comes', async () => {
    const server = new PusherServer({
      appKey: 'k',
      appSecret: 's',
      log,
      activityTimeoutSeconds: 0.2,
      pongTimeoutSeconds: 0.2,
    });
    const answering = new FakeSocket();
    const silent = new FakeSocket();
    server.accept(answering, 'k', '7');
    server.accept(silent, 'k', '7');
    // The answering client replies to each ping once, as pusher-js does.
    let answered = 0;
    const started = Date.now();
    while (Date.now() - started < 1200) {
      const pings = answering.events().filter((event) => event === 'pusher:ping').length;
      if (pings > answered) {
        answered = pings;
        answering.say('pusher:pong');
      }
      await wait(20);
    }
    expect(silent.events()).toContain('pusher:ping');
    expect(silent.closedWith?.code).toBe(CloseCode.PONG_NOT_RECEIVED);
    expect(answering.events().filter((event) => event === 'pusher:ping').length).toBeGreaterThan(1);
    expect(answering.closedWith).toBeNull();
    expect(server.stats().connections).toBe(1);
    server.closeAll();
  });

  it('tells every client to reconnect (4200) when the server stops, and refuses new ones', () => {
    const server = new PusherServer({ appKey: 'k', appSecret: 's', log });
    const client = new FakeSocket();
    server.accept(client, 'k', '7');
    server.closeAll();
    expect(client.closedWith?.code).toBe(CloseCode.RECONNECT);
    const late = new FakeSocket();
    server.accept(late, 'k', '7');
    expect(late.closedWith?.code).toBe(CloseCode.RECONNECT);
    expect(server.stats().connections).toBe(0);
  });

  it('answers binary and malformed messages with pusher:error, and drops a slow reader', () => {
    const server = new PusherServer({ appKey: 'k', appSecret: 's', log });
    const client = new FakeSocket();
    server.accept(client, 'k', '7');
    client.emit('message', Buffer.from([1, 2, 3]), true);
    client.emit('message', Buffer.from('não é json'), false);
    expect(client.events().filter((event) => event === 'pusher:error')).toHaveLength(2);

    client.say('pusher:subscribe', { channel: 'avisos' });
    expect(client.events().at(-1)).toBe('pusher_internal:subscription_succeeded');
    client.bufferedAmount = 10 * 1024 * 1024;
    expect(server.deliver(['avisos'], 'x', {})).toBe(0);
    expect(client.closedWith?.code).toBe(CloseCode.OVER_CAPACITY);
    expect(server.stats()).toEqual({ connections: 0, channels: 0 });
  });
});
