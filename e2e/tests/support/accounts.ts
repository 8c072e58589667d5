import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { expect, test } from '@playwright/test';
import { withTurn } from './lock.ts';
import { DEMO_PASSWORD } from './login.ts';
import { dataDir, E2E_ENV } from './platform.ts';

/**
 * Staff accounts a spec creates for itself, so that specs running at once never end each other's
 * sessions (one session per account, SPEC §3) nor depend on what another spec did to a shared one.
 * The demo's administrator (a school's staff) or its monitoring account (the operator's staff)
 * creates the account through the API, and its password is chosen through the welcome link the
 * platform mails, as a new user would.
 */

export const API = '/api/v1';

/** The roles of SPEC §2 a spec's own account may take. */
export const Papel = { ADMIN: 1, MONITOR: 2, GESTOR: 5, COMERCIAL: 8 } as const;

export interface OwnAccountOptions {
  /** Where the account lives: Autoescola Demo (its data) or the operator (tenant `public`). */
  readonly school: 'autoescolademo' | 'operadora';
  readonly role: (typeof Papel)[keyof typeof Papel];
  /** What the account is for, in its name and e-mail (e.g. the spec's name). */
  readonly label: string;
  /** `id_funcao_usuario` (SPEC §6); the demo account of the same role's by default. */
  readonly funcao?: number | null;
  /** Permission flags: every flag the creator holds unless given. */
  readonly permissoes?: readonly string[];
  /** Leave the password unset: the welcome link stays unused in the outbox. */
  readonly withoutPassword?: boolean;
}

export interface OwnAccount {
  readonly loginPath: '/';
  /** The e-mail it logs in with. */
  readonly account: string;
  readonly password: string;
  readonly nome: string;
}

/** The demo accounts that create the others: their school's administrator, the operator's monitor. */
const CREATORS = {
  autoescolademo: { email: 'admin@demo.cfc', role: 1, funcoes: { 1: 1, 5: null } },
  operadora: { email: 'monitor@demo.cfc', role: 2, funcoes: { 2: 2, 8: null } },
} as const;

export function baseURL(): string {
  const url = process.env[E2E_ENV.baseURL];
  if (!url)
    throw new Error(`${E2E_ENV.baseURL} não definido: os testes e2e rodam pelo playwright.config.ts.`);
  return url;
}

export interface ApiSession {
  readonly headers: Record<string, string>;
  readonly permissions: readonly string[];
  call<T>(method: string, route: string, body?: unknown): Promise<{ status: number; body: T }>;
  logout(): Promise<void>;
}

/** A staff session through the API (e-mail and password), ending any other session of the account. */
export async function apiLogin(email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const reply = await fetch(`${baseURL()}${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, encerrar_outra_sessao: true }),
  });
  const text = await reply.text();
  expect(reply.status, `login de ${email}: ${text}`).toBe(200);
  const { dados } = JSON.parse(text);
  const headers: Record<string, string> = {
    Authorization: `Bearer ${dados.access_token}`,
    Role: String(dados.id_role),
    CFC: dados.cfc,
  };
  const call = async <T>(method: string, route: string, body?: unknown) => {
    const answer = await fetch(`${baseURL()}${API}${route}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const raw = await answer.text();
    return { status: answer.status, body: (raw ? JSON.parse(raw) : undefined) as T };
  };
  return {
    headers,
    permissions: dados.role.permissions,
    call,
    logout: async () => {
      await call('POST', '/login/logout');
    },
  };
}

interface OutboxMessage {
  readonly to: unknown;
  readonly subject: string;
  readonly text: string;
}

/** The messages the platform wrote to `address` (no SMTP in the tests: each one is a JSON file). */
export async function messagesTo(address: string): Promise<OutboxMessage[]> {
  const outbox = path.join(dataDir(), 'outbox');
  const names = (await fs.readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.json')).sort();
  const messages = await Promise.all(
    names.map(
      async (name) => JSON.parse(await fs.readFile(path.join(outbox, name), 'utf8')) as OutboxMessage,
    ),
  );
  return messages.filter((message) => JSON.stringify(message.to).includes(address));
}

/** The token of the password link in the message to `address` whose subject matches (mail leaves through a job). */
export async function passwordLinkToken(address: string, subject: RegExp): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await messagesTo(address)).filter((found) => subject.test(found.subject)).at(-1);
        token = message?.text.match(/\/nova-senha\/([\w-]+)/)?.[1];
        return token;
      },
      { timeout: 20_000, message: `o e-mail '${subject.source}' para ${address}` },
    )
    .toBeDefined();
  return String(token);
}

/** Creates the account now (prefer `ownAccount`, which creates it once per worker). */
export async function createAccount(options: OwnAccountOptions): Promise<OwnAccount> {
  const creator = CREATORS[options.school];
  const stamp = uniqueStamp();
  const slug = options.label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const email = `e2e.${slug}.${stamp}@teste.cfc`;
  // Names after the demo's own staff in the lists ordered by name.
  const nome = `Teste E2E ${options.label} ${stamp}`;
  const funcoes: Record<number, number | null> = creator.funcoes;
  await withTurn(creator.email, async () => {
    const session = await apiLogin(creator.email);
    try {
      const reply = await session.call('POST', '/usuarios', {
        nome,
        email,
        id_role: options.role,
        id_funcao_usuario: options.funcao === undefined ? (funcoes[options.role] ?? null) : options.funcao,
        permissoes: options.permissoes ?? session.permissions,
      });
      expect(reply.status, `conta ${email}: ${JSON.stringify(reply.body)}`).toBe(201);
    } finally {
      await session.logout();
    }
  });
  const password = options.withoutPassword ? '' : await choosePassword(email);
  return { loginPath: '/', account: email, password, nome };
}

/** Chooses a new account's password through the link of its welcome mail. */
async function choosePassword(email: string): Promise<string> {
  const password = `Senha-e2e-${randomUUID().slice(0, 12)}`;
  const token = await passwordLinkToken(email, /^Seu acesso/);
  const reply = await fetch(`${baseURL()}${API}/login/reset-password`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, password, password_confirmation: password }),
  });
  expect(reply.status, `senha de ${email}: ${await reply.text()}`).toBe(200);
  return password;
}

const uniqueStamp = () => `${Date.now().toString(36)}${randomUUID().slice(0, 4)}`;

/**
 * An account of the spec's own, created on first use and then the same for the worker's later
 * tests of the spec: `const admin = ownAccount({...}); ... await logIn(page, await admin());`.
 */
export function ownAccount(options: OwnAccountOptions): () => Promise<OwnAccount> {
  return once(() => createAccount(options));
}

/**
 * `create` run once (again after a failure), its time added to the timeout of the test that waits
 * for it: making an account is the spec's setup, not what the test measures.
 */
function once<T>(create: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return async () => {
    const started = Date.now();
    made ??= create().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    const result = await made;
    const spent = Date.now() - started;
    if (spent > 100 && isInTest()) test.info().setTimeout(test.info().timeout + spent);
    return result;
  };
}

function isInTest(): boolean {
  try {
    test.info();
    return true;
  } catch {
    return false;
  }
}

export interface OwnSchool {
  readonly nome: string;
  readonly slug: string;
  /** The operator's monitoring account that registered it: the only schools it sees are its own. */
  readonly monitor: OwnAccount;
  /** The school's first administrator, registered with it. */
  readonly admin: OwnAccount;
}

/**
 * A school of the spec's own, for what reaches a whole school or every school a sender sees (a
 * notice): registered through the API by a monitoring account of the spec's own, which sees only
 * the schools it registered, with its administrator. Created on first use, once per worker.
 */
export function ownSchool(label: string): () => Promise<OwnSchool> {
  return once(() => createSchool(label));
}

async function createSchool(label: string): Promise<OwnSchool> {
  const monitor = await createAccount({ school: 'operadora', role: Papel.MONITOR, label });
  const stamp = uniqueStamp();
  const nome = `Autoescola E2E ${label} ${stamp}`;
  const admin = { nome: `Teste E2E ${label} ${stamp}`, email: `e2e.${stamp}.admin@teste.cfc` };
  const session = await apiLogin(monitor.account, monitor.password);
  let slug: string;
  try {
    const reply = await session.call<{ dados: { slug: string } }>('POST', '/autoescolas', {
      nome_fantasia: nome,
      cnpj: generateCnpj(),
      uf: 'MA',
      cidade: 'São Luís',
      administrador: admin,
    });
    expect(reply.status, `autoescola ${nome}: ${JSON.stringify(reply.body)}`).toBe(201);
    slug = reply.body.dados.slug;
  } finally {
    await session.logout();
  }
  const password = await choosePassword(admin.email);
  return {
    nome,
    slug,
    monitor,
    admin: { loginPath: '/', account: admin.email, password, nome: admin.nome },
  };
}
