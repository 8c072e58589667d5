import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSimulator } from './app.ts';
import { cadastrosPara, envio, startTestSimulator } from './test-support.ts';

let folder: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'getran-sim-'));
});
afterEach(() => rm(folder, { recursive: true, force: true }));

describe('the state file', () => {
  it('keeps the registry and the lessons of both environments across a restart', async () => {
    const arquivo = join(folder, 'dados', 'getran-sim.json');
    const accepted = envio();
    const rejected = envio({ fim: '2026-11-20T12:30:00.000Z' });

    const first = await startTestSimulator({ arquivo });
    await first.client.cadastrar(cadastrosPara(accepted));
    const aceito = await first.client.send(accepted);
    const teste = await first.client.send(accepted, 'homologacao');
    await first.client.send(rejected);
    const estado = (await first.client.estado()).body;
    await first.sim.close();

    expect(JSON.parse(await readFile(arquivo, 'utf8'))).toMatchObject({ versao: 1 });
    expect(await readdir(join(folder, 'dados'))).toEqual(['getran-sim.json']);

    const second = await startTestSimulator({ arquivo });
    try {
      expect((await second.client.estado()).body).toEqual(estado);
      expect(await second.client.send(accepted)).toEqual(aceito);
      expect(await second.client.send(accepted, 'homologacao')).toEqual(teste);
      expect((await second.client.situacao(rejected.aula.id_externo)).body.codigo).toBe(
        'TEMPO_TOTAL_INSUFICIENTE',
      );
      // Protocols carry on from where they were, never given twice.
      const next = await second.client.send(
        envio({ inicio: '2026-11-21T12:00:00.000Z', fim: '2026-11-21T12:50:00.000Z' }),
      );
      expect(next.body.status).toBe('Aceito');
      expect([aceito.body.protocolo, teste.body.protocolo]).not.toContain(next.body.protocolo);
      expect(Number(next.body.protocolo.slice(1))).toBeGreaterThan(Number(aceito.body.protocolo.slice(1)));
    } finally {
      await second.sim.close();
    }
  });

  it('leaves forgotten lessons forgotten after a restart', async () => {
    const arquivo = join(folder, 'getran-sim.json');
    const first = await startTestSimulator({ arquivo });
    await first.client.send(envio(), 'homologacao');
    await first.client.call('POST', '/_sim/reiniciar');
    await first.sim.close();

    const second = await startTestSimulator({ arquivo });
    expect((await second.client.estado()).body.ambientes.homologacao).toEqual({
      aceitas: 0,
      em_analise: 0,
      rejeitadas: 0,
    });
    await second.sim.close();
  });

  it('writes every change of a burst', async () => {
    const arquivo = join(folder, 'getran-sim.json');
    const { sim, client } = await startTestSimulator({ arquivo });
    const lessons = Array.from({ length: 50 }, (_, n) =>
      envio({ cpf: String(30_000_000_000 + n), instrutor: { cpf: String(40_000_000_000 + n), nome: 'Ana' } }),
    );
    await Promise.all(lessons.map((lesson) => client.send(lesson, 'homologacao')));
    await sim.simulador.flush();
    const saved = JSON.parse(await readFile(arquivo, 'utf8'));
    expect(saved.aulas.homologacao).toHaveLength(50);
    await sim.close();
  });

  it('refuses to start on a file that is not its state', async () => {
    const arquivo = join(folder, 'outro.json');
    await writeFile(arquivo, '{"nada": true}');
    expect(() => buildSimulator({ arquivo })).toThrow(/não é um estado do simulador/);
    await writeFile(arquivo, 'não é JSON');
    expect(() => buildSimulator({ arquivo })).toThrow(/não é um estado do simulador/);
  });
});
