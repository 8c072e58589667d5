import { describe, expect, it } from 'vitest';
import { decideTag, safeHref, safeImageSrc, safeSpan, safeStyle } from './safe-html.ts';

describe('the HTML a notification may show', () => {
  it('keeps text formatting, lists and links', () => {
    for (const tag of ['p', 'STRONG', 'em', 'u', 'ul', 'ol', 'li', 'a', 'br', 'blockquote']) {
      expect(decideTag(tag)).toEqual({ keep: tag.toLowerCase() });
    }
  });

  it('turns headings into bold paragraphs so the page outline stays', () => {
    expect(decideTag('h1')).toEqual({ keep: 'p', heading: true });
  });

  it('drops what could run code or restyle the page, content and all', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'svg', 'template']) {
      expect(decideTag(tag)).toBe('drop');
    }
  });

  it('keeps the tables and images the server allows', () => {
    for (const tag of ['table', 'tr', 'td', 'img', 'mark', 'del']) {
      expect(decideTag(tag)).toEqual({ keep: tag });
    }
  });

  it('keeps only the text of unknown tags (forms, media)', () => {
    for (const tag of ['form', 'input', 'button', 'video', 'details', 'marquee']) {
      expect(decideTag(tag)).toBe('text');
    }
  });

  it('allows web, mail and phone links and paths of the platform', () => {
    expect(safeHref('https://detran.ma.gov.br/portaria')).toBe('https://detran.ma.gov.br/portaria');
    expect(safeHref('mailto:suporte@cfc.local')).toBe('mailto:suporte@cfc.local');
    expect(safeHref('tel:+5598999999999')).toBe('tel:+5598999999999');
    expect(safeHref('/admin/notificacoes')).toBe('/admin/notificacoes');
  });

  it('refuses links that run code or leave through another scheme', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JaVaScRiPt:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(safeHref('vbscript:msgbox')).toBeNull();
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });

  it('shows images only from https or embedded raster data, never SVG', () => {
    expect(safeImageSrc('https://cdn.cfc.local/banner.png')).toBe('https://cdn.cfc.local/banner.png');
    expect(safeImageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeImageSrc('http://cdn.cfc.local/banner.png')).toBeNull();
    expect(safeImageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc(null)).toBeNull();
  });

  it('keeps only the inline styles the server keeps, with checked values', () => {
    expect(safeStyle('color: #e34a4a; text-align: center')).toEqual({
      color: '#e34a4a',
      textAlign: 'center',
    });
    expect(safeStyle('position: fixed; top: 0; z-index: 9999')).toBeUndefined();
    expect(safeStyle('background-color: url(https://x/y.png)')).toBeUndefined();
    expect(safeStyle('font-weight: bold; color: expression(alert(1))')).toEqual({ fontWeight: 'bold' });
    expect(safeStyle(null)).toBeUndefined();
  });

  it('takes table spans only as small positive numbers', () => {
    expect(safeSpan('2')).toBe(2);
    expect(safeSpan('0')).toBeUndefined();
    expect(safeSpan('1e9')).toBeUndefined();
    expect(safeSpan(null)).toBeUndefined();
  });
});
