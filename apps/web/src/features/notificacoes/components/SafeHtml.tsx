import { createElement, type ReactNode, useMemo } from 'react';
import { decideTag, safeHref, safeImageSrc, safeSpan, safeStyle, VOID_TAGS } from '../safe-html.ts';
import classes from './notificacoes.module.css';

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

function childrenOf(node: Node, key: string): ReactNode[] {
  return Array.from(node.childNodes, (child, index) => toReact(child, `${key}.${index}`));
}

/** The few attributes a kept tag may have, each checked; every other attribute is left behind. */
function attributesOf(element: Element, tag: string, key: string): Record<string, unknown> | null {
  const props: Record<string, unknown> = { key, style: safeStyle(element.getAttribute('style')) };
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (href === null) return null;
    props.href = href;
    if (!href.startsWith('/'))
      Object.assign(props, { target: '_blank', rel: 'noopener noreferrer nofollow' });
  }
  if (tag === 'img') {
    const src = safeImageSrc(element.getAttribute('src'));
    if (src === null) return null;
    Object.assign(props, { src, alt: element.getAttribute('alt') ?? '', loading: 'lazy' });
  }
  if (tag === 'td' || tag === 'th') {
    props.colSpan = safeSpan(element.getAttribute('colspan'));
    props.rowSpan = safeSpan(element.getAttribute('rowspan'));
  }
  return props;
}

/** One DOM node as React elements, by the allow list of safe-html.ts. */
function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === TEXT_NODE) return node.textContent;
  if (node.nodeType !== ELEMENT_NODE) return null;
  const element = node as Element;
  const decision = decideTag(element.tagName);
  if (decision === 'drop') return null;
  const children = childrenOf(element, key);
  if (decision === 'text') return children.length > 0 ? createElement('span', { key }, ...children) : null;
  if (decision.heading) return createElement('p', { key }, createElement('strong', null, ...children));
  const tag = decision.keep;
  const props = attributesOf(element, tag, key);
  // A link or an image whose address was refused: its text stays, the element goes.
  if (props === null) return tag === 'img' ? null : createElement('span', { key }, ...children);
  if (VOID_TAGS.has(tag)) return createElement(tag, props);
  // Wide tables scroll inside their own box instead of widening the page.
  if (tag === 'table')
    return createElement('div', { key, className: classes.tableBox }, createElement(tag, props, ...children));
  return createElement(tag, props, ...children);
}

interface SafeHtmlProps {
  readonly html: string;
  /** Fewer lines in the bell's dropdown; the whole text in the centre. */
  readonly clamp?: number;
}

/** The description of a notification: formatted text that cannot run code nor break the layout. */
export function SafeHtml({ html, clamp }: SafeHtmlProps) {
  const content = useMemo(() => {
    const body = new DOMParser().parseFromString(html, 'text/html').body;
    return childrenOf(body, 'n');
  }, [html]);
  return (
    <div
      className={classes.html}
      data-clamped={clamp === undefined ? undefined : true}
      style={clamp === undefined ? undefined : { WebkitLineClamp: clamp }}
    >
      {content}
    </div>
  );
}
