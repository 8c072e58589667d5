import { expect, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** Finance's demo account (role 6): it serves both demo schools. */
const financeiro = { loginPath: '/', account: 'financeiro@demo.cfc' } as const;
/** The demo consultant (role 1 of the operator): Rita Consultora brought both demo schools. */
const consultor = { loginPath: '/', account: 'consultor@demo.cfc' } as const;
/** The spec's own administrator of Autoescola Demo, for the school's side. */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'cobrancas' });

test.describe('extra charges, union receipts and commissions', () => {
  test('finance creates a charge in three instalments and finds it in the search', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, financeiro);

    await page.goto('/financeiro/produtos-servicos');
    const catalogo = page.getByRole('table', { name: 'Produtos e serviços' });
    await expect(catalogo.getByRole('row', { name: /Taxa de implantação/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/financeiro/produtos-servicos');
    await page.screenshot({ path: testInfo.outputPath('produtos-servicos.png') });

    await page.goto('/financeiro/criar-cobranca');
    await page.getByRole('textbox', { name: 'Autoescola' }).click();
    await page.getByRole('option', { name: 'CFC Modelo' }).click();
    await page.getByRole('textbox', { name: 'Produto ou serviço' }).click();
    await page.getByRole('option', { name: 'Leitor biométrico' }).click();
    // The catalogue's price comes in; two readers.
    await expect(page.getByRole('textbox', { name: 'Valor unitário' })).toHaveValue(/^R\$\s380,00$/);
    await page.getByRole('textbox', { name: 'Quantidade' }).fill('2');
    await page.getByRole('textbox', { name: 'Número de parcelas' }).fill('3');
    const previa = page.getByRole('table', { name: 'Parcelas' });
    await expect(previa.getByRole('row')).toHaveCount(4);
    await expect(previa.getByRole('row', { name: /1\/3 .*253,34/ })).toBeVisible();
    await expect(previa.getByRole('row', { name: /3\/3 .*253,33/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/financeiro/criar-cobranca');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: testInfo.outputPath('criar-cobranca.png'), fullPage: true });
    await page.getByRole('button', { name: 'Criar cobrança' }).click();

    await page.waitForURL('**/financeiro/buscar-cobranca');
    await page.getByRole('textbox', { name: 'Produto ou serviço' }).click();
    await page.getByRole('option', { name: 'Leitor biométrico' }).click();
    const lista = page.getByRole('table', { name: 'Cobranças' });
    const linha = lista.getByRole('row', { name: /CFC Modelo .*Leitor biométrico.*3x.*760,00/ });
    await expect(linha).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/financeiro/buscar-cobranca');
    await page.screenshot({ path: testInfo.outputPath('buscar-cobranca.png') });
    await linha.getByRole('button', { name: /^Ver cobrança #/ }).click();
    const drawer = page.getByRole('dialog', { name: /Cobrança #/ });
    await expect(drawer.getByText('Ainda não faturada')).toHaveCount(3);
    await expect(drawer.getByText('Pendente')).toHaveCount(3);
    await page.screenshot({ path: testInfo.outputPath('cobranca.png') });
  });

  test("finance reads a union's receipts and its statement", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, financeiro);
    await page.goto('/financeiro/faturas/sindicato/recebimentos');
    const tabela = page.getByRole('table', { name: 'Recebimentos por sindicato' });
    await expect(tabela.getByRole('row', { name: /SINDAUTO-MA.*MA.*1,5 %/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/financeiro/faturas/sindicato/recebimentos');
    await page.screenshot({ path: testInfo.outputPath('sindicato-recebimentos.png') });
    await page.getByRole('button', { name: /Ver extrato de Sindicato das Autoescolas do Maranhão/ }).click();
    const drawer = page.getByRole('dialog', { name: /Extrato de Sindicato/ });
    await expect(drawer.getByRole('button', { name: 'PDF' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('extrato-sindicato.png') });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('tab', { name: 'Sindicatos' }).click();
    await expect(
      page.getByRole('table', { name: 'Sindicatos' }).getByRole('row', { name: /SINDAUTO-MA/ }),
    ).toBeVisible();
  });

  test('the demo consultant reads their commission report', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, consultor);
    await page.getByRole('link', { name: 'Comissões' }).click();
    await page.waitForURL('**/comissao/relatorio-consultor');
    await expect(page.getByRole('heading', { name: 'Relatório de comissões' })).toBeVisible();
    await expect(page.getByText('Consultor(a): Rita Consultora')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Por autoescola' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'PDF' }).click();
    expect((await download).suggestedFilename()).toBe('comissao-consultor.pdf');
    await expectNoSeriousA11yViolations(page, '/comissao/relatorio-consultor');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: testInfo.outputPath('relatorio-consultor.png'), fullPage: true });
  });

  test("a school's administrator reads its own charges", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, await admin());
    await page.goto('/admin/cobrancas');
    const lista = page.getByRole('table', { name: 'Cobranças' });
    await expect(lista.getByRole('row', { name: /Suporte estendido/ })).toBeVisible();
    await expect(lista.getByRole('row', { name: /Câmera IP adicional/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Criar cobrança' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/admin/cobrancas');
    await page.screenshot({ path: testInfo.outputPath('admin-cobrancas.png') });
  });
});
