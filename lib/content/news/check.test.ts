import { describe, expect, it } from 'vitest';

import { formatProblem } from '../validation';
import { checkArticleBody } from './check';

const check = async (body: string) =>
  (
    await checkArticleBody({ body, file: 'content/news/x/es.mdx', bodyLine: 12 }, ['que-es-edtech'])
  ).map(formatProblem);

const sections = '\n\n## Uno\n\nTexto.\n\n## Dos\n\nTexto.\n';

describe('checkArticleBody', () => {
  it('accepts Markdown, tables and the article components', async () => {
    const body = `Intro con [un enlace](/noticias/que-es-edtech) y [otro](https://example.org).

<Callout variant="tip" title="Consejo">Texto del consejo.</Callout>

<Stat value="93 %" label="de los centros eligieron pantallas" />

<ProductCard product="taurus" />

| A | B |
| - | - |
| 1 | 2 |
${sections}`;
    expect(await check(body)).toEqual([]);
  });

  it('reports syntax errors with the line in the file', async () => {
    expect(await check(`Texto.\n\n<Callout variant="tip">sin cerrar\n${sections}`)).toEqual([
      expect.stringMatching(/^content\/news\/x\/es\.mdx:1[45]: MDX does not compile: /),
    ]);
  });

  it('reports unknown components, bad attributes, embeds and scripts', async () => {
    const body = `<Callout variant="danger">Ojo.</Callout>

<ProductCard product="gemini" size="xl" />

<iframe src="https://www.youtube.com/embed/x"></iframe>

<Chart />

Un {valor} calculado.
${sections}`;
    expect(await check(body)).toEqual([
      'content/news/x/es.mdx:12: Callout variant: Invalid option: expected one of "info"|"tip"|"warning"',
      'content/news/x/es.mdx:14: ProductCard product: Invalid option: expected one of "taurus"|"ia"|"cyse"|"piscis-infinity-a1"|"shinelink-plus"',
      'content/news/x/es.mdx:14: ProductCard size: unknown attribute',
      'content/news/x/es.mdx:16: <iframe> is raw HTML: use Markdown or Callout, Stat, ProductCard, RoomSizeTable, Figure (no embeds)',
      'content/news/x/es.mdx:18: <Chart> is not an article component (Callout, Stat, ProductCard, RoomSizeTable, Figure)',
      'content/news/x/es.mdx:20: a {…} expression is not rendered; write \\{ for a literal brace',
    ]);
  });

  it('reports dead internal links, remote images, an h1 and a missing table of contents', async () => {
    const body =
      '# Otro título\n\nVer [esto](/noticias/no-existe) y ![foto](https://cdn.example.org/x.jpg).\n';
    expect(await check(body)).toEqual([
      'content/news/x/es.mdx:12: the title is the only h1: start sections with ##',
      'content/news/x/es.mdx:14: link: /noticias/no-existe: no article has the slug "no-existe"',
      'content/news/x/es.mdx:14: use <Figure src alt width height caption /> for images',
      'content/news/x/es.mdx:12: needs at least 2 ## sections (they make the table of contents)',
    ]);
  });
});
