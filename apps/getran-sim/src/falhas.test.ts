import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StartedSimulator } from './server.ts';
import { envio, type SimClient, startTestSimulator } from './test-support.ts';

let sim: StartedSimulator;
let client: SimClient;
beforeEach(async () => {
  ({ sim, client } = await startTestSimulator());
});
afterEach(() => sim.close());

describe('the failure switch', () => {
  it('slows the replies down, then answers normally', async () => {
    expect(await client.falha('lenta', 300)).toEqual({
      status: 200,
      body: { modo: 'lenta', atraso_ms: 300 },
    });
    const started = performance.now();
    const reply = await client.send(envio(), 'homologacao');
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(reply.body.status).toBe('Aceito');
    // The controls are never slowed down.
    expect((await client.estado()).body.falha).toEqual({ modo: 'lenta', atraso_ms: 300 });
  });

  it('waits 3 seconds when the switch does not say how long', async () => {
    expect((await client.falha('lenta')).body).toEqual({ modo: 'lenta', atraso_ms: 3000 });
  });

  it('never answers: the client gives up', async () => {
    await client.falha('timeout');
    const waiting = client.send(envio(), 'producao', { signal: AbortSignal.timeout(300) });
    await expect(waiting).rejects.toMatchObject({ name: 'TimeoutError' });
    await client.falha('nenhuma');
    expect((await client.send(envio(), 'homologacao')).body.status).toBe('Aceito');
  });

  it('still closes while a request is held', async () => {
    const outcome = (reply: Promise<unknown>) =>
      reply.then(
        () => 'respondeu',
        () => 'conexão encerrada',
      );
    await client.falha('timeout');
    const held = outcome(client.send(envio(), 'homologacao'));
    const slow = await startTestSimulator();
    await slow.client.falha('lenta', 60_000);
    const delayed = outcome(slow.client.send(envio(), 'homologacao'));
    // Let both requests reach their server before closing it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all([sim.close(), slow.sim.close()]);
    expect(await held).toBe('conexão encerrada');
    expect(await delayed).toBe('conexão encerrada');
  });

  it('answers 500 with an internal error', async () => {
    await client.falha('erro500');
    expect(await client.send(envio())).toEqual({ status: 500, body: { status: 'Erro interno' } });
    expect((await client.situacao('x', 'homologacao')).status).toBe(500);
  });

  it('drops the connection without answering', async () => {
    await client.falha('fora');
    await expect(client.send(envio())).rejects.toThrow(TypeError);
    await expect(client.aulasDoCandidato('52998224725', 'homologacao')).rejects.toThrow('fetch failed');
    await client.falha('nenhuma');
    expect((await client.send(envio(), 'homologacao')).status).toBe(200);
  });

  it('refuses an unknown mode', async () => {
    const reply = await client.falha('quebrada');
    expect(reply.status).toBe(400);
    expect(reply.body.erros[0].campo).toBe('modo');
  });
});
