import { readFile } from 'node:fs/promises';
import { generateRenavam } from '@brazilian-utils/brazilian-utils';
import { expect, type Page, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'veiculos' });

const LIST = '/admin/veiculos';

async function login(page: Page): Promise<void> {
  return logIn(page, await admin());
}

function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** A Mercosul plate no demo vehicle has: three letters, a digit, a letter, two digits. */
function newPlate(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const digit = () => String(Math.floor(Math.random() * 10));
  return `Z${letter()}${letter()}${digit()}${letter()}${digit()}${digit()}`;
}

function monthAgo(): string {
  return dayFromToday(-30);
}

/** A day counted from today in São Paulo, as the date inputs take it: DD/MM/YYYY. */
function dayFromToday(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(date)
    .split('-');
  return `${day}/${month}/${year}`;
}

test.describe('veiculos', () => {
  test('an admin registers a vehicle linked since last month, its licensing about to end', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await login(page);
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'Veículos' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).not.toHaveCount(1);
    // The list sorts by the end of the licensing: the demo truck's ends within the month, first.
    await page.getByRole('columnheader', { name: 'Licenciamento até' }).getByRole('button').click();
    const truck = page
      .getByRole('table', { name: 'Lista de veículos' })
      .getByRole('row', { name: /Accelo 1016/ });
    await expect(truck).toContainText('Vence em breve');
    await page.screenshot({ path: testInfo.outputPath('veiculos.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, LIST);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await page.getByRole('link', { name: 'Novo veículo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo veículo' })).toBeVisible();

    // A plate in neither format is refused beside the field.
    const placa = field(page, 'Placa');
    await placa.fill('AB12');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(placa).toHaveAccessibleDescription('Placa inválida (use ABC1234 ou ABC1D23).');

    const plate = newPlate();
    await placa.fill(plate);
    await expect(placa).not.toHaveAccessibleDescription(/Placa inválida/);
    await field(page, 'RENAVAM').fill(generateRenavam());
    await field(page, 'Marca').fill('Renault');
    await field(page, 'Modelo').fill('Kwid Zen');
    await field(page, 'Ano de fabricação').fill('2024');
    await field(page, 'Categoria').click();
    await page.getByRole('option', { name: 'B', exact: true }).click();
    await field(page, 'Hodômetro (km)').fill('1500');
    // The licensing date takes the date input's rules: a day that does not exist stays, with why.
    const licenciamento = field(page, 'Licenciamento válido até');
    await licenciamento.fill('31/02/2027');
    await licenciamento.press('Tab');
    await expect(licenciamento).toHaveAccessibleDescription(/inválida/);
    await licenciamento.fill(dayFromToday(20));
    await licenciamento.press('Tab');
    await page.screenshot({ path: testInfo.outputPath('veiculo-form.png'), fullPage: true });

    // Two periods that share days are refused before calling the server.
    await field(page, 'Início').fill(monthAgo());
    await page.getByRole('button', { name: 'Adicionar período' }).click();
    await page.getByRole('textbox', { name: 'Início', exact: true }).nth(1).fill(monthAgo());
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Os períodos de vínculo não podem se sobrepor.')).toBeVisible();
    await page.getByRole('button', { name: 'Remover o período 2' }).click();
    await expect(page.getByText('Os períodos de vínculo não podem se sobrepor.')).toHaveCount(0);

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Veículo cadastrado.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LIST}(\\?|$)`));
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(plate);
    const row = page
      .getByRole('table', { name: 'Lista de veículos' })
      .getByRole('row', { name: new RegExp(plate) });
    await expect(row).toContainText('Kwid Zen');
    await expect(row).toContainText('1.500 km');
    await expect(row).toContainText(dayFromToday(20));
    await expect(row).toContainText('Vence em breve');
    await expect(row).toContainText('Vinculado hoje');
    await expect(row).toContainText('Ativo');
  });

  test('downloads the vehicles spreadsheet', async ({ page }) => {
    await login(page);
    await page.goto(LIST);
    await expect(page.getByRole('table', { name: 'Lista de veículos' }).getByRole('row')).not.toHaveCount(1);
    await page.getByRole('button', { name: 'Planilha' }).click();
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Planilha (XLSX)' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe('veiculos.xlsx');
    // An xlsx is a zip file.
    expect((await readFile(await sheet.path())).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
