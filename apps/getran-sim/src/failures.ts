import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ATRASO_PADRAO_MS, type Falha, type FalhaInput, STATUS } from './protocol.ts';

/**
 * The failure switch of the authority's calls (`PUT /_sim/falha`): slow replies, never answering,
 * a 500, or a dropped connection. Requests it holds are released when the server closes, so
 * `app.close()` finishes even while a client waits for a reply that never comes.
 */
export class FailureSwitch {
  private falha: Falha = { modo: 'nenhuma', atraso_ms: ATRASO_PADRAO_MS };
  private readonly held = new Set<Socket>();
  private readonly delayed = new Map<NodeJS.Timeout, Socket>();

  get current(): Falha {
    return { ...this.falha };
  }

  set(input: FalhaInput): Falha {
    this.falha = { modo: input.modo, atraso_ms: input.atraso_ms ?? ATRASO_PADRAO_MS };
    return this.current;
  }

  /** An onRequest hook: runs before authentication, as a failing server would. */
  readonly apply = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const { socket } = request.raw;
    switch (this.falha.modo) {
      case 'nenhuma':
        return;
      case 'lenta':
        await this.delay(this.falha.atraso_ms, socket);
        return;
      case 'erro500':
        await reply.code(500).send({ status: STATUS.erroInterno });
        return;
      case 'timeout':
        // No reply at all: the socket stays open until the client gives up or the server closes.
        reply.hijack();
        this.held.add(socket);
        socket.once('close', () => this.held.delete(socket));
        return;
      case 'fora':
        reply.hijack();
        socket.destroy();
        return;
    }
  };

  /** Drops every held or delayed request (on close). */
  releaseAll(): void {
    for (const [timer, socket] of this.delayed) {
      clearTimeout(timer);
      socket.destroy();
    }
    this.delayed.clear();
    for (const socket of this.held) socket.destroy();
    this.held.clear();
  }

  private delay(ms: number, socket: Socket): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.delayed.delete(timer);
        resolve();
      }, ms);
      this.delayed.set(timer, socket);
    });
  }
}
