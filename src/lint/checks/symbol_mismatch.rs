use super::{number_span, related};
use crate::lint::text::{holes, multiset_diff};
use crate::lint::{Job, Sink};

crate::declare_check! {
    /// ## What it does
    /// Compares the symbols in braces (`{W}`, `{2/U}`, `{T}`) of a rule with its aligned
    /// counterpart's and reports those that differ. Symbols that a hole already explains
    /// (see `missing-symbol`) are not reported twice.
    ///
    /// ## Why is this bad?
    /// A symbol is the cost or the effect: `{W}` where the English has `{U}` is a different
    /// rule.
    ///
    /// ## Example
    /// ```text
    /// error[CR202]: symbols differ from en@2023-10-13 107.4e: {W} here, {U} there
    /// ```
    ///
    /// ## Precision
    /// 100% of its errors true (1 of 1: zh 2023 702.107a's {横置} for {T}). A symbol that is only
    /// absent here (nothing in its place) is information: 40% true (2 of 5: zh 111.10b's lost
    /// {2} and ko 702.100a's W/B are real; the Korean “탭 심볼” for {T} is not). A symbol where
    /// the English names it in words (“混沌符号{CHAOS}” for “the chaos symbol”) is no mismatch.
    pub static CHECK = {
        code: "CR202",
        name: "symbol-mismatch",
        severity: Error,
        run: run,
    };
}

/// The symbols of a rule that are game symbols: `{W}`, `{2/U}`, `{T}`, `{CHAOS}`. A symbol
/// written in words (`{等级N1-N2}` for the level symbol) is left out of the comparison.
fn symbols(r: &crate::document::Rule) -> Vec<&crate::document::Symbol> {
    r.symbols
        .iter()
        .filter(|s| s.text.is_ascii() || !s.text.chars().any(char::is_alphabetic))
        .collect()
}

/// What the English calls a symbol where it names it in words ("the chaos symbol").
const NAMES: &[(&str, &str)] = &[
    ("CHAOS", "chaos symbol"),
    ("T", "tap symbol"),
    ("Q", "untap symbol"),
    ("E", "energy symbol"),
    ("PW", "planeswalker symbol"),
    ("S", "snow mana symbol"),
    ("C", "colorless mana symbol"),
];

/// The counterpart names the symbol in words: a translation that writes the symbol itself
/// ("混沌符号{CHAOS}" for "the chaos symbol", zh 2023 207.4) says the same thing.
fn named_in_words(symbol: &str, counterpart: &str) -> bool {
    NAMES
        .iter()
        .any(|&(s, words)| s == symbol && counterpart.to_lowercase().contains(words))
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let d = job.doc;
    for cp in &job.counterparts {
        for p in &cp.align.pairs {
            let (l, r) = (&d.rules[p.left], &cp.doc.rules[p.right]);
            let (ls, rs) = (symbols(l), symbols(r));
            let a: Vec<String> = ls.iter().map(|s| s.text.to_uppercase()).collect();
            let b: Vec<String> = rs.iter().map(|s| s.text.to_uppercase()).collect();
            let (mut only_l, only_r) = multiset_diff(&a, &b);
            only_l.retain(|&k| !named_in_words(&a[k], r.text()));
            let lost = holes(&d.lang, l.text()).len();
            if only_l.is_empty() && only_r.len() <= lost {
                continue;
            }
            let list = |v: &[usize], s: &[String]| {
                if v.is_empty() {
                    // Localised by the message: "none", "aucun", "nessuno".
                    "none".to_owned()
                } else {
                    v.iter()
                        .map(|&k| format!("{{{}}}", s[k]))
                        .collect::<String>()
                }
            };
            let args = vec![
                ("here", list(&only_l, &a)),
                ("there", list(&only_r, &b)),
                ("counterpart", cp.doc.label()),
                ("other", r.id.to_string()),
            ];
            let f = match only_l.first() {
                Some(&k) => out.in_rule(p.left, ls[k].at, args),
                None => out.at(Some(l.id), number_span(d, p.left), args),
            };
            // Only absent (nothing in its place, not even a symbol written in words such as
            // {横置}): often the symbol named in words.
            if only_l.is_empty() && l.symbols.iter().all(|s| s.text.is_ascii()) {
                f.severity = crate::lint::Severity::Info;
            }
            let around = only_r.first().map(|&k| rs[k].at);
            f.related.push(related(cp, p.right, around));
            // One symbol to put in: in place of the one that differs, or of a symbol written in
            // words ({横置} for {T}).
            if only_l.len() <= 1 && only_r.len() == 1 {
                f.suggestion = Some(format!("{{{}}}", b[only_r[0]]));
            }
        }
    }
}
