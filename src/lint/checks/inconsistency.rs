use super::polarity::{groups, negations};
use super::related;
use crate::document::Span;
use crate::lint::meaning::{Model, english_tokens, target_tokens};
use crate::lint::{Job, Sink};
use crate::vocab::{Script, language};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

crate::declare_check! {
    /// ## What it does
    /// The rules repeat many sentences word for word ("This is a static ability.", "This
    /// turn-based action doesn't use the stack.", "Players can't choose to sacrifice…"). For
    /// each English sentence found in at least four rules (compared without case,
    /// punctuation, numbers or references), the translated sentences that pair with it are
    /// compared in the same way. Where one translation of it is used in at least three
    /// quarters of those rules and another, close to it, only once, and the odd one differs
    /// in a way that matters, the odd one is reported with the usual translation and how
    /// many rules use it. What matters: a negation the usual translation has and the odd
    /// one has not (or the reverse), or the rendering of a word of the English sentence,
    /// present in the usual translation, missing from the odd one (the renderings are
    /// learned from the translation itself, see `dropped-content`). Differences of
    /// punctuation, spacing, numbers and references are not reported, nor a translated
    /// sentence far from the usual one (the sentences were paired wrongly). Only whole
    /// translations are checked.
    ///
    /// ## Why is this bad?
    /// The same English sentence means the same everywhere. A translation that says it one
    /// way in forty rules and another way once has probably slipped once: a negation lost,
    /// a word dropped, one term said for another. This is the translation memory's "same
    /// source, different target", made precise by the regularity of the rules.
    ///
    /// ## Example
    /// ```text
    /// info[CR309]: “This turn-based action doesn’t use the stack.” is translated “此回合动作不使用堆叠。” in 15 rules; here “状态” for “回合”, the rendering of “turn”
    /// ```
    ///
    /// ## Precision
    /// Information: 83% true (5 of 6 read against both texts). zh 2023, 2 of 2: 717.4 says
    /// 此状态动作 (state-based action) where fifteen rules say 此回合动作 (turn-based action),
    /// 901.13 names the limited range of influence option otherwise; zh 2022, 1 of 1 (901.13);
    /// ko 2017, 2 of 3: 120.4 상태 기반 행동 and 904.10 상태 참조 효과 (state-based effect) for
    /// 상태 참조 행동; the false one (505.4) says "gets priority" with another verb. Few
    /// findings (2, 1, 3): the sentences the rules repeat with a keyword or card name in them
    /// ("Flying is an evasion ability.") differ in that name and are not compared.
    pub static CHECK = {
        code: "CR309",
        name: "inconsistency",
        severity: Info,
        run: run,
        reads_model: true,
    };
}

/// An English sentence must occur in this many rule pairs to be compared.
const MIN_GROUP: usize = 4;
/// The usual translation must be used at least this many times…
const MIN_MAJORITY: usize = 3;
/// …and in at least this share of the sentence's occurrences.
const MAJORITY_SHARE: f32 = 0.75;
/// The odd translation and the usual one must be at least this alike (Dice coefficient of
/// their tokens): farther apart, the sentences were paired wrongly.
const MIN_LIKENESS: f32 = 0.5;
/// English sentences with fewer content words are too short to compare.
const MIN_WORDS: usize = 2;

/// A sentence as compared: lowercase letters, digits as `#`, no punctuation or spacing
/// (Chinese, Japanese and Korean) or single spaces between words (other scripts).
fn key(text: &str, spaced: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut space = false;
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_alphabetic() {
            if space && spaced && !out.is_empty() {
                out.push(' ');
            }
            space = false;
            out.push(c);
        } else if c.is_numeric() {
            if space && spaced && !out.is_empty() {
                out.push(' ');
            }
            space = false;
            if !out.ends_with('#') {
                out.push('#');
            }
        } else if c.is_whitespace() || !matches!(c, '\'' | '’') {
            space = true;
        }
    }
    out
}

/// One occurrence of a repeated English sentence: the rule pair, the translated sentence
/// (span in the pair's translated text) and the English one.
struct Occurrence {
    pair: usize,
    tg: Span,
    en: Span,
    key: String,
}

/// The Dice coefficient of two token sets.
fn likeness(a: &HashSet<&str>, b: &HashSet<&str>) -> f32 {
    if a.is_empty() && b.is_empty() {
        return 1.0;
    }
    let both = a.intersection(b).count();
    2.0 * both as f32 / (a.len() + b.len()) as f32
}

/// The runs of text the odd translation removes from the usual one and inserts in their
/// place, in order: `(removed, inserted)`, either possibly empty. Characters are compared for
/// Chinese, Japanese and Korean, words for other scripts.
fn changes(script: Script, usual: &str, odd: &str) -> Vec<(String, String)> {
    use similar::{ChangeTag, TextDiff};
    let diff = if script == Script::Cjk {
        TextDiff::configure().diff_chars(usual, odd)
    } else {
        TextDiff::configure().diff_words(usual, odd)
    };
    let mut out: Vec<(String, String)> = Vec::new();
    let mut open = false;
    for c in diff.iter_all_changes() {
        let v = c.value();
        match c.tag() {
            ChangeTag::Equal if v.chars().all(|c| !c.is_alphanumeric()) && open => {}
            ChangeTag::Equal => open = false,
            tag => {
                if !open {
                    out.push(Default::default());
                    open = true;
                }
                let last = out.last_mut().expect("just pushed");
                if tag == ChangeTag::Delete {
                    last.0.push_str(v);
                } else {
                    last.1.push_str(v);
                }
            }
        }
    }
    out
}

/// What the odd translation changes that matters, against the usual one: a negation lost
/// or added (`negation-lost`, `negation-added`, with the negation), or a run of the usual
/// translation that renders a word of the English sentence removed (`missing`) or replaced
/// by text that renders no word of it (`replaced`): (change, English word, removed, inserted).
fn difference(
    model: &Model,
    lang: &crate::vocab::Language,
    usual: &str,
    odd: &str,
    english: &str,
) -> Option<(&'static str, String, String, String)> {
    let (nu, fu) = negations(lang, usual);
    let (no, fo) = negations(lang, odd);
    if nu > no {
        let w = fu.unwrap_or_default();
        return Some(("negation-lost", String::new(), w, String::new()));
    }
    if no > nu {
        let w = fo.unwrap_or_default();
        return Some(("negation-added", String::new(), String::new(), w));
    }
    let script = model.script();
    // The English words of the sentence, and the parts of its compounds ("turn-based" is
    // rendered as "turn" is).
    let en: HashSet<u32> = english_tokens(english)
        .into_iter()
        .flat_map(|t| {
            let parts: Vec<String> = t.2.split('-').map(str::to_owned).collect();
            std::iter::once(t.2).chain(parts)
        })
        .filter_map(|w| model.english_id(&w))
        .collect();
    // The words of the English sentence a run of text renders.
    let renders = |text: &str| -> HashSet<u32> {
        target_tokens(script, text)
            .into_iter()
            .filter_map(|t| model.target_id(&t.2))
            .filter_map(|t| model.rendered_by(t))
            .flat_map(|(ws, _)| ws.iter().copied())
            .filter(|e| en.contains(e))
            .collect()
    };
    for (removed, inserted) in changes(script, usual, odd) {
        let lost = renders(&removed);
        if lost.is_empty() {
            continue;
        }
        let kept = renders(&inserted);
        let Some(&e) = lost.iter().filter(|e| !kept.contains(e)).min() else {
            continue;
        };
        let change = if inserted.trim().is_empty() {
            "missing"
        } else {
            "replaced"
        };
        return Some((
            change,
            model.english_word(e).to_owned(),
            removed.trim().to_owned(),
            inserted.trim().to_owned(),
        ));
    }
    None
}

/// A finding to report: the rule pair, the translated and English sentences, the arguments.
type Found = (usize, Span, Span, Vec<(&'static str, String)>);

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some((cp, model)) = job.meaning() else {
        return;
    };
    let lang = language(&job.doc.lang);
    let spaced = model.script() != Script::Cjk;
    // Every English sentence of one sentence paired with one (a sentence translated as two,
    // or two as one, is another sentence), by its key; the rest of the work only for the
    // sentences the rules repeat.
    let mut all: Vec<(usize, Span, Span, String)> = Vec::new();
    let mut seen: HashMap<&str, usize> = HashMap::default();
    for k in 0..cp.align.pairs.len() {
        let sp = &cp.sentences()[k];
        for (tg, en) in groups(cp, k) {
            let ([t], [e]) = (tg.as_slice(), en.as_slice()) else {
                continue;
            };
            let (ts, es) = (sp.left[*t], sp.right[*e]);
            all.push((k, ts, es, key(&sp.right_text[es.start..es.end], true)));
        }
    }
    for o in &all {
        *seen.entry(o.3.as_str()).or_default() += 1;
    }
    let mut by_english: HashMap<String, Vec<Occurrence>> = HashMap::default();
    for (k, ts, es, ekey) in &all {
        if seen[ekey.as_str()] < MIN_GROUP {
            continue;
        }
        let sp = &cp.sentences()[*k];
        let english = &sp.right_text[es.start..es.end];
        if english_tokens(english).len() < MIN_WORDS {
            continue;
        }
        let tkey = key(&sp.left_text[ts.start..ts.end], spaced);
        if tkey.is_empty() {
            continue;
        }
        by_english
            .entry(ekey.clone())
            .or_default()
            .push(Occurrence {
                pair: *k,
                tg: *ts,
                en: *es,
                key: tkey,
            });
    }
    let mut found: Vec<Found> = Vec::new();
    for occ in by_english.values() {
        if occ.len() < MIN_GROUP {
            continue;
        }
        let mut counts: HashMap<&str, usize> = HashMap::default();
        for o in occ {
            *counts.entry(o.key.as_str()).or_default() += 1;
        }
        let Some((&usual, &m)) = counts.iter().max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
        else {
            continue;
        };
        if m < MIN_MAJORITY || (m as f32) < MAJORITY_SHARE * occ.len() as f32 {
            continue;
        }
        let first = occ.iter().find(|o| o.key == usual).expect("counted");
        let usual_text = {
            let sp = &cp.sentences()[first.pair];
            sp.left_text[first.tg.start..first.tg.end].trim().to_owned()
        };
        let script = model.script();
        let tokens = |s: &str| -> HashSet<String> {
            target_tokens(script, s).into_iter().map(|t| t.2).collect()
        };
        let usual_tokens = tokens(&usual_text);
        for o in occ.iter().filter(|o| counts[o.key.as_str()] == 1) {
            let sp = &cp.sentences()[o.pair];
            let odd = &sp.left_text[o.tg.start..o.tg.end];
            let english = &sp.right_text[o.en.start..o.en.end];
            let odd_tokens = tokens(odd);
            let a: HashSet<&str> = usual_tokens.iter().map(String::as_str).collect();
            let b: HashSet<&str> = odd_tokens.iter().map(String::as_str).collect();
            if likeness(&a, &b) < MIN_LIKENESS {
                continue;
            }
            let d = difference(model, lang, &usual_text, odd, english);
            let Some((change, word, removed, inserted)) = d else {
                continue;
            };
            found.push((
                o.pair,
                o.tg,
                o.en,
                vec![
                    ("english", english.trim().to_owned()),
                    ("usual", usual_text.clone()),
                    ("count", m.to_string()),
                    ("change", change.to_owned()),
                    ("word", word),
                    ("removed", removed),
                    ("inserted", inserted),
                ],
            ));
        }
    }
    found.sort_by_key(|f| (f.0, f.1.start));
    for (k, ts, es, args) in found {
        let p = &cp.align.pairs[k];
        let f = out.in_rule(p.left, ts, args);
        f.related.push(related(cp, p.right, Some(es)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_ignore_case_punctuation_numbers_and_spacing() {
        assert_eq!(
            key("This is a static ability (see rule 604).", true),
            "this is a static ability see rule #"
        );
        assert_eq!(key("此为静止式异能。", false), "此为静止式异能");
        assert_eq!(key("此为 静止式异能 ", false), "此为静止式异能");
        assert_eq!(key("Don't", true), "dont");
    }
}
