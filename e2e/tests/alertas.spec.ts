import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (the demo data has alerts of every kind). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'alertas' });

test.describe('alertas', () => {
  test('the administrator acknowledges an alert, then resolves it with a note', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, await admin());
    await page.goto('/admin/monitoramento/alertas');
    const table = page.getByRole('table', { name: 'Alertas de monitoramento' });
    await expect(table.getByRole('row', { name: /Câmera sem sinal durante aula teórica/ })).toBeVisible();
    // The short lessons only (the list holds a dozen alerts, five a page).
    await page.getByRole('textbox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Aula mais curta que o mínimo' }).click();
    await expect(table.getByRole('row', { name: /Aula mais curta que o mínimo/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin/monitoramento/alertas');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: testInfo.outputPath('alertas.png') });

    await page.getByRole('button', { name: 'Ver alerta: Aula mais curta que o mínimo' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Alerta' });
    await expect(drawer.getByText('Perfil estadual: tempo mínimo da aula', { exact: false })).toBeVisible();
    await expect(drawer.getByText(/o mínimo é 45 min\./)).toBeVisible();
    await drawer.getByRole('button', { name: 'Reconhecer' }).click();
    await expect(drawer.getByRole('button', { name: 'Reconhecer' })).toBeHidden();

    // Resolving asks for the note.
    await drawer.getByRole('button', { name: 'Resolver' }).click();
    await expect(drawer.getByRole('textbox', { name: 'Nota' })).toHaveAccessibleDescription(
      /obrigatório|Informe|3 caracteres/i,
    );
    await drawer.getByRole('textbox', { name: 'Nota' }).fill('Aula reposta com o aluno no dia seguinte.');
    await drawer.getByRole('button', { name: 'Resolver' }).click();
    // The drawer shows the new state and the note in the history (toasts come and go).
    await expect(drawer.getByText('Resolvido', { exact: true }).first()).toBeVisible();
    await expect(drawer.getByText('Aula reposta com o aluno no dia seguinte.').first()).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Contestar' })).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('alerta.png') });
  });

  test('monitoring filters the alerts of its schools by school and exports what it filtered', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, { loginPath: '/', account: 'monitor@demo.cfc' });
    await page.goto('/admin/monitoramento/alertas');
    const table = page.getByRole('table', { name: 'Alertas de monitoramento' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('textbox', { name: 'Autoescola' }).click();
    await page.getByRole('option', { name: 'CFC Modelo' }).click();
    await expect(table.getByRole('row', { name: /CFC Modelo/ }).first()).toBeVisible();
    await expect(table.getByRole('row', { name: /Autoescola Demo/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/admin/monitoramento/alertas (monitoramento)');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: testInfo.outputPath('alertas-monitoramento.png') });

    await page.getByRole('button', { name: 'Planilha' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /CSV/ }).click(),
    ]);
    const linhas = fs.readFileSync((await csv.path()) ?? '', 'utf8');
    expect(linhas).toContain('CFC Modelo');
    expect(linhas).not.toContain('Autoescola Demo');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  });

  test('the traffic authority reads its state schools alerts, without actions', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, { loginPath: '/', account: 'detran@demo.cfc' });
    await page.goto('/detran/alertas');
    const table = page.getByRole('table', { name: 'Alertas de monitoramento' });
    await expect(table.getByRole('row', { name: /Autoescola Demo/ }).first()).toBeVisible();
    await expect(table.getByRole('row', { name: /CFC Modelo/ })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('detran.png') });
    await page
      .getByRole('button', { name: /^Ver alerta:/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog', { name: 'Alerta' });
    await expect(drawer.getByText('Histórico')).toBeVisible();
    await expect(drawer.getByRole('button', { name: /Reconhecer|Resolver|Contestar/ })).toHaveCount(0);
  });
});
