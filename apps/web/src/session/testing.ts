// Helpers for unit tests: no DOM there, and a login reply shaped like the server's.
import { allPermissions, type LoginReply, Role } from '@cfc/contract';
import type { KeyValueStorage } from './session-store.ts';

/** A Web Storage stand-in for tests (no DOM in the unit test environment). */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** A login reply as the server sends it, for tests; `overrides` changes what a test needs. */
export function loginReplyFixture(overrides: Partial<LoginReply> = {}): LoginReply {
  const { id_permissao: _, ...permissions } = allPermissions();
  return {
    usuario: { id_usuario: 1, nome: 'Ana Administradora', id_funcao_usuario: 1 },
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    id_role: Role.ADMIN,
    role: { id_role: Role.ADMIN, nome: 'Administrador', id_funcao_usuario: 1, permissions: [] },
    permissions,
    schema: 'autoescolademo',
    cfc: 'autoescolademo',
    url: 'https://cfc.example/autoescolademo',
    email: 'admin@demo.cfc',
    nome_fantasia: 'Autoescola Demo',
    gratuidade_teorica: false,
    gratuidade_pratica: false,
    ...overrides,
  };
}
