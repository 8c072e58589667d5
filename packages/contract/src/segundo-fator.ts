import { z } from 'zod';
import { loginReply } from './login.ts';
import { localized } from './messages.ts';
import { SEGUNDO_FATOR_ROLES } from './roles.ts';

export function usesSegundoFator(role: number): boolean {
  return (SEGUNDO_FATOR_ROLES as readonly number[]).includes(role);
}

/** One-time recovery codes given at enrolment. */
export const RECOVERY_CODE_COUNT = 10;

/** A challenge's token, as POST /login answered it. */
const desafio = z.string().min(1, localized('login.facaLoginNovamente')).max(2000);

/** A current code of the authenticator: six digits (spaces typed by the user are dropped). */
export const totpCode = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, localized('login.informeSeisDigitos')));

/** A code of the authenticator or a recovery code (`XXXXX-XXXXX`). */
const anyCode = z
  .string()
  .trim()
  .min(1, localized('login.informeCodigo'))
  .max(40, localized('login.codigoInvalido'))
  .transform((value) => value.replace(/\s/g, ''));

/** POST /login/segundo-fator: the challenge of POST /login and a code, to finish the login. */
export const segundoFatorBody = z.object({ desafio, codigo: anyCode });
export type SegundoFatorBody = z.input<typeof segundoFatorBody>;

/** A challenge alone: enrolment that a school requires, before the login ends. */
export const desafioBody = z.object({ desafio });

/** Confirms the enrolment with the first code; with `desafio` when done during a login. */
export const confirmarCadastroBody = z.object({ codigo: totpCode });
export const confirmarCadastroDesafioBody = z.object({ desafio, codigo: totpCode });
export type ConfirmarCadastroDesafioBody = z.input<typeof confirmarCadastroDesafioBody>;

/** Turns the second factor off: a current code (or recovery code) or the account's password. */
export const desativarSegundoFatorBody = z
  .object({
    codigo: z
      .string()
      .trim()
      .max(40)
      .optional()
      .transform((value) => value?.replace(/\s/g, '') || undefined),
    senha: z
      .string()
      .max(200)
      .optional()
      .transform((value) => value || undefined),
  })
  .refine((body) => body.codigo !== undefined || body.senha !== undefined, {
    path: ['codigo'],
    ...localized('login.informeCodigoOuSenha'),
  });
export type DesativarSegundoFatorBody = z.input<typeof desativarSegundoFatorBody>;

/** A new secret: shown as a QR code (data URL) and as text, for apps that take it typed. */
export const segundoFatorCadastro = z.object({
  segredo: z.string(),
  otpauth_uri: z.string(),
  qr_code: z.string(),
});
export type SegundoFatorCadastro = z.infer<typeof segundoFatorCadastro>;

export const codigosRecuperacao = z.object({ codigos_recuperacao: z.array(z.string()) });
export type CodigosRecuperacao = z.infer<typeof codigosRecuperacao>;

/** Enrolment finished during a login: the recovery codes, shown once, and the session. */
export const cadastroDesafioReply = codigosRecuperacao.extend({ sessao: loginReply });
export type CadastroDesafioReply = z.infer<typeof cadastroDesafioReply>;

/** GET /login/segundo-fator: the logged-in user's second factor. */
export const segundoFatorSituacao = z.object({
  ativo: z.boolean(),
  /** The user's school requires it of the user's role: it cannot be turned off. */
  exigido: z.boolean(),
  codigos_restantes: z.number().int(),
});
export type SegundoFatorSituacao = z.infer<typeof segundoFatorSituacao>;

/** PUT /autoescola/segundo-fator: the staff roles the current school requires it of. */
export const segundoFatorExigenciaBody = z.object({
  roles: z
    .array(
      z
        .number()
        .int()
        .refine((role) => usesSegundoFator(role), localized('login.perfilSemSegundoFator')),
    )
    .max(SEGUNDO_FATOR_ROLES.length)
    .transform((roles) => [...new Set(roles)].sort((a, b) => a - b)),
});
export type SegundoFatorExigenciaBody = z.input<typeof segundoFatorExigenciaBody>;

/** GET /autoescola/segundo-fator, and the reply of its PUT. */
export const segundoFatorExigencia = z.object({ roles: z.array(z.number().int()) });
export type SegundoFatorExigencia = z.infer<typeof segundoFatorExigencia>;
