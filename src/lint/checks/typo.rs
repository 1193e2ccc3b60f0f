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
    if job.is_english()
        || crate::align::features::script(&job.doc.lang) != crate::align::features::Script::Latin
    {
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
