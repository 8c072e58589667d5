import { type PermissionFlag, Role, type UsuarioBody, type UsuarioResumo } from '@cfc/contract';
import { cpfDigits, isCpf, isUf } from '@cfc/domain';
import { compact } from '../../ui/form/field-errors.ts';
import { isEmail, typeCpf } from '../../ui/masks.ts';

/** GET /usuarios/:idUsuario: the list item, plus the state of a traffic-authority user. */
export type UsuarioDetalhe = UsuarioResumo & { readonly uf?: string | null };

/** What the form holds while the user types; selects and number inputs hold strings. */
export interface UsuarioFormValues {
  readonly nome: string;
  readonly email: string;
  readonly cpf: string;
  readonly id_role: string | null;
  readonly id_funcao_usuario: string | number;
  readonly uf: string | null;
  readonly permissoes: readonly PermissionFlag[];
}

/** Fields named as the API names them, so its 422 `errors` map lands on the right input. */
export type UsuarioField = keyof UsuarioFormValues;
export type UsuarioFormError =
  | 'required'
  | 'nomeShort'
  | 'emailInvalid'
  | 'cpfLength'
  | 'cpfInvalid'
  | 'funcaoRange';
export type UsuarioFormErrors = Partial<Record<UsuarioField, UsuarioFormError>>;

export const EMPTY_USUARIO: UsuarioFormValues = {
  nome: '',
  email: '',
  cpf: '',
  id_role: null,
  id_funcao_usuario: '',
  uf: null,
  permissoes: [],
};

/** Fields named as the API names them; `permissoes.3` of a 422 lands on `permissoes`. */
export const USUARIO_FIELDS = Object.keys(EMPTY_USUARIO) as UsuarioField[];

const NOME_MIN = 3;
const FUNCAO_MAX = 99;
const CPF_LENGTH = 11;

export function valuesFromUsuario(usuario: UsuarioDetalhe): UsuarioFormValues {
  return {
    nome: usuario.nome,
    email: usuario.email ?? '',
    cpf: usuario.cpf ? typeCpf(usuario.cpf) : '',
    id_role: String(usuario.id_role),
    id_funcao_usuario: usuario.id_funcao_usuario ?? '',
    uf: usuario.uf ?? null,
    permissoes: usuario.permissoes,
  };
}

/** A traffic-authority user (role 9) belongs to a state. */
export function needsUf(idRole: string | null): boolean {
  return idRole === String(Role.DETRAN);
}

function funcaoError(value: string | number): UsuarioFormError | undefined {
  if (value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= FUNCAO_MAX ? undefined : 'funcaoRange';
}

function cpfError(value: string): UsuarioFormError | undefined {
  const digits = cpfDigits(value);
  if (digits === '') return undefined;
  if (digits.length !== CPF_LENGTH) return 'cpfLength';
  return isCpf(digits) ? undefined : 'cpfInvalid';
}

/** The checks the browser can make before calling the server; the server repeats them. */
export function validateUsuario(values: UsuarioFormValues): UsuarioFormErrors {
  const nome = values.nome.trim();
  const email = values.email.trim();
  const errors: UsuarioFormErrors = {
    nome: nome === '' ? 'required' : nome.length < NOME_MIN ? 'nomeShort' : undefined,
    email: email === '' ? 'required' : isEmail(email) ? undefined : 'emailInvalid',
    cpf: cpfError(values.cpf),
    id_role: values.id_role === null ? 'required' : undefined,
    id_funcao_usuario: funcaoError(values.id_funcao_usuario),
    uf: needsUf(values.id_role) && (values.uf === null || !isUf(values.uf)) ? 'required' : undefined,
  };
  return compact(errors);
}

/** The body of POST /usuarios and PUT /usuarios/:idUsuario; call only after validateUsuario. */
export function usuarioBodyFrom(values: UsuarioFormValues): UsuarioBody {
  const idRole = Number(values.id_role);
  return {
    nome: values.nome.trim(),
    email: values.email.trim(),
    cpf: cpfDigits(values.cpf),
    id_role: idRole,
    id_funcao_usuario: values.id_funcao_usuario === '' ? null : Number(values.id_funcao_usuario),
    permissoes: [...values.permissoes],
    uf: needsUf(values.id_role) ? values.uf : null,
  };
}
