import fs from 'node:fs';
import path from 'node:path';

import rawCountries from '@/content/warranty-countries.json';
import type { ContentProblem, ContentValidator } from '@/lib/content/validation';
import { locales, type AppLocale } from '@/lib/i18n/locales';

/** One language file of one article, as written. */
export type ArticleText = { slug: string; locale: AppLocale; file: string; source: string };

/** A run of non-blank lines of an article's body, with the line it starts on. */
type Block = { line: number; text: string };

/** At most this many "is not X but Y" sentences per language across the whole blog (issue 38). */
export const NOT_X_BUT_Y_BUDGET = 3;

/** The one article whose subject is a school's step-by-step plan may walk through the cycle. */
export const CYCLE_HOME = 'guia-para-la-edtech';

// JavaScript's \b knows only ASCII letters; these patterns need word edges in every script.
const L = '[\\p{L}\\p{N}]';
const word = (source: string) => new RegExp(`(?<!${L})(?:${source})(?!${L})`, 'iu');

/** An opening paragraph that describes the article instead of the reader's situation. */
const selfDescription: Record<AppLocale, RegExp> = {
  es: word(
    'en (?:este|el presente) (?:artículo|texto|post)|en esta (?:guía|entrada)|(?:este|el presente) (?:artículo|texto)|esta guía|a continuación|(?:te )?(?:explicamos|repasamos|presentamos|mostramos|analizamos|resumimos|recorremos|proponemos)|veremos|veamos',
  ),
  en: word(
    'in this (?:article|guide|post|piece)|this (?:article|guide|post|piece)|below,? we|we (?:explain|look at|review|present|outline|set out|walk through|cover|show|go through)|let us see|let’s see',
  ),
  it: word(
    'in questo (?:articolo|post)|in questa guida|questo articolo|questa guida|di seguito|(?:spieghiamo|vediamo|presentiamo|analizziamo|mostriamo|illustriamo|ripercorriamo|proponiamo)|vedremo',
  ),
  pt: word(
    'neste (?:artigo|guia|texto)|nesta guia|este (?:artigo|guia|texto)|a seguir,? (?:explicamos|vemos|apresentamos)|(?:explicamos|apresentamos|mostramos|analisamos|percorremos|propomos)|veremos|vejamos',
  ),
  fr: word(
    'dans (?:cet|le présent) article|dans ce guide|cet article|ce guide|ci-dessous|(?:nous )?(?:expliquons|présentons|passons en revue|analysons|montrons|proposons)|nous verrons|voyons',
  ),
};

/**
 * "no es X, sino Y" and its close variants. Spanish has a word for the corrective "but"; elsewhere
 * only a copula or "it means / it is about" before it makes the figure, since "does not work
 * miracles, but it helps" is a concession. "Not only X but also Y" is another figure.
 */
const MIDDLE = '[^.!?;:|<>"\\n]{0,90}?,?';
const notXButY: Record<AppLocale, RegExp> = {
  es: new RegExp(`(?<!\\p{L})no (?!solo|sólo|solamente|únicamente)${MIDDLE} sino(?!\\p{L})`, 'giu'),
  en: new RegExp(
    `(?<!\\p{L})(?:(?:is|are|was|were) not|isn[’']t|aren[’']t|(?:does|do) not mean)(?! only| just| merely| simply)${MIDDLE} but(?! also)(?!\\p{L})`,
    'giu',
  ),
  it: new RegExp(
    `(?<!\\p{L})non (?:è|sono|era|si tratta|significa|consiste|basta)(?! solo| soltanto)${MIDDLE} (?:ma|bensì)(?! anche)(?!\\p{L})`,
    'giu',
  ),
  pt: new RegExp(
    `(?<!\\p{L})não (?:é|são|era|se trata|significa|consiste|basta)(?! só| apenas)${MIDDLE} mas(?! também)(?!\\p{L})`,
    'giu',
  ),
  fr: new RegExp(
    `(?<!\\p{L})(?:n[’'](?:est|était) pas|ne (?:sont|s[’']agit|consiste|signifie|se résume) pas)(?! seulement| que| uniquement)${MIDDLE} mais(?! aussi)(?!\\p{L})`,
    'giu',
  ),
};

/** The five stages of the diagnose → plan → pilot → train → evaluate cycle, by language. */
const cycleStages: Record<AppLocale, Record<string, RegExp>> = {
  es: {
    diagnose: word('diagnóstic\\p{L}*|diagnostic\\p{L}*|auditor\\p{L}*'),
    plan: word('planific\\p{L}*|plan(?:es)?|hoja de ruta'),
    pilot: word('pilotos?|prueba piloto|pilotaje'),
    train: word('formación|formar|formad\\p{L}*'),
    evaluate: word('evalu\\p{L}*'),
  },
  en: {
    diagnose: word('diagnos\\p{L}*|audit\\p{L}*'),
    plan: word('plan\\p{L}*|roadmap'),
    pilot: word('pilot\\p{L}*|trial\\p{L}*'),
    train: word('train\\p{L}*'),
    evaluate: word('evaluat\\p{L}*|assess\\p{L}*'),
  },
  it: {
    diagnose: word('diagnos\\p{L}*|analisi iniziale'),
    plan: word('pian\\p{L}*|programm\\p{L}*'),
    pilot: word('pilot\\p{L}*|sperimentazion\\p{L}*'),
    train: word('formazion\\p{L}*|formar\\p{L}*'),
    evaluate: word('valut\\p{L}*'),
  },
  pt: {
    diagnose: word('diagnóstic\\p{L}*|auditori\\p{L}*'),
    plan: word('plano|planos|planific\\p{L}*|planea\\p{L}*'),
    pilot: word('pilotos?|projeto-piloto'),
    train: word('formação|formar|formad\\p{L}*'),
    evaluate: word('avali\\p{L}*'),
  },
  fr: {
    diagnose: word('diagnostic\\p{L}*|audit\\p{L}*'),
    plan: word('plan|plans|planifi\\p{L}*|feuille de route'),
    pilot: word('pilotes?|expérimentation'),
    train: word('formation|former|formés?'),
    evaluate: word('évalu\\p{L}*'),
  },
};

/** Each product's page and the words that name it in running text. */
const products = [
  { page: '/pantallas-interactivas-educacion/taurus', name: word('taurus') },
  { page: '/pantallas-interactivas-educacion/cyse', name: word('cyse') },
  { page: '/pantallas-interactivas-educacion/piscis-infinity-a1', name: word('piscis') },
  { page: '/pantallas-led/shinelink-plus', name: word('shinelink') },
  {
    page: '/pantallas-interactivas-educacion/ia',
    name: word(
      '(?:synetech|pantalla|modelo|display|model|schermo|modello|ecrã|écran|modèle) ia|ia (?:display|model)',
    ),
  },
];

/** A specification: a size, a resolution, a count of touch points, a figure with its unit. */
const specFigure = word(
  '(?:\\d{1,3}(?:[.,\\s\\u00a0\\u202f]\\d{3})+|\\d+(?:[.,]\\d+)?)(?:\\s|\\u00a0)?(?:"|″|pulgadas|inches|pollici|polegadas|pouces|puntos táctiles|touch points|punti (?:di )?(?:tocco|touch)|pontos (?:de toque|táteis)|points (?:de )?(?:contact|tactiles)|cd/m²|nits|hz|gb|tops|w|h)|4k|uhd|android \\d+|wi-fi \\d|bluetooth \\d|gigabit|±\\s?\\d',
);

/** An English text that addresses UK schools, their bodies, exams or law. */
const ukSchools = word(
  'uk|united kingdom|britain|british schools?|england|english schools?|scotland|wales|northern ireland|ofsted|dfe|department for education|key stages?|ks[1-5]|gcses?|a-levels?|national curriculum|ico|uk gdpr|jisc|multi-academy trusts?|£\\d+',
);

const internalLink = /\]\(\/[^)]*\)/u;

/** The body's blocks, frontmatter left out, with 1-based line numbers in the file. */
function blocks(source: string): Block[] {
  const lines = source.split('\n');
  let start = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.indexOf('---', 1);
    start = end === -1 ? 0 : end + 1;
  }
  const found: Block[] = [];
  let current: Block | undefined;
  for (let index = start; index < lines.length; index++) {
    const text = lines[index]!;
    if (text.trim() === '') {
      current = undefined;
      continue;
    }
    if (current) current.text += `\n${text}`;
    else found.push((current = { line: index + 1, text }));
  }
  return found;
}

const isHeading = (block: Block) => /^#{2,6} /u.test(block.text);
const isProse = (block: Block) => !/^(?:#|<|\||[-*] |\d+\. |>)/u.test(block.text);
/** A table or a component cannot hold a link: the paragraph next to it speaks for it. */
const isStandalone = (block: Block) => /^(?:<(?!Callout)|\|)/u.test(block.text);

/** The blocks of each `##` section, the heading first; the introduction is section zero. */
function sections(body: Block[]): Block[][] {
  const found: Block[][] = [[]];
  for (const block of body) {
    if (/^## /u.test(block.text)) found.push([block]);
    else found.at(-1)!.push(block);
  }
  return found;
}

/** Every "is not X but Y" sentence of the given articles, in order. */
export function notXButYSentences(articles: ArticleText[]) {
  const found: Array<{ article: ArticleText; line: number; said: string }> = [];
  for (const article of articles) {
    for (const block of blocks(article.source)) {
      for (const match of block.text.matchAll(notXButY[article.locale])) {
        const before = block.text.slice(0, match.index).split('\n').length - 1;
        found.push({ article, line: block.line + before, said: match[0] });
      }
    }
  }
  return found;
}

/** What one article does against the voice rules, whatever the rest of the blog does. */
export function articleVoiceProblems(
  article: ArticleText,
  countries: readonly string[] = rawCountries.map((country) => country.code),
): ContentProblem[] {
  const { file, locale, slug } = article;
  const problems: ContentProblem[] = [];
  const body = blocks(article.source);
  const report = (line: number, field: string, message: string) =>
    problems.push({ file, line, field, message });

  const opening = body.find((block) => !isHeading(block));
  const announced = opening && isProse(opening) && selfDescription[locale].exec(opening.text);
  if (opening && announced) {
    report(
      opening.line,
      'voice-opening',
      `«${announced[0]}»: the first paragraph describes the article; open on a situation a teacher or a head of school recognises`,
    );
  }

  const all = sections(body);
  const closing = all.at(-1)!;
  if (all.length > 1 && !closing.some((block) => internalLink.test(block.text))) {
    report(
      closing[0]!.line,
      'voice-closing',
      'the closing section names no next step: end on a concrete step with a link to the page, article or form that takes it',
    );
  }

  if (slug !== CYCLE_HOME) {
    for (const section of all) {
      const text = section.map((block) => block.text).join('\n');
      const stages = Object.entries(cycleStages[locale]).filter(([, find]) => find.test(text));
      const names = stages.map(([name]) => name);
      if (names.includes('pilot') && names.length >= 3) {
        report(
          section[0]!.line,
          'voice-retold-cycle',
          `retells the ${names.join(' → ')} cycle; link to /noticias/${CYCLE_HOME} and keep this article's own angle`,
        );
      }
    }
  }

  body.forEach((block, index) => {
    const figure = specFigure.exec(block.text);
    if (!figure) return;
    const near = isStandalone(block)
      ? [body[index - 1], block, body[index + 1]]
          .filter((b): b is Block => !!b && !isHeading(b))
          .map((b) => b.text)
          .join('\n')
      : block.text;
    for (const product of products) {
      if (!product.name.test(block.text) || near.includes(`](${product.page}`)) continue;
      report(
        block.line,
        'voice-product-figures',
        `«${figure[0]}» of a product without a link to its page (${product.page}) in the same paragraph`,
      );
    }
  });

  if (locale === 'en' && !countries.includes('GB')) {
    for (const block of body) {
      const match = ukSchools.exec(block.text);
      if (match) {
        report(
          block.line,
          'voice-uk-schools',
          `«${match[0]}»: the UK is not among the warranty countries (content/warranty-countries.json); address the countries the company serves or stay country-neutral`,
        );
      }
    }
  }
  return problems;
}

/**
 * The voice rules over a set of articles: each article's own problems, then the "is not X but Y"
 * budget per language across the set (every sentence named when a language is over it).
 */
export function voiceProblems(articles: ArticleText[]): ContentProblem[] {
  const problems = articles.flatMap((article) => articleVoiceProblems(article));
  const sentences = notXButYSentences(articles);
  for (const locale of locales) {
    const ofLocale = sentences.filter((sentence) => sentence.article.locale === locale);
    if (ofLocale.length <= NOT_X_BUT_Y_BUDGET) continue;
    for (const { article, line, said } of ofLocale) {
      problems.push({
        file: article.file,
        line,
        field: 'voice-not-x-but-y',
        message: `«${said}»: ${ofLocale.length} "is not X but Y" sentences in ${locale}, at most ${NOT_X_BUT_Y_BUDGET} across the blog; say what it is`,
      });
    }
  }
  return problems;
}

/** The language files of the articles in `dir` (all, or only `slugs`), paths from `root`. */
export function readArticleTexts(
  dir = path.join(process.cwd(), 'content', 'news'),
  slugs?: readonly string[],
  root = process.cwd(),
): ArticleText[] {
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (!slugs || slugs.includes(entry.name)))
    .map((entry) => entry.name)
    .sort();
  return folders.flatMap((slug) =>
    locales.flatMap((locale) => {
      const file = path.join(dir, slug, `${locale}.mdx`);
      if (!fs.existsSync(file)) return [];
      const source = fs.readFileSync(file, 'utf8');
      return [{ slug, locale, file: path.relative(root, file), source }];
    }),
  );
}

/** The article voice rules over the whole blog, for scripts/content/validate.ts. */
export const articleVoiceValidator: ContentValidator = {
  name: 'article voice',
  validate: () => voiceProblems(readArticleTexts()),
};
