import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { apiLogin, baseURL, ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn, mainMenu } from './support/login.ts';

/** The demo's traffic authority (MA): it sees Autoescola Demo only. A seed account, taken in turns. */
const DETRAN = { loginPath: '/', account: 'detran@demo.cfc' } as const;
/** The operator's own monitoring account, to read the record of the authority's reads. */
const monitor = ownAccount({ school: 'operadora', role: Papel.MONITOR, label: 'detran' });

const MASKED_CPF = /\d{3}\.\d{3}\.\d{3}-\*\*/;
const WHOLE_CPF = /\d{3}\.\d{3}\.\d{3}-\d{2}/;

async function download(page: Page, start: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: file.suggestedFilename(), content: await readFile(await file.path()) };
}

test.describe('the traffic authority', () => {
  test('browses the students and practical lessons of its state, opens records and exports them', async ({
    page,
    browser,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, DETRAN);
    // Role 9 lands on its students (SPEC §2.2).
    await expect(page).toHaveURL(/\/detran\/alunos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();
    const alunos = page.getByRole('table', { name: 'Alunos' });
    await expect(alunos.getByRole('row').nth(1)).toContainText('Autoescola Demo');
    await expect(alunos.getByRole('row').nth(1)).toContainText(MASKED_CPF);
    await expect(alunos).not.toContainText('CFC Modelo');
    await page.screenshot({ path: testInfo.outputPath('detran-alunos.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, '/detran/alunos');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);

    await page.getByRole('searchbox', { name: 'Nome ou CPF' }).fill('Carla');
    await expect(alunos.getByRole('row').nth(1)).toContainText('Carla');
    await alunos
      .getByRole('button', { name: /^Detalhes de Carla/ })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(WHOLE_CPF).first()).toBeVisible();
    await expect(drawer.getByRole('heading', { name: 'Processos' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('detran-aluno.png') });
    await page.keyboard.press('Escape');

    await mainMenu(page).getByRole('link', { name: 'Aulas práticas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aulas práticas' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Realizada' });
    await expect(page).toHaveURL(/status=realizada/);
    const aulas = page.getByRole('table', { name: 'Aulas práticas' });
    await expect(aulas).toHaveAttribute('aria-busy', 'false');
    await expect(aulas.getByRole('row').nth(1)).toContainText('Realizada');
    await aulas
      .getByRole('button', { name: /^Detalhes de/ })
      .first()
      .click();
    await expect(
      page.getByRole('dialog').getByRole('heading', { name: 'Fotos e verificação facial' }),
    ).toBeVisible();
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'Relatório de contestação desta aula' }),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('detran-aula.png') });
    await page.keyboard.press('Escape');

    // The state's given lessons are more than the e2e server's EXPORT_JOB_ROWS (60): the PDF is
    // built by a background job and offered when ready.
    await page.getByRole('button', { name: 'PDF' }).click();
    const baixar = page
      .getByTestId('export-job')
      .getByRole('button', { name: 'Baixar detran-aulas-praticas.pdf' });
    await expect(baixar).toBeVisible({ timeout: 30_000 });
    // The notification offering the file arrives live over the header's buttons: closed first.
    const aviso = page.getByRole('alert').filter({ hasText: 'Exportação pronta' });
    await expect(aviso).toBeVisible();
    await aviso.getByRole('button').click();
    await expect(aviso).toHaveCount(0);
    const pdf = await download(page, () => baixar.click());
    expect(pdf.name).toBe('detran-aulas-praticas.pdf');
    expect(pdf.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    await page.getByRole('button', { name: 'Planilha' }).click();
    const csv = await download(page, () => page.getByRole('menuitem', { name: 'CSV' }).click());
    const text = csv.content.toString('utf8');
    expect(text).toContain('Autoescola Demo');
    expect(text).toMatch(MASKED_CPF);
    expect(text).not.toMatch(WHOLE_CPF);

    // Every read was recorded, and the operator reads the record.
    const { account, password } = await monitor();
    const operador = await apiLogin(account, password);
    const { body } = await operador.call<{ dados: { data: { rota: string; usuario: string }[] } }>(
      'GET',
      '/monitoramento/acessos-autoridade?per_page=100',
    );
    const rotas = body.dados.data.map((acesso) => acesso.rota);
    expect(rotas).toContain('/api/v1/detran/alunos');
    expect(rotas).toContain('/api/v1/detran/alunos/:id');
    expect(rotas).toContain('/api/v1/detran/aulas-praticas/pdf/:id/:param');

    // The operator's screen of the record.
    const context = await browser.newContext({
      baseURL: baseURL(),
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: { width: DESKTOP_WIDTH, height: 900 },
    });
    const tela = await context.newPage();
    await logIn(tela, { loginPath: '/', account, password });
    await tela.goto('/monitoramento/log/acessos-autoridade');
    await expect(tela.getByRole('heading', { level: 1, name: 'Consultas do DETRAN' })).toBeVisible();
    const registro = tela.getByRole('table', { name: 'Consultas do DETRAN' });
    // The newest reads first: the CSV export, after the PDF job's polls.
    await expect(registro).toContainText('/api/v1/detran/aulas-praticas/xlsx/-/-?formato=csv');
    await expect(registro).toContainText('Diana DETRAN-MA (MA)');
    await tela.screenshot({ path: testInfo.outputPath('detran-acessos.png'), fullPage: true });
    await expectNoSeriousA11yViolations(tela, '/monitoramento/log/acessos-autoridade');
    await context.close();
  });
});
