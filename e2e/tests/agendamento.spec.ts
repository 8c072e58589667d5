import { expect, type Page, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'agendamento' });

const AGENDAR = '/admin/agendamento/agendar';
const AGENDADAS = '/admin/agendamento/agendadas';
const ALUNO = 'Ana Silva Santos';
const SLOT = { inicio: '09:20', fim: '10:10' };

/** A weekday about `days` days ahead, São Paulo's calendar: [DD/MM/YYYY, YYYY-MM-DD]. */
function weekdayAhead(days = 30): [string, string] {
  let date = new Date(Date.now() + days * 86_400_000);
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

/** A valid CPF from nine digits, with its two check digits. */
function cpfFrom(base: string): string {
  const digits = [...base].map(Number);
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

const slot = (page: Page, state: 'livre' | 'ocupado') =>
  page.getByRole('button', { name: `${SLOT.inicio} às ${SLOT.fim}, ${state}` });

test.describe('agendamento', () => {
  test('an admin books a lesson, sees the clash refused with its reason and cancels it', async ({ page }) => {
    test.setTimeout(60_000);
    const [dateBR, dateIso] = weekdayAhead();
    await logIn(page, await admin());
    await page.goto(AGENDAR);
    await expect(page.getByRole('heading', { level: 1, name: 'Agendar aula prática' })).toBeVisible();

    await choose(page, 'Processo do aluno', ALUNO, new RegExp(ALUNO));
    await choose(page, 'Instrutor', 'Bruno', 'Bruno Almeida Nascimento');
    const data = page.getByRole('textbox', { name: 'Data da aula' });
    await data.fill(dateBR);
    await data.press('Tab');
    // Known issue: on a loaded machine the vehicle chosen right after the process was seen cleared
    // once (the session note says so); it is chosen last and checked to hold before the slot.
    await expect(async () => {
      await choose(page, 'Veículo', 'BEL3D23', /BEL3D23/);
      await expect(slot(page, 'livre')).toBeVisible({ timeout: 3_000 });
    }).toPass();

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

  test('a student registered without a process gets one opened from the booking screen; the booked simulator lesson warns and links to the agenda', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const stamp = String(Date.now());
    const nome = `Renata Sem Processo ${stamp}`;
    const renach = `MA${stamp.slice(-9)}`;
    const [dateBR, dateIso] = weekdayAhead(37);
    await page.setViewportSize({ width: 1366, height: 900 });
    await logIn(page, await admin());

    // The quick registration asks for the RENACH the process will need.
    await page.goto('/admin/alunos/basico');
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);
    await page
      .getByRole('textbox', { name: 'CPF', exact: true })
      .fill(cpfFrom(stamp.slice(-9).replace(/^0/, '2')));
    await page.getByRole('textbox', { name: 'RENACH', exact: true }).fill(renach);
    await page.getByRole('button', { name: 'Cadastrar aluno' }).click();
    await expect(page.getByText('Aluno cadastrado.')).toBeVisible();

    // Chosen by name, the student has no open process: the screen says so and opens one right there.
    await page.goto(AGENDAR);
    await choose(page, 'Aluno', nome, nome);
    const aviso = page.getByRole('status').filter({ hasText: 'Este aluno não tem processo aberto' });
    await expect(aviso).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('1-sem-processo.png'), fullPage: true });
    await aviso.getByRole('button', { name: 'Abrir processo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Abrir processo' });
    await expect(dialog.getByRole('textbox', { name: 'RENACH' })).toHaveValue(renach);
    await dialog.getByRole('textbox', { name: 'Categoria' }).click();
    await page
      .getByRole('listbox', { name: 'Categoria' })
      .getByRole('option', { name: 'B', exact: true })
      .click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(aviso).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Processo do aluno', exact: true })).toHaveValue(
      new RegExp(`${nome} · B · RENACH ${renach}`),
    );

    await choose(page, 'Instrutor', 'Diego', 'Diego Lima Rodrigues');
    // Any vehicle of the category will do: the first one offered.
    const veiculo = page.getByRole('textbox', { name: 'Veículo', exact: true });
    await veiculo.click();
    await page.getByRole('option').first().click();
    await expect(veiculo).not.toHaveValue('');
    const placa = (await veiculo.inputValue()).split(' ')[0] ?? '';
    expect(placa).not.toBe('');
    const data = page.getByRole('textbox', { name: 'Data da aula' });
    await data.fill(dateBR);
    await data.press('Tab');
    // A simulator lesson: the process, opened under CONTRAN 1.020/2025, counts no simulator h/a, so
    // the booking is accepted with a warning.
    await page.getByRole('textbox', { name: 'Tipo de aula', exact: true }).click();
    await page.getByRole('option', { name: 'Simulador', exact: true }).click();
    const livre = page.getByRole('button', { name: /, livre$/ }).first();
    const [inicio, fim] = ((await livre.getAttribute('aria-label')) ?? '').match(/\d{2}:\d{2}/g) ?? [];
    await livre.click();
    await page.getByRole('button', { name: 'Agendar', exact: true }).click();

    // The confirmation shows the lesson booked, with a link to it.
    const confirmacao = page.getByRole('status').filter({ hasText: `Aula agendada para ${nome}` });
    await expect(confirmacao).toContainText(dateBR);
    await expect(confirmacao).toContainText(`${inicio}–${fim}`);
    await expect(confirmacao).toContainText('Diego Lima Rodrigues');
    await expect(confirmacao).toContainText(placa);
    const warning = page.getByRole('alert').filter({ hasText: 'Horas-aula em simulador acima de 0' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Atenção');
    await expect(warning).toContainText('Resolução CONTRAN nº 789/2020');
    await page.screenshot({ path: testInfo.outputPath('2-confirmacao.png'), fullPage: true });
    await confirmacao.getByRole('link', { name: 'Ver a aula na agenda' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/agendamento/agenda\\?.*data=${dateIso}`));
    const detalhe = page.getByRole('dialog', { name: 'Aula prática' });
    await expect(detalhe).toContainText(nome);
    await expect(detalhe).toContainText(`${inicio}–${fim}`);
    await page.screenshot({ path: testInfo.outputPath('3-aula-na-agenda.png'), fullPage: true });
  });
});
