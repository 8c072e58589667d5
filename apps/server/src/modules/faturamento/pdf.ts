import type { FaturaDetalhe } from '@cfc/contract';
import { formatCents, formatDateBR } from '@cfc/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';
import QRCode from 'qrcode';
import type { FinanceiroConfig } from '../../config.ts';
import { renderPdfDocument, TABLE_LAYOUT } from '../../platform/documents/documents.ts';
import { svgI2de5 } from './barcode.ts';
import { mesAno } from './calculo.ts';

/**
 * The invoice as the school receives it (docs/finance.md "Invoices, boleto and PIX"): the operator,
 * the school, the lines grouped by kind with subtotals, the total, the boleto (linha digitável and
 * its Interleaved 2 of 5 barcode, drawn as vectors) and the PIX (QR code and copia e cola). What is
 * read digit by digit is in Courier.
 */

const GRUPOS: { tipo: FaturaDetalhe['itens'][number]['tipo']; titulo: string }[] = [
  { tipo: 'aluno_cadastrado', titulo: 'Alunos cadastrados' },
  { tipo: 'aula_pratica', titulo: 'Aulas práticas' },
  { tipo: 'aula_teorica', titulo: 'Aulas teóricas (presenças)' },
  { tipo: 'cobranca', titulo: 'Cobranças avulsas' },
  { tipo: 'franquia', titulo: 'Franquias (descontos)' },
];

const SITUACAO = { aberta: 'Em aberto', vencida: 'Vencida', paga: 'Paga', cancelada: 'Cancelada' };

const mono = (text: string, extra: Record<string, unknown> = {}) => ({ text, font: 'Courier', ...extra });
const valor = (centavos: number, extra: Record<string, unknown> = {}) =>
  mono(formatCents(centavos), { alignment: 'right', ...extra });

/** A PIX payload as a QR code image (PNG data URL): shown on the screen and printed on the PDF. */
export function qrDoPix(pix: string): Promise<string> {
  return QRCode.toDataURL(pix, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

export async function renderFaturaPdf(
  fatura: FaturaDetalhe,
  operador: FinanceiroConfig['cedente'],
): Promise<Buffer> {
  const grupos: Content[] = [];
  for (const grupo of GRUPOS) {
    const itens = fatura.itens.filter((item) => item.tipo === grupo.tipo);
    if (itens.length === 0) continue;
    const subtotal = itens.reduce((soma, item) => soma + item.valor_centavos, 0);
    const body: TableCell[][] = [
      [
        { text: 'Descrição', style: 'cabecalho' },
        { text: 'Aluno', style: 'cabecalho' },
        { text: 'Qtd.', style: 'cabecalho', alignment: 'right' },
        { text: 'Unitário', style: 'cabecalho', alignment: 'right' },
        { text: 'Valor', style: 'cabecalho', alignment: 'right' },
      ],
      ...itens.map((item) => [
        item.descricao,
        item.aluno_nome ?? '-',
        mono(String(item.quantidade), { alignment: 'right' }),
        valor(item.valor_unitario_centavos),
        valor(item.valor_centavos),
      ]),
      [
        { text: `Subtotal (${itens.length} linha(s))`, colSpan: 4, bold: true },
        '',
        '',
        '',
        valor(subtotal, { bold: true }),
      ],
    ];
    grupos.push(
      { text: grupo.titulo, style: 'subtitulo' },
      { table: { headerRows: 1, widths: ['*', '*', 40, 70, 80], body }, layout: TABLE_LAYOUT },
    );
  }

  const boleto: Content[] =
    fatura.codigo_barras && fatura.linha_digitavel_formatada
      ? [
          { text: 'Boleto bancário', style: 'subtitulo' },
          {
            table: {
              widths: ['*', 120],
              body: [
                [
                  { text: `Banco ${operador.banco} · Beneficiário: ${operador.razaoSocial}`, style: 'meta' },
                  { text: `Nosso número ${fatura.nosso_numero}`, style: 'meta', alignment: 'right' },
                ],
                [mono(fatura.linha_digitavel_formatada, { fontSize: 11, bold: true, colSpan: 2 }), ''],
                [{ svg: svgI2de5(fatura.codigo_barras, 50), width: 400, height: 50, colSpan: 2 }, ''],
              ],
            },
            layout: 'noBorders',
          },
        ]
      : [];
  const pix: Content[] = fatura.pix_copia_e_cola
    ? [
        { text: 'PIX', style: 'subtitulo' },
        {
          columns: [
            { image: fatura.pix_qr ?? (await qrDoPix(fatura.pix_copia_e_cola)), width: 110 },
            {
              stack: [
                { text: 'PIX copia e cola', style: 'meta', margin: [0, 0, 0, 4] },
                mono(fatura.pix_copia_e_cola, { fontSize: 7 }),
              ],
              margin: [10, 0, 0, 0],
            },
          ],
        },
      ]
    : [];

  const content: Content[] = [
    {
      columns: [
        {
          stack: [
            { text: operador.razaoSocial, style: 'escola' },
            { text: `CNPJ ${operador.cnpj}`, style: 'meta' },
          ],
        },
        {
          stack: [
            { text: `Fatura nº ${fatura.id_fatura}`, bold: true, alignment: 'right' },
            {
              text: `Emitida em ${formatDateBR(fatura.emitida_em, { dateOnly: true })}`,
              style: 'meta',
              alignment: 'right',
            },
          ],
        },
      ],
    },
    { text: fatura.descricao, style: 'titulo' },
    {
      columns: [
        {
          stack: [
            { text: fatura.autoescola_nome, bold: true },
            { text: fatura.autoescola_cnpj ? `CNPJ ${fatura.autoescola_cnpj}` : '', style: 'meta' },
          ],
        },
        {
          stack: [
            { text: `Competência ${mesAno(fatura.competencia)}`, alignment: 'right' },
            { text: `Vencimento ${formatDateBR(fatura.vencimento)}`, alignment: 'right', bold: true },
            { text: `Situação: ${SITUACAO[fatura.situacao]}`, alignment: 'right', style: 'meta' },
          ],
        },
      ],
      margin: [0, 0, 0, 6],
    },
    ...grupos,
    {
      table: {
        widths: ['*', 120],
        body: [
          [
            { text: 'Total da fatura', bold: true, fontSize: 12 },
            valor(fatura.valor_centavos, { bold: true, fontSize: 12 }),
          ],
        ],
      },
      layout: 'noBorders',
      margin: [0, 10, 0, 0],
    },
    ...(fatura.situacao === 'cancelada'
      ? [{ text: `Fatura cancelada: ${fatura.cancelamento_motivo ?? ''}`, color: '#e34a4a', bold: true }]
      : []),
    ...(fatura.situacao === 'cancelada' || fatura.situacao === 'paga' ? [] : [...boleto, ...pix]),
  ];
  return renderPdfDocument({
    info: { title: `Fatura ${fatura.id_fatura} - ${fatura.autoescola_nome}`, creator: 'CFC Plataforma' },
    content,
  });
}
