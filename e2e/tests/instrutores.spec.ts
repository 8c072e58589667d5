import { generateCnh, generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, type Page, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'instrutores' });

const LIST = '/admin/instrutores';
const DASHBOARD = '/admin/instrutores/dashboard';

async function login(page: Page): Promise<void> {
  return logIn(page, await admin());
}

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** A day counted from today in São Paulo, as the date inputs take it: DD/MM/YYYY. */
function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(date)
    .split('-');
  return `${day}/${month}/${year}`;
}

/** The Sunday of the current week in São Paulo, 'YYYY-MM-DD'. */
function sundayOfThisWeek(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  return new Date(noon.getTime() - noon.getUTCDay() * 86_400_000).toISOString().slice(0, 10);
}

function maskedCpf(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

test.describe('instrutores', () => {
  test('an admin registers an instructor whose credential is about to expire', async ({ page }) => {
    await login(page);
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'Instrutores' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lista de instrutores' }).getByRole('row')).not.toHaveCount(
      1,
    );
    await expectNoSeriousA11yViolations(page, LIST);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    const table = page.getByRole('table', { name: 'Lista de instrutores' });
    for (const header of ['Nome', 'CPF', 'CNH categoria', 'Ensina', 'Credencial', 'Situação']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }

    await page.getByRole('link', { name: 'Novo instrutor' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo instrutor' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O campo Categoria da CNH é obrigatório')).toBeVisible();

    const nome = `Marina Lopes ${Date.now()}`;
    const cpf = generateCpf();
    await field(page, 'Nome').fill(nome);
    await field(page, 'CPF').fill(cpf);
    await expect(field(page, 'CPF')).toHaveValue(maskedCpf(cpf));
    await field(page, 'Número da CNH').fill(generateCnh());
    await field(page, 'Categoria da CNH').click();
    await page.getByRole('option', { name: 'AB', exact: true }).click();
    await expect(page.getByText('Pode ensinar: ACC, A, B')).toBeVisible();
    await field(page, 'Número da credencial').fill('MA-INS-E2E');
    await field(page, 'Validade da credencial').fill(dayFromToday(10));
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByText('Instrutor cadastrado.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LIST}(\\?|$)`));
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
    const row = table.getByRole('row', { name: new RegExp(nome) });
    await expect(row).toContainText(maskedCpf(cpf));
    await expect(row).toContainText('MA-INS-E2E');
    await expect(row).toContainText('Vence em breve');
    await expect(row).toContainText('Ativo');
    for (const categoria of ['ACC', 'A', 'B']) {
      await expect(row.getByText(categoria, { exact: true })).toBeVisible();
    }
  });

  test("the dashboard shows each active instructor's week, today marked", async ({ page }) => {
    await login(page);
    await page.goto(DASHBOARD);
    const week = page.getByRole('table', { name: 'Agenda dos instrutores na semana' });
    await expect(week.getByRole('rowheader', { name: /Bruno Almeida Nascimento/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, DASHBOARD);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await expect(week.getByRole('columnheader')).toHaveCount(8);
    // Weeks start on Sunday (FIRST_DAY_OF_WEEK): the first day shown is this week's Sunday.
    const sunday = sundayOfThisWeek();
    const firstDay = week.getByRole('columnheader').nth(1);
    await expect(firstDay).toContainText(/^dom/i);
    await expect(firstDay).toContainText(`${sunday.slice(8, 10)}/${sunday.slice(5, 7)}`);
    await expect(week.locator('th[aria-current="date"]')).toContainText('hoje');
    await expect(week.getByText('Sem aulas').first()).toBeVisible();

    await page.getByRole('button', { name: 'Próxima semana' }).click();
    await expect(page).toHaveURL(/semana=\d{4}-\d{2}-\d{2}/);
    await expect(week.locator('th[aria-current="date"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Hoje' }).click();
    await expect(page).not.toHaveURL(/semana=/);
    await expect(week.locator('th[aria-current="date"]')).toHaveCount(1);
  });
});
