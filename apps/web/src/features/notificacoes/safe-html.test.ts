// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
// The server's sanitize-html, with the same policy of the contract: the two ends must agree.
import { limparDescricao } from '../../../../server/src/modules/notificacoes/html.ts';
import { allowedStyle, cleanNotificacaoHtml } from './safe-html.ts';

/** HTML as a browser holds it: parsed and written out again, so `<img />` and `<img>` are one. */
function normalized(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return body.innerHTML;
}

const server = (html: string) => normalized(limparDescricao(html).html);
const browser = (html: string) => normalized(cleanNotificacaoHtml(html));

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** Inputs that try to run code, reach elsewhere or restyle the page, and plain formatting. */
const TRICKY = [
  // formatting the policy keeps
  '<h2>Novidades</h2><p><strong>Negrito</strong>, <em>itálico</em>, <u>sublinhado</u>, <s>riscado</s></p>',
  '<ul><li>um</li><li>dois</li></ul><ol><li>três</li></ol><blockquote>citação</blockquote>',
  '<pre><code>const a = 1;</code></pre><p>a<br>b</p><hr>',
  '<table><tbody><tr><th colspan="2">cabeçalho</th></tr><tr><td rowspan="2">célula</td><td>x</td></tr></tbody></table>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;aspas&quot;</p>',
  // scripts, styles, frames, embedded documents
  '<p>oi</p><script>alert(1)</script>',
  '<style>body{background:url(x)}</style><p>a</p>',
  '<iframe src="https://x.test"></iframe><form action="https://x.test"><input></form>b',
  '<iframe>texto <b>do quadro</b></iframe>depois',
  '<svg><script>alert(1)</script></svg>c',
  '<svg onload="alert(1)"><text>texto</text></svg>',
  '<math><mi>x</mi><mo>+</mo></math>fim',
  '<object data="https://x.test/a.swf"><p>reserva</p></object>',
  '<embed src="https://x.test/a.swf">e',
  '<template><p>modelo</p></template>t',
  // (noscript is not compared: jsdom's parser leaves the element out and keeps its content)
  '<textarea><b>texto</b></textarea>x',
  '<select><option>a</option><option>b</option></select>s',
  '<form><label>Nome <input value="x"></label><button>Enviar</button></form>',
  '<!-- <script>alert(1)</script> -->comentário',
  '<details open ontoggle="alert(1)"><summary>Resumo</summary>Mais</details>',
  '<marquee onstart="alert(1)">texto</marquee>',
  '<base href="https://x.test/"><link rel="stylesheet" href="https://x.test/a.css"><meta http-equiv="refresh" content="0">m',
  // event handlers and attributes the policy does not list
  '<p onclick="alert(1)" onmouseover="x()" class="grande" id="main" data-x="1" aria-label="a">a</p>',
  '<div title="dica" style="color: red">div</div><span lang="pt">span</span>',
  '<p title="</p><img src=x onerror=alert(1)>">x</p>',
  '<img src="https://cdn.test/a.png" alt="</noscript><img src=x onerror=alert(1)>">',
  // links
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="//evil.test/a">x</a>',
  '<a href="/\\evil.test/a">x</a>',
  '<a href="\\\\evil.test/a">x</a>',
  '<a href="ftp://x.test/a">ftp</a><a href="tel:+5511999999999">tel</a>',
  '<a href="/admin/notificacoes">caminho</a><a href="notificacoes?x=1">relativo</a><a href="#topo">âncora</a>',
  '<a href="mailto:suporte@cfc.test">mail</a>',
  '<a href="https://cfc.test/manual" target="_self" rel="opener" style="color:red" onclick="x()" title="Manual">manual</a>',
  '<a href="">vazio</a><a>sem endereço</a><a href="https://x.test" title="">t</a>',
  '<a href="https://x.test/<!--a-->b">comentário</a>',
  // images
  `<img src="${PNG}" alt="logo" width="10" height="20" title="t">`,
  '<img src="http://cdn.test/a.png">x',
  '<img src="data:image/svg+xml;base64,PHN2Zz4=">x',
  '<img src="data:text/html;base64,PHNjcmlwdD4=">x',
  '<img src="//cdn.test/a.png">x',
  '<img src="/api/v1/logout">x',
  '<img src=" https://cdn.test/a.png">x',
  '<img src="HTTPS://cdn.test/a.png">x',
  '<img src="https://cdn.test/a.png" srcset="https://x.test/b.png 2x" onerror="alert(1)" style="width:1px">',
  '<img alt="sem fonte">x',
  // styles
  '<p style="color: #e34a4a; text-align: center">a</p>',
  '<p style="background-image: url(https://x.test/a.png)">a</p>',
  '<p style="color: expression(alert(1))">a</p>',
  '<p style="background-color: url(javascript:alert(1))">a</p>',
  '<p style="color: rgb(10, 20, 30); font-weight: bold; position: fixed; top: 0">a</p>',
  '<p style="COLOR: red; color: blue !important">a</p>',
  '<p style="color: red; x: url(&quot;a;color:blue&quot;)">a</p>',
  '<p style="color:red}body{color:blue">a</p>',
  '<p style="font-style: italic; text-decoration: underline; font-weight: 900">a</p>',
  '<p style="">a</p><p style="   ">b</p>',
];

describe("a notification's HTML, on the server and in the browser", () => {
  it.each(TRICKY)('is cleaned the same way at both ends: %s', (html) => {
    expect(browser(html)).toBe(server(html));
  });

  it('shows what the server stored unchanged', () => {
    for (const html of TRICKY) {
      const stored = limparDescricao(html).html;
      expect(browser(stored)).toBe(normalized(stored));
    }
  });

  it('never keeps code, handlers or foreign addresses', () => {
    for (const html of TRICKY) {
      const shown = cleanNotificacaoHtml(html);
      expect(shown).not.toMatch(/<script|<iframe|<svg|<style|\son[a-z]+=|javascript:|vbscript:|data:text/i);
    }
  });

  it('opens links in a new tab without access to the page', () => {
    expect(cleanNotificacaoHtml('<a href="https://cfc.test">x</a>')).toBe(
      '<a href="https://cfc.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('the inline styles a notification keeps', () => {
  it('keeps the listed properties whose values pass and nothing else', () => {
    expect(allowedStyle('color: red; position: fixed')).toBe('color:red');
    expect(allowedStyle('text-align: center; color: #fff !important')).toBe(
      'text-align:center;color:#fff !important',
    );
    expect(allowedStyle('color: url(x)')).toBe('');
    expect(allowedStyle('color: "red')).toBeNull();
  });
});
