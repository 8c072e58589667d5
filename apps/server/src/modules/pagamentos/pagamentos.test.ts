import type {
  BaixaManual,
  Pagamento,
  RetornoArquivo,
  RetornoArquivoDetalhe,
  RetornoPrevia,
} from '@cfc/contract';
import { Role } from '@cfc/contract';
import { addDays, todayInSaoPaulo } from '@cfc/domain';
import {
  gerarBoleto,
  gerarRetorno240,
  gerarRetorno400,
  lerRemessa240,
  type TituloParaRetorno,
} from '@cfc/domain/pagamentos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Platform } from '../../server.ts';
import { testEngines } from '../../test/engines.ts';
import { apiCaller, type Session, sessionFor, startTestPlatform } from '../../test/platform.ts';

const engines = await testEngines();

const BOUNDARY = '----cfcRetornosBoundary';

/** A multipart body: text fields first, then the file in `arquivo`. */
function form(
  fields: Record<string, string>,
  file?: { nome: string; tipo: string; content: Buffer | string },
) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="arquivo"; filename="${file.nome}"\r\nContent-Type: ${file.tipo}\r\n\r\n`,
      ),
      Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1');

describe.each(engines)('bank return files, remittances and manual write-offs on $name', (engine) => {
  let platform: Platform;
  const s = {} as Record<'financeiro' | 'admin' | 'comercial' | 'operador', Session>;
  const escola = { demo: 0, modelo: 0 };
  /** The invoices each test works on, by name. */
  const faturas: Record<string, { id: number; nossoNumero: number; valor: number; escola: number }> = {};
  const hoje = todayInSaoPaulo();

  const call = apiCaller(() => platform);
  const upload = (url: string, session: Session, conteudo: string | Buffer, nome = 'retorno.ret') => {
    const body = form({}, { nome, tipo: 'application/octet-stream', content: conteudo });
    return call('POST', url, session, body.payload, body.headers);
  };
  const previa = async (conteudo: string, session = s.financeiro) => {
    const reply = await upload('/financeiro/retornos/previa', session, conteudo);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().dados as RetornoPrevia;
  };
  const fatura = (nome: string) =>
    platform.database.db
      .selectFrom('faturas')
      .select(['status', 'valor_pago_centavos', 'pago_em'])
      .where('id', '=', faturas[nome]?.id ?? 0)
      .executeTakeFirstOrThrow();

  async function criarFatura(nome: string, autoescolaId: number, valor: number) {
    const { db } = platform.database;
    const vencimento = addDays(hoje, 10);
    const row = await db
      .insertInto('faturas')
      .values({
        autoescola_id: autoescolaId,
        tipo: 'avulsa',
        competencia: `${hoje.slice(0, 7)}-01`,
        descricao: `Fatura de teste ${nome}`,
        vencimento,
        valor_centavos: valor,
      })
      .returning(['id', 'nosso_numero'])
      .executeTakeFirstOrThrow();
    const boleto = gerarBoleto({
      cedente: platform.app.config.financeiro.cedente,
      nossoNumero: row.nosso_numero,
      valorCentavos: valor,
      vencimento,
    });
    await db
      .updateTable('faturas')
      .set({ codigo_barras: boleto.codigoBarras, linha_digitavel: boleto.linhaDigitavel })
      .where('id', '=', row.id)
      .execute();
    faturas[nome] = { id: row.id, nossoNumero: row.nosso_numero, valor, escola: autoescolaId };
  }

  const titulo = (nossoNumero: number, valorPago: number, extra: Partial<TituloParaRetorno> = {}) => ({
    nossoNumero,
    ocorrencia: '06',
    vencimento: addDays(hoje, 10),
    valorTituloCentavos: valorPago,
    valorPagoCentavos: valorPago,
    tarifaCentavos: 290,
    pagoEm: hoje,
    creditoEm: hoje,
    ...extra,
  });
  const retorno240 = (titulos: TituloParaRetorno[], sequencial = 1) =>
    gerarRetorno240({
      conta: platform.app.config.financeiro.cedente,
      sequencial,
      geradoEm: { data: hoje, hora: '080000' },
      titulos,
    });
  const nn = (nome: string) => faturas[nome]?.nossoNumero ?? 0;

  beforeAll(async () => {
    platform = await startTestPlatform(engine);
    const { db } = platform.database;
    const escolas = await db.selectFrom('autoescolas').select(['id', 'slug', 'operadora']).execute();
    escola.demo = escolas.find((e) => e.slug === 'autoescolademo')?.id ?? 0;
    escola.modelo = escolas.find((e) => e.slug === 'cfcmodelo')?.id ?? 0;
    const operadora = escolas.find((e) => e.operadora)?.id ?? 0;
    // The operator's administrator: role 1 of the `public` school.
    const olga = await db
      .insertInto('usuarios')
      .values({
        nome: 'Olga Operadora',
        email: 'admin@operadora.cfc',
        id_role: Role.ADMIN,
        id_funcao_usuario: 1,
        autoescola_id: operadora,
        permissoes: [],
        senha_hash: await hashPassword('demo1234'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // granted Autoescola Demo, as operator staff are granted the schools they work on
    await db
      .insertInto('usuario_autoescolas')
      .values({ usuario_id: olga.id, autoescola_id: escola.demo })
      .execute();
    s.financeiro = await sessionFor(platform, 'financeiro@demo.cfc');
    s.admin = await sessionFor(platform, 'admin@demo.cfc');
    s.comercial = await sessionFor(platform, 'comercial@demo.cfc');
    s.operador = await sessionFor(platform, 'admin@operadora.cfc');
    await criarFatura('a', escola.demo, 15_990);
    await criarFatura('b', escola.demo, 20_000);
    await criarFatura('c', escola.modelo, 30_000);
    await criarFatura('d', escola.demo, 5_000);
    await criarFatura('e', escola.modelo, 7_500);
  });
  afterAll(async () => {
    await platform?.stop();
    await engine.cleanup();
  });

  it('previews each line: matched, amount differs, already paid, unknown, not a payment', async () => {
    const arquivo = retorno240([
      titulo(nn('a'), 15_990),
      titulo(nn('b'), 19_000, { valorTituloCentavos: 20_000 }),
      titulo(nn('c'), 30_000),
      titulo(9_999_999, 12_345),
      titulo(nn('d'), 0, { ocorrencia: '02', valorPagoCentavos: 0 }),
      titulo(nn('a'), 15_990),
    ]);
    const dados = await previa(arquivo);
    expect(dados).toMatchObject({ formato: 'cnab240', ja_importado: null, aplicavel: true });
    expect(dados.linhas.map((l) => [l.linha, l.situacao, l.autoescola])).toEqual([
      [3, 'conciliada', 'autoescolademo'],
      [5, 'divergente', 'autoescolademo'],
      [7, 'conciliada', 'cfcmodelo'],
      [9, 'desconhecida', null],
      [11, 'ignorada', 'autoescolademo'],
      [13, 'ja_paga', 'autoescolademo'],
    ]);
    expect(dados.linhas[1]?.motivo).toBe(
      'Pago R$\u00a0190,00 de R$\u00a0200,00 devidos: a fatura fica em aberto com R$\u00a010,00.',
    );
    expect(dados.linhas[3]?.motivo).toBe('Nenhuma fatura com o nosso número 9999999.');
    expect(dados.resumo).toEqual({
      linhas: 6,
      conciliadas: 2,
      divergentes: 1,
      ja_pagas: 1,
      desconhecidas: 1,
      ignoradas: 1,
      erros: 0,
      valor_total_centavos: 15_990 + 19_000 + 30_000 + 12_345 + 15_990,
      valor_aplicavel_centavos: 15_990 + 19_000 + 30_000,
    });
    // nothing was written
    expect((await fatura('a')).status).toBe('aberta');
  });

  it('applies in one transaction; the same file again changes nothing and says so', async () => {
    const arquivo = retorno240(
      [titulo(nn('a'), 15_990), titulo(nn('b'), 19_000), titulo(nn('c'), 30_000), titulo(9_999_999, 12_345)],
      2,
    );
    const reply = await upload('/financeiro/retornos', s.financeiro, arquivo, 'CB1003.RET');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().mensagem).toBe('Retorno importado: 3 pagamentos registrados.');
    const importado = reply.json().dados as RetornoArquivo;
    expect(importado).toMatchObject({
      nome: 'CB1003.RET',
      formato: 'cnab240',
      usuario: 'Fábio Financeiro',
      linhas: 4,
      conciliadas: 2,
      divergentes: 1,
      desconhecidas: 1,
      valor_total_centavos: 77_335,
      valor_aplicado_centavos: 64_990,
    });
    expect(await fatura('a')).toEqual({ status: 'paga', valor_pago_centavos: 15_990, pago_em: hoje });
    expect(await fatura('b')).toEqual({ status: 'aberta', valor_pago_centavos: 19_000, pago_em: null });
    expect((await fatura('c')).status).toBe('paga');
    const pagamentos = await platform.database.db
      .selectFrom('pagamentos')
      .select(['origem', 'retorno_linha_id'])
      .where('fatura_id', 'in', [faturas.a?.id ?? 0, faturas.b?.id ?? 0, faturas.c?.id ?? 0])
      .execute();
    expect(pagamentos).toHaveLength(3);
    expect(pagamentos.every((p) => p.origem === 'retorno' && p.retorno_linha_id !== null)).toBe(true);

    const detalhe = await call('GET', `/financeiro/retornos/${importado.id_arquivo}`, s.financeiro);
    expect(detalhe.statusCode).toBe(200);
    expect((detalhe.json().dados as RetornoArquivoDetalhe).itens.map((i) => i.situacao)).toEqual([
      'conciliada',
      'divergente',
      'conciliada',
      'desconhecida',
    ]);
    const lista = await call('GET', '/financeiro/retornos', s.financeiro);
    expect(lista.json().dados.data[0].id_arquivo).toBe(importado.id_arquivo);

    const denovo = await upload('/financeiro/retornos', s.financeiro, arquivo, 'copia.ret');
    expect(denovo.statusCode).toBe(422);
    expect(denovo.json().mensagem).toMatch(
      /^Este arquivo já foi importado em .* por Fábio Financeiro; nada foi alterado\.$/,
    );
    const repetida = await previa(arquivo);
    expect(repetida.ja_importado?.id_arquivo).toBe(importado.id_arquivo);
    expect(repetida.aplicavel).toBe(false);
    const depois = await platform.database.db
      .selectFrom('pagamentos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('retorno_linha_id', 'is not', null)
      .where('fatura_id', 'in', [faturas.a?.id ?? 0, faturas.b?.id ?? 0, faturas.c?.id ?? 0])
      .executeTakeFirstOrThrow();
    expect(Number(depois.n)).toBe(3);
  });

  it('refuses a malformed file line by line and writes nothing; an unknown format is 422', async () => {
    const bom = retorno240([titulo(nn('e'), 7_500), titulo(nn('b'), 1_000)], 3);
    const linhas = bom.split('\r\n');
    linhas[3] = `${linhas[3]?.slice(0, 77)}00000000000A750${linhas[3]?.slice(92)}`;
    const quebrado = linhas.join('\r\n');
    const dados = await previa(quebrado);
    expect(dados.aplicavel).toBe(false);
    expect(dados.linhas.find((l) => l.situacao === 'erro')).toMatchObject({
      linha: 4,
      motivo: 'Valor pago (posições 78 a 92) não é numérico: "00000000000A750".',
    });
    const reply = await upload('/financeiro/retornos', s.financeiro, quebrado);
    expect(reply.statusCode).toBe(422);
    expect(reply.json()).toMatchObject({
      mensagem: 'O arquivo tem erros e não foi aplicado: corrija as linhas indicadas e envie de novo.',
      errors: { arquivo: ['Linha 4: Valor pago (posições 78 a 92) não é numérico: "00000000000A750".'] },
    });
    expect((await fatura('e')).status).toBe('aberta');
    expect((await fatura('b')).valor_pago_centavos).toBe(19_000);

    const estranho = await upload('/financeiro/retornos/previa', s.financeiro, 'isto não é um retorno');
    expect(estranho.statusCode).toBe(422);
    expect(estranho.json().errors.arquivo[0]).toMatch(/^Formato não reconhecido/);
    const semArquivo = await call('POST', '/financeiro/retornos/previa', s.financeiro, {});
    expect(semArquivo.statusCode).toBe(422);
  });

  it('imports CNAB 400 and CSV: what was short is paid, an invoice overpaid is settled', async () => {
    const cnab400 = gerarRetorno400({
      conta: platform.app.config.financeiro.cedente,
      geradoEm: hoje,
      creditoEm: hoje,
      titulos: [
        {
          nossoNumero: nn('b'),
          ocorrencia: '06',
          vencimento: hoje,
          valorTituloCentavos: 20_000,
          valorPagoCentavos: 1_000,
          pagoEm: hoje,
          creditoEm: hoje,
        },
      ],
    });
    const reply400 = await upload('/financeiro/retornos', s.financeiro, cnab400);
    expect(reply400.statusCode, reply400.body).toBe(201);
    expect(reply400.json().dados).toMatchObject({ formato: 'cnab400', conciliadas: 1 });
    expect(await fatura('b')).toEqual({ status: 'paga', valor_pago_centavos: 20_000, pago_em: hoje });

    const csv = `nosso_numero;valor;data_pagamento\r\n${nn('e')};80,00;${hoje.split('-').reverse().join('/')}\r\n`;
    const previaCsv = await previa(csv);
    expect(previaCsv.linhas[0]).toMatchObject({ situacao: 'divergente', valor_pago_centavos: 8_000 });
    expect(previaCsv.linhas[0]?.motivo).toBe(
      'Pago R$\u00a080,00, R$\u00a05,00 a mais que os R$\u00a075,00 devidos: a fatura é quitada.',
    );
    const replyCsv = await upload('/financeiro/retornos', s.financeiro, csv, 'extrato.csv');
    expect(replyCsv.statusCode, replyCsv.body).toBe(201);
    expect(await fatura('e')).toEqual({ status: 'paga', valor_pago_centavos: 8_000, pago_em: hoje });
  });

  it('writes an invoice off by hand with its receipt, reverses it, and lists both in the history', async () => {
    const d = faturas.d?.id ?? 0;
    const semMotivo = form({ valor_centavos: '5000', pago_em: hoje, motivo: ' ' });
    const invalida = await call(
      'POST',
      `/financeiro/faturas/${d}/baixa-manual`,
      s.financeiro,
      semMotivo.payload,
      semMotivo.headers,
    );
    expect(invalida.statusCode).toBe(422);
    expect(invalida.json().errors).toEqual({ motivo: ['O motivo deve ter ao menos 3 caracteres.'] });
    const futura = form({
      valor_centavos: '5000',
      pago_em: addDays(hoje, 2),
      motivo: 'Depósito identificado',
    });
    const reply = await call(
      'POST',
      `/financeiro/faturas/${d}/baixa-manual`,
      s.financeiro,
      futura.payload,
      futura.headers,
    );
    expect(reply.json().errors).toEqual({ pago_em: ['A data do pagamento não pode ser futura.'] });
    const exe = form(
      { valor_centavos: '5000', pago_em: hoje, motivo: 'Depósito identificado' },
      { nome: 'programa.exe', tipo: 'application/pdf', content: Buffer.from('MZ\x90\x00') },
    );
    const recusado = await call(
      'POST',
      `/financeiro/faturas/${d}/baixa-manual`,
      s.financeiro,
      exe.payload,
      exe.headers,
    );
    expect(recusado.json().errors.arquivo[0]).toMatch(/^Anexe um PDF ou uma imagem/);

    const boa = form(
      { valor_centavos: '5000', pago_em: hoje, motivo: 'Depósito identificado no extrato' },
      { nome: 'comprovante.pdf', tipo: 'application/pdf', content: PDF },
    );
    const baixa = await call(
      'POST',
      `/financeiro/faturas/${d}/baixa-manual`,
      s.financeiro,
      boa.payload,
      boa.headers,
    );
    expect(baixa.statusCode, baixa.body).toBe(201);
    expect(baixa.json().mensagem).toBe('Baixa manual registrada.');
    const pagamento = baixa.json().dados as Pagamento;
    expect(pagamento).toMatchObject({
      origem: 'manual',
      valor_centavos: 5_000,
      motivo: 'Depósito identificado no extrato',
      anexo_nome: 'comprovante.pdf',
      usuario: 'Fábio Financeiro',
      estornado_em: null,
    });
    expect(await fatura('d')).toEqual({ status: 'paga', valor_pago_centavos: 5_000, pago_em: hoje });
    const outra = await call(
      'POST',
      `/financeiro/faturas/${d}/baixa-manual`,
      s.financeiro,
      boa.payload,
      boa.headers,
    );
    expect(outra.statusCode).toBe(409);
    expect(outra.json().mensagem).toBe('A fatura já está paga.');

    const anexo = await call('GET', `/financeiro/pagamentos/${pagamento.id_pagamento}/anexo`, s.financeiro);
    expect(anexo.statusCode).toBe(200);
    expect(anexo.headers['content-type']).toBe('application/pdf');
    expect(anexo.rawPayload.equals(PDF)).toBe(true);

    const semMotivoEstorno = await call(
      'POST',
      `/financeiro/pagamentos/${pagamento.id_pagamento}/estorno`,
      s.financeiro,
      {},
    );
    expect(semMotivoEstorno.statusCode).toBe(422);
    const estorno = await call(
      'POST',
      `/financeiro/pagamentos/${pagamento.id_pagamento}/estorno`,
      s.financeiro,
      {
        motivo: 'Depósito devolvido pelo banco',
      },
    );
    expect(estorno.statusCode, estorno.body).toBe(200);
    expect(estorno.json().dados).toMatchObject({
      estorno_motivo: 'Depósito devolvido pelo banco',
      estornado_por: 'Fábio Financeiro',
    });
    expect(await fatura('d')).toEqual({ status: 'aberta', valor_pago_centavos: 0, pago_em: null });
    const denovo = await call(
      'POST',
      `/financeiro/pagamentos/${pagamento.id_pagamento}/estorno`,
      s.financeiro,
      {
        motivo: 'De novo',
      },
    );
    expect(denovo.statusCode).toBe(409);

    const historico = await call(
      'GET',
      `/financeiro/baixas-manuais?de=${hoje}&ate=${hoje}&autoescola=autoescolademo`,
      s.financeiro,
    );
    expect(historico.statusCode).toBe(200);
    const linha = (historico.json().dados.data as BaixaManual[]).find(
      (b) => b.id_pagamento === pagamento.id_pagamento,
    );
    expect(linha).toMatchObject({
      nosso_numero: nn('d'),
      autoescola: 'autoescolademo',
      situacao_fatura: 'aberta',
      anexo_nome: 'comprovante.pdf',
      estorno_motivo: 'Depósito devolvido pelo banco',
    });
    const outraEscola = await call('GET', '/financeiro/baixas-manuais?autoescola=cfcmodelo', s.financeiro);
    expect(
      (outraEscola.json().dados.data as BaixaManual[]).some((b) => b.id_pagamento === pagamento.id_pagamento),
    ).toBe(false);
    const periodo = await call(
      'GET',
      '/financeiro/baixas-manuais?de=2026-03-10&ate=2026-03-01',
      s.financeiro,
    );
    expect(periodo.json().errors).toEqual({ ate: ['A data final não pode ser anterior à inicial.'] });
    const csv = await call('GET', `/financeiro/baixas-manuais/xlsx/-/-?formato=csv&de=${hoje}`, s.financeiro);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.json().dados).toContain('Depósito devolvido pelo banco');

    const busca = await call(
      'GET',
      `/financeiro/baixas-manuais/faturas?nosso_numero=${nn('d')}`,
      s.financeiro,
    );
    expect(busca.json().dados).toEqual([
      expect.objectContaining({ id_fatura: d, situacao: 'aberta', valor_centavos: 5_000 }),
    ]);
    const porMes = await call(
      'GET',
      `/financeiro/baixas-manuais/faturas?autoescola=cfcmodelo&competencia=${hoje.slice(0, 7)}`,
      s.financeiro,
    );
    expect((porMes.json().dados as { autoescola: string }[]).every((f) => f.autoescola === 'cfcmodelo')).toBe(
      true,
    );
  });

  it('generates the CNAB 240 remittance of the open invoices not sent yet, once each', async () => {
    const pendentes = await call('GET', '/financeiro/remessas/pendentes', s.financeiro);
    expect(pendentes.statusCode).toBe(200);
    // d is open again; CFC Modelo has no CNPJ, so its invoices wait
    expect(pendentes.json().dados.titulos).toBeGreaterThanOrEqual(1);
    const reply = await call('POST', '/financeiro/remessas', s.financeiro);
    expect(reply.statusCode, reply.body).toBe(201);
    const remessa = reply.json().dados;
    expect(remessa).toMatchObject({ sequencial: 1, usuario: 'Fábio Financeiro' });
    expect(remessa.nome).toMatch(/^CB\d{4}01\.REM$/);
    const arquivo = await call('GET', `/financeiro/remessas/${remessa.id_remessa}/arquivo`, s.financeiro);
    expect(arquivo.statusCode).toBe(200);
    const lida = lerRemessa240(arquivo.body);
    expect(lida.erros).toEqual([]);
    expect(lida.sequencial).toBe(1);
    expect(lida.titulos.find((t) => t.nossoNumero === nn('d'))).toMatchObject({
      valorCentavos: 5_000,
      pagador: expect.objectContaining({ inscricao: '12ABC34501DE35' }),
    });
    expect(lida.titulos.some((t) => t.nossoNumero === nn('a'))).toBe(false); // paid
    expect(lida.registrosDoArquivo).toBe(lida.titulos.length * 2 + 4);
    const denovo = await call('POST', '/financeiro/remessas', s.financeiro);
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().mensagem).toBe('Não há faturas em aberto à espera de registro no banco.');
    expect((await call('GET', '/financeiro/remessas', s.financeiro)).json().dados.total).toBe(1);
  });

  it('offers an example return of the open invoices that previews as matched, short and unknown', async () => {
    await criarFatura('f', escola.demo, 11_000);
    await criarFatura('g', escola.demo, 22_000);
    const reply = await call('GET', '/financeiro/retornos/exemplo', s.financeiro);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/retorno-exemplo-/);
    const dados = await previa(reply.body);
    expect(dados.resumo.conciliadas).toBeGreaterThanOrEqual(1);
    expect(dados.resumo.divergentes).toBe(1);
    expect(dados.resumo.desconhecidas).toBe(1);
    expect(dados.aplicavel).toBe(true);
  });

  it('lets finance and the operator administrator import; a school, commercial and others get 403', async () => {
    expect((await call('GET', '/financeiro/retornos', s.operador)).statusCode).toBe(200);
    // the operator's administrator sees the invoices of the schools granted to it, not the others
    const previaOperador = await upload(
      '/financeiro/retornos/previa',
      s.operador,
      retorno240([titulo(nn('f'), 11_000), titulo(nn('e'), 7_500)]),
    );
    expect(previaOperador.statusCode, previaOperador.body).toBe(200);
    expect((previaOperador.json().dados as RetornoPrevia).linhas.map((l) => l.situacao)).toEqual([
      'conciliada',
      'desconhecida',
    ]);
    const escolaAdmin = await call('GET', '/financeiro/retornos', s.admin);
    expect(escolaAdmin.statusCode).toBe(403);
    expect(escolaAdmin.json().mensagem).toBe('Só a administração da operadora importa retornos bancários.');
    expect((await call('GET', '/financeiro/retornos', s.comercial)).statusCode).toBe(403);
    // write-offs, reversals and remittances are finance's alone
    expect((await call('GET', '/financeiro/baixas-manuais', s.operador)).statusCode).toBe(403);
    expect((await call('POST', '/financeiro/remessas', s.comercial)).statusCode).toBe(403);
    expect(
      (await call('POST', '/financeiro/pagamentos/1/estorno', s.admin, { motivo: 'abc' })).statusCode,
    ).toBe(403);
  });
});
