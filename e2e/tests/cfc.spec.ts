import { expect, type Page, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own monitoring account of the operator: it sees the schools it creates. */
const monitor = ownAccount({ school: 'operadora', role: Papel.MONITOR, label: 'cfc' });

const LIST = '/admin/cfc';
const CNPJ = '45.723.174/0001-10';

/** Types in the table filter and waits for the debounced query to reach the address bar. */
async function filterBy(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`filtro=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`));
}

async function chooseUf(page: Page, uf: string): Promise<void> {
  const select = page.getByRole('textbox', { name: 'UF' });
  await select.click();
  await select.fill(uf);
  await page.getByRole('option', { name: uf, exact: true }).click();
}

test.describe('cfc', () => {
  test('the operator creates a school with its administrator, finds it and edits it', async ({ page }) => {
    const nome = `Autoescola Horizonte ${Date.now()}`;
    await logIn(page, await monitor());
    await page.goto(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'CFCs' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Lista de autoescolas' });
    for (const header of ['Nome fantasia', 'CNPJ', 'UF', 'Cidade', 'Situação', 'Gratuidades']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, LIST);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);

    await page.getByRole('link', { name: 'Nova autoescola' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nova autoescola' })).toBeVisible();
    for (const section of ['Dados da empresa', 'Endereço', 'Contato', 'Gratuidades', 'Administrador']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }

    // Required fields first.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O campo UF é obrigatório')).toBeVisible();

    const nomeFantasia = page.getByRole('textbox', { name: 'Nome fantasia' });
    await nomeFantasia.fill(nome);
    await expect(nomeFantasia).toHaveAccessibleDescription(
      `Identificador da autoescola: ${nome.toLowerCase().replace(/\s/g, '')}`,
    );

    // A CNPJ with wrong check digits is refused beside the field.
    const cnpj = page.getByRole('textbox', { name: 'CNPJ' });
    await cnpj.fill('45723174000111');
    await expect(cnpj).toHaveValue('45.723.174/0001-11');
    await expect(cnpj).toHaveAccessibleDescription(/CNPJ inválido\./);
    await cnpj.fill('45723174000110');
    await expect(cnpj).toHaveValue(CNPJ);
    await expect(cnpj).not.toHaveAccessibleDescription(/CNPJ inválido/);

    await chooseUf(page, 'MA');
    const telefone = page.getByRole('textbox', { name: 'Telefone' });
    await telefone.fill('98987654321');
    await expect(telefone).toHaveValue('(98) 98765-4321');
    await page.getByRole('textbox', { name: 'CEP' }).fill('65000000');
    await page.getByRole('textbox', { name: 'Cidade' }).fill('São Luís');
    await page.getByRole('switch', { name: 'Aulas teóricas gratuitas' }).check();
    const adminEmail = `diretora.${Date.now()}@horizonte.cfc`;
    await page.getByRole('textbox', { name: 'Nome do administrador' }).fill('Helena Horizonte');
    await page.getByRole('textbox', { name: 'E-mail do administrador' }).fill(adminEmail);
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(
      page.getByText('Autoescola cadastrada. O administrador recebeu um e-mail para definir a senha.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/cfc$/);
    await filterBy(page, nome);
    const row = table.getByRole('row', { name: new RegExp(nome) });
    await expect(row).toContainText(CNPJ);
    await expect(row).toContainText('MA');
    await expect(row).toContainText('São Luís');
    await expect(row).toContainText('Ativa');
    await expect(row).toContainText('Teórica');

    // Edit: the same form without the administrator; the list comes back with its filter.
    await page.getByRole('link', { name: `Editar ${nome}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar autoescola' })).toBeVisible();
    await expect(nomeFantasia).toHaveValue(nome);
    await expect(cnpj).toHaveValue(CNPJ);
    await expect(page.getByRole('textbox', { name: 'CEP' })).toHaveValue('65000-000');
    await expect(page.getByRole('textbox', { name: 'Nome do administrador' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Cidade' }).fill('Imperatriz');
    await page.getByRole('switch', { name: 'Aulas práticas gratuitas' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByText('Autoescola alterada.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/cfc\?.*filtro=/);
    await expect(row).toContainText('Imperatriz');
    await expect(row).toContainText('Prática');

    // The server's refusals (422) appear under their fields.
    await page.getByRole('link', { name: 'Nova autoescola' }).click();
    await nomeFantasia.fill(`${nome} Filial`);
    await cnpj.fill(CNPJ);
    await chooseUf(page, 'MA');
    await page.getByRole('textbox', { name: 'Nome do administrador' }).fill('Outra Pessoa');
    await page.getByRole('textbox', { name: 'E-mail do administrador' }).fill(adminEmail);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(cnpj).toHaveAccessibleDescription(/Já existe uma autoescola com este CNPJ\./);
    await expect(page.getByRole('textbox', { name: 'E-mail do administrador' })).toHaveAccessibleDescription(
      /Este e-mail já está cadastrado\./,
    );
    await expect(page).toHaveURL(/\/admin\/cfc-novo$/);
  });
});
