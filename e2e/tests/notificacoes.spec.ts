import { type Browser, expect, type Page, test } from '@playwright/test';
import { type OwnAccount, ownSchool } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

const PDF = Buffer.from('%PDF-1.4\n% aviso de teste\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/**
 * The spec's own school, with its administrator and the operator's monitoring account that registered
 * it: 'todas as autoescolas' of that monitor is this school alone, so the notices reach no other
 * spec's users (a changelog entry still reaches everyone).
 */
const school = ownSchool('notificacoes');

/** A logged-in page of its own browser context, so two users are online at once. */
async function openAs(browser: Browser, account: OwnAccount): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, account);
  return page;
}

interface Aviso {
  readonly titulo: string;
  readonly html: string;
  readonly changelog?: boolean;
  readonly anexo?: string;
}

/** The monitor writes and sends a notice to every school from 'Avisos'. */
async function sendAviso(monitor: Page, { titulo, html, changelog = false, anexo }: Aviso): Promise<void> {
  await monitor.goto('/monitoramento/avisos');
  await expect(monitor.getByRole('heading', { level: 1, name: 'Nova notificação' })).toBeVisible();
  await monitor.getByRole('textbox', { name: 'Título' }).fill(titulo);
  await monitor.getByRole('textbox', { name: 'Mensagem' }).fill(html);
  if (changelog) await monitor.getByRole('radio', { name: 'Changelog (novidade de versão)' }).check();
  if (anexo) {
    await monitor
      .locator('input[type="file"]')
      .setInputFiles({ name: anexo, mimeType: 'application/pdf', buffer: PDF });
    await expect(monitor.getByText(anexo)).toBeVisible();
  }
  await monitor.getByRole('button', { name: 'Enviar notificação' }).click();
  const confirm = monitor.getByRole('dialog', { name: 'Enviar notificação' });
  await expect(confirm).toContainText(`Enviar “${titulo}” a todas as autoescolas?`);
  await confirm.getByRole('button', { name: 'Enviar' }).click();
  await expect(monitor.getByText(/Notificação enviada a \d+ destinatários?\./)).toBeVisible();
  await expect(monitor.getByRole('textbox', { name: 'Título' })).toHaveValue('');
}

test.describe('notificações', () => {
  test('the composer checks the notice before sending it', async ({ page }) => {
    await logIn(page, (await school()).monitor);
    await page.goto('/monitoramento/avisos');
    await expect(page.getByRole('button', { name: 'Enviar notificação' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/monitoramento/avisos');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.getByRole('button', { name: 'Enviar notificação' }).click();
    await expect(page.getByText('Informe o título.')).toBeVisible();
    await expect(page.getByText('Informe a mensagem.')).toBeVisible();

    await page.getByText('Perfis escolhidos').click();
    await page.getByRole('button', { name: 'Enviar notificação' }).click();
    await expect(page.getByText('Selecione ao menos um perfil.')).toBeVisible();

    // The preview shows the formatting and never the script.
    await page
      .getByRole('textbox', { name: 'Mensagem' })
      .fill('<p>Olá <strong>CFC</strong></p><script>window.hacked = 1</script>');
    const preview = page.getByRole('region', { name: 'Pré-visualização' });
    await expect(preview.locator('strong')).toHaveText('CFC');
    await expect(preview.locator('script')).toHaveCount(0);
  });

  test('a notice sent by the monitor reaches the admin at once; read, archive, download, delete', async ({
    browser,
  }) => {
    const stamp = Date.now();
    const titulo = `Nova portaria do DETRAN ${stamp}`;
    const changelog = `Versão 2.${stamp % 1000} publicada`;

    const { admin: schoolAdmin, monitor: schoolMonitor } = await school();
    const admin = await openAs(browser, schoolAdmin);
    await admin.goto('/admin/notificacoes');
    await expect(admin.getByRole('heading', { level: 1, name: 'Central de notificações' })).toBeVisible();
    const monitor = await openAs(browser, schoolMonitor);

    await sendAviso(monitor, {
      titulo,
      html: '<p>A portaria <strong>12/2026</strong> muda o horário das aulas.</p><img src=x onerror="window.hacked=1">',
      anexo: 'portaria.pdf',
    });

    // Without a reload: the toast, the bell's badge and the item at the top of the open list.
    await expect(admin.getByRole('alert').filter({ hasText: titulo })).toContainText('Nova notificação');
    const bell = admin.getByRole('button', { name: /notificaç(ão|ões) não lidas?/ });
    await expect(bell).toBeVisible();
    const list = admin.getByRole('region', { name: 'Todas' });
    const item = list.getByRole('article', { name: titulo });
    await expect(item).toContainText('A portaria 12/2026 muda o horário das aulas.');
    await expect(item.getByRole('img', { name: 'Não lida' })).toBeVisible();
    expect(await admin.evaluate(() => (globalThis as { hacked?: number }).hacked)).toBeUndefined();

    await bell.click();
    const dropdown = admin.getByRole('dialog', { name: 'Notificações' });
    await expect(dropdown.getByRole('article', { name: titulo })).toBeVisible();
    await expect(dropdown.getByRole('button', { name: 'Marcar tudo como lida' })).toBeEnabled();
    await expect(dropdown.getByRole('link', { name: 'Ver todas as notificações' })).toBeVisible();
    await admin.keyboard.press('Escape');

    // Mark it read through the selection.
    await item.getByRole('checkbox', { name: `Selecionar “${titulo}”` }).check();
    await admin.getByRole('button', { name: 'Marcar como lida', exact: true }).click();
    await expect(item.getByRole('img', { name: 'Não lida' })).toHaveCount(0);

    // Archive: it leaves 'Todas' and is found under 'Arquivadas'.
    await item.getByRole('button', { name: `Arquivar “${titulo}”` }).click();
    await expect(list.getByRole('article', { name: titulo })).toHaveCount(0);
    await admin.getByRole('tab', { name: 'Arquivadas' }).click();
    await expect(admin).toHaveURL(/lista=archived/);
    const archived = admin.getByRole('region', { name: 'Arquivadas' }).getByRole('article', { name: titulo });
    await expect(archived).toContainText('Arquivada');

    // The attachment downloads with its own name.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      archived.getByRole('button', { name: 'Baixar portaria.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('portaria.pdf');

    // A changelog entry shows in the changelog list, at its own address.
    await sendAviso(monitor, {
      titulo: changelog,
      html: '<ul><li>Central de notificações</li></ul>',
      changelog: true,
    });
    await expect(admin.getByRole('alert').filter({ hasText: changelog })).toBeVisible();
    await admin.getByRole('tab', { name: 'Changelog' }).click();
    await expect(admin).toHaveURL(/\/admin\/notificacoes\/changelog$/);
    const entry = admin.getByRole('region', { name: 'Changelog' }).getByRole('article', { name: changelog });
    await expect(entry).toContainText('Central de notificações');

    // Delete it, after confirming.
    await entry.getByRole('checkbox').check();
    await admin.getByRole('button', { name: 'Excluir', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Excluir notificações' });
    await expect(confirm).toContainText('Excluir a notificação selecionada?');
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(admin.getByRole('article', { name: changelog })).toHaveCount(0);

    // Opened directly, the changelog route starts on its tab.
    await admin.goto('/admin/notificacoes/changelog');
    await expect(admin.getByRole('tab', { name: 'Changelog', selected: true })).toBeVisible();
  });
});
