import { expect, type Page, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'agenda' });

/**
 * Rescheduling and cancelling from the agenda, on the demo month: Carla Oliveira Souza gives car
 * lessons at 08:00 and 14:00 on every day but Sunday, the last three weeks given, the next one booked.
 */

const AGENDA = '/admin/agendamento/agenda';
const INSTRUTORA = 'Carla Oliveira Souza';
const ANOTACAO = 'Deseja mesmo remover a anotação? A operação é irreversível.';

/**
 * The `offset`-th São Paulo day from today that is not a Sunday (the demo has no lesson then),
 * counted forward or back: [DD/MM/YYYY, YYYY-MM-DD]. Distinct offsets are distinct days, whatever
 * the weekday today (moving past a Sunday made 2 and 3 the same Monday on a Friday).
 */
function demoDay(offset: number): [string, string] {
  const step = Math.sign(offset);
  let days = 0;
  for (let counted = 0; counted < Math.abs(offset); ) {
    days += step;
    if (new Date(`${isoDay(days)}T12:00:00Z`).getUTCDay() !== 0) counted += 1;
  }
  const iso = isoDay(days);
  const [year, month, day] = iso.split('-');
  return [`${day}/${month}/${year}`, iso];
}

function isoDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

async function choose(page: Page, label: string, search: string, option: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  // The list may close while the screen settles after a navigation: open it again until it holds.
  await expect(async () => {
    await input.click();
    await input.fill(search);
    await page.getByRole('option', { name: option }).click({ timeout: 2_000 });
  }).toPass();
  await expect(input).toHaveValue(option);
}

/** Carla's agenda of one day. */
async function openAgenda(page: Page, dateBR: string) {
  await page.goto(AGENDA);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda de aulas práticas' })).toBeVisible();
  await choose(page, 'Instrutor', 'Carla', INSTRUTORA);
  const data = page.getByRole('textbox', { name: 'Data', exact: true });
  await data.fill(dateBR);
  await data.press('Tab');
  // The day view, once the instructor's list and the date's calendar have closed (a click on a
  // closing list is lost).
  await expect(async () => {
    await page.getByText('Dia', { exact: true }).click();
    await expect(page).toHaveURL(/visao=dia/, { timeout: 1_000 });
  }).toPass();
  // The address changes before the screen renders it: under load the week's grid is still there
  // for a while. The day's grid is named after the day alone.
  await expect(page.getByRole('table', { name: `Agenda de ${dateBR} a ${dateBR}` })).toBeVisible();
}

const block = (page: Page, time: RegExp) =>
  page.getByRole('table', { name: /^Agenda de / }).getByRole('button', { name: time });

test.describe('agenda: reschedule and cancel', () => {
  test.beforeEach(async ({ page }) => {
    await logIn(page, await admin());
  });

  test('reschedules a booked lesson with a reason, then cancels another with a reason', async ({ page }) => {
    test.setTimeout(60_000);
    const [dateBR] = demoDay(2);
    await openAgenda(page, dateBR);

    const morning = block(page, /^08:00–08:50 /);
    await expect(morning).toContainText('Agendada');
    const aluno = ((await morning.textContent()) ?? '')
      .replace(/^08:00–08:50 /, '')
      .split('Agendada')[0]
      ?.trim();
    expect(aluno).toBeTruthy();
    await morning.click();
    const dialog = page.getByRole('dialog', { name: 'Aula prática' });
    await expect(dialog).toContainText(INSTRUTORA);
    await dialog.getByRole('button', { name: 'Remarcar' }).click();

    const remarcar = page.getByRole('dialog', { name: 'Remarcar aula' });
    await remarcar.getByLabel('Novo horário').fill('10:00');
    await remarcar.getByRole('textbox', { name: 'Motivo' }).fill('Aluno pediu para vir mais tarde.');
    await remarcar.getByRole('button', { name: 'Remarcar' }).click();
    await expect(page.getByText('Aula remarcada.')).toBeVisible();
    await expect(remarcar).toBeHidden();

    // Moved: no longer at 08:00, now at 10:00, with its history.
    await expect(block(page, /^08:00–08:50 /)).toHaveCount(0);
    const moved = block(page, /^10:00–10:50 /);
    await expect(moved).toContainText(aluno ?? '');
    await moved.click();
    const detail = page.getByRole('dialog', { name: 'Aula prática' });
    await expect(detail.getByText('Remarcada', { exact: true })).toBeVisible();
    await expect(detail.getByText('Motivo: Aluno pediu para vir mais tarde.')).toBeVisible();
    await detail.getByRole('button', { name: 'Fechar' }).last().click();

    // The afternoon lesson is cancelled with its reason and leaves the agenda.
    await block(page, /^14:00–14:50 /).click();
    await page
      .getByRole('dialog', { name: 'Aula prática' })
      .getByRole('button', { name: 'Cancelar aula' })
      .click();
    const cancelar = page.getByRole('dialog', { name: 'Cancelar aula' });
    await cancelar.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('Veículo em manutenção.');
    await cancelar.getByRole('button', { name: 'Cancelar aula' }).click();
    await expect(page.getByText(ANOTACAO)).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Aula cancelada.')).toBeVisible();
    await expect(block(page, /^14:00–14:50 /)).toHaveCount(0);
    await expect(block(page, /^10:00–10:50 /)).toBeVisible();
  });

  test("marks a lesson as contingency with a reason and unmarks it; the agenda shows the month's share", async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const [dateBR] = demoDay(3);
    await openAgenda(page, dateBR);
    const painel = page.getByRole('region', { name: /^Aulas de contingência em / });
    await expect(painel).toContainText('o estado não fixa limite');
    const antes = Number(
      (/^(\d+) de/.exec((await painel.getByText(/ de \d+ aulas/).textContent()) ?? '') ?? [])[1],
    );

    await block(page, /^08:00–08:50 /).click();
    const dialog = page.getByRole('dialog', { name: 'Aula prática' });
    await dialog.getByRole('button', { name: 'Marcar como contingência' }).click();
    const form = page.getByRole('dialog', { name: 'Aula de contingência' });
    await form.getByRole('button', { name: 'Marcar como contingência' }).click();
    await expect(form.getByText('Informe o motivo.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Motivo' }).fill('Câmera do veículo sem sinal durante a aula.');
    await form.getByRole('button', { name: 'Marcar como contingência' }).click();
    await expect(page.getByText('Aula marcada como contingência.')).toBeVisible();

    const detail = page.getByRole('dialog', { name: 'Aula prática' });
    await expect(detail.getByText('Contingência', { exact: true })).toBeVisible();
    await expect(detail.getByText('Marcada como contingência', { exact: true })).toBeVisible();
    await expect(painel).toContainText(`${antes + 1} de`);
    await page.screenshot({ path: testInfo.outputPath('contingencia-aula.png'), fullPage: true });

    await detail.getByRole('button', { name: 'Desmarcar contingência' }).click();
    await form.getByRole('textbox', { name: 'Motivo' }).fill('Fotos recuperadas do aparelho.');
    await form.getByRole('button', { name: 'Desmarcar contingência' }).click();
    await expect(page.getByText('Aula desmarcada como contingência.')).toBeVisible();
    await expect(detail.getByText('Contingência', { exact: true })).toHaveCount(0);
    await expect(detail.getByText('Contingência desmarcada', { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(detail).toBeHidden();
    await expect(painel).toContainText(`${antes} de`);
    await page.screenshot({ path: testInfo.outputPath('agenda-contingencia.png'), fullPage: true });
  });

  test('cancelling a lesson already given asks before removing its annotation', async ({ page }) => {
    test.setTimeout(60_000);
    const [dateBR] = demoDay(-3);
    await openAgenda(page, dateBR);

    const given = block(page, /^14:00–14:50 /);
    await expect(given).toContainText('Realizada');
    await given.click();
    const detail = page.getByRole('dialog', { name: 'Aula prática' });
    // The demo's given lessons have their photos and track (modules/evidencias/seed.ts).
    const evidencias = detail.getByRole('region', { name: 'Fotos e trajeto' });
    await expect(evidencias.getByText('Nenhuma posição GPS registrada nesta aula.')).toHaveCount(0);
    await expect(detail.getByRole('button', { name: 'Remarcar' })).toHaveCount(0);
    await detail.getByRole('button', { name: 'Cancelar aula' }).click();

    const cancelar = page.getByRole('dialog', { name: 'Cancelar aula' });
    await expect(cancelar).toContainText('Esta aula já foi dada');
    await cancelar
      .getByRole('textbox', { name: 'Motivo do cancelamento' })
      .fill('Aula lançada para o aluno errado.');
    await cancelar.getByRole('button', { name: 'Cancelar aula' }).click();

    // SPEC §5: the irreversible removal is asked first, with Cancelar and Confirmar.
    const confirm = page.getByRole('dialog').filter({ hasText: ANOTACAO });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(given).toContainText('Realizada');

    await cancelar.getByRole('button', { name: 'Cancelar aula' }).click();
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Confirmar', exact: true }).click();
    await expect(page.getByText('Aula cancelada.')).toBeVisible();
    await expect(block(page, /^14:00–14:50 /)).toHaveCount(0);
    await expect(block(page, /^08:00–08:50 /)).toContainText('Realizada');
  });
});
