#!/usr/bin/env python3
# The site's search speed (issue 25), in headless Chromium through chromedriver, at phone width:
# from the input event to the first result shown, less the box's 120 ms pause, 9 rounds over the
# queries (round-robin, so that no query reuses the one before's reading), medians.
# Run from the repository root after `cr docs --out target/site` (or SITE=DIR):
#   python3 bench/site-search.py [QUERY...]
import json, os, subprocess, time, urllib.request, sys, statistics
site = os.path.abspath(os.environ.get("SITE", "target/site"))
port = 9517
drv = subprocess.Popen(["chromedriver", f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
time.sleep(1)
def call(method, path, body=None):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", method=method,
        data=json.dumps(body).encode() if body is not None else None, headers={"Content-Type": "application/json"})
    return json.loads(urllib.request.urlopen(req).read())["value"]
try:
    s = call("POST", "/session", {"capabilities": {"alwaysMatch": {"goog:chromeOptions": {"args": ["--headless=new", "--no-sandbox", "--window-size=390,844"]}}}})
    sid = s["sessionId"]
    call("POST", f"/session/{sid}/url", {"url": f"file://{site}/index.html"})
    script = """
    const [q, done] = arguments;
    const input = document.getElementById('search'), list = document.getElementById('search-results');
    const t0 = performance.now();
    const obs = new MutationObserver(() => { if (list.querySelector('li')) { obs.disconnect(); done(performance.now() - t0); } });
    obs.observe(list, {childList: true, subtree: true});
    input.value = q; input.dispatchEvent(new Event('input', {bubbles: true}));
    """
    call("POST", f"/session/{sid}/timeouts", {"script": 20000})
    qs = sys.argv[1:] or ["total cost", "what does lifelink do", "spell fizzles because its target is gone", "state based actions toughness 0", "连体牌的法术力值"]
    call("POST", f"/session/{sid}/execute/async", {"script": script, "args": ["total cost"]})  # loads the parts
    ts = {q: [] for q in qs}
    for _ in range(9):
        for q in qs:
            call("POST", f"/session/{sid}/execute/sync", {"script": "document.getElementById('search').value=''; document.getElementById('search-results').textContent='';", "args": []})
            ts[q].append(call("POST", f"/session/{sid}/execute/async", {"script": script, "args": [q]}) - 120)
    for q in qs:
        print(f"{q!r}: median {statistics.median(ts[q]):.1f} ms after the 120 ms pause (min {min(ts[q]):.1f}, max {max(ts[q]):.1f})")
    call("DELETE", f"/session/{sid}")
finally:
    drv.kill()
