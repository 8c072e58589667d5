import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

/** Each case: the header sent (none for the default) and what a user of that language reads. */
const LANGUAGES = [
  {
    header: undefined,
    notFound: 'Sala não encontrada.',
    invalid: 'Os dados enviados são inválidos.',
    required: 'Campo obrigatório.',
    duplicate: 'Já existe uma sala com este nome nesta autoescola.',
    loginFailed: 'E-mail ou senha inválidos.',
    studentLoginFailed: 'CPF ou senha inválidos.',
    created: 'Sala cadastrada.',
  },
  {
    header: 'en-US,en;q=0.9',
    notFound: 'Classroom not found.',
    invalid: 'The data sent is invalid.',
    required: 'Required field.',
    duplicate: 'There is already a classroom with this name at this driving school.',
    loginFailed: 'Invalid e-mail or password.',
    studentLoginFailed: 'Invalid CPF or password.',
    created: 'Classroom registered.',
  },
  {
    header: 'es',
    notFound: 'Sala no encontrada.',
    invalid: 'Los datos enviados no son válidos.',
    required: 'Campo obligatorio.',
    duplicate: 'Ya existe una sala con este nombre en esta autoescuela.',
    loginFailed: 'Correo electrónico o contraseña no válidos.',
    studentLoginFailed: 'CPF o contraseña no válidos.',
    created: 'Sala registrada.',
  },
] as const;

describe.each(engines)('replies in the language of Accept-Language on $name', (engine) => {
  let platform: Platform;
  let admin: Session;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    language: string | undefined,
    options: { session?: Session; payload?: object } = {},
  ) =>
    platform.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...options.session?.headers,
        ...(language === undefined ? {} : { 'accept-language': language }),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    admin = await sessionFor(platform, 'admin@demo.cfc');
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it.each(LANGUAGES)('a 404 in $header', async ({ header, notFound }) => {
    const reply = await call('GET', '/salas/999999', header, { session: admin });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ success: false, mensagem: notFound });
  });

  it.each(LANGUAGES)('a 422 with its field map in $header', async ({ header, invalid, required }) => {
    const reply = await call('POST', '/salas', header, { session: admin, payload: { capacidade: 10 } });
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toEqual({ success: false, mensagem: invalid, errors: { nome: [required] } });
  });

  it.each(LANGUAGES)("the service's own field map and a success message in $header", async (language) => {
    const nome = `Sala ${language.header ?? 'padrão'}`;
    const created = await call('POST', '/salas', language.header, {
      session: admin,
      payload: { nome, capacidade: 10 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().mensagem).toBe(language.created);
    const again = await call('POST', '/salas', language.header, {
      session: admin,
      payload: { nome, capacidade: 10 },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      success: false,
      mensagem: language.invalid,
      errors: { nome: [language.duplicate] },
    });
  });

  it.each(LANGUAGES)('a login failure in $header, and in dados for the student', async (language) => {
    const staff = await call('POST', '/login', language.header, {
      payload: { email: 'ninguem@demo.cfc', password: 'senha errada' },
    });
    expect(staff.statusCode).toBe(401);
    expect(staff.json()).toEqual({ success: false, mensagem: language.loginFailed });
    const student = await call('POST', '/login/aluno', language.header, {
      payload: { cpf: '52998224725', password: 'senha errada' },
    });
    expect(student.statusCode).toBe(401);
    expect(student.json()).toEqual({
      success: false,
      mensagem: language.studentLoginFailed,
      dados: language.studentLoginFailed,
    });
  });

  it("a shared field rule's own message (packages/contract) in the request's language", async () => {
    const english = await call('GET', '/salas?sort=N%C3%A3o!', 'en', { session: admin });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({ sort: ['Invalid sort order.'] });
    const portuguese = await call('GET', '/salas?sort=N%C3%A3o!', undefined, { session: admin });
    expect(portuguese.json().errors).toEqual({ sort: ['Ordenação inválida.'] });
  });

  it.each([
    [undefined, 'Filtro de aptidão inválido.', 'Categoria inválida.'],
    ['en', 'Invalid eligibility filter.', 'Invalid category.'],
    ['es', 'Filtro de aptitud no válido.', 'Categoría no válida.'],
  ])("a contract schema's own messages in %s", async (header, apto, categoria) => {
    const reply = await call('GET', '/processos?apto=talvez&categoria=Z', header, { session: admin });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({ apto: [apto], categoria: [categoria] });
  });

  it('falls back to Portuguese for a language it does not speak, and follows the preference order', async () => {
    const french = await call('GET', '/salas/999999', 'fr-FR,fr;q=0.9', { session: admin });
    expect(french.json().mensagem).toBe('Sala não encontrada.');
    const frenchThenSpanish = await call('GET', '/salas/999999', 'fr, es;q=0.5, en;q=0.3', {
      session: admin,
    });
    expect(frenchThenSpanish.json().mensagem).toBe('Sala no encontrada.');
    const unknownRoute = await call('GET', '/nada-aqui', 'en');
    expect(unknownRoute.json()).toEqual({ success: false, mensagem: 'Resource not found.' });
  });

  it('says a reply varies by Accept-Language and names its language, so a cache keeps one per language', async () => {
    const spanish = await call('GET', '/salas/999999', 'es', { session: admin });
    expect(spanish.headers.vary).toMatch(/(^|, )Accept-Language(,|$)/);
    expect(spanish.headers['content-language']).toBe('es');
    const portuguese = await call('GET', '/salas', undefined, { session: admin });
    expect(portuguese.statusCode).toBe(200);
    expect(portuguese.headers['content-language']).toBe('pt-BR');
    expect(String(portuguese.headers.vary).match(/Accept-Language/g)).toHaveLength(1);
  });
});
