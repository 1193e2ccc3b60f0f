//! A model of one translation learned from itself, for the checks of meaning: which words of
//! the translation render which English words. A whole translation aligned rule by rule with
//! its English is thousands of parallel texts; for each English content word the model keeps
//! the target tokens that come with it most reliably (Dice association over the aligned rule
//! pairs), and for each target token the English word it renders.
//!
//! Tokens fit the script ([`crate::vocab::Script`]): English words, lowercased and crudely
//! singularised, without function words; for Chinese, Japanese and Korean, character
//! unigrams and bigrams inside runs of letters (Chinese has no spaces; a Korean word carries
//! its particles, so "조종자를" holds "조종", "종자"); for Latin scripts, word prefixes of
//! six letters (inflection: "contrôleur", "contrôle"). A fragment (a few quoted rules) is too
//! small to learn from: its model is empty and the checks built on it stay quiet.
//!
//! Nothing is downloaded or stored: the model lives for one counterpart, learned on first use
//! ([`crate::lint::Counterpart::meaning`]), in time linear in the text.

use crate::document::{Span, is_letter};
use crate::vocab::{ENGLISH_FUNCTION_WORDS, Script, language};
use rustc_hash::FxHashMap as HashMap;

/// Rule pairs read by [`Model::as_written`] for how a rendering is written.
const WRITTEN_SAMPLE: u32 = 64;

/// Fewer aligned rule pairs than this: no model (a fragment).
pub const MIN_PAIRS: usize = 400;

/// The most co-occurrences one rule pair may add to the table (its English tokens times its
/// translated ones): far beyond any real rule (the longest pairs of the bundled translations
/// stay below it), so that a pathological text cannot make learning quadratic.
const MAX_COOCCURRENCES: usize = 1_000_000;
/// An English word must occur in this many rule pairs to be learned.
const MIN_EN_DF: u32 = 8;
/// A target token must occur in this many rule pairs to be a rendering.
const MIN_TG_DF: u32 = 4;

/// A target token that renders an English word.
#[derive(Debug, Clone, Copy)]
pub struct Rendering {
    pub token: u32,
    /// Rule pairs holding both.
    pub both: u32,
    /// Dice coefficient of the two.
    pub dice: f32,
}

/// The tokens of one rule pair.
#[derive(Debug, Default, Clone)]
pub struct PairTokens {
    /// English word ids, sorted, unique.
    pub en: Vec<u32>,
    /// Target token ids, sorted, unique.
    pub tg: Vec<u32>,
    /// Each English word where it stands in the pair's English text, in text order.
    en_at: Vec<Token>,
    /// Each target token where it stands in the pair's translated text, by end (a bigram
    /// after the character that ends it).
    tg_at: Vec<Token>,
}

/// A token where it stands: byte range in its text, and id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    pub start: u32,
    pub end: u32,
    pub id: u32,
}

/// What a translation's own text says about how it renders the English.
#[derive(Debug, Default)]
pub struct Model {
    en_ids: HashMap<String, u32>,
    en_words: Vec<String>,
    /// Target tokens of at most eight bytes (every Chinese and Korean one, most others),
    /// keyed by their bytes packed in a number ([`packed`]): no string is hashed or compared
    /// for them, once per token of every text read.
    tg_short: HashMap<u64, u32>,
    tg_ids: HashMap<String, u32>,
    tg_words: Vec<String>,
    /// Rule pairs each English word occurs in, by id.
    pub en_df: Vec<u32>,
    /// Rule pairs each target token occurs in, by id.
    pub tg_df: Vec<u32>,
    /// English word id → its renderings, best first (at most three).
    renders: HashMap<u32, Vec<Rendering>>,
    /// Target token id → the English words it is a rendering of, the one it comes with in
    /// the most rule pairs first, with that count.
    rendered: HashMap<u32, (Vec<u32>, u32)>,
    /// The tokens of each aligned rule pair, by pair index of the counterpart.
    pub pairs: Vec<PairTokens>,
    /// The pairs holding each English word, by id (built on first use by [`Model::as_written`]).
    en_pairs: std::sync::OnceLock<Vec<Vec<u32>>>,
    script: Option<Script>,
}

/// An English word as the model keys it: lowercased, possessive and plural endings removed;
/// None for a function word or a short one.
pub fn english_key(w: &str) -> Option<String> {
    static FUNCTION: std::sync::LazyLock<rustc_hash::FxHashSet<&str>> =
        std::sync::LazyLock::new(|| ENGLISH_FUNCTION_WORDS.iter().copied().collect());
    // A word of one or two ASCII letters is never a key: nothing to lowercase.
    if w.len() < 3 && w.is_ascii() {
        return None;
    }
    let mut w = if w.contains('’') {
        w.to_lowercase().replace('’', "'")
    } else {
        w.to_lowercase()
    };
    for s in ["'s", "s'"] {
        if let Some(x) = w.strip_suffix(s) {
            w.truncate(x.len());
        }
    }
    if w.len() < 3 || FUNCTION.contains(w.as_str()) || w.contains('\'') {
        return None;
    }
    if let Some(x) = w.strip_suffix("ies")
        && x.len() >= 3
    {
        return Some(format!("{x}y"));
    }
    if w.len() > 4
        && w.ends_with('s')
        && !w.ends_with("ss")
        && !w.ends_with("us")
        && !w.ends_with("is")
    {
        w.pop();
    }
    Some(w)
}

/// The English words of a text with their byte ranges: `(start, end, key)`.
pub fn english_tokens(text: &str) -> Vec<(usize, usize, String)> {
    crate::text::words(text)
        .into_iter()
        .filter_map(|(s, w)| english_key(w).map(|k| (s.start, s.end, k)))
        .collect()
}

/// The target tokens of a text, each once per occurrence, with byte ranges.
pub fn target_tokens(script: Script, text: &str) -> Vec<(usize, usize, String)> {
    let mut out = Vec::new();
    each_target_token(script, text, |a, b, k| out.push((a, b, k.to_owned())));
    out
}

/// Calls `f(start, end, token)` for each target token of a text, in order: for Chinese,
/// Japanese and Korean the characters and bigrams of each run of letters (slices of the text:
/// nothing is allocated), for other scripts six-letter prefixes of lowercased words.
fn each_target_token(script: Script, text: &str, mut f: impl FnMut(usize, usize, &str)) {
    match script {
        Script::Cjk => {
            let mut prev: Option<usize> = None;
            for (i, c) in text.char_indices() {
                // Every CJK character is outside ASCII: a non-ASCII letter.
                let letter = !c.is_ascii() && is_letter(c);
                if !letter {
                    prev = None;
                    continue;
                }
                let end = i + c.len_utf8();
                f(i, end, &text[i..end]);
                if let Some(j) = prev {
                    f(j, end, &text[j..end]);
                }
                prev = Some(i);
            }
        }
        _ => {
            let mut k = String::new();
            for (s, w) in crate::text::words(text) {
                k.clear();
                let mut n = 0;
                for c in w.chars().flat_map(char::to_lowercase) {
                    if n < 6 {
                        k.push(c);
                    }
                    n += 1;
                }
                if n >= 3 {
                    f(s.start, s.end, &k);
                }
            }
        }
    }
}

/// A token of at most eight bytes as a number (a token holds no NUL byte, so the zeros
/// after it are not part of it); None for a longer one.
fn packed(token: &str) -> Option<u64> {
    let b = token.as_bytes();
    (b.len() <= 8).then(|| {
        let mut x = [0u8; 8];
        x[..b.len()].copy_from_slice(b);
        u64::from_le_bytes(x)
    })
}

fn intern(ids: &mut HashMap<String, u32>, words: &mut Vec<String>, w: &str) -> u32 {
    if let Some(&i) = ids.get(w) {
        return i;
    }
    let i = words.len() as u32;
    words.push(w.to_owned());
    ids.insert(w.to_owned(), i);
    i
}

impl Model {
    /// Learns from aligned texts: `(translation, English)` for each rule pair, in pair order.
    /// An empty model when there are fewer than [`MIN_PAIRS`] pairs.
    pub fn learn(lang: &str, texts: &[(&str, &str)]) -> Model {
        let script = language(lang).script;
        let mut m = Model {
            script: Some(script),
            ..Model::default()
        };
        if texts.len() < MIN_PAIRS {
            return m;
        }
        // Each text is tokenized here once: the checks read a sentence's tokens from the
        // table ([`Model::english_in`], [`Model::target_ids_in`]), never from its text again.
        for (tg, en) in texts {
            let en_at: Vec<Token> = english_tokens(en)
                .into_iter()
                .map(|(a, b, k)| Token {
                    start: a as u32,
                    end: b as u32,
                    id: intern(&mut m.en_ids, &mut m.en_words, &k),
                })
                .collect();
            let mut tg_at: Vec<Token> = Vec::new();
            each_target_token(script, tg, |a, b, k| {
                let id = match packed(k) {
                    Some(x) => *m.tg_short.entry(x).or_insert_with(|| {
                        m.tg_words.push(k.to_owned());
                        (m.tg_words.len() - 1) as u32
                    }),
                    None => intern(&mut m.tg_ids, &mut m.tg_words, k),
                };
                tg_at.push(Token {
                    start: a as u32,
                    end: b as u32,
                    id,
                });
            });
            let mut e: Vec<u32> = en_at.iter().map(|t| t.id).collect();
            let mut t: Vec<u32> = tg_at.iter().map(|t| t.id).collect();
            e.sort_unstable();
            e.dedup();
            t.sort_unstable();
            t.dedup();
            m.pairs.push(PairTokens {
                en: e,
                tg: t,
                en_at,
                tg_at,
            });
        }
        m.en_df = vec![0; m.en_words.len()];
        m.tg_df = vec![0; m.tg_words.len()];
        for p in &m.pairs {
            for &e in &p.en {
                m.en_df[e as usize] += 1;
            }
            for &t in &p.tg {
                m.tg_df[t as usize] += 1;
            }
        }
        let n = m.pairs.len() as u32;
        // The target tokens each pair counts with (one flat list, a range per pair) and the
        // pairs of each English word: co-occurrences are then counted one English word at a
        // time in a dense array, not in a map of every (English, target) pair.
        let mut flat: Vec<u32> = Vec::new();
        let mut range: Vec<(u32, u32)> = Vec::with_capacity(m.pairs.len());
        let mut postings: Vec<Vec<u32>> = vec![Vec::new(); m.en_words.len()];
        for (k, p) in m.pairs.iter().enumerate() {
            let start = flat.len();
            flat.extend(
                p.tg.iter()
                    .copied()
                    .filter(|&t| m.tg_df[t as usize] >= MIN_TG_DF),
            );
            // Co-occurrences grow with the product of a pair's two lengths: a pair too long
            // to say which word renders which teaches little, and would make learning
            // quadratic in the length of a rule.
            if p.en.len() * (flat.len() - start) > MAX_COOCCURRENCES {
                flat.truncate(start);
            }
            range.push((start as u32, flat.len() as u32));
            if flat.len() == start {
                continue;
            }
            for &e in &p.en {
                let df = m.en_df[e as usize];
                if df >= MIN_EN_DF && df * 2 <= n {
                    postings[e as usize].push(k as u32);
                }
            }
        }
        let mut renders: HashMap<u32, Vec<Rendering>> = HashMap::default();
        let mut count = vec![0u32; m.tg_words.len()];
        let mut touched: Vec<u32> = Vec::new();
        for (e, ks) in postings.iter().enumerate() {
            for &k in ks {
                let (a, b) = range[k as usize];
                for &t in &flat[a as usize..b as usize] {
                    let c = &mut count[t as usize];
                    if *c == 0 {
                        touched.push(t);
                    }
                    *c += 1;
                }
            }
            let mut v: Vec<Rendering> = Vec::new();
            for &t in &touched {
                let c = std::mem::take(&mut count[t as usize]);
                if c < 3 {
                    continue;
                }
                let dice = 2.0 * c as f32 / (m.en_df[e] + m.tg_df[t as usize]) as f32;
                if dice >= 0.3 {
                    v.push(Rendering {
                        token: t,
                        both: c,
                        dice,
                    });
                }
            }
            touched.clear();
            if !v.is_empty() {
                v.sort_by(|a, b| b.dice.total_cmp(&a.dice).then(a.token.cmp(&b.token)));
                v.truncate(3);
                renders.insert(e as u32, v);
            }
        }
        let mut rendered: HashMap<u32, (Vec<u32>, u32)> = HashMap::default();
        for (&e, v) in &renders {
            for r in v {
                let x = rendered.entry(r.token).or_default();
                if r.both > x.1 || (r.both == x.1 && x.0.first().is_some_and(|&f| e < f)) {
                    x.0.insert(0, e);
                    x.1 = r.both;
                } else {
                    x.0.push(e);
                }
            }
        }
        for (es, _) in rendered.values_mut() {
            es[1..].sort_unstable();
        }
        m.renders = renders;
        m.rendered = rendered;
        m
    }

    /// The English words a target token renders, the most frequent partner first, and how
    /// many rule pairs hold the token with that one.
    pub fn rendered_by(&self, token: u32) -> Option<(&[u32], u32)> {
        self.rendered.get(&token).map(|(v, n)| (v.as_slice(), *n))
    }

    /// True when nothing was learned (a fragment).
    pub fn is_empty(&self) -> bool {
        self.renders.is_empty()
    }

    pub fn script(&self) -> Script {
        self.script.unwrap_or(Script::Latin)
    }

    pub fn english_id(&self, key: &str) -> Option<u32> {
        self.en_ids.get(key).copied()
    }

    pub fn target_id(&self, token: &str) -> Option<u32> {
        match packed(token) {
            Some(x) => self.tg_short.get(&x).copied(),
            None => self.tg_ids.get(token).copied(),
        }
    }

    /// The ids of the known target tokens of a text, sorted, each once, and whether the text
    /// has any target token at all (known or not): what the checks of a sentence compare,
    /// without making a string of each token.
    pub fn target_ids(&self, text: &str) -> (Vec<u32>, bool) {
        let mut any = false;
        let mut ids = Vec::new();
        each_target_token(self.script(), text, |_, _, k| {
            any = true;
            if let Some(i) = self.target_id(k) {
                ids.push(i);
            }
        });
        ids.sort_unstable();
        ids.dedup();
        (ids, any)
    }

    /// The English words of pair `k` inside a byte range of its English text (the text the
    /// model learned from), in text order: what [`english_tokens`] gives for that range,
    /// with the model's ids, read from the table.
    pub fn english_in(&self, k: usize, at: Span) -> &[Token] {
        let v = &self.pairs[k].en_at;
        let a = v.partition_point(|t| (t.start as usize) < at.start);
        let b = a + v[a..].partition_point(|t| (t.end as usize) <= at.end);
        &v[a..b]
    }

    /// The target token ids of pair `k` inside a byte range of its translated text (the
    /// text the model learned from), sorted, each once, and whether there is any: what
    /// [`Model::target_ids`] gives for that range, read from the table.
    pub fn target_ids_in(&self, k: usize, at: Span) -> (Vec<u32>, bool) {
        let v = &self.pairs[k].tg_at;
        let a = v.partition_point(|t| (t.end as usize) <= at.start);
        let b = a + v[a..].partition_point(|t| (t.end as usize) <= at.end);
        let mut ids: Vec<u32> = v[a..b]
            .iter()
            .filter(|t| t.start as usize >= at.start)
            .map(|t| t.id)
            .collect();
        let any = !ids.is_empty();
        ids.sort_unstable();
        ids.dedup();
        (ids, any)
    }

    pub fn english_word(&self, id: u32) -> &str {
        &self.en_words[id as usize]
    }

    pub fn target_word(&self, id: u32) -> &str {
        &self.tg_words[id as usize]
    }

    /// A rendering as the translation writes it, for a reader: a token is a character or two
    /// of a Chinese word (久 of 永久物) or a Latin word's first letters (contrô), so the
    /// longest run of letters around it (up to three on each side in Chinese, Japanese and
    /// Korean; the whole word elsewhere) that at least four in five of the rule pairs holding
    /// the token with English word `en` write (the first [`WRITTEN_SAMPLE`] of them); the
    /// token itself when none does. `text(k)` is the translated text of pair `k`.
    pub fn as_written<'t>(&self, token: u32, en: u32, text: impl Fn(usize) -> &'t str) -> String {
        let word = self.target_word(token);
        let cjk = self.script() == Script::Cjk;
        let letter = |c: char| is_letter(c) && (!cjk || !c.is_ascii());
        let mut counts: HashMap<&'t str, u32> = HashMap::default();
        let mut n = 0;
        // Only the pairs holding the English word are read: the work of a finding grows with
        // how often its word occurs, not with the length of the translation.
        let en_pairs = self.en_pairs.get_or_init(|| {
            let mut v: Vec<Vec<u32>> = vec![Vec::new(); self.en_words.len()];
            for (k, p) in self.pairs.iter().enumerate() {
                for &e in &p.en {
                    v[e as usize].push(k as u32);
                }
            }
            v
        });
        for &k in en_pairs.get(en as usize).map_or(&[][..], Vec::as_slice) {
            let (k, p) = (k as usize, &self.pairs[k as usize]);
            if n == WRITTEN_SAMPLE {
                break;
            }
            if p.tg.binary_search(&token).is_err() {
                continue;
            }
            let Some(at) = p.tg_at.iter().find(|t| t.id == token) else {
                continue;
            };
            let t = text(k);
            let (a, b) = (at.start as usize, at.end as usize);
            if t.get(a..b).is_none() {
                continue;
            }
            n += 1;
            let reach = if cjk { 3 } else { usize::MAX };
            let before: Vec<usize> = t[..a]
                .char_indices()
                .rev()
                .take_while(|&(_, c)| letter(c))
                .take(reach)
                .map(|(i, _)| i)
                .collect();
            let after: Vec<usize> = t[b..]
                .char_indices()
                .take_while(|&(_, c)| letter(c))
                .take(reach)
                .map(|(i, c)| b + i + c.len_utf8())
                .collect();
            let mut seen: Vec<&'t str> = Vec::new();
            if cjk {
                for l in std::iter::once(a).chain(before.iter().copied()) {
                    for r in std::iter::once(b).chain(after.iter().copied()) {
                        seen.push(&t[l..r]);
                    }
                }
            } else {
                let l = before.last().copied().unwrap_or(a);
                let r = after.last().copied().unwrap_or(b);
                seen.push(&t[l..r]);
            }
            for s in seen {
                *counts.entry(s).or_default() += 1;
            }
        }
        counts
            .into_iter()
            .filter(|&(_, c)| c * 5 >= n * 4)
            .max_by(|x, y| {
                (x.0.chars().count(), x.1, std::cmp::Reverse(x.0)).cmp(&(
                    y.0.chars().count(),
                    y.1,
                    std::cmp::Reverse(y.0),
                ))
            })
            .map_or_else(|| word.to_owned(), |(s, _)| s.to_lowercase())
    }

    /// The renderings of an English word, best first.
    pub fn renderings(&self, en: u32) -> &[Rendering] {
        self.renders.get(&en).map_or(&[], Vec::as_slice)
    }

    /// How reliably the translation renders an English word with its best rendering: the
    /// share of the rule pairs holding the word that hold the rendering too, and the number
    /// of those pairs.
    pub fn reliability(&self, en: u32) -> Option<(Rendering, f32)> {
        let r = *self.renderings(en).first()?;
        Some((r, r.both as f32 / self.en_df[en as usize] as f32))
    }
}

/// How long a translation makes its sentences, learned from itself: each English word
/// (lowercased, function words included) has a weight, the length it usually adds to the
/// translated sentence, so that a sentence's expected length is the sum of its English
/// words' weights. Lengths are counted in the units that fit the language: characters for
/// Chinese and Japanese (no spaces), words for the others (Korean words carry their
/// particles). The residual of each sentence, ln(actual / expected), has a median and a
/// spread (median absolute deviation) over the whole translation: a sentence far below it
/// lost something.
#[derive(Debug, Default)]
pub struct Lengths {
    ids: HashMap<String, u32>,
    /// The word ids of each group learned from, in its order (read again by
    /// [`Lengths::deviation_of`] rather than its text).
    groups: Vec<Vec<u32>>,
    weight: Vec<f32>,
    /// The weight of a word not learned: the translation's overall ratio.
    unknown: f32,
    median: f32,
    spread: f32,
}

/// Proportional fitting rounds of the weights (each one pass over the sentences).
const LENGTH_ROUNDS: usize = 6;
/// A word's weight is pulled toward the translation's overall ratio as if seen this many
/// more times at it (a rare word says little).
const LENGTH_PRIOR: f32 = 5.0;
/// Sentences with fewer English words than this are too short to judge by length.
pub const LENGTH_MIN_WORDS: usize = 6;

/// The length of a translated text in the units of its language.
pub fn target_length(lang: &str, text: &str) -> usize {
    if !language(lang).spaces_words() {
        text.chars()
            .filter(|&c| !c.is_ascii() && is_letter(c))
            .count()
    } else {
        text.split_whitespace()
            .filter(|w| w.chars().any(char::is_alphabetic))
            .count()
    }
}

/// The English words of a text as the length model counts them: lowercased, every one.
fn length_words(text: &str) -> impl Iterator<Item = String> + '_ {
    crate::text::words(text)
        .into_iter()
        .map(|(_, w)| w.to_lowercase())
}

impl Lengths {
    /// Learns from `(translated length, English text)` of each sentence group of a whole
    /// translation. Empty (never judging) for fewer than [`MIN_PAIRS`] groups.
    pub fn learn(groups: &[(usize, &str)]) -> Lengths {
        let mut m = Lengths::default();
        if groups.len() < MIN_PAIRS {
            return m;
        }
        let mut sents: Vec<(f32, Vec<u32>)> = Vec::with_capacity(groups.len());
        let mut all = Vec::with_capacity(groups.len());
        let mut key = String::new();
        for &(len, en) in groups {
            let mut v = Vec::new();
            for (_, w) in crate::text::words(en) {
                key.clear();
                key.extend(w.chars().flat_map(char::to_lowercase));
                let id = match m.ids.get(key.as_str()) {
                    Some(&i) => i,
                    None => {
                        let n = m.ids.len() as u32;
                        m.ids.insert(key.clone(), n);
                        n
                    }
                };
                v.push(id);
            }
            if len > 0 && v.len() >= LENGTH_MIN_WORDS {
                sents.push((len as f32, v.clone()));
            }
            all.push(v);
        }
        m.groups = all;
        let words: usize = sents.iter().map(|s| s.1.len()).sum();
        let total: f32 = sents.iter().map(|s| s.0).sum();
        if sents.len() < MIN_PAIRS || words == 0 {
            m.ids.clear();
            return m;
        }
        let prior = total / words as f32;
        m.unknown = prior;
        m.weight = vec![prior; m.ids.len()];
        let mut num = vec![0f32; m.ids.len()];
        let mut den = vec![0f32; m.ids.len()];
        for _ in 0..LENGTH_ROUNDS {
            num.iter_mut().for_each(|x| *x = 0.0);
            den.iter_mut().for_each(|x| *x = 0.0);
            for (len, v) in &sents {
                let pred: f32 = v.iter().map(|&w| m.weight[w as usize]).sum();
                for &w in v {
                    num[w as usize] += m.weight[w as usize] * len / pred;
                    den[w as usize] += 1.0;
                }
            }
            for w in 0..m.weight.len() {
                m.weight[w] = (num[w] + LENGTH_PRIOR * prior) / (den[w] + LENGTH_PRIOR);
            }
        }
        let mut res: Vec<f32> = sents
            .iter()
            .map(|(len, v)| m.residual_of(*len, v))
            .collect();
        m.median = median(&mut res);
        let mut dev: Vec<f32> = res.iter().map(|r| (r - m.median).abs()).collect();
        // The median absolute deviation, scaled to a standard deviation for normal data.
        m.spread = (median(&mut dev) * 1.4826).max(0.01);
        m
    }

    /// [`Lengths::deviation`] of group `g` of those learned from, read from its word ids.
    pub fn deviation_of(&self, g: usize, len: usize) -> Option<(f32, f32)> {
        if self.weight.is_empty() {
            return None;
        }
        let v = self.groups.get(g)?;
        if v.len() < LENGTH_MIN_WORDS {
            return None;
        }
        let pred: f32 = v.iter().map(|&w| self.weight[w as usize]).sum();
        let pred = pred * self.median.exp();
        let r = (len.max(1) as f32 / pred).ln();
        Some((r / self.spread, pred))
    }

    fn residual_of(&self, len: f32, v: &[u32]) -> f32 {
        let pred: f32 = v.iter().map(|&w| self.weight[w as usize]).sum();
        (len / pred.max(0.1)).ln()
    }

    /// How far a translated length stands from what the translation's own lengths predict
    /// for an English text, in spreads (negative: shorter), and the predicted length; None
    /// for a model learned from too little, or an English text too short to judge.
    pub fn deviation(&self, len: usize, en: &str) -> Option<(f32, f32)> {
        if self.weight.is_empty() {
            return None;
        }
        let prior = self.median.exp();
        let mut pred = 0f32;
        let mut n = 0;
        for w in length_words(en) {
            n += 1;
            pred += self
                .ids
                .get(&w)
                .map_or(self.unknown, |&i| self.weight[i as usize]);
        }
        if n < LENGTH_MIN_WORDS {
            return None;
        }
        let pred = pred * prior;
        let r = (len.max(1) as f32 / pred).ln();
        Some((r / self.spread, pred))
    }
}

/// The median of a list (reordered); 0 for an empty one.
fn median(v: &mut [f32]) -> f32 {
    if v.is_empty() {
        return 0.0;
    }
    let mid = v.len() / 2;
    *v.select_nth_unstable_by(mid, f32::total_cmp).1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_keys_are_singular_lowercase_content_words() {
        assert_eq!(english_key("Creatures").as_deref(), Some("creature"));
        assert_eq!(english_key("abilities").as_deref(), Some("ability"));
        assert_eq!(english_key("player’s").as_deref(), Some("player"));
        assert_eq!(english_key("the"), None);
        assert_eq!(english_key("loss").as_deref(), Some("loss"));
    }

    #[test]
    fn cjk_tokens_are_unigrams_and_bigrams_inside_runs() {
        let t: Vec<String> = target_tokens(Script::Cjk, "生物，牌")
            .into_iter()
            .map(|x| x.2)
            .collect();
        assert_eq!(t, ["生", "物", "生物", "牌"]);
    }

    #[test]
    fn a_ranges_tokens_read_from_the_table_are_those_of_its_text() {
        let (zh, en) = (
            "目标生物。抓一张牌，消灭神器。",
            "Target creature. Draw a card, then destroy an artifact.",
        );
        let m = Model::learn("zh", &vec![(zh, en); MIN_PAIRS]);
        let cut = |t: &str, s: &str| {
            let a = t.find(s).unwrap();
            Span {
                start: a,
                end: a + s.len(),
            }
        };
        for (z, e) in [
            ("目标生物。", "Target creature."),
            (
                "抓一张牌，消灭神器。",
                "Draw a card, then destroy an artifact.",
            ),
            ("一张牌，消", "card, then"),
        ] {
            let (zs, es) = (cut(zh, z), cut(en, e));
            assert_eq!(m.target_ids_in(0, zs), m.target_ids(z), "{z}");
            let table: Vec<&str> = m
                .english_in(0, es)
                .iter()
                .map(|t| m.english_word(t.id))
                .collect();
            let text: Vec<String> = english_tokens(e).into_iter().map(|t| t.2).collect();
            assert_eq!(table, text, "{e}");
        }
    }

    #[test]
    fn a_rendering_is_shown_as_the_translation_writes_it() {
        // "Permanent" is 永久物 in every context, the token a character or two of it.
        let zh = [
            ("横置永久物", "tap the permanent"),
            ("每个永久物都", "each permanent"),
            ("该永久物的", "that permanent's"),
            ("消灭一个永久物", "destroy a permanent"),
            ("永久物离开", "the permanent leaves"),
            ("抓一张牌", "draw a card"),
        ];
        let texts: Vec<(&str, &str)> = (0..MIN_PAIRS).map(|i| zh[i % zh.len()]).collect();
        let m = Model::learn("zh", &texts);
        let e = m.english_id("permanent").unwrap();
        for t in ["久", "永久", "久物"] {
            let id = m.target_id(t).unwrap();
            assert_eq!(m.as_written(id, e, |k| texts[k].0), "永久物", "{t}");
        }
        // A Latin token is a word's first six letters: the whole word, where one is written
        // nearly everywhere; the token itself where the words differ.
        let controller = |second: (&'static str, &'static str)| {
            let fr = [
                ("Le contrôleur du sort", "The spell's controller"),
                second,
                ("Piochez une carte", "Draw a card"),
            ];
            let texts: Vec<(&str, &str)> = (0..MIN_PAIRS).map(|i| fr[i % fr.len()]).collect();
            let m = Model::learn("fr", &texts);
            let e = m.english_id("controller").unwrap();
            let t = m.target_id("contrô").unwrap();
            m.as_written(t, e, |k| texts[k].0)
        };
        assert_eq!(
            controller(("son contrôleur pioche", "its controller draws")),
            "contrôleur"
        );
        assert_eq!(
            controller(("ses contrôleurs piochent", "its controllers draw")),
            "contrô"
        );
    }

    #[test]
    fn learns_a_rendering_from_parallel_texts() {
        let mut texts = Vec::new();
        for i in 0..MIN_PAIRS {
            if i % 3 == 0 {
                texts.push(("目标生物", "target creature"));
            } else if i % 3 == 1 {
                texts.push(("抓一张牌", "draw a card"));
            } else {
                texts.push(("消灭神器", "destroy artifact"));
            }
        }
        let m = Model::learn("zh", &texts);
        let c = m.english_id("creature").unwrap();
        let (r, rel) = m.reliability(c).unwrap();
        assert!(["生物", "目标", "目", "标", "生", "物"].contains(&m.target_word(r.token)));
        assert!(rel > 0.99);
    }

    #[test]
    fn a_sentence_far_shorter_than_the_translation_makes_it_stands_out() {
        // Each English word about two characters, with some natural spread.
        let en = [
            "draw a card from your library now",
            "destroy target creature an opponent controls",
        ];
        let zh = ["从你的牌库抓一张牌", "消灭目标由对手操控的生物"];
        let mut groups = Vec::new();
        for i in 0..MIN_PAIRS {
            let k = i % 2;
            groups.push((target_length("zh", zh[k]) + i % 3, en[k]));
        }
        let m = Lengths::learn(&groups);
        let (z, pred) = m.deviation(target_length("zh", zh[1]), en[1]).unwrap();
        // A group learned from reads the same from its ids.
        assert_eq!(
            m.deviation_of(1, target_length("zh", zh[1])),
            Some((z, pred))
        );
        assert!(z.abs() < 2.0, "{z}");
        assert!((pred - 12.0).abs() < 2.0, "{pred}");
        let (z, _) = m.deviation(target_length("zh", "消灭生物"), en[1]).unwrap();
        assert!(z < -3.0, "{z}");
        // Too few words to judge; too little text to learn from.
        assert!(m.deviation(3, "draw a card").is_none());
        assert!(Lengths::learn(&groups[..10]).deviation(4, en[1]).is_none());
        assert_eq!(target_length("ko", "카드 한 장을 뽑는다."), 4);
    }
}
