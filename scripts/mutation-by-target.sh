#!/usr/bin/env bash
# `npm run mutation:targets [glob ...]`: the mutation score one target at a time (docs/decisions/067):
# each machine's folder, then each file of src/api, contracts/list-query.ts with src/ui/list's files,
# then each of the mock server's handlers; or the globs given. Each target's report is kept as it ends
# (reports/mutation/by-target/<target>.json, with its own incremental file), so a run stopped midway
# goes on from the first target without a report. A run over a whole folder at once is not kept when
# it is stopped: all of machines/ is 1,671 mutants to test, about 90 minutes on two cores.
# MUTATION_UNIT_ONLY=1 scores what the unit and model tests guard alone (the "before").
set -u
cd "$(dirname "$0")/.."
mode=$([ "${MUTATION_UNIT_ONLY:-}" = 1 ] && echo before || echo after)
out=reports/mutation/by-target/$mode
mkdir -p "$out" reports/mutation/incremental
if [ $# -gt 0 ]; then
  targets=("$@")
else
  targets=()
  for d in machines/*/; do targets+=("${d%/}/**"); done
  targets+=("machines/*.ts")
  for f in src/api/*.ts contracts/list-query.ts src/ui/list/*.ts src/ui/list/*.tsx mock-server/handlers/*.ts; do targets+=("$f"); done
fi
for target in "${targets[@]}"; do
  name=$(echo "$target" | sed 's#/\*\*##; s#\*#all#g; s#/#_#g')
  [ -f "$out/$name.json" ] && continue
  start=$(date +%s)
  rm -f reports/mutation/mutation.json
  incremental="reports/mutation/incremental/$mode-$name.json"
  # "after" starts from "before"'s results: a mutant a unit test kills is not run again, only the
  # rest against the component tests too (Stryker's incremental mode reruns what new tests cover).
  if [ "$mode" = after ] && [ ! -f "$incremental" ] && [ -f "reports/mutation/incremental/before-$name.json" ]; then
    cp "reports/mutation/incremental/before-$name.json" "$incremental"
  fi
  if npx stryker run --mutate "$target" --incrementalFile "$incremental" >"$out/$name.log" 2>&1 &&
    [ -f reports/mutation/mutation.json ]; then
    cp reports/mutation/mutation.json "$out/$name.json"
    echo "$target: done in $(($(date +%s) - start)) s ($out/$name.log)"
  else
    echo "$target: failed, see $out/$name.log"
  fi
done
