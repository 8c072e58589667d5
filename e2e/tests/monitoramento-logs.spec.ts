import { expect, type Page, test } from '@playwright/test';
import { DESKTOP_WIDTH, expectNoPageOverflow } from './support/axe.ts';
import { logIn } from './support/login.ts';

/**
 * The monitoring logs and the messaging panel, as the demo's monitoring account sees them (the
 * schools granted to it): the seed's minimisation runs, bookings with where they came from, calls
 * to the GETRAN candidate service and the Telegram messages, one of them refused by the Bot API.
 */
const MONITOR = { loginPath: '/', account: 'monitor@demo.cfc' } as const;

async function shot(page: Page, name: string, testInfo: { outputPath(name: string): string }) {
  await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
}

test.describe('monitoramento logs', () => {
  test('the three logs open with their entries and filters', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, MONITOR);

    await page.goto('/monitoramento/logs/minimizacao');
    const minimizacao = page.getByRole('table', { name: 'Minimização de dados' });
    await expect(
      minimizacao.getByRole('row', { name: /Sessões encerradas há mais de 30 dias/ }),
    ).toBeVisible();
    await expect(minimizacao).toContainText('Lei nº 13.709/2018 (LGPD)');
    await expect(minimizacao.getByRole('row', { name: /Posições GPS das aulas práticas/ })).toContainText(
      'Exclusão',
    );
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await shot(page, 'log-minimizacao.png', testInfo);

    await page.goto('/monitoramento/log/agendamento');
    const agendamento = page.getByRole('table', { name: 'Log de agendamento' });
    await page.getByRole('combobox', { name: 'Ação' }).selectOption({ label: 'Remarcação' });
    await expect(page).toHaveURL(/acao=remarcada/);
    // Other specs move lessons too: the demo's own move is the one by the administrator.
    await page.getByRole('textbox', { name: 'Usuário' }).fill('Ana Administradora');
    await page.getByRole('textbox', { name: 'Usuário' }).press('Enter');
    const remarcacao = agendamento.getByRole('row', { name: /Remarcação/ }).first();
    await expect(remarcacao).toContainText('Ana Administradora');
    await expect(remarcacao).toContainText('189.40.88.201');
    await expect(agendamento.getByRole('row', { name: /Agendamento/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /PDF/ })).toBeVisible();
    await shot(page, 'log-agendamento.png', testInfo);

    await page.goto('/monitoramento/log/api-candidato-pratico');
    const consultas = page.getByRole('table', { name: 'Log da API de candidatos' });
    // Other journeys may add failed consultations of their own; the demo's timeout is among them.
    await expect(
      consultas
        .getByRole('row', { name: /Falha/ })
        .filter({ hasText: 'O GETRAN não respondeu a tempo.' })
        .first(),
    ).toBeVisible();
    await expect(consultas.getByRole('row', { name: /Sucesso · HTTP 200/ }).first()).toContainText('-**');
    await shot(page, 'log-api-candidato.png', testInfo);
  });

  test('the messaging panel counts the Telegram messages, shows the Bot API error and retries', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, MONITOR);
    await page.goto('/monitoramento/avisos/telegram-dashboard');
    await expect(page.getByRole('heading', { name: 'Painel de mensagens' })).toBeVisible();
    await expect(page.getByText('Entregues', { exact: true })).toBeVisible();
    const mensagens = page.getByRole('table', { name: 'Mensagens do Telegram' });
    await expect(
      mensagens.getByRole('row', { name: /Forbidden: bot was blocked by the user/ }),
    ).toBeVisible();
    const destinos = page.getByRole('table', { name: 'Conversas vinculadas' });
    await expect(destinos.getByRole('row', { name: /Equipe Autoescola Demo/ })).toContainText(
      '-1001234567890',
    );
    await expect(destinos.getByRole('row', { name: /Coordenação/ })).toContainText('start=demo-coord-0003');
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await shot(page, 'telegram-dashboard.png', testInfo);

    // A message not delivered goes back to the queue; the fake Bot API delivers it.
    await page
      .getByRole('button', { name: /^Reenviar a mensagem para/ })
      .first()
      .click();
    await expect(page.getByText('Mensagem enviada para nova tentativa.')).toBeVisible();
  });

  test("the admin settings show each state's history of changes", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, MONITOR);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Configurações administrativas' })
      .click();
    await expect(page).toHaveURL(/\/monitoramento\/conf\/gerenciamento$/);
    await page.getByRole('button', { name: 'Histórico das regras de RR' }).click();
    const dialog = page.getByRole('dialog', { name: 'Histórico das regras de RR' });
    await expect(dialog).toContainText('Nenhuma alteração registrada');
    await shot(page, 'estado-perfil-historico.png', testInfo);
  });
});
