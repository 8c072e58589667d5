import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { logIn } from './support/login.ts';
import { dataDir } from './support/platform.ts';

/** Without SMTP the server writes each message as JSON in its data folder. */
const outbox = () => path.join(dataDir(), 'outbox');
const ACCOUNT = 'admin@modelo.cfc';
const NEW_PASSWORD = 'Nova-senha-2025';

interface OutboxMessage {
  readonly to: unknown;
  readonly subject: string;
  readonly text: string;
}

async function messagesTo(address: string): Promise<OutboxMessage[]> {
  const names = await fs.readdir(outbox()).catch(() => []);
  const messages = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await fs.readFile(path.join(outbox(), name), 'utf8')) as OutboxMessage),
  );
  return messages.filter((message) => JSON.stringify(message.to).includes(address));
}

/** The path of the reset link in the one message sent to `address` (mail goes out through a job). */
async function resetLinkPath(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const [message] = await messagesTo(address);
        link = message?.text.match(/https?:\/\/\S+\/nova-senha\/[\w-]+/)?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return new URL(String(link)).pathname;
}

test('password reset by e-mail link, and the used link counts as expired', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL('/redefinir-senha');
  // The page may still be settling after the navigation: fill again until the field keeps the value.
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(async () => {
    await email.fill(ACCOUNT);
    await expect(email).toHaveValue(ACCOUNT, { timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByRole('alert')).toContainText('Verifique seu e-mail');

  const linkPath = await resetLinkPath(ACCOUNT);
  await page.goto(linkPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill('outra-senha-qualquer');
  await page.getByRole('button', { name: 'REDEFINIR' }).click();
  await expect(page.getByText('As senhas não conferem.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Confirme a nova senha' }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'REDEFINIR' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('alert').filter({ hasText: 'Senha redefinida' })).toBeVisible();

  await logIn(page, { loginPath: '/', account: ACCOUNT, password: NEW_PASSWORD });
  await expect(page).toHaveURL('/admin/dashboard');

  await page.goto(linkPath);
  await expect(page).toHaveURL(`/nova-senha/link-expirado/${linkPath.split('/').at(-1)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Link expirado' })).toBeVisible();
  await page.getByRole('link', { name: 'Solicitar novo link' }).click();
  await expect(page).toHaveURL('/redefinir-senha');
});

test('a link that never existed lands on the expired page', async ({ page }) => {
  await page.goto('/nova-senha/link-que-nao-existe');
  await expect(page).toHaveURL('/nova-senha/link-expirado/link-que-nao-existe');
});
