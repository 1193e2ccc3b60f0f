use super::related;
use crate::document::Span;
use crate::lint::{Job, Sink};
use crate::text::words;
use std::collections::HashSet;

crate::declare_check! {
    /// ## What it does
    /// Reports English left in a translation: a run of at least six words that the aligned
    /// English rule has word for word, with at least two English function words among them
    /// ("the", "of", "you"…), so that a card name ("Yawgmoth's Will"), a heading given in two
    /// languages (`701.19. 찾기 Search`) or a shared loanword is not taken for prose. Checked
    /// against the English version the translation follows.
    ///
    /// Two shorter kinds of English are reported too:
    /// - the wording of a cross-reference: "See rule 704.", "(see rule 116.3a)", "and rule
    ///   702.17" left in English around a rule number (the English word "rule" before it);
    /// - a template of the English with its placeholder in brackets: "Affinity for [text]",
    ///   "[When/Whenever/At]", "[This permanent] enters the battlefield with": at least three
    ///   words, the same in the aligned English rule, one of them in lower case or the
    ///   placeholder a list of alternatives (a bracketed list of names is not a template).
    ///
    /// A translation that leaves the wording of its cross-references in English in many
    /// rules does so on purpose or by habit: one fix, not hundreds. When it does so in at
    /// least 10 rules, the first is reported for all of them ("left in English in 538 rules")
    /// and the others are folded into it, each with its rule, so that the list is there for
    /// whoever fixes them and the report stays one finding long.
    ///
    /// ## Why is this bad?
    /// A sentence pasted from the English and never translated is a sentence the reader of
    /// the translation cannot read; it is usually a rule updated in a hurry.
    ///
    /// ## Example
    /// ```text
    /// warning[CR405]: untranslated English: “If a player would draw a card, that player…”
    /// ```
    ///
    /// ## Precision
    /// 100% true (17 of 17 warnings read against both texts). Runs of six words: 9 of 9 (ko
    /// 2017 left the banding rules 702.21c–k in English; nothing on zh 2023 or the seeds).
    /// Cross-references: ko 2017 leaves their wording in English in 538 rules, one finding
    /// (true by construction: the English word "rule" before a rule number); none in zh
    /// 2022 or 2023. Templates: 7 of 7 on ko 2017 (603.1, 603.6d four times, 702.40a,
    /// 406.8); none on zh. English glossed in brackets after its translation (`(put onto
    /// the battlefield with …)`, glued to it, or in a translator's note), quoted English and
    /// lists of card names are not reported.
    pub static CHECK = {
        code: "CR405",
        name: "untranslated",
        severity: Warning,
        run: run,
    };
}

/// So many words in a row, the same in both texts, make a copied sentence.
const RUN: usize = 6;

/// English function words a run must hold.
const FUNCTION_WORDS: usize = 2;

fn is_latin_word(w: &str) -> bool {
    w.chars()
        .all(|c| c.is_ascii_alphabetic() || matches!(c, '\'' | '’' | '-'))
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let d = job.doc;
    let Some(cp) = job.english() else {
        return;
    };
    let function: HashSet<&str> = crate::vocab::ENGLISH_FUNCTION_WORDS
        .iter()
        .copied()
        .collect();
    // The aligned pairs, and the rules left unpaired on both sides under the same number: a
    // rule pasted in English does not align with the translation's language.
    let right_only: std::collections::HashMap<_, usize> = cp
        .align
        .right_only
        .iter()
        .map(|&j| (cp.doc.rules[j].id, j))
        .collect();
    let pairs = cp.align.pairs.iter().map(|p| (p.left, p.right)).chain(
        cp.align
            .left_only
            .iter()
            .filter_map(|&i| Some((i, *right_only.get(&d.rules[i].id)?))),
    );
    for (left, right) in pairs {
        let (l, r) = (&d.rules[left], &cp.doc.rules[right]);
        let english: Vec<String> = words(r.text())
            .into_iter()
            .map(|(_, w)| w.to_lowercase())
            .collect();
        if english.len() < RUN {
            templates(out, cp, left, right, &[]);
            continue;
        }
        let text = l.text();
        let mine: Vec<(Span, String)> = words(text)
            .into_iter()
            .map(|(s, w)| (s, w.to_lowercase()))
            .collect();
        let lower: Vec<String> = mine.iter().map(|(_, w)| w.clone()).collect();
        // Windows of consecutive Latin words (nothing but spaces and punctuation between
        // them) found in the English; overlapping windows make one stretch. The English
        // windows are indexed only for a rule that has such a window (few do).
        let joined = |a: &Span, b: &Span| {
            text[a.end..b.start]
                .chars()
                .all(|c| !c.is_alphanumeric() && !crate::document::is_cjk(c))
        };
        let grams: std::cell::OnceCell<rustc_hash::FxHashSet<&[String]>> =
            std::cell::OnceCell::new();
        let mut stretches: Vec<(usize, usize)> = Vec::new();
        for k in 0..mine.len().saturating_sub(RUN - 1) {
            let w = &mine[k..k + RUN];
            let latin = w.iter().all(|(_, x)| is_latin_word(x))
                && w.windows(2).all(|x| joined(&x[0].0, &x[1].0));
            if !latin
                || !grams
                    .get_or_init(|| english.windows(RUN).collect())
                    .contains(&lower[k..k + RUN])
            {
                continue;
            }
            match stretches.last_mut() {
                Some((_, end)) if *end >= k => *end = k + RUN,
                _ => stretches.push((k, k + RUN)),
            }
        }
        let quoted = quoted_spans(text);
        let mut reported: Vec<(usize, Span)> = Vec::new();
        for (a, b) in stretches {
            // Prose, not names: function words in lower case, and most words in lower case.
            let original = |k: usize| &text[mine[k].0.start..mine[k].0.end];
            let lower = (a..b)
                .filter(|&k| original(k).starts_with(|c: char| c.is_lowercase()))
                .count();
            let n = (a..b).filter(|&k| function.contains(original(k))).count();
            if n < FUNCTION_WORDS || lower * 2 < b - a {
                continue;
            }
            // English quoted or glossed in brackets is a quotation, not an oversight.
            let at = mine[a].0.start;
            if quoted.iter().any(|q| q.start <= at && at < q.end) {
                continue;
            }
            let span = Span {
                start: mine[a].0.start,
                end: mine[b - 1].0.end,
            };
            let f = out.in_rule(
                left,
                span,
                vec![
                    ("kind", "run".to_owned()),
                    ("text", crate::lint::text::excerpt(text, span, 80)),
                ],
            );
            f.related.push(related(cp, right, None));
            reported.push((left, span));
        }
        templates(out, cp, left, right, &reported);
    }
    references(job, out);
}

/// A translation that leaves its cross-references' wording in English in this many rules
/// does so systematically: one finding, the others folded into it.
const SYSTEMATIC: usize = 10;

/// The English wording of a cross-reference left in the translation: Latin words just
/// before a rule number, one of them the English "rule" or "rules" ("See rule 704",
/// "and rule 702.17"). One finding a rule; folded into one when systematic.
fn references(job: &Job<'_>, out: &mut Sink<'_>) {
    let d = job.doc;
    let first = out.findings.len();
    for (i, r) in d.rules.iter().enumerate() {
        let text = r.text();
        if r.refs.is_empty() {
            continue;
        }
        let ws = words(text);
        for rf in &r.refs {
            let k = ws.partition_point(|(s, _)| s.end <= rf.at.start);
            let Some(span) = english_before(text, &ws[..k], rf.at.start) else {
                continue;
            };
            out.in_rule(
                i,
                span,
                vec![
                    ("kind", "reference".to_owned()),
                    ("text", text[span.start..span.end].to_owned()),
                    ("rule", r.id.to_string()),
                    ("count", "1".to_owned()),
                ],
            );
            break;
        }
    }
    if out.findings.len() - first < SYSTEMATIC {
        return;
    }
    let mut rest = out.findings.split_off(first);
    let count = rest.len();
    let mut lead = rest.remove(0);
    for a in &mut lead.message.args {
        match a.0 {
            "kind" => a.1 = "systematic".to_owned(),
            "count" => a.1 = count.to_string(),
            _ => {}
        }
    }
    lead.folded = rest;
    out.findings.push(lead);
}

/// The run of Latin words (spaces only between them) ending just before `at`, when it holds
/// the English word "rule" or "rules".
fn english_before(text: &str, ws: &[(Span, &str)], at: usize) -> Option<Span> {
    let mut end = at;
    let mut start = None;
    let mut rule = false;
    for (s, w) in ws.iter().rev().take(3) {
        let gap = &text[s.end..end];
        if !gap.chars().all(|c| c == ' ' || c == '\u{a0}') || !is_latin_word(w) {
            break;
        }
        rule |= w.eq_ignore_ascii_case("rule") || w.eq_ignore_ascii_case("rules");
        start = Some(s.start);
        end = s.start;
    }
    let start = start?;
    let last = ws.last()?.0.end;
    rule.then_some(Span { start, end: last })
}

/// An English template left in the translated rule `left`: Latin words around a bracketed
/// placeholder (`Affinity for [text]`), the same words in the English rule `right`.
fn templates(
    out: &mut Sink<'_>,
    cp: &crate::lint::Counterpart<'_>,
    left: usize,
    right: usize,
    reported: &[(usize, Span)],
) {
    static TEMPLATE: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(
            r"(?:[A-Za-z][A-Za-z'’-]* )*\[[A-Za-z][A-Za-z /’',-]*\](?: [A-Za-z][A-Za-z'’-]*)*",
        )
        .expect("valid regex")
    });
    let original = cp.align.left.rules[left].text();
    if !original.contains('[') {
        return;
    }
    // Translator's notes may quote the English.
    let text = &crate::align::sentences::without_asides(original);
    let english: Vec<String> = words(cp.doc.rules[right].text())
        .into_iter()
        .map(|(_, w)| w.to_lowercase())
        .collect();
    for m in TEMPLATE.find_iter(text) {
        let span = Span {
            start: m.start(),
            end: m.end(),
        };
        if reported
            .iter()
            .any(|(l, s)| *l == left && s.start < span.end && span.start < s.end)
        {
            continue;
        }
        if glossed(text, span.start) {
            continue;
        }
        let ws: Vec<&str> = words(m.as_str())
            .into_iter()
            .map(|(_, w)| w)
            .filter(|w| w.chars().count() >= 2)
            .collect();
        let lower = ws.iter().any(|w| w.starts_with(|c: char| c.is_lowercase()));
        let alternatives = m.as_str().matches('/').count() >= 2;
        if ws.len() < 3 || !(lower || alternatives) {
            continue;
        }
        let mine: Vec<String> = words(m.as_str())
            .into_iter()
            .map(|(_, w)| w.to_lowercase())
            .collect();
        if !english.windows(mine.len()).any(|w| w == mine.as_slice()) {
            continue;
        }
        let f = out.in_rule(
            left,
            span,
            vec![
                ("kind", "template".to_owned()),
                ("text", original[span.start..span.end].to_owned()),
            ],
        );
        f.related.push(related(cp, right, None));
    }
}

/// The spans inside brackets or quotation marks (any script's), outermost only.
fn quoted_spans(text: &str) -> Vec<Span> {
    let mut out = Vec::new();
    let mut stack: Vec<(char, usize)> = Vec::new();
    for (i, c) in text.char_indices() {
        let close = match c {
            '(' => Some(')'),
            '[' => Some(']'),
            '（' => Some('）'),
            '「' => Some('」'),
            '『' => Some('』'),
            '【' => Some('】'),
            '“' => Some('”'),
            '«' => Some('»'),
            '"' if stack.last().is_none_or(|&(k, _)| k != '"') => Some('"'),
            _ => None,
        };
        if stack.last().is_some_and(|&(k, _)| k == c) {
            let (_, start) = stack.pop().expect("not empty");
            if stack.is_empty() {
                out.push(Span {
                    start,
                    end: i + c.len_utf8(),
                });
            }
        } else if let Some(k) = close {
            stack.push((k, i));
        }
    }
    // An opening mark never closed quotes nothing.
    out
}

/// English that glosses the translation: in brackets after it (`(put onto the battlefield
/// with [this object])`, quotation marks inside allowed), or glued to it with no space.
fn glossed(text: &str, at: usize) -> bool {
    let before = text[..at].trim_end_matches(['"', '“', '”', '\'', '‘', '’']);
    if before.len() < at && before.ends_with(|c: char| c.is_alphabetic()) {
        // A quotation mark right after a word of the text opens nothing.
        return false;
    }
    match before.chars().next_back() {
        Some('(' | '（') => true,
        Some(c) => before.len() == at && c.is_alphabetic() && !c.is_ascii(),
        None => false,
    }
}
