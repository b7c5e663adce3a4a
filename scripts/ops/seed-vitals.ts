// Fills a database with made-up page views for trying the vitals report (docs/operations.md):
// `DATA_DIR=/tmp/vitals-demo npx tsx scripts/ops/seed-vitals.ts [days]`. Never on a real database.
import { databaseOptionsFromEnv, openDatabase } from '@/lib/db/client';
import { vitals } from '@/lib/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fixed sequence (mulberry32), so the same command draws the same report. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const routes = [
  ['home', 1.0, 400],
  ['displays', 1.3, 160],
  ['taurus', 1.6, 120],
  ['contact', 0.9, 90],
  ['warranty', 1.1, 60],
  ['newsArticle', 1.2, 80],
  ['spareParts', 2.1, 25],
] as const;
const locales = ['es', 'es', 'es', 'en', 'pt', 'it', 'fr'] as const;

async function main() {
  const days = Number(process.argv[2] ?? 60);
  if (databaseOptionsFromEnv().url) throw new Error('seed-vitals writes only to a PGlite DATA_DIR');
  const database = await openDatabase({});
  const next = random(39);
  const now = Date.now();
  const rows = [];
  for (let day = days - 1; day >= 0; day -= 1) {
    // A deploy 14 days ago made the product pages' hero image slower on phones.
    const regression = day < 14 ? 1.35 : 1;
    for (const [route, weight, perDay] of routes) {
      const views = Math.round(perDay * (0.06 + next() * 0.04));
      for (let i = 0; i < views; i += 1) {
        const device = next() < 0.55 ? 'mobile' : next() < 0.3 ? 'tablet' : 'desktop';
        const slow = (device === 'mobile' ? 1.6 : 1) * weight;
        const skew = -Math.log(1 - next() * 0.98);
        const lcp = (900 + skew * 900) * slow * (route === 'taurus' ? regression : 1);
        rows.push({
          route,
          locale: locales[Math.floor(next() * locales.length)]!,
          device,
          connection: next() < 0.8 ? '4g' : '3g',
          navigation: next() < 0.9 ? 'navigate' : 'reload',
          lcp,
          fcp: lcp * (0.45 + next() * 0.3),
          ttfb: 80 + skew * 120 * weight,
          cls: next() < 0.85 ? next() * 0.05 : 0.05 + next() * 0.3,
          inp: next() < 0.6 ? 40 + skew * 90 * slow : null,
          lcpElement: next() < 0.7 ? 'img' : 'h1',
          inpInteraction: next() < 0.9 ? 'pointer' : 'keyboard',
          receivedAt: new Date(now - day * DAY_MS - next() * DAY_MS * 0.9),
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500) {
    await database.db.insert(vitals).values(rows.slice(i, i + 500));
  }
  await database.close();
  console.log(`${rows.length} page views over ${days} days written to ${database.location}`);
}

void main();
