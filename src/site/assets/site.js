// comprules site: offline search and the lint report's filters. Vanilla JavaScript, no
// network: the index is a script (assets/search-index.js) that sets CR_SEARCH_INDEX, loaded
// on first use. Results are built with textContent, never as HTML.
(function () {
  "use strict";
  var input = document.getElementById("search");
  var list = document.getElementById("search-results");
  var folded = null;

  function fold(s) {
    return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  function isCjk(s) {
    return /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(s);
  }
  function load(then) {
    if (window.CR_SEARCH_INDEX) { then(); return; }
    var s = document.createElement("script");
    s.src = "assets/search-index.js";
    s.onload = then;
    document.head.appendChild(s);
  }
  function prepare() {
    if (folded) return;
    var idx = window.CR_SEARCH_INDEX;
    folded = idx.texts.map(function (t) { return " " + fold(t); });
  }
  // A word matches at the start of a word of the text; CJK matches anywhere.
  function wordAt(text, w) {
    if (isCjk(w)) return text.indexOf(w) >= 0;
    var at = text.indexOf(w);
    while (at >= 0) {
      var prev = text.charAt(at - 1);
      if (!/[\p{L}\p{N}]/u.test(prev)) return true;
      at = text.indexOf(w, at + 1);
    }
    return false;
  }
  function search(q) {
    var idx = window.CR_SEARCH_INDEX;
    prepare();
    var fq = fold(q.trim());
    var words = fq.split(/[\s,;:!?()"«»]+/).filter(function (w) { return w.length > 0; });
    if (!words.length) return [];
    var hits = [];
    for (var i = 0; i < idx.entries.length; i++) {
      var e = idx.entries[i];
      var label = fold(e[1]);
      var text = folded[e[4]];
      var score = 0;
      if (label === fq || label === fq + ".") score += 100;
      else {
        var all = true;
        for (var k = 0; k < words.length; k++) {
          if (!wordAt(text, words[k]) && label.indexOf(words[k]) !== 0) { all = false; break; }
        }
        if (!all) continue;
        score += 10;
        if (words.length > 1 && text.indexOf(fq) >= 0) score += 20;
        if (label.indexOf(fq) === 0) score += 30;
        score -= Math.min(text.length, 2000) / 400;
      }
      hits.push([score, i]);
    }
    hits.sort(function (a, b) { return b[0] - a[0] || a[1] - b[1]; });
    return hits.slice(0, 40).map(function (h) { return idx.entries[h[1]]; });
  }
  function snippet(text, q) {
    var f = fold(text), at = f.indexOf(fold(q.trim().split(/\s+/)[0] || ""));
    var from = Math.max(0, at - 60);
    return (from > 0 ? "…" : "") + text.substr(from, 180) + (text.length > from + 180 ? "…" : "");
  }
  function show(q) {
    var idx = window.CR_SEARCH_INDEX;
    list.textContent = "";
    var hits = search(q);
    if (!hits.length) {
      var li = document.createElement("li");
      li.textContent = input.getAttribute("data-none");
      list.appendChild(li);
    }
    hits.forEach(function (e) {
      var doc = idx.docs[e[0]];
      var li = document.createElement("li");
      li.className = "hit";
      var a = document.createElement("a");
      a.href = idx.pages[e[2]] + "#" + e[3];
      a.textContent = doc[0] + " " + e[1];
      a.setAttribute("hreflang", doc[1]);
      var p = document.createElement("p");
      p.lang = doc[1];
      p.textContent = snippet(idx.texts[e[4]], q);
      li.appendChild(a);
      li.appendChild(p);
      list.appendChild(li);
    });
    list.hidden = false;
  }
  if (input && list) {
    var timer = null;
    input.addEventListener("input", function () {
      var q = input.value;
      clearTimeout(timer);
      if (!q.trim()) { list.hidden = true; return; }
      timer = setTimeout(function () {
        if (!window.CR_SEARCH_INDEX) {
          list.textContent = "";
          var li = document.createElement("li");
          li.textContent = input.getAttribute("data-loading");
          list.appendChild(li);
          list.hidden = false;
        }
        load(function () { show(input.value); });
      }, 120);
    });
    input.addEventListener("keydown", function (ev) {
      if (ev.key === "Escape") { list.hidden = true; }
      if (ev.key === "Enter") {
        var first = list.querySelector("li.hit a");
        if (first) { window.location.href = first.href; }
      }
    });
    document.addEventListener("click", function (ev) {
      if (!list.contains(ev.target) && ev.target !== input) list.hidden = true;
    });
  }

  // Lint report: filter rows by language and check.
  var fl = document.getElementById("filter-lang");
  var fc = document.getElementById("filter-check");
  function filter() {
    var l = fl.value, c = fc.value;
    var rows = document.querySelectorAll("table.findings tbody tr");
    for (var i = 0; i < rows.length; i++) {
      var r = rows[i];
      r.hidden = (l && r.getAttribute("data-lang") !== l) || (c && r.getAttribute("data-check") !== c);
    }
  }
  if (fl && fc) {
    fl.addEventListener("change", filter);
    fc.addEventListener("change", filter);
  }
})();
