/**
 * The HTML a notification may carry (SPEC §2.5: the item shows an HTML description), one policy
 * for both ends: the server's sanitize-html cleans the description with it before storing it, and
 * the browser's DOMPurify cleans what it shows (and the composer's preview) with it again, so both
 * keep the same markup (apps/web features/notificacoes/safe-html.test.ts compares them).
 */

/** Headings: kept; the browser shows them at the size of the text around them, in bold. */
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

/**
 * Tags that go with their content, which is never text to show: scripts and styles, what the
 * browser reads as raw text (frames, `noscript`, `title`, `textarea`), embedded documents and form
 * choices. Any other tag outside the allow list leaves its text behind.
 */
export const NOTIFICACAO_HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
  'plaintext',
  'object',
  'embed',
  'svg',
  'math',
  'select',
  'option',
] as const;

/**
 * The attributes kept, by tag ('*': every tag); every other attribute (`on...` handlers too) goes,
 * and so does an empty one other than `alt`.
 */
export const NOTIFICACAO_HTML_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  '*': ['style'],
};

/**
 * A link keeps only its address and title, and always opens in a new tab without access to the
 * page that opened it.
 */
export const NOTIFICACAO_HTML_LINK_ATTRIBUTES = ['href', 'title'] as const;
export const NOTIFICACAO_HTML_LINK_TARGET = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The schemes of a link's address (an address without a scheme, a path, is kept; one starting
 * `//` is not), and of an image's source: https, or `data:` for an embedded raster image only.
 */
export const NOTIFICACAO_HTML_SCHEMES = ['http', 'https', 'mailto'] as const;
export const NOTIFICACAO_HTML_IMAGE_SCHEMES = ['https', 'data'] as const;

/**
 * An attribute value that goes whatever the attribute: one that could end a comment or a raw-text
 * element once the HTML is written out again (a mutation XSS, DOMPurify's own guard), and a style
 * with braces, which no inline style needs.
 */
export function notificacaoAttributeRefused(name: string, value: string): boolean {
  return (
    /((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i.test(value) ||
    (name === 'style' && /[{}]/.test(value))
  );
}

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

/**
 * Whether an image stays: its source is an https address or an embedded raster image; any other
 * (relative, plain http, SVG, HTML) loses the element.
 */
export function notificacaoImageAllowed(src: string | undefined | null): boolean {
  return (
    src !== undefined &&
    src !== null &&
    (src.startsWith('https://') || NOTIFICACAO_HTML_EMBEDDED_IMAGE.test(src))
  );
}
