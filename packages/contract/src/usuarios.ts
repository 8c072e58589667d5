import { z } from 'zod';
import { pageQuery } from './http.ts';
import { permissionFlag } from './login.ts';
import { localized } from './messages.ts';

/** A user as listed on `usuarios` (SPEC §2.3). */
export const usuarioResumo = z.object({
  id_usuario: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
  cpf: z.string().nullable(),
  id_role: z.number().int(),
  id_funcao_usuario: z.number().int().nullable(),
  autoescola: z.string().nullable(),
  ativo: z.boolean(),
  permissoes: z.array(permissionFlag),
  created_at: z.string(),
});
export type UsuarioResumo = z.infer<typeof usuarioResumo>;

export const usuariosQuery = pageQuery.extend({
  filtro: z.string().trim().max(100).optional(),
  ativo: z.enum(['true', 'false']).optional(),
});

const cpfOptional = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .refine((value) => value === '' || value.length === 11, localized('campos.cpfDigitos'))
  .optional()
  .transform((value) => value || null);

/** Create or edit a staff user (usuarios/novo, usuarios/editar/:idUsuario). */
export const usuarioBody = z.object({
  nome: z.string().trim().min(3, localized('campos.informeNomeCompleto')).max(150),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(localized('campos.emailInvalido'))),
  cpf: cpfOptional,
  id_role: z.number().int().min(1).max(9),
  id_funcao_usuario: z.number().int().min(1).max(99).nullable().optional(),
  permissoes: z.array(permissionFlag).default([]),
  /** The traffic authority's state (role 9 only). */
  uf: z.string().length(2).toUpperCase().nullable().optional(),
});
export type UsuarioBody = z.input<typeof usuarioBody>;

export const usuarioParams = z.object({
  idUsuario: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const ativoBody = z.object({ ativo: z.boolean() });
export const permissoesBody = z.object({ permissoes: z.array(permissionFlag) });
