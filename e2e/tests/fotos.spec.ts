import { expect, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo, whose given lessons have the demo's photos. */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'fotos' });

const FEED = '/admin/alunos/feed';

test.describe('the photo feed', () => {
  test('shows the latest photos with their face checks, loads more on scroll and opens one', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, await admin());
    await page.goto(FEED);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Feed de fotos das aulas práticas' }),
    ).toBeVisible();
    const grid = page.getByRole('list', { name: 'Fotos das aulas práticas' });
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    for (const verdict of ['Confere', 'Sem rosto', 'Vários rostos', 'Rosto divergente', 'Sem referência']) {
      await expect(grid.getByText(verdict, { exact: false }).first(), verdict).toBeVisible();
    }
    await expect(grid.getByRole('img').first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('feed.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, FEED);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);

    // The end of the grid in view loads the next page (by cursor).
    await page
      .getByText('Não há mais fotos.')
      .or(page.getByRole('button', { name: 'Carregar mais' }))
      .scrollIntoViewIfNeeded();
    await expect.poll(() => grid.getByRole('listitem').count()).toBeGreaterThan(24);

    await page.getByRole('combobox', { name: 'Verificação' }).selectOption({ label: 'Sem rosto' });
    await expect(grid.getByRole('listitem').first()).toContainText('Sem rosto');
    const semRosto = await grid.getByRole('listitem').count();
    await expect(grid.getByRole('listitem').filter({ hasText: 'Sem rosto' })).toHaveCount(semRosto);
    await grid
      .getByRole('button', { name: /Sem rosto/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Sem rosto')).toBeVisible();
    await expect(dialog.getByRole('img', { name: /^Foto de / })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Ver as evidências da aula' })).toHaveAttribute(
      'href',
      /\/admin\/monitoramento\/pratica\?aula=\d+$/,
    );
    await page.screenshot({ path: testInfo.outputPath('feed-foto.png') });
  });
});
