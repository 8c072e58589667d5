import { formatCents, formatDateBR } from '@cfc/domain';
import { formatarLinhaDigitavel } from '@cfc/domain/pagamentos';
import QRCode from 'qrcode';
import { renderPdfDocument, TABLE_LAYOUT } from '../../platform/documents/documents.ts';

/**
 * The PDF of an instalment that has its own boleto: who is charged, what for, the linha digitável
 * and the PIX copia e cola with its QR code. The monthly invoice's PDF is the invoices' own.
 */

export interface BoletoDaParcela {
  autoescola: string;
  titulo: string;
  itens: string;
  /** 'YYYY-MM-DD' */
  vencimento: string;
  valorCentavos: number;
  nossoNumero: number;
  linhaDigitavel: string;
  pixCopiaECola: string | null;
  situacao: string;
}

const SITUACOES: Record<string, string> = {
  pendente: 'Pendente',
  aberta: 'Em aberto',
  vencida: 'Vencida',
  paga: 'Paga',
  cancelada: 'Cancelada',
};

export async function renderBoletoPdf(boleto: BoletoDaParcela): Promise<Buffer> {
  const qr = boleto.pixCopiaECola
    ? await QRCode.toString(boleto.pixCopiaECola, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    : null;
  const linha = (rotulo: string, valor: string) => [{ text: rotulo, bold: true }, valor];
  return renderPdfDocument({
    info: { title: boleto.titulo, creator: 'CFC Plataforma' },
    content: [
      { text: 'CFC Plataforma', style: 'escola' },
      { text: boleto.titulo, style: 'titulo' },
      {
        text: `Emitido em ${formatDateBR(new Date(), { dateOnly: true })}`,
        style: 'meta',
        margin: [0, 0, 0, 10],
      },
      {
        table: {
          widths: [120, '*'],
          body: [
            [
              { text: 'Boleto', style: 'cabecalho' },
              { text: '', style: 'cabecalho' },
            ],
            linha('Sacado', boleto.autoescola),
            linha('Referente a', boleto.itens),
            linha('Vencimento', formatDateBR(boleto.vencimento, { dateOnly: true })),
            linha('Valor', formatCents(boleto.valorCentavos)),
            linha('Nosso número', String(boleto.nossoNumero)),
            linha('Situação', SITUACOES[boleto.situacao] ?? boleto.situacao),
          ],
        },
        layout: TABLE_LAYOUT,
      },
      { text: 'Linha digitável', style: 'subtitulo' },
      { text: formatarLinhaDigitavel(boleto.linhaDigitavel), font: 'Courier', fontSize: 12, bold: true },
      ...(boleto.pixCopiaECola && qr
        ? [
            { text: 'PIX copia e cola', style: 'subtitulo' },
            { svg: qr, width: 140, margin: [0, 0, 0, 6] as [number, number, number, number] },
            { text: boleto.pixCopiaECola, font: 'Courier', fontSize: 8 },
          ]
        : []),
    ],
  });
}
