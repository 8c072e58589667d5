import { expect, type Page, test } from '@playwright/test';
import { API, apiLogin, baseURL, ownAccount, Papel } from './support/accounts.ts';
import { takeTurn } from './support/lock.ts';
import { DEMO_PASSWORD, logIn } from './support/login.ts';

/**
 * The monitoring dashboard, live: the monitoring account (granted both demo schools) watches it
 * while a practical lesson starts and finishes through the instructor's API; the count of lessons
 * under way changes on screen without a reload, well before the dashboard's one-minute polling,
 * because the server pushes `AulaAtualizada` on the user's channel. Finished within a minute of its
 * start, the lesson is shorter than the state's minimum: the alerts engine's job opens an alert of
 * high severity and pushes `AlertaAtualizado`, so the dashboard's open alerts of that severity and
 * the alerts list open beside it change too. The lesson is the spec's own: booked for the next
 * minute with Ivo Instrutor (the demo's instructor login) on a free motorcycle, for a category A
 * student other than Alice (the instructor spec's). One journey: a second lesson of Ivo's would
 * overlap the first one's booked time.
 */

const MONITOR = 'monitor@demo.cfc';
const INSTRUTOR = '111.444.777-35';
const ALICE = 'Alice Aluna';
const CENTRO_SAO_LUIS = { latitude: -2.53, longitude: -44.3 };
const DESKTOP = { width: 1366, height: 900 };
const SHOTS = process.env.SHOTS_DIR;

const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'monitoramento' });

interface Processo {
  id_processo: number;
  aluno_nome: string;
  categoria: string;
  expirado: boolean;
}
interface Veiculo {
  id_veiculo: number;
  categoria: string;
  hodometro: number;
  ativo: boolean;
}

/** Books the spec's lesson for the next minute but one; answers it and its vehicle. */
async function bookLesson() {
  const { account, password } = await admin();
  const staff = await apiLogin(account, password);
  const processos = await staff.call<{ dados: { data: Processo[] } }>(
    'GET',
    `/processos?${new URLSearchParams({ status: 'aberto', per_page: '100' })}`,
  );
  const candidatos = processos.body.dados.data.filter(
    (processo) => processo.categoria === 'A' && !processo.expirado && processo.aluno_nome !== ALICE,
  );
  const [ivo] = (
    await staff.call<{ dados: { data: { id_instrutor: number }[] } }>('GET', '/instrutores?filtro=Ivo')
  ).body.dados.data;
  const motos = (
    await staff.call<{ dados: { data: Veiculo[] } }>('GET', '/veiculos?per_page=100')
  ).body.dados.data.filter((veiculo) => veiculo.categoria === 'A' && veiculo.ativo);
  if (!ivo) throw new Error('Ivo Instrutor is not in the demo');
  const inicio = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000).toISOString();
  const refused: string[] = [];
  for (const processo of candidatos) {
    for (const veiculo of motos) {
      const reply = await staff.call<{ dados: { id_aulas_praticas: number } }>('POST', '/aulas-praticas', {
        processo_id: processo.id_processo,
        instrutor_id: ivo.id_instrutor,
        veiculo_id: veiculo.id_veiculo,
        inicio,
        horas_aula: 1,
      });
      if (reply.status === 201) return { aula: reply.body.dados, veiculo, aluno: processo.aluno_nome };
      refused.push(JSON.stringify(reply.body));
    }
  }
  throw new Error(`no lesson could be booked for the next minute: ${refused.join('; ')}`);
}

/** The instructor's phone, through the API: its own session (its turn taken), as the app calls. */
async function instrutorApi() {
  await takeTurn(INSTRUTOR);
  const login = await fetch(`${baseURL()}${API}/login/instrutor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cpf: INSTRUTOR, password: DEMO_PASSWORD, encerrar_outra_sessao: true }),
  });
  expect(login.status).toBe(200);
  const { dados } = (await login.json()) as { dados: { access_token: string; id_role: number; cfc: string } };
  const headers = {
    Authorization: `Bearer ${dados.access_token}`,
    Role: String(dados.id_role),
    CFC: dados.cfc,
    'content-type': 'application/json',
  };
  return async (path: string, body: object) => {
    const reply = await fetch(`${baseURL()}${API}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    expect(reply.status, await reply.clone().text()).toBe(200);
  };
}

const emAndamento = (page: Page) => page.getByLabel(/^Aulas práticas em andamento: \d+$/);

async function countOf(page: Page): Promise<number> {
  const label = (await emAndamento(page).getAttribute('aria-label')) ?? '';
  return Number(label.split(': ')[1]);
}

/** The open alerts of high severity, as the dashboard's alerts card shows them ('Alta: 7'). */
const abertosAlta = (page: Page) => page.getByText(/^Alta: \d+$/).first();

async function altaOf(page: Page): Promise<number> {
  return Number(((await abertosAlta(page).textContent()) ?? '').split(': ')[1]);
}

test.describe('painel de monitoramento', () => {
  test.use({ viewport: DESKTOP });

  test('the dashboard follows a lesson that starts and finishes and the alert its finish fires, live, without a reload', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(240_000);
    const { aula, veiculo, aluno } = await bookLesson();

    await logIn(page, { loginPath: '/', account: MONITOR });
    await expect(page).toHaveURL('/monitoramento/dashboard');
    await expect(page.getByRole('heading', { name: 'Painel de monitoramento', level: 1 })).toBeVisible();
    await expect(emAndamento(page)).toBeVisible();
    // The seed's lesson under way now, with the age of its last GPS fix.
    await expect(page.getByRole('table', { name: 'Aulas em andamento agora' })).toContainText('há');
    const antes = await countOf(page);
    await page.screenshot({
      path: SHOTS ? `${SHOTS}/dashboard.png` : testInfo.outputPath('dashboard.png'),
      fullPage: true,
    });

    // The alerts list beside it, in a second tab of the same session: the short lessons' alerts,
    // newest first.
    const lista = await context.newPage();
    await lista.goto('/admin/monitoramento/alertas');
    const alertas = lista.getByRole('table', { name: 'Alertas de monitoramento' });
    await lista.getByRole('textbox', { name: 'Tipo' }).click();
    await lista.getByRole('option', { name: 'Aula mais curta que o mínimo' }).click();
    const maisRecente = alertas.getByRole('row').nth(1);
    await expect(maisRecente).toContainText('Aula mais curta que o mínimo');
    await expect(lista.getByRole('textbox', { name: 'Autoescola' })).toBeVisible();

    // The pages are never reloaded from here on: a marker on the window would vanish with a reload.
    for (const tab of [page, lista]) await tab.evaluate('window.semRecarregar = true');
    const instrutor = await instrutorApi();
    await instrutor(`/instrutor/aulas/${aula.id_aulas_praticas}/iniciar`, {
      hodometro: veiculo.hodometro + 1,
      ...CENTRO_SAO_LUIS,
    });
    await expect(page.getByLabel(`Aulas práticas em andamento: ${antes + 1}`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Aulas em andamento agora' })).toContainText(aluno);
    await page.screenshot({
      path: SHOTS ? `${SHOTS}/dashboard-ao-vivo.png` : testInfo.outputPath('dashboard-ao-vivo.png'),
      fullPage: true,
    });

    const altaAntes = await altaOf(page);
    await expect(maisRecente).not.toContainText(aluno);
    await instrutor(`/instrutor/aulas/${aula.id_aulas_praticas}/finalizar`, {
      hodometro: veiculo.hodometro + 6,
      ...CENTRO_SAO_LUIS,
    });
    await expect(page.getByLabel(`Aulas práticas em andamento: ${antes}`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Aulas em andamento agora' })).not.toContainText(aluno);
    // The alert comes from a job after the finish commits, then over the realtime channel.
    await expect.poll(() => altaOf(page), { timeout: 60_000 }).toBeGreaterThan(altaAntes);
    await expect(maisRecente).toContainText(aluno, { timeout: 60_000 });
    await expect(maisRecente).toContainText('Aberto');
    await page.screenshot({
      path: SHOTS ? `${SHOTS}/dashboard-alerta.png` : testInfo.outputPath('dashboard-alerta.png'),
      fullPage: true,
    });
    await lista.screenshot({
      path: SHOTS ? `${SHOTS}/alertas-ao-vivo.png` : testInfo.outputPath('alertas-ao-vivo.png'),
      fullPage: true,
    });
    for (const tab of [page, lista])
      expect(await tab.evaluate<boolean>("'semRecarregar' in window")).toBe(true);
  });

  test('the lists across schools, a room’s cameras and the report', async ({ page }, testInfo) => {
    const shot = (name: string) => ({
      path: SHOTS ? `${SHOTS}/${name}.png` : testInfo.outputPath(`${name}.png`),
      fullPage: true,
    });
    await logIn(page, { loginPath: '/', account: MONITOR });
    await page.goto('/monitoramento/alunos');
    const alunos = page.getByRole('table', { name: 'Alunos' });
    await expect(alunos).toContainText('Autoescola Demo');
    await expect(alunos).toContainText('CFC Modelo');
    await page.screenshot(shot('lista-alunos'));

    await page.goto('/monitoramento/salas');
    const salas = page.getByRole('table', { name: 'Salas' });
    await expect(salas).toContainText('Sala 1 - Legislação');
    await page.getByRole('link', { name: 'Monitorar Sala 1 - Legislação' }).first().click();
    await expect(page.getByRole('heading', { name: 'Sala 1 - Legislação', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Câmera da sala 1' })).toBeVisible();
    await page.screenshot(shot('sala-presencial'));

    await page.goto('/monitoramento/relatorios');
    await expect(page.getByRole('table', { name: 'Relatório de monitoramento' })).toContainText(
      'Autoescola Demo',
    );
    await page.screenshot(shot('relatorio'));
  });

  test('the school watches its rooms, its theory sessions of the day and its monitoring report', async ({
    page,
  }, testInfo) => {
    const shot = (name: string) => ({
      path: SHOTS ? `${SHOTS}/${name}.png` : testInfo.outputPath(`${name}.png`),
      fullPage: true,
    });
    const { account, password } = await admin();
    await logIn(page, { loginPath: '/', account, password });
    await page.goto('/admin/monitoramento/monitorar/sala');
    await expect(page.getByRole('heading', { name: 'Monitorar salas', level: 1 })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Câmera da sala 1' })).toBeVisible();
    await expect(page.getByText('Offline').first()).toBeVisible();
    await page.screenshot(shot('monitorar-sala'));
    await page.getByRole('link', { name: 'Tela cheia: Sala 1 - Legislação' }).click();
    await expect(page).toHaveURL(/\/admin\/monitoramento\/monitorar\/sala\/max\?sala=\d+$/);
    await expect(page.getByRole('heading', { name: 'Sala 1 - Legislação', level: 1 })).toBeVisible();
    await page.screenshot(shot('monitorar-sala-max'));

    await page.goto('/admin/monitoramento/teorica');
    await expect(
      page.getByRole('heading', { name: 'Monitoramento das aulas teóricas', level: 1 }),
    ).toBeVisible();
    const sessoes = page.getByRole('table', { name: 'Monitoramento das aulas teóricas' });
    await expect(sessoes.or(page.getByText('Nenhuma aula teórica presencial neste dia.'))).toBeVisible();
    await page.screenshot(shot('monitoramento-teorica'));

    await page.goto('/admin/monitoramento/relatorio-monitoramento');
    await expect(page.getByRole('table', { name: 'Relatório de monitoramento' })).toContainText(
      'Autoescola Demo',
    );
    await expect(page.getByRole('table', { name: 'Relatório de monitoramento' })).not.toContainText(
      'CFC Modelo',
    );
    await page.screenshot(shot('relatorio-escola'));
  });
});
