#!/usr/bin/env python3
# Drives `cr mcp` over stdio as a client does (initialize, then N tool calls in turn: rule,
# search, history, cost) and prints each tool's first and median call time and the server's RSS.
# Usage: python3 bench/mcp.py target/release/cr 1000
import json, subprocess, sys, time, os
cr = sys.argv[1]; n = int(sys.argv[2])
p = subprocess.Popen([cr, "mcp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1)
def send(o): p.stdin.write(json.dumps(o) + "\n"); p.stdin.flush()
def recv():
    return json.loads(p.stdout.readline())
send({"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"b","version":"1"}}}); recv()
send({"jsonrpc":"2.0","method":"notifications/initialized"})
def rss():
    for l in open(f"/proc/{p.pid}/status"):
        if l.startswith("VmRSS"): return int(l.split()[1]) // 1024
calls = [("rule", {"rule": "601.2f"}), ("search", {"query": "can I respond to a mana ability"}), ("history", {"rule": "117.3"}), ("cost", {"mana_cost": "{3}{R}", "reduce": ["{1}"]})]
times = {}
for i in range(n):
    name, a = calls[i % len(calls)]
    t = time.perf_counter()
    send({"jsonrpc":"2.0","id":i+1,"method":"tools/call","params":{"name":name,"arguments":a}})
    r = recv(); assert "result" in r, r
    times.setdefault(name, []).append((time.perf_counter() - t) * 1000)
    if i in (0, 3, 99, 999, 1999, n - 1): print(f"after {i+1} calls: RSS {rss()} MiB")
for k, v in times.items():
    v1 = sorted(v[1:] or v)
    print(f"{k}: first {v[0]:.1f} ms, then median {v1[len(v1)//2]:.1f} ms over {len(v)} calls")
p.stdin.close(); p.wait()
