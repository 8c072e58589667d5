import { expect, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn, mainMenu } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'shell' });

const NOT_FOUND_VARIANTS = ['advanced', 'simple', 'custom', 'large-text'];

test.describe('web shell', () => {
  test('the login page speaks Portuguese and switches to English and back', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: 'CFC Plataforma' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acesse sua conta' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'login');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    // The show-password toggle is reached by keyboard, right after the password.
    await page.getByRole('textbox', { name: 'Senha' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Mostrar ou ocultar a senha' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Senha' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/redefinir-senha',
    );
    await expect(page.getByText(`© ${new Date().getFullYear()} CFC Plataforma`)).toBeVisible();

    await page.getByRole('button', { name: /Idioma/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();

    await page.reload();
    await expect(html).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'Português' }).click();
    await expect(html).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('textbox', { name: 'Senha' })).toBeVisible();
  });

  test('a failed login shows a toast and gives the button back', async ({ page }) => {
    await page.goto('/cfcexemplo');
    await expect(page.getByText('Autoescola não encontrada: cfcexemplo')).toBeVisible();

    // Hold the real call for a moment so that the waiting state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/login', async (route) => {
      await held;
      await route.continue();
    });
    const loginCall = page.waitForRequest('**/api/v1/login');

    await page.getByRole('textbox', { name: 'E-mail' }).fill('ninguem@cfcexemplo.com.br');
    await page.getByRole('textbox', { name: 'Senha' }).fill('senha-errada');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.getByRole('button', { name: 'Aguarde...' })).toBeDisabled();
    expect((await loginCall).postDataJSON()).toEqual({
      email: 'ninguem@cfcexemplo.com.br',
      password: 'senha-errada',
      autoescola: 'cfcexemplo',
    });
    release();

    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  });

  test('a school login page greets the school by its name', async ({ page }) => {
    await page.goto('/autoescolademo');
    await expect(page.getByText('Autoescola: Autoescola Demo')).toBeVisible();
    await page.getByRole('link', { name: 'Acesso do aluno' }).click();
    await expect(page).toHaveURL(/\/aluno\/autoescolademo$/);
    await expect(page.getByText('Autoescola: Autoescola Demo')).toBeVisible();
  });

  test('the student login masks the CPF', async ({ page }) => {
    await page.goto('/aluno');
    await expect(page.getByRole('heading', { name: 'Área do aluno' })).toBeVisible();
    const cpf = page.getByRole('textbox', { name: 'CPF' });
    await cpf.fill('12345678901');
    await expect(cpf).toHaveValue('123.456.789-01');
    await page.getByRole('link', { name: 'Acesso do instrutor' }).click();
    await expect(page).toHaveURL(/\/instrutor$/);
    await expect(page.getByRole('heading', { name: 'Área do instrutor' })).toBeVisible();
  });

  test('the privacy policy is open to everyone', async ({ page }) => {
    await page.goto('/sobre/privacidade');
    await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    await expect(page.getByText('04/02/2025')).toBeVisible();
    await expect(page.getByText(/5 anos/)).toBeVisible();
    await expect(page.getByText(/somente com o órgão de trânsito/)).toBeVisible();
  });

  test('an unknown address shows the not-found page with a way back', async ({ page }) => {
    await page.goto('/alguma/coisa/que/nao/existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  });

  for (const variant of NOT_FOUND_VARIANTS) {
    test(`the ${variant} not-found variant`, async ({ page }) => {
      await page.goto(`/404/${variant}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    });
  }

  test('the class stream asks a visitor to sign in with a student account', async ({ page }) => {
    // The class stream is open to everyone; its link is a class address, base64-encoded twice.
    await page.goto(`/ead/${Buffer.from(Buffer.from('sala-1').toString('base64')).toString('base64')}`);
    await expect(page.getByText('Entre com sua conta de aluno')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar como aluno' })).toHaveAttribute('href', '/aluno');
  });

  test('an invalid class link sends the learner to the student login', async ({ page }) => {
    await page.goto('/ead/isto-nao-e-base64');
    await expect(page).toHaveURL('/aluno');
  });

  test('the frame redirect sends the whole window to a path of the site', async ({ page }) => {
    await page.goto('/404');
    // A string runs in the page, which this tsconfig (no DOM types) does not have to type.
    await page.evaluate(`
      const frame = document.createElement('iframe');
      frame.src = '/frame-redirect?to=/sobre/privacidade';
      document.body.append(frame);
    `);
    await expect(page).toHaveURL(/\/sobre\/privacidade$/);
  });

  test('the login page and the dashboard run under the Content-Security-Policy without a violation', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
    // A string runs in the page, which this tsconfig (no DOM types) does not have to type.
    await page.addInitScript(`
      document.addEventListener('securitypolicyviolation', (event) =>
        window.reportCspViolation(event.violatedDirective + ' ' + event.blockedURI + ' ' + event.sourceFile));
    `);
    const login = await page.goto('/');
    expect(login?.headers()['content-security-policy']).toContain("script-src 'self';");
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
    await logIn(page, await admin());
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(mainMenu(page).getByRole('link', { name: 'Painel', exact: true })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
