import zlib from 'node:zlib';

/**
 * The text a PDF draws in the standard Courier font (hashes, JSON): pdfkit writes it as hex strings
 * of its character codes inside the compressed page streams. Other fonts are embedded subsets whose
 * codes are glyph numbers, so only Courier text reads back this way, which is what the tests need.
 */
export function pdfText(pdf: Buffer): string {
  let text = '';
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // an image or a font, not a page
    }
    for (const hex of content.matchAll(/<([0-9a-fA-F]+)>/g))
      text += Buffer.from(hex[1] ?? '', 'hex').toString('latin1');
  }
  return text;
}
