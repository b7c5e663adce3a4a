// Which translations are missing, invalid or older than the Spanish, and what the content checks
// found, in one table (docs/adding-an-article.md). Exit code 1 only for missing or invalid content.
//
//   npm run content:status                      items that need work
//   npm run content:status -- --all             every item
//   npm run content:status -- --mark en news/que-es-edtech     mark a revised translation
//   npm run content:status -- --mark all documents/ict-guide   … every language of an item
//   npm run content:status -- --mark-all        mark every translation as matching its Spanish
//   --no-checks   skip the content checks (the test command runs scripts/content/validate.ts just before)
import path from 'node:path';
import { parseArgs } from 'node:util';

import type { ContentProblem } from '@/lib/content/validation';
import {
  collectStatus,
  everyTranslation,
  findContentItems,
  markTranslations,
  resolveItemId,
  translationLocales,
} from '@/lib/editorial/translation-status';
import { isBlocking, renderStatus } from '@/lib/editorial/translation-status-table';
import { isAppLocale, type AppLocale } from '@/lib/i18n/locales';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean', default: false },
    mark: { type: 'string' },
    'mark-all': { type: 'boolean', default: false },
    'no-checks': { type: 'boolean', default: false },
    'content-dir': { type: 'string' },
  },
});

const defaultDir = path.resolve('content');
const contentDir = values['content-dir'] ? path.resolve(values['content-dir']) : defaultDir;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** The content checks' problems by absolute file path. */
async function contentFindings(): Promise<Map<string, ContentProblem[]>> {
  // Imported here: the checks load every content kind, which a --mark or --content-dir run never needs.
  const { runContentChecks } = await import('@/lib/editorial/all-checks');
  const findings = new Map<string, ContentProblem[]>();
  for (const { problems } of await runContentChecks()) {
    for (const problem of problems) {
      const file = path.resolve(problem.file);
      findings.set(file, [...(findings.get(file) ?? []), problem]);
    }
  }
  return findings;
}

function markLocales(spec: string): AppLocale[] {
  if (spec === 'all') return [...translationLocales];
  const list = spec.split(',');
  for (const locale of list) {
    if (!isAppLocale(locale) || locale === 'es') {
      fail(
        `--mark takes a translation's language (${translationLocales.join(', ')}) or all; got "${locale}"`,
      );
    }
  }
  return list as AppLocale[];
}

if (values.mark !== undefined || values['mark-all']) {
  let targets: Array<{ id: string; locales: readonly AppLocale[] }>;
  if (values['mark-all']) {
    targets = everyTranslation(contentDir);
  } else {
    if (positionals.length === 0) {
      fail('Usage: npm run content:status -- --mark <locale|all> <content> [more…]');
    }
    const locales = markLocales(values.mark!);
    const ids = findContentItems(contentDir).map((item) => item.id);
    targets = positionals.map((input) => {
      const id = resolveItemId(input, ids);
      if (!id) {
        fail(`"${input}" names no content item (npm run content:status -- --all lists them)`);
      }
      return { id, locales };
    });
  }
  const result = markTranslations(contentDir, targets);
  if (result.stamped.length <= 20) {
    for (const label of result.stamped) console.log(`marked  ${label}`);
  }
  for (const error of result.errors) console.error(`error   ${error}`);
  console.log(
    `${result.stamped.length} translation(s) marked as revised, ${result.unchanged.length} already up to date.`,
  );
  process.exitCode = result.errors.length > 0 ? 1 : 0;
} else {
  const checks = !values['no-checks'] && contentDir === defaultDir;
  const rows = collectStatus(contentDir, checks ? await contentFindings() : new Map());
  console.log(renderStatus(rows, { all: values.all }));
  if (!checks) console.log('(content checks skipped: npm run content:validate runs them)');
  process.exitCode = rows.some(isBlocking) ? 1 : 0;
}
