import { expect, type Page, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'salas' });

const LIST = '/admin/salas';

async function login(page: Page): Promise<void> {
  return logIn(page, await admin());
}

test.describe('salas', () => {
  test('an admin registers a room, is told what is missing, and changes its capacity', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await login(page);
    await page.goto(`${LIST}/nova`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nova sala' })).toBeVisible();

    // Submitted empty: SPEC §5's message under each required field, the focus on the first.
    await page.getByRole('button', { name: 'Salvar' }).click();
    const nome = page.getByRole('textbox', { name: 'Nome' });
    await expect(page.getByText('O campo Nome é obrigatório')).toBeVisible();
    await expect(page.getByText('O campo Capacidade é obrigatório')).toBeVisible();
    await expect(nome).toBeFocused();

    // The contract's own rule, in the contract's words, then gone as soon as the value is right.
    const name = `Sala E2E ${Date.now().toString(36)}`;
    await nome.fill(name);
    const capacidade = page.getByRole('textbox', { name: 'Capacidade' });
    await capacidade.fill('0');
    await expect(page.getByText('A capacidade deve ser ao menos 1.')).toBeVisible();
    await capacidade.fill('30');
    await expect(page.getByText('A capacidade deve ser ao menos 1.')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('sala-nova.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, `${LIST}/nova`);
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await page.getByRole('searchbox').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('30');

    await row.getByRole('link', { name: /Editar/ }).click();
    await expect(page.getByRole('textbox', { name: 'Capacidade' })).toHaveValue('30');
    await page.getByRole('textbox', { name: 'Capacidade' }).fill('35');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  });
});
