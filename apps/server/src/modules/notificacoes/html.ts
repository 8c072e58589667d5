import {
  NOTIFICACAO_HTML_ATTRIBUTES,
  NOTIFICACAO_HTML_EMBEDDED_IMAGE,
  NOTIFICACAO_HTML_HEADINGS,
  NOTIFICACAO_HTML_STYLES,
  NOTIFICACAO_HTML_TAGS,
} from '@cfc/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a notification may carry (SPEC §2.5: the item shows an HTML description), by the allow
 * list of the contract that the browser's renderer also follows. It is cleaned once, on the server,
 * before it is stored, so no script ever reaches a browser:
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

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...NOTIFICACAO_HTML_TAGS, ...NOTIFICACAO_HTML_HEADINGS],
  allowedAttributes: NOTIFICACAO_HTML_ATTRIBUTES,
  allowedStyles: { '*': NOTIFICACAO_HTML_STYLES },
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
    !(
      frame.attribs.src?.startsWith('https://') ||
      NOTIFICACAO_HTML_EMBEDDED_IMAGE.test(frame.attribs.src ?? '')
    ),
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
