import { expect, type Page, test } from '@playwright/test';
import { apiLogin, ownAccount, Papel } from './support/accounts.ts';
import { DESKTOP_WIDTH, expectNoSeriousA11yViolations } from './support/axe.ts';
import { logIn } from './support/login.ts';

/** The spec's own administrator of Autoescola Demo (its data is the demo's running class). */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'reposicao' });

/** The demo's running class (seed of modules/turmas) and its student the other specs log in as. */
const TURMA_DEMO = 'Turma Noturna';
const ALUNA_DEMO = 'Alice Aluna';

function isoDay(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

interface Page2<T> {
  readonly dados: { readonly data: T[] };
}

/**
 * A student of the demo class who missed a session (not the demo student, whom the student's specs
 * read), and the spec's own class of the same course with a future session of the missed subject.
 */
async function setUp(account: { account: string; password: string }) {
  const stamp = Date.now().toString(36);
  const session = await apiLogin(account.account, account.password);
  const turmas = await session.call<Page2<{ id_turma: number; nome: string }>>(
    'GET',
    `/turmas?filtro=${encodeURIComponent(TURMA_DEMO)}`,
  );
  const demo = turmas.body.dados.data.find((turma) => turma.nome === TURMA_DEMO);
  expect(demo, 'a turma da demonstração').toBeDefined();
  const matriculas = await session.call<{
    dados: { id_matricula: number; aluno_nome: string; faltas: number; status: string }[];
  }>('GET', `/turmas/${demo?.id_turma}/matriculas`);
  const faltou = matriculas.body.dados
    .filter((item) => item.status === 'ativa' && item.faltas > 0 && item.aluno_nome !== ALUNA_DEMO)
    .at(-1);
  expect(faltou, 'um aluno com falta na turma da demonstração').toBeDefined();
  const opcoes = await session.call<{ dados: { faltas: { disciplina: string; disciplina_nome: string }[] } }>(
    'GET',
    `/turmas/matriculas/${faltou?.id_matricula}/reposicao`,
  );
  const falta = opcoes.body.dados.faltas[0];
  expect(falta).toBeDefined();

  const instrutores = await session.call<Page2<{ id_instrutor: number }>>(
    'GET',
    '/instrutores?situacao=ativos',
  );
  const instrutor = instrutores.body.dados.data[0]?.id_instrutor;
  const sala = await session.call<{ dados: { id_sala: number } }>('POST', '/salas', {
    nome: `Sala Reposição ${stamp}`,
    capacidade: 10,
  });
  expect(sala.status, JSON.stringify(sala.body)).toBe(201);
  const nome = `Reposição E2E ${stamp}`;
  const turma = await session.call<{ dados: { id_turma: number } }>('POST', '/turmas', {
    nome,
    curso: 'primeira_habilitacao',
    sala_id: sala.body.dados.id_sala,
    data_inicio: isoDay(0),
    data_fim: isoDay(30),
    status: 'em_andamento',
    instrutores: [{ disciplina: falta?.disciplina, instrutor_id: instrutor }],
  });
  expect(turma.status, JSON.stringify(turma.body)).toBe(201);
  const aula = await session.call('POST', `/turmas/${turma.body.dados.id_turma}/aulas`, {
    disciplina: falta?.disciplina,
    instrutor_id: instrutor,
    data: isoDay(12),
    hora_inicio: '06:00',
    hora_fim: '06:50',
  });
  expect(aula.status, JSON.stringify(aula.body)).toBe(201);
  await session.logout();
  return { nome, aluno: faltou?.aluno_nome ?? '', disciplina: falta?.disciplina_nome ?? '' };
}

async function choose(page: Page, label: string, option: RegExp | string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await expect(async () => {
    await input.click();
    await page.getByRole('option', { name: option }).first().click({ timeout: 2_000 });
  }).toPass();
}

test.describe('reposição e carga horária teórica', () => {
  test('places a student who missed a subject into another class’s session of it', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const account = await admin();
    const { nome, aluno, disciplina } = await setUp(account);
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, account);

    await page.goto('/admin/turmas');
    await page.getByRole('link', { name: 'Reposição', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Turma de reposição' })).toBeVisible();
    await expect(
      page.getByText('Escolha a turma e o aluno para ver as faltas e as aulas onde repor.'),
    ).toBeVisible();
    await choose(page, 'Turma do aluno', TURMA_DEMO);
    await choose(page, 'Aluno', new RegExp(`^${aluno} \\(`));
    await expect(page.getByRole('heading', { name: 'Faltas' })).toBeVisible();
    const opcao = page.getByRole('radio', { name: new RegExp(nome) });
    await expect(opcao).toBeVisible();
    await expect(page.getByText(new RegExp(`${disciplina} ·`)).first()).toBeVisible();

    // Confirmed without a choice: the screen says what is missing.
    await page.getByRole('button', { name: 'Confirmar reposição' }).click();
    await expect(page.getByText('Escolha a aula de reposição.')).toBeVisible();
    await opcao.check();
    await page.screenshot({ path: testInfo.outputPath('reposicao.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'reposicao-turma');
    await page.getByRole('button', { name: 'Confirmar reposição' }).click();
    await expect(
      page.getByRole('alert').or(page.locator('.mantine-Notification-root')).first(),
    ).toBeVisible();

    // The other class's session now has the student on its list.
    await page.goto(`/admin/turmas?filtro=${encodeURIComponent(nome)}`);
    await page.getByRole('link', { name: `Aulas e alunos de ${nome}` }).click();
    await expect(page.getByRole('table', { name: 'Aulas da turma' })).toContainText('0 / 1');
  });

  test('shows each student’s theory hours per subject and exports them', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
    await logIn(page, await admin());
    await page.goto('/admin/relatorios/carga-horaria-teorica');
    await expect(page.getByRole('heading', { level: 1, name: 'Carga horária teórica' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Carga horária teórica por aluno' });
    await page.getByRole('combobox', { name: 'Turma' }).selectOption({ label: TURMA_DEMO });
    await expect(page).toHaveURL(/id_turma=\d+/);
    // The student may be in another class too (a remote lesson's spec enrols her): her row of this one.
    const row = table.getByRole('row', { name: new RegExp(ALUNA_DEMO) }).filter({ hasText: TURMA_DEMO });
    await expect(row).toContainText(TURMA_DEMO);
    await expect(row).toContainText('Legislação de trânsito');
    await expect(row).toContainText(/\d+%/);
    await page.screenshot({ path: testInfo.outputPath('carga-horaria-teorica.png'), fullPage: true });
    await expectNoSeriousA11yViolations(page, 'carga-horaria-teorica');

    await page.getByRole('button', { name: 'Planilha' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /CSV/ }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  });
});
