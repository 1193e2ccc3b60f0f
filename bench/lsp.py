#!/usr/bin/env python3
# Drives `cr lsp` over stdio as an editor does: opens a whole translation, waits for its
# diagnostics, then makes N one-line edits (each waited for: its diagnostics published), and
# hovers rule numbers; prints the time to diagnostics after open, after an edit (median), a
# hover (median), and the server's RSS after open and after the edits.
# Usage: python3 bench/lsp.py target/release/cr rules/zh/cr-2023-10-13.txt 200
import json, os, subprocess, sys, time
cr, path, n = sys.argv[1], os.path.abspath(sys.argv[2]), int(sys.argv[3])
text = open(path, encoding="utf-8").read()
p = subprocess.Popen([cr, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
def send(o):
    b = json.dumps(o).encode()
    p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(b) + b); p.stdin.flush()
def recv():
    n = None
    while True:
        l = p.stdout.readline().strip()
        if not l: break
        if l.lower().startswith(b"content-length:"): n = int(l.split(b":")[1])
    return json.loads(p.stdout.read(n))
def rss():
    for l in open(f"/proc/{p.pid}/status"):
        if l.startswith("VmRSS"): return int(l.split()[1]) // 1024
def wait_diags(version):
    while True:
        m = recv()
        if m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version") == version:
            return m["params"]["diagnostics"]
uri = "file://" + path
send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"capabilities": {}}}); recv()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
t = time.perf_counter()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": uri, "languageId": "plaintext", "version": 1, "text": text}}})
d = wait_diags(1)
print(f"open: {len(d)} diagnostics in {(time.perf_counter() - t) * 1000:.0f} ms (debounce included); RSS {rss()} MiB")
lines = text.split("\n")
rule_lines = [k for k, l in enumerate(lines) if l[:1].isdigit() and "." in l[:8]]
edits, hovers = [], []
for i in range(n):
    # Even edits add a letter at the end of a rule's line, odd ones take it away again.
    k = rule_lines[((i // 2) * 97) % len(rule_lines)]
    w = len(lines[k].encode("utf-16-le")) // 2
    end = w + (i % 2)
    t = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {"textDocument": {"uri": uri, "version": i + 2},
          "contentChanges": [{"range": {"start": {"line": k, "character": w}, "end": {"line": k, "character": end}}, "text": "x" if i % 2 == 0 else ""}]}})
    wait_diags(i + 2)
    edits.append((time.perf_counter() - t) * 1000)
    t = time.perf_counter()
    send({"jsonrpc": "2.0", "id": i + 1, "method": "textDocument/hover", "params": {"textDocument": {"uri": uri}, "position": {"line": k, "character": 1}}})
    while recv().get("id") != i + 1: pass
    hovers.append((time.perf_counter() - t) * 1000)
    if i + 1 in (1, 10, 100, 1000, 2000) or i + 1 == n:
        print(f"after {i + 1} edits: RSS {rss()} MiB")
med = lambda v: sorted(v)[len(v) // 2]
print(f"edit: median {med(edits):.0f} ms to diagnostics (debounce included), max {max(edits):.0f}; hover: median {med(hovers):.1f} ms")
send({"jsonrpc": "2.0", "id": -1, "method": "shutdown"})
send({"jsonrpc": "2.0", "method": "exit"})
p.wait()
