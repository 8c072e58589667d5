import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { expect, type Page, test } from '@playwright/test';
import { apiLogin, ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'turmas' });

const LIST = '/admin/turmas';

/** The São Paulo day `offset` days from today, 'YYYY-MM-DD'. */
function isoDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}
const br = (iso: string) => iso.split('-').reverse().join('/');

interface Setup {
  readonly sala: string;
  readonly aluno: string;
}

/**
 * The spec's own room and student with an open first-licence process, made through the API before the
 * browser logs in (one session per account), so nothing depends on the demo's class.
 */
async function setUp(account: { account: string; password: string }): Promise<Setup> {
  const stamp = Date.now().toString(36);
  const session = await apiLogin(account.account, account.password);
  const sala = `Sala Turmas ${stamp}`;
  const salaReply = await session.call('POST', '/salas', { nome: sala, capacidade: 5 });
  expect(salaReply.status, JSON.stringify(salaReply.body)).toBe(201);
  const aluno = `Aluno Turma ${stamp}`;
  const alunoReply = await session.call<{ dados: { id_aluno: number } }>('POST', '/alunos', {
    nome: aluno,
    cpf: generateCpf(),
  });
  expect(alunoReply.status, JSON.stringify(alunoReply.body)).toBe(201);
  const processoReply = await session.call('POST', '/processos', {
    aluno_id: alunoReply.body.dados.id_aluno,
    renach: `SP${String(Date.now()).slice(-9)}`,
    categoria: 'B',
    tipo: 'primeira_habilitacao',
  });
  expect(processoReply.status, JSON.stringify(processoReply.body)).toBe(201);
  await session.logout();
  return { sala, aluno };
}

async function choose(page: Page, label: string, option: RegExp | string, search?: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await expect(async () => {
    await input.click();
    if (search !== undefined) await input.fill(search);
    await page.getByRole('option', { name: option }).first().click({ timeout: 2_000 });
  }).toPass();
}

test.describe('turmas', () => {
  test('an admin creates a class, schedules a session, enrols a student and downloads the attendance sheet', async ({
    page,
  }, testInfo) => {
    // One journey through four screens, with its own room, student and process made first.
    test.setTimeout(180_000);
    const account = await admin();
    const { sala, aluno } = await setUp(account);
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, account);

    await page.goto(`${LIST}/nova`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nova turma' })).toBeVisible();
    // Submitted empty: SPEC §5's message under each required field, the focus on the first.
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('O campo Nome é obrigatório')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toBeFocused();

    const nome = `Turma E2E ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(nome);
    await choose(page, 'Curso', /primeira habilitação/i);
    await choose(page, 'Sala', new RegExp(sala), sala);
    await expect(page.getByText('Capacidade da turma: 5 alunos.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Início', exact: true }).fill(br(isoDay(0)));
    await page.getByRole('textbox', { name: 'Término', exact: true }).fill(br(isoDay(40)));
    await choose(page, 'Legislação de trânsito', /.+/);
    await page.keyboard.press('Escape');
    await page.screenshot({ path: testInfo.outputPath('turma-nova.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, `${LIST}/nova`);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));

    await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
    const row = page.getByRole('row', { name: new RegExp(nome) });
    await expect(row).toContainText('0 / 5');
    await expect(row).toContainText('Planejada');
    await row.getByRole('link', { name: `Aulas e alunos de ${nome}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: nome })).toBeVisible();
    await expect(page.getByText('Nenhuma aula agendada. Agende a primeira aula da turma.')).toBeVisible();

    // A session: the subject's instructor comes chosen with it.
    await page.getByRole('button', { name: 'Agendar aula' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agendar aula' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('O campo Disciplina é obrigatório')).toBeVisible();
    await choose(page, 'Disciplina', 'Legislação de trânsito');
    await expect(dialog.getByRole('textbox', { name: 'Instrutor', exact: true })).not.toHaveValue('');
    const dia = isoDay(20);
    await dialog.getByRole('textbox', { name: 'Data', exact: true }).fill(br(dia));
    await dialog.getByLabel('Início').fill('06:00');
    await dialog.getByLabel('Fim').fill('06:50');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    const aulas = page.getByRole('table', { name: 'Aulas da turma' });
    await expect(aulas.getByRole('row', { name: new RegExp(br(dia)) })).toContainText(
      'Legislação de trânsito',
    );
    await expect(aulas.getByRole('row', { name: new RegExp(br(dia)) })).toContainText('Agendada');
    await expect(page.getByRole('table', { name: 'Carga horária programada por disciplina' })).toContainText(
      'Faltam 17 h/a',
    );

    // Enrol the spec's student by their open process.
    await expect(page.getByText('5 vagas livres de 5')).toBeVisible();
    await choose(page, 'Aluno', new RegExp(aluno), aluno);
    await choose(page, 'Processo', /B · RENACH/);
    await page.getByRole('button', { name: 'Matricular' }).click();
    const alunos = page.getByRole('table', { name: 'Alunos da turma' });
    await expect(alunos.getByRole('row', { name: new RegExp(aluno) })).toBeVisible();
    await expect(page.getByText('4 vagas livres de 5')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('turma-aulas.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'aula-teorica');

    // The list shows it, and the attendance sheet comes as a PDF.
    await page.goto(`${LIST}?filtro=${encodeURIComponent(nome)}`);
    const listed = page.getByRole('row', { name: new RegExp(nome) });
    await expect(listed).toContainText('1 / 5');
    await page.screenshot({ path: testInfo.outputPath('turmas-lista.png'), fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      listed.getByRole('button', { name: `Folha de presença de ${nome} em PDF` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    // Unenrol, asked first.
    await page.goto(`${LIST}`);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(nome);
    await page
      .getByRole('row', { name: new RegExp(nome) })
      .getByRole('link', { name: `Aulas e alunos de ${nome}` })
      .click();
    await page.getByRole('button', { name: `Cancelar a matrícula de ${aluno}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar matrícula' }).click();
    await expect(page.getByText('Nenhum aluno matriculado.')).toBeVisible();
  });
});
