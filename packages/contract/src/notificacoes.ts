import { z } from 'zod';
import { localized } from './messages.ts';

/**
 * The notifications centre, the bell and the notices (SPEC §2.5, §3, §4, §7, §9). A notification
 * is sent once and kept per recipient: read and archived are the recipient's own state.
 */

/** SPEC §9: the page size of the notification lists. */
export const NOTIFICACOES_POR_PAGINA = 15;
/** SPEC §3: `type` marks changelog entries. */
export const TIPO_CHANGELOG = 'version_control';
export const TIPOS_NOTIFICACAO = ['geral', TIPO_CHANGELOG] as const;
export type TipoNotificacao = (typeof TIPOS_NOTIFICACAO)[number];
/** SPEC §3: the lists of the centre. */
export const LISTAS_NOTIFICACAO = ['all', 'general', 'changelogs', 'unread', 'read', 'archived'] as const;
export type ListaNotificacao = (typeof LISTAS_NOTIFICACAO)[number];
export const STATUS_NOTIFICACAO = ['unread', 'read', 'archived'] as const;
/** The realtime event a user receives on `private-user.{id}` (SPEC §7). */
export const EVENTO_NOTIFICACAO = 'GetNotificacao';
/** Attachments of a notice: each up to this size, at most this many. */
export const ANEXO_MAX_BYTES = 5 * 1024 * 1024;
export const ANEXOS_MAX = 5;

const ids = z
  .array(
    z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    localized('notificacoes.selecioneNotificacoes'),
  )
  .min(1, localized('notificacoes.selecioneNotificacoes'))
  .max(500, localized('notificacoes.maximoSelecao'));

export const notificacoesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICACOES_POR_PAGINA),
  /** unread, read or archived; without it, every one not archived. */
  status: z.enum(STATUS_NOTIFICACAO).optional(),
  /** `version_control` for changelog entries, `geral` for the others; without it, both. */
  type: z.enum(TIPOS_NOTIFICACAO).optional(),
  /** Text searched in title and description. */
  filter: z.string().trim().max(200).optional(),
});
export type NotificacoesQuery = z.output<typeof notificacoesQuery>;

/** SPEC §3: an attachment as the list carries it (`file` base64, `filename` as prefix-name). */
export const anexoNotificacao = z.object({
  id: z.number().int(),
  file: z.string(),
  filename: z.string(),
  mimetype: z.string(),
  /** Where to download it with its name and type. */
  url: z.string(),
});

/** SPEC §3 notification, for one recipient. `description` is HTML cleaned by the server. */
export const notificacao = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  is_read: z.boolean(),
  is_archived: z.boolean(),
  type: z.enum(TIPOS_NOTIFICACAO),
  created_at: z.string(),
  anexos: z.array(anexoNotificacao),
});
export type Notificacao = z.infer<typeof notificacao>;

export const notificacoesPage = z.object({
  data: z.array(notificacao),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  /** Unread notifications of the user, for the bell. */
  unread: z.number().int(),
});

export const idsBody = z.object({ ids });
export const notificacaoIdParam = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** The older dropdown shape (GET /autoescola/notificacoes, SPEC §3). */
export const notificacaoAntiga = z.object({
  id: z.number().int(),
  data: z.object({ titulo: z.string(), descricao: z.string() }),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export const notificationReadBody = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** GET /aulas/alertas: open alerts for the header. */
export const alertasCount = z.object({ count: z.number().int() });

/** Who receives a notice ('Avisos', notification sender group: role 2). */
export const DESTINOS_AVISO = ['todas', 'autoescolas', 'papeis'] as const;
export const avisoFields = z
  .object({
    titulo: z
      .string(localized('notificacoes.informeTitulo'))
      .trim()
      .min(3, localized('notificacoes.informeTitulo'))
      .max(200, localized('notificacoes.tituloLongo')),
    /** HTML; cleaned on the server (no script, no event handler, only safe links). */
    descricao: z
      .string(localized('notificacoes.informeMensagem'))
      .trim()
      .min(1, localized('notificacoes.informeMensagem'))
      .max(50_000, localized('notificacoes.mensagemLonga')),
    tipo: z.enum(TIPOS_NOTIFICACAO).default('geral'),
    destino: z.enum(DESTINOS_AVISO).default('todas'),
    /** School keys (slug), when `destino` is autoescolas. */
    autoescolas: z.array(z.string().trim().min(1)).default([]),
    /** Role ids, when `destino` is papeis. */
    papeis: z.array(z.coerce.number().int().min(1).max(9)).default([]),
  })
  .refine((aviso) => aviso.destino !== 'autoescolas' || aviso.autoescolas.length > 0, {
    path: ['autoescolas'],
    ...localized('notificacoes.selecioneAutoescola'),
  })
  .refine((aviso) => aviso.destino !== 'papeis' || aviso.papeis.length > 0, {
    path: ['papeis'],
    ...localized('notificacoes.selecionePerfil'),
  });
export type AvisoFields = z.output<typeof avisoFields>;
export const avisoEnviado = z.object({ id: z.number().int(), destinatarios: z.number().int() });

/** POST /login/broadcast: the Pusher private-channel authorisation (form or JSON). */
export const broadcastAuthBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'socket_id inválido.'),
  channel_name: z.string().min(1).max(200),
});
export const broadcastAuthReply = z.object({ auth: z.string() });
