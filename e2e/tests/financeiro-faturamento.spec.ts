import { expect, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo, with every flag (the invoice ones included). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'faturamento' });

/** The current month in São Paulo as the month selects show it, 'MM/YYYY'. */
function mesCorrente(): string {
  const [ano, mes] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-');
  return `${mes}/${ano}`;
}

test.describe('financeiro: faturamento', () => {
  // The school's journey opens the invoice the billing run of the first one issued: in that order.
  test.describe.configure({ mode: 'serial' });

  test('finance previews the month, issues it with progress and opens the invoice with boleto and PIX', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, { loginPath: '/', account: 'financeiro@demo.cfc' });
    await expect(page).toHaveURL(/\/financeiro\/faturas\/faturamento-autoescola/);
    const faturas = page.getByRole('table', { name: 'Faturas' });
    // The demo's past months of both schools (the bank-file journey may have paid the overdue ones).
    await expect(faturas.getByRole('row', { name: /CFC Modelo/ }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'faturas');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: testInfo.outputPath('faturas.png') });

    await page.getByRole('tab', { name: 'Faturamento do mês' }).click();
    const mes = mesCorrente();
    await page.getByRole('textbox', { name: 'Mês a faturar' }).click();
    await page.getByRole('option', { name: mes, exact: true }).click();
    const previa = page.getByRole('table', { name: 'Prévia por autoescola' });
    const demo = previa.getByRole('row', { name: /Autoescola Demo/ });
    await expect(demo.getByText('A faturar')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('previa.png') });

    await page.getByRole('button', { name: 'Emitir faturas' }).click();
    await expect(page.getByText(/Faturamento concluído: \d+ fatura\(s\) emitida\(s\)/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(/(\d+) de \1 autoescolas processadas/)).toBeVisible();
    await expect(demo.getByText('Já faturada')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Emitir faturas' })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('emitido.png') });

    await page.getByRole('tab', { name: 'Faturas e boletos' }).click();
    await page.getByRole('textbox', { name: 'Competência' }).click();
    await page.getByRole('option', { name: mes, exact: true }).click();
    const linha = faturas.getByRole('row', { name: /Autoescola Demo/ });
    await expect(linha).toHaveCount(1);
    await linha.getByRole('button', { name: /^Ver fatura:/ }).click();
    const drawer = page.getByRole('dialog', { name: /^Fatura nº \d+/ });
    await expect(drawer.getByLabel('Linha digitável', { exact: true })).toHaveText(
      /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
    );
    await expect(drawer.getByRole('img', { name: 'QR code do PIX' })).toBeVisible();
    await expect(
      drawer
        .getByRole('table', { name: 'Linhas da fatura' })
        .getByText(/Aula prática em/)
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('fatura.png') });
  });

  test("the school's administrator sees its own invoices, with the boleto to pay", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, await admin());
    await page.goto('/admin/faturas/index');
    const faturas = page.getByRole('table', { name: 'Faturas' });
    await expect(faturas.getByRole('row', { name: /Faturamento/ }).first()).toBeVisible();
    await expect(faturas.getByRole('columnheader', { name: 'Autoescola' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/admin/faturas/index');
    await page.screenshot({ path: testInfo.outputPath('escola-faturas.png') });
    // Newest first: the month the run above issued is open, with its boleto (other journeys may have
    // paid the older ones with a return file).
    await faturas
      .getByRole('row')
      .filter({ hasText: /Em aberto|Vencida/ })
      .first()
      .getByRole('button', { name: /^Ver fatura:/ })
      .click();
    const drawer = page.getByRole('dialog', { name: /^Fatura nº \d+/ });
    await expect(drawer.getByLabel('Linha digitável', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Cancelar fatura' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('escola-fatura.png') });
  });
});
