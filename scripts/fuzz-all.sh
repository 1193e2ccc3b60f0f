#!/usr/bin/env bash
# Runs every fuzz target for a while and prints one Markdown table row per target: executions,
# coverage (libFuzzer's cov and ft at the end) and what it found. Two targets at a time, at the
# lowest priority. New inputs go to a temporary directory, never to fuzz/corpus/.
#   scripts/fuzz-all.sh [SECONDS] [JOBS]        (default: 600 s, 2 at a time)
# The seed is 1 (FUZZ_SEED), as in CI: the 30 s CI runs are the start of these runs.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
jobs="${2:-2}"
work="$(mktemp -d)"
echo "fuzz-all: ${seconds}s per target, ${jobs} at a time, logs in $work" >&2
RUSTC_BOOTSTRAP=1 cargo fuzz build >&2
run() {
  local t="$1"
  mkdir -p "$work/corpus/$t"
  RUSTC_BOOTSTRAP=1 nice -n 19 cargo fuzz run "$t" "$work/corpus/$t" "fuzz/corpus/$t" -- \
    -seed="${FUZZ_SEED:-1}" -max_total_time="$seconds" -timeout=10 -print_final_stats=1 >"$work/$t.log" 2>&1
  echo "$?" >"$work/$t.rc"
}
export -f run
export work seconds
cargo fuzz list | xargs -P "$jobs" -I{} bash -c 'run {}'
echo "| target | executions | cov | ft | corpus | result |"
echo "|---|---|---|---|---|---|"
for t in $(cargo fuzz list); do
  log="$work/$t.log"
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
  last=$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)
  cov=$(grep -o 'cov: [0-9]*' <<<"$last" | grep -o '[0-9]*' || echo "?")
  ft=$(grep -o 'ft: [0-9]*' <<<"$last" | grep -o '[0-9]*' || echo "?")
  corp=$(grep -o 'corp: [0-9]*/[0-9]*[a-zA-Z]*' <<<"$last" | cut -d' ' -f2 || echo "?")
  if [ "$(cat "$work/$t.rc")" = 0 ]; then result="clean"; else result="**failed** (see $log)"; fi
  echo "| \`$t\` | $execs | $cov | $ft | $corp | $result |"
done
