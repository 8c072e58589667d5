import type {
  ComercialAlunos,
  ComercialAutoescola,
  ComercialFinanceiro,
  PainelFaturamento,
  RelatorioFinanceiro,
} from '@cfc/contract';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { sheetRows } from '../../test/planilha.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

/** Months no demo data touches: the report's tests read only what they wrote. */
const PERIODO = 'de=2019-01&ate=2019-12';

describe.each(engines)('finance reports, billing panel and commercial area on $name', (engine) => {
  let platform: Platform;
  const call = apiCaller(() => platform);
  const s = {} as Record<'financeiro' | 'comercial' | 'admin' | 'monitor', Session>;
  const escolas = {} as Record<'demo' | 'modelo', number>;
  const hoje = todayInSaoPaulo();

  /** An invoice written as the billing run and the write-offs would leave it. */
  async function fatura(f: {
    escola: number;
    competencia: string;
    vencimento: string;
    valor: number;
    pago?: number;
    status?: 'aberta' | 'paga' | 'cancelada';
  }): Promise<number> {
    const { db } = platform.database;
    const status = f.status ?? 'aberta';
    const row = await db
      .insertInto('faturas')
      .values({
        autoescola_id: f.escola,
        tipo: 'avulsa',
        competencia: `${f.competencia}-01`,
        descricao: `Teste ${f.competencia}`,
        vencimento: f.vencimento,
        valor_centavos: f.valor,
        valor_pago_centavos: f.pago ?? 0,
        status,
        pago_em: status === 'paga' ? f.vencimento : null,
        cancelada_em: status === 'cancelada' ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (f.pago) {
      await db
        .insertInto('pagamentos')
        .values({
          autoescola_id: f.escola,
          fatura_id: row.id,
          origem: 'manual',
          motivo: 'teste',
          valor_centavos: f.pago,
          pago_em: status === 'paga' ? f.vencimento : hoje,
        })
        .execute();
    }
    return row.id;
  }

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    s.financeiro = await sessionFor(platform, 'financeiro@demo.cfc');
    s.comercial = await sessionFor(platform, 'comercial@demo.cfc');
    s.admin = await sessionFor(platform, 'admin@demo.cfc');
    s.monitor = await sessionFor(platform, 'monitor@demo.cfc');
    const rows = await platform.database.db.selectFrom('autoescolas').select(['id', 'slug']).execute();
    escolas.demo = rows.find((r) => r.slug === 'autoescolademo')?.id ?? 0;
    escolas.modelo = rows.find((r) => r.slug === 'cfcmodelo')?.id ?? 0;
    // 2019: Demo pays one, owes one (long overdue), cancels one; Modelo pays part of one.
    await fatura({
      escola: escolas.demo,
      competencia: '2019-03',
      vencimento: '2019-04-10',
      valor: 12_345,
      pago: 12_345,
      status: 'paga',
    });
    await fatura({ escola: escolas.demo, competencia: '2019-04', vencimento: '2019-05-10', valor: 20_001 });
    await fatura({
      escola: escolas.demo,
      competencia: '2019-04',
      vencimento: '2019-05-10',
      valor: 5_000,
      status: 'cancelada',
    });
    await fatura({
      escola: escolas.modelo,
      competencia: '2019-04',
      vencimento: '2019-05-12',
      valor: 9_999,
      pago: 3_333,
    });
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  async function relatorio(query: string, session = s.financeiro): Promise<RelatorioFinanceiro> {
    const pagina = query.includes('per_page') ? '' : '&per_page=100';
    const reply = await call('GET', `/financeiro/relatorios?${PERIODO}${pagina}&${query}`, session);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().dados;
  }

  it('answers a repeated read from memory, and any change to the invoices, however made, on the next read', async () => {
    const antes = await relatorio('autoescola=cfcmodelo');
    const painel = async (): Promise<PainelFaturamento> =>
      (await call('GET', '/financeiro/painel-faturamento', s.financeiro)).json().dados;
    const painelAntes = await painel();
    // Written straight to the database, as another instance or a job would: no signal reaches this one.
    const id = await fatura({
      escola: escolas.modelo,
      competencia: '2019-06',
      vencimento: '2019-07-10',
      valor: 777,
    });
    const depois = await relatorio('autoescola=cfcmodelo');
    expect(depois.totais.faturas).toBe(antes.totais.faturas + 1);
    expect((await painel()).kpis.vencido_centavos).toBe(painelAntes.kpis.vencido_centavos + 777);
    await platform.database.db.deleteFrom('faturas').where('id', '=', id).execute();
    expect((await relatorio('autoescola=cfcmodelo')).totais).toEqual(antes.totais);
  });

  it('totals the invoices of the period, and the lines and the groups add up to them', async () => {
    const r = await relatorio('');
    expect(r.totais).toEqual({
      faturas: 4,
      faturado_centavos: 12_345 + 20_001 + 9_999,
      recebido_centavos: 12_345 + 3_333,
      aberto_centavos: 0,
      vencido_centavos: 20_001 + (9_999 - 3_333),
      cancelado_centavos: 5_000,
    });
    const linhas = r.faturas.data;
    expect(linhas).toHaveLength(4);
    const soma = (f: (l: (typeof linhas)[number]) => number) => linhas.reduce((t, l) => t + f(l), 0);
    expect(soma((l) => (l.situacao === 'cancelada' ? 0 : l.valor_centavos))).toBe(r.totais.faturado_centavos);
    expect(soma((l) => (l.situacao === 'vencida' ? l.em_aberto_centavos : 0))).toBe(
      r.totais.vencido_centavos,
    );
    expect(soma((l) => (l.situacao === 'cancelada' ? l.valor_centavos : 0))).toBe(
      r.totais.cancelado_centavos,
    );
    for (const grupo of [r.por_autoescola, r.por_mes]) {
      expect(grupo.reduce((t, g) => t + g.faturado_centavos, 0)).toBe(r.totais.faturado_centavos);
      expect(grupo.reduce((t, g) => t + g.recebido_centavos, 0)).toBe(r.totais.recebido_centavos);
      expect(grupo.reduce((t, g) => t + g.vencido_centavos, 0)).toBe(r.totais.vencido_centavos);
    }
    expect(r.por_mes.map((m) => m.competencia)).toEqual(['2019-03', '2019-04']);
    expect(r.por_autoescola.map((a) => a.autoescola)).toEqual(['autoescolademo', 'cfcmodelo']);
    expect(linhas.find((l) => l.situacao === 'vencida')?.dias_atraso).toBeGreaterThan(90);
  });

  it('filters by school, situation, overdue bucket and state; pages; refuses a reversed period', async () => {
    expect((await relatorio('autoescola=cfcmodelo')).totais.faturas).toBe(1);
    expect((await relatorio('situacao=paga')).faturas.data.map((l) => l.valor_centavos)).toEqual([12_345]);
    expect((await relatorio('situacao=vencida')).totais.faturas).toBe(2);
    expect((await relatorio('situacao=aberta')).totais.faturas).toBe(0);
    expect((await relatorio('atraso=90%2B')).totais.faturas).toBe(2);
    expect((await relatorio('atraso=1-30')).totais.faturas).toBe(0);
    expect((await relatorio('uf=PI')).totais.faturas).toBe(1);
    const pagina = await relatorio('per_page=3&page=2');
    expect(pagina.faturas).toMatchObject({ total: 4, last_page: 2, current_page: 2 });
    expect(pagina.faturas.data).toHaveLength(1);
    const reversed = await call('GET', '/financeiro/relatorios?de=2019-05&ate=2019-01', s.financeiro);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.ate).toEqual(['O mês final não pode ser anterior ao inicial.']);
    const bad = await call('GET', '/financeiro/relatorios?de=2019-13', s.financeiro);
    expect(bad.statusCode).toBe(422);
  });

  it('exports xlsx and csv whose lines add up to the total line, and a PDF', async () => {
    const xlsx = await call('GET', `/financeiro/relatorios/xlsx/-/-?${PERIODO}`, s.financeiro);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.json()).toMatchObject({ arquivo: 'relatorio-financeiro.xlsx', formato: 'xlsx' });
    const rows = await sheetRows(xlsx.json().dados);
    const header = rows[0] as string[];
    const total = rows.at(-1) as unknown[];
    const linhas = rows.slice(1, -1);
    expect(linhas).toHaveLength(4);
    expect(total[0]).toBe('Total');
    for (const coluna of [
      'Faturado (R$)',
      'Recebido (R$)',
      'Em aberto (R$)',
      'Vencido (R$)',
      'Cancelado (R$)',
    ]) {
      const i = header.indexOf(coluna);
      const centavos = linhas.reduce((t, l) => t + Math.round(Number(l[i]) * 100), 0);
      expect(centavos, coluna).toBe(Math.round(Number(total[i]) * 100));
    }
    expect(Math.round(Number(total[header.indexOf('Faturado (R$)')]) * 100)).toBe(12_345 + 20_001 + 9_999);

    const csv = await call('GET', `/financeiro/relatorios/xlsx/-/-?${PERIODO}&formato=csv`, s.financeiro);
    const lines = (csv.json().dados as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .map((l) => l.split(';'));
    const col = (lines[0] ?? []).indexOf('Vencido (R$)');
    const corpo = lines.slice(1, -1);
    expect(corpo.reduce((t, l) => t + Math.round(Number(l[col]) * 100), 0)).toBe(20_001 + 6_666);
    expect(Math.round(Number(lines.at(-1)?.[col]) * 100)).toBe(20_001 + 6_666);

    const pdf = await call('GET', `/financeiro/relatorios/pdf/-/-?${PERIODO}&situacao=vencida`, s.financeiro);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 4).toString()).toBe('%PDF');
  });

  it("the panel moves by exactly what this month's invoices and payments add", async () => {
    const painel = async (): Promise<PainelFaturamento> => {
      const reply = await call('GET', '/financeiro/painel-faturamento', s.financeiro);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json().dados;
    };
    const antes = await painel();
    expect(antes.meses).toHaveLength(12);
    expect(antes.meses.at(-1)?.competencia).toBe(hoje.slice(0, 7));
    expect(antes.atraso.map((a) => a.faixa)).toEqual(['1-30', '31-60', '61-90', '90+']);

    const mes = hoje.slice(0, 7);
    await fatura({
      escola: escolas.demo,
      competencia: mes,
      vencimento: addDays(hoje, -45),
      valor: 7_000,
      pago: 1_000,
    });
    await fatura({ escola: escolas.modelo, competencia: mes, vencimento: addDays(hoje, 10), valor: 3_000 });
    const depois = await painel();
    expect(depois.kpis.faturado_mes_centavos - antes.kpis.faturado_mes_centavos).toBe(10_000);
    expect(depois.kpis.recebido_mes_centavos - antes.kpis.recebido_mes_centavos).toBe(1_000);
    expect(depois.kpis.vencido_centavos - antes.kpis.vencido_centavos).toBe(6_000);
    const faixa = (p: PainelFaturamento) => p.atraso.find((a) => a.faixa === '31-60')?.valor_centavos ?? 0;
    expect(faixa(depois) - faixa(antes)).toBe(6_000);
    expect(depois.meses.at(-1)?.faturado_centavos).toBe(depois.kpis.faturado_mes_centavos);
    expect(depois.kpis.inadimplencia_pontos_base).toBeGreaterThan(0);
    expect(depois.por_uf.map((u) => u.uf)).toEqual(expect.arrayContaining(['MA', 'PI']));
    expect(depois.maiores_devedores.map((d) => d.autoescola)).toEqual(
      expect.arrayContaining(['autoescolademo', 'cfcmodelo']),
    );
  });

  it('only finance opens the reports; the commercial area is read by roles 8 and 6', async () => {
    for (const session of [s.comercial, s.admin, s.monitor]) {
      expect((await call('GET', '/financeiro/relatorios', session)).statusCode).toBe(403);
      expect((await call('GET', '/financeiro/painel-faturamento', session)).statusCode).toBe(403);
      expect((await call('GET', '/financeiro/relatorios/xlsx/-/-', session)).statusCode).toBe(403);
    }
    for (const session of [s.admin, s.monitor]) {
      expect((await call('GET', '/comercial/autoescolas', session)).statusCode).toBe(403);
    }
    expect((await call('GET', '/comercial/autoescolas', s.financeiro)).statusCode).toBe(200);
  });

  it("the commercial list shows each granted school's contract, contacts and this month's usage", async () => {
    const { db } = platform.database;
    await db
      .insertInto('faturamento_contratos')
      .values({
        autoescola_id: escolas.demo,
        preco_aula_pratica_centavos: 250,
        preco_aluno_cadastrado_centavos: 990,
      })
      .onConflict((oc) =>
        oc
          .column('autoescola_id')
          .doUpdateSet({ preco_aula_pratica_centavos: 250, preco_aluno_cadastrado_centavos: 990 }),
      )
      .execute();
    const reply = await call('GET', '/comercial/autoescolas', s.comercial);
    expect(reply.statusCode, reply.body).toBe(200);
    const lista = reply.json().dados.data as ComercialAutoescola[];
    expect(lista.map((e) => e.autoescola)).toEqual(['autoescolademo', 'cfcmodelo']);
    const demo = lista[0];
    expect(demo?.contrato).toMatchObject({
      preco_aula_pratica_centavos: 250,
      preco_aluno_cadastrado_centavos: 990,
    });
    expect(demo?.contatos.map((c) => c.email)).toContain('admin@demo.cfc');
    expect(demo?.uso.competencia).toBe(hoje.slice(0, 7));
    const filtered = await call('GET', '/comercial/autoescolas?filtro=modelo', s.comercial);
    expect(filtered.json().dados.data.map((e: ComercialAutoescola) => e.autoescola)).toEqual(['cfcmodelo']);

    // A grant withdrawn: that school is gone from every commercial screen.
    const grant = { usuario_id: s.comercial.usuarioId, autoescola_id: escolas.modelo };
    await db
      .deleteFrom('usuario_autoescolas')
      .where('usuario_id', '=', grant.usuario_id)
      .where('autoescola_id', '=', grant.autoescola_id)
      .execute();
    try {
      const comercial = await sessionFor(platform, 'comercial@demo.cfc');
      const only = await call('GET', '/comercial/autoescolas', comercial);
      expect(only.json().dados.data.map((e: ComercialAutoescola) => e.autoescola)).toEqual([
        'autoescolademo',
      ]);
      const financeiro = await call('GET', `/comercial/relatorios/financeiro?${PERIODO}`, comercial);
      expect((financeiro.json().dados as ComercialFinanceiro).linhas.map((l) => l.autoescola)).not.toContain(
        'cfcmodelo',
      );
      const alunos = await call('GET', '/comercial/alunos-cadastrados', comercial);
      expect((alunos.json().dados as ComercialAlunos).linhas.map((l) => l.autoescola)).toEqual([
        'autoescolademo',
      ]);
    } finally {
      await db.insertInto('usuario_autoescolas').values(grant).execute();
      s.comercial = await sessionFor(platform, 'comercial@demo.cfc');
    }
  });

  it("registered students per month and the schools' invoices by month, totals adding up", async () => {
    const alunos = await call('GET', '/comercial/alunos-cadastrados', s.comercial);
    expect(alunos.statusCode, alunos.body).toBe(200);
    const a = alunos.json().dados as ComercialAlunos;
    expect(a.meses).toHaveLength(12);
    expect(a.linhas.reduce((t, l) => t + l.total, 0)).toBe(a.total);
    expect(a.total).toBeGreaterThan(0);

    const fin = await call('GET', `/comercial/relatorios/financeiro?${PERIODO}`, s.comercial);
    expect(fin.statusCode, fin.body).toBe(200);
    const f = fin.json().dados as ComercialFinanceiro;
    expect(f.linhas.reduce((t, l) => t + l.faturado_centavos, 0)).toBe(f.totais.faturado_centavos);
    expect(f.totais.faturado_centavos).toBe(12_345 + 20_001 + 9_999);
    expect(f.por_mes.map((m) => m.competencia)).toEqual(['2019-03', '2019-04']);
    const bad = await call('GET', '/comercial/alunos-cadastrados?de=2020-01&ate=2019-01', s.comercial);
    expect(bad.statusCode).toBe(422);
  });
});
