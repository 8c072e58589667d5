import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (an invoice's PDF), their content in base64. */
  attachments?: { filename: string; content: string; encoding: 'base64'; contentType?: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The platform's mail transport: SMTP when configured; otherwise each message is written to the
 * outbox folder, as `.eml` (what SMTP would have carried) and `.json` (easy to read), and logged.
 */
export function createMailer(
  options: { smtpUrl: string | null; from: string; outboxDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'e-mail enviado');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { message: eml } = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}`;
      await writeWhole(path.join(options.outboxDir, `${name}.eml`), eml as Buffer);
      const json = { ...message, from: options.from, created_at: new Date().toISOString() };
      await writeWhole(path.join(options.outboxDir, `${name}.json`), JSON.stringify(json, null, 2));
      log.info(
        { to: message.to, subject: message.subject, outbox: name },
        'e-mail gravado na caixa de saída',
      );
    },
  };
}

/** Writes a file under a temporary name and renames it: whoever reads the outbox never sees half a message. */
async function writeWhole(file: string, content: Buffer | string): Promise<void> {
  const partial = `${file}.partial`;
  await fs.writeFile(partial, content);
  await fs.rename(partial, file);
}
