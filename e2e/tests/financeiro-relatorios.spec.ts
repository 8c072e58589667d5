import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The demo's finance account: every school granted to it. */
const FINANCEIRO = { loginPath: '/', account: 'financeiro@demo.cfc' } as const;
const PAINEL = '/financeiro/faturas/painel-faturamento';
const RELATORIOS = '/financeiro/faturas/relatorios';

test.describe('finance reports and the billing panel', () => {
  test('the panel shows its KPI cards and charts, and a KPI links to the invoice list', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 1000 });
    await logIn(page, FINANCEIRO);
    await page.goto(PAINEL);
    await expect(page.getByRole('heading', { level: 1, name: 'Painel de faturamento' })).toBeVisible();
    for (const grafico of ['Faturado x recebido por mês', 'Faturas vencidas por atraso']) {
      await expect(page.getByRole('heading', { name: grafico })).toBeVisible();
    }
    // Mantine charts draw with recharts: one SVG surface per chart at least.
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    expect(await page.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);
    const mes = await page.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date()).slice(0, 7),
    );
    const faturado = page.getByRole('link', { name: /^Faturado no mês:/ });
    await expect(faturado).toHaveAttribute(
      'href',
      `/financeiro/faturas/faturamento-autoescola?competencia=${mes}`,
    );
    await expect(page.getByRole('link', { name: /^Vencido:/ })).toHaveAttribute(
      'href',
      '/financeiro/faturas/faturamento-autoescola?situacao=vencida',
    );
    // The ageing buckets lead to the report, filtered by the same bucket.
    const faixa = page.getByRole('table', { name: 'Faturas vencidas por atraso' }).getByRole('link').first();
    await expect(faixa).toHaveAttribute(
      'href',
      /\/financeiro\/faturas\/relatorios\?situacao=vencida&atraso=1-30/,
    );
    await expectNoSeriousA11yViolations(page, PAINEL);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: testInfo.outputPath('painel-faturamento.png'), fullPage: true });

    await faixa.click();
    await expect(page).toHaveURL(/\/financeiro\/faturas\/relatorios\?situacao=vencida&atraso=1-30/);
    await expect(page.getByRole('textbox', { name: 'Situação' })).toHaveValue('Vencida');
  });

  test('the report filters by status and exports an xlsx whose total line holds the totals', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 1000 });
    await logIn(page, FINANCEIRO);
    await page.goto(RELATORIOS);
    await expect(page.getByRole('heading', { level: 1, name: 'Relatórios financeiros' })).toBeVisible();
    await expect(page.getByTestId('total-faturas')).toBeVisible();
    const faturas = Number(await page.getByTestId('total-faturas').textContent());
    const faturado = (await page.getByTestId('total-faturado').textContent()) ?? '';
    await expect(page.getByRole('heading', { name: 'NFS-e com falha' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, RELATORIOS);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: testInfo.outputPath('relatorios.png'), fullPage: true });

    await page.getByRole('button', { name: 'Planilha' }).click();
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Planilha (XLSX)' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe('relatorio-financeiro.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await sheet.path())) as unknown as ArrayBuffer);
    const planilha = workbook.worksheets[0];
    if (!planilha) throw new Error('a planilha não tem folha');
    // Rows 1 to 3 are the title, the school and the filters; the table's header is row 5.
    const header = (planilha.getRow(5).values as unknown[]).slice(1);
    expect(header).toContain('Faturado (R$)');
    const celulas = (planilha.getRow(planilha.rowCount).values as unknown[]).slice(1);
    expect(celulas[0]).toBe('Total');
    expect(celulas[3]).toBe(`${faturas} faturas`);
    // The total is a SUM over the column (exceljs reads a formula with its last result).
    const total = celulas[header.indexOf('Faturado (R$)')] as { formula: string; result: number };
    expect(total.formula).toMatch(/^SUM\(/);
    const totalFaturado = total.result;
    // The screen's 'R$ 1.234,56' and the sheet's 1234.56 are the same cents.
    expect(Math.round(totalFaturado * 100)).toBe(Number(faturado.replace(/\D/g, '')));

    await page.getByRole('textbox', { name: 'Situação' }).click();
    await page.getByRole('option', { name: 'Paga' }).click();
    await expect(page).toHaveURL(/situacao=paga/);
  });
});
