import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '../../ui/form/field-errors.ts';
import {
  EMPTY_USUARIO,
  USUARIO_FIELDS,
  type UsuarioFormValues,
  usuarioBodyFrom,
  validateUsuario,
  valuesFromUsuario,
} from './form-values.ts';

const filled: UsuarioFormValues = {
  ...EMPTY_USUARIO,
  nome: ' Beatriz Borges ',
  email: 'beatriz@demo.cfc',
  cpf: '390.533.447-05',
  id_role: '5',
};

describe('validateUsuario', () => {
  it('accepts a complete form', () => {
    expect(validateUsuario(filled)).toEqual({});
  });

  it('asks for the name, the e-mail and the profile', () => {
    expect(validateUsuario(EMPTY_USUARIO)).toEqual({
      nome: 'required',
      email: 'required',
      id_role: 'required',
    });
  });

  it('checks the name, the e-mail and the CPF', () => {
    expect(validateUsuario({ ...filled, nome: 'Bi', email: 'beatriz@', cpf: '390.533.447' })).toEqual({
      nome: 'nomeShort',
      email: 'emailInvalid',
      cpf: 'cpfLength',
    });
    expect(validateUsuario({ ...filled, cpf: '390.533.447-06' })).toEqual({ cpf: 'cpfInvalid' });
  });

  it('keeps the function between 1 and 99', () => {
    expect(validateUsuario({ ...filled, id_funcao_usuario: 0 })).toEqual({
      id_funcao_usuario: 'funcaoRange',
    });
    expect(validateUsuario({ ...filled, id_funcao_usuario: 2 })).toEqual({});
  });

  it('asks a traffic-authority user for the state', () => {
    expect(validateUsuario({ ...filled, id_role: '9' })).toEqual({ uf: 'required' });
    expect(validateUsuario({ ...filled, id_role: '9', uf: 'MA' })).toEqual({});
  });
});

describe('usuarioBodyFrom', () => {
  it('sends trimmed text, CPF digits, numbers and no state for other roles', () => {
    expect(usuarioBodyFrom({ ...filled, uf: 'MA', permissoes: ['user_list'] })).toEqual({
      nome: 'Beatriz Borges',
      email: 'beatriz@demo.cfc',
      cpf: '39053344705',
      id_role: 5,
      id_funcao_usuario: null,
      permissoes: ['user_list'],
      uf: null,
    });
  });

  it('sends the state of a traffic-authority user and the function', () => {
    const body = usuarioBodyFrom({ ...filled, id_role: '9', uf: 'MA', id_funcao_usuario: 3, cpf: '' });
    expect(body).toMatchObject({ id_role: 9, uf: 'MA', id_funcao_usuario: 3, cpf: '' });
  });
});

describe('valuesFromUsuario', () => {
  it('fills the form from a stored user', () => {
    const values = valuesFromUsuario({
      id_usuario: 7,
      nome: 'Gabriela Gestora',
      email: null,
      cpf: '39053344705',
      id_role: 5,
      id_funcao_usuario: null,
      autoescola: 'autoescolademo',
      ativo: true,
      permissoes: ['user_list'],
      created_at: '2025-01-01T00:00:00Z',
    });
    expect(values).toEqual({
      nome: 'Gabriela Gestora',
      email: '',
      cpf: '390.533.447-05',
      id_role: '5',
      id_funcao_usuario: '',
      uf: null,
      permissoes: ['user_list'],
    });
  });
});

describe('serverFieldErrors', () => {
  it('keeps the first message of each known field', () => {
    expect(
      serverFieldErrors(
        {
          email: ['E-mail já cadastrado.', 'Outro'],
          'permissoes.2': ['Permissão inválida.'],
          desconhecido: ['?'],
        },
        USUARIO_FIELDS,
      ),
    ).toEqual({ email: 'E-mail já cadastrado.', permissoes: 'Permissão inválida.' });
    expect(serverFieldErrors(undefined, USUARIO_FIELDS)).toEqual({});
  });
});
