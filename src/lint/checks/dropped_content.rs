use super::related;
use crate::document::Span;
use crate::lint::meaning::{Model, english_tokens};
use crate::lint::{Counterpart, Job, Sink};

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
    /// Information: about half true (8 of 15 read on zh 2023: 502.4 renders "cast" as 使用,
    /// 702.155c says spell for object, 707.13 and 901.15c drop a clause; the false ones are
    /// paraphrases: "begins the game with" without 游戏). 96 findings on zh 2023, 53 on ko
    /// 2017, 76 on zh 2022.
    pub static CHECK = {
        code: "CR306",
        name: "dropped-content",
        severity: Info,
        run: run,
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

/// The translated sentence paired with the English sentence holding `word`, in the
/// translated rule's text; None when the pair has no such sentence.
pub(crate) fn sentence_of(cp: &Counterpart<'_>, k: usize, word: &str) -> Option<Span> {
    let sp = &cp.sentences()[k];
    let en = sp.right.iter().position(|s| {
        english_tokens(&sp.right_text[s.start..s.end])
            .iter()
            .any(|t| t.2 == word)
    })?;
    let (tg, _) = sp.pairs.iter().find(|(_, b)| *b == Some(en))?;
    tg.map(|t| sp.left[t])
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some(cp) = job.english() else {
        return;
    };
    let model = cp.meaning();
    if model.is_empty() {
        return;
    }
    for (k, p) in cp.align.pairs.iter().enumerate() {
        let miss = missing(model, k);
        let Some(&(e, t, both, uses)) = miss.first() else {
            continue;
        };
        let word = model.english_word(e).to_owned();
        let at = sentence_of(cp, k, &word).unwrap_or(Span { start: 0, end: 0 });
        let words: Vec<&str> = miss.iter().map(|m| model.english_word(m.0)).collect();
        let f = out.in_rule(
            p.left,
            at,
            vec![
                ("word", words.join("”, “")),
                ("rendering", model.target_word(t).to_owned()),
                ("count", both.to_string()),
                ("total", uses.to_string()),
            ],
        );
        f.related.push(related(cp, p.right, None));
    }
}
