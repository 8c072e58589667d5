import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiLogin, ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo. */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'exportacoes' });

/** More rows than the e2e server's EXPORT_JOB_ROWS (60): the export runs as a background job. */
const SALAS = 61;

test.describe('export jobs', () => {
  test('a large export shows its progress bar and then offers the file', async ({ page }, testInfo) => {
    // Making and removing the rooms through the API is most of its time.
    test.setTimeout(120_000);
    const account = await admin();
    const session = await apiLogin(account.account, account.password);
    const prefixo = `Sala Exportação ${Date.now().toString(36)}`;
    const ids: number[] = [];
    for (let n = 1; n <= SALAS; n++) {
      const nome = `${prefixo} ${String(n).padStart(2, '0')}`;
      const created = await session.call<{ dados: { id_sala: number } }>('POST', '/salas', {
        nome,
        capacidade: n,
      });
      expect(created.status).toBe(201);
      ids.push(created.body.dados.id_sala);
    }
    try {
      await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
      await logIn(page, account);
      await page.goto('/admin/salas');
      await page.getByRole('searchbox').fill(prefixo);
      await expect(page.getByText(`1–5 de ${SALAS}`)).toBeVisible();

      await page.getByRole('button', { name: 'PDF' }).click();
      const job = page.getByTestId('export-job');
      // The bar shows while the job runs (a PDF this size takes it a moment).
      await expect(job.getByText(/Gerando \d+ registros…/)).toBeVisible();
      await expect(job.getByRole('progressbar')).toBeAttached();
      const baixar = job.getByRole('button', { name: 'Baixar salas.pdf' });
      await expect(baixar).toBeVisible({ timeout: 30_000 });
      // The notification with the file arrives live; closed, it no longer covers the header.
      const aviso = page.getByRole('alert').filter({ hasText: 'Exportação pronta: Salas' });
      await expect(aviso).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('exportacao-pronta.png') });
      await aviso.getByRole('button').click();
      await expect(aviso).toHaveCount(0);
      const [pdf] = await Promise.all([page.waitForEvent('download'), baixar.click()]);
      expect(pdf.suggestedFilename()).toBe('salas.pdf');
      expect((await readFile(await pdf.path())).subarray(0, 4).toString()).toBe('%PDF');
    } finally {
      for (const id of ids) await session.call('DELETE', `/salas/${id}`);
      await session.logout();
    }
  });
});
