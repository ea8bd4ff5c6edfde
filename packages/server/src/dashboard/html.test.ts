/** The `html` template escapes every interpolation; only nested `html` results pass through. */
import { describe, expect, it } from 'vitest';
import { escapeHtml, html, type HtmlValue } from './html';

describe('html tagged template', () => {
  const cases: Array<{ given: HtmlValue; want: string }> = [
    { given: '<script>alert(1)</script>', want: '<p title="">&lt;script&gt;alert(1)&lt;/script&gt;</p>' },
    { given: `" onmouseover="x' &amp;`, want: '<p title="">&quot; onmouseover=&quot;x&#39; &amp;amp;</p>' },
    { given: 0, want: '<p title="">0</p>' },
    { given: null, want: '<p title=""></p>' },
    { given: undefined, want: '<p title=""></p>' },
    { given: false, want: '<p title=""></p>' },
    { given: ['a<', html`<b>b</b>`, ['&']], want: '<p title="">a&lt;<b>b</b>&amp;</p>' },
    { given: html`<i>${'<u>'}</i>`, want: '<p title=""><i>&lt;u&gt;</i></p>' },
  ];
  it.each(cases)('renders $given', ({ given, want }) => {
    expect(html`<p title="">${given}</p>`.value).toBe(want);
  });

  it('escapes inside attribute values', () => {
    expect(html`<a href="/x?q=${'"><img src=x>'}">t</a>`.value).toBe('<a href="/x?q=&quot;&gt;&lt;img src=x&gt;">t</a>');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });
});
