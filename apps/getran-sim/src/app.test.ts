import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulator } from './app.ts';
import type { StartedSimulator } from './server.ts';
import { envio, SimClient, startTestSimulator } from './test-support.ts';

describe('the simulator as a server', () => {
  let sim: StartedSimulator;
  let client: SimClient;
  beforeAll(async () => {
    ({ sim, client } = await startTestSimulator());
  });
  afterAll(() => sim.close());

  it('answers its health check and says where each environment lives', async () => {
    const health = await fetch(`${sim.url}/health`);
    expect(await health.text()).toBe('ok');
    const about = await client.call('GET', '/');
    expect(about.body).toEqual({
      servico: 'Simulador GETRAN',
      ambientes: { producao: '/api', homologacao: '/homologacao/api' },
    });
  });

  it('refuses a call without the right credentials in both environments', async () => {
    const stranger = new SimClient(sim.url, 'cfc:errada');
    for (const ambiente of ['producao', 'homologacao'] as const) {
      const reply = await stranger.send(envio(), ambiente);
      expect(reply).toEqual({ status: 401, body: { status: 'Credenciais inválidas' } });
    }
    const anonymous = await fetch(`${sim.url}/api/aulas-praticas/x`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Basic/);
  });

  it('says which fields of a malformed body are wrong', async () => {
    const lesson = envio();
    const reply = await client.send({
      ...lesson,
      aula: { ...lesson.aula, cpf: '529.982.247-25', fim: 'amanhã' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.status).toBe('Requisição inválida');
    expect(reply.body.erros.map((erro: { campo: string }) => erro.campo)).toEqual(['aula.cpf', 'aula.fim']);

    const backwards = await client.send(
      envio({ inicio: '2026-11-20T12:50:00Z', fim: '2026-11-20T12:00:00Z' }),
    );
    expect(backwards.body.erros).toEqual([
      { campo: 'aula.fim', mensagem: 'O fim deve ser depois do início.' },
    ]);

    const notJson = await fetch(`${sim.url}/api/aulas-praticas`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from('cfc:cfc').toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{"cfc":',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ status: 'Requisição inválida', erros: [{ campo: '' }] });
  });

  it('refuses a correction whose body names another lesson than its address', async () => {
    const lesson = envio();
    const reply = await client.call('PUT', '/api/aulas-praticas/outra-aula', lesson);
    expect(reply.status).toBe(400);
    expect(reply.body.erros[0].campo).toBe('aula.id_externo');
  });

  it('does not know a lesson never sent', async () => {
    expect(await client.situacao('nunca-enviada')).toEqual({
      status: 404,
      body: { status: 'Aula não encontrada' },
    });
  });
});

describe('the simulator options', () => {
  it('takes its credentials from the options', async () => {
    const { sim } = await startTestSimulator({ usuario: 'autoescola', senha: 's3gredo' });
    try {
      expect((await new SimClient(sim.url).send(envio(), 'homologacao')).status).toBe(401);
      const reply = await new SimClient(sim.url, 'autoescola:s3gredo').send(envio(), 'homologacao');
      expect(reply.body.status).toBe('Aceito');
    } finally {
      await sim.close();
    }
  });

  it('answers its controls only on the same machine unless told otherwise', async () => {
    const closed = buildSimulator();
    const remote = await closed.inject({ method: 'GET', url: '/_sim/estado', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    const local = await closed.inject({ method: 'GET', url: '/_sim/estado', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
    await closed.close();

    const open = buildSimulator({ controlesRemotos: true });
    const allowed = await open.inject({ method: 'GET', url: '/_sim/estado', remoteAddress: '10.1.2.3' });
    expect(allowed.statusCode).toBe(200);
    await open.close();
  });

  it('gives the platform the same controls in process', async () => {
    const app = buildSimulator();
    app.simulador.cadastrar({ instrutores: [{ cpf: '11144477735', nome: 'Carlos Lima', cnh: 'ab' }] });
    app.simulador.falhar({ modo: 'lenta', atraso_ms: 10 });
    expect(app.simulador.estado()).toEqual({
      falha: { modo: 'lenta', atraso_ms: 10 },
      ambientes: {
        producao: { aceitas: 0, em_analise: 0, rejeitadas: 0 },
        homologacao: { aceitas: 0, em_analise: 0, rejeitadas: 0 },
      },
      cadastros: { processos: 0, instrutores: 1, veiculos: 0 },
    });
    expect(() => app.simulador.cadastrar({ instrutores: [{ cpf: '1', nome: 'X', cnh: 'Z' }] })).toThrow();
    await app.close();
  });
});
