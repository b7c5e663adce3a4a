// Validates every content file the way the build reads it and lists each problem with its file and
// field, so an editor sees all of them at once instead of the first build error.
import { getArticle, getNewsSlugs } from '@/lib/content/news';
import { getSpareParts } from '@/lib/content/spare-parts';
import { locales } from '@/lib/i18n/locales';

type Check = { name: string; run: () => void };

const checks: Check[] = [
  {
    name: 'news articles',
    run: () => {
      for (const slug of getNewsSlugs()) for (const locale of locales) getArticle(locale, slug);
    },
  },
  { name: 'spare parts', run: () => void getSpareParts() },
];

let failures = 0;
for (const check of checks) {
  try {
    check.run();
    console.log(`ok   ${check.name}`);
  } catch (error) {
    failures += 1;
    console.error(`FAIL ${check.name}\n${(error as Error).message}\n`);
  }
}
process.exit(failures > 0 ? 1 : 0);
