#!/usr/bin/env bash
# Baselines for `cr lint`: what pofilter (translate-toolkit, PyPI) and Grammalecte (Debian
# grammalecte-cli, French only) find on the same pairs, beside what cr finds.
#
#   pip install translate-toolkit; apt-get install grammalecte-cli   # once
#   scripts/baselines-lint.sh [OUT_DIR]
#
# The pairs: the French seed against en 2015-07-17, the Italian seed against en 2013-02-01,
# zh 2023-10-13 against en 2023-10-13. pofilter needs aligned units: they come from
# `cr align --format tsv` (the same alignment cr lint uses), written as a PO file.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-target/baselines}"
mkdir -p "$out"
cr() { cargo run --quiet --release -- "$@"; }

pairs=("fr en@2015-07-17" "it en@2013-02-01" "zh@2023-10-13 en@2023-10-13")
for p in "${pairs[@]}"; do
  set -- $p
  name="${1%%@*}"
  # cr lint, counts by check.
  cr lint "$1" --against "$2" --format json > "$out/$name.cr.json" || true
  python3 - "$out/$name.cr.json" <<'PY'
import json, sys, collections
f = json.load(open(sys.argv[1]))["findings"]
print(f"cr lint {sys.argv[1]}: {len(f)}", dict(collections.Counter(x["check"] for x in f)))
PY
  # pofilter on the aligned pairs (English source, translation target).
  if command -v pofilter >/dev/null; then
    cr align "$2" "$1" --format tsv > "$out/$name.tsv"
    python3 - "$out/$name.tsv" "$out/$name.po" <<'PY'
import sys
def q(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
with open(sys.argv[1]) as f, open(sys.argv[2], "w") as out:
    out.write('msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n\n')
    for line in f:
        parts = line.rstrip("\n").split("\t")
        if len(parts) == 5:
            out.write(f"#: {parts[1]}\nmsgctxt {q(parts[0])}\nmsgid {q(parts[3])}\nmsgstr {q(parts[4])}\n\n")
PY
    pofilter --nofuzzy -i "$out/$name.po" -o "$out/$name.pofilter.po" 2>/dev/null || true
    echo "pofilter $name: $(grep -c '^# (pofilter)' "$out/$name.pofilter.po" 2>/dev/null || echo 0) findings"
    grep '^# (pofilter)' "$out/$name.pofilter.po" 2>/dev/null | sed 's/^# (pofilter) //; s/: .*//' | sort | uniq -c | sort -rn | head -20 || true
  else
    echo "pofilter: not installed (pip install translate-toolkit)"
  fi
  # Grammalecte on the French text only.
  if [ "$name" = fr ]; then
    if command -v grammalecte-cli >/dev/null; then
      grammalecte-cli -f rules/fr/seed.txt -j > "$out/fr.grammalecte.json" 2>/dev/null || true
      python3 - "$out/fr.grammalecte.json" <<'PY'
import json, sys, collections
try:
    d = json.load(open(sys.argv[1]))
except Exception as e:
    print("grammalecte: unreadable output", e); sys.exit()
errs = [e for p in d.get("data", []) for e in p.get("lGrammarErrors", []) + p.get("lSpellingErrors", [])]
print(f"grammalecte fr: {len(errs)}", dict(collections.Counter(e.get("sRuleId", "spelling") for e in errs)))
PY
    else
      echo "grammalecte: not installed (apt-get install grammalecte-cli)"
    fi
  fi
done
