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
import DOMPurify, { type Config, type UponSanitizeAttributeHookEvent } from 'dompurify';

/**
 * The HTML of a notification as the browser shows it: cleaned again by DOMPurify with the policy
 * the server's sanitize-html applied before storing it (packages/contract notificacoes-html.ts),
 * so what the notice composer previews is what the recipients get. DOMPurify also refuses
 * addresses that hide a scheme behind Unicode spaces, which the server keeps as harmless paths.
 */

/** The attributes each tag keeps: its own and those of every tag ('*'); a link only its own. */
function attributesOf(tag: string): ReadonlySet<string> {
  if (tag === 'a') return new Set(NOTIFICACAO_HTML_LINK_ATTRIBUTES);
  return new Set([...(NOTIFICACAO_HTML_ATTRIBUTES[tag] ?? []), ...(NOTIFICACAO_HTML_ATTRIBUTES['*'] ?? [])]);
}

const ALL_ATTRIBUTES = [
  ...new Set([...Object.values(NOTIFICACAO_HTML_ATTRIBUTES).flat(), ...NOTIFICACAO_HTML_LINK_ATTRIBUTES]),
];

/** An address a browser would read without the characters it ignores (control characters, comments). */
function cleanAddress(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters browsers ignore in addresses
  let address = value.replace(/[\u0000-\u0020]+/g, '');
  for (let start = address.indexOf('<!--'); start !== -1; start = address.indexOf('<!--')) {
    const end = address.indexOf('-->', start + 4);
    if (end === -1) break;
    address = address.slice(0, start) + address.slice(end + 3);
  }
  return address;
}

/** Whether an address may stay: a scheme of the policy's, or none at all but not `//host`. */
function addressAllowed(value: string, schemes: readonly string[]): boolean {
  const address = cleanAddress(value);
  const scheme = /^([a-zA-Z][a-zA-Z0-9.\-+]*):/.exec(address)?.[1];
  if (scheme === undefined) return !/^[/\\]{2}/.test(address);
  return schemes.includes(scheme.toLowerCase());
}

type StyleName = keyof typeof NOTIFICACAO_HTML_STYLES;
const IMPORTANT = /\s*!\s*important\s*$/i;

/**
 * The declarations of a style the policy keeps, each value checked, as `name:value;name:value`;
 * null when the style cannot be read (an unclosed string or bracket).
 */
export function allowedStyle(value: string): string | null {
  const text = value.replace(/\/\*[\s\S]*?\*\//g, '');
  if ((text.match(/["']/g)?.length ?? 0) % 2 !== 0) return null;
  if ((text.match(/\(/g)?.length ?? 0) !== (text.match(/\)/g)?.length ?? 0)) return null;
  const kept: string[] = [];
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon <= 0) continue;
    const name = declaration.slice(0, colon).trim();
    const raw = declaration.slice(colon + 1).trim();
    const important = IMPORTANT.test(raw);
    const property = raw.replace(IMPORTANT, '');
    if (!Object.hasOwn(NOTIFICACAO_HTML_STYLES, name)) continue;
    if (NOTIFICACAO_HTML_STYLES[name as StyleName].some((pattern) => pattern.test(property))) {
      kept.push(`${name}:${property}${important ? ' !important' : ''}`);
    }
  }
  return kept.join(';');
}

function sanitizeAttribute(node: Element, event: UponSanitizeAttributeHookEvent): void {
  const tag = node.nodeName.toLowerCase();
  const name = event.attrName;
  // As written: the server keeps an attribute's value untrimmed.
  const value = node.getAttribute(name) ?? event.attrValue;
  const keep =
    attributesOf(tag).has(name) &&
    !notificacaoAttributeRefused(name, value) &&
    (value !== '' || name === 'alt') &&
    (name !== 'href' || addressAllowed(value, NOTIFICACAO_HTML_SCHEMES)) &&
    (name !== 'src' || addressAllowed(value, tag === 'img' ? NOTIFICACAO_HTML_IMAGE_SCHEMES : []));
  if (!keep) {
    event.keepAttr = false;
    return;
  }
  if (name !== 'style') {
    event.attrValue = value;
    return;
  }
  const style = allowedStyle(value);
  if (style === null || style === '') event.keepAttr = false;
  else event.attrValue = style;
}

const purifier = DOMPurify();

if (purifier.isSupported) {
  purifier.addHook('uponSanitizeElement', (node, event) => {
    // An image from anywhere but an https address or an embedded raster image goes, element and all.
    if (event.tagName === 'img' && !notificacaoImageAllowed((node as Element).getAttribute('src'))) {
      node.parentNode?.removeChild(node);
    }
  });
  purifier.addHook('uponSanitizeAttribute', sanitizeAttribute);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() !== 'a') return;
    for (const [name, value] of Object.entries(NOTIFICACAO_HTML_LINK_TARGET)) node.setAttribute(name, value);
  });
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...NOTIFICACAO_HTML_TAGS, ...NOTIFICACAO_HTML_HEADINGS],
  ALLOWED_ATTR: ALL_ATTRIBUTES,
  ALLOWED_URI_REGEXP: new RegExp(
    `^(?:(?:${NOTIFICACAO_HTML_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
    'i',
  ),
  ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: [...NOTIFICACAO_HTML_DROPPED_WITH_CONTENT],
  KEEP_CONTENT: true,
};

/** The HTML of a notification cleaned by the contract's policy, ready to be shown. */
export function cleanNotificacaoHtml(html: string): string {
  return purifier.sanitize(html, CONFIG);
}
