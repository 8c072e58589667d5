/**
 * Interleaved 2 of 5, the symbology of the boleto's barcode (FEBRABAN): digits in pairs, the first
 * of each pair in the bars and the second in the spaces between them, each digit five elements of
 * which two are wide; a start (narrow bar, space, bar, space) and a stop (wide bar, narrow space,
 * narrow bar) around them. Drawn here as vector rectangles, so the PDF prints it sharp at any size.
 */

/** Each digit's five elements, 1 for wide. */
const PADROES = [
  '00110', // 0
  '10001', // 1
  '01001', // 2
  '11000', // 3
  '00101', // 4
  '10100', // 5
  '01100', // 6
  '00011', // 7
  '10010', // 8
  '01010', // 9
] as const;

/** A wide element is this many narrow ones (FEBRABAN accepts 2.25 to 3). */
export const RAZAO_LARGA = 3;

/** One element of the symbol: a bar or a space and its width in narrow units. */
export interface Elemento {
  barra: boolean;
  largura: number;
}

/** The elements of a code, start and stop included; the code must have an even number of digits. */
export function codificarI2de5(digitos: string): Elemento[] {
  if (!/^\d*$/.test(digitos) || digitos.length % 2 !== 0) {
    throw new RangeError('Intercalado 2 de 5 codifica um número par de dígitos.');
  }
  const largura = (bit: string) => (bit === '1' ? RAZAO_LARGA : 1);
  const elementos: Elemento[] = [
    { barra: true, largura: 1 },
    { barra: false, largura: 1 },
    { barra: true, largura: 1 },
    { barra: false, largura: 1 },
  ];
  for (let i = 0; i < digitos.length; i += 2) {
    const barras = PADROES[Number(digitos[i])] ?? PADROES[0];
    const espacos = PADROES[Number(digitos[i + 1])] ?? PADROES[0];
    for (let k = 0; k < 5; k += 1) {
      elementos.push({ barra: true, largura: largura(barras[k] ?? '0') });
      elementos.push({ barra: false, largura: largura(espacos[k] ?? '0') });
    }
  }
  elementos.push(
    { barra: true, largura: RAZAO_LARGA },
    { barra: false, largura: 1 },
    { barra: true, largura: 1 },
  );
  return elementos;
}

/** Reads the digits back from the elements (the tests' check that the encoding is right). */
export function decodificarI2de5(elementos: readonly Elemento[]): string {
  const meio = elementos.slice(4, -3);
  let digitos = '';
  const digito = (bits: string) => {
    const index = PADROES.indexOf(bits as (typeof PADROES)[number]);
    if (index < 0) throw new RangeError(`Padrão inválido: ${bits}`);
    return String(index);
  };
  for (let i = 0; i < meio.length; i += 10) {
    const grupo = meio.slice(i, i + 10);
    const bits = (par: number) =>
      grupo
        .filter((_, k) => k % 2 === par)
        .map((e) => (e.largura > 1 ? '1' : '0'))
        .join('');
    digitos += digito(bits(0)) + digito(bits(1));
  }
  return digitos;
}

/** The barcode as an SVG of black rectangles, `altura` units high, one unit per narrow element. */
export function svgI2de5(digitos: string, altura = 50): string {
  let x = 0;
  const barras: string[] = [];
  for (const elemento of codificarI2de5(digitos)) {
    if (elemento.barra) barras.push(`<rect x="${x}" y="0" width="${elemento.largura}" height="${altura}"/>`);
    x += elemento.largura;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${x}" height="${altura}" viewBox="0 0 ${x} ${altura}"><g fill="#000">${barras.join('')}</g></svg>`;
}
