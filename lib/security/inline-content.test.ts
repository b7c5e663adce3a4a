import { describe, expect, it } from 'vitest';

import { hashSource } from './csp';
import { decodeAttribute, executableInlineScripts, inlineHashes } from './inline-content';

const html = `<!DOCTYPE html><html><head>
<script id="consent-mode-defaults">window.dataLayer=window.dataLayer||[];</script>
<script src="/_next/static/chunks/a.js" async=""></script>
<script data-src="x">lazy()</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type='module'>import('/m.js')</script>
<script type=text/javascript>classic()</script>
<script type="text/template"><p style="in-template">not code</p></script>
<SCRIPT>upper()</SCRIPT >
<style>body{margin:0}</style>
</head><body>
<img alt="" style="color:transparent" src="/a.png"><img style="color:transparent" alt="">
<div class="x" style="font-family:&quot;Segoe UI&quot;;content:&#x27;a&#x27;"></div>
<p>Write style="x" in text</p>
<svg><style>.a{fill:red}</style></svg>
<script>self.__next_f.push([1,"<style>in-script</style><b style=\\"in-script\\">"])</script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
<script></script>
</body></html>`;

describe('executableInlineScripts', () => {
  it('returns the inline scripts a browser runs, in document order, and skips external and data blocks', () => {
    expect(executableInlineScripts(html)).toEqual([
      'window.dataLayer=window.dataLayer||[];',
      'lazy()',
      "import('/m.js')",
      'classic()',
      'upper()',
      'self.__next_f.push([1,"<style>in-script</style><b style=\\"in-script\\">"])',
      '(self.__next_f=self.__next_f||[]).push([0])',
      '(self.__next_f=self.__next_f||[]).push([0])',
      '',
    ]);
  });

  it('keeps the exact bytes between the tags (whitespace and escapes matter to the hash)', () => {
    const body = '\n  self.__next_f.push([1,"a\\u003cb \\"q\\""])\n';
    expect(executableInlineScripts(`<script>${body}</script>`)).toEqual([body]);
  });
});

describe('decodeAttribute', () => {
  it('decodes the character references a serializer writes', () => {
    expect(decodeAttribute('a&amp;b &quot;c&quot; &#x27;d&#39; &lt;&gt; &unknown;')).toBe(
      'a&b "c" \'d\' <> &unknown;',
    );
  });
});

describe('inlineHashes', () => {
  const hashes = inlineHashes(html);

  it('hashes each distinct executable script once', () => {
    expect(hashes.scripts).toHaveLength(8);
    expect(hashes.scripts).toContain(hashSource('classic()'));
    expect(hashes.scripts).not.toContain(hashSource('{"@type":"Organization"}'));
  });

  it('hashes <style> elements (SVG ones too), not style text inside scripts', () => {
    expect(hashes.styles).toEqual([hashSource('body{margin:0}'), hashSource('.a{fill:red}')]);
  });

  it('hashes style attribute values as the browser reads them', () => {
    expect(hashes.styleAttributes).toEqual([
      hashSource('color:transparent'),
      hashSource('font-family:"Segoe UI";content:\'a\''),
    ]);
  });
});
