#!/usr/bin/env bash
# `npm run mutation:targets [glob ...]`: the mutation score one target at a time (docs/decisions/067):
# each machine's folder, the machines' own files, src/ui/list's logic, contracts/list-query.ts,
# src/ui/list's components, then each file of src/api and of the mock server's handlers; or the globs
# given (comma-separated globs make one target). Each target's report is kept as it ends
# (reports/mutation/by-target/<mode>/<target>.json, with its own incremental file), so a run stopped
# midway goes on from the first target without a report.
# A target's first run, every test related to it and with the component tests loading the portal, takes
# 3-6 minutes on two cores whatever its size: a target per file spent most of its time there.
# MUTATION_UNIT_ONLY=1 scores what the unit and model tests guard alone (the "before").
# A file of src/api, of the handlers or list-query is run first against its own folder's tests only
# (`own_tests`), then only what survived that against every test: a mutant a few tests kill, all of them
# kill, and a src/api mutant run against every test that reaches it took 20-45 s.
set -u
cd "$(dirname "$0")/.."
mode=$([ "${MUTATION_UNIT_ONLY:-}" = 1 ] && echo before || echo after)
# MUTATION_SAMPLE=<fraction>: a fixed random sample of each target's mutants (stryker.config.mjs), its
# reports kept apart from the full runs'.
sample=${MUTATION_SAMPLE:+-sample$MUTATION_SAMPLE}
out=reports/mutation/by-target/$mode$sample
mkdir -p "$out" reports/mutation/incremental
if [ $# -gt 0 ]; then
  targets=("$@")
else
  targets=()
  for d in machines/*/; do targets+=("${d%/}/**"); done
  targets+=("machines/*.ts" "src/ui/list/*.ts" "contracts/list-query.ts" "src/ui/list/*.tsx")
  # Nearly every test reaches src/api and the handlers (about 2,000 of the unit project's tests in a
  # dry run of one file), so a target per file: src/api/login-redirect.ts's 26 mutants took 20 minutes.
  for f in src/api/*.ts mock-server/handlers/*.ts; do targets+=("$f"); done
fi
# The tests a target is run against first (comma-separated globs), or nothing: every test at once.
# MUTATION_OWN_TESTS names them instead, for a file most of its folder's tests reach (src/api/errors.ts:
# a mutant against all of tests/api took 75 s, each of its files loading the contracts again).
own_tests() {
  [ -n "${MUTATION_OWN_TESTS:-}" ] && echo "$MUTATION_OWN_TESTS" && return
  case "$1" in
    src/api/*.ts) echo "tests/api/**/*.test.ts" ;;
    mock-server/handlers/*.ts) echo "tests/mock-server/**/*.test.ts" ;;
    contracts/list-query.ts) echo "tests/contract/**/*.test.ts,tests/mock-server/**/*.test.ts" ;;
  esac
}

for target in "${targets[@]}"; do
  name=$(echo "$target" | sed 's#/\*\*##g; s#\*#all#g; s#/#_#g; s#,#+#g')
  [ -f "$out/$name.json" ] && continue
  start=$(date +%s)
  incremental="reports/mutation/incremental/$mode$sample-$name.json"
  before="reports/mutation/by-target/before$sample/$name.json"
  mutate=$target
  # "after" runs only the mutants "before" left alive (its survivors' spans), against every test: a
  # test added can only kill more of them, and a mutant killed stays killed. Its report is "before"'s
  # with their new statuses (scripts/mutation-report.mjs). Both must be of the same source.
  if [ "$mode" = after ] && [ -f "$before" ]; then
    mutate=$(node scripts/mutation-report.mjs ranges "$before")
    if [ -z "$mutate" ]; then
      cp "$before" "$out/$name.json"
      echo "$target: nothing left alive before, after = before"
      continue
    fi
  fi
  # The first pass, where the target has its own tests and nothing narrowed it: its report is then the
  # "before" the full pass narrows from and merges into.
  own=$(own_tests "$target")
  if [ "$mutate" = "$target" ] && [ -n "$own" ]; then
    first="$out/$name.first.json"
    if [ ! -f "$first" ]; then
      rm -f reports/mutation/mutation.json
      if MUTATION_TESTS=$own npx stryker run --mutate "$target" --incrementalFile "reports/mutation/incremental/$mode$sample-$name.first.json" \
        >"$out/$name.first.log" 2>&1 && [ -f reports/mutation/mutation.json ]; then
        cp reports/mutation/mutation.json "$first"
        echo "$target: first pass ($own) done in $(($(date +%s) - start)) s"
      elif grep -q "No tests were executed" "$out/$name.first.log"; then
        # None of its folder's tests reaches the file: every test at once, as for any other target.
        echo "$target: none of $own reaches it; every test at once"
      else
        echo "$target: first pass failed, see $out/$name.first.log"
        continue
      fi
    fi
    if [ -f "$first" ]; then
      before=$first
      mutate=$(node scripts/mutation-report.mjs ranges "$first")
      if [ -z "$mutate" ]; then
        cp "$first" "$out/$name.json"
        echo "$target: nothing survived its own tests"
        node scripts/mutation-report.mjs score "$out/$name.json" | tail -n +2
        continue
      fi
    fi
  fi
  rm -f reports/mutation/mutation.json
  if npx stryker run --mutate "$mutate" --incrementalFile "$incremental" >"$out/$name.log" 2>&1 &&
    [ -f reports/mutation/mutation.json ]; then
    if [ "$mutate" = "$target" ]; then
      cp reports/mutation/mutation.json "$out/$name.json"
    else
      node scripts/mutation-report.mjs merge "$before" reports/mutation/mutation.json "$out/$name.json"
    fi
    echo "$target: done in $(($(date +%s) - start)) s ($out/$name.log)"
    node scripts/mutation-report.mjs score "$out/$name.json" | tail -n +2
  else
    echo "$target: failed, see $out/$name.log"
  fi
done
