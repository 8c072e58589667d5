import { expect, type Page, test } from '@playwright/test';
import { type OwnAccount, ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

const LIST = '/admin/usuarios/list';
const PERMISSOES = '/admin/usuarios/permissoes';

/** The spec's own administrator of Autoescola Demo and monitoring account of the operator. */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'usuarios' });
const monitor = ownAccount({ school: 'operadora', role: Papel.MONITOR, label: 'usuarios' });
/** The operator's user whose permissions the matrix changes: the spec's own, nobody else's. */
const alvo = ownAccount({
  school: 'operadora',
  role: Papel.COMERCIAL,
  label: 'usuarios-permissoes',
  withoutPassword: true,
});

async function login(page: Page, account: () => Promise<OwnAccount>): Promise<void> {
  return logIn(page, await account());
}

/** Types in the table filter and waits for the debounced query to reach the address bar. */
async function filterBy(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(text);
  if (text) await expect(page).toHaveURL(new RegExp(`filtro=${encodeURIComponent(text)}`));
  else await expect(page).not.toHaveURL(/filtro=/);
}

test.describe('usuarios', () => {
  test('a school admin lists, filters, creates, edits and deactivates users', async ({ page }) => {
    await login(page, admin);
    await page.goto(LIST);

    await expect(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Lista de usuários' });
    for (const header of ['Nome', 'E-mail', 'CPF', 'Perfil', 'Situação']) {
      await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // Only the users of Autoescola Demo, never those of another school.
    await expect(table.getByRole('cell', { name: 'Ana Administradora', exact: true })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'Gabriela Gestora', exact: true })).toBeVisible();
    await expect(table.getByText('Mário Modelo')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, LIST);

    await filterBy(page, 'Gabriela');
    await expect(table.getByRole('cell', { name: 'Gabriela Gestora', exact: true })).toBeVisible();
    await expect(table.getByText('Ana Administradora')).toHaveCount(0);

    // Sorting by a header asks the server for the order and marks the column.
    await filterBy(page, '');
    await table.getByRole('button', { name: 'Nome' }).click();
    await expect(page).toHaveURL(/sort=-nome/);
    await expect(table.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    // Create: the required profile first, then a complete form.
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Novo usuário' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O campo Perfil é obrigatório')).toBeVisible();

    const email = `beatriz.${Date.now()}@demo.cfc`;
    await page.getByRole('textbox', { name: 'Nome' }).fill('Beatriz Borges');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    const cpf = page.getByRole('textbox', { name: 'CPF' });
    await cpf.fill('39053344705');
    await expect(cpf).toHaveValue('390.533.447-05');
    await page.getByRole('textbox', { name: 'Perfil' }).click();
    await page.getByRole('option', { name: 'Gestor' }).click();
    await expect(page.getByText('O campo Perfil é obrigatório')).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Listar alunos' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(page).toHaveURL(/\/admin\/usuarios\/list/);
    await filterBy(page, 'Beatriz');
    const created = table.getByRole('row', { name: /Beatriz Borges/ });
    await expect(created).toContainText(email);
    await expect(created).toContainText('390.533.447-05');
    await expect(created).toContainText('Gestor');
    await expect(created).toContainText('Ativo');

    // Edit.
    await page.getByRole('link', { name: 'Editar Beatriz Borges' }).click();
    const nome = page.getByRole('textbox', { name: 'Nome' });
    await expect(nome).toHaveValue('Beatriz Borges');
    await expect(page.getByRole('checkbox', { name: 'Listar alunos' })).toBeChecked();
    await nome.fill('Beatriz Borges Lima');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/admin\/usuarios\/list/);
    await filterBy(page, 'Beatriz');
    await expect(table.getByRole('cell', { name: 'Beatriz Borges Lima', exact: true })).toBeVisible();

    // Deactivate, after confirming.
    await page.getByRole('button', { name: 'Desativar Beatriz Borges Lima' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desativar usuário' });
    await expect(dialog).toContainText('Beatriz Borges Lima');
    await dialog.getByRole('button', { name: 'Desativar' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: /Beatriz Borges Lima/ })).toContainText('Inativo');
    await expect(page.getByRole('button', { name: 'Ativar Beatriz Borges Lima' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Ativos' });
    await expect(table.getByText('Nenhum usuário encontrado.')).toBeVisible();

    // The permissions matrix belongs to the operator.
    await page.goto(PERMISSOES);
    await expect(page.getByText('Disponível somente para a operadora')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('the operator manages permissions in a users × flags matrix', async ({ page }) => {
    const { nome: alvoNome } = await alvo();
    await login(page, monitor);
    await page.goto(PERMISSOES);

    await expect(page.getByRole('heading', { level: 1, name: 'Permissões' })).toBeVisible();
    const matrix = page.getByRole('table', { name: 'Permissões por usuário' });
    for (const group of ['Alunos', 'Agendamento/Aulas', 'Turmas', 'Financeiro', 'Usuários', 'CFCs']) {
      await expect(matrix.getByRole('columnheader', { name: group, exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, PERMISSOES);
    await expectNoPageOverflow(page, DESKTOP_WIDTH);

    // The spec's own user (found by the unique end of its name): no other test's account changes.
    await filterBy(page, alvoNome.split(' ').at(-1) ?? alvoNome);
    const nome = alvoNome;
    const box = matrix.getByRole('checkbox', { name: `Listar alunos: ${nome}` });
    const wasChecked = await box.isChecked();
    await box.setChecked(!wasChecked);
    const row = matrix.getByRole('row', { name: new RegExp(nome) });
    await expect(row.getByText('Alterações não salvas')).toBeVisible();

    await page.getByRole('button', { name: `Salvar permissões de ${nome}` }).click();
    await expect(row.getByText('Alterações não salvas')).toHaveCount(0);

    await page.reload();
    const saved = matrix.getByRole('checkbox', { name: `Listar alunos: ${nome}` });
    await expect(saved).toBeChecked({ checked: !wasChecked });
  });
});
