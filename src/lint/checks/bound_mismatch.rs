use super::{number_span, related};
use crate::lint::{Job, Sink};
use crate::vocab::{Language, language};
use aho_corasick::{AhoCorasick, AhoCorasickBuilder, MatchKind};

crate::declare_check! {
    /// ## What it does
    /// Compares how a rule bounds its numbers with its English counterpart. Where the
    /// English bounds only from below ("at least", "more than") and the translation only
    /// from above ("at most", "less than"), or the other way round, the bound was reversed.
    /// Where both bound once in the same direction but one of them includes the bound ("two
    /// or more", "at most N") and the other excludes it ("more than two", "less than N"),
    /// the bound's strictness changed, unless the numbers say the same over whole numbers
    /// ("greater than zero" as "1 이상", one or more). The phrases of each language and the
    /// numbers a bound may hold are its row of the language table (`vocab.rs`); languages
    /// without them are not checked, and Chinese 以上/以下 alone, read both ways, bound
    /// nothing.
    ///
    /// ## Why is this bad?
    /// "No more than two" translated as "two or more" keeps the number and turns the rule
    /// upside down; "more than one player" as "one or more players" (한 명 이상), or
    /// "greater than or equal to its toughness" as "greater than" (大于), moves the line by
    /// one: no check of digits can see either.
    ///
    /// ## Example
    /// ```text
    /// warning[CR208]: en@2017-07-08 100.1b says “more than two”, the bound excluded; this rule says “두 명 이상”, the bound included
    /// ```
    ///
    /// ## Precision
    /// 100% true (27 of 27). Reversed: ko 2017 509.5e says “특정 숫자 이하” (a certain
    /// number or fewer) where the English says “at least a certain number”. Strictness: zh
    /// 2023 120.6 大于 (greater than) for “greater than or equal to”; ko 2017 25, 17 of them
    /// “more than one” as “one or more” (한 명 이상); nothing on the seeds. See
    /// docs/lint-meaning.md.
    pub static CHECK = {
        code: "CR208",
        name: "bound-mismatch",
        severity: Warning,
        run: run,
    };
}

/// A number a bound holds: a whole number, or a letter standing for one (N, X).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Num {
    Int(u32),
    Var(char),
}

/// One bound a text states: from below or above, strict or not, the phrase with its number
/// as written, and the number.
#[derive(Debug)]
struct Bound {
    from_below: bool,
    strict: bool,
    words: String,
    number: Option<Num>,
}

/// The phrases of a language that bound a number, found in one pass over a text: the
/// leftmost and longest first, so that "no more than" is not also "more than", 大于或等于 not
/// 大于, and "더 이상" (any longer) no bound at all.
struct Phrases {
    finder: AhoCorasick,
    /// Per pattern: (from below, strict), or None for a phrase that is no bound.
    kinds: Vec<Option<(bool, bool)>>,
}

impl Phrases {
    /// None for a language without bound phrases.
    fn of(lang: &Language) -> Option<Phrases> {
        if lang.at_most.is_empty() {
            return None;
        }
        let classes = [
            (lang.not_bounds, None),
            (lang.at_most, Some((false, false))),
            (lang.at_least, Some((true, false))),
            (lang.more_than, Some((true, true))),
            (lang.less_than, Some((false, true))),
        ];
        let mut patterns: Vec<&str> = Vec::new();
        let mut kinds = Vec::new();
        for (phrases, kind) in classes {
            for p in phrases {
                patterns.push(p);
                kinds.push(kind);
            }
        }
        let finder = AhoCorasickBuilder::new()
            .match_kind(MatchKind::LeftmostLongest)
            .build(&patterns)
            .ok()?;
        Some(Phrases { finder, kinds })
    }
}

/// The bounds a text states, in a language, with the number each holds.
fn bounds(lang: &Language, phrases: &Phrases, text: &str) -> Vec<Bound> {
    let t = text.to_lowercase();
    let mut out = Vec::new();
    for m in phrases.finder.find_iter(&t) {
        let Some((from_below, strict)) = phrases.kinds[m.pattern().as_usize()] else {
            continue;
        };
        let (a, b) = (m.start(), m.end());
        let (number, span) = number_near(lang, &t, a, b);
        let (s, e) = span.map_or((a, b), |(x, y)| (x.min(a), y.max(b)));
        out.push(Bound {
            from_below,
            strict,
            words: t[s..e]
                .trim()
                .trim_end_matches(['.', ',', ';', ':', '。', '，'])
                .to_owned(),
            number,
        });
    }
    out
}

/// How many characters on each side of a bound are read for its number.
const REACH: usize = 40;

/// The number nearest the bound phrase at `a..b` of a lowercased text, and where it stands:
/// within three words on either side where the language spaces its words, within four
/// characters otherwise.
fn number_near(
    lang: &Language,
    t: &str,
    a: usize,
    b: usize,
) -> (Option<Num>, Option<(usize, usize)>) {
    let value = |w: &str| -> Option<Num> {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric());
        if let Some(d) = w.find(|c: char| c.is_ascii_digit()) {
            let digits: String = w[d..].chars().take_while(char::is_ascii_digit).collect();
            return digits.parse().ok().map(Num::Int);
        }
        if w == "n" || w == "x" {
            return w.chars().next().map(Num::Var);
        }
        let words = lang.number_words.iter().chain(lang.bound_numbers);
        for &(n, v) in words {
            if let Some(rest) = w.strip_prefix(n)
                && (rest.is_empty() || lang.counters.contains(&rest))
            {
                return Some(Num::Int(v));
            }
        }
        None
    };
    let mut best: Option<(usize, Num, usize, usize)> = None;
    let mut consider = |dist: usize, s: usize, e: usize| {
        if let Some(n) = value(&t[s..e])
            && best.is_none_or(|x| dist < x.0)
        {
            best = Some((dist, n, s, e));
        }
    };
    if lang.spaces_words() {
        let words = |from: usize, to: usize| -> Vec<(usize, usize)> {
            let mut v = Vec::new();
            let mut start = None;
            for (i, c) in t[from..to].char_indices() {
                match (c.is_whitespace(), start) {
                    (false, None) => start = Some(from + i),
                    (true, Some(s)) => {
                        v.push((s, from + i));
                        start = None;
                    }
                    _ => {}
                }
            }
            if let Some(s) = start {
                v.push((s, to));
            }
            v
        };
        // Three words are read on each side, within a reach of characters: the cost of a
        // bound does not grow with the text around it.
        let from = t[..a].char_indices().rev().nth(REACH).map_or(0, |(i, _)| i);
        let to = t[b..]
            .char_indices()
            .nth(REACH)
            .map_or(t.len(), |(i, _)| b + i);
        for (i, &(s, e)) in words(from, a).iter().rev().take(3).enumerate() {
            consider(i, s, e);
        }
        for (i, &(s, e)) in words(b, to).iter().take(3).enumerate() {
            consider(i, s, e);
        }
    } else {
        // Digit runs and numerals within four characters.
        let before: Vec<(usize, char)> = t[..a].char_indices().rev().take(4).collect();
        let after: Vec<(usize, char)> = t[b..]
            .char_indices()
            .take(4)
            .map(|(i, c)| (b + i, c))
            .collect();
        for (side, chars) in [before, after].iter().enumerate() {
            for (i, &(at, c)) in chars.iter().enumerate() {
                if c.is_ascii_digit() {
                    // The whole run of digits.
                    let s = t[..at].trim_end_matches(|c: char| c.is_ascii_digit()).len();
                    let e = at + t[at..].len()
                        - t[at..]
                            .trim_start_matches(|c: char| c.is_ascii_digit())
                            .len();
                    consider(i, s, e);
                } else if c.is_alphanumeric() {
                    let e = at + c.len_utf8();
                    if c.is_ascii() || lang.bound_numbers.iter().any(|(n, _)| n.chars().eq([c])) {
                        consider(i, at, e);
                    }
                } else if side == 0 && !c.is_whitespace() {
                    break;
                }
            }
        }
    }
    match best {
        Some((_, n, s, e)) => (Some(n), Some((s, e))),
        None => (None, None),
    }
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let Some(cp) = job.english() else {
        return;
    };
    let (mine, theirs) = (language(&job.doc.lang), language(&cp.doc.lang));
    let (Some(my_phrases), Some(their_phrases)) = (Phrases::of(mine), Phrases::of(theirs)) else {
        return;
    };
    for p in &cp.align.pairs {
        let (l, r) = (&job.doc.rules[p.left], &cp.doc.rules[p.right]);
        let (a, b) = (
            bounds(mine, &my_phrases, l.text()),
            bounds(theirs, &their_phrases, r.text()),
        );
        let count = |v: &[Bound], below: bool| v.iter().filter(|x| x.from_below == below).count();
        // A reversal is read on the bounds that include their number: a strict one is
        // often negated ("may not affect more than one", 不能超过一张), which turns it round.
        let inclusive = |v: &[Bound], below: bool| {
            v.iter()
                .filter(|x| x.from_below == below && !x.strict)
                .count()
        };
        let (a_below, a_above, b_below, b_above) = (
            inclusive(&a, true),
            inclusive(&a, false),
            inclusive(&b, true),
            inclusive(&b, false),
        );
        let reversed = if b_above == 0 && b_below > 0 && a_below == 0 && a_above > 0 {
            Some(("below", "above"))
        } else if b_below == 0 && b_above > 0 && a_above == 0 && a_below > 0 {
            Some(("above", "below"))
        } else {
            None
        };
        let args = if let Some((there, here)) = reversed {
            vec![
                ("change", "reversed".to_owned()),
                ("there", there.to_owned()),
                ("here", here.to_owned()),
                ("theirs", String::new()),
                ("mine", String::new()),
            ]
        } else {
            // One bound of a direction on each side, of another strictness.
            let strictness = [true, false].into_iter().find_map(|below| {
                let e = b.iter().find(|x| x.from_below == below)?;
                let m = a.iter().find(|x| x.from_below == below)?;
                let one = count(&a, below) == 1 && count(&b, below) == 1;
                // Other numbers may say the same over whole numbers ("greater than zero"
                // as "1 이상"): only the same number, or none on either side, is read.
                (one && e.strict != m.strict && e.number == m.number).then_some((e, m))
            });
            let Some((e, m)) = strictness else {
                continue;
            };
            let (there, here) = if e.strict {
                ("strict", "inclusive")
            } else {
                ("inclusive", "strict")
            };
            vec![
                ("change", "strictness".to_owned()),
                ("there", there.to_owned()),
                ("here", here.to_owned()),
                ("theirs", e.words.clone()),
                ("mine", m.words.clone()),
            ]
        };
        let mut args = args;
        args.push(("counterpart", cp.doc.label()));
        args.push(("other", r.id.to_string()));
        let f = out.at(Some(l.id), number_span(job.doc, p.left), args);
        f.related.push(related(cp, p.right, None));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (from below, strict, number) of each bound of a text.
    fn read(lang: &str, text: &str) -> Vec<(bool, bool, Option<Num>)> {
        let lang = language(lang);
        let phrases = Phrases::of(lang).expect("bound phrases");
        bounds(lang, &phrases, text)
            .into_iter()
            .map(|b| (b.from_below, b.strict, b.number))
            .collect()
    }

    #[test]
    fn bounds_are_read_with_their_strictness_and_number() {
        use Num::{Int, Var};
        // English: the inclusive phrases holding a strict one are read first.
        assert_eq!(
            read("en", "A player may reveal no more than one card."),
            [(false, false, Some(Int(1)))]
        );
        assert_eq!(
            read(
                "en",
                "if its toughness is greater than or equal to its power"
            ),
            [(true, false, None)]
        );
        assert_eq!(
            read("en", "If more than one player would draw"),
            [(true, true, Some(Int(1)))]
        );
        assert_eq!(
            read("en", "mana value N or less"),
            [(false, false, Some(Var('n')))]
        );
        // Korean: 이상 includes its number, 미만 and 초과 exclude it; native numerals with
        // or without a counter; "0 또는 그 미만" is "0 or below".
        assert_eq!(
            read("ko", "두 명 이상으로 시작하는"),
            [(true, false, Some(Int(2)))]
        );
        assert_eq!(
            read("ko", "한번 이상 구역을"),
            [(true, false, Some(Int(1)))]
        );
        assert_eq!(
            read("ko", "15장 미만이어야"),
            [(false, true, Some(Int(15)))]
        );
        assert_eq!(
            read("ko", "생명점이 0 또는 그 미만이"),
            [(false, false, Some(Int(0)))]
        );
        assert_eq!(
            read("ko", "방어력보다 크거나 같다면"),
            [(true, false, None)]
        );
        assert!(read("ko", "더 이상 생물이 아니더라도").is_empty());
        // Chinese: a bound negated is read as the other phrase (不能超过 "at most"); 以上
        // alone is no bound.
        assert_eq!(read("zh", "总伤害大于其防御力"), [(true, true, None)]);
        assert_eq!(
            read("zh", "展示的牌不能超过一张"),
            [(false, false, Some(Int(1)))]
        );
        assert_eq!(read("zh", "超过21点"), [(true, true, Some(Int(21)))]);
        assert_eq!(
            read("zh", "力量等于或大于N的生物"),
            [(true, false, Some(Var('n')))]
        );
        assert!(read("zh", "两位以上牌手").is_empty());
    }
}
