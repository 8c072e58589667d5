/**
 * The HTML a notification may carry (SPEC §2.5: the item shows an HTML description), one allow list
 * for both ends: the server's sanitizer cleans the description with it before storing it, and the
 * browser builds the elements itself from it (never `innerHTML`), so both keep the same markup.
 */

/** Headings: kept by the server; the browser shows them as bold paragraphs. */
export const NOTIFICACAO_HTML_HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** The other tags kept as they are: basic formatting, quotes, code, lists, images, simple tables. */
export const NOTIFICACAO_HTML_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'mark',
  'small',
  'sub',
  'sup',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** The attributes kept, by tag ('*': every tag); every other attribute (`on...` handlers too) goes. */
export const NOTIFICACAO_HTML_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  '*': ['style'],
};

const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

/**
 * The inline styles kept, each value checked against its patterns, so `url(...)`,
 * `expression(...)` and the like never pass.
 */
export const NOTIFICACAO_HTML_STYLES = {
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': [/^(left|right|center|justify)$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'text-decoration': [/^(none|underline|line-through)$/],
} satisfies Record<string, RegExp[]>;

/** An embedded PNG, JPEG, GIF or WEBP image, as rich-text editors paste them; never SVG (it can carry script). */
export const NOTIFICACAO_HTML_EMBEDDED_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;
