import { expect, test } from '@playwright/test';
import { ownAccount, Papel, passwordLinkToken } from './support/accounts.ts';
import { logIn } from './support/login.ts';

/** A staff account of the spec's own: its password changes. */
const staff = ownAccount({ school: 'autoescolademo', role: Papel.GESTOR, label: 'password-reset' });
const NEW_PASSWORD = 'Nova-senha-2025';

/** The path of the reset link mailed to `address` (without SMTP the server writes each message as JSON). */
async function resetLinkPath(address: string): Promise<string> {
  return `/nova-senha/${await passwordLinkToken(address, /^Redefinição de senha/)}`;
}

test('password reset by e-mail link, and the used link counts as expired', async ({ page }) => {
  const { account } = await staff();
  await page.goto('/');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL('/redefinir-senha');
  // The page may still be settling after the navigation: fill again until the field keeps the value.
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(async () => {
    await email.fill(account);
    await expect(email).toHaveValue(account, { timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByRole('alert')).toContainText('Verifique seu e-mail');

  const linkPath = await resetLinkPath(account);
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

  await logIn(page, { loginPath: '/', account, password: NEW_PASSWORD });
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
