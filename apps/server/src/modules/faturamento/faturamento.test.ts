import type {
  ContratoFaturamento,
  Fatura,
  FaturaDetalhe,
  FaturamentoExecucao,
  FaturasTotais,
  ItemFaturado,
  PreviaFaturamento,
} from '@cfc/contract';
import { formatCents, todayInSaoPaulo } from '@cfc/domain';
import { brCodeIntegro, formatarLinhaDigitavel, linhaDigitavelValida } from '@cfc/domain/pagamentos';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, outbox, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { pdfText } from '../evidencias/pdf-text.fixtures.ts';
import { calcularFatura, vencimentoDe } from './calculo.ts';

const engines = await testEngines();

/** The month of the fixture: nothing of the demo happens in it, the test puts in what it bills. */
const MES = '2026-03';
type Page<T> = { data: T[]; total: number; totais: FaturasTotais };

describe('the billing arithmetic', () => {
  const contrato = {
    preco_aluno_cadastrado_centavos: 2000,
    preco_aula_pratica_centavos: 500,
    preco_aula_teorica_centavos: 150,
    franquia_aulas_praticas: 2,
    franquia_aulas_teoricas: 0,
    gratuidade_pratica: false,
    gratuidade_teorica: false,
  };

  it('bills each item at its price and takes min(count, quota) × price off as the free quota', () => {
    const fatura = calcularFatura(contrato, { cadastrados: 2, praticas: 5, teoricas: 2 });
    expect(fatura.franquia_praticas).toEqual({
      quantidade: 2,
      valor_unitario_centavos: -500,
      valor_centavos: -1000,
    });
    expect(fatura.franquia_teoricas.valor_centavos).toBe(0);
    // 2 × 20,00 + 5 × 5,00 − 2 × 5,00 + 2 × 1,50
    expect(fatura.total_centavos).toBe(5800);
    // A quota larger than the month gives the whole kind free, never less than nothing.
    expect(
      calcularFatura(
        { ...contrato, franquia_aulas_praticas: 50 },
        { cadastrados: 0, praticas: 5, teoricas: 0 },
      ).total_centavos,
    ).toBe(0);
  });

  it("waives a kind altogether with the school's gratuidade flag, quota included", () => {
    const fatura = calcularFatura(
      { ...contrato, gratuidade_pratica: true },
      { cadastrados: 2, praticas: 5, teoricas: 2 },
    );
    expect(fatura.aulas_praticas).toMatchObject({ quantidade: 5, valor_centavos: 0, gratuidade: true });
    expect(fatura.franquia_praticas.valor_centavos).toBe(0);
    expect(fatura.total_centavos).toBe(4300);
  });

  it("falls due on the contract's day of the next month", () => {
    expect(vencimentoDe('2026-03', 10)).toBe('2026-04-10');
    expect(vencimentoDe('2026-12', 28)).toBe('2027-01-28');
  });
});

describe.each(engines)('the monthly billing run and the invoices on $name', (engine) => {
  let platform: Platform;
  const call = apiCaller(() => platform);
  const s = {} as Record<'financeiro' | 'comercial' | 'admin' | 'modelo' | 'gestor', Session>;
  let demoId = 0;

  beforeAll(async () => {
    platform = await startTestPlatform(engine, { jobs: true });
    s.financeiro = await sessionFor(platform, 'financeiro@demo.cfc');
    s.comercial = await sessionFor(platform, 'comercial@demo.cfc');
    s.admin = await sessionFor(platform, 'admin@demo.cfc');
    s.modelo = await sessionFor(platform, 'admin@modelo.cfc');
    s.gestor = await sessionFor(platform, 'gestor@demo.cfc');
    demoId = await fixture();
  }, 120_000);
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  /**
   * March 2026 at Autoescola Demo: 2 students registered, 5 practical lessons given (and one cancelled,
   * one still scheduled, not billed), a theory session with 3 students expected and 2 present.
   */
  async function fixture(): Promise<number> {
    const { db } = platform.database;
    const escola = await db
      .selectFrom('autoescolas')
      .select('id')
      .where('slug', '=', 'autoescolademo')
      .executeTakeFirstOrThrow();
    const id = escola.id;
    const livres = await db
      .selectFrom('alunos')
      .select('id')
      .where('autoescola_id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('fatura_itens as i').select('i.id').whereRef('i.aluno_id', '=', 'alunos.id'))),
      )
      .orderBy('id')
      .limit(2)
      .execute();
    await sql`update alunos set created_at = '2026-03-10T13:00:00Z'
               where autoescola_id = ${id} and id in (${sql.join(livres.map((a) => a.id))})`.execute(db);
    const processo = await db
      .selectFrom('processos')
      .select(['id', 'aluno_id'])
      .where('autoescola_id', '=', id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const instrutor = await db
      .selectFrom('instrutores')
      .select('id')
      .where('autoescola_id', '=', id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const veiculo = await db
      .selectFrom('veiculos')
      .select('id')
      .where('autoescola_id', '=', id)
      .where('categoria', '=', 'B')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const status = [
      'realizada',
      'realizada',
      'realizada',
      'realizada',
      'realizada',
      'cancelada',
      'agendada',
    ] as const;
    await db
      .insertInto('aulas_praticas')
      .values(
        status.map((st, n) => ({
          autoescola_id: id,
          processo_id: processo.id,
          aluno_id: processo.aluno_id,
          instrutor_id: instrutor.id,
          veiculo_id: veiculo.id,
          // 08:00 in São Paulo, one day apart; the last one on the 31st at 23:30 is still March there.
          inicio: new Date(n === 6 ? '2026-04-01T02:30:00Z' : `2026-03-0${n + 2}T11:00:00Z`),
          fim: new Date(n === 6 ? '2026-04-01T03:20:00Z' : `2026-03-0${n + 2}T11:50:00Z`),
          status: st,
          ...(st === 'cancelada' ? { motivo_cancelamento: 'Aluno faltou' } : {}),
        })),
      )
      .execute();
    const turma = await db
      .selectFrom('turmas')
      .select(['id', 'sala_id'])
      .where('autoescola_id', '=', id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const professor = await db
      .selectFrom('turma_instrutores')
      .select('instrutor_id')
      .where('autoescola_id', '=', id)
      .where('turma_id', '=', turma.id)
      .executeTakeFirstOrThrow();
    const aula = await db
      .insertInto('aulas_teoricas')
      .values({
        autoescola_id: id,
        turma_id: turma.id,
        sala_id: turma.sala_id,
        disciplina: 'legislacao',
        instrutor_id: professor.instrutor_id,
        inicio: new Date('2026-03-16T22:00:00Z'),
        fim: new Date('2026-03-16T23:40:00Z'),
        status: 'encerrada',
        aberta_em: new Date('2026-03-16T22:00:00Z'),
        encerrada_em: new Date('2026-03-16T23:40:00Z'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const matriculas = await db
      .selectFrom('matriculas')
      .select(['id', 'aluno_id'])
      .where('autoescola_id', '=', id)
      .where('turma_id', '=', turma.id)
      .where('status', '=', 'ativa')
      .orderBy('id')
      .limit(3)
      .execute();
    await db
      .insertInto('presencas')
      .values(
        matriculas.map((m, n) => ({
          autoescola_id: id,
          aula_id: aula.id,
          aluno_id: m.aluno_id,
          matricula_id: m.id,
          ...(n < 2
            ? {
                entrada: new Date('2026-03-16T22:01:00Z'),
                saida: new Date('2026-03-16T23:40:00Z'),
                minutos: 99,
                horas_aula: 2,
              }
            : {}),
        })),
      )
      .execute();
    return id;
  }

  const contratoDemo = {
    preco_aluno_cadastrado_centavos: 2000,
    preco_aula_pratica_centavos: 500,
    preco_aula_teorica_centavos: 150,
    franquia_aulas_praticas: 2,
    franquia_aulas_teoricas: 0,
    dia_vencimento: 10,
    email_cobranca: 'financeiro@autoescolademo.com.br',
    id_sindicato: null,
    id_consultor: null,
    comissao_pontos_base: 0,
    ativo: true,
  };

  async function previa(): Promise<PreviaFaturamento> {
    const reply = await call('GET', `/financeiro/faturamento/previa?competencia=${MES}`, s.financeiro);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().dados;
  }

  async function ateConcluir(id: number): Promise<FaturamentoExecucao> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const reply = await call('GET', `/financeiro/faturamentos/${id}`, s.financeiro);
      expect(reply.statusCode, reply.body).toBe(200);
      const execucao = reply.json().dados as FaturamentoExecucao;
      if (execucao.status !== 'emitindo' || Date.now() > deadline) return execucao;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('lists the granted schools with their contracts and saves one; a bad one is 422 per field', async () => {
    const lista = await call('GET', '/financeiro/contratos', s.financeiro);
    expect(lista.statusCode, lista.body).toBe(200);
    const contratos = lista.json().dados.data as ContratoFaturamento[];
    expect(contratos.map((c) => c.autoescola).sort()).toEqual(['autoescolademo', 'cfcmodelo']);
    expect(contratos.find((c) => c.autoescola === 'autoescolademo')).toMatchObject({
      tem_contrato: true,
      dia_vencimento: 10,
    });

    const ruim = await call('PUT', `/financeiro/contratos/${demoId}`, s.financeiro, {
      ...contratoDemo,
      dia_vencimento: 31,
      email_cobranca: 'sem-arroba',
      id_consultor: 999999,
    });
    expect(ruim.statusCode).toBe(422);
    expect(Object.keys(ruim.json().errors).sort()).toEqual(['dia_vencimento', 'email_cobranca']);
    const consultor = await call('PUT', `/financeiro/contratos/${demoId}`, s.financeiro, {
      ...contratoDemo,
      id_consultor: 999999,
    });
    expect(consultor.statusCode).toBe(422);
    expect(consultor.json().errors).toEqual({
      id_consultor: ['Consultor não encontrado entre os administradores da operadora.'],
    });

    const opcoes = (await call('GET', '/financeiro/contratos/opcoes', s.financeiro)).json().dados;
    expect(opcoes.sindicatos.length).toBeGreaterThan(0);
    const salvo = await call('PUT', `/financeiro/contratos/${demoId}`, s.financeiro, {
      ...contratoDemo,
      id_sindicato: opcoes.sindicatos[0].id,
    });
    expect(salvo.statusCode, salvo.body).toBe(200);
    expect(salvo.json()).toMatchObject({
      mensagem: 'Contrato salvo.',
      dados: {
        preco_aula_pratica_centavos: 500,
        franquia_aulas_praticas: 2,
        sindicato_nome: opcoes.sindicatos[0].nome,
      },
    });
    // Commercial staff read nothing of this and change nothing.
    expect((await call('GET', '/financeiro/contratos', s.comercial)).statusCode).toBe(403);
    expect((await call('PUT', `/financeiro/contratos/${demoId}`, s.comercial, contratoDemo)).statusCode).toBe(
      403,
    );
  });

  it('previews the month as worked by hand, with the gratuidade flag waiving a kind', async () => {
    const { db } = platform.database;
    await db.updateTable('autoescolas').set({ gratuidade_teorica: true }).where('id', '=', demoId).execute();
    let demo = (await previa()).escolas.find((e) => e.autoescola === 'autoescolademo');
    expect(demo?.aulas_teoricas).toMatchObject({ quantidade: 2, valor_centavos: 0, gratuidade: true });
    expect(demo?.total_centavos).toBe(5500);

    await db.updateTable('autoescolas').set({ gratuidade_teorica: false }).where('id', '=', demoId).execute();
    const resultado = await previa();
    demo = resultado.escolas.find((e) => e.autoescola === 'autoescolademo');
    expect(demo).toMatchObject({
      id_fatura: null,
      alunos_cadastrados: { quantidade: 2, valor_unitario_centavos: 2000, valor_centavos: 4000 },
      aulas_praticas: { quantidade: 5, valor_centavos: 2500, gratuidade: false },
      aulas_teoricas: { quantidade: 2, valor_unitario_centavos: 150, valor_centavos: 300 },
      franquia_praticas: { quantidade: 2, valor_centavos: -1000 },
      franquia_teoricas: { quantidade: 0, valor_centavos: 0 },
      total_centavos: 5800,
    });
    const modelo = resultado.escolas.find((e) => e.autoescola === 'cfcmodelo');
    expect(modelo?.total_centavos).toBe(0);
    expect(resultado.totais).toMatchObject({
      escolas: 2,
      a_faturar: 1,
      ja_faturadas: 0,
      aulas_praticas: 5,
      total_centavos: 5800,
    });

    const futuro = await call('GET', '/financeiro/faturamento/previa?competencia=2026-13', s.financeiro);
    expect(futuro.statusCode).toBe(422);
  });

  let faturaId = 0;

  it('issues the month in the background with progress; the invoice is the sum of its lines, with boleto and PIX', async () => {
    const reply = await call('POST', '/financeiro/faturamentos', s.financeiro, { competencia: MES });
    expect(reply.statusCode, reply.body).toBe(202);
    expect(reply.json().mensagem).toBe('Faturamento iniciado: 1 autoescola a faturar.');
    const execucao = await ateConcluir(reply.json().dados.id_faturamento);
    expect(execucao).toMatchObject({
      status: 'concluido',
      escolas_total: 2,
      escolas_processadas: 2,
      faturas_emitidas: 1,
      valor_centavos: 5800,
    });

    const lista = await call('GET', `/faturas?competencia=${MES}`, s.financeiro);
    expect(lista.statusCode, lista.body).toBe(200);
    const page = lista.json().dados as Page<Fatura>;
    expect(page.data).toHaveLength(1);
    expect(page.totais).toMatchObject({ quantidade: 1, valor_centavos: 5800, valor_pago_centavos: 0 });
    const fatura = page.data[0] as Fatura;
    faturaId = fatura.id_fatura;
    expect(fatura).toMatchObject({
      autoescola: 'autoescolademo',
      tipo: 'mensal',
      valor_centavos: 5800,
      vencimento: '2026-04-10',
      situacao: 'vencida',
    });

    const detalhe = (await call('GET', `/faturas/${faturaId}`, s.financeiro)).json().dados as FaturaDetalhe;
    const porTipo = (tipo: string) => detalhe.itens.filter((i) => i.tipo === tipo);
    expect(porTipo('aluno_cadastrado')).toHaveLength(2);
    expect(porTipo('aula_pratica')).toHaveLength(5);
    expect(porTipo('aula_teorica')).toHaveLength(2);
    expect(porTipo('franquia')).toEqual([
      expect.objectContaining({ quantidade: 2, valor_unitario_centavos: -500, valor_centavos: -1000 }),
    ]);
    expect(detalhe.itens.reduce((soma, i) => soma + i.valor_centavos, 0)).toBe(detalhe.valor_centavos);
    expect(linhaDigitavelValida(detalhe.linha_digitavel ?? '')).toBe(true);
    expect(detalhe.codigo_barras?.slice(9, 19)).toBe('0000005800');
    expect(brCodeIntegro(detalhe.pix_copia_e_cola ?? '')).toBe(true);
    expect(detalhe.pix_qr).toMatch(/^data:image\/png;base64,/);

    // Mailed to the school's billing e-mail with the PDF.
    const [mail] = await outbox(platform, 1);
    expect(mail).toMatchObject({
      to: 'financeiro@autoescolademo.com.br',
      subject: 'Fatura 03/2026 - Autoescola Demo',
    });
    expect(mail?.text).toContain(formatarLinhaDigitavel(detalhe.linha_digitavel ?? ''));
  });

  it('a second run of the month bills nothing twice, and says so', async () => {
    const { db } = platform.database;
    const antes = await db
      .selectFrom('fatura_itens')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    const reply = await call('POST', '/financeiro/faturamentos', s.financeiro, { competencia: MES });
    expect(reply.statusCode, reply.body).toBe(202);
    expect(reply.json().mensagem).toBe('Nada a faturar: as autoescolas deste mês já foram faturadas.');
    const execucao = await ateConcluir(reply.json().dados.id_faturamento);
    expect(execucao).toMatchObject({
      status: 'concluido',
      escolas_processadas: 2,
      faturas_emitidas: 0,
      valor_centavos: 0,
    });
    const depois = await db
      .selectFrom('fatura_itens')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(depois.n).toBe(antes.n);
    const demo = (await previa()).escolas.find((e) => e.autoescola === 'autoescolademo');
    expect(demo).toMatchObject({
      id_fatura: faturaId,
      total_centavos: 5800,
      aulas_praticas: { quantidade: 5 },
    });
    const futuro = await call('POST', '/financeiro/faturamentos', s.financeiro, { competencia: '2099-01' });
    expect(futuro.statusCode).toBe(422);
    expect(futuro.json().errors).toEqual({
      competencia: ['Só se fatura um mês já encerrado ou o mês corrente.'],
    });
  });

  it("bills an extra charge's instalment due by the month, even for a school with nothing else that month", async () => {
    const JANEIRO = '2026-01';
    const produtos = await call('GET', '/financeiro/produtos-servicos?per_page=50', s.financeiro);
    expect(produtos.statusCode, produtos.body).toBe(200);
    const produto = (produtos.json().dados.data as { id_produto: number }[])[0];
    const criada = await call('POST', '/financeiro/cobrancas', s.financeiro, {
      autoescola: 'cfcmodelo',
      itens: [{ id_produto: produto?.id_produto, quantidade: 1, valor_unitario_centavos: 4321 }],
      parcelas: 1,
      primeiro_vencimento: todayInSaoPaulo(),
      faturamento: 'proxima_fatura',
    });
    expect(criada.statusCode, criada.body).toBe(201);
    // As if it had been created in January, falling due then (a due date in the past is refused).
    await platform.database.db
      .updateTable('cobranca_parcelas')
      .set({ vencimento: '2026-01-15' })
      .where('cobranca_id', '=', criada.json().dados.id_cobranca)
      .execute();

    const reply = await call('GET', `/financeiro/faturamento/previa?competencia=${JANEIRO}`, s.financeiro);
    const modelo = (reply.json().dados as PreviaFaturamento).escolas.find(
      (e) => e.autoescola === 'cfcmodelo',
    );
    expect(modelo).toMatchObject({
      id_fatura: null,
      alunos_cadastrados: { quantidade: 0 },
      cobrancas: { quantidade: 1, valor_centavos: 4321 },
      total_centavos: 4321,
    });

    const run = await call('POST', '/financeiro/faturamentos', s.financeiro, { competencia: JANEIRO });
    expect(run.statusCode, run.body).toBe(202);
    expect(await ateConcluir(run.json().dados.id_faturamento)).toMatchObject({
      status: 'concluido',
      faturas_emitidas: 1,
      valor_centavos: 4321,
    });
    const lista = (await call('GET', `/faturas?competencia=${JANEIRO}`, s.financeiro)).json()
      .dados as Page<Fatura>;
    expect(lista.data.map((f) => [f.autoescola, f.valor_centavos])).toEqual([['cfcmodelo', 4321]]);
    const detalhe = (await call('GET', `/faturas/${lista.data[0]?.id_fatura}`, s.financeiro)).json()
      .dados as FaturaDetalhe;
    expect(detalhe.itens).toEqual([
      expect.objectContaining({ tipo: 'cobranca', quantidade: 1, valor_centavos: 4321 }),
    ]);
    const depois = (
      await call('GET', `/financeiro/faturamento/previa?competencia=${JANEIRO}`, s.financeiro)
    ).json().dados as PreviaFaturamento;
    expect(depois.escolas.find((e) => e.autoescola === 'cfcmodelo')).toMatchObject({
      cobrancas: { quantidade: 1, valor_centavos: 4321 },
      total_centavos: 4321,
    });
  });

  it('draws the invoice PDF with the linha digitável, the PIX copia e cola and the total', async () => {
    const reply = await call('GET', `/faturas/${faturaId}/pdf`, s.admin);
    expect(reply.statusCode, reply.body).toBe(200);
    const pdf = Buffer.from(reply.json().dados.dados, 'base64');
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const detalhe = (await call('GET', `/faturas/${faturaId}`, s.financeiro)).json().dados as FaturaDetalhe;
    const texto = pdfText(pdf);
    expect(texto).toContain(detalhe.linha_digitavel_formatada);
    expect(texto).toContain(detalhe.pix_copia_e_cola);
    expect(texto).toContain(formatCents(5800));
    expect(texto).toContain(formatCents(-1000));
  });

  it('shows a school only its own invoices; commercial reads its schools; flags gate the lines', async () => {
    const escolas = async (session: Session) => {
      const reply = await call('GET', '/faturas?per_page=100', session);
      expect(reply.statusCode, reply.body).toBe(200);
      return [...new Set((reply.json().dados as Page<Fatura>).data.map((f) => f.autoescola))].sort();
    };
    expect(await escolas(s.admin)).toEqual(['autoescolademo']);
    expect(await escolas(s.modelo)).toEqual(['cfcmodelo']);
    expect(await escolas(s.financeiro)).toEqual(['autoescolademo', 'cfcmodelo']);
    expect(await escolas(s.comercial)).toEqual(['autoescolademo', 'cfcmodelo']);
    expect((await call('GET', `/faturas/${faturaId}`, s.modelo)).statusCode).toBe(404);

    const praticas = await call('GET', `/faturas/itens?tipo=aula_pratica&competencia=${MES}`, s.admin);
    expect(praticas.statusCode, praticas.body).toBe(200);
    const itens = praticas.json().dados as Page<ItemFaturado> & {
      totais: { quantidade: number; valor_centavos: number };
    };
    expect(itens.total).toBe(5);
    expect(itens.totais).toEqual({ quantidade: 5, valor_centavos: 2500 });
    expect(itens.data[0]?.data_aula).toMatch(/^2026-03-/);

    const { db } = platform.database;
    await db
      .updateTable('usuarios')
      .set({ permissoes: ['faturas_praticas'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    let gestor = await sessionFor(platform, 'gestor@demo.cfc');
    expect((await call('GET', `/faturas/itens?tipo=aula_pratica`, gestor)).statusCode).toBe(200);
    expect((await call('GET', `/faturas/itens?tipo=aula_teorica`, gestor)).statusCode).toBe(403);
    const linhas = (await call('GET', `/faturas/${faturaId}`, gestor)).json().dados as FaturaDetalhe;
    expect(linhas.itens.some((i) => i.tipo === 'aula_teorica')).toBe(false);
    await db.updateTable('usuarios').set({ permissoes: [] }).where('email', '=', 'gestor@demo.cfc').execute();
    gestor = await sessionFor(platform, 'gestor@demo.cfc');
    expect((await call('GET', '/faturas', gestor)).statusCode).toBe(403);

    const cadastrados = await call('GET', `/faturas/alunos-cadastrados?competencia=${MES}`, s.financeiro);
    expect(cadastrados.statusCode, cadastrados.body).toBe(200);
    expect(cadastrados.json().dados.data.every((a: { id_fatura: number }) => a.id_fatura === faturaId)).toBe(
      true,
    );
    expect(cadastrados.json().dados.total).toBe(2);

    // Commercial reads, never writes.
    expect(
      (await call('POST', `/faturas/${faturaId}/cancelar`, s.comercial, { motivo: 'Teste' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/financeiro/faturamentos', s.comercial, { competencia: MES })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/faturas/${faturaId}/reenviar`, s.admin)).statusCode).toBe(403);
  });

  it('totals the filtered set, situation included, and exports it', async () => {
    const todas = (await call('GET', '/faturas?per_page=100', s.financeiro)).json().dados as Page<Fatura>;
    const soma = todas.data
      .filter((f) => f.situacao !== 'cancelada')
      .reduce((t, f) => t + f.valor_centavos, 0);
    expect(todas.totais.valor_centavos).toBe(soma);
    expect(todas.totais.valor_pago_centavos).toBe(todas.data.reduce((t, f) => t + f.valor_pago_centavos, 0));
    const situacoes = new Set(todas.data.map((f) => f.situacao));
    expect(situacoes.has('paga') && situacoes.has('vencida')).toBe(true);
    const vencidas = (await call('GET', '/faturas?situacao=vencida&per_page=100', s.financeiro)).json()
      .dados as Page<Fatura>;
    expect(vencidas.data.every((f) => f.situacao === 'vencida')).toBe(true);
    expect(vencidas.totais.vencido_centavos).toBe(
      vencidas.data.reduce((t, f) => t + f.valor_centavos - f.valor_pago_centavos, 0),
    );
    const csv = await call('GET', `/faturas/xlsx/-/-?formato=csv&competencia=${MES}`, s.financeiro);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json().dados).toContain('Autoescola Demo');
    expect(csv.json().dados).toContain('R$');
  });

  it('resends an invoice and cancels an open one with a reason; only once', async () => {
    const reenvio = await call('POST', `/faturas/${faturaId}/reenviar`, s.financeiro);
    expect(reenvio.statusCode, reenvio.body).toBe(200);
    expect(reenvio.json().mensagem).toBe('Fatura reenviada para financeiro@autoescolademo.com.br.');
    expect((await outbox(platform, 2)).length).toBeGreaterThanOrEqual(2);

    const curto = await call('POST', `/faturas/${faturaId}/cancelar`, s.financeiro, { motivo: 'x' });
    expect(curto.statusCode).toBe(422);
    const cancelada = await call('POST', `/faturas/${faturaId}/cancelar`, s.financeiro, {
      motivo: 'Emitida com preço errado',
    });
    expect(cancelada.statusCode, cancelada.body).toBe(200);
    expect(cancelada.json().dados).toMatchObject({
      situacao: 'cancelada',
      cancelamento_motivo: 'Emitida com preço errado',
    });
    const outra = await call('POST', `/faturas/${faturaId}/cancelar`, s.financeiro, { motivo: 'De novo' });
    expect(outra.statusCode).toBe(409);
    expect(outra.json().mensagem).toBe('Só uma fatura em aberto, sem pagamentos, pode ser cancelada.');
  });

  it('seeds paid, written-off, reversed and overdue invoices whose paid amounts match their payments', async () => {
    const { db } = platform.database;
    const faturas = await db
      .selectFrom('faturas as f')
      .select([
        'f.id',
        'f.status',
        'f.valor_centavos',
        'f.valor_pago_centavos',
        sql<number>`(select coalesce(sum(p.valor_centavos), 0)::int from pagamentos p
                     where p.autoescola_id = f.autoescola_id and p.fatura_id = f.id and p.estornado_em is null)`.as(
          'pagos',
        ),
        sql<number>`(select coalesce(sum(i.valor_centavos), 0)::int from fatura_itens i
                     where i.autoescola_id = f.autoescola_id and i.fatura_id = f.id)`.as('linhas'),
      ])
      .execute();
    for (const f of faturas) {
      expect(f.valor_pago_centavos).toBe(f.pagos);
      expect(f.linhas).toBe(f.valor_centavos);
      expect(f.status === 'paga').toBe(f.valor_pago_centavos >= f.valor_centavos && f.valor_centavos > 0);
    }
    const origens = await db.selectFrom('pagamentos').select(['origem', 'estornado_em']).execute();
    expect(new Set(origens.map((p) => p.origem))).toEqual(new Set(['retorno', 'manual']));
    expect(origens.filter((p) => p.estornado_em !== null)).toHaveLength(1);
  });
});
