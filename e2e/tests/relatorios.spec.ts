import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn, mainMenu } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'relatorios' });

/** The two practical-lesson reports of the admin menu, on the demo month of lessons. */

/** The São Paulo day `offset` days from today, 'YYYY-MM-DD'. */
function isoDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

test.describe('relatórios de aulas práticas', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, await admin());
  });

  test('lists the lessons given with their totals and exports them as CSV and PDF', async ({ page }) => {
    const menu = mainMenu(page);
    await menu.getByRole('button', { name: 'Relatórios', exact: true }).click();
    await menu.getByRole('link', { name: 'Aulas práticas realizadas' }).click();
    await expect(page).toHaveURL('/admin/relatorios/relatorio-aulas-praticas-realizadas');
    await expect(page.getByRole('heading', { level: 1, name: 'Aulas práticas realizadas' })).toBeVisible();
    await expect(page.getByText(/^Período de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'relatório de aulas práticas realizadas');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);

    // The last three weeks: the demo's given lessons, whatever month today is in.
    await page.goto(
      `/admin/relatorios/relatorio-aulas-praticas-realizadas?de=${isoDay(-21)}&ate=${isoDay(0)}&per_page=10`,
    );
    const table = page.getByRole('table', { name: 'Aulas práticas realizadas' });
    await expect(table.getByRole('row')).toHaveCount(11);
    const totais = page.getByRole('region', { name: 'Totais' });
    await expect(totais).toContainText('Aulas');
    await expect(totais).toContainText('Quilômetros');
    const first = table.getByRole('row').nth(1);
    await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(first).toContainText(/\d+ min/);

    // Filter by one instructor: every row is theirs.
    const instrutor = page.getByRole('textbox', { name: 'Instrutor', exact: true });
    await instrutor.click();
    await page.getByRole('option', { name: 'Carla Oliveira Souza' }).click();
    await expect(page).toHaveURL(/instrutor_id=\d+/);
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expect(table.getByRole('row').nth(1)).toContainText('Carla Oliveira Souza');
    for (const row of (await table.getByRole('row').all()).slice(1)) {
      await expect(row).toContainText('Carla Oliveira Souza');
    }

    await page.getByRole('button', { name: 'Planilha' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('relatorio-aulas-praticas-realizadas.csv');
    const lines = (await readFile(await csv.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Data;Início;Fim;Aluno;CPF;RENACH;Instrutor;Placa;Cat.;Hod. inicial;Hod. final;Km;Minutos;H/A;Status GETRAN',
    );
    for (const line of lines.slice(1, -1)) expect(line).toContain(';Carla Oliveira Souza;');
    expect(lines.at(-1)).toMatch(/^Total;;;\d+ aula\(s\);/);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('relatorio-aulas-praticas-realizadas.pdf');
    expect((await readFile(await pdf.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  test("shows each student's practical hours and only the incomplete ones on request", async ({ page }) => {
    const menu = mainMenu(page);
    // The group opens, and its link is followed, once the menu has settled after the login.
    await expect(async () => {
      const link = menu.getByRole('link', { name: 'Carga horária prática por aluno' });
      if (!(await link.isVisible()))
        await menu.getByRole('button', { name: 'Relatórios', exact: true }).click();
      await link.click({ timeout: 2_000 });
      await expect(page).toHaveURL('/admin/relatorios/carga-horaria-aulas-praticas-por-aluno', {
        timeout: 2_000,
      });
    }).toPass();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Carga horária de aulas práticas por aluno' }),
    ).toBeVisible();

    const table = page.getByRole('table', { name: 'Carga horária prática por aluno' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const totais = page.getByRole('region', { name: 'Totais' });
    await expect(totais).toContainText('Processos');
    await expect(totais).toContainText('Incompletos');

    // The filter lives in the address bar: the box is checked once the URL says so.
    const incompletos = page.getByRole('checkbox', { name: 'Só carga horária incompleta' });
    await incompletos.click();
    await expect(page).toHaveURL(/apenas_incompletos=true/);
    await expect(incompletos).toBeChecked();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    // An incomplete process never shows 100% done with its night lessons given.
    await expect(table.getByText('Completa', { exact: true })).toHaveCount(0);
    // Every process listed is incomplete, and each shows how much of its hours is done.
    await expect(totais).toContainText(/Processos\s*(\d+).*Incompletos\s*\1(?!\d)/);
    await expect(table.getByRole('progressbar').first()).toHaveAttribute('aria-valuetext', /^\d+%$/);

    await page.getByRole('button', { name: 'Planilha' }).click();
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Planilha (XLSX)' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe('relatorio-carga-horaria-pratica.xlsx');
    expect((await readFile(await sheet.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
