import { expect, type Page } from '@playwright/test';
import { takeTurn } from './lock.ts';

/** The password of every demo account (README). */
export const DEMO_PASSWORD = 'demo1234';

export interface Account {
  /** The login page: '/' for staff, '/aluno' and '/instrutor' for CPF logins. */
  readonly loginPath: string;
  /** E-mail or CPF. */
  readonly account: string;
  readonly password?: string;
}

const SESSAO_ATIVA = /\/sessao-ativa$/;

/**
 * Logs in through the login page. Tests share one server, so the account may still be open in an
 * earlier test's browser: the `sessao-ativa` screen then ends that session and continues here. The
 * account is the test's until it ends: a test of another worker that logs in with it waits (lock.ts).
 */
export async function logIn(page: Page, { loginPath, account, password = DEMO_PASSWORD }: Account) {
  await takeTurn(account);
  await page.goto(loginPath);
  const field = account.includes('@') ? 'E-mail' : 'CPF';
  await page.getByRole('textbox', { name: field }).fill(account);
  await page.getByRole('textbox', { name: 'Senha' }).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL((url) => url.pathname !== loginPath);
  if (SESSAO_ATIVA.test(page.url())) {
    await page.getByRole('button', { name: 'Continuar aqui' }).click();
    await expect(page).not.toHaveURL(SESSAO_ATIVA);
  }
}

/** The sidebar (or the instructor's tabs). */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}
