use crate::document::Span;
use crate::lint::meaning::{Model, english_tokens};
use crate::lint::{Job, Related, Sink};
use rustc_hash::FxHashSet as HashSet;

crate::declare_check! {
    /// ## What it does
    /// Reports a translated rule that follows an older English wording of the rule: the
    /// English changed in the releases before the one the translation follows (the English
    /// history has every release; the texts 4, 12 and 32 releases back are compared), and the
    /// translation did not. For each such rule, the words only the older English has and the
    /// words only the newer has are looked up in the model of the translation learned from
    /// itself (see `dropped-content`): a word of the older English whose usual rendering is in
    /// the translated rule (and is the rendering of no word of the newer English), and a word
    /// of the newer English whose renderings are all absent, say that the translation follows
    /// the older text; the reverse says it follows the newer one. The English diff (older →
    /// newer) is read hunk by hunk: a hunk whose removed words' renderings are in the
    /// translation, and in which nothing says the translation followed the newer text, was
    /// not followed. A rule with such a hunk is reported, with the English diff as evidence.
    /// Words that say how rather than what ("not", "unless", "must", "may", "only") are no
    /// evidence, nor, in Chinese, Japanese and Korean, a single character; a word too rare
    /// for the model (a keyword's name, in 2 to 9 rules) is rendered by what every rule
    /// holding it has and few others do (购回 for "buyback"). Only whole translations are
    /// checked.
    ///
    /// ## Why is this bad?
    /// A translation updated release after release can miss a rule whose English changed:
    /// the rule then says what the rules used to say ("such as a buyback or kicker cost" long
    /// after buyback left the rule), and a reader applies a rule that no longer exists.
    ///
    /// ## Example
    /// ```text
    /// info[CR310]: the translation follows the English of 2017-08-25: it renders “buyback”, since removed from the English
    /// ```
    ///
    /// ## Precision
    /// Information: 30% true (10 of 33 read against both texts and the older English). zh
    /// 2023, 4 of 8: 601.2c still names buyback, 613.2a "base characteristics", 702.124a
    /// "two legendary creature cards", 712.8d "transforming"; zh 2022, 2 of 7 (601.2c,
    /// 613.2a); ko 2017, 4 of 18: 704.5m "the one that entered the battlefield most
    /// recently" (the world rule), 706.1 "put a token onto the battlefield", 608.2b, 715.2.
    /// The false ones are rules updated with the old words kept where they still fit
    /// ("copiable" 可复制 holds "copy"; 十五 "fifteen" holds 五 "five").
    pub static CHECK = {
        code: "CR310",
        name: "staleness",
        severity: Info,
        run: run,
        reads_model: true,
    };
}

/// How many releases back the older English is read: each is one release more to read a run.
pub const LOOK_BACK: &[usize] = &[4, 12, 32];

/// A word must be rendered this reliably (in at least [`MIN_USES`] rules) to be evidence.
const RELIABLE: f32 = 0.7;
const MIN_USES: u32 = 10;
/// Words of the older English rendered and of the newer missing, over the hunks not followed.
const MIN_EVIDENCE: usize = 1;

/// What an older English text says of a translated rule, hunk by hunk of the English diff
/// (older → newer): the words removed since whose renderings the translation holds, and the
/// words added since whose renderings it lacks, over the hunks the translation did not
/// follow (a hunk it followed in part, or at all, says nothing).
#[derive(Debug, Default)]
struct Evidence {
    old_rendered: Vec<String>,
    new_missing: Vec<String>,
}

/// Words that say how, not what: a translation renders them freely ("unless" as "only if",
/// "must" for "if able"), so that their rendering says nothing of the English followed.
const HOW: &[&str] = &[
    "not", "can't", "unless", "must", "whether", "may", "only", "another", "either", "neither",
];

fn reliable(model: &Model, e: u32) -> bool {
    !HOW.contains(&model.english_word(e))
        && model.en_df[e as usize] >= MIN_USES
        && model.reliability(e).is_some_and(|(_, rel)| rel >= RELIABLE)
}

/// The renderings of an English word: the model's when it renders the word reliably; for a
/// rarer word (in 2 to [`MIN_USES`] rules), the tokens found in every rule pair holding it and
/// in few others (a keyword's name: 购回 for "buyback"), at most three; None when unknown.
fn renderings(model: &Model, e: u32, memo: &mut Memo) -> Option<Vec<u32>> {
    if let Some(v) = memo.get(&e) {
        return v.clone();
    }
    let v = renderings_of(model, e);
    memo.insert(e, v.clone());
    v
}

/// The renderings found for each English word (a rare word's are looked for once a run).
type Memo = rustc_hash::FxHashMap<u32, Option<Vec<u32>>>;

fn renderings_of(model: &Model, e: u32) -> Option<Vec<u32>> {
    if reliable(model, e) {
        return Some(model.renderings(e).iter().map(|r| r.token).collect());
    }
    let df = model.en_df[e as usize];
    if !(2..MIN_USES).contains(&df) || HOW.contains(&model.english_word(e)) {
        return None;
    }
    let mut common: Option<Vec<u32>> = None;
    for p in model
        .pairs
        .iter()
        .filter(|p| p.en.binary_search(&e).is_ok())
    {
        common = Some(match common {
            None => p.tg.clone(),
            Some(c) => c
                .into_iter()
                .filter(|t| p.tg.binary_search(t).is_ok())
                .collect(),
        });
    }
    let mut v: Vec<u32> = common?
        .into_iter()
        .filter(|&t| model.tg_df[t as usize] <= 2 * df && model.target_word(t).chars().count() >= 2)
        .collect();
    v.sort_by_key(|&t| (model.tg_df[t as usize], t));
    v.truncate(3);
    (!v.is_empty()).then_some(v)
}

/// The English word ids of a text.
fn ids(model: &Model, t: &str) -> HashSet<u32> {
    english_tokens(t)
        .into_iter()
        .filter_map(|w| model.english_id(&w.2))
        .collect()
}

/// The tokens the words of a text render, as written (a token holding one of them, or held
/// by one, is explained by that text: 购回 is no evidence when the other text renders 回).
fn words_of<'m>(model: &'m Model, set: &HashSet<u32>) -> Vec<&'m str> {
    set.iter()
        .flat_map(|&e| model.renderings(e))
        .map(|r| model.target_word(r.token))
        .collect()
}

/// The newer English of a rule, read once for all its older texts: its word ids and the
/// tokens they render.
struct Newer<'a, 'm> {
    text: &'a str,
    ids: HashSet<u32>,
    words: Vec<&'m str>,
}

/// Weighs an older English text against the newer one for translated tokens `tg` (sorted).
fn weigh(model: &Model, tg: &[u32], old: &str, newer: &Newer<'_, '_>, memo: &mut Memo) -> Evidence {
    if old == newer.text {
        return Evidence::default();
    }
    let ids = |t: &str| ids(model, t);
    let (new, n, new_words) = (newer.text, &newer.ids, &newer.words);
    let o = ids(old);
    // A single character (Chinese, Japanese, Korean) is too common to be evidence: 张 is the
    // measure word of cards and permanents alike.
    let cjk = model.script() == crate::vocab::Script::Cjk;
    let has =
        |t: u32| tg.binary_search(&t).is_ok() && !(cjk && model.target_word(t).chars().count() < 2);
    let explained = |t: u32, by: &[&str]| {
        let w = model.target_word(t);
        by.iter().any(|x| x.contains(w) || w.contains(x))
    };
    let mut ev = Evidence::default();
    // A hunk says something only with a word of the older text gone from the newer whose
    // rendering the translation holds (below): with no such word in the whole older text,
    // no hunk does, and the diff is not read.
    let gone_rendered = o.difference(n).any(|&e| {
        renderings(model, e, memo)
            .is_some_and(|rs| rs.iter().any(|&t| has(t) && !explained(t, new_words)))
    });
    if !gone_rendered {
        return ev;
    }
    let old_words = words_of(model, &o);
    let ops = crate::align::diff::words(old, new);
    let mut k = 0;
    while k < ops.len() {
        if ops[k].op == "equal" {
            k += 1;
            continue;
        }
        // One hunk: a deletion, an insertion, or both.
        let (mut del, mut ins) = (String::new(), String::new());
        while k < ops.len() && ops[k].op != "equal" {
            if ops[k].op == "delete" {
                del.push_str(&ops[k].text);
            } else {
                ins.push_str(&ops[k].text);
            }
            k += 1;
        }
        let (mut rendered, mut missing, mut against) = (Vec::new(), Vec::new(), 0);
        let mut gone: Vec<u32> = ids(&del).difference(n).copied().collect();
        let mut came: Vec<u32> = ids(&ins).difference(&o).copied().collect();
        gone.sort_unstable();
        came.sort_unstable();
        for e in gone {
            let Some(rs) = renderings(model, e, memo) else {
                continue;
            };
            if rs.iter().any(|&t| has(t) && !explained(t, new_words)) {
                rendered.push(model.english_word(e).to_owned());
            } else if !rs.iter().any(|&t| has(t)) {
                against += 1;
            }
        }
        for e in came {
            let Some(rs) = renderings(model, e, memo) else {
                continue;
            };
            if !rs.iter().any(|&t| has(t)) {
                missing.push(model.english_word(e).to_owned());
            } else if rs.iter().any(|&t| has(t) && !explained(t, &old_words)) {
                against += 1;
            }
        }
        if !rendered.is_empty() && against == 0 {
            ev.old_rendered.extend(rendered);
            ev.new_missing.extend(missing);
        }
    }
    ev
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let (Some(cp), Some(older)) = (job.english(), job.older) else {
        return;
    };
    // The older texts are of the release followed: only against that release.
    if cp.doc.version != older.version || cp.bridge_label.is_some() {
        return;
    }
    let model = cp.meaning();
    if model.is_empty() {
        return;
    }
    let mut memo = Memo::default();
    for (k, p) in cp.align.pairs.iter().enumerate() {
        let Some(texts) = older.texts.get(&p.right) else {
            continue;
        };
        let new = cp.doc.rules[p.right].text();
        let tg = &model.pairs[k].tg;
        let ids = ids(model, new);
        let newer = Newer {
            text: new,
            words: words_of(model, &ids),
            ids,
        };
        // The older text that explains the translation best, newest first on a tie.
        // A text the rule still had in a newer of these releases weighs the same: the newer
        // one is kept.
        let best = texts
            .iter()
            .enumerate()
            .filter(|(i, (_, t))| !texts[..*i].iter().any(|(_, u)| u == t))
            .map(|(_, x)| x)
            .rev()
            .map(|(v, old)| (v, old, weigh(model, tg, old, &newer, &mut memo)))
            .filter(|(_, _, ev)| ev.old_rendered.len() + ev.new_missing.len() >= MIN_EVIDENCE)
            .max_by_key(|(_, _, ev)| ev.old_rendered.len() + ev.new_missing.len());
        let Some((version, old, ev)) = best else {
            continue;
        };
        let quote = |v: &[String]| {
            v.iter()
                .map(|w| format!("“{w}”"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let diff = crate::align::diff::inline(&crate::align::diff::words(old, new));
        // On the whole translated rule.
        let whole = Span {
            start: 0,
            end: job.doc.rules[p.left].text().len(),
        };
        let f = out.in_rule(
            p.left,
            whole,
            vec![
                ("version", version.clone()),
                ("old", quote(&ev.old_rendered)),
                ("new", quote(&ev.new_missing)),
                ("newcount", ev.new_missing.len().to_string()),
            ],
        );
        f.related
            .push(Related::rule_of(cp.doc, p.right, Some(diff)));
    }
}
