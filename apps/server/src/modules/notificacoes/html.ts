import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a notification may carry (SPEC §2.5: the item shows an HTML description). It is cleaned
 * once, on the server, before it is stored, so no script ever reaches a browser:
 * - basic formatting, headings, quotes, code, lists, simple tables;
 * - links only to http, https and mailto addresses, always opened in a new tab with
 *   `rel="noopener noreferrer"`;
 * - images only from https addresses or embedded PNG, JPEG, GIF or WEBP (`data:image/...;base64`,
 *   as rich-text editors paste them); never SVG (it can carry script), never plain http;
 * - a few inline styles (colour, background colour, alignment, weight, decoration) whose values
 *   are checked one by one, so `url(...)`, `expression(...)` and the like never pass;
 * - scripts, styles, frames, forms and their content, event handlers (`onerror`, `onclick`, ...),
 *   `javascript:` and every other scheme are removed.
 */

const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const EMBEDDED_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [
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
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: COLOUR,
      'background-color': COLOUR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
  },
  // An image comes from an https address or is an embedded raster image; any other (relative,
  // SVG, HTML) loses the element.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !(frame.attribs.src?.startsWith('https://') || EMBEDDED_IMAGE.test(frame.attribs.src ?? '')),
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The description as stored and shown: the cleaned HTML, and its text for the search. */
export function limparDescricao(html: string): { html: string; texto: string } {
  const clean = sanitizeHtml(html, POLICY).trim();
  // Block ends become spaces, so 'a</p><p>b' is searched as 'a b'.
  const spaced = clean.replace(/<(\/p|br|\/li|\/h[1-6]|\/div|\/td|\/th|\/tr)[^>]*>/gi, ' $&');
  const texto = sanitizeHtml(spaced, TEXT_ONLY)
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return { html: clean, texto };
}
