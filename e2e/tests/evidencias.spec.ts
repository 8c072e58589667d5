import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/**
 * A practical lesson's evidence (docs/monitoring.md) on the demo's given lessons, which have a GPS
 * track, two photos with their face check and the odometer (modules/evidencias/seed.ts), and the
 * contestation report: on screen, as a PDF, and a copy checked against the stored ones.
 */

const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'evidencias' });
const SHOTS = '/tmp/shots-evidencias';

/** No map tile leaves the machine in a test: the track is drawn over the grey background. */
async function noExternalTiles(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort('blockedbyclient'));
}

test.describe('evidências de aula prática', () => {
  test("opens a given lesson's evidence: the map with its track, the photos and the timeline", async ({
    page,
  }) => {
    await noExternalTiles(page);
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, await admin());
    await page.goto('/admin/monitoramento/pratica');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Monitoramento de aulas práticas' }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Aulas práticas com evidências' });
    // Other specs give lessons too, whose photos may fail: the first with both photos confirmed.
    const first = table.getByRole('row').filter({ hasText: '2/2' }).first();
    await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await page.screenshot({ path: `${SHOTS}/lista-1366.png`, fullPage: true });

    await first.getByRole('link', { name: /^Ver as evidências da aula de / }).click();
    await expect(page).toHaveURL(/\/admin\/monitoramento\/pratica\?aula=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Evidências da aula' })).toBeVisible();
    const mapa = page.getByRole('region', { name: 'Trajeto GPS' });
    await expect(mapa.getByText(/^\d+ posições registradas$/)).toBeVisible();
    // Leaflet draws the track as an SVG path, with the start, end and photo markers.
    await expect(mapa.locator('.leaflet-container path.leaflet-interactive').first()).toBeVisible();
    expect(await mapa.locator('.leaflet-container path.leaflet-interactive').count()).toBeGreaterThanOrEqual(
      3,
    );
    const fotos = page.getByRole('region', { name: 'Fotos e verificação facial' });
    await expect(fotos.getByRole('img', { name: /^Foto de início da aula de / })).toBeVisible();
    await expect(fotos.getByRole('img', { name: /^Foto de fim da aula de / })).toBeVisible();
    await expect(fotos.getByText(/Rosto confere|Rosto não confere|Nenhum rosto/).first()).toBeVisible();
    const hodometro = page.getByRole('region', { name: 'Hodômetro' });
    await expect(hodometro).toContainText('Pelo trajeto GPS');
    const linha = page.getByRole('region', { name: 'Linha do tempo' });
    await expect(linha.getByText('Aula iniciada')).toBeVisible();
    await expect(linha.getByText('Aula finalizada')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'evidências da aula');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.screenshot({ path: `${SHOTS}/evidencia-1366.png`, fullPage: true });
  });

  test('monitoring opens the contestation report, downloads its PDF and checks the copy', async ({
    page,
  }) => {
    await noExternalTiles(page);
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, { loginPath: '/', account: 'monitor@demo.cfc' });
    await page.goto('/monitoramento/praticas/aulas-praticas?autoescola=autoescolademo');
    const table = page.getByRole('table', { name: 'Aulas práticas com evidências' });
    const first = table.getByRole('row').nth(1);
    await expect(first).toContainText('Autoescola Demo');
    await page.screenshot({ path: `${SHOTS}/lista-monitoramento-1366.png`, fullPage: true });
    await first.getByRole('link', { name: /^Relatório de contestação da aula de / }).click();
    await expect(page).toHaveURL(
      /\/monitoramento\/relatorio-contestacao-aula-realizada\/autoescolademo\/\d+$/,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Relatório de contestação de aula realizada' }),
    ).toBeVisible();
    const hash = (await page.getByTestId('hash-conteudo').textContent())?.trim() ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await expect(
      page.getByRole('region', { name: 'Trajeto GPS' }).locator('.leaflet-container'),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/relatorio-1366.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^relatorio-contestacao-aula-\d+\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

    // The copy downloaded is the one the platform keeps: it checks out, with who generated it.
    const verificar = page.getByRole('region', { name: 'Conferir um PDF' });
    await verificar
      .locator('input[type=file]')
      .setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/pdf', buffer: pdf });
    await verificar.getByRole('button', { name: 'Conferir' }).click();
    const resultado = verificar.getByRole('status').filter({ hasText: /^Confere: relatório da aula #\d+/ });
    await expect(resultado).toContainText('por Marcos Monitoramento');
    await expectNoSeriousA11yViolations(page, 'relatório de contestação');
  });

  test('sends a file for the lesson given in contingency, asking for one when none is chosen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, await admin());
    await page.goto('/admin/monitoramento/upload');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Envio de evidências de contingência' }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Aulas em contingência' });
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText('Contingência');
    await row.getByRole('link', { name: /^Enviar evidências da aula de / }).click();
    await expect(page).toHaveURL(/\/admin\/monitoramento\/upload\?aula=\d+$/);
    // The demo's sheet is there already.
    const manuais = page.getByRole('region', { name: 'Evidências manuais' });
    await expect(
      manuais.getByRole('button', { name: 'Baixar folha-de-presenca-assinada.pdf' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Enviar evidência' }).click();
    await expect(page.getByText('Envie um PDF ou uma imagem JPG, PNG ou WEBP de até 10 MB.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Descrição' }).fill('Foto da folha de presença no veículo');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'folha.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Enviar evidência' }).click();
    await expect(page.getByText('Evidência enviada.')).toBeVisible();
    await expect(manuais.getByRole('button', { name: 'Baixar folha.png' })).toBeVisible();
    await expect(manuais).toContainText('Foto da folha de presença no veículo');
    await expectNoSeriousA11yViolations(page, 'envio de evidências de contingência');
    await page.screenshot({ path: `${SHOTS}/upload-1366.png`, fullPage: true });
  });
});
