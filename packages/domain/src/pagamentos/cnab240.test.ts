import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitoNossoNumeroBradesco } from './boleto.ts';
import { type ContaCobranca, gerarRetorno240, lerRetorno240, type TituloParaRetorno } from './cnab240.ts';
import { gerarRemessa240, lerRemessa240 } from './cnab240-remessa.ts';
import { lerArquivoRetorno } from './retorno-csv.ts';

const conta: ContaCobranca = {
  banco: '237',
  agencia: '1234',
  carteira: '09',
  conta: '0012345',
  convenio: '4567890',
  razaoSocial: 'CFC Plataforma Serviços Ltda',
  cnpj: '11222333000181',
};

const pago = (nossoNumero: number, valor: number, extra: Partial<TituloParaRetorno> = {}) => ({
  nossoNumero,
  ocorrencia: '06',
  vencimento: '2026-03-10',
  valorTituloCentavos: valor,
  valorPagoCentavos: valor,
  tarifaCentavos: 290,
  pagoEm: '2026-03-09',
  creditoEm: '2026-03-10',
  ...extra,
});

const arquivo = (titulos: TituloParaRetorno[]) =>
  gerarRetorno240({ conta, sequencial: 7, geradoEm: { data: '2026-03-10', hora: '063000' }, titulos });

/** Replaces positions `de`..`ate` (1-based) of line `n` (1-based) of a file. */
function alterar(texto: string, n: number, de: number, valor: string): string {
  const linhas = texto.split('\r\n');
  const linha = linhas[n - 1] ?? '';
  linhas[n - 1] = linha.slice(0, de - 1) + valor + linha.slice(de - 1 + valor.length);
  return linhas.join('\r\n');
}

describe('CNAB 240 return (segments T and U)', () => {
  it('writes 240-position records: file header, lot header, T and U per title, trailers with counts', () => {
    const texto = arquivo([pago(1001, 15_990), pago(1002, 20_000, { jurosCentavos: 150 })]);
    const linhas = texto.split('\r\n').slice(0, -1);
    expect(linhas).toHaveLength(8);
    expect(linhas.every((linha) => linha.length === 240)).toBe(true);
    expect(linhas.map((linha) => linha[7])).toEqual(['0', '1', '3', '3', '3', '3', '5', '9']);
    expect(linhas.slice(2, 6).map((linha) => linha[13])).toEqual(['T', 'U', 'T', 'U']);
    const [header, , t] = linhas;
    expect(header?.slice(142, 143)).toBe('2'); // return
    expect(header?.slice(143, 151)).toBe('10032026');
    expect(t?.slice(37, 57)).toBe(`00900000001001${digitoNossoNumeroBradesco('09', '00000001001')}00000`);
    expect(linhas[6]?.slice(17, 23)).toBe('000006'); // lot: header + 4 + trailer
    expect(linhas[7]?.slice(23, 29)).toBe('000008'); // file: every record
  });

  it('reads each title: nosso número, amounts, tariff, interest, occurrence, payment and credit dates', () => {
    const lido = lerRetorno240(
      arquivo([
        pago(1001, 15_990),
        pago(1002, 20_150, { valorTituloCentavos: 20_000, jurosCentavos: 150 }),
        { ...pago(1003, 9_900), ocorrencia: '02', valorPagoCentavos: 0 },
      ]),
    );
    expect(lido.erros).toEqual([]);
    expect(lido.formato).toBe('cnab240');
    expect(lido.titulos).toEqual([
      {
        linha: 3,
        nossoNumero: 1001,
        ocorrencia: '06',
        ocorrenciaDescricao: 'Liquidação',
        liquidacao: true,
        valorTituloCentavos: 15_990,
        valorPagoCentavos: 15_990,
        tarifaCentavos: 290,
        jurosCentavos: 0,
        descontoCentavos: 0,
        pagoEm: '2026-03-09',
        creditoEm: '2026-03-10',
      },
      expect.objectContaining({
        linha: 5,
        nossoNumero: 1002,
        valorTituloCentavos: 20_000,
        valorPagoCentavos: 20_150,
        jurosCentavos: 150,
      }),
      expect.objectContaining({
        linha: 7,
        nossoNumero: 1003,
        ocorrencia: '02',
        ocorrenciaDescricao: 'Entrada confirmada',
        liquidacao: false,
      }),
    ]);
  });

  it('reports each broken line with its number and the reason, in Portuguese', () => {
    const bom = arquivo([pago(1001, 15_990), pago(1002, 20_000)]);
    // amount paid with letters (segment U of the first title, line 4, positions 78–92)
    expect(lerRetorno240(alterar(bom, 4, 78, '00000000001A990')).erros).toEqual([
      { linha: 4, motivo: 'Valor pago (posições 78 a 92) não é numérico: "00000000001A990".' },
    ]);
    // a payment date that is no date
    expect(lerRetorno240(alterar(bom, 6, 138, '31022026')).erros).toEqual([
      { linha: 6, motivo: 'Data da ocorrência (posições 138 a 145) não é uma data válida: "31022026".' },
    ]);
    // wrong check digit of the nosso número
    const digito = digitoNossoNumeroBradesco('09', '00000001001') === '1' ? '2' : '1';
    expect(lerRetorno240(alterar(bom, 3, 52, digito)).erros[0]?.motivo).toMatch(
      /^O dígito do nosso número 00000001001 não confere/,
    );
    // a segment U missing, the trailer's counts then wrong too
    const linhas = bom.split('\r\n');
    const semU = [...linhas.slice(0, 3), ...linhas.slice(4)].join('\r\n');
    const erros = lerRetorno240(semU).erros;
    expect(erros).toContainEqual({ linha: 3, motivo: 'O segmento T não é seguido do seu segmento U.' });
    expect(erros).toContainEqual({
      linha: 6,
      motivo: 'O trailer do lote declara 000006 registros; o lote tem 5.',
    });
    // a line too long, another bank, no trailer
    expect(lerRetorno240(alterar(bom, 5, 241, 'X')).erros.slice(0, 2)).toEqual([
      { linha: 5, motivo: 'A linha tem 241 posições; o CNAB 240 tem 240.' },
      { linha: 6, motivo: 'Segmento U sem o segmento T antes dele.' },
    ]);
    expect(lerRetorno240(bom.replace(/^237/, '341')).erros[0]).toEqual({
      linha: 1,
      motivo: 'O arquivo é do banco 341; a conta de cobrança é do banco 237.',
    });
    expect(lerRetorno240(linhas.slice(0, 6).join('\r\n')).erros).toEqual([
      { linha: 6, motivo: 'Falta o trailer do arquivo (registro 9): o arquivo está incompleto.' },
    ]);
  });

  it('reads back what it writes, for any titles (property)', () => {
    const titulo = fc.record({
      nossoNumero: fc.integer({ min: 1, max: 99_999_999_999 }),
      valorTituloCentavos: fc.integer({ min: 1, max: 99_999_999 }),
      valorPagoCentavos: fc.integer({ min: 1, max: 99_999_999 }),
      tarifaCentavos: fc.integer({ min: 0, max: 10_000 }),
      jurosCentavos: fc.integer({ min: 0, max: 10_000 }),
      dia: fc.integer({ min: 0, max: 3_000 }),
    });
    fc.assert(
      fc.property(fc.array(titulo, { minLength: 1, maxLength: 20 }), (titulos) => {
        const data = (dia: number) =>
          new Date(Date.UTC(2025, 0, 1) + dia * 86_400_000).toISOString().slice(0, 10);
        const escritos = titulos.map((t) => ({
          ...t,
          ocorrencia: '06',
          vencimento: data(t.dia),
          pagoEm: data(t.dia),
          creditoEm: data(t.dia + 1),
        }));
        const lido = lerRetorno240(arquivo(escritos));
        expect(lido.erros).toEqual([]);
        expect(
          lido.titulos.map((t) => [t.nossoNumero, t.valorPagoCentavos, t.pagoEm, t.tarifaCentavos]),
        ).toEqual(escritos.map((t) => [t.nossoNumero, t.valorPagoCentavos, t.pagoEm, t.tarifaCentavos]));
      }),
      { numRuns: 50 },
    );
  });

  it('is told apart from CNAB 400 and CSV by its first line', () => {
    expect(lerArquivoRetorno(arquivo([pago(1001, 100)]))?.formato).toBe('cnab240');
    expect(lerArquivoRetorno('isto não é um retorno')).toBeNull();
  });
});

describe('CNAB 240 remittance (segments P and Q)', () => {
  const pagador = {
    inscricao: '12.ABC.345/01DE-35',
    nome: 'Autoescola Demonstração Ltda',
    endereco: 'Rua das Flores, 100 - Sala 2',
    bairro: 'Centro Histórico de São Luís',
    cep: '65010-000',
    cidade: 'São Luís',
    uf: 'MA',
  };
  const remessa = gerarRemessa240({
    conta,
    sequencial: 12,
    geradoEm: { data: '2026-03-01', hora: '101500' },
    titulos: [
      {
        nossoNumero: 1001,
        numeroDocumento: '57',
        vencimento: '2026-03-10',
        valorCentavos: 15_990,
        emitidoEm: '2026-03-01',
        pagador,
      },
      {
        nossoNumero: 1002,
        numeroDocumento: '58',
        vencimento: '2026-03-15',
        valorCentavos: 123_456,
        emitidoEm: '2026-03-01',
        pagador: { ...pagador, inscricao: '529.982.247-25', nome: 'João da Silva' },
      },
    ],
  });
  const linhas = remessa.split('\r\n').slice(0, -1);

  it('has 240-position records, P and Q per title and trailers that count them', () => {
    expect(linhas).toHaveLength(8);
    expect(linhas.every((linha) => linha.length === 240)).toBe(true);
    expect(linhas.map((linha) => `${linha[7]}${linha[7] === '3' ? linha[13] : ''}`)).toEqual([
      '0',
      '1',
      '3P',
      '3Q',
      '3P',
      '3Q',
      '5',
      '9',
    ]);
    expect(linhas[0]?.slice(142, 143)).toBe('1'); // remittance
    expect(linhas[1]?.slice(8, 9)).toBe('R');
    expect(linhas[6]?.slice(17, 23)).toBe('000006');
    expect(linhas[7]?.slice(17, 23)).toBe('000001');
    expect(linhas[7]?.slice(23, 29)).toBe('000008');
    // sequence numbers in the lot: 1..4
    expect(linhas.slice(2, 6).map((linha) => linha.slice(8, 13))).toEqual([
      '00001',
      '00002',
      '00003',
      '00004',
    ]);
  });

  it('puts each field at its position (FEBRABAN 240)', () => {
    const [header, lote, p, q] = linhas;
    expect(header?.slice(0, 3)).toBe('237');
    expect(header?.slice(18, 32)).toBe('11222333000181');
    expect(header?.slice(32, 52)).toBe('4567890'.padEnd(20));
    expect(header?.slice(72, 102)).toBe('CFC PLATAFORMA SERVICOS LTDA  ');
    expect(header?.slice(157, 163)).toBe('000012');
    expect(lote?.slice(183, 191)).toBe('00000012');
    expect(p?.slice(15, 17)).toBe('01'); // entry of titles
    expect(p?.slice(17, 22)).toBe('01234');
    expect(p?.slice(23, 35)).toBe('000000012345');
    expect(p?.slice(37, 57)).toBe(`00900000001001${digitoNossoNumeroBradesco('09', '00000001001')}00000`);
    expect(p?.slice(62, 77)).toBe('57'.padEnd(15));
    expect(p?.slice(77, 85)).toBe('10032026');
    expect(p?.slice(85, 100)).toBe('000000000015990');
    expect(p?.slice(109, 117)).toBe('01032026');
    expect(q?.slice(17, 18)).toBe('2'); // CNPJ
    expect(q?.slice(18, 33)).toBe('012ABC34501DE35');
    expect(q?.slice(33, 73)).toBe('AUTOESCOLA DEMONSTRACAO LTDA'.padEnd(40));
    expect(q?.slice(73, 113)).toBe('RUA DAS FLORES, 100 - SALA 2'.padEnd(40));
    expect(q?.slice(113, 128)).toBe('CENTRO HISTORIC');
    expect(q?.slice(128, 136)).toBe('65010000');
    expect(q?.slice(136, 151)).toBe('SAO LUIS'.padEnd(15));
    expect(q?.slice(151, 153)).toBe('MA');
    expect(linhas[5]?.slice(17, 33)).toBe('1000052998224725'); // a CPF
  });

  it('reads back with the remittance reader', () => {
    const lida = lerRemessa240(remessa);
    expect(lida.erros).toEqual([]);
    expect(lida).toMatchObject({
      banco: '237',
      cnpj: '11222333000181',
      convenio: '4567890',
      sequencial: 12,
      geradoEm: '2026-03-01',
      registrosDoLote: 6,
      registrosDoArquivo: 8,
    });
    expect(lida.titulos).toEqual([
      expect.objectContaining({
        linhaP: 3,
        linhaQ: 4,
        movimento: '01',
        nossoNumero: 1001,
        numeroDocumento: '57',
        vencimento: '2026-03-10',
        valorCentavos: 15_990,
        pagador: expect.objectContaining({ inscricao: '12ABC34501DE35', uf: 'MA', cep: '65010000' }),
      }),
      expect.objectContaining({ nossoNumero: 1002, valorCentavos: 123_456 }),
    ]);
  });
});
