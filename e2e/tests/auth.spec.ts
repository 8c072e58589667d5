import { expect, type Page, test } from '@playwright/test';
import {
  DESKTOP_WIDTH,
  expectNoPageOverflow,
  expectNoSeriousA11yViolations,
  PHONE_WIDTH,
} from './support/axe.ts';
import { logIn, mainMenu } from './support/login.ts';

const EXPIRED_TEXT = 'Sua sessão expirou ou seu usuário logou em outro dispositivo. Favor tente novamente.';

interface DemoLogin {
  readonly who: string;
  readonly loginPath: string;
  readonly account: string;
  readonly home: string;
  readonly roleLabel: string;
  /** Links of the role's own menu, and buttons of its groups. */
  readonly links: readonly string[];
  readonly groups?: readonly string[];
  /** Entries another role has and this one must not. */
  readonly absent: readonly string[];
}

const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    who: 'administrator (1)',
    loginPath: '/',
    account: 'admin@demo.cfc',
    home: '/admin/dashboard',
    roleLabel: 'Admin',
    links: ['Painel', 'Instrutores', 'Veículos'],
    groups: ['Alunos', 'Aulas práticas', 'Usuários'],
    // The CFC menu is for the operator's own school only.
    absent: ['CFCs', 'Envio de aulas'],
  },
  {
    who: 'monitoring (2)',
    loginPath: '/',
    account: 'monitor@demo.cfc',
    home: '/monitoramento/dashboard',
    roleLabel: 'Monitoramento',
    links: ['Envio de aulas', 'Turmas teóricas', 'Monitorar aulas teóricas', 'Salas'],
    groups: ['Carga horária', 'Avisos'],
    absent: ['Faturamento das autoescolas'],
  },
  {
    who: 'manager (5)',
    loginPath: '/',
    account: 'gestor@demo.cfc',
    home: '/admin/dashboard',
    roleLabel: 'Admin',
    links: ['Painel', 'Instrutores'],
    groups: ['Aulas teóricas', 'Faturas'],
    absent: ['Envio de aulas'],
  },
  {
    who: 'finance (6)',
    loginPath: '/',
    account: 'financeiro@demo.cfc',
    home: '/financeiro/faturas/faturamento-autoescola',
    roleLabel: 'Financeiro',
    links: ['Faturamento das autoescolas', 'Recebimentos do sindicato', 'Histórico de baixa manual'],
    groups: ['Cobranças extras'],
    absent: ['Painel'],
  },
  {
    who: 'support (7)',
    loginPath: '/',
    account: 'suporte@demo.cfc',
    home: '/suporte/envios-praticas',
    roleLabel: 'Suporte',
    links: ['Envio de aulas', 'Envio de aulas (teste)'],
    absent: ['Painel', 'Alunos'],
  },
  {
    who: 'commercial (8)',
    loginPath: '/',
    account: 'comercial@demo.cfc',
    home: '/comercial/lista',
    roleLabel: 'Comercial',
    links: ['Lista de autoescolas', 'Relatório financeiro', 'Relatório de monitoramento'],
    absent: ['Painel'],
  },
  {
    who: 'traffic authority (9)',
    loginPath: '/',
    account: 'detran@demo.cfc',
    home: '/detran/alunos',
    roleLabel: 'DETRAN',
    links: ['Alunos', 'Aulas práticas', 'Alertas', 'Veículos'],
    absent: ['Painel'],
  },
  {
    who: 'instructor (3)',
    loginPath: '/instrutor',
    account: '111.444.777-35',
    home: '/instrutor-cfc/aulas',
    roleLabel: 'Instrutor',
    links: ['Minhas aulas', 'Turmas', 'Aulas ao vivo'],
    absent: ['Painel'],
  },
  {
    who: 'student (4)',
    loginPath: '/aluno',
    account: '529.982.247-25',
    home: '/candidato/aulas-teoricas',
    roleLabel: 'Aluno',
    links: ['Aulas teóricas', 'Aulas práticas'],
    absent: ['Painel'],
  },
];

/** Students and instructors are told once per browser session that lessons take presence photos. */
async function dismissPhotoNotice(page: Page) {
  const notice = page.getByRole('dialog', { name: 'Aviso Importante!' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('fotos serão tiradas automaticamente');
  await notice.getByRole('button', { name: 'Ok' }).click();
  await expect(notice).toBeHidden();
}

test.describe('each demo account lands on its home with its own menu', () => {
  for (const demo of DEMO_LOGINS) {
    test(demo.who, async ({ page }) => {
      await logIn(page, demo);
      await expect(page).toHaveURL(demo.home);
      if (demo.loginPath !== '/') await dismissPhotoNotice(page);

      const menu = mainMenu(page);
      for (const name of demo.links)
        await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
      for (const name of demo.groups ?? []) {
        await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
      }
      for (const name of demo.absent) await expect(menu.getByText(name, { exact: true })).toHaveCount(0);
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      await expect(page.getByRole('banner').getByText(demo.roleLabel, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page, demo.home);
      await expectNoPageOverflow(page, DESKTOP_WIDTH);
      // The instructor's and the student's areas are made for a phone first.
      if (demo.loginPath !== '/') await expectNoPageOverflow(page, PHONE_WIDTH);
    });
  }
});

test.describe('navigation and guards', () => {
  test('a sidebar group opens to its links and the active link is marked', async ({ page }) => {
    await logIn(page, { loginPath: '/', account: 'admin@demo.cfc' });
    const menu = mainMenu(page);
    await menu.getByRole('button', { name: 'Alunos', exact: true }).click();
    await menu.getByRole('link', { name: 'Listar alunos' }).click();
    await expect(page).toHaveURL('/admin/alunos');
    await expect(menu.getByRole('link', { name: 'Listar alunos' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();

    await menu.getByRole('link', { name: 'Veículos' }).click();
    await expect(menu.getByRole('link', { name: 'Listar alunos' })).toBeHidden();
  });

  test('a logged-in user is sent home from a login page and from a screen of another role', async ({
    page,
  }) => {
    await logIn(page, { loginPath: '/', account: 'admin@demo.cfc' });
    await page.goto('/');
    await expect(page).toHaveURL('/admin/dashboard');
    await page.goto('/financeiro/faturas/relatorios');
    await expect(page).toHaveURL('/admin/dashboard');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('someone not logged in is sent to the login of the area', async ({ page }) => {
    await page.goto('/admin/usuarios/list');
    await expect(page).toHaveURL('/');
    await page.goto('/candidato/aulas-praticas');
    await expect(page).toHaveURL('/aluno');
    await page.goto('/instrutor-cfc/aulas');
    await expect(page).toHaveURL('/instrutor');
  });

  test('logging out ends the session and returns to the login of the school', async ({ page }) => {
    await logIn(page, { loginPath: '/', account: 'gestor@demo.cfc' });
    const logout = page.waitForRequest('**/api/v1/login/logout');
    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await logout;
    await expect(page).toHaveURL('/autoescolademo');
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/');
  });
});

test.describe('one session per account', () => {
  test('a login elsewhere ends this session: the session-expired modal shows without an action', async ({
    page,
    browser,
  }) => {
    await logIn(page, { loginPath: '/', account: 'gestor@demo.cfc' });
    await expect(page).toHaveURL('/admin/dashboard');

    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto('/');
    await other.getByRole('textbox', { name: 'E-mail' }).fill('gestor@demo.cfc');
    await other.getByRole('textbox', { name: 'Senha' }).fill('demo1234');
    await other.getByRole('button', { name: 'LOGIN' }).click();
    await expect(other).toHaveURL('/sessao-ativa');
    await expect(other.getByText('gestor@demo.cfc')).toBeVisible();
    await other.getByRole('button', { name: 'Continuar aqui' }).click();
    await expect(other).toHaveURL('/admin/dashboard');
    await elsewhere.close();

    // The ended session's realtime socket is closed by the server; reconnecting, the page finds
    // its session over and says so at once.
    const modal = page.getByRole('dialog');
    await expect(modal).toContainText(EXPIRED_TEXT);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL('/autoescolademo');
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL('/');

    // Signing in again is asked about the other session as a normal step: no failed request, no
    // error in the console.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.getByRole('textbox', { name: 'E-mail' }).fill('gestor@demo.cfc');
    await page.getByRole('textbox', { name: 'Senha' }).fill('demo1234');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL('/sessao-ativa');
    await expect(page.getByText('gestor@demo.cfc')).toBeVisible();
    expect(consoleErrors).toEqual([]);
    await page.getByRole('button', { name: 'Continuar aqui' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test("'Voltar' on sessao-ativa returns to the login it came from", async ({ page, browser }) => {
    const first = await browser.newContext();
    await logIn(await first.newPage(), { loginPath: '/instrutor', account: '111.444.777-35' });

    await page.goto('/instrutor/autoescolademo');
    await page.getByRole('textbox', { name: 'CPF' }).fill('11144477735');
    await page.getByRole('textbox', { name: 'Senha' }).fill('demo1234');
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL('/sessao-ativa');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL('/instrutor/autoescolademo');
    await first.close();
  });
});
