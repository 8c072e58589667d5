import { describe, expect, it } from 'vitest';
import { usuariosAccess } from './access.ts';

describe('usuariosAccess', () => {
  it('allows nothing without a session', () => {
    expect(usuariosAccess(null)).toEqual({ list: false, edit: false, permissions: false });
  });

  it('follows the user_list and user_edit flags', () => {
    const session = { schema: 'autoescolademo', permissions: { user_list: true, user_edit: false } };
    expect(usuariosAccess(session)).toEqual({ list: true, edit: false, permissions: false });
  });

  it('opens the permissions matrix only at the operator', () => {
    const flags = { user_list: true, user_edit: true, permissoes: true };
    expect(usuariosAccess({ schema: 'autoescolademo', permissions: flags }).permissions).toBe(false);
    expect(usuariosAccess({ schema: 'public', permissions: flags }).permissions).toBe(true);
    expect(usuariosAccess({ schema: 'public', permissions: { permissoes: false } }).permissions).toBe(false);
  });
});
