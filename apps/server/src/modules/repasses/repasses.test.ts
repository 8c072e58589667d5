import type { ExtratoSindicato, RecebimentosSindicatos, RelatorioComissao } from '@cfc/contract';
import { aplicarPontosBase } from '@cfc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { sheetRows } from '../../test/planilha.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

/** A spreadsheet's money (a number of reais) or a text 'R$ 1.234,56' → 123456 */
const centavos = (valor: unknown) =>
  typeof valor === 'number' ? Math.round(valor * 100) : Number(String(valor).replace(/\D/g, ''));
const planilha = sheetRows;

describe.each(engines)('union receipts and commissions on $name', (engine) => {
  let platform: Platform;
  const call = apiCaller(() => platform);
  const s = {} as Record<'financeiro' | 'consultor' | 'admin' | 'comercial', Session>;
  const escolas = { demo: 0, modelo: 0 };
  let sindicatoId = 0;
  const periodo = 'de=2025-03-01&ate=2025-03-31';

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    s.financeiro = await sessionFor(platform, 'financeiro@demo.cfc');
    s.consultor = await sessionFor(platform, 'consultor@demo.cfc');
    s.admin = await sessionFor(platform, 'admin@demo.cfc');
    s.comercial = await sessionFor(platform, 'comercial@demo.cfc');
    const { db } = platform.database;
    const rows = await db.selectFrom('autoescolas').select(['id', 'slug']).execute();
    escolas.demo = rows.find((r) => r.slug === 'autoescolademo')?.id ?? 0;
    escolas.modelo = rows.find((r) => r.slug === 'cfcmodelo')?.id ?? 0;
    const sindicato = await db
      .selectFrom('faturamento_contratos')
      .select('sindicato_id')
      .where('autoescola_id', '=', escolas.demo)
      .executeTakeFirstOrThrow();
    sindicatoId = sindicato.sindicato_id ?? 0;

    // March 2025: an invoice per school, paid in parts; a reversed payment and one of April do not count.
    const pagamentos: [number, number, string, boolean][] = [
      [escolas.demo, 33_333, '2025-03-05', false],
      [escolas.demo, 66_667, '2025-03-20', false],
      [escolas.demo, 10_001, '2025-03-21', true],
      [escolas.demo, 12_345, '2025-04-01', false],
      [escolas.modelo, 45_999, '2025-03-31', false],
    ];
    for (const escola of [escolas.demo, escolas.modelo]) {
      const fatura = await db
        .insertInto('faturas')
        .values({
          autoescola_id: escola,
          tipo: 'mensal',
          competencia: '2025-02-01',
          descricao: 'Fatura de fevereiro',
          vencimento: '2025-03-10',
          valor_centavos: 200_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [autoescola, valor, pagoEm, estornado] of pagamentos.filter(([e]) => e === escola)) {
        await db
          .insertInto('pagamentos')
          .values({
            autoescola_id: autoescola,
            fatura_id: fatura.id,
            origem: 'retorno',
            valor_centavos: valor,
            pago_em: pagoEm,
            ...(estornado ? { estornado_em: new Date(), estorno_motivo: 'Crédito devolvido' } : {}),
          })
          .execute();
      }
    }
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('keeps the unions: the demo one, a new one, a duplicate CNPJ and a share over 100 % refused', async () => {
    const list = await call('GET', '/financeiro/sindicatos', s.financeiro);
    expect(list.json().dados.data).toEqual([
      expect.objectContaining({
        nome: 'Sindicato das Autoescolas do Maranhão (SINDAUTO-MA)',
        uf: 'MA',
        repasse_pontos_base: 150,
        escolas: 1,
      }),
      expect.objectContaining({ nome: 'Sindicato das Autoescolas do Piauí', uf: 'PI', escolas: 1 }),
    ]);
    const created = await call('POST', '/financeiro/sindicatos', s.financeiro, {
      nome: 'Sindicato do Piauí',
      cnpj: '11.222.333/0001-81',
      uf: 'pi',
      repasse_pontos_base: 200,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().dados).toMatchObject({ cnpj: '11222333000181', uf: 'PI', ativo: true, escolas: 0 });
    const duplicate = await call('POST', '/financeiro/sindicatos', s.financeiro, {
      nome: 'Outro',
      cnpj: '11222333000181',
      uf: 'PI',
      repasse_pontos_base: 0,
    });
    expect(duplicate.statusCode).toBe(422);
    expect(Object.keys(duplicate.json().errors)).toEqual(['cnpj']);
    const bad = await call('POST', '/financeiro/sindicatos', s.financeiro, {
      nome: 'X',
      uf: 'ZZ',
      repasse_pontos_base: 10_001,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['repasse_pontos_base', 'uf']);
    const id = created.json().dados.id_sindicato;
    const edited = await call('PUT', `/financeiro/sindicatos/${id}`, s.financeiro, {
      nome: 'Sindicato do Piauí (SINDAUTO-PI)',
      cnpj: null,
      uf: 'PI',
      repasse_pontos_base: 250,
      ativo: false,
    });
    expect(edited.json().dados).toMatchObject({ cnpj: null, repasse_pontos_base: 250, ativo: false });
    expect(
      (await call('PUT', '/financeiro/sindicatos/999999', s.financeiro, edited.json().dados)).statusCode,
    ).toBe(404);
  });

  it("owes each union its share of its schools' payments in the period, rounded per payment", async () => {
    const reply = await call('GET', `/financeiro/sindicatos/recebimentos?${periodo}`, s.financeiro);
    expect(reply.statusCode, reply.body).toBe(200);
    const dados = reply.json().dados as RecebimentosSindicatos;
    const maranhao = dados.sindicatos.find((x) => x.id_sindicato === sindicatoId);
    const repasse = aplicarPontosBase(33_333, 150) + aplicarPontosBase(66_667, 150);
    expect(repasse).toBe(500 + 1000);
    expect(maranhao).toMatchObject({
      pagamentos: 2,
      valor_pago_centavos: 100_000,
      repasse_centavos: repasse,
    });
    expect(dados.totais.repasse_centavos).toBe(
      dados.sindicatos.reduce((soma, x) => soma + x.repasse_centavos, 0),
    );

    const extrato = (
      await call('GET', `/financeiro/sindicatos/${sindicatoId}/extrato?${periodo}`, s.financeiro)
    ).json().dados as ExtratoSindicato;
    expect(extrato.linhas.map((l) => [l.pago_em, l.valor_pago_centavos, l.repasse_centavos])).toEqual([
      ['2025-03-05', 33_333, 500],
      ['2025-03-20', 66_667, 1000],
    ]);
    expect(extrato.totais).toEqual({ pagamentos: 2, valor_pago_centavos: 100_000, repasse_centavos: 1500 });
    const invertido = await call(
      'GET',
      `/financeiro/sindicatos/recebimentos?de=2025-04-01&ate=2025-03-01`,
      s.financeiro,
    );
    expect(invertido.statusCode).toBe(422);
    expect((await call('GET', `/financeiro/sindicatos/recebimentos`, s.comercial)).statusCode).toBe(403);
  });

  it("exports a union's statement whose totals add up to its lines (PDF and spreadsheet)", async () => {
    const query = `id_sindicato=${sindicatoId}&${periodo}`;
    const xlsx = await call('GET', `/financeiro/sindicatos/extrato/xlsx/-/-?${query}`, s.financeiro);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const rows = await planilha(xlsx.json().dados);
    const header = rows[0] as string[];
    const pago = header.indexOf('Valor pago');
    const repasse = header.indexOf('Repasse');
    const linhas = rows.slice(1, -1);
    const total = rows.at(-1) ?? [];
    expect(linhas).toHaveLength(2);
    expect(centavos(total[pago])).toBe(linhas.reduce((soma, l) => soma + centavos(l[pago]), 0));
    expect(centavos(total[repasse])).toBe(linhas.reduce((soma, l) => soma + centavos(l[repasse]), 0));
    expect(centavos(total[repasse])).toBe(1500);
    const pdf = await call('GET', `/financeiro/sindicatos/extrato/pdf/-/-?${query}`, s.financeiro);
    expect(pdf.statusCode).toBe(200);
    expect(Buffer.from(pdf.json().dados, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const none = await call(
      'GET',
      `/financeiro/sindicatos/extrato/xlsx/-/-?id_sindicato=999999&${periodo}`,
      s.financeiro,
    );
    expect(none.statusCode).toBe(404);
  });

  it('gives the consultant their own commissions per payment, per school and overall, and their export', async () => {
    const reply = await call('GET', `/comissao/relatorio-consultor?${periodo}`, s.consultor);
    expect(reply.statusCode, reply.body).toBe(200);
    const relatorio = reply.json().dados as RelatorioComissao;
    expect(relatorio.consultor.nome).toBe('Rita Consultora');
    expect(
      relatorio.linhas.map((l) => [
        l.autoescola,
        l.valor_pago_centavos,
        l.comissao_pontos_base,
        l.comissao_centavos,
      ]),
    ).toEqual([
      ['autoescolademo', 33_333, 500, 1667],
      ['autoescolademo', 66_667, 500, 3333],
      ['cfcmodelo', 45_999, 400, 1840],
    ]);
    expect(relatorio.por_autoescola.map((e) => [e.autoescola, e.pagamentos, e.comissao_centavos])).toEqual([
      ['autoescolademo', 2, 5000],
      ['cfcmodelo', 1, 1840],
    ]);
    expect(relatorio.totais).toEqual({
      pagamentos: 3,
      valor_pago_centavos: 145_999,
      comissao_centavos: 6840,
    });

    const xlsx = await call('GET', `/comissao/relatorio-consultor/xlsx/-/-?${periodo}`, s.consultor);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const rows = await planilha(xlsx.json().dados);
    const coluna = (rows[0] as string[]).indexOf('Comissão');
    const linhas = rows.slice(1, -1);
    expect(centavos(rows.at(-1)?.[coluna])).toBe(linhas.reduce((soma, l) => soma + centavos(l[coluna]), 0));
    const pdf = await call('GET', `/comissao/relatorio-consultor/pdf/-/-?${periodo}`, s.consultor);
    expect(pdf.statusCode).toBe(200);

    // Another consultant sees only theirs: a contract moved to them leaves Rita with the other school.
    const { db } = platform.database;
    const outro = await db
      .insertInto('usuarios')
      .values({
        nome: 'Otto Consultor',
        email: 'otto@demo.cfc',
        id_role: 1,
        id_funcao_usuario: 1,
        autoescola_id: (
          await db
            .selectFrom('autoescolas')
            .select('id')
            .where('slug', '=', 'public')
            .executeTakeFirstOrThrow()
        ).id,
        permissoes: [],
        senha_hash: (
          await db
            .selectFrom('usuarios')
            .select('senha_hash')
            .where('email', '=', 'consultor@demo.cfc')
            .executeTakeFirstOrThrow()
        ).senha_hash,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('faturamento_contratos')
      .set({ consultor_id: outro.id })
      .where('autoescola_id', '=', escolas.modelo)
      .execute();
    const otto = await sessionFor(platform, 'otto@demo.cfc');
    const dele = (await call('GET', `/comissao/relatorio-consultor?${periodo}`, otto)).json()
      .dados as RelatorioComissao;
    expect(dele.linhas.map((l) => l.autoescola)).toEqual(['cfcmodelo']);
    const dela = (await call('GET', `/comissao/relatorio-consultor?${periodo}`, s.consultor)).json()
      .dados as RelatorioComissao;
    expect(dela.linhas.map((l) => l.autoescola)).toEqual(['autoescolademo', 'autoescolademo']);

    // A school's administrator, finance and commercial staff are refused.
    for (const session of [s.admin, s.financeiro, s.comercial]) {
      expect((await call('GET', '/comissao/relatorio-consultor', session)).statusCode).toBe(403);
    }
  });
});
