#!/usr/bin/env bash
# The docs site, timed: `cr docs` for the whole bundled corpus against mdBook building the same
# rules as Markdown chapters (one chapter per document section, as `cr docs` splits them), in
# one hyperfine run. Needs a release build and hyperfine; without mdbook (`cargo install
# mdbook`) it times `cr docs` alone: a fresh build and a rebuild over the previous site.
# Usage: bash bench/docs.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
cargo build --release --quiet
cr="$CARGO_TARGET_DIR/release/cr"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if ! command -v mdbook >/dev/null; then
  echo "bench: mdbook is missing (cargo install mdbook): timing cr docs alone" >&2
  hyperfine -N --warmup 1 --runs "$runs" \
    --command-name "cr docs (fresh)" --prepare "rm -rf $work/fresh" "$cr docs --out $work/fresh" \
    --command-name "cr docs (rebuild)" "$cr docs --out $work/site"
  echo "cr docs output: $(find "$work/site" -name '*.html' | wc -l) pages, $(du -sh "$work/site" | cut -f1)"
  exit 0
fi

# The same rules as an mdBook: every bundled file, decoded as cr decodes it (UTF-8 with or
# without BOM, else Windows-1252; CRLF, CR or LF), one chapter per section.
python3 - "$work/book" rules <<'PY'
import os, re, sys
book, rules = sys.argv[1], sys.argv[2]
src = os.path.join(book, "src")
os.makedirs(src, exist_ok=True)
summary = ["# Summary", ""]
rule = re.compile(r"^(\d{3})(\.\d+[a-z]?)?\.?\s")
for lang in sorted(os.listdir(rules)):
    d = os.path.join(rules, lang)
    if not os.path.isdir(d) or lang == "examples":
        continue
    for name in sorted(os.listdir(d)):
        if not name.endswith(".txt"):
            continue
        raw = open(os.path.join(d, name), "rb").read()
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = raw.decode("cp1252")
        label = f"{lang}-{name[:-4]}"
        chapters = {}
        for line in re.split(r"\r\n|\r|\n", text):
            line = line.strip()
            if not line:
                continue
            m = rule.match(line)
            section = m.group(1)[0] if m else "0"
            md = f"**{line[:m.end()].strip()}** {line[m.end():]}" if m else line
            if m and not m.group(2):
                md = f"## {line}"
            chapters.setdefault(section, []).append(md.replace("<", "&lt;"))
        summary.append(f"- [{label}]({label}.md)")
        open(os.path.join(src, f"{label}.md"), "w").write(f"# {label}\n")
        for s, lines in sorted(chapters.items()):
            f = f"{label}-s{s}.md"
            summary.append(f"  - [{label} {s}]({f})")
            open(os.path.join(src, f), "w").write(f"# {label} {s}\n\n" + "\n\n".join(lines) + "\n")
open(os.path.join(src, "SUMMARY.md"), "w").write("\n".join(summary) + "\n")
open(os.path.join(book, "book.toml"), "w").write('[book]\ntitle = "CR"\n\n[output.html]\n[output.html.search]\nenable = true\n')
PY

echo "mdBook input: $(find "$work/book/src" -name '*.md' | wc -l) chapters, $(du -sh "$work/book/src" | cut -f1)"
hyperfine -N --warmup 1 --runs "$runs" \
  --command-name "cr docs" "$cr docs --out $work/site --force" \
  --command-name "mdbook build" "mdbook build $work/book"
echo "cr docs output: $(find "$work/site" -name '*.html' | wc -l) pages, $(du -sh "$work/site" | cut -f1)"
echo "mdbook output: $(find "$work/book/book" -name '*.html' | wc -l) pages, $(du -sh "$work/book/book" | cut -f1)"
