import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

describe.each(engines)("the student's own profile on $name", (engine) => {
  let platform: Platform;
  let aluna: Session;
  let admin: Session;
  let modelo: Session;

  const call = (method: 'GET' | 'POST', url: string, session: Session, payload?: unknown) =>
    platform.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: session.headers,
      payload: payload as object,
    });

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    aluna = await sessionFor(platform, '529.982.247-25');
    admin = await sessionFor(platform, 'admin@demo.cfc');
    modelo = await sessionFor(platform, 'admin@modelo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('answers the logged-in student their own record and processes with hours and eligibility', async () => {
    const reply = await call('GET', '/candidato/perfil', aluna);
    expect(reply.statusCode).toBe(200);
    const { aluno, processos } = reply.json().dados;
    expect(aluno.nome).toBe('Alice Aluna');
    expect(aluno.cpf).toBe('52998224725');
    expect(processos.length).toBeGreaterThan(0);
    for (const processo of processos) {
      expect(processo.aluno_id).toBe(aluno.id_aluno);
      expect(typeof processo.aptidao.apto).toBe('boolean');
    }
  });

  it('is for students only', async () => {
    expect((await call('GET', '/candidato/perfil', admin)).statusCode).toBe(403);
    expect(
      (await call('POST', '/candidato/perfil/correcao', admin, { campos: ['nome'], mensagem: 'Nome errado' }))
        .statusCode,
    ).toBe(403);
  });

  it("refuses a correction without items or text, with the fields' messages", async () => {
    const reply = await call('POST', '/candidato/perfil/correcao', aluna, { campos: [], mensagem: ' ' });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({
      campos: ['Selecione o que deve ser corrigido.'],
      mensagem: ['Descreva a correção (ao menos 5 caracteres).'],
    });
  });

  it("sends the correction request to the staff of the student's school only", async () => {
    const reply = await call('POST', '/candidato/perfil/correcao', aluna, {
      campos: ['telefone', 'endereco'],
      mensagem: 'Mudei de endereço e de telefone.',
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().mensagem).toBe('Pedido de correção enviado à autoescola.');

    const titulo = 'Pedido de correção de dados: Alice Aluna';
    const daEscola = (await call('GET', '/notificacoes?limit=100', admin)).json().dados;
    const recebida = daEscola.data.find((item: { title: string }) => item.title === titulo);
    expect(recebida).toBeDefined();
    expect(recebida.description).toContain('Mudei de endereço e de telefone.');
    expect(recebida.description).toContain('Telefone');
    expect(recebida.description).toContain('Endereço');

    const outraEscola = (await call('GET', '/notificacoes?limit=100', modelo)).json().dados;
    expect(outraEscola.data.some((item: { title: string }) => item.title === titulo)).toBe(false);
  });
});
