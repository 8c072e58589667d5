import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ownAccount, Papel } from './support/accounts.ts';
import { logIn } from './support/login.ts';

/**
 * Giving a practical lesson on the instructor's phone, then seeing it as the student. The demo
 * month has no lesson today (seed-aulas.ts), and a lesson starts only within minutes of its time,
 * so the test books one for the next minute through the staff API, for Alice Aluna (the demo
 * student with a login) in a category A process of her own, with Ivo Instrutor (licence AB).
 */

const API = '/api/v1';
const INSTRUTOR = '111.444.777-35';
const ALUNA = { cpf: '529.982.247-25', nome: 'Alice Aluna' };
const INSTRUTOR_NOME = 'Ivo Instrutor';
/** Inside the perimeter 'Centro - São Luís' of Autoescola Demo (modules/processos/seed.ts). */
const CENTRO_SAO_LUIS = { latitude: -2.53, longitude: -44.3, accuracy: 8 };
/** A 1x1 PNG: the photo the phone's camera would give. */
const FOTO = {
  name: 'aluno.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const PHONE = { width: 390, height: 844 };
const TRACK_TICK_MS = 15_000;

test.use({ viewport: PHONE, permissions: ['geolocation'], geolocation: CENTRO_SAO_LUIS });

const SAO_PAULO = 'America/Sao_Paulo';
const hhmm = (instant: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: SAO_PAULO,
  }).format(new Date(instant));
const diaSP = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO }).format(instant);
const km = (value: number) => `${new Intl.NumberFormat('pt-BR').format(value)} km`;

interface Staff {
  readonly get: <T>(path: string) => Promise<T>;
  readonly post: <T>(
    path: string,
    data: object,
  ) => Promise<{ status: number; body: { dados: T; mensagem?: string } }>;
}

/** The spec's own administrator of Autoescola Demo, who books the lessons. */
const admin = ownAccount({ school: 'autoescolademo', role: Papel.ADMIN, label: 'aula-instrutor' });

/** The school's administrator through the API, as the staff screens would call it. */
async function staff(request: APIRequestContext): Promise<Staff> {
  const { account, password } = await admin();
  const login = await request.post(`${API}/login`, {
    data: { email: account, password, encerrar_outra_sessao: true },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { dados } = await login.json();
  const headers = { Authorization: `Bearer ${dados.access_token}`, Role: '1', CFC: dados.cfc };
  return {
    async get<T>(path: string) {
      const reply = await request.get(`${API}${path}`, { headers });
      expect(reply.status(), await reply.text()).toBe(200);
      return (await reply.json()).dados as T;
    },
    async post<T>(path: string, data: object) {
      const reply = await request.post(`${API}${path}`, { headers, data });
      return { status: reply.status(), body: (await reply.json()) as { dados: T; mensagem?: string } };
    },
  };
}

interface Processo {
  id_processo: number;
  aluno_id: number;
  renach: string;
  categoria: string;
  status: string;
  expirado: boolean;
}
interface Veiculo {
  id_veiculo: number;
  placa: string;
  categoria: string;
  hodometro: number;
  ativo: boolean;
}

/** Books Alice's lesson with Ivo on a motorcycle at `inicio`; answers the lesson and its vehicle. */
async function bookLessons(request: APIRequestContext) {
  const api = await staff(request);
  const processos = await api.get<{ data: Processo[] }>(
    `/processos?${new URLSearchParams({ filtro: ALUNA.nome, status: 'aberto', per_page: '100' })}`,
  );
  const daAluna = processos.data[0];
  if (!daAluna) throw new Error('Alice Aluna has no process in the demo');
  let processo = processos.data.find((found) => found.categoria === 'A' && !found.expirado);
  if (!processo) {
    const created = await api.post<Processo>('/processos', {
      aluno_id: daAluna.aluno_id,
      renach: daAluna.renach,
      categoria: 'A',
      tipo: 'primeira_habilitacao',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    processo = created.body.dados;
  }
  const [instrutor] = (
    await api.get<{ data: { id_instrutor: number; nome: string }[] }>('/instrutores?filtro=Ivo')
  ).data;
  if (!instrutor) throw new Error('Ivo Instrutor is not in the demo');
  const motos = (await api.get<{ data: Veiculo[] }>('/veiculos?per_page=100')).data.filter(
    (veiculo) => veiculo.categoria === 'A' && veiculo.ativo,
  );

  // The next whole minute but one: in the future for the booking, within the start tolerance.
  const inicio = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
  const amanha = new Date(inicio.getTime() + 86_400_000);
  const book = (veiculo: Veiculo, at: string) =>
    api.post<{ id_aulas_praticas: number; inicio: string; fim: string }>('/aulas-praticas', {
      processo_id: processo.id_processo,
      instrutor_id: instrutor.id_instrutor,
      veiculo_id: veiculo.id_veiculo,
      inicio: at,
      horas_aula: 1,
    });
  const refused: string[] = [];
  for (const veiculo of motos) {
    const hoje = await book(veiculo, inicio.toISOString());
    if (hoje.status !== 201) {
      refused.push(`${veiculo.placa}: ${JSON.stringify(hoje.body)}`);
      continue;
    }
    // Tomorrow at 10:00 São Paulo: the student's next lesson once today's is given.
    const proxima = await book(veiculo, `${diaSP(amanha)}T10:00:00-03:00`);
    expect(proxima.status, JSON.stringify(proxima.body)).toBe(201);
    return { api, aula: hoje.body.dados, proxima: proxima.body.dados, veiculo };
  }
  throw new Error(`no demo motorcycle was free for the next minute: ${refused.join('; ')}`);
}

async function dismissPhotoNotice(page: Page) {
  const notice = page.getByRole('dialog', { name: 'Aviso Importante!' });
  await notice.getByRole('button', { name: 'Ok' }).click();
  await expect(notice).toBeHidden();
}

async function takePhoto(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Tirar foto do aluno' }).click();
  await (await chooser).setFiles(FOTO);
  await expect(dialog.getByRole('img', { name: 'Foto do aluno que será enviada' })).toBeVisible();
}

test.describe('aula prática no celular do instrutor', () => {
  test('the instructor starts a lesson, records the track offline and online, finishes it; the student sees it given', async ({
    page,
    context,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { api, aula, proxima, veiculo } = await bookLessons(request);
    const horario = `${hhmm(aula.inicio)}–${hhmm(aula.fim)}`;

    // Positions the server stored: the lesson's track as staff read it.
    const noServidor = async () =>
      (await api.get<unknown[]>(`/aulas-praticas/${aula.id_aulas_praticas}/posicoes`)).length;

    // The phone starts 12 minutes before the lesson: 2 minutes before its start window opens.
    const adiantado = Date.now() - (Date.parse(aula.inicio) - 12 * 60_000);
    await page.clock.install({ time: Date.now() - adiantado });
    await logIn(page, { loginPath: '/instrutor', account: INSTRUTOR });
    await expect(page).toHaveURL('/instrutor-cfc/aulas');
    await dismissPhotoNotice(page);

    const card = page.getByRole('article', { name: ALUNA.nome });
    await expect(card).toContainText(horario);
    await expect(card).toContainText(veiculo.placa);
    await expect(card).toContainText('Agendada');
    // Before the window the button waits and says when it opens: no evidence is asked in vain.
    const abre = hhmm(new Date(Date.parse(aula.inicio) - 10 * 60_000).toISOString());
    await expect(card.getByRole('button', { name: 'Iniciar aula' })).toBeDisabled();
    await expect(card.getByText(`Disponível às ${abre}`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('0-antes-da-janela.png'), fullPage: true });
    const pageWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(pageWidth).toBeLessThanOrEqual(PHONE.width);
    // The phone's clock reaches the real one: the window is open and the button turns on by itself.
    await page.clock.fastForward(adiantado);
    await expect(card.getByRole('button', { name: 'Iniciar aula' })).toBeEnabled();
    await expect(card.getByText(/^Disponível às/)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('1-aulas-do-dia.png'), fullPage: true });

    // Start: an odometer below the vehicle's is refused by the server with its own words.
    await card.getByRole('button', { name: 'Iniciar aula' }).click();
    const inicio = page.getByRole('dialog', { name: `Iniciar aula de ${ALUNA.nome}` });
    await expect(inicio.getByText('Localização obtida (precisão de 8 m)')).toBeVisible();
    const hodometro = inicio.getByRole('textbox', { name: 'Hodômetro inicial (km)' });
    await hodometro.fill(String(veiculo.hodometro - 1));
    await takePhoto(page, inicio);
    await page.screenshot({ path: testInfo.outputPath('2-iniciar.png'), fullPage: true });
    await inicio.getByRole('button', { name: 'Iniciar aula' }).click();
    const menor = `O hodômetro não pode ser menor que o atual do veículo (${veiculo.hodometro} km).`;
    await expect(inicio.getByText(menor)).toBeVisible();
    // Said once, beside the odometer: no toast repeats it.
    await expect(page.getByText(menor)).toHaveCount(1);

    const hodometroInicial = veiculo.hodometro + 3;
    await hodometro.fill(String(hodometroInicial));
    const iniciada = page.waitForResponse((response) =>
      response.url().endsWith(`/aulas/${aula.id_aulas_praticas}/iniciar`),
    );
    await inicio.getByRole('button', { name: 'Iniciar aula' }).click();
    const started = await (await iniciada).json();
    expect(started.dados).toMatchObject({ status: 'em_andamento', fotos: ['inicio'] });
    await expect(inicio).toBeHidden();
    await expect(page.getByText('Aula iniciada.')).toBeVisible();
    await expect(card).toContainText('Em andamento');
    await expect(card).toContainText(`Iniciada às ${hhmm(started.dados.anotacao.inicio)}`);

    // The track: a position at the start, then one every 15 seconds of the phone's clock.
    const trilha = card.getByRole('region', { name: 'Trajeto da aula' });
    await expect(trilha).toContainText('Nenhuma posição aguardando envio');
    const enviadas = async () =>
      Number((await trilha.textContent())?.match(/(\d+) posiç(?:ão|ões) enviadas?/)?.[1]);
    await expect.poll(enviadas).toBeGreaterThanOrEqual(1);
    const antes = await enviadas();
    await page.clock.runFor(TRACK_TICK_MS);
    await expect(trilha).toContainText(`${antes + 1} posições enviadas`);

    // Offline: positions wait on the phone and the screen says so.
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' })).toBeVisible();
    await expect(trilha).toContainText('Sem conexão');
    for (let tick = 1; tick <= 3; tick++) {
      await page.clock.runFor(TRACK_TICK_MS);
      await expect(trilha).toContainText(
        tick === 1 ? '1 posição aguardando envio' : `${tick} posições aguardando envio`,
      );
    }
    await expect(trilha).toContainText(`${antes + 1} posições enviadas`);
    await page.screenshot({ path: testInfo.outputPath('3-sem-conexao.png'), fullPage: true });

    // Back online, the queue drains at once.
    await context.setOffline(false);
    await expect(trilha).toContainText('Nenhuma posição aguardando envio');
    await expect(trilha).not.toContainText('Sem conexão');
    await expect(trilha).toContainText(`${antes + 4} posições enviadas`);
    await expect.poll(noServidor).toBe(antes + 4);

    // What waits survives a reload (localStorage): the server refuses nothing, it just cannot be reached.
    await page.route('**/posicoes', (route) => route.abort('internetdisconnected'));
    await page.clock.runFor(TRACK_TICK_MS);
    await expect(trilha).toContainText('1 posição aguardando envio');
    await page.reload();
    // The stored position, and the one taken as the screen comes back.
    await expect(trilha).toContainText('2 posições aguardando envio');
    await page.unroute('**/posicoes');
    await page.clock.runFor(TRACK_TICK_MS);
    await expect(trilha).toContainText('Nenhuma posição aguardando envio');
    await expect(trilha).toContainText(`${antes + 7} posições enviadas`);
    await expect.poll(noServidor).toBe(antes + 7);

    // Finish: never below the start; the phone says so before the server does.
    await card.getByRole('button', { name: 'Finalizar aula' }).click();
    const fim = page.getByRole('dialog', { name: `Finalizar aula de ${ALUNA.nome}` });
    await expect(fim).toContainText(`O início foi com ${km(hodometroInicial)}`);
    await expect(fim.getByText(/Localização obtida/)).toBeVisible();
    const hodometroFinal = fim.getByRole('textbox', { name: 'Hodômetro final (km)' });
    await hodometroFinal.fill(String(hodometroInicial - 1));
    await takePhoto(page, fim);
    await fim.getByRole('button', { name: 'Finalizar aula' }).click();
    await expect(fim.getByText('O hodômetro final não pode ser menor que o inicial.')).toBeVisible();
    await hodometroFinal.fill(String(hodometroInicial + 12));
    const finalizada = page.waitForResponse((response) =>
      response.url().endsWith(`/aulas/${aula.id_aulas_praticas}/finalizar`),
    );
    await fim.getByRole('button', { name: 'Finalizar aula' }).click();
    const finished = (await (await finalizada).json()).dados;
    expect(finished).toMatchObject({
      status: 'realizada',
      fotos: expect.arrayContaining(['inicio', 'fim']),
      anotacao: { hodometro_inicio: hodometroInicial, hodometro_fim: hodometroInicial + 12 },
    });
    await expect(page.getByText('Aula finalizada.')).toBeVisible();

    // Given: begin and finish times and the odometers, read only.
    await expect(card).toContainText('Realizada');
    await expect(card).toContainText(`Início${hhmm(finished.anotacao.inicio)}`);
    await expect(card).toContainText(`Fim${hhmm(finished.anotacao.fim)}`);
    await expect(card).toContainText(`Hodômetro inicial${km(hodometroInicial)}`);
    await expect(card).toContainText(`Hodômetro final${km(hodometroInicial + 12)}`);
    await expect(card).toContainText('12 km rodados');
    await expect(card.getByRole('textbox')).toHaveCount(0);
    await expect(card.getByRole('button')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('4-realizada.png'), fullPage: true });

    // The status of the address filters the day.
    const filtro = page.getByRole('navigation', { name: 'Filtrar aulas por situação' });
    await filtro.getByRole('link', { name: /^Agendadas/ }).click();
    await expect(page).toHaveURL('/instrutor-cfc/aulas/agendadas');
    await expect(card).toBeHidden();
    await filtro.getByRole('link', { name: /^Realizadas/ }).click();
    await expect(page).toHaveURL('/instrutor-cfc/aulas/realizadas');
    await expect(card).toBeVisible();

    // Other days: tomorrow's lesson is there, not startable yet; then back to today.
    const amanha = diaSP(new Date(proxima.inicio));
    await page.getByRole('button', { name: 'Próximo dia' }).click();
    await expect(page).toHaveURL(`/instrutor-cfc/aulas/realizadas?dia=${amanha}`);
    await expect(page.getByText('Nenhuma aula com esta situação neste dia.')).toBeVisible();
    await filtro.getByRole('link', { name: /^Todas/ }).click();
    await expect(page).toHaveURL(`/instrutor-cfc/aulas?dia=${amanha}`);
    await expect(card).toContainText(`${hhmm(proxima.inicio)}–${hhmm(proxima.fim)}`);
    await expect(card).toContainText('A aula pode ser iniciada no dia dela');
    await expect(card.getByRole('button')).toHaveCount(0);
    await page.getByRole('button', { name: /escolher outro dia$/ }).click();
    const calendario = page.getByRole('dialog');
    await expect(calendario.getByRole('table')).toBeVisible();
    await expect(calendario).toHaveCSS('opacity', '1');
    await page.screenshot({ path: testInfo.outputPath('5-outro-dia.png'), fullPage: true });
    await page.keyboard.press('Escape');
    await expect(calendario).toBeHidden();
    await page.getByRole('button', { name: 'Voltar para hoje' }).click();
    await expect(page).toHaveURL('/instrutor-cfc/aulas');
    await expect(card).toContainText(horario);

    // The server kept the record: started and finished with those odometers.
    const detalhe = await api.get<{
      status: string;
      historico: { acao: string; para: { hodometro?: number } }[];
    }>(`/aulas-praticas/${aula.id_aulas_praticas}`);
    expect(detalhe.status).toBe('realizada');
    expect(
      detalhe.historico
        .filter((item) => item.acao !== 'agendada')
        .map((item) => [item.acao, item.para.hodometro]),
    ).toEqual([
      ['iniciada', hodometroInicial],
      ['finalizada', hodometroInicial + 12],
    ]);

    // The student sees the lesson given, and tomorrow's as the next one.
    const aluno = await browser.newContext({ viewport: PHONE });
    const studentPage = await aluno.newPage();
    await logIn(studentPage, { loginPath: '/aluno', account: ALUNA.cpf });
    await dismissPhotoNotice(studentPage);
    await studentPage.goto('/candidato/aulas-praticas/realizadas');
    await expect(studentPage.getByRole('heading', { level: 1, name: 'Aulas práticas' })).toBeVisible();
    const dada = studentPage.getByRole('article').filter({ hasText: horario });
    await expect(dada).toContainText('Realizada');
    await expect(dada).toContainText(
      `Realizada das ${hhmm(finished.anotacao.inicio)} às ${hhmm(finished.anotacao.fim)}`,
    );
    await expect(dada).toContainText(`Instrutor: ${INSTRUTOR_NOME}`);
    await expect(dada).toContainText(veiculo.placa);
    const proximaAula = studentPage.getByRole('region', { name: 'Próxima aula' });
    await expect(proximaAula).toContainText(`${hhmm(proxima.inicio)}–${hhmm(proxima.fim)}`);
    const horas = studentPage.getByRole('region', { name: 'Horas de aula' });
    // Given in a minute, under the 45-minute minimum (SPEC §8): it does not count as an h/a.
    await expect(horas.getByRole('group', { name: /^Categoria A ·/ })).toContainText(
      /0 de \d+ h\/a realizadas/,
    );
    await studentPage.screenshot({ path: testInfo.outputPath('6-aluno-celular.png'), fullPage: true });

    await studentPage
      .getByRole('navigation', { name: 'Filtrar aulas por situação' })
      .getByRole('link', { name: 'Agendadas' })
      .click();
    await expect(studentPage).toHaveURL('/candidato/aulas-praticas/agendadas');
    await expect(studentPage.getByRole('article').filter({ hasText: horario })).toHaveCount(0);
    await studentPage.setViewportSize({ width: 1280, height: 900 });
    await studentPage.goto('/candidato/aulas-praticas');
    await expect(studentPage.getByRole('article').filter({ hasText: horario })).toBeVisible();
    await studentPage.screenshot({ path: testInfo.outputPath('7-aluno-desktop.png'), fullPage: true });
    await aluno.close();
  });
});
