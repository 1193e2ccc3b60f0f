// comprules site: offline search, keyboard use, the stable "latest" pages, the columns of
// side by side, finding notes and the lint report's filters. Vanilla JavaScript, no network: the index is a set of scripts
// (assets/search/*.js) loaded on first use, which push their parts onto CR_SEARCH_PARTS.
// Results are built with textContent, never as HTML.
(function () {
  "use strict";
  var input = document.getElementById("search");
  var list = document.getElementById("search-results");
  var uiLang = (document.documentElement.lang || "en").split("-")[0];

  // ruleRef:begin
  // A rule reference as people write it, as a rule number ("601.2f"), or null: the grammar
  // of src/rule_ref.rs (rule/CR/r. prefixes, 601.2F, 601.2 f, 601.2.f, 601.2(f), 6012f,
  // R6012f, a trailing period). A test runs both on one list of forms.
  function ruleRef(s) {
    var t = s.trim().replace(/^#/, "");
    var m = /^((?:(?:see|rules?|cr|comprehensive)\.? *)*)(r\. *|r(?=\d))?([\s\S]*)$/i.exec(t);
    var pre = m[1] + (m[2] || ""), body = m[3];
    var anchor = /^r$/i.test(pre.trim());
    var end = "[\\s.,;:?!)]*$";
    var letters = function (l) {
      if (!l) return "";
      l = l.toLowerCase();
      if (l.length === 2 && !/^[a-f][abcdefghijkmnpqrstuvwxyz]$/.test(l)) return null;
      return l;
    };
    var d = new RegExp("^([1-9]\\d{2})(?:\\.(\\d{1,9})(?: ?([a-z]{1,2})|\\.([a-z])|\\(([a-z])\\))?)?" + end, "i").exec(body);
    if (d) {
      if (!d[2]) return d[1];
      var l = letters(d[3] || d[4] || d[5]);
      return l === null ? null : d[1] + "." + d[2] + l;
    }
    var c = new RegExp("^([1-9]\\d{2})(\\d{1,9})([a-z]{1,2})?" + end, "i").exec(body);
    if (c && (c[3] || anchor)) {
      var k = letters(c[3]);
      return k === null ? null : c[1] + "." + c[2] + k;
    }
    return null;
  }
  // ruleRef:end

  // ---- Old links (Yawgatog's #R6012f, #601.2f): to the rule's own anchor (#r601.2f), on
  // load and when the fragment changes on the page.
  function oldLink() {
    var h = decodeURIComponent(window.location.hash.slice(1));
    if (!h || /^r\d/.test(h) || document.getElementById(h)) return;
    var ref = ruleRef(h);
    if (ref) window.location.replace("#r" + ref);
  }
  oldLink();
  window.addEventListener("hashchange", oldLink);

  // Long pages lay out only what is near the window (content-visibility), and side by side
  // may hide columns: the anchored element is brought back to its place once laid out. Rows
  // laid out for the first time can change height the frame after a scroll, so the anchor is
  // scrolled to again each frame until it stays put (at most 30 frames), unless the reader
  // has scrolled meanwhile.
  var readerMoved = false;
  ["wheel", "touchstart", "keydown", "mousedown"].forEach(function (e) {
    window.addEventListener(e, function () { readerMoved = true; }, { passive: true });
  });
  function toAnchor() {
    var h = decodeURIComponent(window.location.hash.slice(1));
    var t = h && document.getElementById(h);
    if (!t) return;
    var frames = 30;
    var settle = function () {
      t.scrollIntoView();
      var placed = t.getBoundingClientRect().top;
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          if (readerMoved || --frames <= 0) return;
          if (Math.abs(t.getBoundingClientRect().top - placed) > 0.5) settle();
        });
      });
    };
    settle();
  }
  // A long chapter side by side is in parts: an anchor of another part goes there.
  (function () {
    var parts = document.querySelector("nav.parts");
    var h = decodeURIComponent(window.location.hash.slice(1));
    var m = /^r(\d+)\.(\d+)/.exec(h);
    if (!parts || !m || document.getElementById(h) || m[1] !== parts.getAttribute("data-chapter")) return;
    var sub = Number(m[2]);
    parts.querySelectorAll("a").forEach(function (a) {
      if (sub >= Number(a.getAttribute("data-from")) && sub <= Number(a.getAttribute("data-to")))
        window.location.replace(a.getAttribute("href").replace(/[?#].*$/, "") + window.location.search + "#" + h);
    });
  })();
  window.addEventListener("load", function () {
    if (document.getElementById("latest")) return;
    requestAnimationFrame(function () { requestAnimationFrame(toAnchor); });
  });

  // ---- The "latest" pages (en.html#r601.2f): to the newest document's page of that anchor.
  var latest = document.getElementById("latest");
  if (latest) {
    var h = window.location.hash.slice(1);
    var slug = latest.getAttribute("data-slug");
    var split = latest.getAttribute("data-split") === "1";
    var page = "doc-" + slug + ".html";
    var m;
    if (split) {
      if ((m = /^r(\d)/.exec(h))) page = "doc-" + slug + "-s" + m[1] + ".html";
      else if ((m = /^s(\d)$/.exec(h))) page = "doc-" + slug + "-s" + m[1] + ".html";
      else if (/^g-/.test(h) || h === "glossary") page = latest.getAttribute("data-glossary");
    }
    if (h) window.location.replace(page + "#" + h);
  }

  // ---- Search.
  var docs = null;      // CR_SEARCH_DOCS
  var parts = [];       // loaded parts, with folded texts
  var loaded = {};      // file -> true
  var withOlder = false;
  var selected = -1;

  // Case, accents and the apostrophe's two forms aside ("can't" meets the CR's "can’t").
  function fold(s) {
    return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[\u2018\u2019]/g, "'").toLowerCase();
  }
  function isCjk(s) {
    return /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(s);
  }
  function script(src, then) {
    var s = document.createElement("script");
    s.src = src;
    s.onload = then;
    s.onerror = then;
    document.head.appendChild(s);
  }
  // Loads the list of documents, then the parts wanted (the newest of each language, or all).
  function load(then) {
    if (!window.CR_SEARCH_FILLER) {
      script("assets/search/filler.js", function () {
        window.CR_SEARCH_FILLER = window.CR_SEARCH_FILLER || { words: [], cjk: [] };
        load(then);
      });
      return;
    }
    if (!window.CR_SEARCH_DOCS) { script("assets/search/docs.js", function () { load(then); }); return; }
    docs = window.CR_SEARCH_DOCS;
    var want = docs.filter(function (d) { return (d.latest || withOlder) && !loaded[d.file]; });
    if (!want.length) { then(); return; }
    var left = want.length;
    want.forEach(function (d) {
      loaded[d.file] = true;
      script(d.file, function () { if (--left === 0) { take(); then(); } });
    });
  }
  function take() {
    var got = window.CR_SEARCH_PARTS || [];
    while (got.length) {
      var p = got.shift();
      p.folded = p.texts.map(function (t) { return " " + fold(t); });
      p.leadOf = {};
      (p.leads || []).forEach(function (l) { p.leadOf[l[0]] = l[1]; });
      p.indexOf = {};
      p.entries.forEach(function (e, i) { if (!(e[0] in p.indexOf)) p.indexOf[e[0]] = i; });
      // The glossary's terms as a query names them, read once (see namedScopes).
      p.terms = [];
      p.entries.forEach(function (e) {
        if (!/^\d/.test(e[0])) p.terms.push([termWords(e[0]).join(" "), e]);
      });
      parts.push(p);
    }
  }
  // A word matches at the start of a word of the text; CJK matches anywhere. Returns 0 (no),
  // 1 (start of a word) or 2 (the whole word).
  function wordAt(text, w) {
    if (isCjk(w)) return text.indexOf(w) >= 0 ? 2 : 0;
    var at = text.indexOf(w), best = 0;
    while (at >= 0) {
      if (!/[\p{L}\p{N}]/u.test(text.charAt(at - 1))) {
        if (!/[\p{L}\p{N}]/u.test(text.charAt(at + w.length))) return 2;
        best = 1;
      }
      at = text.indexOf(w, at + 1);
    }
    return best;
  }
  // A word and the irregular forms of its base ("leaves": leave, left), as `cr search`'s
  // index reads them (vocab::ENGLISH_IRREGULAR_FORMS, in filler.js).
  // endings:begin
  // A word and the word without a plural, past or -ing ending, each way it may have been
  // written ("fizzles": fizzle, fizzl; "tapped": tapped, tappe, tapp).
  function endings(w) {
    return [w, w.replace(/s$/, ""), w.replace(/es$/, ""), w.replace(/d$/, ""), w.replace(/ed$/, ""),
            w.replace(/ing$/, ""), w.replace(/ing$/, "e")];
  }
  // endings:end
  function forms(w) {
    var table = (window.CR_SEARCH_FILLER || {}).forms || {};
    var base = table[w];
    if (!base) {
      endings(w).forEach(function (c) {
        if (!base && c.length > 2 && Object.keys(table).some(function (f) { return table[f] === c; })) base = c;
      });
    }
    // A plural or an ending of English, read as its stem (which matches the start of every
    // form: "creatures" meets "creature", "attacking" "attacks"), as `cr search` stems.
    var stem = /[a-z]{3}(?:ies)$/.test(w) ? w.slice(0, -3) + "y"
      : /[a-z]{3}(?:ing|ed)$/.test(w) ? w.replace(/(?:ing|ed)$/, "")
      : /[a-z]{3}[^s]s$/.test(w) ? w.slice(0, -1) : null;
    if (!base) return stem ? [w, stem] : [w];
    var out = [w, base];
    Object.keys(table).forEach(function (f) { if (table[f] === base && out.indexOf(f) < 0) out.push(f); });
    return out;
  }
  // The best match of any of a word's forms.
  function formAt(text, alts) {
    var best = 0;
    for (var i = 0; i < alts.length && best < 2; i++) best = Math.max(best, wordAt(text, alts[i]));
    return best;
  }
  function newer(a, b) { return docs[a.doc].version > docs[b.doc].version; }
  // Hits, ranked: a rule number goes to the base document (today's English), then the
  // interface's language, then the newest releases; words rank whole-word matches first,
  // then by BM25 (see bm25), and the language where the query's words are whole words first.
  // Older releases of the same rule are folded under the newest one.
  // The words to look for, as `cr search` reads a question (src/search/query.rs): question
  // words and filler dropped when other words remain, a Chinese question typed without spaces
  // cut at its filler, a Korean word's question ending or particle dropped.
  // The stem of a Korean word, as `cr search` has it (query::korean_stem): without the
  // ending of a question's verb (then the 하 of a 하다 verb), or the particle of a word of
  // three syllables or more; null when nothing is dropped.
  function koreanStem(w) {
    if (!/^[\uac00-\ud7af]+$/.test(w)) return null;
    var endings = (window.CR_SEARCH_FILLER || {}).koreanEndings || [];
    for (var i = 0; i < endings.length; i++) {
      var e = endings[i];
      if (w.length > e.length && w.slice(-e.length) === e) {
        var s = w.slice(0, -e.length);
        if (/하$/.test(s) && s.length >= 3) s = s.slice(0, -1);
        return s;
      }
    }
    if (w.length >= 3 && /[을를은는이가의에와과로도]$/.test(w)) return w.slice(0, -1);
    return null;
  }
  // players:begin
  // Players' words ("fizzle", "steal") read as the rules' own, as `cr search` reads them
  // (src/search/players.rs; the table, longest first, is in filler.js): a typed word matches
  // as written or without a plural, past or -ing ending.
  function players(words) {
    var table = (window.CR_SEARCH_FILLER || {}).players || [];
    var out = [];
    for (var i = 0; i < words.length;) {
      var hit = null;
      for (var t = 0; t < table.length && !hit; t++) {
        var typed = table[t][0].split(" ");
        if (i + typed.length <= words.length &&
            typed.every(function (x, k) { return endings(words[i + k]).indexOf(x) >= 0; })) hit = typed;
        if (hit) {
          out = out.concat(table[t][1].split(" "));
          i += hit.length;
        }
      }
      if (!hit) out.push(words[i++]);
    }
    return out;
  }
  // players:end
  function terms(fq) {
    var filler = window.CR_SEARCH_FILLER || { words: [], cjk: [] };
    var words = players(fq.split(/[\s,;:!?()"«»]+/).filter(function (w) { return w.length > 0; }));
    var kept = words.filter(function (w) {
      var k = koreanStem(w);
      return filler.words.indexOf(w) < 0 && !(k && filler.words.indexOf(k) >= 0);
    });
    if (kept.length) words = kept;
    var out = [];
    words.forEach(function (w) {
      var k = koreanStem(w);
      if (k) { out.push(k); return; }
      if (!isCjk(w)) { out.push(w); return; }
      var parts = [w];
      filler.cjk.forEach(function (f) {
        parts = [].concat.apply([], parts.map(function (p) { return p.split(f); }))
          .filter(function (p) { return p.length > 0; });
      });
      out = out.concat(parts.length ? parts : [w]);
    });
    return out;
  }
  // A query's words for matching game terms, as `cr search` has them (src/search/mod.rs,
  // term_words): folded, split on anything but letters, digits, "/" and "+", a plural read as
  // its singular.
  function termWords(s) {
    var filler = (window.CR_SEARCH_FILLER || { words: [] }).words;
    return fold(s).split(/[^\p{L}\p{N}\/+]+/u).filter(function (w) { return w.length > 0; })
      .map(function (w) {
        if (filler.indexOf(w) >= 0) return w;
        if (/ies$/.test(w) && w.length > 5) return w.slice(0, -3) + "y";
        if (w.length > 3 && /s$/.test(w) && !/ss$/.test(w)) return w.slice(0, -1);
        return w;
      });
  }
  // A game term searched alone leads to its rules, as in `cr search`: the index has them for
  // each glossary entry, computed by cr (search::term_leads).
  function leadHits(words) {
    var key = termWords(words.join(" ")).join(" ");
    var out = [];
    parts.forEach(function (p) {
      var d = docs[p.doc];
      (p.leads || []).forEach(function (l) {
        if (termWords(p.entries[l[0]][0]).join(" ") !== key) return;
        l[1].forEach(function (label) {
          for (var i = 0; i < p.entries.length; i++) {
            var e = p.entries[i];
            if (e[0] !== label) continue;
            out.push({ score: 2000 - out.length + (d.base ? 60 : 0) + (d.latest ? 3 : 0),
                       part: p, e: e, doc: p.doc, lang: d.lang, label: e[0], all: 2 });
            break;
          }
        });
      });
    });
    return out;
  }
  // The rules named by the glossary entries whose terms the query names (their words in a
  // row, as `cr search` reads a term named: search::names_term).
  var SCOPE_BOOST = 1.5;
  function namedScopes(words) {
    var query = " " + termWords(words.join(" ")).join(" ") + " ", out = [];
    parts.forEach(function (p) {
      p.terms.forEach(function (t) {
        if (!t[0] || query.indexOf(" " + t[0] + " ") < 0) return;
        var re = /\brules? (\d{3}(?:\.\d+[a-z]?)?)/g, m;
        var text = p.texts[t[1][3]];
        while ((m = re.exec(text))) if (out.indexOf(m[1]) < 0) out.push(m[1]);
      });
    });
    return out;
  }
  // A glossary entry among the first five hits whose term the query does not name leads to
  // the rules it cites, nearly at its score (at most six): the CR's own paraphrase, as in
  // `cr search` (search::definition_leads).
  function definitionLeads(words, hits) {
    var query = " " + termWords(words.join(" ")).join(" ") + " ";
    var top = hits.slice().sort(function (a, b) { return b.score - a.score; }).slice(0, 5);
    var out = [];
    top.forEach(function (h) {
      if (/^\d/.test(h.label)) return;
      var lead = (h.part.leads || []).filter(function (l) { return h.part.entries[l[0]] === h.e; })[0];
      if (!lead || lead[1].length > 6) return;
      if (query.indexOf(" " + termWords(h.label).join(" ") + " ") >= 0) return;
      lead[1].forEach(function (label) {
        for (var i = 0; i < h.part.entries.length; i++) {
          var e = h.part.entries[i];
          if (e[0] !== label) continue;
          out.push({ score: h.score - 0.5, part: h.part, e: e, doc: h.doc, lang: h.lang, label: e[0], all: h.all });
          break;
        }
      });
    });
    return out;
  }
  // A rule that is only a title ("702.19 Trample"): its first subrule stands for it.
  function isTitle(text) {
    return text.trim().split(/\s+/).length <= 5 && !/[.。]\s*$/.test(text);
  }
  // One pass over the entries loaded for a query's words: for each entry, how each word
  // stands in its text (0 no, 1 the start of a word, 2 a whole word; null when none does),
  // and for each word how many entries have it. Kept for the query's next use (until more
  // parts are loaded).
  var scanned = { key: null };
  function scan(alts) {
    var key = parts.length + JSON.stringify(alts);
    if (scanned.key === key) return scanned;
    var n = 0, chars = 0, df = alts.map(function () { return 0; });
    var m = parts.map(function (p) {
      return p.entries.map(function (e) {
        var t = p.folded[e[3]], v = null;
        n++;
        chars += t.length;
        for (var k = 0; k < alts.length; k++) {
          var x = formAt(t, alts[k]);
          if (x) { df[k]++; v = v || alts.map(function () { return 0; }); v[k] = x; }
        }
        return v;
      });
    });
    scanned = { key: key, n: n, avg: chars / Math.max(n, 1), df: df, m: m };
    return scanned;
  }
  // The entries that have some of the words (a question in the reader's own words), each
  // word weighed by how rare it is among the entries loaded, a whole word more than the
  // start of one: as `cr search` ranks any of the words, not only all.
  function anyWords(alts) {
    var sc = scan(alts), out = [];
    parts.forEach(function (p, pi) {
      sc.m[pi].forEach(function (v, i) {
        if (!v) return;
        var score = 0;
        v.forEach(function (x, k) { if (x) score += Math.log(1 + sc.n / sc.df[k]) * (x === 2 ? 1 : 0.7); });
        var e = p.entries[i];
        out.push({ score: score, part: p, e: e, doc: p.doc, lang: docs[p.doc].lang, label: e[0], all: 0 });
      });
    });
    return out;
  }
  // BM25 over the entries loaded, as `cr search` scores a text (k1 1.2, b 0.75): how often
  // each word stands in it, weighed by how rare the word is, against the text's length.
  // A function of a text's score.
  var RARE_WEIGHT = 4;
  function bm25(alts) {
    var sc = scan(alts);
    var idf = sc.df.map(function (x) { return Math.log(1 + (sc.n - x + 0.5) / (x + 0.5)); });
    return function (text) {
      var norm = 1.2 * (0.25 + 0.75 * text.length / sc.avg), sum = 0;
      for (var k = 0; k < alts.length; k++) {
        var tf = countAt(text, alts[k]);
        sum += idf[k] * tf * 2.2 / (tf + norm);
      }
      return sum;
    };
  }
  // How many places of the text a word's forms start a word at (CJK: anywhere).
  function countAt(text, alts) {
    var at = {}, count = 0;
    alts.forEach(function (w) {
      for (var a = text.indexOf(w); a >= 0; a = text.indexOf(w, a + w.length))
        if ((isCjk(w) || !/[\p{L}\p{N}]/u.test(text.charAt(a - 1))) && !at[a]) { at[a] = true; count++; }
    });
    return count;
  }
  function search(q) {
    // A character before a reference ("§601.2h", "r 510.1c") is part of how it was written.
    var ref = ruleRef(q) || ruleRef(q.replace(/^\s*(?:§|[^\s\d]\s)\s*/, ""));
    var fq = fold(ref || q.trim());
    var words = ref ? [fq] : terms(fq);
    if (!words.length) return [];
    var phrase = words.join(" ");
    var alts = words.map(function (w) { return ref ? [w] : forms(w); });
    var hits = [];
    var whole = {};  // language -> hits where every word is a whole word
    // A question of several words: every entry read once for all of them (scan).
    var sc = !ref && words.length > 1 ? scan(alts) : null;
    var rare = sc ? bm25(alts) : null;
    parts.forEach(function (p, pi) {
      var d = docs[p.doc];
      for (var i = 0; i < p.entries.length; i++) {
        var e = p.entries[i];
        var label = fold(e[0]);
        var text = p.folded[e[3]];
        var score = 0, all = 0;
        if (label === fq || label === fq + ".") {
          score = 1000 + (d.base ? 60 : 0) + (d.lang === uiLang ? 40 : 0);
        } else {
          all = 2;
          var v = sc ? sc.m[pi][i] : null;
          for (var k = 0; k < words.length; k++) {
            var w = sc ? (v ? v[k] : 0) : formAt(text, alts[k]);
            if (!w && label.indexOf(words[k]) === 0) w = 1;
            if (!w) { all = 0; break; }
            if (w < all) all = w;
          }
          if (!all) continue;
          var title = /^\d/.test(e[0]) && !/\.$/.test(e[0]) && isTitle(p.texts[e[3]]);
          if (title && !p.leadOf[i]) continue;
          score = 10 + (all === 2 ? 15 : 0);
          if (words.length > 1 && text.indexOf(phrase) >= 0) score += 20;
          if (label.indexOf(phrase) === 0) score += 30;
          score += rare ? RARE_WEIGHT * rare(text) : -Math.min(text.length, 2000) / 400;
          // A title-only rule stands for the subrules it leads to, as in `cr search`.
          if (title) {
            p.leadOf[i].forEach(function (l, n) {
              var at = p.indexOf[l];
              if (at === undefined) return;
              hits.push({ score: score - n * 0.01, part: p, e: p.entries[at], doc: p.doc, lang: d.lang, label: l, all: all });
            });
            continue;
          }
          if (all === 2) whole[d.lang] = (whole[d.lang] || 0) + 1;
        }
        hits.push({ score: score, part: p, e: e, doc: p.doc, lang: d.lang, label: e[0], all: all });
      }
    });
    // Fewer than three rules with every word: the entries with some of them follow, below
    // (a rule that answers in other words comes before a glossary entry that has them all,
    // which stands below the first rules).
    var rulesFound = hits.filter(function (h) { return /^\d/.test(h.label); }).length;
    if (rulesFound < 3 && !ref) {
      // A Chinese, Japanese or Korean word the text does not have whole: its pairs of
      // characters, as the index of `cr search` has them.
      var loose = [], looseAlts = [];
      words.forEach(function (w, k) {
        if (isCjk(w) && w.length > 2 && !hits.length) {
          for (var c = 0; c + 2 <= w.length; c++) { loose.push(w.slice(c, c + 2)); looseAlts.push([w.slice(c, c + 2)]); }
        } else { loose.push(w); looseAlts.push(alts[k]); }
      });
      if (loose.length > 1) {
        var had = {};
        hits.forEach(function (h) { had[h.doc + "\u001f" + h.label] = true; });
        var floor = hits.length ? -100 : 0;
        anyWords(looseAlts).forEach(function (h) {
          if (had[h.doc + "\u001f" + h.label]) return;
          h.score += floor;
          hits.push(h);
        });
      }
    }
    if (!ref) {
      // A game term the query names raises the rules under those its glossary entry names
      // ("See rule 704"), as in `cr search` (SCOPE_BOOST): the rules of 704 for "state based
      // actions toughness 0".
      var scopes = namedScopes(words);
      if (scopes.length) hits.forEach(function (h) {
        if (/^\d/.test(h.label) && scopes.some(function (r) { return h.label === r || h.label.indexOf(r + ".") === 0 || (/\./.test(r) && h.label.indexOf(r) === 0); }))
          h.score *= SCOPE_BOOST;
      });
      hits = leadHits(words).concat(hits).concat(definitionLeads(words, hits));
    }
    var best = null;
    Object.keys(whole).forEach(function (l) { if (best === null || whole[l] > whole[best]) best = l; });
    hits.forEach(function (h) {
      if (h.lang === best) h.score += 8;
      if (docs[h.doc].latest) h.score += 3;
    });
    hits.sort(function (a, b) {
      return b.score - a.score || (newer(a, b) ? -1 : newer(b, a) ? 1 : 0);
    });
    // Fold: one hit per language and label, the newest release first, the others under it.
    var groups = [], byKey = {};
    for (var i = 0; i < hits.length && groups.length < 40; i++) {
      var h = hits[i], key = h.lang + "\u001f" + h.label;
      var g = byKey[key];
      if (g) {
        if (g.top.doc !== h.doc && !g.older.some(function (o) { return o.doc === h.doc; })) g.older.push(h);
        continue;
      }
      g = { top: h, older: [] };
      byKey[key] = g;
      groups.push(g);
    }
    groups.forEach(function (g) {
      var all = [g.top].concat(g.older);
      all.sort(function (a, b) { return newer(a, b) ? -1 : newer(b, a) ? 1 : 0; });
      g.top = all[0];
      g.older = all.slice(1);
    });
    // A glossary entry leads to its rule rather than taking its place, a heading ("704.") to
    // the rules under it: below the first three rules, as in `cr search`.
    var rules = [], held = [];
    groups.forEach(function (g) {
      if (ref || /^\d.*[^.]$/.test(g.top.label) || rules.length >= 3) rules.push(g); else held.push(g);
      if (rules.length >= 3 && held.length) { rules = rules.concat(held); held = []; }
    });
    return rules.concat(held);
  }
  function snippet(text, q) {
    var f = fold(text), at = f.indexOf(fold(q.trim().split(/\s+/)[0] || ""));
    var from = Math.max(0, at - 60);
    return (from > 0 ? "…" : "") + text.substr(from, 180) + (text.length > from + 180 ? "…" : "");
  }
  function href(h) { return h.part.pages[h.e[1]] + "#" + h.e[2]; }
  function item(text) {
    var li = document.createElement("li");
    li.textContent = text;
    list.appendChild(li);
    return li;
  }
  function show(q) {
    list.textContent = "";
    list.setAttribute("data-q", q);
    selected = -1;
    var groups = search(q);
    if (!groups.length) item(input.getAttribute("data-none"));
    groups.forEach(function (g) {
      var h = g.top, d = docs[h.doc];
      var li = document.createElement("li");
      li.className = "hit";
      var a = document.createElement("a");
      a.href = href(h);
      a.textContent = d.label + " " + h.label;
      a.setAttribute("hreflang", d.lang);
      li.appendChild(a);
      if (!d.latest) {
        var old = document.createElement("span");
        old.className = "old";
        old.textContent = input.getAttribute("data-old");
        a.appendChild(document.createTextNode(" "));
        a.appendChild(old);
      }
      var p = document.createElement("p");
      p.lang = d.lang;
      p.textContent = snippet(h.part.texts[h.e[3]], q);
      li.appendChild(p);
      if (g.older.length) {
        var o = document.createElement("p");
        o.className = "older";
        o.textContent = input.getAttribute("data-older") + " ";
        g.older.forEach(function (x) {
          var b = document.createElement("a");
          b.href = href(x);
          b.textContent = docs[x.doc].label + " " + x.label;
          o.appendChild(b);
          o.appendChild(document.createTextNode(" "));
        });
        li.appendChild(o);
      }
      list.appendChild(li);
    });
    if (!withOlder && docs.some(function (d) { return !d.latest; })) {
      var li = item("");
      li.className = "more";
      var b = document.createElement("button");
      b.type = "button";
      b.textContent = input.getAttribute("data-more");
      b.addEventListener("click", function () {
        withOlder = true;
        load(function () { show(input.value); input.focus(); });
      });
      li.appendChild(b);
    }
    list.hidden = false;
  }
  function select(n) {
    var links = list.querySelectorAll("li.hit > a");
    if (!links.length) return;
    selected = Math.max(0, Math.min(links.length - 1, n));
    for (var i = 0; i < links.length; i++) links[i].parentNode.classList.toggle("selected", i === selected);
    links[selected].parentNode.scrollIntoView({ block: "nearest" });
  }
  if (input && list) {
    var timer = null;
    input.addEventListener("input", function () {
      var q = input.value;
      clearTimeout(timer);
      if (!q.trim()) { list.hidden = true; return; }
      timer = setTimeout(function () {
        if (!docs) {
          list.textContent = "";
          item(input.getAttribute("data-loading"));
          list.hidden = false;
        }
        load(function () { show(input.value); });
      }, 120);
    });
    input.addEventListener("keydown", function (ev) {
      if (ev.key === "Escape") { list.hidden = true; input.blur(); }
      else if (ev.key === "ArrowDown") { ev.preventDefault(); select(selected + 1); }
      else if (ev.key === "ArrowUp") { ev.preventDefault(); select(selected - 1); }
      else if (ev.key === "Enter") {
        // The query may not be searched yet (typed fast, then Enter): search it first.
        clearTimeout(timer);
        var q = input.value;
        if (!q.trim()) return;
        load(function () {
          if (list.hidden || list.getAttribute("data-q") !== q) show(q);
          var links = list.querySelectorAll("li.hit > a");
          var a = links[selected >= 0 ? selected : 0];
          // The hit may be on this page: the list closes either way.
          if (a) { list.hidden = true; window.location.href = a.href; }
        });
      }
    });
    document.addEventListener("click", function (ev) {
      var hit = list.contains(ev.target) && ev.target.closest("a");
      if (hit || (!list.contains(ev.target) && ev.target !== input)) list.hidden = true;
    });
    // "/" searches from anywhere on the page.
    document.addEventListener("keydown", function (ev) {
      var t = ev.target;
      if (ev.key === "/" && !ev.ctrlKey && !ev.metaKey && !ev.altKey &&
          !(t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA" || t.isContentEditable))) {
        ev.preventDefault();
        input.focus();
        input.select();
      }
    });
  }

  // ---- Side by side: which columns to show (?cols=en,zh), kept in the URL and carried by
  // the links to the other side-by-side pages. Without a choice, every column that has a
  // rule on the page.
  var chooser = document.querySelector("form.columns");
  if (chooser) {
    var boxes = Array.prototype.slice.call(chooser.querySelectorAll("input[name=col]"));
    var sheet = document.createElement("style");
    document.head.appendChild(sheet);
    var chosen = function () {
      var c = new URLSearchParams(window.location.search).get("cols");
      if (!c) return null;
      var known = boxes.map(function (b) { return b.value; });
      var want = c.split(",").filter(function (v) { return known.indexOf(v) >= 0; });
      return want.length ? want : null;
    };
    var showCols = function (cols) {
      var css = "", n = 0;
      boxes.forEach(function (b) {
        var on = cols ? cols.indexOf(b.value) >= 0
          : !!document.querySelector('.side .cell[data-col="' + b.value + '"]:not(.empty):not(.head .cell)');
        b.checked = on;
        if (on) n++;
        else css += '.side [data-col="' + b.value + '"]{display:none}';
      });
      sheet.textContent = css;
      document.querySelectorAll(".side").forEach(function (el) { el.style.setProperty("--cols", String(Math.max(n, 1))); });
      // Links to other side-by-side pages keep the choice.
      var q = cols ? "?cols=" + cols.join(",") : "";
      document.querySelectorAll('a[href^="side-"]').forEach(function (a) {
        var h = a.getAttribute("href").replace(/\?[^#]*/, "");
        var at = h.indexOf("#");
        a.setAttribute("href", at < 0 ? h + q : h.slice(0, at) + q + h.slice(at));
      });
    };
    chooser.addEventListener("change", function () {
      var cols = boxes.filter(function (b) { return b.checked; }).map(function (b) { return b.value; });
      if (!cols.length) cols = [boxes[0].value];
      history.replaceState(null, "", "?cols=" + cols.join(",") + window.location.hash);
      showCols(cols);
    });
    chooser.hidden = false;
    showCols(chosen());
    toAnchor();
  }

  // ---- Findings: the message of a highlighted span, shown on tap, click or Enter (not only
  // on hover), in the note under its rule.
  document.addEventListener("click", function (ev) {
    var m = ev.target.closest && ev.target.closest("mark.finding");
    if (!m) return;
    var id = m.getAttribute("aria-describedby");
    var note = id && document.getElementById(id);
    if (note) { note.classList.add("flash"); setTimeout(function () { note.classList.remove("flash"); }, 1200); }
  });

  // ---- Lint report: filter rows by language, check and severity; the filters live in the
  // URL's fragment (lint.html#lang=fr&check=typo), so a filtered report can be linked.
  var filters = { lang: document.getElementById("filter-lang"), check: document.getElementById("filter-check"), severity: document.getElementById("filter-severity") };
  function filter() {
    var rows = document.querySelectorAll("table.findings tbody tr");
    for (var i = 0; i < rows.length; i++) {
      var r = rows[i], hide = false;
      Object.keys(filters).forEach(function (k) {
        var f = filters[k];
        if (f && f.value && r.getAttribute("data-" + k) !== f.value) hide = true;
      });
      r.hidden = hide;
    }
  }
  function fromUrl() {
    var params = new URLSearchParams(window.location.hash.slice(1));
    Object.keys(filters).forEach(function (k) { if (filters[k]) filters[k].value = params.get(k) || ""; });
    filter();
  }
  function toUrl() {
    var params = new URLSearchParams();
    Object.keys(filters).forEach(function (k) { if (filters[k] && filters[k].value) params.set(k, filters[k].value); });
    var h = params.toString();
    history.replaceState(null, "", h ? "#" + h : window.location.pathname);
    filter();
  }
  if (filters.lang && filters.check) {
    Object.keys(filters).forEach(function (k) { if (filters[k]) filters[k].addEventListener("change", toUrl); });
    window.addEventListener("hashchange", fromUrl);
    fromUrl();
  }
})();
