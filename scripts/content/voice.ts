// The article voice rules (lib/editorial/article-voice.ts) on some articles, reported per article.
// Usage: npx tsx scripts/content/voice.ts [--dir content/news] [slug …]   (every article when no slug)
// Exit code 1 when any article breaks a rule. The "is not X but Y" budget counts the articles given;
// their sentences are listed even under it, so an author can bring their own articles to zero.
import path from 'node:path';

import { formatProblem } from '@/lib/content/validation';
import {
  NOT_X_BUT_Y_BUDGET,
  notXButYSentences,
  readArticleTexts,
  voiceProblems,
} from '@/lib/editorial/article-voice';
import { locales } from '@/lib/i18n/locales';

const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
const dir = dirAt === -1 ? undefined : path.resolve(args[dirAt + 1] ?? '');
const slugs = args.filter((_, index) => dirAt === -1 || (index !== dirAt && index !== dirAt + 1));

const articles = readArticleTexts(dir, slugs.length > 0 ? slugs : undefined);
const problems = voiceProblems(articles);
const sentences = notXButYSentences(articles);

for (const slug of [...new Set(articles.map((article) => article.slug))]) {
  const mine = problems.filter((problem) => problem.file.includes(`/${slug}/`));
  const device = sentences.filter((sentence) => sentence.article.slug === slug);
  console.log(
    `${mine.length === 0 ? '✓' : '✗'} ${slug}: ${mine.length} problem(s), ${device.length} "is not X but Y"`,
  );
  for (const problem of mine) console.log(`  ${formatProblem(problem)}`);
  for (const { article, line, said } of device) {
    if (!mine.some((problem) => problem.line === line && problem.file === article.file)) {
      console.log(`  ${article.file}:${line}: (counted) «${said}»`);
    }
  }
}
const byLocale = locales.map(
  (locale) => [locale, sentences.filter((s) => s.article.locale === locale)] as const,
);
console.log(
  `"is not X but Y" per language (at most ${NOT_X_BUT_Y_BUDGET}): ${byLocale.map(([locale, list]) => `${locale} ${list?.length ?? 0}`).join(', ') || 'none'}`,
);
console.log(`${articles.length} file(s), ${problems.length} problem(s).`);
process.exitCode = problems.length === 0 ? 0 : 1;
