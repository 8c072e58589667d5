import type { JobDefinition } from '../../platform/jobs/jobs.ts';
import {
  ENVIAR_TELEGRAM_JOB,
  entregarMensagem,
  type MensagemRef,
  type TelegramDeps,
  vincularPorStart,
} from './service.ts';

export const VINCULOS_TELEGRAM_JOB = 'telegram-vinculos';

/** The Bot API failed for a passing reason: pg-boss runs the job again after its backoff. */
class FalhaPassageira extends Error {
  override readonly name = 'FalhaPassageira';
}

/** Delivers one message; a passing failure is retried with backoff until the last try marks it failed. */
export function enviarTelegramJob(deps: TelegramDeps): JobDefinition {
  return {
    name: ENVIAR_TELEGRAM_JOB,
    retryLimit: 0,
    pollingIntervalSeconds: 1,
    async run(data, attempt) {
      const ref = data as MensagemRef;
      const desfecho = await entregarMensagem(deps, ref, attempt.last);
      if (desfecho === 'retry') throw new FalhaPassageira(`mensagem ${ref.id} do Telegram: nova tentativa`);
    },
  };
}

/** Every minute: the chats that opened the bot's /start deep link are linked to their destination. */
export function vinculosTelegramJob(deps: TelegramDeps): JobDefinition {
  // The Bot API keeps updates until an offset confirms them; each instance confirms what it read.
  let offset = 0;
  return {
    name: VINCULOS_TELEGRAM_JOB,
    cron: '* * * * *',
    retryLimit: 0,
    async run() {
      offset = await vincularPorStart(deps, offset);
    },
  };
}
