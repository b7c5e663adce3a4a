// Scaffolds a news article in the five languages, as a draft, with a placeholder cover.
// Usage: npx tsx scripts/content/new-article.ts <slug> [category]
//   e.g. npx tsx scripts/content/new-article.ts aprendizaje-servicio metodologias
// Then write es.mdx, translate it into the other four files, draw the cover, set `draft: false`
// and run `npm run content:status` (see docs/adding-an-article.md).
import fs from 'node:fs';
import path from 'node:path';

import { articleCtaTargets, newsCategories, slugPattern } from '@/lib/content/news';
import { markTranslations, translationLocales } from '@/lib/editorial/translation-status';
import { locales, type AppLocale } from '@/lib/i18n/locales';

const [slug, category = 'edtech'] = process.argv.slice(2);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!slug || !slugPattern.test(slug)) {
  fail(
    'Usage: npx tsx scripts/content/new-article.ts <slug-in-spanish> [category]\n' +
      'The slug is lower-case Spanish words joined by hyphens, without accents (the same in every language).',
  );
}
if (!(newsCategories as readonly string[]).includes(category)) {
  fail(`Unknown category "${category}". One of: ${newsCategories.join(', ')}`);
}

const folder = path.join('content', 'news', slug);
const cover = `/images/news/${slug}.svg`;
if (fs.existsSync(folder)) fail(`${folder} already exists.`);

const hints: Record<AppLocale, { title: string; author: string; section: string }> = {
  es: {
    title: 'Título del artículo',
    author: 'Redacción Synetech',
    section: 'Primera sección',
  },
  en: {
    title: 'Article title',
    author: 'Synetech editorial team',
    section: 'First section',
  },
  it: {
    title: 'Titolo dell’articolo',
    author: 'Redazione Synetech',
    section: 'Prima sezione',
  },
  pt: {
    title: 'Título do artigo',
    author: 'Redação Synetech',
    section: 'Primeira secção',
  },
  fr: {
    title: 'Titre de l’article',
    author: 'Rédaction Synetech',
    section: 'Première section',
  },
};

const today = new Date().toISOString().slice(0, 10);

function template(locale: AppLocale): string {
  const hint = hints[locale];
  return `---
title: "TODO ${hint.title}"
description: "TODO: one or two sentences (50–200 characters) shown in search results, cards and feeds."
date: "${today}"
author: "${hint.author}"
category: "${category}"
tags: ["TODO"]
cover: "${cover}"
coverAlt: "TODO: describe the cover illustration"
${locale === 'es' ? `# The product the closing call to action offers (${articleCtaTargets.join(', ')}); without it, the range.\n# product: "cyse"\n` : ''}draft: true
---

TODO: an introduction of two or three sentences.

## TODO ${hint.section}

TODO: text, lists, tables. Link other pages with their Spanish path, e.g. [pantallas interactivas](/pantallas-interactivas-educacion).

<Callout variant="tip" title="TODO">TODO: a tip for the reader.</Callout>

## TODO

TODO: end with the article's own conclusion. The page closes with the call to action (a demo and
the product in \`product\`), so the body does not repeat it.
`;
}

// A neutral cover in the brand palette, to be replaced by the article's own illustration.
const placeholderCover = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0A1330"/>
      <stop offset="1" stop-color="#1E3FAF"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1040" cy="110" r="220" fill="#5B8CFF" opacity="0.12"/>
  <rect x="390" y="150" width="420" height="270" rx="22" fill="#0A1330" stroke="#FFFFFF" stroke-width="6"/>
  <rect x="412" y="172" width="376" height="226" rx="12" fill="#5B8CFF" opacity="0.3"/>
  <rect x="560" y="420" width="80" height="50" fill="#FFFFFF" opacity="0.85"/>
  <rect x="500" y="466" width="200" height="16" rx="8" fill="#FFFFFF"/>
</svg>
`;

fs.mkdirSync(folder, { recursive: true });
for (const locale of locales) {
  fs.writeFileSync(path.join(folder, `${locale}.mdx`), template(locale));
}
// The translations start marked against the scaffold's Spanish: once es.mdx is written, content:status
// shows them as stale until each is translated and marked again.
const marked = markTranslations(path.resolve('content'), [
  { id: `news/${slug}`, locales: translationLocales },
]);
if (marked.errors.length > 0) fail(marked.errors.join('\n'));
const coverFile = path.join('public', cover);
if (!fs.existsSync(coverFile)) fs.writeFileSync(coverFile, placeholderCover);

console.log(`Created ${locales.map((locale) => path.join(folder, `${locale}.mdx`)).join(', ')}`);
console.log(`Cover placeholder: ${coverFile}`);
console.log(
  'The article is a draft: it shows in `npm run dev` only. See docs/adding-an-article.md.',
);
