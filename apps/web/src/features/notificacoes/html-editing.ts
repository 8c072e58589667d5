/**
 * The notice composer's formatting buttons: each wraps the selected text of the message in HTML
 * tags (or inserts an empty pair at the cursor) and says what to select afterwards.
 */
export type HtmlFormat = 'bold' | 'italic' | 'underline' | 'paragraph' | 'list' | 'link';

export interface TextEdit {
  readonly text: string;
  readonly selectionStart: number;
  readonly selectionEnd: number;
}

const INLINE: Record<Exclude<HtmlFormat, 'list' | 'link'>, readonly [string, string]> = {
  bold: ['<strong>', '</strong>'],
  italic: ['<em>', '</em>'],
  underline: ['<u>', '</u>'],
  paragraph: ['<p>', '</p>'],
};

/** The placeholder address of a new link, selected so the user types over it. */
export const LINK_PLACEHOLDER = 'https://';

function listOf(selected: string): string {
  const lines = selected
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const items = (lines.length > 0 ? lines : ['']).map((line) => `  <li>${line}</li>`);
  return `<ul>\n${items.join('\n')}\n</ul>`;
}

export function applyFormat(text: string, start: number, end: number, format: HtmlFormat): TextEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const before = text.slice(0, from);
  const selected = text.slice(from, to);
  const after = text.slice(to);

  if (format === 'list') {
    const list = listOf(selected);
    // An empty list puts the cursor inside its item.
    const cursor =
      selected.trim() === '' ? before.length + list.indexOf('</li>') : before.length + list.length;
    return { text: before + list + after, selectionStart: cursor, selectionEnd: cursor };
  }
  if (format === 'link') {
    const open = `<a href="${LINK_PLACEHOLDER}">`;
    const wrapped = `${open}${selected}</a>`;
    const hrefStart = before.length + '<a href="'.length;
    return {
      text: before + wrapped + after,
      selectionStart: hrefStart,
      selectionEnd: hrefStart + LINK_PLACEHOLDER.length,
    };
  }
  const [open, close] = INLINE[format];
  return {
    text: before + open + selected + close + after,
    selectionStart: before.length + open.length,
    selectionEnd: before.length + open.length + selected.length,
  };
}
