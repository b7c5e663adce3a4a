#!/usr/bin/env bash
# The README's test command: static checks, unit tests, a production build, then end-to-end tests
# against `npm start`. Prints one closing "N passed, N failed" line over every suite.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

mkdir -p reports
step 'Formatting (prettier)'
npx prettier --check . --log-level warn
step 'Lint (eslint)'
npx eslint . --max-warnings 0
step 'Content validation'
npx tsx scripts/validate-content.ts
# Fails for missing or invalid translations only; stale ones are listed for the editors.
step 'Content status (translations against the Spanish source)'
npx tsx scripts/content-status.ts --no-checks
step 'Types (tsc)'
npx tsc --noEmit
step 'Unit tests (vitest)'
npx vitest run --reporter=default --reporter=json --outputFile=reports/unit.json
step 'Production build'
npm run build
step 'Serving front: Node and nginx answer alike (differential)'
npx tsx scripts/front/differential.ts
step 'End-to-end tests (playwright)'
npx playwright test --grep-invert @new-build
# Alone, so its second production build does not slow the suite's timing-sensitive tests.
step 'End-to-end: a deploy under an open page (second production build)'
PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/e2e-new-build.json \
  npx playwright test --grep @new-build --output=test-results/new-build

step 'Site check: every sitemap URL (Nu HTML Checker, links, axe WCAG 2.2 AA, SEO)'
npm run check:site

node scripts/summarize-tests.mjs reports/unit.json test-results/e2e.json \
  test-results/e2e-new-build.json test-results/site-check.json
