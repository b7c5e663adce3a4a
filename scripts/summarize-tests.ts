/**
 * Adds up the JSON reports of vitest, Playwright and the site check into one closing line; exits 1
 * when any test failed.
 *
 *   npx tsx scripts/summarize-tests.ts reports/unit.json test-results/e2e.json …
 */
import fs from 'node:fs';

/** vitest's JSON reporter, and the site check, which writes the same counters. */
type JestShape = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests?: number;
};
/** Playwright's JSON reporter. */
type PlaywrightShape = {
  stats: { expected: number; flaky: number; unexpected: number; skipped: number };
};

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as JestShape | PlaywrightShape;
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
