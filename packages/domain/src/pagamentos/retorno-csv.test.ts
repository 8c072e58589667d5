import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lerArquivoRetorno, lerRetornoCsv, lerValorEmReais } from './retorno-csv.ts';

describe('CSV return (nosso_numero;valor;data_pagamento)', () => {
  it('reads each line as a liquidation, with or without the header', () => {
    const texto =
      '\uFEFFnosso_numero;valor;data_pagamento\r\n1001;1.234,56;05/03/2026\r\n1002;150.00;2026-03-06\r\n';
    const lido = lerRetornoCsv(texto);
    expect(lido.erros).toEqual([]);
    expect(
      lido.titulos.map((t) => [t.linha, t.nossoNumero, t.valorPagoCentavos, t.pagoEm, t.ocorrencia]),
    ).toEqual([
      [2, 1001, 123_456, '2026-03-05', '06'],
      [3, 1002, 15_000, '2026-03-06', '06'],
    ]);
    expect(lerArquivoRetorno('1001;10,00;01/03/2026')?.titulos).toHaveLength(1);
  });

  it('reports every bad line with its number and reason', () => {
    const lido = lerRetornoCsv(
      'nosso_numero;valor;data_pagamento\n1001;10,00\nABC;-5;31/02/2026\n1002;0,00;01/03/2026\n',
    );
    expect(lido.erros).toEqual([
      { linha: 2, motivo: 'A linha tem 2 colunas; esperadas 3 (nosso_numero;valor;data_pagamento).' },
      { linha: 3, motivo: 'Nosso número inválido: "ABC".' },
      { linha: 3, motivo: 'Valor inválido: "-5".' },
      { linha: 3, motivo: 'Data de pagamento inválida: "31/02/2026" (use DD/MM/AAAA).' },
      { linha: 4, motivo: 'Valor inválido: "0,00".' },
    ]);
    expect(lerRetornoCsv('nosso_numero;valor;data_pagamento\n').erros).toEqual([
      { linha: 1, motivo: 'O arquivo não tem pagamentos.' },
    ]);
  });

  it('reads reais written either way to the same cents (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (centavos) => {
        const reais = Math.floor(centavos / 100);
        const resto = String(centavos % 100).padStart(2, '0');
        const milhares = String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        expect(lerValorEmReais(`${milhares},${resto}`)).toBe(centavos);
        expect(lerValorEmReais(`${reais},${resto}`)).toBe(centavos);
        expect(lerValorEmReais(`${reais}.${resto}`)).toBe(centavos);
      }),
    );
    expect(lerValorEmReais('R$ 10,5')).toBe(1_050);
    expect(lerValorEmReais('10,555')).toBeNull();
    expect(lerValorEmReais('dez')).toBeNull();
  });
});
