import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const log = Fastify({ logger: false }).log;
const message = {
  to: 'ana@demo.cfc',
  subject: 'Teste de envio',
  text: 'Olá, Ana.',
  html: '<p>Olá, Ana.</p>',
};

describe('the mail transport', () => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cfc-outbox-'));
  afterAll(async () => {
    await new Promise((resolve) => server.close(() => resolve(undefined)));
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it('delivers through SMTP when configured', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer(
      { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'CFC <nao-responda@cfc.local>', outboxDir },
      log,
    );
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('Subject: Teste de envio');
    expect(received[0]).toContain('To: ana@demo.cfc');
  });

  it('writes to the outbox folder without SMTP', async () => {
    const mailer = createMailer({ smtpUrl: null, from: 'CFC <nao-responda@cfc.local>', outboxDir }, log);
    await mailer.send(message);
    const files = fs.readdirSync(outboxDir).sort();
    expect(files.map((file) => path.extname(file))).toEqual(['.eml', '.json']);
    const json = JSON.parse(fs.readFileSync(path.join(outboxDir, files[1] ?? ''), 'utf8'));
    expect(json).toMatchObject(message);
    expect(fs.readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8')).toContain(
      'Subject: Teste de envio',
    );
  });
});
