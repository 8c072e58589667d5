import {
  NOTIFICACAO_HTML_EMBEDDED_IMAGE,
  NOTIFICACAO_HTML_HEADINGS,
  NOTIFICACAO_HTML_STYLES,
  NOTIFICACAO_HTML_TAGS,
} from '@cfc/contract';
import type { CSSProperties } from 'react';

/**
 * The HTML of a notification is cleaned by the server; the browser still builds the elements
 * itself from the same allow list, the contract's (never `innerHTML`), so no markup can run
 * code or restyle the page. The notice composer's preview uses the same rules while the text is
 * being written, so what the sender sees is what the recipients get.
 */

/** Tags kept as they are; any other keeps only its text. */
export type SafeTag = (typeof NOTIFICACAO_HTML_TAGS)[number];

const KEPT = new Set<string>(NOTIFICACAO_HTML_TAGS);

/** Headings would break the outline of the page around them: they become bold paragraphs. */
const HEADINGS = new Set<string>(NOTIFICACAO_HTML_HEADINGS);

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

/** An image source the server also allows: https, or an embedded raster image (never SVG). */
export function safeImageSrc(value: string | null): string | null {
  const src = value?.trim() ?? '';
  if (NOTIFICACAO_HTML_EMBEDDED_IMAGE.test(src)) return src;
  try {
    return new URL(src).protocol === 'https:' ? src : null;
  } catch {
    return null;
  }
}

type StyleName = keyof typeof NOTIFICACAO_HTML_STYLES;

/** The inline styles the server keeps, as React names them; any other declaration is dropped. */
const PROPERTIES: Record<StyleName, keyof CSSProperties> = {
  color: 'color',
  'background-color': 'backgroundColor',
  'text-align': 'textAlign',
  'font-weight': 'fontWeight',
  'font-style': 'fontStyle',
  'text-decoration': 'textDecoration',
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
    if (!Object.hasOwn(PROPERTIES, name)) continue;
    // Each value is checked again, as the server checked it.
    if (NOTIFICACAO_HTML_STYLES[name as StyleName].some((pattern) => pattern.test(text))) {
      style[PROPERTIES[name as StyleName]] = text;
    }
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
}

/** A table cell's span: a small positive number, or nothing. */
export function safeSpan(value: string | null): number | undefined {
  const span = Number(value);
  return Number.isInteger(span) && span >= 1 && span <= 50 ? span : undefined;
}
