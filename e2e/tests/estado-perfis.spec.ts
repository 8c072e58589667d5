import { expect, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own monitoring account of the operator. */
const monitor = ownAccount({ school: 'operadora', role: Papel.MONITOR, label: 'estado-perfis' });

const SCREEN = '/monitoramento/conf/gerenciamento';

test.describe('estado-perfis', () => {
  test('monitoring staff set the 1.020/2025 transition, its freedoms and the contingency cap of a state', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, await monitor());
    await page.goto(SCREEN);
    const table = page.getByRole('table', { name: 'Regras por UF' });
    // The Federal District caps contingency lessons at 6%; a state with no cap says so.
    await expect(table.getByRole('row', { name: /^DF/ })).toContainText('6%');
    await expect(table.getByRole('row', { name: /^GO/ })).toContainText('Sem limite');
    await expect(table.getByRole('row', { name: /^GO/ })).toContainText('09/12/2025');
    await expectNoSeriousA11yViolations(page, SCREEN);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);

    await page.getByRole('button', { name: 'Editar regras de GO' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regras de GO' });
    const desde = dialog.getByRole('textbox', { name: 'CONTRAN 1.020/2025 vale desde' });
    await expect(desde).toHaveValue('09/12/2025');
    const cap = dialog.getByRole('textbox', { name: 'Limite mensal de aulas de contingência (%)' });
    await expect(cap).toHaveValue('');

    // A day that does not exist stays in the field with why; a share over 100% is brought back to 100%.
    await desde.fill('31/02/2026');
    await desde.press('Tab');
    await expect(desde).toHaveAccessibleDescription(/Data inválida/);
    await cap.fill('150');
    await cap.press('Tab');
    await expect(cap).toHaveValue('100%');

    await desde.fill('01/03/2026');
    await desde.press('Tab');
    await cap.fill('8');
    await dialog.getByRole('checkbox', { name: 'Processos abertos passam às regras da 1.020' }).check();
    await dialog.getByRole('checkbox', { name: 'Permite instrutor autônomo' }).check();
    await page.screenshot({ path: testInfo.outputPath('estado-perfil-form.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Regras da UF gravadas.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const go = table.getByRole('row', { name: /^GO/ });
    await expect(go).toContainText('01/03/2026');
    await expect(go).toContainText('8%');
    await page.screenshot({ path: testInfo.outputPath('estado-perfis.png'), fullPage: true });

    // Opened again, the form holds what was saved. The list is read again after the save: a click
    // that lands while its row is replaced opens nothing, so it is tried until the dialog shows.
    await expect(async () => {
      await page.getByRole('button', { name: 'Editar regras de GO' }).click();
      await expect(dialog).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(desde).toHaveValue('01/03/2026');
    await expect(cap).toHaveValue('8%');
    await expect(
      dialog.getByRole('checkbox', { name: 'Processos abertos passam às regras da 1.020' }),
    ).toBeChecked();
    await expect(
      dialog.getByRole('checkbox', { name: 'Permite veículo próprio do candidato' }),
    ).not.toBeChecked();
  });
});
