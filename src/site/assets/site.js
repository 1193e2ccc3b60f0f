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

  // Case, accents and the apostrophe's two forms aside ("can't" meets the CR's "can’t"); the
  // rest composed again, so that a Korean syllable stays one character (decomposed, 비 would
  // be the start of 빙, and no Korean word would be read as Korean).
  function fold(s) {
    return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").normalize("NFC").replace(/[\u2018\u2019]/g, "'").toLowerCase();
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
      var cjk = group(docs[p.doc].lang) === "cjk";
      p.lens = p.texts.map(function (t) { return tokenCount(t, cjk); });
      // The words of a text without spaces are not its words: those texts are read whole.
      if (!cjk) {
        var index = new Map();
        p.folded.forEach(function (t, ti) {
          eachWord(t, function (w) {
            var l = index.get(w);
            if (!l) index.set(w, l = []);
            if (l[l.length - 1] !== ti) l.push(ti);
          });
        });
        p.words = Array.from(index.keys()).sort();
        p.posting = p.words.map(function (w) { return index.get(w); });
      }
      p.leadOf = {};
      (p.leads || []).forEach(function (l) { p.leadOf[l[0]] = l[1]; });
      p.indexOf = {};
      p.entries.forEach(function (e, i) { if (!(e[0] in p.indexOf)) p.indexOf[e[0]] = i; });
      // The glossary's terms as a query names them, read once (see rank).
      p.terms = [];
      p.entries.forEach(function (e, i) {
        if (!/^\d/.test(e[0])) p.terms.push([termWords(e[0]).join(" "), e, i]);
      });
      parts.push(p);
    }
  }
  // Whether the character at `i` is a letter or a digit (ASCII without a regular expression:
  // the search reads every text for every word).
  function wordChar(t, i) {
    var k = t.charCodeAt(i);
    if (k !== k) return false;
    if (k < 128) return (k >= 48 && k <= 57) || (k >= 65 && k <= 90) || (k >= 97 && k <= 122);
    return /[\p{L}\p{N}]/u.test(t.charAt(i));
  }
  // A text's length as `cr search`'s index counts it (search::schema): its words, or in
  // Chinese, Japanese or Korean, each character and each pair of neighbouring ones.
  function tokenCount(t, cjk) {
    var n = 0, word = false;
    for (var i = 0; i < t.length; i++) {
      if (cjk && cjkAt(t, i)) { n += cjkAt(t, i + 1) ? 2 : 1; word = false; }
      else if (wordChar(t, i)) { if (!word) n++; word = true; }
      else word = false;
    }
    return n;
  }
  // isCjk of the character at `i`, without a regular expression.
  function cjkAt(t, i) {
    var k = t.charCodeAt(i);
    return (k >= 0x3040 && k <= 0x30ff) || (k >= 0x3400 && k <= 0x9fff) || (k >= 0xac00 && k <= 0xd7af);
  }
  // The words of a folded text, as wordChar reads them, each with `each(word)`.
  function eachWord(t, each) {
    var start = -1;
    for (var i = 0; i <= t.length; i++) {
      var w = i < t.length && wordChar(t, i);
      if (w && start < 0) start = i;
      else if (!w && start >= 0) { each(t.slice(start, i)); start = -1; }
    }
  }
  // A word matches at the start of a word of the text; CJK matches anywhere. Returns 0 (no),
  // 1 (start of a word) or 2 (the whole word).
  function wordAt(text, w) {
    if (isCjk(w)) return text.indexOf(w) >= 0 ? 2 : 0;
    var at = text.indexOf(w), best = 0;
    while (at >= 0) {
      if (!wordChar(text, at - 1)) {
        if (!wordChar(text, at + w.length)) return 2;
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
  // Hits: a rule number goes to the base document (today's English), then the interface's
  // language, then the newest releases; words are ranked as `cr search` ranks them (see
  // rank). Older releases of the same rule are folded under the newest one.
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
  // as written or without a plural, past or -ing ending, and is read as the words as typed
  // and each of the CR's phrases, each one of the query's words.
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
          out.push(words.slice(i, i + hit.length).join(" "));
          out = out.concat(table[t][1]);
          i += hit.length;
        }
      }
      if (!hit) out.push(words[i++]);
    }
    return out;
  }
  // players:end
  function terms(read) {
    var filler = window.CR_SEARCH_FILLER || { words: [], cjk: [] };
    var words = read;
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
  // A rule that is only a title ("702.19 Trample"): its first subrule stands for it.
  function isTitle(text) {
    return text.trim().split(/\s+/).length <= 5 && !/[.。]\s*$/.test(text);
  }
  // ---- Ranking, as `cr search` ranks (src/search/mod.rs, query.rs): every entry that has
  // any of the query's words, by BM25 over the entries of its language (the words close
  // together, and a glossary term or heading that names them, counting more), times the
  // share of the query's weight its text covers; the language of the words as typed first;
  // a game term's rules raised; the CR's paraphrases and pointers followed; a title replaced
  // by the rules it leads to; glossary entries and headings below the first rules. The same
  // constants as cr's.
  var K1 = 1.2, B = 0.75, PROXIMITY = 2, SLOP = 3, NAME_WORD = 0.5, NAME_PHRASE = 3,
      CJK_PART = 0.3, COVERAGE_FLOOR = 0.4, VARIANT_RULE = 0.8, OLDER_RELEASE = 0.9,
      SCOPE_BOOST = 0.5, ROW_SHARE = 0.5, BOTH_BOOST = 0.5, DEFINITION_SHARE = 0.95,
      DEFINITION_LEADS = 6, POINTER_SHARE = 1.05, FIRST_HITS = 5, GLOSSARY_CANDIDATES = 8;
  function isDated(v) { return /^\d{4}-\d\d-\d\d$/.test(v); }
  // The texts that share statistics, as cr's analyzers: Chinese, Japanese and Korean one.
  function group(lang) { return /^(zh|ja|ko)/i.test(lang) ? "cjk" : lang.split("-")[0]; }
  // Rule `label` under `scope` (704 holds 704.5f, 702.19 holds 702.19b, 702.1 not 702.19).
  function under(scope, label) {
    if (label === scope) return true;
    if (scope.indexOf(".") < 0) return label.indexOf(scope + ".") === 0;
    return !/[a-z]$/.test(scope) && label.indexOf(scope) === 0 && /^[a-z]+$/.test(label.slice(scope.length));
  }
  // Where the query names a term (search::term_spans): its words in a row among the query's
  // `qw`, [start, end); a Chinese, Japanese or Korean term by its characters in `raw` (the
  // query without spaces), shifted past the words.
  function termSpans(qw, raw, term, words) {
    var out = [], t;
    if (isCjk(term)) {
      t = term.replace(/\s+/g, "");
      if (!t.length) return out;
      for (var a = raw.indexOf(t); a >= 0; a = raw.indexOf(t, a + 1)) out.push([qw.length + a, qw.length + a + t.length]);
      return out;
    }
    t = (words === undefined ? termWords(term).join(" ") : words).split(" ").filter(function (x) { return x; });
    if (!t.length) return out;
    for (var i = 0; i + t.length <= qw.length; i++)
      if (t.every(function (x, k) { return qw[i + k] === x; })) out.push([i, i + t.length]);
    return out;
  }
  function namesTerm(qw, raw, term, words) { return termSpans(qw, raw, term, words).length > 0; }
  // The terms named, the longest where they overlap: one named only inside a longer one
  // ("mana symbol" in "hybrid mana symbol") is not named apart (search::longest_terms).
  function longest(spans) {
    return spans.map(function (s, i) {
      return s.length > 0 && !s.every(function (a) {
        return spans.some(function (o, j) {
          return j !== i && o.some(function (b) { return b[0] <= a[0] && a[1] <= b[1] && b[1] - b[0] > a[1] - a[0]; });
        });
      });
    });
  }
  // The query's words as the ranking weighs them (query::clause_query): a word with its
  // forms; a Chinese, Japanese or Korean word of more than two characters whole and, at
  // CJK_PART, by its pairs of characters; a word of several parts ("state-based", a
  // players' phrase) whole. A whole of several parts weighs as much as its parts together,
  // and they are what its coverage counts, as the index's terms are.
  function unitsOf(words) {
    var out = [];
    words.forEach(function (w) {
      var cjk = isCjk(w), whole = { alts: cjk ? [w] : forms(w), weight: 1, cover: true, word: true };
      out.push(whole);
      var parts = [];
      if (cjk && w.length > 2) {
        for (var c = 0; c + 2 <= w.length; c++) parts.push({ alts: [w.slice(c, c + 2)], weight: CJK_PART });
      } else if (!cjk) {
        var toks = w.split(/[^\p{L}\p{N}]+/u).filter(function (t) { return t.length > 0; });
        if (toks.length > 1) toks.forEach(function (t) { parts.push({ alts: forms(t), weight: 0 }); });
      }
      if (!parts.length) return;
      whole.cover = false;
      whole.parts = parts.map(function (x, k) { return out.length + k; });
      parts.forEach(function (x) { x.cover = true; x.word = false; out.push(x); });
    });
    return out;
  }
  // Typos, as `cr search` reads them (query::expansions): a word no document loaded has, of
  // four letters or more and no digit, is read as the words nearest it (an edit, or two for
  // eight letters or more, a transposition counting one), the closest and most used first, at
  // most MAX_EXPANSIONS, weighing 0.7 (one edit) or 0.4; it then counts for no share of the
  // question.
  var MAX_EXPANSIONS = 8;
  function osa(a, b) {
    var w = b.length + 1, d = [];
    for (var i = 0; i <= a.length; i++) d[i * w] = i;
    for (var j = 0; j <= b.length; j++) d[j] = j;
    for (i = 1; i <= a.length; i++) {
      for (j = 1; j <= b.length; j++) {
        var v = Math.min(d[(i - 1) * w + j] + 1, d[i * w + j - 1] + 1, d[(i - 1) * w + j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[(i - 2) * w + j - 2] + 1);
        d[i * w + j] = v;
      }
    }
    return d[a.length * w + b.length];
  }
  function misspelt(units) {
    var latin = parts.filter(function (p) { return p.words; });
    units.forEach(function (u) {
      if (!u.word || u.parts || isCjk(u.alts[0]) || !/^\p{L}+$/u.test(u.alts[0])) return;
      var w = u.alts[0], max = w.length < 4 ? 0 : w.length < 8 ? 1 : 2;
      if (!max) return;
      var known = latin.some(function (p) {
        return u.alts.some(function (a) {
          var lo = firstFrom(p.words, a);
          return lo < p.words.length && p.words[lo].lastIndexOf(a, 0) === 0;
        });
      });
      if (known) return;
      var near = {};
      latin.forEach(function (p) {
        p.words.forEach(function (t, j) {
          if (Math.abs(t.length - w.length) > max) return;
          var d = osa(w, t);
          if (d > max) return;
          var n = near[t] || (near[t] = { t: t, d: d, df: 0 });
          n.df += p.posting[j].length;
        });
      });
      var found = Object.keys(near).map(function (t) { return near[t]; })
        .sort(function (a, b) { return a.d - b.d || b.df - a.df; }).slice(0, MAX_EXPANSIONS);
      if (!found.length) return;
      u.alts = found.map(function (n) { return n.t; });
      u.weight = found[0].d <= 1 ? 0.7 : 0.4;
      u.cover = false;
      u.near = true;
    });
    return units;
  }
  // The name of an entry (a glossary term, a heading's title), folded, or null.
  function nameOf(p, e) {
    if (!/^\d/.test(e[0])) return " " + fold(e[0]);
    return /\.$/.test(e[0]) ? p.folded[e[3]] : null;
  }
  // One pass over the entries loaded for a query's units: which units each entry's text and
  // name have (null when none), and per group of languages the statistics BM25 needs
  // (lengths in tokens, `chars` their sum). Kept for the query's next use (until more parts
  // are loaded).
  var scanned = { key: null };
  function scan(units) {
    var key = parts.length + JSON.stringify(units.map(function (u) { return u.alts; }));
    if (scanned.key === key) return scanned;
    var zeros = function () { return units.map(function () { return 0; }); };
    var stats = {};
    var match = function (t) {
      var v = null;
      for (var k = 0; k < units.length; k++) if (formAt(t, units[k].alts)) { v = v || zeros(); v[k] = 1; }
      return v;
    };
    // A part of a word (weight 0) is counted for the word's weight and coverage only: it does
    // not make a hit ("t" of "doesn't").
    var any = function (x) { return x && units.some(function (u, k) { return u.weight > 0 && x[k]; }); };
    var m = parts.map(function (p) {
      var g = group(docs[p.doc].lang);
      var s = stats[g] || (stats[g] = { n: 0, chars: 0, nameChars: 0, df: zeros(), dfName: zeros() });
      var cjk = g === "cjk";
      var tv = p.words ? lookUp(p, units, zeros) : p.folded.map(match);
      return p.entries.map(function (e) {
        var name = nameOf(p, e);
        var v = tv[e[3]] || null, nv = name === null ? null : match(name);
        s.n++;
        s.chars += p.lens[e[3]];
        if (name !== null) s.nameChars += tokenCount(name, cjk);
        for (var k = 0; k < units.length; k++) {
          if (v && v[k]) s.df[k]++;
          if (nv && nv[k]) s.dfName[k]++;
        }
        return any(v) || any(nv) ? [v, nv] : null;
      });
    });
    // How rare a word is and how long a text is, among the entries of its language (as cr's
    // search::FieldStats).
    Object.keys(stats).forEach(function (g) {
      var s = stats[g];
      var idf = function (df) { return Math.log(1 + (s.n - df + 0.5) / (df + 0.5)); };
      s.idf = s.df.map(idf);
      s.idfName = s.dfName.map(idf);
      // The coverage's weights: a word's own rarity, none for a word the language lacks
      // (search::Coverage).
      s.weight = s.df.map(function (x, k) { return x ? s.idf[k] : 0; });
      // A phrase's idf is its terms' together, as tantivy's.
      units.forEach(function (u, k) {
        if (!u.parts) return;
        s.idf[k] = u.parts.reduce(function (a, j) { return a + s.idf[j]; }, 0);
        s.idfName[k] = u.parts.reduce(function (a, j) { return a + s.idfName[j]; }, 0);
      });
      s.avg = s.chars / Math.max(s.n, 1);
      s.avgName = Math.max(s.nameChars / Math.max(s.n, 1), 1e-3);
    });
    scanned = { key: key, m: m, stats: stats };
    return scanned;
  }
  // The index of the first of the sorted `words` not before `w`: where the words starting
  // with `w` begin.
  function firstFrom(words, w) {
    var lo = 0, hi = words.length;
    while (lo < hi) { var mid = (lo + hi) >> 1; if (words[mid] < w) lo = mid + 1; else hi = mid; }
    return lo;
  }
  // Which units each text of a part has, from its words (see take): a word's form is the start
  // of some word of the text; a form of several words ("doesn't resolve") is looked for in
  // the texts whose words start as its first does. The same as formAt over every text, in
  // the time of a few lookups.
  function lookUp(p, units, zeros) {
    var out = new Array(p.texts.length);
    units.forEach(function (u, k) {
      u.alts.forEach(function (w) {
        var first = w.split(/[^\p{L}\p{N}]+/u).filter(function (x) { return x.length > 0; })[0];
        if (!first) return;
        for (var j = firstFrom(p.words, first); j < p.words.length && p.words[j].lastIndexOf(first, 0) === 0; j++) {
          p.posting[j].forEach(function (t) {
            if (out[t] && out[t][k]) return;
            if (first !== w && !wordAt(p.folded[t], w)) return;
            (out[t] = out[t] || zeros())[k] = 1;
          });
        }
      });
    });
    return out;
  }
  // How many places of the text a word's forms start a word at (CJK: anywhere).
  function countAt(text, alts) {
    var at = {}, count = 0;
    alts.forEach(function (w) {
      for (var a = text.indexOf(w); a >= 0; a = text.indexOf(w, a + w.length))
        if ((isCjk(w) || !wordChar(text, a - 1)) && !at[a]) { at[a] = true; count++; }
    });
    return count;
  }
  // The units' words in order, at most SLOP words apart in all (a phrase with slop 3); a
  // Chinese, Japanese or Korean text by its characters.
  function near(text, units) {
    var cjk = isCjk(text), toks = cjk ? null : text.split(/[^\p{L}\p{N}]+/u);
    var spots = units.map(function (u) {
      var out = [];
      if (cjk) {
        u.alts.forEach(function (w) { for (var a = text.indexOf(w); a >= 0; a = text.indexOf(w, a + 1)) out.push([a, a + w.length]); });
      } else {
        toks.forEach(function (t, i) { if (u.alts.some(function (w) { return t.indexOf(w) === 0; })) out.push([i, i + 1]); });
      }
      return out;
    });
    var from = function (k, end, slack) {
      if (k === spots.length) return true;
      return spots[k].some(function (s) { return s[0] >= end && s[0] - end <= slack && from(k + 1, s[1], slack - (s[0] - end)); });
    };
    return spots[0].some(function (s) { return from(1, s[1], SLOP); });
  }
  // The units' words in a row in a name.
  function inRow(name, units) { return near(name, units) && units.every(function (u) { return u.alts.some(function (w) { return name.indexOf(w) >= 0; }); }); }
  // How many of the words as typed the text has as whole words (search::literal_words).
  function literal(words, text) {
    return words.filter(function (w) { return isCjk(w) ? text.indexOf(w) >= 0 : wordAt(text, w) === 2; }).length;
  }
  // The pointers, cites and variant rules of a part, by entry.
  function extras(p) {
    if (p.pointerOf) return;
    p.pointerOf = {}; p.citeOf = {}; p.isVariant = {};
    (p.pointers || []).forEach(function (x) { p.pointerOf[x[0]] = x[1]; });
    (p.cites || []).forEach(function (x) { p.citeOf[x[0]] = x[1]; });
    (p.variant || []).forEach(function (i) { p.isVariant[i] = true; });
  }
  function hit(p, i, score, tier) {
    var d = docs[p.doc];
    return { score: score, tier: tier, part: p, i: i, e: p.entries[i], doc: p.doc, lang: d.lang, label: p.entries[i][0] };
  }
  function best(hits, n) {
    return hits.slice().sort(function (a, b) { return b.tier - a.tier || b.score - a.score; }).slice(0, n);
  }
  // Rules led to join the hits: one already there keeps the better tier and score.
  function addLeads(hits, leads) {
    leads.forEach(function (l) {
      var h = hits.filter(function (x) { return x.part === l.part && x.i === l.i; })[0];
      if (h) { h.tier = Math.max(h.tier, l.tier); h.score = Math.max(h.score, l.score); } else hits.push(l);
    });
  }
  function leadsOf(p, labels, score, tier) {
    return labels.map(function (l) { return p.indexOf[l]; }).filter(function (i) { return i !== undefined; })
      .map(function (i) { return hit(p, i, score, tier); });
  }
  // A word query's hits, ranked (`read`: the query's words as read, filler included).
  function rank(words, read) {
    var units = misspelt(unitsOf(words)), sc = scan(units);
    var rawCjk = words.some(isCjk);
    var qWords = termWords(read.join(" ")).map(function (w) { return koreanStem(w) || w; });
    var raw = read.join("").replace(/\s+/g, "");
    var wordUnits = units.filter(function (u) { return u.word; });
    // The languages the query is written in (query::query_languages): those whose texts know
    // most of its words, a word known counting two and a misspelt word's nearest words one;
    // every language when none knows any ("coût total" searches French, not English "total").
    var know = {}, most = 0;
    Object.keys(sc.stats).forEach(function (g) {
      var s = sc.stats[g];
      know[g] = 0;
      units.forEach(function (u, k) { if (u.word && s.df[k]) know[g] += u.cover === false && u.near ? 1 : 2; });
      most = Math.max(most, know[g]);
    });
    var hits = [];
    parts.forEach(function (p, pi) {
      extras(p);
      var s = sc.stats[group(docs[p.doc].lang)];
      if (know[group(docs[p.doc].lang)] < most) return;
      sc.m[pi].forEach(function (vn, i) {
        if (!vn) return;
        var v = vn[0], nv = vn[1], e = p.entries[i], text = p.folded[e[3]], name = nv && nameOf(p, e);
        var len = p.lens[e[3]], nameLen = nv ? tokenCount(name, group(docs[p.doc].lang) === "cjk") : 0;
        // BM25: the text, the words close together, the name.
        var norm = K1 * (1 - B + B * len / s.avg), score = 0, rowIdf = 0;
        units.forEach(function (u, k) {
          if (v && v[k] && u.weight > 0) {
            var tf = countAt(text, u.alts);
            score += u.weight * s.idf[k] * tf * (K1 + 1) / (tf + norm);
          }
          if (u.word) rowIdf += s.idf[k];
        });
        if (words.length > 1 && v && wordUnits.every(function (u) { return v[units.indexOf(u)]; }) && near(text, wordUnits))
          score += PROXIMITY * rowIdf * (K1 + 1) / (1 + norm);
        if (nv) {
          var nn = (K1 + 1) / (1 + K1 * (1 - B + B * nameLen / s.avgName)), nameIdf = 0;
          units.forEach(function (u, k) {
            if (!u.word) return;
            nameIdf += s.idfName[k];
            if (nv[k]) score += NAME_WORD * s.idfName[k] * nn;
          });
          if (wordUnits.every(function (u) { return nv[units.indexOf(u)]; }) && inRow(name, wordUnits))
            score += NAME_PHRASE * nameIdf * nn;
        }
        var total = 0, have = 0;
        units.forEach(function (u, k) {
          if (u.cover && s.weight[k]) { total += s.weight[k]; if (v && v[k]) have += s.weight[k]; }
        });
        var share = total > 0 ? have / total : 1;
        var h = hit(p, i, score, 0);
        h.cover = COVERAGE_FLOOR + (1 - COVERAGE_FLOOR) * share * share;
        h.literal = literal(words, text);
        hits.push(h);
      });
    });
    // The game terms the query names, among the glossary entries its words meet best, the
    // rules their entries cite, and whether it names a variant (search::named_terms).
    var scopes = [], named = [], termLists = [], seen = {}, namedEntries = [], keys = [], cands = [],
      termScopes = [];
    hits.filter(function (h) { return !/^\d/.test(h.label); })
      .sort(function (a, b) { return b.score - a.score; }).forEach(function (h) {
        var words = termWords(h.label).join(" "), key = h.lang + "\u001f" + words;
        if (keys.indexOf(key) < 0) {
          if (keys.length === GLOSSARY_CANDIDATES) return;
          keys.push(key);
        }
        cands.push({ h: h, words: words, key: key, spans: termSpans(qWords, raw, h.label, words) });
      });
    var kept = longest(cands.map(function (c) { return c.spans; }));
    cands.forEach(function (c, k) {
      if (!kept[k] || seen[c.key]) return;
      seen[c.key] = true;
      var p = c.h.part, i = c.h.i;
      if (termLists.indexOf(c.words) < 0) termLists.push(c.words);
      namedEntries.push([p, i]);
      named = named.concat(termWords(c.h.label));
      termScopes.push([termWords(c.h.label), p.citeOf[i] || []]);
      (p.citeOf[i] || []).forEach(function (r) { if (scopes.indexOf(r) < 0) scopes.push(r); });
    });
    var namesVariant = scopes.some(function (r) { return +r.slice(0, 3) >= 800; }) ||
      parts.some(function (p) { return (p.variants || []).some(function (n) { return namesTerm(qWords, raw, n); }); });
    hits.forEach(function (h) {
      h.score *= h.cover * (h.part.isVariant[h.i] && !namesVariant ? VARIANT_RULE : 1);
    });
    // Today's rules, and the language of the words as typed, first.
    var newest = {}, typed = {};
    hits.forEach(function (h) {
      var v = docs[h.doc].version;
      if (isDated(v) && !(newest[h.lang] >= v)) newest[h.lang] = v;
      typed[h.lang] = Math.max(typed[h.lang] || 0, h.literal);
    });
    hits.forEach(function (h) {
      var v = docs[h.doc].version, current = !isDated(v) || !newest[h.lang] || newest[h.lang] === v;
      if (!current) h.score *= OLDER_RELEASE;
      h.tier = typed[h.lang] * 2 + (current ? 1 : 0);
      if (!rawCjk) h.tier = group(h.lang) === "cjk" ? 0 : h.tier + 1;
    });
    // The CR's paraphrase: a glossary entry among the first hits whose term the query does
    // not name leads to the rules it cites (search::definition_leads).
    var leads = [];
    best(hits, FIRST_HITS).forEach(function (h) {
      if (/^\d/.test(h.label) || seen[h.lang + "\u001f" + termWords(h.label).join(" ")]) return;
      var cited = h.part.leadOf[h.i];
      if (!cited || cited.length > DEFINITION_LEADS) return;
      leads = leads.concat(leadsOf(h.part, cited, h.score * DEFINITION_SHARE, h.tier));
    });
    addLeads(hits, leads);
    // The CR's pointers: a rule that quotes a name the query names leads to the rule it
    // points to, just above itself (search::pointer_leads).
    leads = [];
    best(hits, FIRST_HITS).forEach(function (h) {
      if (!/^\d.*[^.]$/.test(h.label)) return;
      (h.part.pointerOf[h.i] || []).forEach(function (x) {
        var name = isCjk(x[0]) ? x[0].replace(/[^\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g, "") : x[0];
        if (namesTerm(qWords, raw, name)) leads = leads.concat(leadsOf(h.part, [x[1]], h.score * POINTER_SHARE, h.tier));
      });
    });
    addLeads(hits, leads);
    // A named term's rules raised: more with the query's other words in a row, more again
    // when they name two of its terms (search::lead_to_rules).
    var first = [];
    if (scopes.length) {
      var filler = (window.CR_SEARCH_FILLER || { words: [] }).words;
      // Per term named, the query's other words (not its own, nor filler): a row of them
      // when one is a word.
      var rests = termScopes.map(function (t) {
        var rest = qWords.filter(function (w) { return t[0].indexOf(w) < 0 && filler.indexOf(w) < 0; });
        return [t[1], rest, rest.some(function (w) { return /\p{L}/u.test(w); })];
      });
      var hasRun = function (tw, run) {
        if (run.length === 1 && isCjk(run[0])) return tw.some(function (w) { return w.indexOf(run[0]) >= 0; });
        return run.length > 0 && (" " + tw.join(" ") + " ").indexOf(" " + run.join(" ") + " ") >= 0;
      };
      var lists = termLists.map(function (t) { return t.split(" "); });
      var top = hits.reduce(function (m, h) { return Math.max(m, h.score); }, 0);
      hits.forEach(function (h) {
        if (!/^\d/.test(h.label)) return;
        var label = h.label.replace(/\.$/, "");
        if (!scopes.some(function (r) { return under(r, label); })) return;
        var tw = termWords(h.part.texts[h.e[3]]), boost = 1 + SCOPE_BOOST, bonus = 0;
        if (rests.some(function (r) {
          return r[2] && r[0].some(function (x) { return under(x, label); }) && hasRun(tw, r[1]);
        })) bonus = top * ROW_SHARE;
        if (lists.length > 1 && lists.filter(function (t) { return hasRun(tw, t); }).length > 1) boost *= 1 + BOTH_BOOST;
        h.score = h.score * boost + bonus;
      });
      // Only one term (and filler words): the rules it leads to, first.
      if (termLists.length === 1 && qWords.every(function (w) { return named.indexOf(w) >= 0 || filler.indexOf(w) >= 0; }))
        namedEntries.forEach(function (x) { first = first.concat(leadsOf(x[0], x[0].leadOf[x[1]] || [], Infinity, Infinity)); });
    }
    hits.sort(function (a, b) { return b.tier - a.tier || b.score - a.score || (newer(a, b) ? -1 : newer(b, a) ? 1 : 0); });
    // A rule that is only a title stands for the rules it leads to, at its place.
    var out = [];
    first.concat(hits).forEach(function (h) {
      var title = h.part.leadOf[h.i] && /^\d.*[^.]$/.test(h.label) && isTitle(h.part.texts[h.e[3]]);
      if (title) out = out.concat(leadsOf(h.part, h.part.leadOf[h.i], h.score, h.tier));
      else out.push(h);
    });
    return out;
  }
  function search(q) {
    // A character before a reference ("§601.2h", "r 510.1c") is part of how it was written.
    // So is a bracket around it ("(702.49a)", as the rules cite).
    var bare = q.replace(/^[\s([{]+|[\s)\]}]+$/g, "");
    var ref = ruleRef(bare) || ruleRef(bare.replace(/^\s*(?:§|[^\s\d]\s)\s*/, ""));
    var fq = fold(ref || q.trim());
    var hits = [];
    if (ref) {
      // A rule number: the rule, then the rules under it (as `cr search`), then the rules
      // that cite it; today's English first, then the interface's language.
      parts.forEach(function (p) {
        var d = docs[p.doc];
        p.entries.forEach(function (e, i) {
          var label = fold(e[0]).replace(/\.$/, ""), score;
          if (label === fq) score = 1000;
          else if (/^\d/.test(label) && under(fq, label)) score = 500;
          else if (wordAt(p.folded[e[3]], fq)) score = 10;
          else return;
          hits.push(hit(p, i, score + (d.base ? 60 : 0) + (d.lang === uiLang ? 40 : 0) + (d.latest ? 3 : 0), 0));
        });
      });
      hits.sort(function (a, b) { return b.score - a.score || (newer(a, b) ? -1 : newer(b, a) ? 1 : 0); });
    } else {
      var read = players(fq.split(/[\s,;:!?()"«»]+/).filter(function (w) { return w.length > 0; }));
      var words = terms(read);
      if (!words.length) return [];
      hits = rank(words, read);
    }
    // Fold: one hit per language and label, the newest release first, the others under it.
    // An older release's hit ranks below today's (cr's tiers): it still folds under its rule.
    var groups = [], byKey = {};
    for (var i = 0; i < hits.length; i++) {
      var h = hits[i], key = h.lang + "\u001f" + h.label;
      var g = byKey[key];
      if (g) {
        if (g.top.doc !== h.doc && !g.older.some(function (o) { return o.doc === h.doc; })) g.older.push(h);
        continue;
      }
      if (groups.length === 40) continue;
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
