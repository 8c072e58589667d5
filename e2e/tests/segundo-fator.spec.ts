import { expect, type Page, test } from '@playwright/test';
import { generate } from 'otplib';
import { ownAccount, Papel } from './support/accounts.ts';
import { logIn } from './support/login.ts';

/** A commercial staff account of the operator's, the spec's own: its second factor is nobody else's. */
const comercial = ownAccount({ school: 'operadora', role: Papel.COMERCIAL, label: 'segundo-fator' });
const TOTP_PERIOD_SECONDS = 30;

/** What the authenticator app shows `steps` periods from now (each code is accepted once). */
const appCode = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * TOTP_PERIOD_SECONDS });

async function openAccountSecurity(page: Page) {
  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Segurança da conta' }).click();
  await expect(page).toHaveURL('/conta/seguranca');
  await expect(page.getByRole('heading', { level: 1, name: 'Segurança da conta' })).toBeVisible();
}

test('turns on the second factor, then logs in with the code of the authenticator app', async ({ page }) => {
  const account = await comercial();
  await logIn(page, account);
  await openAccountSecurity(page);

  await page.getByRole('button', { name: 'Ativar a verificação em duas etapas' }).click();
  await expect(page.getByRole('img', { name: 'Código QR para o aplicativo autenticador' })).toBeVisible();
  // The key beside the QR code, for apps that take it typed: 20 bytes in Base32.
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
  await page.getByRole('textbox', { name: 'Código do aplicativo' }).fill(await appCode(secret));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await page.getByRole('button', { name: 'Guardei os códigos' }).click();
  await expect(page.getByText('Ativa', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL('/');

  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.account);
  await page.getByRole('textbox', { name: 'Senha' }).fill(account.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Código do aplicativo' }).fill(await appCode(secret, 1));
  await page.getByRole('button', { name: 'CONFIRMAR' }).click();
  await page.waitForURL((url) => url.pathname !== '/');

  // Off again, with the password.
  await openAccountSecurity(page);
  await page.getByRole('textbox', { name: 'Senha' }).fill(account.password);
  await page.getByRole('button', { name: 'Desativar' }).click();
  await expect(page.getByText('Inativa', { exact: true })).toBeVisible();
});
