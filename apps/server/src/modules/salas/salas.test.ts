import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

describe.each(engines)('rooms on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  let modelo: Session;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    session: Session,
    payload?: object,
  ) =>
    platform.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    // The camera below points at loopback, which only the operator's list of trusted hosts opens.
    platform = await startTestPlatform(engine, { env: { OUTBOUND_ALLOW_HOSTS: '127.0.0.1:1' } });
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('registers, lists, edits, deactivates and deletes a room', async () => {
    const created = await call('POST', '/salas', admin, { nome: 'Sala Teste 1', capacidade: 30 });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      mensagem: 'Sala cadastrada.',
      dados: { nome: 'Sala Teste 1', capacidade: 30, ativo: true, cameras: 0 },
    });
    const id = created.json().dados.id_sala;

    const list = await call('GET', '/salas?filtro=teste%201&per_page=5', admin);
    expect(list.json().dados).toMatchObject({ total: 1, per_page: 5 });

    const edited = await call('PUT', `/salas/${id}`, admin, { nome: 'Sala Teste Um', capacidade: 25 });
    expect(edited.json().dados).toMatchObject({ nome: 'Sala Teste Um', capacidade: 25 });

    await call('PATCH', `/salas/${id}/ativo`, admin, { ativo: false });
    const inactive = await call('GET', '/salas?situacao=inativos&filtro=teste', admin);
    expect(inactive.json().dados.data.map((sala: { id_sala: number }) => sala.id_sala)).toEqual([id]);

    expect((await call('DELETE', `/salas/${id}`, admin)).json()).toEqual({
      success: true,
      mensagem: 'Sala excluída.',
    });
    expect((await call('GET', `/salas/${id}`, admin)).statusCode).toBe(404);
  });

  it('refuses bad input and a duplicate name in the school, allowing it in another school', async () => {
    const bad = await call('POST', '/salas', admin, { nome: '', capacidade: 0 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['capacidade', 'nome']);

    await call('POST', '/salas', admin, { nome: 'Sala Dupla', capacidade: 10 });
    const duplicate = await call('POST', '/salas', admin, { nome: 'Sala Dupla', capacidade: 12 });
    expect(duplicate.json().errors).toEqual({ nome: ['Já existe uma sala com este nome nesta autoescola.'] });
    expect((await call('POST', '/salas', modelo, { nome: 'Sala Dupla', capacidade: 12 })).statusCode).toBe(
      201,
    );
  });

  it("keeps each school's rooms to itself", async () => {
    const mine = await call('POST', '/salas', admin, { nome: 'Sala Privada', capacidade: 8 });
    const id = mine.json().dados.id_sala;
    expect((await call('GET', `/salas/${id}`, modelo)).statusCode).toBe(404);
    expect((await call('PUT', `/salas/${id}`, modelo, { nome: 'Invadida', capacidade: 1 })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/salas/${id}`, modelo)).statusCode).toBe(404);
    const list = await call('GET', '/salas?filtro=privada', modelo);
    expect(list.json().dados.total).toBe(0);
  });

  it('refuses to delete a room a camera refers to', async () => {
    const sala = (await call('POST', '/salas', admin, { nome: 'Sala com Câmera', capacidade: 20 })).json()
      .dados;
    await call('POST', '/cameras', admin, {
      sala_id: sala.id_sala,
      nome: 'Cam',
      url_snapshot: 'http://127.0.0.1:1/snap.jpg',
    });
    const refused = await call('DELETE', `/salas/${sala.id_sala}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().mensagem).toBe(
      'Não é possível excluir: há registros ligados a este. Desative-o em vez de excluir.',
    );
  });

  it('exports the list as PDF, xlsx and CSV', async () => {
    const pdf = await call('GET', '/salas/pdf/-/-', admin);
    expect(pdf.json()).toMatchObject({ arquivo: 'salas.pdf', formato: 'pdf' });
    expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await call('GET', '/salas/xlsx/autoescolademo/-/true', admin);
    expect(Buffer.from(xlsx.json().dados, 'base64').subarray(0, 2).toString()).toBe('PK');
    const csv = await call('GET', '/salas/xlsx/-/dupla?formato=csv', admin);
    expect(csv.json().arquivo).toBe('salas.csv');
    expect(csv.json().dados).toMatch(/^\uFEFFSala;Capacidade;Câmeras;Situação\r?\nSala Dupla;10;0;Ativa/);
    expect((await call('GET', '/salas/pdf/cfcmodelo/-', admin)).statusCode).toBe(403);
  });
});
