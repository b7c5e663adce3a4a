#!/usr/bin/env bash
# The README's test command: static checks, unit tests, a production build, then end-to-end tests
# against `npm start`. Prints one closing "N passed, N failed" line over every suite (the vitest
# report lives in reports/ because Playwright empties test-results/ when it starts).
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
step 'Types (tsc)'
npx tsc --noEmit
step 'Unit tests (vitest)'
npx vitest run --reporter=default --reporter=json --outputFile=reports/unit.json
step 'Production build'
npm run build
step 'End-to-end tests (playwright)'
npx playwright test

node scripts/summarize-tests.mjs reports/unit.json test-results/e2e.json
