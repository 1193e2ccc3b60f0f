use crate::document::{Document, Joined, Rule, Span};
use crate::lint::text::one_edit;
use crate::lint::{Job, Sink};
use crate::text::words;
use std::collections::HashMap;

crate::declare_check! {
    /// ## What it does
    /// Checks every lowercase word of the rules and examples against the language's Hunspell
    /// dictionary (from /usr/share/hunspell, read with spellbook), the game's own words
    /// (`rules/words/<lang>.txt`, each with its reason), the words of the English text the
    /// translation is compared with (loanwords such as "flashback"), and the words added in
    /// `cr.toml`. Capitalised words are names (cards, creature types) and are not checked.
    /// When the system has no dictionary for the language, `cr lint` says so once and the
    /// other checks still run. The English source is not checked: it is not a translation.
    ///
    /// ## Why is this bad?
    /// A misspelt word in the rules is copied into every site and app that publishes them.
    ///
    /// ## Example
    /// The Italian seed's 601.2b: "il giocatore dichiara se intende pagare 2 puti vita"
    ///
    /// ```text
    /// warning[CR402]: "puti" is not in the it dictionary
    ///  = help: punti
    /// ```
    ///
    /// ## Precision
    /// 100% true (1 of 1 on the seeds, “puti”).
    pub static CHECK = {
        code: "CR402",
        name: "spelling",
        severity: Warning,
        run: run,
    };
}

/// The words the check looks at, with where they are: the lowercase words of three letters
/// or more in the rules and examples (capitalised words are names).
pub(crate) fn candidates(doc: &Document) -> impl Iterator<Item = (&Rule, &Joined, Span, &str)> {
    doc.rules.iter().flat_map(|r| {
        std::iter::once(&r.body)
            .chain(r.examples.iter().map(|e| &e.body))
            .flat_map(move |body| {
                words(&body.text)
                    .into_iter()
                    .filter(|(_, w)| {
                        w.chars().next().is_some_and(char::is_lowercase) && w.chars().count() >= 3
                    })
                    .map(move |(at, w)| (r, body, at, w))
            })
    })
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some(sp) = job.speller else {
        return;
    };
    if job.is_english() {
        return;
    }
    let mut verdict: HashMap<&str, bool> = HashMap::new();
    let mut suggestion: HashMap<String, Option<String>> = HashMap::new();
    for (r, body, at, w) in candidates(job.doc) {
        let ok = *verdict.entry(w).or_insert_with(|| sp.check(w));
        if ok {
            continue;
        }
        let sug = suggestion
            .entry(w.to_owned())
            .or_insert_with(|| best(w, sp.suggest(w), job))
            .clone();
        let f = out.in_joined(
            Some(r.id),
            body,
            at,
            vec![("word", w.to_owned()), ("lang", sp.lang.clone())],
        );
        f.suggestion = sug;
    }
}

/// The dictionary's suggestion to show: one a single edit away and used elsewhere in the
/// language's rules first, then one a single edit away, then the dictionary's first.
fn best(word: &str, sugg: Vec<String>, job: &Job<'_>) -> Option<String> {
    let used = |s: &str| job.stats.is_some_and(|st| st.word(&s.to_lowercase()) > 0);
    sugg.iter()
        .find(|s| one_edit(word, s) && used(s))
        .or_else(|| sugg.iter().find(|s| one_edit(word, s)))
        .or(sugg.first())
        .cloned()
}
