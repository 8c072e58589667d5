import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import {
  DESKTOP_WIDTH,
  expectNoPageOverflow,
  expectNoSeriousA11yViolations,
  PHONE_WIDTH,
} from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'alunos' });

const LIST = '/admin/alunos';
/** A demo student's CPF (Alice Aluna), already taken in Autoescola Demo. */
const TAKEN_CPF = '52998224725';
/** The smallest PNG there is (1×1 pixel), as a reference photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid CPF from nine digits, with its two check digits; each run gets a new one. */
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

function uniqueCpf(): string {
  return cpfFrom(String(Date.now()).slice(-9).replace(/^0/, '1'));
}

async function login(page: Page): Promise<void> {
  return logIn(page, await admin());
}

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Types in the table filter and waits for the debounced query to reach the address bar. */
async function filterBy(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`filtro=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

test.describe('alunos', () => {
  test('registers a student in four steps, finds, edits and suspends it', async ({ page }) => {
    const nome = `Estela Exemplo ${Date.now()}`;
    const cpf = uniqueCpf();
    await login(page);
    await page.goto(LIST);
    await page.getByRole('main').getByRole('link', { name: 'Novo aluno', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo aluno' })).toBeVisible();

    // Dados pessoais: a wrong CPF keeps the step, with the message beside the field.
    await field(page, 'Nome').fill(nome);
    await field(page, 'CPF').fill('39053344706');
    await page.getByRole('button', { name: 'Próximo' }).click();
    await expect(field(page, 'CPF')).toHaveAccessibleDescription(/CPF inválido\./);
    await field(page, 'CPF').fill(cpf);
    // The birth date: an impossible or future one stays in the field with a message; digits alone
    // (a phone keypad has no '/') are read as DD/MM/YYYY.
    const nascimento = field(page, 'Data de nascimento');
    await nascimento.fill('31022001');
    await nascimento.press('Tab');
    await expect(nascimento).toHaveValue('31022001');
    await expect(nascimento).toHaveAccessibleDescription(/Data inválida/);
    await nascimento.fill(`0101${new Date().getFullYear() + 1}`);
    await nascimento.press('Tab');
    await expect(nascimento).toHaveAccessibleDescription(/A data deve ser até/);
    await nascimento.fill('15031990');
    await nascimento.press('Tab');
    await expect(nascimento).toHaveValue('15/03/1990');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await expect(page.getByRole('heading', { name: 'Endereço e contato' })).toBeVisible();
    await field(page, 'Telefone').fill('98991234567');
    await expect(field(page, 'Telefone')).toHaveValue('(98) 99123-4567');
    await field(page, 'Cidade').fill('São Luís');
    await page.getByRole('button', { name: 'Próximo' }).click();

    await expect(page.getByRole('heading', { name: 'Processo e gratuidades' })).toBeVisible();
    await field(page, 'RENACH').fill('MA123456789');
    await page.getByRole('checkbox', { name: 'Gratuidade nas aulas teóricas' }).check();
    await page.getByRole('button', { name: 'Próximo' }).click();

    await expect(page.getByRole('heading', { name: 'Foto de referência' })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'rosto.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Pré-visualização da foto escolhida' })).toBeVisible();
    await page.getByRole('button', { name: 'Cadastrar aluno' }).click();

    await expect(page.getByText('Aluno cadastrado.')).toBeVisible();
    await expect(page.getByText('Foto do aluno salva.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/alunos(\?|$)/);
    const table = page.getByRole('table', { name: 'Lista de alunos' });
    await filterBy(page, nome);
    const row = table.getByRole('row', { name: new RegExp(nome) });
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    for (const text of [masked, 'MA123456789', '(98) 99123-4567', 'Ativo'])
      await expect(row).toContainText(text);

    // Edit: the stored photo comes with the session, the change goes back to the list.
    await page.getByRole('link', { name: `Editar ${nome}` }).click();
    await expect(field(page, 'Nome')).toHaveValue(nome);
    await expect(field(page, 'Data de nascimento')).toHaveValue('15/03/1990');
    await expect(page.getByRole('img', { name: `Foto de ${nome}` })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Gratuidade nas aulas teóricas' })).toBeChecked();
    await field(page, 'Nome').fill(`${nome} Lima`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Aluno alterado.')).toBeVisible();
    await filterBy(page, `${nome} Lima`);
    await expect(table.getByRole('cell', { name: `${nome} Lima`, exact: true })).toBeVisible();

    // Situation: the same one is refused beside the field; a new one goes to the history.
    await page.getByRole('link', { name: `Situação de ${nome} Lima` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `${nome} Lima` })).toBeVisible();
    await page.getByRole('radio', { name: 'Ativo' }).check();
    await page.getByRole('button', { name: 'Alterar situação' }).click();
    await expect(page.getByText('O aluno já está nesta situação.').first()).toBeVisible();
    await page.getByRole('radio', { name: 'Suspenso' }).check();
    await page.getByRole('textbox', { name: 'Motivo' }).fill('Documentação pendente');
    await page.getByRole('button', { name: 'Alterar situação' }).click();
    await expect(page.getByText('Situação do aluno alterada.')).toBeVisible();
    const historico = page.getByRole('table', { name: 'Histórico de situações' });
    await expect(historico.getByRole('row', { name: /Documentação pendente/ })).toContainText('Suspenso');

    await page.goto(LIST);
    await filterBy(page, `${nome} Lima`);
    await expect(table.getByRole('row', { name: new RegExp(nome) })).toContainText('Suspenso');
  });

  test('the quick registration is a subset of the complete one, each linking to the other', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await login(page);
    await page.goto('/admin/alunos/novo');
    // The keyboard starts in the first field, not in the menu.
    await expect(field(page, 'Nome')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(field(page, 'CPF')).toBeFocused();

    await page.getByRole('main').getByRole('link', { name: 'Cadastro rápido' }).click();
    await expect(page).toHaveURL(/\/admin\/alunos\/basico$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastro rápido' })).toBeVisible();
    await expect(field(page, 'Nome')).toBeFocused();
    // The same wizard, one step, with the essential fields of the complete one.
    await expect(page.getByRole('heading', { level: 2, name: 'Dados essenciais' })).toBeVisible();
    for (const name of ['Nome', 'CPF', 'Telefone', 'RENACH']) await expect(field(page, name)).toBeVisible();
    await expect(field(page, 'E-mail')).toHaveCount(0);
    await field(page, 'RENACH').fill('XX1');
    await page.getByRole('button', { name: 'Cadastrar aluno' }).click();
    await expect(field(page, 'Nome')).toHaveAccessibleDescription(/Nome/);
    await expect(field(page, 'RENACH')).toHaveAccessibleDescription(/RENACH inválido/);
    await page.screenshot({ path: testInfo.outputPath('cadastro-rapido.png'), fullPage: true });

    await page.getByRole('main').getByRole('link', { name: 'Cadastro completo' }).click();
    await expect(page).toHaveURL(/\/admin\/alunos\/novo$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Novo aluno' })).toBeVisible();
  });

  test('the quick registration shows the server refusal of a taken CPF beside the field', async ({
    page,
  }) => {
    await login(page);
    await page.goto('/admin/alunos/basico');
    await field(page, 'Nome').fill('Caio Repetido');
    await field(page, 'CPF').fill(TAKEN_CPF);
    await page.getByRole('button', { name: 'Cadastrar aluno' }).click();
    await expect(field(page, 'CPF')).toHaveAccessibleDescription(
      /Já existe um aluno com este CPF nesta autoescola\./,
    );
    await expect(page).toHaveURL(/\/admin\/alunos\/basico$/);
  });

  test('registers and corrects an exam', async ({ page }) => {
    await login(page);
    await page.goto(LIST);
    await filterBy(page, 'Alice Aluna');
    await page.getByRole('link', { name: 'Exames de Alice Aluna' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Registrar exame' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Tipo' }).click();
    await page.getByRole('option', { name: 'Psicológico' }).click();
    await page.getByRole('textbox', { name: 'Resultado' }).click();
    await page.getByRole('option', { name: 'Pendente' }).click();
    await field(page, 'Data do exame').fill('10/03/2025');
    await field(page, 'Clínica').fill('Clínica Trânsito Seguro');
    await page.getByRole('button', { name: 'Registrar exame' }).click();
    await expect(page.getByText('Exame registrado.')).toBeVisible();
    const exames = page.getByRole('table', { name: 'Exames do aluno' });
    await expect(exames.getByRole('row', { name: /10\/03\/2025/ })).toContainText('Pendente');

    await exames.getByRole('link', { name: 'Editar o exame Psicológico de 10/03/2025' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar exame' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Resultado' }).click();
    await page.getByRole('option', { name: 'Apto', exact: true }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Exame alterado.')).toBeVisible();

    await expect(page).toHaveURL(/\/admin\/alunos\/pacientes/);
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Psicológico' });
    await filterBy(page, 'Alice');
    const pacientes = page.getByRole('table', { name: 'Lista de exames' });
    await expect(pacientes.getByRole('row', { name: /Alice Aluna/ }).first()).toContainText('Apto');
  });

  test('downloads the list as PDF and spreadsheet', async ({ page }) => {
    await login(page);
    await page.goto(LIST);
    await expect(page.getByRole('table', { name: 'Lista de alunos' }).getByRole('row')).not.toHaveCount(1);
    await expectNoSeriousA11yViolations(page, LIST);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await expectNoPageOverflow(page, PHONE_WIDTH);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('alunos.pdf');
    const pdfBytes = await readFile(await pdf.path());
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    await page.getByRole('button', { name: 'Planilha' }).click();
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Planilha (XLSX)' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe('alunos.xlsx');
    // An xlsx is a zip file.
    expect((await readFile(await sheet.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
