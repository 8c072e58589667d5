import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, SESSION_KEYS } from './session-store.ts';
import { checkStoredSession } from './stored-session.ts';
import { loginReplyFixture, memoryStorage } from './testing.ts';

describe('session store', () => {
  it('keeps the login reply under the keys of SPEC §3, the access token as token', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, checkStoredSession);
    store.save(loginReplyFixture());

    expect(JSON.parse(storage.getItem('token') ?? '')).toBe('access-1');
    expect(JSON.parse(storage.getItem('id_role') ?? '')).toBe(1);
    expect(storage.getItem('access_token')).toBeNull();
    expect(store.get()).toMatchObject({ token: 'access-1', schema: 'autoescolademo', id_role: 1 });
    expect(store.roleAndCfc()).toEqual({ role: '1', cfc: 'autoescolademo' });
  });

  it('reads a session stored by an earlier page load', () => {
    const storage = memoryStorage();
    createSessionStore(storage, checkStoredSession).save(loginReplyFixture());
    expect(createSessionStore(storage, checkStoredSession).get()?.usuario.nome).toBe('Ana Administradora');
  });

  it('returns the same object until something changes, and tells its subscribers', () => {
    const store = createSessionStore(memoryStorage(), checkStoredSession);
    store.save(loginReplyFixture());
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.get();
    expect(store.get()).toBe(before);

    store.setTokens('access-2', 'refresh-2');
    expect(listener).toHaveBeenCalledOnce();
    expect(store.get()).not.toBe(before);
    expect(store.token()).toBe('access-2');
    expect(store.refreshToken()).toBe('refresh-2');
  });

  it('keeps the student and instructor extras', () => {
    const store = createSessionStore(memoryStorage(), checkStoredSession);
    const aluno = { id_aluno: 7, cpf: '52998224725', nome: 'Alice Aluna', tipo_processo: null };
    store.save(loginReplyFixture({ id_role: 4, aluno }));
    expect(store.get()?.aluno).toEqual(aluno);

    store.save(loginReplyFixture({ id_role: 3, instrutor: { id_instrutor: 2, cpf: '1', nome: 'Ivo' } }));
    expect(store.get()?.aluno).toBeUndefined();
    expect(store.get()?.instrutor?.nome).toBe('Ivo');
  });

  it('merges the user data of GET /user/dados', () => {
    const store = createSessionStore(memoryStorage(), checkStoredSession);
    store.save(loginReplyFixture());
    store.applyUserDados({ schema: 'cfcmodelo', email: 'novo@demo.cfc', id_funcao_usuario: 2 });
    expect(store.get()).toMatchObject({
      schema: 'cfcmodelo',
      email: 'novo@demo.cfc',
      usuario: { id_usuario: 1, id_funcao_usuario: 2 },
    });
  });

  it('tells no one when the user data confirm what it holds', () => {
    const store = createSessionStore(memoryStorage(), checkStoredSession);
    store.save(loginReplyFixture());
    const before = store.get();
    const listener = vi.fn();
    store.subscribe(listener);
    store.applyUserDados({
      schema: before?.schema ?? '',
      email: before?.email ?? null,
      id_funcao_usuario: before?.usuario.id_funcao_usuario ?? null,
    });
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(before);
  });

  it('holds a bare token (class stream) without counting it as a logged-in session', () => {
    const store = createSessionStore(memoryStorage(), checkStoredSession);
    store.setToken('stream-token');
    expect(store.token()).toBe('stream-token');
    expect(store.get()).toBeNull();
    expect(store.roleAndCfc()).toEqual({ role: undefined, cfc: undefined });
  });

  it('ignores values it cannot read and forgets everything on clear', () => {
    const storage = memoryStorage();
    storage.setItem('cfc.language', 'en');
    const store = createSessionStore(storage, checkStoredSession);
    store.save(loginReplyFixture());
    storage.setItem('usuario', '{broken');
    store.reload();
    expect(store.get()).toBeNull();

    store.clear();
    for (const key of SESSION_KEYS) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('cfc.language')).toBe('en');
  });
});
