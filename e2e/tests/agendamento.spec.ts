import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support/login.ts';

const AGENDAR = '/admin/agendamento/agendar';
const AGENDADAS = '/admin/agendamento/agendadas';
const ALUNO = 'Ana Silva Santos';
const SLOT = { inicio: '09:20', fim: '10:10' };

/** A weekday about 30 days ahead, São Paulo's calendar: [DD/MM/YYYY, YYYY-MM-DD]. */
function weekdayAhead(): [string, string] {
  let date = new Date(Date.now() + 30 * 86_400_000);
  while ([0, 6].includes(new Date(`${iso(date)}T12:00:00Z`).getUTCDay()))
    date = new Date(date.getTime() + 86_400_000);
  const [year, month, day] = iso(date).split('-');
  return [`${day}/${month}/${year}`, iso(date)];
}

function iso(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
}

async function choose(page: Page, label: string, search: string, option: RegExp | string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  // The list may close while the screen settles after a navigation: open it again until it holds.
  await expect(async () => {
    await input.click();
    await input.fill(search);
    await page.getByRole('option', { name: option }).click({ timeout: 2_000 });
  }).toPass();
  await expect(input).toHaveValue(option);
}

const slot = (page: Page, state: 'livre' | 'ocupado') =>
  page.getByRole('button', { name: `${SLOT.inicio} às ${SLOT.fim}, ${state}` });

test.describe('agendamento', () => {
  test('an admin books a lesson, sees the clash refused with its reason and cancels it', async ({ page }) => {
    test.setTimeout(60_000);
    const [dateBR, dateIso] = weekdayAhead();
    await logIn(page, { loginPath: '/', account: 'admin@demo.cfc' });
    await page.goto(AGENDAR);
    await expect(page.getByRole('heading', { level: 1, name: 'Agendar aula prática' })).toBeVisible();

    await choose(page, 'Processo do aluno', ALUNO, new RegExp(ALUNO));
    await choose(page, 'Instrutor', 'Bruno', 'Bruno Almeida Nascimento');
    await choose(page, 'Veículo', 'BEL3D23', /BEL3D23/);
    const data = page.getByRole('textbox', { name: 'Data da aula' });
    await data.fill(dateBR);
    await data.press('Tab');

    await slot(page, 'livre').click();
    await expect(page.getByText(`Aula de ${SLOT.inicio} às ${SLOT.fim} (término previsto)`)).toBeVisible();
    await page.getByRole('button', { name: 'Agendar', exact: true }).click();
    await expect(page.getByText('Aula agendada.')).toBeVisible();
    await expect(slot(page, 'ocupado')).toBeVisible();

    const agendadas = `${AGENDADAS}?de=${dateIso}&ate=${dateIso}`;
    await page.goto(agendadas);
    const row = page.getByRole('row', { name: new RegExp(ALUNO) });
    await expect(row).toContainText(`${SLOT.inicio}–${SLOT.fim}`);
    await expect(row).toContainText('Agendada');

    // The same student at the same time with another instructor and vehicle: refused, with why.
    await page.goBack();
    await choose(page, 'Instrutor', 'Diego', 'Diego Lima Rodrigues');
    await choose(page, 'Veículo', 'BFO4E24', /BFO4E24/);
    // A busy slot cannot be chosen, but it takes the focus and tells why.
    await slot(page, 'ocupado').focus();
    const reasons = page.getByRole('alert').filter({ hasText: `Por que ${SLOT.inicio} não está livre` });
    await expect(reasons).toContainText('Já existe aula neste horário');
    const clash = page.url();

    await page.goto(agendadas);
    await page.getByRole('button', { name: `Cancelar a aula de ${ALUNO}` }).click();
    await page.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('Aluno pediu para desmarcar.');
    await page.getByRole('button', { name: 'Cancelar aula' }).click();
    await expect(page.getByText('Deseja mesmo remover a anotação? A operação é irreversível.')).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Aula cancelada.')).toBeVisible();
    await expect(page.getByText('Nenhuma aula encontrada.')).toBeVisible();

    await page.goto(clash);
    await expect(slot(page, 'livre')).toBeVisible();
  });
});
