import { describe, expect, it } from 'vitest';
import { limparDescricao } from './html.ts';

const clean = (html: string) => limparDescricao(html).html;

describe('the HTML of a notification', () => {
  it('keeps basic formatting, lists and tables', () => {
    const html =
      '<h2>Novidades</h2><p><strong>Negrito</strong>, <em>itálico</em>, <u>sublinhado</u></p>' +
      '<ul><li>um</li><li>dois</li></ul><ol><li>três</li></ol>' +
      '<table><tbody><tr><td colspan="2">célula</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });

  it('removes scripts, styles, frames and forms with their content', () => {
    expect(clean('<p>oi</p><script>alert(1)</script>')).toBe('<p>oi</p>');
    expect(clean('<style>body{background:url(x)}</style><p>a</p>')).toBe('<p>a</p>');
    expect(clean('<iframe src="https://x.test"></iframe><form action="https://x.test"><input></form>b')).toBe(
      'b',
    );
    expect(clean('<svg><script>alert(1)</script></svg>c')).toBe('c');
  });

  it('removes event handlers and javascript: addresses', () => {
    expect(clean('<p onclick="alert(1)" onmouseover="x()">a</p>')).toBe('<p>a</p>');
    expect(clean('<img src="https://cdn.test/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://cdn.test/a.png" />',
    );
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(clean('<a href="JaVaScRiPt&colon;alert(1)">x</a>')).not.toContain('alert');
    expect(clean('<a href="data:text/html,<script>alert(1)</script>">x</a>')).not.toContain('data:');
  });

  it('opens links to http, https and mailto in a new tab without opener', () => {
    expect(clean('<a href="https://cfc.test/manual" target="_self" rel="opener">manual</a>')).toBe(
      '<a href="https://cfc.test/manual" target="_blank" rel="noopener noreferrer">manual</a>',
    );
    expect(clean('<a href="mailto:suporte@cfc.test">mail</a>')).toContain('href="mailto:suporte@cfc.test"');
    expect(clean('<a href="ftp://x.test/a">ftp</a>')).not.toContain('ftp:');
  });

  it('keeps images from https and embedded raster images only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(clean(`<img src="${png}" alt="logo">`)).toBe(`<img src="${png}" alt="logo" />`);
    expect(clean('<img src="http://cdn.test/a.png">x')).toBe('x');
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">x')).toBe('x');
    expect(clean('<img src="//cdn.test/a.png">x')).toBe('x');
    expect(clean('<img src="/api/v1/logout">x')).toBe('x');
  });

  it('keeps checked inline styles and drops url(), expression() and unknown properties', () => {
    expect(clean('<p style="color: #e34a4a; text-align: center">a</p>')).toBe(
      '<p style="color:#e34a4a;text-align:center">a</p>',
    );
    expect(clean('<p style="background-image: url(https://x.test/a.png)">a</p>')).toBe('<p>a</p>');
    expect(clean('<p style="color: expression(alert(1))">a</p>')).toBe('<p>a</p>');
    expect(clean('<p style="background-color: url(javascript:alert(1))">a</p>')).toBe('<p>a</p>');
  });

  it('gives the text for the search, blocks apart and entities decoded', () => {
    expect(limparDescricao('<p>Manutenção &amp; <b>aviso</b></p><p>amanhã</p><script>x</script>').texto).toBe(
      'Manutenção & aviso amanhã',
    );
  });
});
