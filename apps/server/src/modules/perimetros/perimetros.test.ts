import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { fixtures } from '../processos/processos.fixtures.ts';

const engines = await testEngines();

/** A square of about 2 km in São Luís - MA, [longitude, latitude]. */
const QUADRADO: [number, number][] = [
  [-44.33, -2.56],
  [-44.31, -2.56],
  [-44.31, -2.54],
  [-44.33, -2.54],
];
/** Inside QUADRADO, and in none of the demo perimeters. */
const DENTRO = { latitude: -2.55, longitude: -44.32 };
/** Far from São Luís (Teresina - PI). */
const FORA = { latitude: -5.09, longitude: -42.8 };

describe.each(engines)('perimeters on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  const { call, auditOf } = fixtures(() => platform);

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('registers a polygon, tells whether a point is inside, edits, deactivates and deletes it', async () => {
    const created = await call('POST', '/perimetros', admin, {
      nome: 'Perímetro Teste Sul',
      pontos: [...QUADRADO, QUADRADO[0]],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      mensagem: 'Perímetro cadastrado.',
      dados: { nome: 'Perímetro Teste Sul', pontos: QUADRADO, ativo: true },
    });
    const id = created.json().dados.id_perimetro;

    const verificar = async (point: object, session = admin) =>
      (await call('POST', '/perimetros/verificar', session, point)).json().dados;
    expect(await verificar(DENTRO)).toEqual({ dentro: true, perimetros: [id] });
    expect(await verificar(FORA)).toEqual({ dentro: false, perimetros: [] });

    const list = (await call('GET', '/perimetros?filtro=teste%20sul', admin)).json().dados;
    expect(list.data.map((p: { id_perimetro: number }) => p.id_perimetro)).toEqual([id]);

    // Moved east: the old inside point is now outside.
    const moved = QUADRADO.map(([lon, lat]): [number, number] => [lon + 0.05, lat]);
    const edited = await call('PUT', `/perimetros/${id}`, admin, {
      nome: 'Perímetro Teste Leste',
      pontos: moved,
    });
    expect(edited.json().dados).toMatchObject({ nome: 'Perímetro Teste Leste', pontos: moved });
    expect(await verificar(DENTRO)).toEqual({ dentro: false, perimetros: [] });
    expect((await verificar({ latitude: -2.55, longitude: -44.27 })).perimetros).toEqual([id]);

    await call('PATCH', `/perimetros/${id}/ativo`, admin, { ativo: false });
    expect((await verificar({ latitude: -2.55, longitude: -44.27 })).perimetros).toEqual([]);
    const inativos = (await call('GET', '/perimetros?situacao=inativos', admin)).json().dados;
    expect(inativos.data.map((p: { id_perimetro: number }) => p.id_perimetro)).toContain(id);

    expect((await call('DELETE', `/perimetros/${id}`, admin)).json().mensagem).toBe('Perímetro excluído.');
    expect((await call('GET', `/perimetros/${id}`, admin)).statusCode).toBe(404);
    expect((await auditOf('perimetro', id)).map((row) => row.acao)).toEqual([
      'perimetro_criado',
      'perimetro_alterado',
      'perimetro_desativado',
      'perimetro_excluido',
    ]);
  });

  it('refuses too few points, coordinates out of range and crossing borders, naming the field', async () => {
    const post = async (body: object) => {
      const reply = await call('POST', '/perimetros', admin, body);
      expect(reply.statusCode).toBe(422);
      return reply.json().errors;
    };
    expect(await post({ nome: 'Dois pontos', pontos: [QUADRADO[0], QUADRADO[1]] })).toEqual({
      pontos: ['Desenhe o perímetro com ao menos 3 pontos.'],
    });
    expect(await post({ nome: 'Fechado em dois', pontos: [QUADRADO[0], QUADRADO[1], QUADRADO[0]] })).toEqual({
      pontos: ['Desenhe o perímetro com ao menos 3 pontos.'],
    });
    expect(
      await post({
        nome: '',
        pontos: [
          [-44.3, -2.5],
          [-44.3, -95],
          [200, -2.5],
        ],
      }),
    ).toEqual({
      nome: ['Informe o nome do perímetro.'],
      'pontos.1.1': ['A latitude deve estar entre -90 e 90.'],
      'pontos.2.0': ['A longitude deve estar entre -180 e 180.'],
    });
    const [a, b, c, d] = QUADRADO;
    expect(await post({ nome: 'Gravata', pontos: [a, c, b, d] })).toEqual({
      pontos: ['As bordas do perímetro não podem se cruzar.'],
    });
    const bad = await call('POST', '/perimetros/verificar', admin, { latitude: 91, longitude: 'x' });
    expect(bad.json().errors).toEqual({
      latitude: ['A latitude deve estar entre -90 e 90.'],
      longitude: ['Informe a longitude.'],
    });
  });

  it("keeps each school's perimeters to itself", async () => {
    const mine = await call('POST', '/perimetros', admin, { nome: 'Perímetro Privado', pontos: QUADRADO });
    const id = mine.json().dados.id_perimetro;
    expect((await call('GET', `/perimetros/${id}`, modelo)).statusCode).toBe(404);
    expect(
      (await call('PUT', `/perimetros/${id}`, modelo, { nome: 'Invadido', pontos: QUADRADO })).statusCode,
    ).toBe(404);
    expect((await call('PATCH', `/perimetros/${id}/ativo`, modelo, { ativo: false })).statusCode).toBe(404);
    expect((await call('DELETE', `/perimetros/${id}`, modelo)).statusCode).toBe(404);
    expect((await call('GET', '/perimetros?filtro=privado', modelo)).json().dados.total).toBe(0);
    const seen = (await call('POST', '/perimetros/verificar', modelo, DENTRO)).json().dados;
    expect(seen.perimetros).not.toContain(id);
  });
});
