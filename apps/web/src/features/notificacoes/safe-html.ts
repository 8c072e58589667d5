import type { CSSProperties } from 'react';

/**
 * The HTML of a notification is cleaned by the server; the browser still builds the elements
 * itself from an allow list that mirrors the server's (never `innerHTML`), so no markup can run
 * code or restyle the page. The notice composer's preview uses the same rules while the text is
 * being written, so what the sender sees is what the recipients get.
 */

/** Tags kept as they are (the server's list, headings and images apart). Others keep only their text. */
const KEPT_TAGS = [
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

export type SafeTag = (typeof KEPT_TAGS)[number];

const KEPT = new Set<string>(KEPT_TAGS);

/** Headings would break the outline of the page around them: they become bold paragraphs. */
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** Tags whose content is never text to show. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'option',
]);

/** Elements without content. */
export const VOID_TAGS = new Set<SafeTag>(['br', 'hr', 'img']);

/** What an element becomes: a kept tag, its text only, or nothing. */
export type TagDecision = { readonly keep: SafeTag; readonly heading?: boolean } | 'text' | 'drop';

export function decideTag(tagName: string): TagDecision {
  const tag = tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return 'drop';
  if (HEADINGS.has(tag)) return { keep: 'p', heading: true };
  if (KEPT.has(tag)) return { keep: tag as SafeTag };
  return 'text';
}

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A link the notification may carry: web, mail or phone, or a path of the platform; nothing that runs code. */
export function safeHref(value: string | null): string | null {
  if (value === null) return null;
  const href = value.trim();
  if (href === '') return null;
  // A path of this platform ('/admin/...'), never a protocol-relative '//host'.
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href;
  try {
    const url = new URL(href);
    return LINK_SCHEMES.has(url.protocol) ? url.href : null;
  } catch {
    // Not an address at all.
    return null;
  }
}

const EMBEDDED_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i;

/** An image source the server also allows: https, or an embedded raster image (never SVG). */
export function safeImageSrc(value: string | null): string | null {
  const src = value?.trim() ?? '';
  if (EMBEDDED_IMAGE.test(src)) return src;
  try {
    return new URL(src).protocol === 'https:' ? src : null;
  } catch {
    return null;
  }
}

const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

/** The inline styles the server keeps, each value checked again; any other declaration is dropped. */
const STYLES: Record<string, { readonly property: keyof CSSProperties; readonly values: readonly RegExp[] }> =
  {
    color: { property: 'color', values: COLOUR },
    'background-color': { property: 'backgroundColor', values: COLOUR },
    'text-align': { property: 'textAlign', values: [/^(left|right|center|justify)$/] },
    'font-weight': { property: 'fontWeight', values: [/^(normal|bold|bolder|lighter|[1-9]00)$/] },
    'font-style': { property: 'fontStyle', values: [/^(normal|italic)$/] },
    'text-decoration': { property: 'textDecoration', values: [/^(none|underline|line-through)$/] },
  };

/** 'color: red; position: fixed' → { color: 'red' }; undefined when nothing is left. */
export function safeStyle(value: string | null): CSSProperties | undefined {
  if (value === null) return undefined;
  const style: Record<string, string> = {};
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const text = declaration.slice(colon + 1).trim();
    const rule = Object.hasOwn(STYLES, name) ? STYLES[name] : undefined;
    if (rule?.values.some((pattern) => pattern.test(text))) style[rule.property] = text;
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}

/** A table cell's span: a small positive number, or nothing. */
export function safeSpan(value: string | null): number | undefined {
  const span = Number(value);
  return Number.isInteger(span) && span >= 1 && span <= 50 ? span : undefined;
}
