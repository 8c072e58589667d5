import type { NfseEmissao, RelatorioFinanceiro } from '@cfc/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';
import { dpsXml, gunzipBase64, gzipBase64, idDaDps, valorXml } from './adn.ts';
import {
  ESPERA_INICIAL_MS,
  type NfseDeps,
  proximaTentativa,
  TENTATIVAS_AUTOMATICAS,
  varrerNfse,
} from './service.ts';
import { digitoChave, type NfseSimulator } from './simulador.ts';

const engines = await testEngines();

describe('the DPS and the access key', () => {
  it('writes money and the DPS id as the national layout does, and escapes text', () => {
    expect(valorXml(1)).toBe('0.01');
    expect(valorXml(123_456)).toBe('1234.56');
    const dps = {
      ambiente: 2 as const,
      numero: 42,
      emitidaEm: new Date('2026-03-05T12:00:00Z'),
      competencia: '2026-02-01',
      municipio: '5208707',
      prestador: { cnpj: '11222333000181', razaoSocial: 'CFC Plataforma & Cia' },
      tomador: {
        cnpj: '12ABC34501DE35',
        nome: 'Autoescola <Demo>',
        email: null,
        cep: null,
        logradouro: null,
        numero: null,
        bairro: null,
      },
      servico: { codigo: '010301', descricao: 'Uso da plataforma' },
      valorCentavos: 9_990,
    };
    expect(idDaDps(dps)).toBe('DPS520870721122233300018100001000000000000042');
    const xml = dpsXml(dps);
    expect(xml).toContain('<vServ>99.90</vServ>');
    expect(xml).toContain('<xNome>Autoescola &lt;Demo&gt;</xNome>');
    expect(xml).toContain('<xNome>CFC Plataforma &amp; Cia</xNome>');
    expect(gunzipBase64(gzipBase64(xml))).toBe(xml);
  });

  it('computes the check digit modulo 11, and backs off 1, 2, 4, 8 minutes for five tries', () => {
    expect(digitoChave('0')).toBe(0);
    // 7·2 + 0·3 + 7·4 + 8·5 + 0·6 + 2·7 + 5·8 = 136; 136 mod 11 = 4; 11 − 4 = 7
    expect(digitoChave('5208707')).toBe(7);
    const agora = new Date('2026-01-01T00:00:00Z');
    const esperas = [1, 2, 3, 4].map((n) => (proximaTentativa(n, agora)?.getTime() ?? 0) - agora.getTime());
    expect(esperas).toEqual([1, 2, 4, 8].map((m) => m * ESPERA_INICIAL_MS));
    expect(proximaTentativa(TENTATIVAS_AUTOMATICAS, agora)).toBeNull();
  });
});

describe.each(engines)('the NFS-e of paid invoices on $name', (engine) => {
  let platform: Platform;
  let simulador: NfseSimulator;
  let deps: NfseDeps;
  const call = apiCaller(() => platform);
  const s = {} as Record<'financeiro' | 'comercial' | 'admin', Session>;
  const escolas = {} as Record<'demo' | 'modelo', number>;

  async function faturaPaga(escola: number, valor: number): Promise<number> {
    const { db } = platform.database;
    const row = await db
      .insertInto('faturas')
      .values({
        autoescola_id: escola,
        tipo: 'avulsa',
        competencia: '2019-06-01',
        descricao: 'Teste NFS-e',
        vencimento: '2019-07-10',
        valor_centavos: valor,
        valor_pago_centavos: valor,
        status: 'paga',
        pago_em: '2019-07-05',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('pagamentos')
      .values({
        autoescola_id: escola,
        fatura_id: row.id,
        origem: 'retorno',
        valor_centavos: valor,
        pago_em: '2019-07-05',
      })
      .execute();
    return row.id;
  }

  const nfseDa = (fatura: number) =>
    platform.database.db
      .selectFrom('nfse_emissoes')
      .selectAll()
      .where('fatura_id', '=', fatura)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    if (!platform.nfseSimulator) throw new Error('o simulador de NFS-e não iniciou');
    simulador = platform.nfseSimulator;
    deps = { db: platform.database.db, financeiro: platform.app.config.financeiro, log: platform.app.log };
    s.financeiro = await sessionFor(platform, 'financeiro@demo.cfc');
    s.comercial = await sessionFor(platform, 'comercial@demo.cfc');
    s.admin = await sessionFor(platform, 'admin@demo.cfc');
    const rows = await platform.database.db.selectFrom('autoescolas').select(['id', 'slug']).execute();
    escolas.demo = rows.find((r) => r.slug === 'autoescolademo')?.id ?? 0;
    escolas.modelo = rows.find((r) => r.slug === 'cfcmodelo')?.id ?? 0;
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('issues one NFS-e per paid invoice over HTTP, once however often the sweep runs', async () => {
    const demo = await faturaPaga(escolas.demo, 15_990);
    const modelo = await faturaPaga(escolas.modelo, 4_000);
    await varrerNfse(deps);
    const [emitida] = await nfseDa(demo);
    expect(emitida).toMatchObject({
      status: 'emitida',
      valor_servico_centavos: 15_990,
      tentativas: 1,
      erro: null,
    });
    expect(emitida?.chave_acesso).toMatch(/^\d{50}$/);
    const nota = simulador.notas().find((n) => n.chave === emitida?.chave_acesso);
    expect(nota).toMatchObject({ prestador: '11222333000181', tomador: '12ABC34501DE35', valor: '159.90' });
    expect(emitida?.enviado).toContain('<cTribNac>010301</cTribNac>');

    // CFC Modelo has no CNPJ: refused here, visible, to be tried again after a minute.
    const [falhou] = await nfseDa(modelo);
    expect(falhou).toMatchObject({ status: 'falhou', tentativas: 1, chave_acesso: null });
    expect(falhou?.erro).toMatch(/sem CNPJ/);
    expect(falhou?.proxima_tentativa_em).not.toBeNull();

    const notas = simulador.notas().length;
    await varrerNfse(deps);
    await varrerNfse(deps);
    expect(await nfseDa(demo)).toHaveLength(1);
    expect(simulador.notas()).toHaveLength(notas);
  });

  it('keeps a failure of the issuer with its error, retries with backoff, and finance sends it again', async () => {
    const fatura = await faturaPaga(escolas.demo, 2_500);
    simulador.falhar('indisponivel', 1);
    const agora = new Date();
    await varrerNfse(deps, agora);
    const [falhou] = await nfseDa(fatura);
    expect(falhou).toMatchObject({ status: 'falhou', tentativas: 1 });
    expect(falhou?.erro).toMatch(/E9999/);
    expect(new Date(falhou?.proxima_tentativa_em ?? 0).getTime()).toBe(agora.getTime() + ESPERA_INICIAL_MS);

    // Not before its time: a sweep now leaves it alone.
    await varrerNfse(deps, new Date(agora.getTime() + 1_000));
    expect((await nfseDa(fatura))[0]?.tentativas).toBe(1);

    const lista = await call('GET', '/financeiro/nfse?status=falhou&per_page=100', s.financeiro);
    expect(lista.statusCode, lista.body).toBe(200);
    const item = (lista.json().dados.data as NfseEmissao[]).find((n) => n.id_fatura === fatura);
    expect(item).toMatchObject({ status: 'falhou', autoescola: 'autoescolademo', tentativas: 1 });

    const reenviada = await call('POST', `/financeiro/nfse/${item?.id_nfse}/reenviar`, s.financeiro);
    expect(reenviada.statusCode, reenviada.body).toBe(200);
    expect(reenviada.json().dados).toMatchObject({ status: 'emitida', tentativas: 2, erro: null });
    expect(reenviada.json().mensagem).toBe('NFS-e enviada de novo ao emissor.');
    const deNovo = await call('POST', `/financeiro/nfse/${item?.id_nfse}/reenviar`, s.financeiro);
    expect(deNovo.statusCode).toBe(409);
    expect((await call('POST', '/financeiro/nfse/999999/reenviar', s.financeiro)).statusCode).toBe(404);

    for (const session of [s.comercial, s.admin]) {
      expect((await call('GET', '/financeiro/nfse', session)).statusCode).toBe(403);
      expect((await call('POST', `/financeiro/nfse/${item?.id_nfse}/reenviar`, session)).statusCode).toBe(
        403,
      );
    }
  });

  it('cancels the NFS-e when the payment is reversed, and issues a new one when paid again', async () => {
    const fatura = await faturaPaga(escolas.demo, 8_000);
    await varrerNfse(deps);
    const [primeira] = await nfseDa(fatura);
    expect(primeira?.status).toBe('emitida');

    const relatorio = await call(
      'GET',
      '/financeiro/relatorios?de=2019-06&ate=2019-06&per_page=100',
      s.financeiro,
    );
    const linha = (relatorio.json().dados as RelatorioFinanceiro).faturas.data.find(
      (l) => l.id_fatura === fatura,
    );
    expect(linha).toMatchObject({ nfse_status: 'emitida', nfse_numero: primeira?.numero });

    const { db } = platform.database;
    await db
      .updateTable('pagamentos')
      .set({ estornado_em: new Date(), estorno_motivo: 'Devolvido pelo banco' })
      .where('fatura_id', '=', fatura)
      .execute();
    await db
      .updateTable('faturas')
      .set({ status: 'aberta', valor_pago_centavos: 0, pago_em: null })
      .where('id', '=', fatura)
      .execute();
    await varrerNfse(deps);
    const [cancelada] = await nfseDa(fatura);
    expect(cancelada).toMatchObject({
      status: 'cancelada',
      cancelamento_motivo: 'Pagamento da fatura estornado',
    });
    expect(simulador.notas().find((n) => n.chave === primeira?.chave_acesso)?.cancelada).toBe(true);

    await db
      .updateTable('faturas')
      .set({ status: 'paga', valor_pago_centavos: 8_000, pago_em: '2019-08-01' })
      .where('id', '=', fatura)
      .execute();
    await varrerNfse(deps);
    const depois = await nfseDa(fatura);
    expect(depois.map((n) => n.status)).toEqual(['cancelada', 'emitida']);
    expect(depois[1]?.chave_acesso).not.toBe(primeira?.chave_acesso);
  });

  it('the simulator refuses a DPS that is not one, and a cancellation of an unknown key', async () => {
    const url = platform.app.config.financeiro.nfse.url ?? '';
    const ruim = await fetch(`${url}/nfse`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ dpsXmlGZipB64: gzipBase64('<DPS><infDPS Id="x"></infDPS></DPS>') }),
    });
    expect(ruim.status).toBe(400);
    const codigos = ((await ruim.json()) as { erros: { Codigo: string }[] }).erros.map((e) => e.Codigo);
    expect(codigos).toEqual(expect.arrayContaining(['E0004', 'E0121', 'E0202', 'E0420']));
    const desconhecida = await fetch(`${url}/nfse/${'1'.repeat(50)}/eventos`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(desconhecida.status).toBe(404);
  });
});
