import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemDb, withSystem } from '../../platform/db/tenant.ts';
import { testEngines } from '../../test/engines.ts';
import {
  apiCaller,
  type Session,
  sessionFor,
  startTestPlatform,
  type TestPlatform,
} from '../../test/platform.ts';
import { telegramBot } from './bot.ts';
import { entregarMensagem, type TelegramDeps, vincularPorStart } from './service.ts';
import type { TelegramSimulator } from './simulador.ts';

const engines = await testEngines();

/**
 * The messaging panel against the fake Bot API over real HTTP (grammY → the simulator the platform
 * started): a notice reaches the linked chats, a passing failure is retried and delivered once, and
 * a permanent one is kept with the Bot API's error.
 */
describe.each(engines)('telegram messaging on $name', (engine) => {
  let platform: TestPlatform;
  let simulator: TelegramSimulator;
  let deps: TelegramDeps;
  const as: Record<string, Session> = {};
  const call = apiCaller(() => platform);

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    if (!platform.telegramSimulator) throw new Error('o simulador do Telegram não iniciou');
    simulator = platform.telegramSimulator;
    const config = platform.app.config.telegram;
    deps = {
      db: platform.app.db,
      jobs: platform.app.jobs,
      bot: telegramBot({ token: config.token, apiUrl: simulator.url }),
      config,
      log: platform.app.log,
    };
    for (const login of [
      'monitor@demo.cfc',
      'admin@demo.cfc',
      'admin@modelo.cfc',
      'comercial@demo.cfc',
      'detran@demo.cfc',
    ]) {
      as[login] = await sessionFor(platform, login);
    }
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  const monitor = () => as['monitor@demo.cfc'] as Session;
  const mensagensDoAviso = (notificacaoId: number) =>
    withSystem(platform.app.db, () =>
      systemDb()
        .selectFrom('telegram_mensagens')
        .select(['autoescola_id', 'id', 'status', 'tentativas', 'erro', 'erro_codigo'])
        .where('notificacao_id', '=', notificacaoId)
        .orderBy('id')
        .execute(),
    );

  it('shows the counts, the messages and the chats to the messaging group only', async () => {
    const painel = await call('GET', '/telegram/painel', monitor());
    expect(painel.statusCode).toBe(200);
    expect(painel.json().dados).toMatchObject({ bot_configurado: true, bot_username: 'cfc_avisos_bot' });
    expect(painel.json().dados.contagem.enviadas).toBeGreaterThanOrEqual(4);
    const mensagens = (await call('GET', '/telegram/mensagens?status=falhou', monitor())).json().dados;
    expect(mensagens.data[0]).toMatchObject({ status: 'falhou', erro_codigo: 403 });
    expect((await call('GET', '/telegram/destinos', monitor())).json().dados.length).toBeGreaterThanOrEqual(
      3,
    );

    // A school's administrator sees its own school only; CFC Modelo has none.
    expect((await call('GET', '/telegram/destinos', as['admin@modelo.cfc'] as Session)).json().dados).toEqual(
      [],
    );
    for (const login of ['comercial@demo.cfc', 'detran@demo.cfc']) {
      expect((await call('GET', '/telegram/painel', as[login] as Session)).statusCode).toBe(403);
      expect((await call('POST', '/telegram/mensagens/1/reenviar', as[login] as Session)).statusCode).toBe(
        403,
      );
    }
  });

  it('registers a chat by its id, refusing a bad id with a field message', async () => {
    const bad = await call('POST', '/telegram/destinos', monitor(), {
      schema: 'cfcmodelo',
      nome: 'Equipe',
      chat_id: 'abc',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.chat_id).toBeDefined();
    const created = await call('POST', '/telegram/destinos', monitor(), {
      schema: 'cfcmodelo',
      nome: 'Equipe CFC Modelo',
      chat_id: '-1009998887776',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().dados).toMatchObject({ autoescola: 'CFC Modelo', vinculado_por: 'manual' });
    const again = await call('POST', '/telegram/destinos', monitor(), {
      schema: 'cfcmodelo',
      nome: 'Outra',
      chat_id: '-1009998887776',
    });
    expect(again.statusCode).toBe(422);
  });

  it('sends a notice to the linked chats over real HTTP', async () => {
    const before = simulator.mensagens().length;
    const sent = await call('POST', '/notificacoes/avisos', monitor(), {
      titulo: 'Aviso pelo Telegram',
      descricao: '<p>Texto do aviso</p>',
      destino: 'autoescolas',
      autoescolas: ['cfcmodelo'],
    });
    expect(sent.statusCode).toBe(201);
    const [mensagem] = await mensagensDoAviso(sent.json().dados.id);
    expect(mensagem).toMatchObject({ status: 'pendente' });
    if (!mensagem) return;
    expect(await entregarMensagem(deps, mensagem, false)).toBe('entregue');
    const received = simulator.mensagens().slice(before);
    expect(received).toEqual([
      expect.objectContaining({ chat_id: '-1009998887776', text: 'Aviso pelo Telegram\n\nTexto do aviso' }),
    ]);
    // Delivered once: another run of the same job sends nothing.
    expect(await entregarMensagem(deps, mensagem, false)).toBe('nada');
    expect(simulator.mensagens().length).toBe(before + 1);
  });

  it('retries a passing failure and delivers once; a permanent one keeps the Bot API error', async () => {
    const sent = await call('POST', '/notificacoes/avisos', monitor(), {
      titulo: 'Segundo aviso',
      descricao: '<p>Outra mensagem</p>',
      destino: 'autoescolas',
      autoescolas: ['cfcmodelo'],
    });
    const [mensagem] = await mensagensDoAviso(sent.json().dados.id);
    if (!mensagem) throw new Error('nenhuma mensagem do Telegram');
    const before = simulator.mensagens().length;

    simulator.falhar('erro_servidor', 1);
    expect(await entregarMensagem(deps, mensagem, false)).toBe('retry');
    expect((await mensagensDoAviso(sent.json().dados.id))[0]).toMatchObject({
      status: 'pendente',
      tentativas: 1,
      erro: 'Internal Server Error',
      erro_codigo: 500,
    });
    expect(await entregarMensagem(deps, mensagem, false)).toBe('entregue');
    expect(simulator.mensagens().length).toBe(before + 1);
    expect((await mensagensDoAviso(sent.json().dados.id))[0]).toMatchObject({
      status: 'entregue',
      tentativas: 2,
    });

    // Blocked by the user: no retry, the error stays; the manual retry queues it again.
    const third = await call('POST', '/notificacoes/avisos', monitor(), {
      titulo: 'Terceiro aviso',
      descricao: '<p>Mais uma</p>',
      destino: 'autoescolas',
      autoescolas: ['cfcmodelo'],
    });
    const [bloqueada] = await mensagensDoAviso(third.json().dados.id);
    if (!bloqueada) throw new Error('nenhuma mensagem do Telegram');
    simulator.falhar('bloqueado', 1);
    expect(await entregarMensagem(deps, bloqueada, false)).toBe('falhou');
    expect((await mensagensDoAviso(third.json().dados.id))[0]).toMatchObject({
      status: 'falhou',
      erro_codigo: 403,
    });

    const retried = await call('POST', `/telegram/mensagens/${bloqueada.id}/reenviar`, monitor());
    expect(retried.statusCode).toBe(200);
    expect(retried.json().dados.status).toBe('pendente');
    expect(await entregarMensagem(deps, bloqueada, false)).toBe('entregue');
    expect((await call('POST', `/telegram/mensagens/${bloqueada.id}/reenviar`, monitor())).statusCode).toBe(
      409,
    );
  });

  it('links the chat that opened the /start deep link', async () => {
    const created = await call('POST', '/telegram/destinos', as['admin@demo.cfc'] as Session, {
      schema: 'autoescolademo',
      nome: 'Secretaria',
    });
    expect(created.statusCode).toBe(201);
    const { codigo, id } = created.json().dados;
    simulator.escrever(777123, `/start ${codigo}`);
    await vincularPorStart(deps, 0);
    const destinos = (await call('GET', '/telegram/destinos', as['admin@demo.cfc'] as Session)).json().dados;
    expect(destinos.find((destino: { id: number }) => destino.id === id)).toMatchObject({
      chat_id: '777123',
      vinculado_por: 'start',
    });
  });
});
