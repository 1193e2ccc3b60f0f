use super::dropped_content::sentence_of;
use super::related;
use crate::document::Span;
use crate::lint::meaning::Model;
use crate::lint::{Job, Sink};
use crate::vocab::ENGLISH_TERM_GROUPS;

crate::declare_check! {
    /// ## What it does
    /// Reports one game term rendered as another of its kind: the English rule says
    /// "controller" and the translated rule has none of the translation's usual renderings
    /// of "controller" but the usual rendering of "owner", which nothing else in the English
    /// rule explains. The kinds are groups of English terms (`ENGLISH_TERM_GROUPS` in
    /// `vocab.rs`): owner and controller; object, card, spell, permanent, token and
    /// creature; ability and effect; the kinds of abilities; cast and activate; the zones;
    /// attacking and blocking; power and toughness; the card types. The renderings are
    /// learned from the translation itself ([`meaning`]): each term must be rendered the same
    /// way in at least 85% of at least 10 rules. Only whole translations are checked.
    ///
    /// ## Why is this bad?
    /// The owner of a permanent is not its controller, a card is not a spell, an effect is
    /// not an ability: a rule that says one for the other applies to different things.
    ///
    /// ## Example
    /// ```text
    /// warning[CR308]: “owner” (usually “拥有者”) is rendered here as “操控者”, the rendering of “controller”
    /// ```
    ///
    /// The renderings are shown as the translation writes them (拥有者, where the model's
    /// token is a character or two of it: [`Model::as_written`]).
    ///
    /// ## Precision
    /// 92% true on the Korean set, 100% on the Chinese ones, read against both texts (21 of
    /// 22 in all). zh 2023, 5 of 5: 701.24c says 操控者 (controller) for the owner, 702.155c
    /// 咒语 (spell) for the object, 801.13b 生物 (creature) for the permanent; zh 2022, 4 of
    /// 4; ko 2017, 12 of 13: effect rendered 능력 (ability) in 103.4b, 701.6b, 702.121c,
    /// permanent rendered 생물 (creature) in 701.29a, 702.11d, 702.12c, and 608.3 and
    /// 702.122b, whose text is another rule's. The false one (801.7a): 효과 범위 is how the
    /// translation says "range of influence".
    pub static CHECK = {
        code: "CR308",
        name: "term-swap",
        severity: Warning,
        run: run,
        reads_model: true,
    };
}

/// A term must be rendered this reliably, in at least [`MIN_USES`] rules.
const RELIABLE: f32 = 0.85;
const MIN_USES: u32 = 10;

/// The best rendering of an English term when it is reliable enough.
fn reliable(model: &Model, term: &str) -> Option<(u32, u32)> {
    let e = model.english_id(term)?;
    let (r, rel) = model.reliability(e)?;
    (rel >= RELIABLE && model.en_df[e as usize] >= MIN_USES).then_some((e, r.token))
}

/// Terms of pair `k` rendered as another of their kind: (term, its rendering, other term,
/// other rendering).
pub(crate) fn swaps(model: &Model, k: usize) -> Vec<(u32, u32, u32, u32)> {
    let p = &model.pairs[k];
    let has = |t: u32| p.tg.binary_search(&t).is_ok();
    let mut out = Vec::new();
    for group in ENGLISH_TERM_GROUPS {
        for a in group.iter() {
            let Some((ea, ra)) = reliable(model, a) else {
                continue;
            };
            if p.en.binary_search(&ea).is_err() || model.renderings(ea).iter().any(|r| has(r.token))
            {
                continue;
            }
            for b in group.iter().filter(|b| *b != a) {
                let Some((eb, rb)) = reliable(model, b) else {
                    continue;
                };
                if p.en.binary_search(&eb).is_ok() || !has(rb) {
                    continue;
                }
                // Nothing else in the English explains the other rendering: it is no part
                // of a rendering of a word of the English rule.
                let word = model.target_word(rb);
                let explained = p.en.iter().any(|&e| {
                    model
                        .renderings(e)
                        .iter()
                        .any(|r| model.target_word(r.token).contains(word))
                });
                if !explained && !out.iter().any(|x: &(u32, u32, u32, u32)| x.0 == ea) {
                    out.push((ea, ra, eb, rb));
                }
            }
        }
    }
    out
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some((cp, model)) = job.meaning() else {
        return;
    };
    for (k, p) in cp.align.pairs.iter().enumerate() {
        for (ea, ra, eb, rb) in swaps(model, k) {
            let term = model.english_word(ea).to_owned();
            let at = sentence_of(cp, model, k, ea).unwrap_or(Span { start: 0, end: 0 });
            let f = out.in_rule(
                p.left,
                at,
                vec![
                    ("term", term),
                    ("rendering", cp.written(ra, ea)),
                    ("here", cp.written(rb, eb)),
                    ("other", model.english_word(eb).to_owned()),
                ],
            );
            f.related.push(related(cp, p.right, None));
        }
    }
}
