#!/usr/bin/env bash
# Search speed (issue 6), whole processes, with hyperfine:
#   - cold build of the index of the whole bundled corpus (`cr index --rebuild`), target ≤ 3 s;
#   - warm queries (`cr search`, index already built), target ≤ 30 ms;
#   - the same words with `rg -i` over the raw files, for comparison.
# Run from the repository root after `cargo build --release`: bash bench/search.sh
set -euo pipefail
cd "$(dirname "$0")/.."
CR=${CR:-target/release/cr}
export CR_CACHE_DIR=${CR_CACHE_DIR:-$(mktemp -d)}
"$CR" index >/dev/null 2>&1

hyperfine -N --warmup 1 --runs 10 \
  -n 'cold build: cr index --rebuild' "$CR index --rebuild"

hyperfine -N --warmup 3 --runs 50 \
  -n 'cr search "totla cost lockd"' "$CR search 'totla cost lockd'" \
  -n 'cr search "coût total" --json' "$CR search 'coût total' --json" \
  -n 'cr search 总费用' "$CR search 总费用" \
  -n 'cr search 601.2' "$CR search 601.2" \
  -n 'rg -i "total cost" rules/' "rg -i 'total cost' rules/" \
  -n 'rg -i "coût total" rules/' "rg -i 'coût total' rules/"
