import { expect, type Page, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'processos' });

async function login(page: Page): Promise<void> {
  return logIn(page, await admin());
}

test.describe('processos, planos e perímetros', () => {
  test('an admin opens a process for a demo student, sees its hours and sells it a plan', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await login(page);
    await page.goto('/admin/agendamento/processo/index');
    await expect(page.getByRole('heading', { level: 1, name: 'Processos' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
    await expectNoSeriousA11yViolations(page, '/admin/agendamento/processo/index');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);

    // Students apto for the practical exam: the filter keeps only them (the demo has some). It reads
    // eligibility as recorded, which follows the data within a minute of the platform's start.
    await page.getByRole('combobox', { name: 'Exame prático' }).selectOption('Aptos');
    await expect(page).toHaveURL(/apto=sim/);
    const aptos = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(async () => {
      await page.reload();
      await expect(aptos.first()).toContainText('Apto', { timeout: 2_000 });
    }).toPass({ timeout: 70_000 });
    for (const text of await aptos.allTextContents()) expect(text).toContain('Apto');
    await page.getByRole('combobox', { name: 'Exame prático' }).selectOption('Todos');

    await page.getByRole('button', { name: 'Abrir processo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Abrir processo' });
    await dialog.getByRole('textbox', { name: 'Aluno' }).fill('Alice Aluna');
    await page.getByRole('option', { name: /Alice Aluna/ }).click();
    // The student's RENACH comes with the student.
    await expect(dialog.getByRole('textbox', { name: 'RENACH' })).toHaveValue('MA200001000');
    await dialog.getByRole('textbox', { name: 'Categoria' }).click();
    await page.getByRole('listbox', { name: 'Categoria' }).getByRole('option', { name: 'ACC' }).click();
    await dialog.getByRole('textbox', { name: 'Tipo' }).click();
    await page
      .getByRole('listbox', { name: 'Tipo' })
      .getByRole('option', { name: 'Adição de categoria' })
      .click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Processo cadastrado.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill('Alice Aluna');
    // The filter reaches the address once typing pauses; follow the link only after that.
    await expect(page).toHaveURL(/filtro=Alice/);
    const row = page.getByRole('row').filter({ hasText: 'Alice Aluna' }).filter({ hasText: 'ACC' });
    await expect(row).toBeVisible();
    // Hours given and required in columns of their own; the CPF on one line.
    const headers = (await page.getByRole('columnheader').allTextContents()).map((text) => text.trim());
    const cellOf = (header: string) =>
      row.getByRole('cell').nth(headers.findIndex((text) => text.startsWith(header)));
    await expect(cellOf('Realizadas')).toHaveText('0 h/a');
    await expect(cellOf('Mínimo')).toHaveText(/^[1-9]\d* h\/a$/);
    const required = Number((await cellOf('Mínimo').textContent())?.match(/^(\d+)/)?.[1]);
    await expect(cellOf('CPF').locator('p')).toHaveCSS('white-space', 'nowrap');
    await expect(cellOf('Situação')).toContainText('Em formação');

    await row.getByRole('link', { name: 'Consultar processo de Alice Aluna' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Consulta de processo' })).toBeVisible();
    const horas = page.getByRole('region', { name: 'Horas práticas' });
    await expect(horas.getByText('Requeridas')).toBeVisible();
    await expect(horas).toContainText(`Restantes${required}h/a`);
    // Not apto for the practical exam yet, and why, with the norm.
    await expect(horas.getByText('Ainda não está apto para o exame prático')).toBeVisible();
    await expect(horas).toContainText(
      `Faltam ${required} das ${required} horas-aula práticas da carga mínima`,
    );

    await page.getByRole('textbox', { name: 'Plano a vender' }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Vender plano' }).click();
    await expect(page.getByText('Plano vinculado ao processo.')).toBeVisible();
    const vendidos = page.getByRole('table');
    await expect(vendidos.getByRole('row')).toHaveCount(2);
  });

  test('an admin draws a perimeter with four clicks and finds it in the list', async ({ page }) => {
    await login(page);
    await page.goto('/admin/agendamento/perimetro/cadastro');
    await expect(page.getByRole('heading', { level: 1, name: 'Perímetros' })).toBeVisible();

    const nome = `Perímetro e2e ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nome' }).fill(nome);
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    if (box === null) throw new Error('the map has no box');
    const corners: [number, number][] = [
      [0.3, 0.3],
      [0.7, 0.3],
      [0.7, 0.7],
      [0.3, 0.7],
    ];
    for (const [x, y] of corners) await map.click({ position: { x: box.width * x, y: box.height * y } });
    await expect(page.getByText('4 pontos marcados.')).toBeVisible();
    await page.getByRole('button', { name: 'Salvar perímetro' }).click();
    await expect(page.getByText('Perímetro cadastrado.')).toBeVisible();

    await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
    const row = page.getByRole('row').filter({ hasText: nome });
    await expect(row).toBeVisible();
    await expect(row).toContainText('4');
  });
});
