#!/usr/bin/env bash
# The README's test command: static checks, unit tests, a production build, then end-to-end tests
# against `npm start`. Prints one closing "N passed, N failed" line over every suite, then the time of
# each stage (also when a stage fails), so a slow stage is visible.
#
# The machine has two CPUs and every stage but the checks is CPU-bound, so the order is chosen by what
# may share them. The first production build runs in the background beside the static checks and the
# unit tests (none reads or writes its output); the static checks are niced so that the build, which
# everything after them needs, goes first. The second build and the differential (which serve or copy
# the first) then run niced in the background beside tsc and the end-to-end suite: only the @new-build
# run needs them, and the suite, whose browser often waits, left about a third of the CPU idle when it
# ran alone. The site check, which nothing waits for, follows them there, niced too, and ends beside the
# @new-build run, which mostly waits on its servers. Work added beside a stage is never free here: a
# site check at idle priority (`chrt --idle`) beside the builds and the suite slowed the second build
# from 81 to 216 s.
#
# Every stage runs under scripts/stage-reaper.py, which reaps every process the stage started, the
# servers stopped by killing their group included, and stops any the stage left running: a stage's
# CPU-seconds are those of all its processes, and the stages add up to the run's.
set -euo pipefail
cd "$(dirname "$0")/.."

stage_names=()
stage_seconds=()
stage_cpu=()
stage_started=0
run_started=$SECONDS

# CPU-seconds (user + system) in a `times` report: of the shell's finished children (its second
# line), or with `all`, of the shell and its children (a background stage's whole tree).
cpu_in() {
  awk -v all="${2:-}" 'NR == 2 || (all && NR == 1) {
      for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); sum += t[1] * 60 + t[2] } }
    END { printf "%d", sum + 0.5 }' "$1"
}
# Runs a stage's command so that all its processes are reaped, and counted, in it (see the top).
reaped() { python3 scripts/stage-reaper.py "$@"; }
# `times` must run in this shell, not in a command substitution's subshell (which has no children).
cpu_report=$(mktemp)
children_cpu() {
  times >"$cpu_report"
  cpu=$(cpu_in "$cpu_report")
}
# Busy CPU-seconds of the whole machine (/proc/stat: all but idle and iowait; clock ticks of 1/100 s).
machine_busy() { awk '/^cpu / { printf "%d", ($2 + $3 + $4 + $7 + $8 + $9) / 100 }' /proc/stat; }
machine_busy_started=$(machine_busy)

# This shell also reaps a background stage the moment it ends, adding its CPU to the stage then in
# the foreground: that is taken off again, once (`accounted`).
declare -A accounted=()
end_stage() {
  if ((${#stage_names[@]} > ${#stage_seconds[@]})); then
    stage_seconds+=($((SECONDS - stage_started)))
    local cpu id
    children_cpu
    cpu=$((cpu - stage_cpu_started))
    for id in "${!background_names[@]}"; do
      if [ -z "${accounted[$id]:-}" ] && [ -e "reports/$id.times" ]; then
        cpu=$((cpu - $(cpu_in "reports/$id.times" all)))
        accounted[$id]=1
      fi
    done
    stage_cpu+=("$cpu")
  fi
}
step() {
  end_stage
  stage_names+=("$*")
  stage_started=$SECONDS
  local cpu
  children_cpu
  stage_cpu_started=$cpu
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

# A stage in the background, in its own process group, its output in reports/<id>.log; with
# `--after <id>`, it starts once that stage has succeeded (and fails at once if it failed).
declare -A background_pids=() background_names=()
background() {
  local after=''
  if [ "$1" = --after ]; then
    after=$2
    shift 2
  fi
  local id=$1 name=$2
  shift 2
  rm -f "reports/$id.seconds" "reports/$id.status" "reports/$id.times"
  printf '\n\033[1m== %s (in the background, output in reports/%s.log)\033[0m\n' "$name" "$id"
  # Stopped with its group (the test command ending early), the stage's reaper stops its processes
  # and this shell, trapping TERM, still writes the reports: its CPU stays in the table.
  STAGE=$id AFTER=$after setsid bash -c '
    trap "stopped=1" TERM
    if [ -n "$AFTER" ]; then
      until [ -e "reports/$AFTER.status" ] || [ -n "${stopped:-}" ]; do sleep 1; done
      if [ -n "${stopped:-}" ] || [ "$(cat "reports/$AFTER.status")" != 0 ]; then
        echo "not run: stopped, or the stage it follows ($AFTER) failed"
        echo 0 >"reports/$STAGE.seconds"
        echo 1 >"reports/$STAGE.status"
        exit 1
      fi
    fi
    started=$(date +%s)
    python3 scripts/stage-reaper.py "$@"
    status=$?
    times >"reports/$STAGE.times"
    echo $(($(date +%s) - started)) >"reports/$STAGE.seconds"
    echo $status >"reports/$STAGE.status"
    exit $status' _ "$@" >"reports/$id.log" 2>&1 &
  background_pids[$id]=$!
  background_names[$id]=$name
}
# Waits for a background stage, prints its output and adds its own duration to the table.
await() {
  local id=$1 status=0
  end_stage
  wait "${background_pids[$id]}" || status=$?
  # Reaped now if not while a stage ran: in no stage's figure either way.
  accounted[$id]=1
  unset "background_pids[$id]"
  printf '\n\033[1m== %s\033[0m\n' "${background_names[$id]}"
  cat "reports/$id.log"
  stage_names+=("${background_names[$id]} (background)")
  stage_seconds+=("$(cat "reports/$id.seconds" 2>/dev/null || echo 0)")
  stage_cpu+=("$(cpu_in "reports/$id.times" all 2>/dev/null || echo 0)")
  return "$status"
}

print_times() {
  local status=$?
  for pid in "${background_pids[@]}"; do
    # The group once setsid has run, the process itself if it has not yet.
    kill -- "-$pid" 2>/dev/null || kill "$pid" 2>/dev/null || true
  done
  end_stage
  # A background stage not awaited (a stage before its `await` failed): waited for now, stopped
  # above if it still ran, its row from its own reports.
  local id
  for id in "${!background_pids[@]}"; do
    wait "${background_pids[$id]}" 2>/dev/null || true
    stage_names+=("(not awaited) ${background_names[$id]}")
    stage_seconds+=("$(cat "reports/$id.seconds" 2>/dev/null || echo 0)")
    if [ -e "reports/$id.times" ]; then
      stage_cpu+=("$(cpu_in "reports/$id.times" all)")
    else
      stage_cpu+=(0)
    fi
  done
  printf '\n%-64s %7s %7s\n' 'Stage' 'Seconds' 'CPU-s'
  for i in "${!stage_names[@]}"; do
    printf '%-64s %7d %7d\n' "${stage_names[$i]:0:64}" "${stage_seconds[$i]}" "${stage_cpu[$i]}"
  done
  local cpu own run busy
  children_cpu
  # The first line of `times`: this shell itself (its loops, waits and bookkeeping).
  own=$(awk 'NR == 1 { for (i = 1; i <= 2; i++) { split($i, t, /[ms]/); s += t[1] * 60 + t[2] } }
    END { printf "%d", s + 0.5 }' "$cpu_report")
  run=$((cpu + own))
  busy=$(($(machine_busy) - machine_busy_started))
  printf '%-64s %7s %7d\n' 'This script itself, and its small commands between stages' '' \
    $((run - $(IFS=+; echo $((${stage_cpu[*]:-0})))))
  printf '%-64s %7d %7d\n' 'Total: every process of the run' $((SECONDS - run_started)) "$run"
  printf '%-64s %7s %7d\n' "Busy CPU-seconds of the machine ($(nproc) CPUs, /proc/stat)" '' "$busy"
  printf '%-64s %7s %7d\n' 'of which not this run (other processes on the machine)' '' \
    $((busy - run))
  rm -f "$cpu_report"
  exit "$status"
}
trap print_times EXIT

mkdir -p reports test-results
# Types are checked once, by the tsc stage; both builds skip Next's copy of that check (next.config.ts).
export BUILD_TYPES_CHECKED=1
# The id of the @new-build spec's second build, which is ready before the spec runs.
E2E_BUILD_B_ID="e2e-b-$(date +%s)"
export E2E_BUILD_B_ID
background build 'Production build' npm run build
background --after build build-b 'Second production build, for the deploy test (@new-build)' \
  nice -n 10 npx tsx tests/support/build-b.ts
# The first build comes first: what runs beside it takes the CPU it leaves (`nice`).
later() { reaped nice -n 10 "$@"; }
background --after build differential 'Serving front: Node and nginx answer alike (differential)' \
  nice -n 10 npx tsx scripts/front/differential.ts
step 'Formatting (prettier)'
later npx prettier --check . --log-level warn
step 'Lint (eslint)'
later npx eslint . --max-warnings 0
step 'Content validation'
later npx tsx scripts/content/validate.ts
# Fails for missing or invalid translations only; stale ones are listed for the editors.
step 'Content status (translations against the Spanish source)'
later npx tsx scripts/content/status.ts --no-checks
step 'Unit tests (vitest)'
# Not niced: vitest gives a worker 60 s to start (a constant of its pool), and at `nice 10` beside a
# build busy on both CPUs a jsdom worker got a tenth of a CPU: CI saw 0.4 s tests take 5.5 s, and
# under a heavier load here four workers never started. Unniced, it slows the build, but ends sooner
# itself, and tsc waits for both (docs/testing.md).
reaped npx vitest run --reporter=default --reporter=json --outputFile=reports/unit.json
await build
# After the build: it writes the route and message types tsc reads. Not niced: the suite waits for it.
step 'Types (tsc)'
reaped npx tsc --noEmit
# Niced as well, it starts as soon as the second build is done, beside the end of the suite.
background --after build-b site \
  'Site check: every sitemap URL (route walk, Nu HTML Checker, links, axe WCAG 2.2 AA, SEO)' \
  nice -n 10 npm run check:site
step 'End-to-end tests (playwright)'
reaped npx playwright test --grep-invert @new-build
await differential
await build-b
step 'End-to-end: a deploy under an open page (@new-build, on the second build)'
# It serves its own builds: the suite's server is not started (playwright.config.ts).
E2E_NO_SUITE_SERVER=1 PLAYWRIGHT_JSON_OUTPUT_FILE=test-results/e2e-new-build.json \
  reaped npx playwright test --grep @new-build --output=test-results/new-build
await site

step 'Summary'
reaped npx tsx scripts/summarize-tests.ts reports/unit.json test-results/e2e.json \
  test-results/e2e-new-build.json reports/site-check.json
