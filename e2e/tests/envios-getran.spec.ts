import { expect, type Locator, type Page, test } from '@playwright/test';
import { DESKTOP_WIDTH, expectNoPageOverflow, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn, mainMenu } from './support/login.ts';
import { simulatorUrl } from './support/platform.ts';

/**
 * 'Envio de Aulas ao GETRAN' (SPEC §2.6, §4, §5, §8) against the real server and the GETRAN
 * simulator it starts on loopback. The demo school has three weeks of given lessons, some pending,
 * some accepted and four that break a rule (seed-aulas.ts).
 */

const ENVIOS = '/suporte/envios-praticas';
const ENVIOS_TESTE = '/suporte/envios-praticas-teste';
const ESCOLA = 'Autoescola Demo';
const TABLE = 'Aulas práticas para envio ao GETRAN';
const ACIMA_1_HORA = 'Aula com duração superior a 1 hora';
const TEMPO_INSUFICIENTE = 'Tempo total da aula inferior a 45 minutos';
const CATEGORIA = 'Categoria do instrutor incompatível com a categoria do candidato';

/**
 * The lessons this spec sends, changes and counts end four days ago: the agenda's spec cancels a
 * lesson of three days ago and the instructor's spec gives one today, at the same time on another
 * worker; neither moves these counts.
 */
const ULTIMO_DIA = saoPauloDay(-4);

/** The São Paulo day `offset` days from today, DD/MM/YYYY. */
function saoPauloDay(offset: number): string {
  const date = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(date);
}

async function openEnvios(page: Page, path = ENVIOS) {
  await logIn(page, { loginPath: '/', account: 'suporte@demo.cfc' });
  // Role 7 lands on the send screen (SPEC §2.2).
  await expect(page).toHaveURL(new RegExp(`${ENVIOS}$`));
  if (path !== ENVIOS) await page.goto(path);
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: TABLE });
const dataRows = (page: Page) => table(page).locator('tbody tr');
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });

async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await expect(async () => {
    await input.click();
    await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 });
  }).toPass();
  await expect(input).toHaveValue(option);
}

/** Chooses the school, the spec's period and a status; the status reloads the list at once (SPEC §4). */
async function filterBy(page: Page, status?: string) {
  const escola = page.getByRole('textbox', { name: 'Autoescola', exact: true });
  if ((await escola.inputValue()) !== ESCOLA) await choose(page, page, 'Autoescola', ESCOLA);
  const fim = page.getByRole('textbox', { name: 'Data final' });
  if ((await fim.inputValue()) !== ULTIMO_DIA) {
    await fim.fill(ULTIMO_DIA);
    // Leaving the field keeps the day and closes its calendar (Tab would move into the calendar).
    await fim.blur();
    await expect(fim).toHaveValue(ULTIMO_DIA);
  }
  if (status) {
    const listed = page.waitForResponse((r) => r.url().includes('/envios?') && r.url().includes('status='));
    await choose(page, page, 'Status', status);
    await listed;
  } else {
    await page.getByRole('button', { name: 'Consultar' }).click();
  }
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
}

/** The first row with the given status, and its student's name. */
async function firstRow(page: Page): Promise<{ row: Locator; aluno: string; cpf: string }> {
  const row = dataRows(page).first();
  await expect(row).toBeVisible();
  const aluno = (await row.locator('td').nth(1).locator('p').first().textContent())?.trim() ?? '';
  const cpf = (await row.locator('td').nth(2).textContent())?.trim() ?? '';
  return { row, aluno, cpf };
}

/** N of the table's '1–5 de N'. */
async function total(page: Page): Promise<number> {
  const summary = page.getByText(/^\d+–\d+ de \d+$/);
  await expect(summary).toBeVisible();
  return Number((await summary.textContent())?.split(' de ')[1]);
}

async function setSimulator(page: Page, modo: 'nenhuma' | 'erro500') {
  const response = await page.request.put(`${simulatorUrl()}/_sim/falha`, { data: { modo } });
  expect(response.ok(), `simulator control at ${simulatorUrl()}`).toBe(true);
}

test.describe('envio de aulas ao GETRAN', () => {
  test('support lands on the screen, filters, pages and clears the list', async ({ page }) => {
    await openEnvios(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Envio de Aulas ao GETRAN' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, ENVIOS);
    // The Ações column stays in view at the desktop width.
    await expectNoPageOverflow(page, DESKTOP_WIDTH);
    await expect(table(page).getByRole('columnheader', { name: 'Ações' })).toBeInViewport();
    await expect(page.getByRole('status', { name: 'Situação do GETRAN' })).toContainText('GETRAN disponível');

    const headers = table(page).getByRole('columnheader');
    await expect(headers).toHaveText([
      'Status',
      'Aluno',
      'CPF',
      'Renach',
      'Instrutor',
      'Data',
      'Categoria',
      'Ações',
    ]);

    // Name and CPF wait for a school (SPEC §5).
    const nome = page.getByRole('textbox', { name: 'Nome do aluno' });
    const cpf = page.getByRole('textbox', { name: 'CPF do aluno' });
    await expect(nome).toBeDisabled();
    await expect(cpf).toBeDisabled();
    await page.getByRole('textbox', { name: 'Autoescola', exact: true }).click();
    await expect(page.getByRole('option', { name: ESCOLA })).toBeVisible();
    await expect(page.getByRole('option', { name: 'TESTE', exact: true })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Every rejection text is offered, with PENDENTE and the sent answers.
    await page.getByRole('textbox', { name: 'Status', exact: true }).click();
    for (const option of [
      'PENDENTE',
      'Aceito',
      'Em análise',
      'Transação efetuada com sucesso',
      ACIMA_1_HORA,
    ]) {
      await expect(page.getByRole('option', { name: option, exact: true })).toBeAttached();
    }
    await page.keyboard.press('Escape');

    await filterBy(page, ACIMA_1_HORA);
    await expect(nome).toBeEnabled();
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(ACIMA_1_HORA);

    await filterBy(page, 'PENDENTE');
    const pending = dataRows(page);
    await expect(pending.first()).toContainText('PENDENTE');
    await expect(pending).toHaveCount(5);
    // A pending lesson offers every action.
    for (const action of [
      'Enviar aula ao GETRAN',
      'Modificar aula',
      'Ver aulas do instrutor',
      'Ver histórico de aulas do aluno',
      'Remover anotação',
    ]) {
      await expect(pending.first().getByRole('button', { name: action })).toBeVisible();
    }

    // Pages: 3 numbers, an ellipsis and the last page; 5, 6 or 10 rows.
    const pagination = page.getByRole('navigation', { name: 'Paginação' });
    await expect(pagination.getByRole('button', { name: 'Página 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pagination.getByRole('button', { name: 'Página 3', exact: true })).toBeVisible();
    await expect(pagination.getByRole('img', { name: 'Mais páginas' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Itens por página' }).selectOption('10');
    await expect(pending).toHaveCount(10);
    await page.getByRole('combobox', { name: 'Itens por página' }).selectOption('6');
    await expect(pending).toHaveCount(6);
    await pagination.getByRole('button', { name: 'Página 2', exact: true }).click();
    await expect(pagination.getByRole('button', { name: 'Página 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Accepted lessons cannot be sent again (SPEC §4).
    await filterBy(page, 'Aceito');
    await expect(dataRows(page).first()).toContainText('Aceito');
    await expect(dataRows(page).first().getByRole('button', { name: 'Enviar aula ao GETRAN' })).toHaveCount(
      0,
    );

    // The student's name searches once typing pauses; the CPF with 'Consultar'.
    await filterBy(page, 'PENDENTE');
    const { aluno, cpf: cpfAluno } = await firstRow(page);
    const byName = page.waitForResponse((r) => r.url().includes('nome='));
    await nome.fill(`  ${aluno.split(' ')[0]} `);
    // Sent trimmed, once typing pauses.
    expect(new URL((await byName).url()).searchParams.get('nome')).toBe(aluno.split(' ')[0]);
    await expect(dataRows(page).first()).toContainText(aluno.split(' ')[0] ?? '');
    await nome.fill('');
    await cpf.fill(cpfAluno.replace(/\D/g, ''));
    await expect(cpf).toHaveValue(cpfAluno);
    const byCpf = page.waitForResponse((r) => r.url().includes(`cpf=${cpfAluno.replace(/\D/g, '')}`));
    await page.getByRole('button', { name: 'Consultar' }).click();
    await byCpf;
    // Every row is the student's, once the answer is on screen (the rows of the name's search go).
    await expect(dataRows(page).first()).toContainText(cpfAluno);
    await expect(dataRows(page).filter({ hasNotText: cpfAluno })).toHaveCount(0);

    // 'Limpar' empties the filters and the list.
    await page.getByRole('button', { name: 'Limpar', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Autoescola', exact: true })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Data inicial' })).toHaveValue('');
    await expect(nome).toBeDisabled();
    await expect(table(page)).toContainText('Use os filtros e clique em Consultar para ver as aulas.');
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(dataRows(page)).toHaveCount(5);
  });

  test('a pending lesson is sent and accepted, then found in the GETRAN lookup', async ({ page }) => {
    await openEnvios(page);
    await filterBy(page, 'PENDENTE');
    const pendentes = await total(page);
    const { row, cpf } = await firstRow(page);
    await row.getByRole('button', { name: 'Enviar aula ao GETRAN' }).click();

    const result = page.getByRole('dialog', { name: 'Resultado do envio' });
    await expect(result).toBeVisible();
    await expect(toast(page, 'Aula enviada: Aceito')).toBeVisible();
    await expect(result.getByRole('img', { name: 'Enviado' })).toBeVisible();
    await expect(result).toContainText('Protocolo');
    await expect(result).toContainText('Respondido por');
    await expect(result).toContainText('GETRAN');
    await expect(result.getByRole('button', { name: 'Aplicar Correção' })).toHaveCount(0);
    await result.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(result).toBeHidden();
    // The list reloaded: that lesson is no longer pending.
    await expect.poll(() => total(page)).toBe(pendentes - 1);

    // 'Pesquisa no GETRAN': both fields are required, then the authority's lessons of the CPF.
    await page.getByRole('button', { name: 'Pesquisa no GETRAN' }).click();
    const consulta = page.getByRole('dialog', { name: 'Consulta GETRAN' });
    await expect(consulta).toBeVisible();
    const pesquisar = consulta.getByRole('button', { name: 'Pesquisar' });
    // It starts from the list's school.
    await expect(consulta.getByRole('textbox', { name: 'Autoescola' })).toHaveValue(ESCOLA);
    const cpfInput = consulta.getByRole('textbox', { name: 'CPF' });
    await cpfInput.fill('123');
    await expect(pesquisar).toBeDisabled();
    await cpfInput.press('Enter');
    await expect(toast(page, 'Selecione uma autoescola e digite um CPF')).toBeVisible();

    await cpfInput.fill(cpf.replace(/\D/g, ''));
    await expect(cpfInput).toHaveValue(cpf);
    await expect(pesquisar).toBeEnabled();
    await pesquisar.click();
    const found = consulta.getByRole('table', { name: 'Aulas do candidato no GETRAN' });
    await expect(found.getByRole('columnheader')).toHaveText(['Data', 'Início', 'Fim', 'Status']);
    await expect(found.getByRole('row').filter({ hasText: 'Aceito' }).first()).toBeVisible();
    await expect(toast(page, /\d+ aula\(s\) encontrada\(s\)/)).toBeVisible();

    // A CPF the authority does not know.
    await cpfInput.fill('11144477735');
    await pesquisar.click();
    await expect(consulta.getByText('Nenhuma aula encontrada para este CPF')).toBeVisible();
    await expect(toast(page, 'Nenhuma aula encontrada para este CPF')).toBeVisible();
    await consulta.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(consulta).toBeHidden();
  });

  test('a refused lesson shows why and the automatic correction sends it', async ({ page }) => {
    await openEnvios(page);
    await filterBy(page, ACIMA_1_HORA);
    const { row } = await firstRow(page);
    await row.getByRole('button', { name: 'Enviar aula ao GETRAN' }).click();

    await expect(toast(page, 'Erro ao enviar aula')).toBeVisible();
    // Toasts keep their corner but open below the header, never over its buttons.
    // The app's header comes first; the result dialog has a header of its own.
    const header = await page.getByRole('banner').first().boundingBox();
    const shown = await toast(page, 'Erro ao enviar aula').boundingBox();
    expect(shown?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY));
    const result = page.getByRole('dialog', { name: 'Resultado do envio' });
    await expect(result.getByRole('img', { name: 'Recusado' })).toBeVisible();
    const rules = result.getByRole('list', { name: 'Regras descumpridas' });
    await expect(rules).toContainText(ACIMA_1_HORA);
    // The rule in words and what to do about it, never its code.
    await expect(rules).toContainText('Corrija o horário de término para que a aula não passe de 1 hora');
    await expect(result).toContainText('Verificação da plataforma, antes de chegar ao GETRAN');
    await expect(result).not.toContainText('AULA_ACIMA_1_HORA');
    await expect(result).toContainText('Duração da aula: ');

    await result.getByRole('button', { name: 'Aplicar Correção' }).click();
    await expect(toast(page, 'Correção aplicada com sucesso')).toBeVisible();
    await expect(result.getByRole('img', { name: 'Enviado' })).toBeVisible();
    await expect(result.getByRole('button', { name: 'Aplicar Correção' })).toHaveCount(0);
    await result.getByRole('button', { name: 'Fechar' }).last().click();
    // No lesson is left with that refusal.
    await expect(table(page)).toContainText('Nenhuma aula encontrada com estes filtros.');
  });

  test('Modificar Aula Prática checks its fields, refuses a rule break and saves', async ({ page }) => {
    await openEnvios(page);
    await filterBy(page, TEMPO_INSUFICIENTE);
    const { row, aluno } = await firstRow(page);
    await row.getByRole('button', { name: 'Modificar aula' }).click();

    const modal = page.getByRole('dialog', { name: 'Modificar Aula Prática' });
    await expect(modal).toContainText(aluno);
    await expect(modal.getByRole('textbox', { name: 'Hodômetro inicial' })).toHaveAttribute('readonly', '');
    await expect(modal.getByRole('textbox', { name: 'Hodômetro final' })).toHaveAttribute('readonly', '');

    const instrutor = modal.getByRole('textbox', { name: 'Instrutor' });
    const chosen = await instrutor.inputValue();
    // Choosing the chosen instructor again leaves none.
    await instrutor.click();
    await page.getByRole('option', { name: chosen, exact: true }).click();
    await expect(instrutor).toHaveValue('');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect(modal.getByText('Selecione um instrutor e um veículo')).toBeVisible();
    await choose(page, modal, 'Instrutor', chosen);

    const inicio = modal.getByRole('textbox', { name: 'Início', exact: true });
    const fim = modal.getByRole('textbox', { name: 'Fim', exact: true });
    await fim.fill('');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect(modal.getByText('Informe o horário de início e fim da aula')).toBeVisible();

    // 70 minutes: the server refuses it, with the reason.
    const start = await inicio.inputValue();
    const [h, m] = start.split(':').map(Number);
    const at = (minutes: number) => {
      const total = (h ?? 0) * 60 + (m ?? 0) + minutes;
      return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    };
    await fim.fill(at(70));
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Erro ao alterar aula')).toBeVisible();
    await expect(modal.getByRole('alert').filter({ hasText: ACIMA_1_HORA })).toBeVisible();

    await fim.fill(at(50));
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Aula alterada.')).toBeVisible();
    await expect(modal).toBeHidden();
  });

  test('Aulas do Instrutor edits the given times inline, reverts and updates', async ({ page }) => {
    await openEnvios(page);
    await filterBy(page, CATEGORIA);
    const { row, aluno } = await firstRow(page);
    await row.getByRole('button', { name: 'Ver aulas do instrutor' }).click();

    const modal = page.getByRole('dialog', { name: 'Aulas do Instrutor' });
    await expect(modal.getByText('Informações da Consulta')).toBeVisible();
    const aulas = modal.getByRole('table', { name: 'Aulas do instrutor no dia' });
    await expect(aulas.getByRole('columnheader')).toHaveText([
      'Aluno',
      'Hodômetro',
      'Data',
      'Início (Previsto)',
      'Fim (Previsto)',
      'Início (Real)',
      'Fim (Real)',
      'Dupla',
      'Status',
      'Ações',
    ]);
    const inicio = aulas.getByLabel(`Início real da aula de ${aluno}`);
    const original = await inicio.inputValue();
    const atualizar = aulas.getByRole('button', { name: `Atualizar horário da aula de ${aluno}` });
    const reverter = aulas.getByRole('button', { name: `Desfazer a alteração da aula de ${aluno}` });
    await expect(atualizar).toHaveCount(0);

    const [h, m] = original.split(':').map(Number);
    const earlier = `${String(h).padStart(2, '0')}:${String((m ?? 0) === 0 ? 1 : (m ?? 0) - 1).padStart(2, '0')}`;
    await inicio.fill(earlier);
    await expect(atualizar).toBeVisible();
    await expect(reverter).toBeVisible();
    await reverter.click();
    await expect(inicio).toHaveValue(original);
    await expect(atualizar).toHaveCount(0);

    // Back to the same time: nothing to update.
    await inicio.fill(earlier);
    await inicio.fill(original);
    await expect(atualizar).toHaveCount(0);

    await inicio.fill(earlier);
    const queued = page.waitForResponse((r) => r.url().endsWith('/getran/enviar/aula') && r.ok());
    await atualizar.click();
    await expect(toast(page, 'Horario de aula atualizado com sucesso')).toBeVisible();
    await queued;
    await expect(inicio).toHaveValue(earlier);
    await expect(atualizar).toHaveCount(0);
    await modal.getByRole('button', { name: 'Fechar' }).last().click();
  });

  test('the instructor lessons that cannot load empty the modal', async ({ page }) => {
    await openEnvios(page);
    await page.route('**/api/v1/instrutor/aulas/praticas?**', (route) => route.abort('connectionfailed'));
    await dataRows(page).first().getByRole('button', { name: 'Ver aulas do instrutor' }).click();
    const modal = page.getByRole('dialog', { name: 'Aulas do Instrutor' });
    await expect(toast(page, 'Erro ao carregar aulas do instrutor')).toBeVisible();
    await expect(modal.getByText('Nenhuma aula encontrada')).toBeVisible();
  });

  test('Histórico de Aulas do Aluno edits a status inline', async ({ page }) => {
    await openEnvios(page);
    await filterBy(page, 'PENDENTE');
    const { row, aluno } = await firstRow(page);
    await row.getByRole('button', { name: 'Ver histórico de aulas do aluno' }).click();

    const modal = page.getByRole('dialog', { name: 'Histórico de Aulas do Aluno' });
    await expect(modal.getByText('Resumo das Aulas')).toBeVisible();
    await expect(modal).toContainText(aluno);
    const aulas = modal.getByRole('table', { name: 'Aulas práticas do aluno' });
    await expect(aulas.getByRole('columnheader')).toHaveText(['Início', 'Fim', 'Instrutor', 'Status']);
    const selected = aulas.getByRole('row').filter({ hasText: 'Aula selecionada' });
    await expect(selected).toContainText('PENDENTE');

    await selected.getByRole('button', { name: /Alterar o status da aula de/ }).click();
    const status = selected.getByRole('textbox', { name: /Status da aula de/ });
    // Longer than the server accepts.
    await status.fill('x'.repeat(201));
    await selected.getByRole('button', { name: 'Salvar status' }).click();
    await expect(toast(page, 'Erro ao atualizar status da aula')).toBeVisible();

    await status.fill('Em análise');
    await selected.getByRole('button', { name: 'Salvar status' }).click();
    await expect(toast(page, 'Status da aula atualizado')).toBeVisible();
    await expect(selected).toContainText('Em análise');
    await modal.getByRole('button', { name: 'Fechar' }).last().click();
  });

  test('an annotation is removed only after confirming', async ({ page }) => {
    await openEnvios(page);
    await filterBy(page, 'PENDENTE');
    const last = dataRows(page).last();
    await last.getByRole('button', { name: 'Remover anotação' }).click();

    const dialog = page.getByRole('dialog', { name: 'Remover anotação' });
    await expect(dialog).toContainText('Deseja mesmo remover a anotação? A operação é irreversível.');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();

    const before = await total(page);
    await last.getByRole('button', { name: 'Remover anotação' }).click();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page, 'Anotação removida')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The lesson is no longer a given one waiting to be sent.
    await expect.poll(() => total(page)).toBe(before - 1);
  });

  test('the authority down: the send waits for a retry and the lookup fails', async ({ page }) => {
    await openEnvios(page);
    await setSimulator(page, 'erro500');
    try {
      await filterBy(page, 'PENDENTE');
      const { row, aluno, cpf } = await firstRow(page);
      await row.getByRole('button', { name: 'Enviar aula ao GETRAN' }).click();
      await expect(toast(page, 'Erro ao enviar aula')).toBeVisible();
      const result = page.getByRole('dialog', { name: 'Resultado do envio' });
      await expect(result).toContainText('GETRAN indisponível');
      await result.getByRole('button', { name: 'Fechar' }).last().click();
      // The platform keeps it to resend.
      await expect(
        table(page)
          .getByRole('row')
          .filter({ hasText: aluno })
          .filter({ hasText: 'Aguardando reenvio' })
          .first(),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Pesquisa no GETRAN' }).click();
      const consulta = page.getByRole('dialog', { name: 'Consulta GETRAN' });
      await consulta.getByRole('textbox', { name: 'CPF' }).fill(cpf.replace(/\D/g, ''));
      await consulta.getByRole('button', { name: 'Pesquisar' }).click();
      await expect(toast(page, 'Erro ao consultar dados no GETRAN')).toBeVisible();
      await expect(consulta.getByText('Nenhuma aula encontrada para este CPF')).toBeVisible();
    } finally {
      await setSimulator(page, 'nenhuma');
    }
  });

  test('the lists that cannot load say so', async ({ page }) => {
    await page.route('**/api/v1/autoescola', (route) => route.abort('connectionfailed'));
    await logIn(page, { loginPath: '/', account: 'suporte@demo.cfc' });
    await expect(toast(page, 'Erro ao carregar autoescolas')).toBeVisible();
    await page.route('**/api/v1/dashboard/aulas/praticas/envios?**', (route) =>
      route.abort('connectionfailed'),
    );
    await page.getByRole('button', { name: 'Consultar' }).click();
    await expect(toast(page, 'Erro ao consultar aulas')).toBeVisible();
  });

  test('the homologação screen says so and sends to the test environment', async ({ page }) => {
    const listed = page.waitForRequest((r) => r.url().includes('/envios?') && r.url().includes('teste=true'));
    await openEnvios(page, ENVIOS_TESTE);
    await listed;
    await expect(
      page.getByRole('heading', { level: 1, name: 'Envio de Aulas ao GETRAN (teste)' }),
    ).toBeVisible();
    await expect(page.getByText('Ambiente de homologação (teste)')).toBeVisible();
    await expect(page.getByText('HOMOLOGAÇÃO', { exact: true })).toBeVisible();

    await filterBy(page, 'PENDENTE');
    const { row } = await firstRow(page);
    const sent = page.waitForRequest((r) => r.url().endsWith('/getran/enviar/aula-pratica'));
    await row.getByRole('button', { name: 'Enviar aula ao GETRAN' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ teste: true });
    await expect(page.getByRole('dialog', { name: 'Resultado do envio' })).toBeVisible();
  });

  test("monitoring staff reach the same screen from their menu, with each school's contingency share", async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await logIn(page, { loginPath: '/', account: 'monitor@demo.cfc' });
    await mainMenu(page).getByRole('link', { name: 'Envio de aulas' }).click();
    await expect(page).toHaveURL(/\/monitoramento\/praticas\/envios-praticas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Envio de Aulas ao GETRAN' })).toBeVisible();
    await expect(dataRows(page).first()).toBeVisible();
    await expect(page.getByRole('status', { name: 'Situação do GETRAN' })).toContainText('GETRAN disponível');

    // The schools granted to monitoring, each with this month's contingency lessons and its state's cap.
    const share = page.getByRole('table', { name: /^Aulas de contingência em / });
    for (const header of ['Autoescola', 'UF', 'Contingência', 'Aulas no mês', 'Percentual', 'Limite da UF']) {
      await expect(share.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(share.getByRole('row', { name: /Autoescola Demo/ })).toContainText('MA');
    await expect(share.getByRole('row', { name: /Autoescola Demo/ })).toContainText('Sem limite');
    await expect(share.getByRole('row', { name: /CFC Modelo/ })).toContainText('PI');
    await share.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('envios-contingencia.png'), fullPage: true });
  });

  test('Limpar Status e Enviar (Artisan) resends a period and shows its progress', async ({ page }) => {
    test.setTimeout(120_000);
    await openEnvios(page);
    await page.getByRole('button', { name: 'Limpar', exact: true }).click();
    // The SPEC's label stays; a tooltip says what it does.
    await page.getByRole('button', { name: 'Limpar Status e Enviar (Artisan)' }).hover();
    await expect(page.getByRole('tooltip')).toContainText('envia de novo ao GETRAN');
    await page.getByRole('button', { name: 'Limpar Status e Enviar (Artisan)' }).click();
    await expect(
      toast(page, 'Selecione uma autoescola e o período para limpar os status e reenviar.'),
    ).toBeVisible();

    await choose(page, page, 'Autoescola', ESCOLA);
    for (const [label, value] of [
      ['Data inicial', saoPauloDay(-25)],
      ['Data final', ULTIMO_DIA],
    ] as const) {
      const input = page.getByRole('textbox', { name: label });
      await input.fill(value);
      await input.press('Tab');
    }
    await page.getByRole('button', { name: 'Limpar Status e Enviar (Artisan)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Limpar status e reenviar' });
    await confirm.getByRole('button', { name: 'Limpar e enviar' }).click();
    await expect(toast(page, 'Comando artisan executado com sucesso! Aguarde a finalização.')).toBeVisible();

    const lote = page.getByRole('dialog', { name: 'Andamento do reenvio' });
    await expect(lote.getByRole('progressbar')).toBeVisible();
    await expect(lote.getByText(/\d+ de \d+ aulas processadas/)).toBeVisible();
    await expect(lote.getByText('Concluído')).toBeVisible({ timeout: 90_000 });
    for (const label of ['Aceitas', 'Rejeitadas', 'Falhas', 'Status limpos']) {
      await expect(lote.getByText(label, { exact: true })).toBeVisible();
    }
    await lote.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(lote).toBeHidden();
  });
});
