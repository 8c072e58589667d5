import { expect, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The demo's commercial account manages both demo schools; a new one has none granted yet. */
const COMERCIAL = { loginPath: '/', account: 'comercial@demo.cfc' } as const;
const semCarteira = ownAccount({ school: 'operadora', role: Papel.COMERCIAL, label: 'comercial' });

test.describe('the commercial area', () => {
  test('lands on its school list, which shows only the schools granted to it', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, COMERCIAL);
    // Role 8 lands on the school list (SPEC §2.2).
    await expect(page).toHaveURL(/\/comercial\/lista$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Autoescolas' })).toBeVisible();
    const lista = page.getByRole('table', { name: 'Autoescolas' });
    await expect(lista.getByRole('row', { name: /Autoescola Demo/ })).toBeVisible();
    await expect(lista.getByRole('row', { name: /CFC Modelo/ })).toBeVisible();
    // The operator's own school is no client of its commercial staff.
    await expect(lista.getByRole('row', { name: /CFC Plataforma/ })).toHaveCount(0);
    await expect(lista.getByRole('row')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page, '/comercial/lista');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: testInfo.outputPath('comercial-lista.png'), fullPage: true });

    await page.getByRole('textbox', { name: 'Buscar autoescola' }).fill('modelo');
    await expect(lista.getByRole('row')).toHaveCount(2);
    await expect(lista.getByRole('row', { name: /CFC Modelo/ })).toBeVisible();

    await page.goto('/comercial/alunos-cadastrados');
    await expect(
      page.getByRole('table', { name: 'Alunos cadastrados' }).getByRole('row', { name: /Autoescola Demo/ }),
    ).toBeVisible();
    await page.goto('/comercial/relatorios/financeiro');
    await expect(page.getByRole('heading', { level: 1, name: 'Relatório financeiro' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/comercial/relatorios/financeiro');
  });

  test('a commercial account without granted schools sees none', async ({ page }) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, await semCarteira());
    await expect(page).toHaveURL(/\/comercial\/lista$/);
    await expect(page.getByText('Nenhuma autoescola na sua carteira.')).toBeVisible();
  });
});
