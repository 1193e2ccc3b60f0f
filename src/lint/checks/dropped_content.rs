use super::related;
use crate::document::Span;
use crate::lint::meaning::{Lengths, Model, Token, target_length};
use crate::lint::{Counterpart, Job, Sink};
use crate::vocab::ENGLISH_TERM_GROUPS;

crate::declare_check! {
    /// ## What it does
    /// Reports an English word whose usual rendering is missing from the translated rule:
    /// the model of the translation, learned from the translation itself ([`meaning`]), says
    /// which target words come with each English word, and how reliably (in how many of the
    /// rules that hold the English word the translation holds its rendering). A word rendered
    /// the same way in at least 97% of at least 20 rules, absent from this one (in none of
    /// its usual renderings), was probably dropped. Reported on the translated sentence that
    /// pairs with the English sentence holding the word, with the English words missing.
    ///
    /// When no word is missing from the whole rule, its sentences are read one by one: such
    /// a word, in an English sentence, whose renderings are all absent from the translated
    /// sentences it pairs with (the rule renders it elsewhere, in another sentence), where
    /// those sentences render at least three quarters of their English's reliably rendered
    /// words (at least two; fewer, and the sentences are paired wrongly or say it another
    /// way). Words just before a reference ("see rule 704") are the references' checks' own,
    /// and a translated sentence with nothing in the translation's script (English left as
    /// it was) is `untranslated`'s.
    ///
    /// When no word is missing, a sentence far **shorter** than the translation makes such
    /// English (a clause dropped whose words the rule repeats elsewhere): the model of
    /// lengths (`Lengths` in `src/lint/meaning.rs`) learns from the whole translation how much each
    /// English word usually adds to a translated sentence (characters in Chinese and
    /// Japanese, words in the others), and the spread of real sentences around that; a
    /// sentence group whose shortfall, in spreads, plus a quarter of the surprise of the
    /// English words it does not render (−ln(1 − reliability) for each word rendered at
    /// least 80% of the time), reaches 4 is reported.
    ///
    /// And the reverse, content added: the rendering of a game term (the terms of
    /// `ENGLISH_TERM_GROUPS` in `vocab.rs`, and "player") that comes with that term in at
    /// least 97% of at least 20 rules, in a rule whose English has neither that term nor any
    /// word whose rendering holds it: "置于物件或牌手上" ("placed on an object or player")
    /// where the English says "placed on an object". One finding a rule: a word missing from
    /// the rule, else from a sentence, else a sentence too short, else a term added; none on
    /// a rule that `terminology` reports (a glossary term rendered another way: the same
    /// evidence, said once).
    ///
    /// ## Why is this bad?
    /// A word or clause dropped inside a sentence keeps every number and reference intact
    /// and changes the rule: "two legendary creature cards" without "creature", "the top five
    /// cards" without "top", "by a source without infect" gone.
    ///
    /// ## Example
    /// ```text
    /// info[CR306]: “infect” is usually rendered “感染” (in 41 of 42 rules), not in this rule
    /// ```
    ///
    /// ## Precision
    /// Information. Missing from the rule: about half true (8 of 15 read on zh 2023: 502.4
    /// renders "cast" as 使用, 702.155c says spell for object, 707.13 and 901.15c drop a
    /// clause; the false ones are paraphrases: "begins the game with" without 游戏).
    /// Missing from a sentence: about one in three (3 of 10 read on zh 2023: 702.61a says
    /// 牌 "card" for "the spell", 111.8 drops "can't move to another zone", 702.23b "later
    /// in combat"; the others pair the wrong sentences); the sentences rendering under three
    /// quarters of their English, no longer read, were none true (0 of 7 read on zh 2023). Added: about one in three (3 of 10
    /// read on zh 2023: 123.1 "or player", 707.10 所有者 "owner" for the controller, 723.7
    /// "spell or ability" for "ability"; the others say "that player" for "its owner" and
    /// the like). Shorter: about one in three (read on zh 2023 rule by rule: 120.3a, 702.33d,
    /// 707.13, 721.1 and 207.2d drop a clause or a sentence; the others say the same more
    /// tersely, or keep English names untranslated); at 4 spreads rather than 2.7, 3 of 8
    /// read true on zh 2023 (203.1, 602.1d, 118.5), and none of 8 of those between 2.7 and
    /// 4; 6 of 10 middle clauses removed at random from zh 2023 are found by a finding the
    /// untouched text lacks (5 by this check, 1 by `polarity`, 702.67b's "see rule 301" also
    /// by `missing-xref`). Findings (missing from the rule, from a sentence,
    /// shorter, added): see docs/lint-meaning.md.
    pub static CHECK = {
        code: "CR306",
        name: "dropped-content",
        severity: Info,
        run: run,
        reads_model: true,
    };
}

/// An English word must be rendered this reliably to be missed.
pub(crate) const RELIABLE: f32 = 0.97;
/// In at least this many rules.
pub(crate) const MIN_USES: u32 = 20;

/// English words of pair `k` whose renderings are all absent from the translated rule, with
/// the best rendering, the pairs holding both and the pairs holding the word.
pub(crate) fn missing(model: &Model, k: usize) -> Vec<(u32, u32, u32, u32)> {
    let p = &model.pairs[k];
    let mut out = Vec::new();
    for &e in &p.en {
        let uses = model.en_df[e as usize];
        if uses < MIN_USES {
            continue;
        }
        let Some((best, rel)) = model.reliability(e) else {
            continue;
        };
        if rel < RELIABLE {
            continue;
        }
        let present = model
            .renderings(e)
            .iter()
            .any(|r| p.tg.binary_search(&r.token).is_ok());
        if !present {
            out.push((e, best.token, best.both, uses));
        }
    }
    out
}

/// The translated sentence paired with the English sentence holding English word `e`, in
/// the translated rule's text; None when the pair has no such sentence.
pub(crate) fn sentence_of(cp: &Counterpart<'_>, model: &Model, k: usize, e: u32) -> Option<Span> {
    let sp = &cp.sentences()[k];
    let en = sp
        .right
        .iter()
        .position(|&s| model.english_in(k, s).iter().any(|t| t.id == e))?;
    let (tg, _) = sp.pairs.iter().find(|(_, b)| *b == Some(en))?;
    tg.map(|t| sp.left[t])
}

/// A sentence is read for a missing word only when it renders at least this share of its
/// English's reliably rendered words (and at least two of them).
const SENTENCE_COVERAGE: f32 = 0.75;

/// English words of the sentence groups of pair `k` whose renderings are all absent from
/// the translated sentences they pair with (though present elsewhere in the rule, or the
/// rule would have been reported whole): the first such word, its best rendering, the pairs
/// holding both and the word, and the translated sentences' span.
fn missing_in_sentence(cp: &Counterpart<'_>, k: usize) -> Option<(u32, u32, u32, u32, Span)> {
    let model = cp.meaning();
    let sp = &cp.sentences()[k];
    for (tg, en) in super::polarity::groups(cp, k) {
        let span = |v: &[usize], s: &[Span]| Span {
            start: s[v[0]].start,
            end: s[*v.last().expect("non-empty")].end,
        };
        let (ts, es) = (span(&tg, &sp.left), span(&en, &sp.right));
        let (mine, any) = model.target_ids_in(k, ts);
        // A sentence with nothing of the translation's script is English left as it was
        // (`untranslated`), or a reference.
        if !any {
            continue;
        }
        // A sentence that renders little of its English is paired with the wrong one (or
        // says it another way): what it lacks is no evidence.
        let tokens = model.english_in(k, es);
        let (all, rendered) = coverage(model, tokens, &mine);
        if all < 2 || (rendered as f32) < SENTENCE_COVERAGE * all as f32 {
            continue;
        }
        let refs = &cp.doc.rules[cp.align.pairs[k].right].refs;
        for t in tokens {
            // The wording of a reference ("see rule 704") is the references' checks' own.
            let end = t.end as usize;
            if refs
                .iter()
                .any(|r| r.at.start >= end && sp.right_text[end..r.at.start].trim().is_empty())
            {
                continue;
            }
            let e = t.id;
            let uses = model.en_df[e as usize];
            let Some((best, rel)) = model.reliability(e) else {
                continue;
            };
            if uses < MIN_USES || rel < RELIABLE {
                continue;
            }
            if !model
                .renderings(e)
                .iter()
                .any(|r| mine.binary_search(&r.token).is_ok())
            {
                return Some((e, best.token, best.both, uses, ts));
            }
        }
    }
    None
}

/// A target token of pair `k` that renders an English word absent from the English rule,
/// and nothing else in it: (token, the English word, pairs holding both, pairs holding the
/// token). The token must come with that word in at least [`RELIABLE`] of at least
/// [`MIN_USES`] rules, and be more than one character in Chinese, Japanese and Korean (a
/// single character is a part of too many words).
pub(crate) fn added(model: &Model, k: usize) -> Option<(u32, u32, u32, u32)> {
    let p = &model.pairs[k];
    for &t in &p.tg {
        let uses = model.tg_df[t as usize];
        if uses < MIN_USES {
            continue;
        }
        let word = model.target_word(t);
        if model.script() == crate::vocab::Script::Cjk && word.chars().count() < 2 {
            continue;
        }
        let Some((es, both)) = model.rendered_by(t) else {
            continue;
        };
        // Only game terms: a translation adds other words to say the same ("规则" before a
        // bare rule number, "费用" for "payments").
        if !is_game_term(model.english_word(es[0])) {
            continue;
        }
        if (both as f32) < RELIABLE * uses as f32
            || es.iter().any(|e| p.en.binary_search(e).is_ok())
        {
            continue;
        }
        // Another word of the English rule whose rendering holds the token, or is held by
        // it, explains it.
        let explained = p.en.iter().any(|&e| {
            model.renderings(e).iter().any(|r| {
                let x = model.target_word(r.token);
                x.contains(word) || word.contains(x)
            })
        });
        if !explained {
            return Some((t, es[0], both, uses));
        }
    }
    None
}

/// A sentence far shorter than the translation's own lengths predict for its English counts
/// this many spreads below the median (less the surprise of the renderings it lacks)…
pub(crate) const SHORT: f32 = -4.0;
/// …each English word rendered at least this reliably whose renderings are all absent
/// adds its surprise, −ln(1 − reliability), times this weight, to the shortfall.
pub(crate) const SHORT_RELIABLE: f32 = 0.8;
const SHORT_SURPRISE: f32 = 0.25;

/// The sentence groups of every rule pair with their texts: (pair, translated span, English
/// span).
pub(crate) type Group = (usize, Span, Span);

/// The sentence groups of every rule pair (in pair order) and the model of lengths learned
/// from them: what the check reads, and what `cr review` grades (`lint::signals`).
pub(crate) fn groups_and_lengths(cp: &Counterpart<'_>) -> (Vec<Group>, Lengths) {
    let groups = all_groups(cp);
    let texts: Vec<(usize, &str)> = groups
        .iter()
        .map(|&(k, ts, es)| {
            let sp = &cp.sentences()[k];
            (
                target_length(&cp.align.left.lang, &sp.left_text[ts.start..ts.end]),
                &sp.right_text[es.start..es.end],
            )
        })
        .collect();
    let lengths = Lengths::learn(&texts);
    (groups, lengths)
}

fn all_groups(cp: &Counterpart<'_>) -> Vec<Group> {
    let mut out = Vec::new();
    for k in 0..cp.align.pairs.len() {
        let sp = &cp.sentences()[k];
        for (tg, en) in super::polarity::groups(cp, k) {
            let span = |v: &[usize], s: &[Span]| Span {
                start: s[v[0]].start,
                end: s[*v.last().expect("non-empty")].end,
            };
            out.push((k, span(&tg, &sp.left), span(&en, &sp.right)));
        }
    }
    out
}

/// A translated sentence group far shorter than the translation's own lengths predict for
/// its English, the shortfall counted with the surprise of the English words it does not
/// render: (span, the English words missing, its length, the length predicted).
fn short(
    cp: &Counterpart<'_>,
    lengths: &Lengths,
    g: usize,
    (k, ts, es): Group,
) -> Option<(Span, String, usize, f32)> {
    let model = cp.meaning();
    let sp = &cp.sentences()[k];
    let len = target_length(&cp.align.left.lang, &sp.left_text[ts.start..ts.end]);
    if len == 0 {
        return None;
    }
    let (z, pred) = lengths.deviation_of(g, len)?;
    // The surprise of the missing renderings only adds to a shortfall.
    if z > 0.0 {
        return None;
    }
    let (mine, _) = model.target_ids_in(k, ts);
    let mut surprise = 0.0;
    let mut words: Vec<&str> = Vec::new();
    for (e, rel) in reliable(model, model.english_in(k, es)) {
        if !rendered(model, e, &mine) {
            surprise += -(1.0 - rel.min(0.99)).ln();
            words.push(model.english_word(e));
        }
    }
    if z - SHORT_SURPRISE * surprise > SHORT {
        return None;
    }
    Some((ts, words.join("”, “"), len, pred))
}

/// How well a translated sentence renders its English: of the English words the translation
/// renders at least [`SHORT_RELIABLE`] of the time in at least [`MIN_USES`] rules (each
/// once), how many there are and how many of them the translated sentence renders. A
/// sentence paired with the wrong English renders little of it.
fn coverage(model: &Model, en: &[Token], mine: &[u32]) -> (usize, usize) {
    let words = reliable(model, en);
    let n = words
        .iter()
        .filter(|&&(e, _)| rendered(model, e, mine))
        .count();
    (words.len(), n)
}

/// The English words of a text (its tokens in the model's table) that the translation
/// renders at least [`SHORT_RELIABLE`] of the time in at least [`MIN_USES`] rules, each once
/// (sorted: linear in a long sentence), with that reliability.
fn reliable(model: &Model, en: &[Token]) -> Vec<(u32, f32)> {
    let mut ids: Vec<u32> = en.iter().map(|t| t.id).collect();
    ids.sort_unstable();
    ids.dedup();
    ids.into_iter()
        .filter(|&e| model.en_df[e as usize] >= MIN_USES)
        .filter_map(|e| model.reliability(e).map(|(_, rel)| (e, rel)))
        .filter(|&(_, rel)| rel >= SHORT_RELIABLE)
        .collect()
}

/// One of the renderings of an English word is among a text's target tokens (sorted).
pub(crate) fn rendered(model: &Model, e: u32, mine: &[u32]) -> bool {
    model
        .renderings(e)
        .iter()
        .any(|r| mine.binary_search(&r.token).is_ok())
}

/// A game term: a word of [`ENGLISH_TERM_GROUPS`], or "player".
fn is_game_term(w: &str) -> bool {
    w == "player" || ENGLISH_TERM_GROUPS.iter().any(|g| g.contains(&w))
}

/// Where a target token first occurs in the translated rule's text.
fn token_span(cp: &Counterpart<'_>, k: usize, token: &str) -> Span {
    let text = &cp.sentences()[k].left_text;
    text.find(token)
        .map_or(Span { start: 0, end: 0 }, |a| Span {
            start: a,
            end: a + token.len(),
        })
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some((cp, model)) = job.meaning() else {
        return;
    };
    let (groups, lengths) = groups_and_lengths(cp);
    // The rules `terminology` reports (a glossary term rendered another way): a term
    // missing from the rule is its finding, and one finding of content missing a rule is
    // enough.
    let terminology: rustc_hash::FxHashSet<usize> = job
        .term_uses()
        .unwrap_or_default()
        .iter()
        .filter(|t| t.reported())
        .flat_map(|t| t.other.iter().copied())
        .collect();
    let mut next = 0;
    for (k, p) in cp.align.pairs.iter().enumerate() {
        let start = next;
        while next < groups.len() && groups[next].0 == k {
            next += 1;
        }
        if terminology.contains(&k) {
            continue;
        }
        let miss = missing(model, k);
        let (change, at, words, (t, e), both, uses) =
            if let Some(&(e, t, both, uses)) = miss.first() {
                let at = sentence_of(cp, model, k, e).unwrap_or(Span { start: 0, end: 0 });
                let words: Vec<&str> = miss.iter().map(|m| model.english_word(m.0)).collect();
                ("dropped", at, words.join("”, “"), (t, e), both, uses)
            } else if let Some((e, t, both, uses, at)) = missing_in_sentence(cp, k) {
                let word = model.english_word(e).to_owned();
                ("sentence", at, word, (t, e), both, uses)
            } else if let Some((at, words, len, pred)) = groups[start..next]
                .iter()
                .enumerate()
                .find_map(|(i, &g)| short(cp, &lengths, start + i, g))
            {
                let f = out.in_rule(
                    p.left,
                    at,
                    vec![
                        ("change", "short".to_owned()),
                        ("word", words),
                        ("rendering", String::new()),
                        ("count", len.to_string()),
                        ("total", format!("{pred:.0}")),
                    ],
                );
                f.related.push(related(cp, p.right, None));
                continue;
            } else if let Some((t, e, both, uses)) = added(model, k) {
                let at = token_span(cp, k, model.target_word(t));
                (
                    "added",
                    at,
                    model.english_word(e).to_owned(),
                    (t, e),
                    both,
                    uses,
                )
            } else {
                continue;
            };
        let f = out.in_rule(
            p.left,
            at,
            vec![
                ("change", change.to_owned()),
                ("word", words),
                ("rendering", cp.written(t, e)),
                ("count", both.to_string()),
                ("total", uses.to_string()),
            ],
        );
        f.related.push(related(cp, p.right, None));
    }
}
