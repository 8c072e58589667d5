import { z } from 'zod';
import { message } from './catalogue/message.ts';
import { SESSAO_ATIVA } from './login-result.ts';
import { localized } from './messages.ts';
import { PERMISSION_FLAGS } from './roles.ts';

const cpf = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .refine((value) => value.length === 11, localized('campos.cpfDigitos'));

const password = z.string().min(1, localized('login.informeSenha')).max(200);
/** Optional tenant key of the login path (`/:autoescola`). */
const autoescola = z
  .string()
  .trim()
  .max(80)
  .optional()
  .transform((value) => value || undefined);
/** Confirms ending the session open elsewhere (the `sessao-ativa` screen). */
const encerrarOutraSessao = z.boolean().optional();

/** POST /login: school and operator staff sign in with e-mail. */
export const loginBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(localized('campos.emailInvalido'))),
  password,
  autoescola,
  encerrar_outra_sessao: encerrarOutraSessao,
});
export type LoginBody = z.input<typeof loginBody>;

/** POST /login/aluno and /login/instrutor: CPF with or without mask. */
export const loginCpfBody = z.object({
  cpf,
  password,
  autoescola,
  encerrar_outra_sessao: encerrarOutraSessao,
});
export type LoginCpfBody = z.input<typeof loginCpfBody>;

export const permissionFlag = z.enum(PERMISSION_FLAGS);

/** The permissions map of the stored session: every flag, true or false. */
export const permissionsMap = z.object(
  Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
    (typeof PERMISSION_FLAGS)[number],
    z.ZodBoolean
  >,
);

/** The reply of the three logins (SPEC §7), stored by the web client as its session (SPEC §3). */
export const loginReply = z.object({
  usuario: z.object({
    id_usuario: z.number().int(),
    nome: z.string(),
    id_funcao_usuario: z.number().int().nullable(),
  }),
  access_token: z.string(),
  refresh_token: z.string(),
  id_role: z.number().int(),
  role: z.object({
    id_role: z.number().int(),
    nome: z.string(),
    id_funcao_usuario: z.number().int().nullable(),
    permissions: z.array(permissionFlag),
  }),
  permissions: permissionsMap,
  /** Tenant key of the current school ('public' for the operator; '' for the traffic authority). */
  schema: z.string(),
  /** The value the client sends in the CFC header: the same tenant key. */
  cfc: z.string(),
  /** The school's login address. */
  url: z.string(),
  email: z.string().nullable(),
  nome_fantasia: z.string(),
  gratuidade_teorica: z.boolean(),
  gratuidade_pratica: z.boolean(),
  aluno: z
    .object({
      id_aluno: z.number().int(),
      cpf: z.string(),
      nome: z.string(),
      tipo_processo: z.string().nullable(),
    })
    .optional(),
  instrutor: z.object({ id_instrutor: z.number().int(), cpf: z.string(), nome: z.string() }).optional(),
});
export type LoginReply = z.infer<typeof loginReply>;

/**
 * The password was right but the account has a second factor ('totp': send a code to POST
 * /login/segundo-fator) or its school requires one it lacks ('cadastro': enrol first). `desafio` is
 * a short-lived signed token naming the account and the login.
 */
export const loginChallenge = z.object({
  segundo_fator: z.enum(['totp', 'cadastro']),
  desafio: z.string(),
});
export type LoginChallenge = z.infer<typeof loginChallenge>;

/**
 * The account is open elsewhere and the login did not ask to end that session: the `sessao-ativa`
 * screen asks. A normal answer, not an error, so signing in again after a forced logout is a plain
 * step (two logins racing for the one session still get a 409 with the same `codigo`).
 */
export const loginSessaoAtiva = z.object({
  sessao_ativa: z.literal(true),
  codigo: z.literal(SESSAO_ATIVA),
  mensagem: z.string(),
});
export type LoginSessaoAtiva = z.infer<typeof loginSessaoAtiva>;

/** What the three logins answer: the session, the second factor's challenge, or the open-session question. */
export const loginResult = z.union([loginReply, loginChallenge, loginSessaoAtiva]);
export type LoginResult = z.infer<typeof loginResult>;

export const refreshBody = z.object({ refresh_token: z.string().min(1, localized('login.informeToken')) });
/** POST /login/refresh-token answers `data` (SPEC §7), not `dados`. */
export const refreshReply = z.object({
  success: z.literal(true),
  data: z.object({ access_token: z.string(), refresh_token: z.string() }),
});

export const userDados = z.object({
  schema: z.string(),
  email: z.string().nullable(),
  id_funcao_usuario: z.number().int().nullable(),
});

export const resetRequestBody = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(localized('login.informeEmailValido'))),
});

export const PASSWORD_MIN_LENGTH = 8;

export const resetPasswordBody = z
  .object({
    token: z.string().min(1, localized('login.linkInvalido')),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, localized(message('login.senhaMinima', { minimo: PASSWORD_MIN_LENGTH })))
      .max(200, localized('login.senhaMaxima')),
    password_confirmation: z.string(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    ...localized('login.senhasNaoConferem'),
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const resetTokenParam = z.object({ token: z.string().min(1).max(200) });
