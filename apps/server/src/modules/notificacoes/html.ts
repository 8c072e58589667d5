import {
  NOTIFICACAO_HTML_ATTRIBUTES,
  NOTIFICACAO_HTML_DROPPED_WITH_CONTENT,
  NOTIFICACAO_HTML_HEADINGS,
  NOTIFICACAO_HTML_IMAGE_SCHEMES,
  NOTIFICACAO_HTML_LINK_ATTRIBUTES,
  NOTIFICACAO_HTML_LINK_TARGET,
  NOTIFICACAO_HTML_SCHEMES,
  NOTIFICACAO_HTML_STYLES,
  NOTIFICACAO_HTML_TAGS,
  notificacaoAttributeRefused,
  notificacaoImageAllowed,
} from '@cfc/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a notification may carry (SPEC §2.5: the item shows an HTML description), by the policy
 * of the contract that the browser's DOMPurify also follows. It is cleaned here before it is
 * stored, so no script ever reaches a browser:
 * - basic formatting, headings, quotes, code, lists, simple tables;
 * - links only to http, https and mailto addresses (or a path), always opened in a new tab with
 *   `rel="noopener noreferrer"`;
 * - images only from https addresses or embedded PNG, JPEG, GIF or WEBP (`data:image/...;base64`,
 *   as rich-text editors paste them); never SVG (it can carry script), never plain http;
 * - a few inline styles (colour, background colour, alignment, weight, decoration) whose values
 *   are checked one by one, so `url(...)`, `expression(...)` and the like never pass;
 * - scripts, styles, frames, embedded documents and their content, event handlers (`onerror`,
 *   `onclick`, ...), `javascript:` and every other scheme are removed.
 */

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...NOTIFICACAO_HTML_TAGS, ...NOTIFICACAO_HTML_HEADINGS],
  allowedAttributes: NOTIFICACAO_HTML_ATTRIBUTES,
  allowedStyles: { '*': NOTIFICACAO_HTML_STYLES },
  allowedSchemes: [...NOTIFICACAO_HTML_SCHEMES],
  allowedSchemesByTag: { img: [...NOTIFICACAO_HTML_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...NOTIFICACAO_HTML_DROPPED_WITH_CONTENT],
  transformTags: {
    '*': (tagName, attribs) => {
      const kept = Object.entries(attribs).filter(
        ([name, value]) => !notificacaoAttributeRefused(name, value),
      );
      if (tagName !== 'a') return { tagName, attribs: Object.fromEntries(kept) };
      // A link keeps its address and title only, and always opens in a new tab.
      const link = kept.filter(
        ([name, value]) => value && NOTIFICACAO_HTML_LINK_ATTRIBUTES.some((n) => n === name),
      );
      return { tagName, attribs: { ...Object.fromEntries(link), ...NOTIFICACAO_HTML_LINK_TARGET } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !notificacaoImageAllowed(frame.attribs.src),
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
