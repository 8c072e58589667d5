import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { outbox, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

const nova = {
  nome_fantasia: 'Autoescola São José',
  razao_social: 'São José Formação de Condutores Ltda.',
  cnpj: '45.723.174/0001-10',
  uf: 'ma',
  telefone: '(98) 3222-1100',
  email: 'contato@saojose.cfc',
  cep: '65000-000',
  cidade: 'São Luís',
  administrador: { nome: 'José Administrador', email: 'jose@saojose.cfc' },
};

describe.each(engines)('schools (cfc, cfc-novo) on $name', (engine) => {
  let platform: Platform;
  let monitor: Session;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
    platform.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: session.headers,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    platform = await startTestPlatform(engine, { jobs: true });
    monitor = await sessionFor(platform, 'monitor@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('creates a school with its key and first administrator, who is mailed a link', async () => {
    const created = await call('POST', '/autoescolas', monitor, nova);
    expect(created.statusCode).toBe(201);
    expect(created.json().dados).toMatchObject({
      slug: 'autoescolasaojose',
      cnpj: '45723174000110',
      uf: 'MA',
      telefone: '9832221100',
      cep: '65000000',
      operadora: false,
    });
    const [mail] = await outbox(platform, 1);
    expect(mail).toMatchObject({ to: 'jose@saojose.cfc', subject: 'Seu acesso à CFC Plataforma' });

    // The administrator sets a password and logs into the new school.
    const token = /nova-senha\/([\w-]+)/.exec(mail?.text ?? '')?.[1];
    await platform.app.inject({
      method: 'PATCH',
      url: '/api/v1/login/reset-password',
      payload: { token, password: 'senha-nova-1', password_confirmation: 'senha-nova-1' },
    });
    const jose = await sessionFor(platform, 'jose@saojose.cfc', 'senha-nova-1');
    const login = await call('GET', '/user/dados', jose);
    expect(login.json().dados.schema).toBe('autoescolasaojose');
    const escolas = await call('GET', '/autoescola', jose);
    expect(escolas.json().dados.map((escola: { slug: string }) => escola.slug)).toEqual([
      'autoescolasaojose',
    ]);

    // The monitor who created it may now see it.
    const { cfc: _own, ...anySchool } = monitor.headers;
    const seen = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescolas?filtro=jose',
      headers: anySchool,
    });
    expect(seen.json().dados.total).toBe(1);
  });

  it('refuses a taken name, CNPJ or administrator e-mail, and an invalid CNPJ', async () => {
    const again = await call('POST', '/autoescolas', monitor, nova);
    expect(again.json().errors).toEqual({
      nome_fantasia: ['Já existe uma autoescola com o identificador "autoescolasaojose".'],
      cnpj: ['Já existe uma autoescola com este CNPJ.'],
      'administrador.email': ['Este e-mail já está cadastrado.'],
    });
    const invalid = await call('POST', '/autoescolas', monitor, {
      ...nova,
      nome_fantasia: 'Outra',
      cnpj: '45.723.174/0001-11',
      uf: 'XX',
    });
    expect(invalid.json().errors).toMatchObject({ cnpj: ['CNPJ inválido.'], uf: ['UF inválida.'] });
    const alphanumeric = await call('POST', '/autoescolas', monitor, {
      ...nova,
      nome_fantasia: 'CFC Alfa',
      cnpj: 'RA.UW0.12J/9DUV-78',
      administrador: { nome: 'Alfa Admin', email: 'admin@alfa.cfc' },
    });
    expect(alphanumeric.statusCode).toBe(201);
  });

  it('edits a school and keeps its key', async () => {
    const list = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescolas?filtro=alfa',
      headers: monitor.headers,
    });
    const { cfc: _own, ...anySchool } = monitor.headers;
    const found = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/autoescolas?filtro=alfa',
      headers: anySchool,
    });
    expect(list.json().dados.total).toBe(0); // with CFC=public the list is the operator's school only
    const alfa = found.json().dados.data[0];
    const edited = await platform.app.inject({
      method: 'PUT',
      url: `/api/v1/autoescolas/${alfa.id}`,
      headers: anySchool,
      payload: {
        ...nova,
        nome_fantasia: 'CFC Alfa Centro',
        cnpj: 'RAUW012J9DUV78',
        gratuidade_pratica: true,
      },
    });
    expect(edited.json().dados).toMatchObject({
      slug: 'cfcalfa',
      nome_fantasia: 'CFC Alfa Centro',
      gratuidade_pratica: true,
    });
  });

  it('is for the operator only', async () => {
    const admin = await sessionFor(platform, 'admin@demo.cfc');
    expect((await call('GET', '/autoescolas', admin)).statusCode).toBe(403);
    expect((await call('POST', '/autoescolas', admin, nova)).statusCode).toBe(403);
  });
});
