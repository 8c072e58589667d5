import type { LoginReply } from '@cfc/contract';

/** The stored session of SPEC §3: the login reply, with the access token kept as `token`. */
export type Session = Omit<LoginReply, 'access_token'> & { readonly token: string };

/** User data of GET /user/dados (SPEC §3). */
export interface UserDados {
  readonly schema: string;
  readonly email: string | null;
  readonly id_funcao_usuario: number | null;
}

/**
 * Whether the stored fields make a session, and which: the login reply's contract schema
 * (stored-session.ts). Called only when a token is stored.
 */
export type SessionCheck = (fields: Readonly<Record<string, unknown>>) => Session | null;

/** The part of the Web Storage API the store needs (localStorage in the browser, a Map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One localStorage key per field, named as SPEC §3 names them; values are JSON. */
export const SESSION_KEYS = [
  'token',
  'refresh_token',
  'id_role',
  'role',
  'schema',
  'cfc',
  'url',
  'email',
  'nome_fantasia',
  'gratuidade_teorica',
  'gratuidade_pratica',
  'usuario',
  'permissions',
  'aluno',
  'instrutor',
] as const satisfies readonly (keyof Session)[];

export interface SessionStore {
  /** The complete session, or null when nobody is logged in; the same object until it changes. */
  get(): Session | null;
  /** The access token alone: a stream link (SPEC §2.1) stores only this. */
  token(): string | null;
  refreshToken(): string | null;
  /** Role and CFC headers of SPEC §7, when stored. */
  roleAndCfc(): { readonly role?: string; readonly cfc?: string };
  save(reply: LoginReply): void;
  setTokens(accessToken: string, refreshToken: string): void;
  setToken(token: string): void;
  applyUserDados(dados: UserDados): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads the storage, e.g. after another tab changed it. */
  reload(): void;
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    // A value this app did not write: treat it as absent.
    return undefined;
  }
}

function readSession(storage: KeyValueStorage, check: SessionCheck): Session | null {
  const fields = Object.fromEntries(SESSION_KEYS.map((key) => [key, readJson(storage, key)]));
  return fields.token === undefined ? null : check(fields);
}

function readString(storage: KeyValueStorage, key: string): string | null {
  const value = readJson(storage, key);
  return typeof value === 'string' && value !== '' ? value : null;
}

export function createSessionStore(storage: KeyValueStorage, check: SessionCheck): SessionStore {
  const listeners = new Set<() => void>();
  // Read at the first `get()`, not here: the app makes its store before it loads the check (session.ts).
  let current: Session | null = null;
  let read = false;
  function reread(): void {
    current = readSession(storage, check);
    read = true;
  }
  const get = (): Session | null => {
    if (!read) reread();
    return current;
  };

  function changed(): void {
    reread();
    for (const listener of listeners) listener();
  }

  function write(values: Partial<Record<(typeof SESSION_KEYS)[number], unknown>>): void {
    for (const [key, value] of Object.entries(values)) {
      if (value === undefined) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    }
    changed();
  }

  return {
    get,
    token: () => readString(storage, 'token'),
    refreshToken: () => readString(storage, 'refresh_token'),
    roleAndCfc() {
      const role = readJson(storage, 'id_role');
      const cfc = readJson(storage, 'cfc');
      return {
        role: typeof role === 'number' ? String(role) : undefined,
        cfc: typeof cfc === 'string' ? cfc : undefined,
      };
    },
    save(reply) {
      const { access_token, ...rest } = reply;
      for (const key of SESSION_KEYS) storage.removeItem(key);
      write({ ...rest, token: access_token });
    },
    setTokens(accessToken, refreshToken) {
      write({ token: accessToken, refresh_token: refreshToken });
    },
    setToken(token) {
      write({ token });
    },
    applyUserDados({ schema, email, id_funcao_usuario }) {
      const session = get();
      // Usually they confirm the login's values: rewriting them would re-render every screen that
      // reads the session, a long task on a phone at each app start.
      if (
        !session ||
        (session.schema === schema &&
          session.email === email &&
          session.usuario.id_funcao_usuario === id_funcao_usuario)
      )
        return;
      write({ schema, email, usuario: { ...session.usuario, id_funcao_usuario } });
    },
    clear() {
      for (const key of SESSION_KEYS) storage.removeItem(key);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: changed,
  };
}
