use crate::lint::text::words;
use crate::lint::{Job, Sink};

crate::declare_check! {
    /// ## What it does
    /// Finds a word that occurs once in the language's rules, in a word pair that occurs
    /// once, where changing one letter of that word (not its last: endings and plurals are
    /// grammar, not typos) gives a pair the same rules use at least three times: "je joueur" beside many "le joueur". Each word is spelt right, so a
    /// dictionary cannot see it; the corpus can. Checked for languages written with spaces;
    /// not for the English source.
    ///
    /// ## Why is this bad?
    /// "je joueur choisit" reads as a slip, and the reader stops to wonder whether it means
    /// something else.
    ///
    /// ## Example
    /// The French seed's 601.2f: "S'il y a plusieurs réductions de coût, je joueur choisit
    /// dans quel ordre les appliquer."
    ///
    /// ```text
    /// warning[CR403]: "je joueur" is rare here; "le joueur" occurs 6 times
    /// ```
    ///
    /// ## Precision
    /// 100% true (2 of 2: “je joueur” in the French seed, “释放” for “施放” in zh 2023 601.2b). In
    /// Chinese only known slips from `rules/words/zh-confusables.txt` are reported: one
    /// character changed in a two-character window is most often two words, not a slip (374
    /// findings, nearly all false, when tried).
    pub static CHECK = {
        code: "CR403",
        name: "typo",
        severity: Warning,
        run: run,
    };
}

/// True when two words of the same length differ in one letter that is not the last: "je" and
/// "le", but not "pagati" and "pagato" (an ending) nor "règle" and "règles" (a plural).
fn substitution(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len() != b.len() {
        return false;
    }
    let diff: Vec<usize> = (0..a.len()).filter(|&k| a[k] != b[k]).collect();
    diff.len() == 1 && diff[0] + 1 < a.len()
}

/// A pair must be this frequent to be the model for a rare one.
const FREQUENT: u32 = 3;

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some(stats) = job.stats else {
        return;
    };
    if job.is_english() {
        return;
    }
    if crate::align::features::script(&job.doc.lang) != crate::align::features::Script::Latin {
        confusables(job, out);
        return;
    }
    for r in &job.doc.rules {
        let ws = words(r.text());
        let low: Vec<String> = ws.iter().map(|(_, w)| w.to_lowercase()).collect();
        // A word is reported once, with the more frequent of its models.
        let mut best_of: std::collections::BTreeMap<usize, (u32, String, String)> =
            std::collections::BTreeMap::new();
        for k in 0..low.len().saturating_sub(1) {
            if stats.pair(&low[k], &low[k + 1]) != 1 {
                continue;
            }
            for side in 0..2 {
                let (rare, other) = (&low[k + side], &low[k + 1 - side]);
                let original = ws[k + side].1;
                if stats.word(rare) > 1
                    || rare.chars().count() < 2
                    || original.chars().next().is_some_and(char::is_uppercase)
                    || job.speller.is_some_and(|s| !s.check(original))
                {
                    continue;
                }
                let pool = if side == 0 {
                    stats.before.get(other)
                } else {
                    stats.after.get(other)
                };
                let best = pool
                    .into_iter()
                    .flatten()
                    .filter(|(v, n)| {
                        *n >= FREQUENT && stats.word(v) >= FREQUENT && substitution(rare, v)
                    })
                    .max_by_key(|(_, n)| *n);
                let Some((v, n)) = best else {
                    continue;
                };
                let phrase = format!("{} {}", ws[k].1, ws[k + 1].1);
                let fixed = if side == 0 {
                    format!("{v} {}", ws[k + 1].1)
                } else {
                    format!("{} {v}", ws[k].1)
                };
                let e = best_of
                    .entry(k + side)
                    .or_insert((0, String::new(), String::new()));
                if *n > e.0 {
                    *e = (*n, phrase, fixed);
                }
            }
        }
        for (w, (n, phrase, fixed)) in best_of {
            let f = out.in_joined(
                Some(r.id),
                &r.body,
                ws[w].0,
                vec![
                    ("phrase", phrase),
                    ("frequent", fixed.clone()),
                    ("count", n.to_string()),
                ],
            );
            f.suggestion = Some(fixed);
        }
    }
}

/// Known slips of Chinese translations (`rules/words/zh-confusables.txt`): wrong form, right
/// form, the English word that confirms it.
const ZH_CONFUSABLES: &str = include_str!("../../../rules/words/zh-confusables.txt");

/// The confusables of a language: (wrong, right, English word).
fn confusable_list(lang: &str) -> Vec<(&'static str, &'static str, &'static str)> {
    if crate::lint::text::base_lang(lang) != "zh" {
        return Vec::new();
    }
    ZH_CONFUSABLES
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            Some((w.next()?, w.next()?, w.next()?))
        })
        .collect()
}

/// In scripts written without spaces (Chinese), where words cannot be told apart by
/// statistics alone (a window of two characters one character from "施放" is most often
/// two words): a known slip from the list, in a rule whose English counterpart uses the
/// word that the right form translates ("释放" for "施放" where the English says "cast").
fn confusables(job: &Job<'_>, out: &mut Sink<'_>) {
    let list = confusable_list(&job.doc.lang);
    let Some(cp) = job.counterparts.iter().find(|c| c.base) else {
        return;
    };
    if list.is_empty() {
        return;
    }
    for p in &cp.align.pairs {
        let (r, en) = (
            &job.doc.rules[p.left],
            cp.doc.rules[p.right].text().to_lowercase(),
        );
        let text = r.text();
        for &(wrong, right, word) in &list {
            let confirmed = en
                .split(|c: char| !c.is_alphanumeric())
                .any(|w| w.starts_with(word));
            if !confirmed {
                continue;
            }
            for (start, _) in text.match_indices(wrong) {
                let f = out.in_rule(
                    p.left,
                    crate::document::Span {
                        start,
                        end: start + wrong.len(),
                    },
                    vec![
                        ("phrase", wrong.to_owned()),
                        ("frequent", right.to_owned()),
                        ("count", text.matches(right).count().to_string()),
                    ],
                );
                f.suggestion = Some(right.to_owned());
            }
        }
    }
}
