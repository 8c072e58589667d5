import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn, mainMenu } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'relatorios-escola' });

/** The São Paulo day `offset` days from today, 'YYYY-MM-DD'. */
function isoDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

test.describe('relatórios da autoescola', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, await admin());
  });

  test("counts each student's lessons of a period, filters by category and exports the rows with the totals", async ({
    page,
  }) => {
    const menu = mainMenu(page);
    // The group opens, and its link is followed, once the menu has settled after the login.
    await expect(async () => {
      const link = menu.getByRole('link', { name: 'Aulas por aluno' });
      if (!(await link.isVisible()))
        await menu.getByRole('button', { name: 'Relatórios', exact: true }).click();
      await link.click({ timeout: 2_000 });
      await expect(page).toHaveURL('/admin/relatorios/aulas-por-aluno', { timeout: 2_000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 1, name: 'Aulas por aluno' })).toBeVisible();
    await expect(page.getByText(/^Período de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();

    // The last three weeks and the next one: the demo's given and booked lessons, whatever the month.
    await page.goto(`/admin/relatorios/aulas-por-aluno?de=${isoDay(-21)}&ate=${isoDay(7)}`);
    const table = page.getByRole('table', { name: 'Aulas práticas por aluno' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const totais = page.getByRole('region', { name: 'Totais' });
    await expect(totais).toContainText('Alunos');
    await expect(totais).toContainText('Faltas');
    await expect(page.getByRole('region', { name: 'Aulas por aluno (esta página)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'relatório de aulas por aluno');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);

    // Category A: the demo's motorcycle students only.
    await page.getByRole('combobox', { name: 'Categoria' }).selectOption('A');
    await expect(page).toHaveURL(/categoria=A/);
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const rows = (await table.getByRole('row').all()).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row.getByRole('cell').nth(1)).toHaveText('A');

    await page.getByRole('button', { name: 'Planilha' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('relatorio-aulas-por-aluno.csv');
    const lines = (await readFile(await csv.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'Aluno;CPF;RENACH;Cat.;Realizadas;Agendadas;Canceladas;Faltas;H/A realizadas;H/A agendadas',
    );
    const body = lines.slice(1, -1);
    for (const line of body) expect(line.split(';')[3]).toBe('A');
    // The total row is the sum of the rows, column by column.
    const total = lines.at(-1)?.split(';') ?? [];
    expect(total.slice(0, 2)).toEqual(['Total', `${body.length} aluno(s)`]);
    for (const column of [4, 5, 6, 7, 8, 9]) {
      const sum = body.reduce((soma, line) => soma + Number(line.split(';')[column]), 0);
      expect(Number(total[column]), `coluna ${column}`).toBe(sum);
    }

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('relatorio-aulas-por-aluno.pdf');
    expect((await readFile(await pdf.path())).subarray(0, 4).toString('latin1')).toBe('%PDF');
  });
});
