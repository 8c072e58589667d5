import type { CobrancaDetalhe, CobrancasPage, ProdutoServico } from '@cfc/contract';
import { addMonths, todayInSaoPaulo } from '@cfc/domain';
import { brCodeIntegro, lerPixCopiaECola, linhaDigitavelValida } from '@cfc/domain/pagamentos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { faturarParcelasPendentes } from './index.ts';

const engines = await testEngines();

describe.each(engines)('extra charges on $name', (engine) => {
  let platform: Platform;
  const call = apiCaller(() => platform);
  const s = {} as Record<'financeiro' | 'admin' | 'gestor' | 'modelo', Session>;
  const hoje = todayInSaoPaulo();
  const mes = (meses: number) => addMonths(`${hoje.slice(0, 7)}-15`, meses);
  let catalogo: ProdutoServico[] = [];
  const produto = (nome: string) => {
    const found = catalogo.find((p) => p.nome === nome);
    if (!found) throw new Error(`sem ${nome}`);
    return found;
  };

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    s.financeiro = await sessionFor(platform, 'financeiro@demo.cfc');
    s.admin = await sessionFor(platform, 'admin@demo.cfc');
    s.gestor = await sessionFor(platform, 'gestor@demo.cfc');
    s.modelo = await sessionFor(platform, 'admin@modelo.cfc');
    const reply = await call('GET', '/financeiro/produtos-servicos?per_page=100', s.financeiro);
    catalogo = reply.json().dados.data;
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  async function criar(body: object): Promise<CobrancaDetalhe> {
    const reply = await call('POST', '/financeiro/cobrancas', s.financeiro, body);
    expect(reply.statusCode, reply.body).toBe(201);
    return reply.json().dados;
  }

  it('keeps a catalogue: the demo items, a new one, a duplicate name refused, edited and deactivated', async () => {
    expect(catalogo.map((p) => p.nome)).toEqual(
      expect.arrayContaining([
        'Taxa de implantação',
        'Treinamento presencial',
        'Câmera IP adicional',
        'Suporte estendido',
      ]),
    );
    const created = await call('POST', '/financeiro/produtos-servicos', s.financeiro, {
      nome: 'Placa de sinalização',
      descricao: '',
      tipo: 'produto',
      preco_centavos: 12_345,
    });
    expect(created.statusCode, created.body).toBe(201);
    const novo = created.json().dados as ProdutoServico;
    expect(novo).toMatchObject({
      nome: 'Placa de sinalização',
      descricao: null,
      preco_centavos: 12_345,
      ativo: true,
    });

    const duplicate = await call('POST', '/financeiro/produtos-servicos', s.financeiro, {
      nome: 'placa de SINALIZAÇÃO',
      tipo: 'produto',
      preco_centavos: 1,
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.nome).toEqual(['Já existe um produto ou serviço com este nome.']);
    const bad = await call('POST', '/financeiro/produtos-servicos', s.financeiro, {
      nome: ' ',
      tipo: 'x',
      preco_centavos: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['nome', 'preco_centavos', 'tipo']);

    const edited = await call('PUT', `/financeiro/produtos-servicos/${novo.id_produto}`, s.financeiro, {
      nome: 'Placa de sinalização',
      descricao: 'Para a pista',
      tipo: 'produto',
      preco_centavos: 15_000,
    });
    expect(edited.json().dados).toMatchObject({ descricao: 'Para a pista', preco_centavos: 15_000 });
    await call('PATCH', `/financeiro/produtos-servicos/${novo.id_produto}/ativo`, s.financeiro, {
      ativo: false,
    });
    const busca = await call('GET', '/financeiro/produtos-servicos?filtro=sinaliza', s.financeiro);
    expect(busca.json().dados.total).toBe(0);
    const todos = await call(
      'GET',
      '/financeiro/produtos-servicos?filtro=sinaliza&situacao=todos',
      s.financeiro,
    );
    expect(todos.json().dados.data[0]).toMatchObject({ ativo: false });

    // An inactive item cannot be charged.
    const refused = await call('POST', '/financeiro/cobrancas', s.financeiro, {
      autoescola: 'autoescolademo',
      itens: [{ id_produto: novo.id_produto, quantidade: 1, valor_unitario_centavos: 100 }],
      parcelas: 1,
      primeiro_vencimento: mes(1),
      faturamento: 'proxima_fatura',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'itens.0.id_produto': ['Este item não está ativo no catálogo.'],
    });
  });

  it('refuses what a user can type wrong, field by field', async () => {
    const base = {
      autoescola: 'autoescolademo',
      itens: [
        { id_produto: produto('Suporte estendido').id_produto, quantidade: 1, valor_unitario_centavos: 100 },
      ],
      parcelas: 1,
      primeiro_vencimento: mes(1),
      faturamento: 'proxima_fatura',
    };
    const cases: [object, string][] = [
      [{ itens: [] }, 'itens'],
      [{ itens: [{ ...base.itens[0], valor_unitario_centavos: 0 }] }, 'itens'],
      [{ parcelas: 0 }, 'parcelas'],
      [{ parcelas: 37 }, 'parcelas'],
      [{ parcelas: 3, itens: [{ ...base.itens[0], valor_unitario_centavos: 2 }] }, 'parcelas'],
      [{ primeiro_vencimento: '2020-01-10' }, 'primeiro_vencimento'],
      [{ primeiro_vencimento: '31/12/2026' }, 'primeiro_vencimento'],
      [{ autoescola: 'public' }, 'autoescola'],
      [{ autoescola: 'naoexiste' }, 'autoescola'],
      [{ faturamento: 'cheque' }, 'faturamento'],
    ];
    for (const [change, field] of cases) {
      const reply = await call('POST', '/financeiro/cobrancas', s.financeiro, { ...base, ...change });
      expect(reply.statusCode, JSON.stringify(change)).toBe(422);
      expect(Object.keys(reply.json().errors), JSON.stringify(change)).toContain(field);
    }
  });

  it('splits a charge into monthly instalments that join the monthly invoice of their month, once', async () => {
    const implantacao = produto('Taxa de implantação');
    const cobranca = await criar({
      autoescola: 'autoescolademo',
      itens: [
        { id_produto: implantacao.id_produto, quantidade: 1, valor_unitario_centavos: 100_000 },
        {
          id_produto: produto('Treinamento presencial').id_produto,
          quantidade: 2,
          valor_unitario_centavos: 1,
        },
      ],
      parcelas: 3,
      primeiro_vencimento: mes(1),
      faturamento: 'proxima_fatura',
    });
    expect(cobranca).toMatchObject({
      valor_centavos: 100_002,
      parcelas: 3,
      situacao: 'aberta',
      autoescola: 'autoescolademo',
    });
    expect(cobranca.itens_resumo).toBe('Taxa de implantação, Treinamento presencial');
    expect(
      cobranca.lista_parcelas.map((p) => [p.numero, p.vencimento, p.valor_centavos, p.situacao]),
    ).toEqual([
      [1, mes(1), 33_334, 'pendente'],
      [2, mes(2), 33_334, 'pendente'],
      [3, mes(3), 33_334, 'pendente'],
    ]);

    // The billing run of the second month: a monthly invoice, then the instalments due by its end.
    const { db } = platform.database;
    const escola = cobranca.id_autoescola;
    const competencia = `${mes(2).slice(0, 7)}-01`;
    const fatura = await db
      .insertInto('faturas')
      .values({
        autoescola_id: escola,
        tipo: 'mensal',
        competencia,
        descricao: 'Fatura do mês',
        vencimento: mes(2),
        valor_centavos: 5000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bill = () =>
      db
        .transaction()
        .execute((trx) =>
          faturarParcelasPendentes(trx, { autoescolaId: escola, faturaId: fatura.id, competencia }),
        );
    const added = await bill();
    // Every pending 'proxima_fatura' instalment of the school due by then: this charge's first two and the demo's.
    expect(added).toBeGreaterThanOrEqual(2 * 33_334);
    expect(await bill()).toBe(0);
    const linhas = await db
      .selectFrom('fatura_itens')
      .select(['tipo', 'descricao', 'quantidade', 'valor_unitario_centavos', 'valor_centavos'])
      .where('autoescola_id', '=', escola)
      .where('fatura_id', '=', fatura.id)
      .orderBy('id')
      .execute();
    expect(linhas.reduce((soma, l) => soma + l.valor_centavos, 0)).toBe(added);
    expect(linhas).toEqual(
      expect.arrayContaining([
        {
          tipo: 'cobranca',
          descricao: `Cobrança #${cobranca.id_cobranca} – Taxa de implantação, Treinamento presencial (parcela 1/3)`,
          quantidade: 1,
          valor_unitario_centavos: 33_334,
          valor_centavos: 33_334,
        },
        expect.objectContaining({
          descricao: `Cobrança #${cobranca.id_cobranca} – Taxa de implantação, Treinamento presencial (parcela 2/3)`,
        }),
      ]),
    );
    const detalhe = (await call('GET', `/financeiro/cobrancas/${cobranca.id_cobranca}`, s.financeiro)).json()
      .dados as CobrancaDetalhe;
    expect(
      detalhe.lista_parcelas.map((p) => [p.situacao, p.id_fatura, p.fatura_tipo, p.fatura_competencia]),
    ).toEqual([
      ['aberta', fatura.id, 'mensal', competencia.slice(0, 7)],
      ['aberta', fatura.id, 'mensal', competencia.slice(0, 7)],
      ['pendente', null, null, null],
    ]);

    // Paid invoice: its instalments read paid; cancelling keeps them and cancels the one not billed.
    await db
      .updateTable('faturas')
      .set({ status: 'paga', pago_em: mes(2), valor_pago_centavos: 5000 + added })
      .where('autoescola_id', '=', escola)
      .where('id', '=', fatura.id)
      .execute();
    const cancel = await call(
      'POST',
      `/financeiro/cobrancas/${cobranca.id_cobranca}/cancelar`,
      s.financeiro,
      {
        motivo: 'Escola desistiu do treinamento',
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelada = cancel.json().dados as CobrancaDetalhe;
    expect(cancelada).toMatchObject({
      situacao: 'cancelada',
      cancelamento_motivo: 'Escola desistiu do treinamento',
      cancelada_por: 'Fábio Financeiro',
    });
    expect(cancelada.lista_parcelas.map((p) => p.situacao)).toEqual(['paga', 'paga', 'cancelada']);
    expect(cancelada.valor_pago_centavos).toBe(2 * 33_334);
    const again = await call('POST', `/financeiro/cobrancas/${cobranca.id_cobranca}/cancelar`, s.financeiro, {
      motivo: 'de novo',
    });
    expect(again.statusCode).toBe(409);
    const semMotivo = await call(
      'POST',
      `/financeiro/cobrancas/${cobranca.id_cobranca}/cancelar`,
      s.financeiro,
      {},
    );
    expect(semMotivo.statusCode).toBe(422);
  });

  it('gives each instalment of an own-boleto charge its one-off invoice with a valid boleto and PIX, and its PDF', async () => {
    const camera = produto('Câmera IP adicional');
    const cobranca = await criar({
      autoescola: 'cfcmodelo',
      itens: [{ id_produto: camera.id_produto, quantidade: 3, valor_unitario_centavos: 33_333 }],
      parcelas: 2,
      primeiro_vencimento: mes(1),
      faturamento: 'boleto_proprio',
      descricao: 'Três câmeras',
    });
    expect(cobranca.valor_centavos).toBe(99_999);
    const [primeira, segunda] = cobranca.lista_parcelas;
    expect([primeira?.valor_centavos, segunda?.valor_centavos]).toEqual([50_000, 49_999]);
    for (const parcela of cobranca.lista_parcelas) {
      expect(parcela).toMatchObject({ situacao: 'aberta', fatura_tipo: 'avulsa' });
      expect(linhaDigitavelValida(parcela.linha_digitavel ?? '')).toBe(true);
      expect(brCodeIntegro(parcela.pix_copia_e_cola ?? '')).toBe(true);
      expect(lerPixCopiaECola(parcela.pix_copia_e_cola ?? '')?.valorCentavos).toBe(parcela.valor_centavos);
    }
    const { db } = platform.database;
    const faturas = await db
      .selectFrom('faturas')
      .select(['tipo', 'valor_centavos', 'vencimento', 'competencia', 'status'])
      .where('autoescola_id', '=', cobranca.id_autoescola)
      .where(
        'id',
        'in',
        cobranca.lista_parcelas.map((p) => p.id_fatura ?? 0),
      )
      .orderBy('vencimento')
      .execute();
    expect(faturas).toEqual([
      {
        tipo: 'avulsa',
        valor_centavos: 50_000,
        vencimento: mes(1),
        competencia: `${mes(1).slice(0, 7)}-01`,
        status: 'aberta',
      },
      {
        tipo: 'avulsa',
        valor_centavos: 49_999,
        vencimento: mes(2),
        competencia: `${mes(2).slice(0, 7)}-01`,
        status: 'aberta',
      },
    ]);

    const pdf = await call(
      'GET',
      `/financeiro/cobrancas/${cobranca.id_cobranca}/parcelas/1/boleto`,
      s.financeiro,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The school reads its own; another school does not find it.
    expect(
      (await call('GET', `/cobrancas/${cobranca.id_cobranca}/parcelas/2/boleto`, s.modelo)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/cobrancas/${cobranca.id_cobranca}/parcelas/2/boleto`, s.admin)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/financeiro/cobrancas/${cobranca.id_cobranca}/parcelas/9/boleto`, s.financeiro))
        .statusCode,
    ).toBe(404);

    // A payment on the first: cancelling cancels the unpaid second invoice only.
    const paga = primeira?.id_fatura ?? 0;
    await db
      .insertInto('pagamentos')
      .values({
        autoescola_id: cobranca.id_autoescola,
        fatura_id: paga,
        origem: 'retorno',
        valor_centavos: 50_000,
        pago_em: hoje,
      })
      .execute();
    await db
      .updateTable('faturas')
      .set({ status: 'paga', pago_em: hoje, valor_pago_centavos: 50_000 })
      .where('autoescola_id', '=', cobranca.id_autoescola)
      .where('id', '=', paga)
      .execute();
    const cancel = await call(
      'POST',
      `/financeiro/cobrancas/${cobranca.id_cobranca}/cancelar`,
      s.financeiro,
      {
        motivo: 'Só uma câmera foi instalada',
      },
    );
    expect((cancel.json().dados as CobrancaDetalhe).lista_parcelas.map((p) => p.situacao)).toEqual([
      'paga',
      'cancelada',
    ]);
    const segundaFatura = await db
      .selectFrom('faturas')
      .select(['status', 'cancelamento_motivo'])
      .where('id', '=', segunda?.id_fatura ?? 0)
      .executeTakeFirstOrThrow();
    expect(segundaFatura).toEqual({
      status: 'cancelada',
      cancelamento_motivo: `Cobrança #${cobranca.id_cobranca} cancelada: Só uma câmera foi instalada`,
    });
  });

  it('searches by school, status and product with totals of every match; a school sees only its own', async () => {
    const search = async (session: Session, url: string) => {
      const reply = await call('GET', url, session);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().dados as CobrancasPage;
    };
    const todas = await search(s.financeiro, '/financeiro/cobrancas?per_page=100');
    expect(todas.total).toBeGreaterThanOrEqual(5);
    expect(todas.totais.quantidade).toBe(todas.total);
    expect(todas.totais.valor_centavos).toBe(todas.data.reduce((soma, c) => soma + c.valor_centavos, 0));
    expect(todas.totais.valor_pago_centavos).toBe(
      todas.data.reduce((soma, c) => soma + c.valor_pago_centavos, 0),
    );
    const paginada = await search(s.financeiro, '/financeiro/cobrancas?per_page=2');
    expect(paginada.data).toHaveLength(2);
    expect(paginada.totais).toEqual(todas.totais);

    const modelo = await search(s.financeiro, '/financeiro/cobrancas?autoescola=cfcmodelo&per_page=100');
    expect(new Set(modelo.data.map((c) => c.autoescola))).toEqual(new Set(['cfcmodelo']));
    const canceladas = await search(s.financeiro, '/financeiro/cobrancas?situacao=cancelada');
    expect(canceladas.total).toBe(2);
    const suporte = produto('Suporte estendido').id_produto;
    const porProduto = await search(s.financeiro, `/financeiro/cobrancas?id_produto=${suporte}`);
    expect(porProduto.data.every((c) => c.itens_resumo.includes('Suporte estendido'))).toBe(true);
    const hojeSo = await search(s.financeiro, `/financeiro/cobrancas?de=${hoje}&ate=${hoje}&per_page=100`);
    expect(hojeSo.total).toBe(todas.total);
    const amanha = await search(s.financeiro, `/financeiro/cobrancas?de=${mes(1)}`);
    expect(amanha.total).toBe(0);
    const invertido = await call('GET', `/financeiro/cobrancas?de=${mes(1)}&ate=${hoje}`, s.financeiro);
    expect(invertido.statusCode).toBe(422);

    const propria = await search(s.admin, '/cobrancas?per_page=100');
    expect(new Set(propria.data.map((c) => c.autoescola))).toEqual(new Set(['autoescolademo']));
    // The school's filter by school is ignored: it sees its own only.
    expect((await search(s.admin, '/cobrancas?autoescola=cfcmodelo')).total).toBe(propria.total);
    const outra = modelo.data[0]?.id_cobranca ?? 0;
    expect((await call('GET', `/cobrancas/${outra}`, s.admin)).statusCode).toBe(404);
    expect((await call('GET', `/cobrancas/${outra}`, s.modelo)).statusCode).toBe(200);
    // Writes and the finance search are finance's.
    expect((await call('GET', '/financeiro/cobrancas', s.admin)).statusCode).toBe(403);
    expect(
      (await call('POST', `/financeiro/cobrancas/${outra}/cancelar`, s.modelo, { motivo: 'não quero' }))
        .statusCode,
    ).toBe(403);

    // Without an invoice flag a school's staff does not read the charges.
    const { db } = platform.database;
    await db
      .updateTable('usuarios')
      .set({ permissoes: ['alunos_list'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    const gestor = await sessionFor(platform, 'gestor@demo.cfc');
    expect((await call('GET', '/cobrancas', gestor)).statusCode).toBe(403);
    await db
      .updateTable('usuarios')
      .set({ permissoes: ['faturas_teoricas'] })
      .where('email', '=', 'gestor@demo.cfc')
      .execute();
    expect((await call('GET', '/cobrancas', await sessionFor(platform, 'gestor@demo.cfc'))).statusCode).toBe(
      200,
    );
  });
});
