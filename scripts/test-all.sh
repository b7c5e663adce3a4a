#!/usr/bin/env bash
# The README's test command: static checks, unit tests, a production build, then end-to-end tests
# against `npm start`. Prints one closing "N passed, N failed" line over every suite, then the time of
# each stage (also when a stage fails), so a slow stage is visible.
#
# Two pairs of stages run side by side, each pair one CPU-heavy task beside checks that neither read
# nor write its output: the production build beside the static checks and unit tests, and the site
# check beside the second production build of the @new-build run (the timing-sensitive end-to-end
# tests run alone, before both).
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

# A stage in the background, in its own process group, its output in reports/<id>.log.
declare -A background_pids=() background_names=()
background() {
  local id=$1 name=$2
  shift 2
  printf '\n\033[1m== %s (in the background, output in reports/%s.log)\033[0m\n' "$name" "$id"
  setsid bash -c 'started=$(date +%s); "$@"; status=$?; echo $(($(date +%s) - started)) >"reports/'"$id"'.seconds"; exit $status' \
    _ "$@" >"reports/$id.log" 2>&1 &
  background_pids[$id]=$!
  background_names[$id]=$name
}
# Waits for a background stage, prints its output and adds its own duration to the table.
await() {
  local id=$1 status=0
  end_stage
  wait "${background_pids[$id]}" || status=$?
  unset "background_pids[$id]"
  printf '\n\033[1m== %s\033[0m\n' "${background_names[$id]}"
  cat "reports/$id.log"
  stage_names+=("${background_names[$id]} (background)")
  stage_seconds+=("$(cat "reports/$id.seconds" 2>/dev/null || echo 0)")
  return "$status"
}

print_times() {
  local status=$?
  for pid in "${background_pids[@]}"; do
    # The group once setsid has run, the process itself if it has not yet.
    kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
  done
  end_stage
  printf '\n%-72s %6s\n' 'Stage' 'Seconds'
  for i in "${!stage_names[@]}"; do
    printf '%-72s %6d\n' "${stage_names[$i]:0:72}" "${stage_seconds[$i]}"
  done
  printf '%-72s %6d\n' 'Total' $((SECONDS - run_started))
  exit "$status"
}
trap print_times EXIT

mkdir -p reports test-results
background build 'Production build' npm run build
step 'Formatting (prettier)'
npx prettier --check . --log-level warn
step 'Lint (eslint)'
npx eslint . --max-warnings 0
step 'Content validation'
npx tsx scripts/validate-content.ts
# Fails for missing or invalid translations only; stale ones are listed for the editors.
step 'Content status (translations against the Spanish source)'
npx tsx scripts/content-status.ts --no-checks
step 'Unit tests (vitest)'
npx vitest run --reporter=default --reporter=json --outputFile=reports/unit.json
await build
# After the build: it writes the route and message types tsc reads.
step 'Types (tsc)'
npx tsc --noEmit
step 'Serving front: Node and nginx answer alike (differential)'
npx tsx scripts/front/differential.ts
step 'End-to-end tests (playwright)'
npx playwright test --grep-invert @new-build
background site 'Site check: every sitemap URL (route walk, Nu HTML Checker, links, axe WCAG 2.2 AA, SEO)' \
  npm run check:site
# Apart from the suite, so its second production build does not slow the timing-sensitive tests.
step 'End-to-end: a deploy under an open page (second production build)'
PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/e2e-new-build.json \
  npx playwright test --grep @new-build --output=test-results/new-build
await site

step 'Summary'
npx tsx scripts/summarize-tests.ts reports/unit.json test-results/e2e.json \
  test-results/e2e-new-build.json test-results/site-check.json
