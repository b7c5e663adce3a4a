#!/usr/bin/env bash
# The README's test command: static checks, unit tests, a production build, then end-to-end tests
# against `npm start`. Prints one closing "N passed, N failed" line over every suite, then the time of
# each stage (also when a stage fails), so a slow stage is visible.
set -euo pipefail
cd "$(dirname "$0")/.."

stage_names=()
stage_seconds=()
stage_started=0
run_started=$SECONDS

end_stage() {
  if ((${#stage_names[@]} > ${#stage_seconds[@]})); then
    stage_seconds+=($((SECONDS - stage_started)))
  fi
}
step() {
  end_stage
  stage_names+=("$*")
  stage_started=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
print_times() {
  local status=$?
  end_stage
  printf '\n%-72s %6s\n' 'Stage' 'Seconds'
  for i in "${!stage_names[@]}"; do
    printf '%-72s %6d\n' "${stage_names[$i]:0:72}" "${stage_seconds[$i]}"
  done
  printf '%-72s %6d\n' 'Total' $((SECONDS - run_started))
  exit "$status"
}
trap print_times EXIT

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

step 'Summary'
npx tsx scripts/summarize-tests.ts reports/unit.json test-results/e2e.json \
  test-results/e2e-new-build.json test-results/site-check.json
