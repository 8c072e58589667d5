import { expect, test } from '@playwright/test';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The demo's finance account: it works on both demo schools (the tests of this file run in order). */
const financeiro = { loginPath: '/', account: 'financeiro@demo.cfc' } as const;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1');

test.describe('financeiro: bank returns and manual write-offs', () => {
  test('imports the example return: preview line by line, apply once, the same file again is refused', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, financeiro);
    await page.goto('/financeiro/faturas/importar');
    await expect(page.getByRole('heading', { name: 'Importar faturas', level: 1 })).toBeVisible();

    // The example file is made of the open invoices: some paid, one short, one unknown.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar arquivo de exemplo' }).click();
    const arquivo = await download;
    const stream = await arquivo.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk));
    const buffer = Buffer.concat(chunks);
    expect(buffer.toString('latin1').split('\r\n')[0]).toHaveLength(240);

    await page.locator('input[type="file"]').setInputFiles({
      name: 'retorno-exemplo.ret',
      mimeType: 'text/plain',
      buffer,
    });
    await page.getByRole('button', { name: 'Ver prévia' }).click();
    const previa = page.getByRole('table', { name: 'Importar faturas' });
    await expect(previa.getByRole('row', { name: /Boleto desconhecido/ })).toBeVisible();
    await expect(previa.getByRole('row', { name: /Valor diferente/ })).toBeVisible();
    await expect(previa.getByRole('row', { name: /Conciliada/ }).first()).toBeVisible();
    await expect(previa.getByText(/a fatura fica em aberto com R\$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/financeiro/faturas/importar');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: testInfo.outputPath('previa.png'), fullPage: true });

    await page.getByRole('button', { name: 'Aplicar pagamentos' }).click();
    await expect(page.getByText(/^Retorno importado: \d+ pagamentos? registrados?\.$/)).toBeVisible();
    const importados = page.getByRole('table', { name: 'Arquivos importados' });
    await expect(importados.getByRole('row', { name: /retorno-exemplo\.ret/ })).toBeVisible();

    // The same bytes again: the preview says so and nothing can be applied.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'copia.ret',
      mimeType: 'text/plain',
      buffer,
    });
    await page.getByRole('button', { name: 'Ver prévia' }).click();
    await expect(page.getByText(/Este arquivo já foi importado em .* por Fábio Financeiro/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aplicar pagamentos' })).toBeDisabled();
    await page.screenshot({ path: testInfo.outputPath('importado.png'), fullPage: true });
  });

  test('writes an open invoice off by hand with its receipt, then reverses it; the history keeps both', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, financeiro);
    await page.goto('/financeiro/faturas/historico-baixa-manual');
    await expect(page.getByRole('heading', { name: 'Histórico de baixa manual', level: 1 })).toBeVisible();

    const busca = page.getByRole('form', { name: 'Dar baixa numa fatura' });
    await busca.getByRole('textbox', { name: 'Autoescola' }).click();
    // CFC Modelo's one-off invoice stays open whatever ran before: the example return of the import
    // journey pays the oldest open invoices in full and it, the last, short.
    await page.getByRole('option', { name: 'CFC Modelo' }).click();
    await busca.getByRole('button', { name: 'Buscar fatura' }).click();
    const faturas = page.getByRole('table', { name: 'Faturas encontradas' });
    const baixar = faturas
      .getByRole('button', { name: /^Dar baixa na fatura \d+$/ })
      .and(page.locator(':enabled'));
    await expect(baixar.first()).toBeVisible();
    const nome = (await baixar.first().getAttribute('aria-label')) ?? '';
    const nossoNumero = nome.replace(/\D/g, '');
    await baixar.first().click();

    const dialog = page.getByRole('dialog', { name: 'Baixa manual' });
    await expect(dialog.getByRole('textbox', { name: 'Valor pago' })).not.toHaveValue('');
    await dialog.getByRole('button', { name: 'Registrar baixa' }).click();
    // The reason is required: the form says so and sends nothing.
    await expect(dialog.getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription(
      /Informe|obrigatório|3 caracteres/,
    );
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Depósito identificado no extrato do dia');
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'comprovante.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(dialog.getByText('comprovante.pdf')).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/financeiro/faturas/historico-baixa-manual (baixa)');
    await page.screenshot({ path: testInfo.outputPath('baixa.png') });
    await dialog.getByRole('button', { name: 'Registrar baixa' }).click();
    await expect(page.getByText('Baixa manual registrada.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const historico = page.getByRole('table', { name: 'Baixas manuais e estornos' });
    const linha = historico.getByRole('row', {
      name: new RegExp(`${nossoNumero}.*Depósito identificado no extrato do dia`),
    });
    await expect(linha).toBeVisible();
    await expect(linha.getByRole('button', { name: 'Baixar o comprovante comprovante.pdf' })).toBeVisible();
    await expect(linha.getByText('Ativa')).toBeVisible();

    await linha.getByRole('button', { name: `Estornar o pagamento da fatura ${nossoNumero}` }).click();
    const estorno = page.getByRole('dialog', { name: 'Estornar pagamento' });
    await estorno.getByRole('textbox', { name: 'Motivo do estorno' }).fill('Depósito devolvido pelo banco');
    await estorno.getByRole('button', { name: 'Estornar' }).click();
    await expect(page.getByText('Pagamento estornado.')).toBeVisible();
    await expect(linha.getByText(/por Fábio Financeiro: Depósito devolvido pelo banco/)).toBeVisible();
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: testInfo.outputPath('historico.png'), fullPage: true });
  });
});
