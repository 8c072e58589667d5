import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StartedSimulator } from './server.ts';
import { cadastrosPara, cpf, envio, type SimClient, startTestSimulator } from './test-support.ts';

let sim: StartedSimulator;
let client: SimClient;
beforeEach(async () => {
  ({ sim, client } = await startTestSimulator());
});
afterEach(() => sim.close());

describe('concurrent sends', () => {
  it('answers 1,000 different lessons sent at once and counts each', async () => {
    const lessons = Array.from({ length: 1000 }, (_, n) =>
      envio({ cpf: cpf(n), instrutor: { cpf: cpf(10_000 + n), nome: `Instrutor ${n}` } }),
    );
    await client.cadastrar(cadastrosPara(...lessons));

    const replies = await Promise.all(lessons.map((lesson) => client.send(lesson)));
    expect(replies.filter((reply) => reply.status === 200 && reply.body.status === 'Aceito')).toHaveLength(
      1000,
    );
    expect(new Set(replies.map((reply) => reply.body.protocolo)).size).toBe(1000);
    expect((await client.estado()).body.ambientes.producao).toEqual({
      aceitas: 1000,
      em_analise: 0,
      rejeitadas: 0,
    });
  }, 30_000);

  it('accepts the same lesson sent 50 times at once exactly once', async () => {
    const lesson = envio();
    await client.cadastrar(cadastrosPara(lesson));
    const replies = await Promise.all(Array.from({ length: 50 }, () => client.send(lesson)));
    const protocolos = new Set(replies.map((reply) => reply.body.protocolo));
    expect(protocolos.size).toBe(1);
    expect(replies.every((reply) => reply.status === 200 && reply.body.status === 'Aceito')).toBe(true);
    expect((await client.estado()).body.ambientes.producao).toEqual({
      aceitas: 1,
      em_analise: 0,
      rejeitadas: 0,
    });
  });

  it('accepts one of 50 different contents sent at once under one id_externo, refuses the others', async () => {
    const lesson = envio();
    await client.cadastrar(cadastrosPara(lesson));
    const variants = Array.from({ length: 50 }, (_, n) => ({
      ...lesson,
      aula: { ...lesson.aula, hodometro_fim: 12_010 + n },
    }));
    const replies = await Promise.all(
      variants.map((variant, n) => (n % 2 === 0 ? client.send(variant) : client.correct(variant))),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(
      replies.filter((reply) => reply.status === 409 && reply.body.status === 'Aula já enviada'),
    ).toHaveLength(49);
    expect((await client.estado()).body.ambientes.producao.aceitas).toBe(1);
  });
});
