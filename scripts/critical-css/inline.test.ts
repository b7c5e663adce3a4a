import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashSource } from '@/lib/security/csp';
import { inlineHashes } from '@/lib/security/inline-content';

import { EXPECT_MAIN, inlineCriticalCss, UnexpectedOutputError } from './inline';

const HREF = '/_next/static/chunks/0a1b2c.css';
const LINK = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`;
const CSS =
  '@layer theme,base,utilities;@layer utilities{.flex{display:flex}.grid{display:grid}.hover\\:underline:hover{text-decoration:underline}}.unused-card{color:red}' +
  "html[data-consent='ask'] .consent-notice{display:flex}:root[data-render-all] main{content-visibility:visible}" +
  '@layer utilities{:where(.space-y-3>:not(:last-child)){margin-block-end:.75rem}:where(.space-y-1\\.5>:not(:last-child)){margin-block-end:.375rem}}';
// As `next build` writes a page: the link in <head>, the RSC payload naming the same stylesheet.
const PAYLOAD = `<script>self.__next_f.push([1,":HL[\\"${HREF}\\",\\"style\\"]\\n0:[\\"$\\",\\"link\\",\\"0\\",{\\"rel\\":\\"stylesheet\\",\\"href\\":\\"${HREF}\\",\\"precedence\\":\\"next\\"}]\\n"])</script>`;
const page = (head = LINK, payload = PAYLOAD, main = '') =>
  `<!DOCTYPE html><html lang="es-ES"><head><meta charset="utf-8"/>${head}<script src="/_next/static/chunks/main.js" async=""></script></head><body><div class="flex hover:underline"${main}>Hola &amp; adiós</div><ul class="space-y-3"><li>1</li><li>2</li></ul>${payload}</body></html>`;

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  fs.mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(dist, 'static', 'chunks', '0a1b2c.css'), CSS);
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('inlineCriticalCss', () => {
  it('inlines the rules the page uses where the link was, and leaves the link to the loader (in <noscript> without JavaScript)', async () => {
    const { html, hrefs } = await inlineCriticalCss(page(), dist);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(style).toContain('.flex{display:flex}');
    expect(style).toContain('.hover\\:underline:hover');
    expect(style).toContain('@layer theme,base,utilities');
    expect(style).not.toContain('.grid');
    expect(style).not.toContain('unused-card');
    // Set on <html> by a <head> script, never in the file: the consent box paints with the page.
    expect(style).toContain("[data-consent='ask'] .consent-notice{display:flex}");
    expect(style).toContain('[data-render-all] main');
    // Tailwind's list gaps, which beasties cannot match: without them the list shifts later.
    expect(style).toContain(':where(.space-y-3>:not(:last-child)){margin-block-end:.75rem}');
    expect(style).not.toContain('space-y-1');
    expect(hrefs).toEqual([HREF]);
    // No stylesheet in the parser's path: the loader appends it (hrefs); without JavaScript the
    // <noscript> at the end of <body> links it. No page <main>, no render-blocking expect link.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).not.toContain('rel="expect"');
    expect(head.indexOf('<style>')).toBeLessThan(head.indexOf('<script'));
    expect(html).toMatch(
      new RegExp(
        `${PAYLOAD.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<noscript>${LINK}</noscript></body></html>$`,
      ),
    );
    // Every other byte is the page's own (entities, the payload): hydration sees what React rendered.
    expect(
      html.replace(/<style>[\s\S]*?<\/style>/, '').replace(`<noscript>${LINK}</noscript>`, ''),
    ).toBe(page(''));
  });

  it('holds the first frame until <main id="main"> is parsed, on a page that has it', async () => {
    const { html } = await inlineCriticalCss(page(LINK, PAYLOAD, ' id="main"'), dist);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`${EXPECT_MAIN}<style>`);
    expect(html.split(EXPECT_MAIN)).toHaveLength(2);
  });

  it('leaves a <style> the page CSP allows by its hash, read from the file', async () => {
    const { html } = await inlineCriticalCss(page(), dist);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(inlineHashes(html).styles).toEqual([hashSource(style)]);
  });

  it('leaves a page that links no stylesheet as it is', async () => {
    const html = page('<style>body{margin:0}</style>', '');
    expect(await inlineCriticalCss(html, dist)).toEqual({ html, inlined: 0, hrefs: [] });
  });

  it('stops on a shape of Next’s output it does not know', async () => {
    // experimental.inlineCss, a link with other attributes, a link the payload does not name.
    await expect(
      inlineCriticalCss(page(`<style data-precedence="next" data-href="${HREF}">x</style>`), dist),
    ).rejects.toThrow(UnexpectedOutputError);
    await expect(
      inlineCriticalCss(
        page(LINK.replace('data-precedence', 'media="print" data-precedence')),
        dist,
      ),
    ).rejects.toThrow(UnexpectedOutputError);
    await expect(inlineCriticalCss(page(LINK, ''), dist)).rejects.toThrow(
      /not named in the RSC payload/,
    );
  });
});
