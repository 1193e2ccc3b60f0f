use super::related;
use crate::lint::text::{multiset_diff, numbers};
use crate::lint::{Job, Severity, Sink};
use crate::vocab;

crate::declare_check! {
    /// ## What it does
    /// Compares the numbers of a rule (quantities, not rule references or symbols) with its
    /// aligned counterpart's, and reports a number that stands where the counterpart has a
    /// different one. Numbers written as words count where the language's number words are
    /// known (two to ten, in English, French, Italian, Spanish, Portuguese and German; not
    /// "one", "un", "uno", which are also articles): "deux" stands for 2, and "trois" where
    /// the English says "two" is a mismatch. A number the counterpart does not write at all is
    /// not reported (it may be said otherwise: "both", "a pair"), and words count only when
    /// the number words of both languages are known (not against Chinese or Korean, whose
    /// "两", "두" are not read).
    ///
    /// ## Why is this bad?
    /// "Pay 3 life" where the English says 2 changes the game.
    ///
    /// ## Example
    /// ```text
    /// warning[CR204]: 3 here, 2 in en@2023-10-13 601.2b
    /// ```
    ///
    /// A mismatch where either side writes the number as a word is info: the wording may count
    /// otherwise ("three or more" said as "more than two").
    ///
    /// ## Precision
    /// Not measured: no finding on the labelled sets (zh 2023, ko 2017, the seeds).
    pub static CHECK = {
        code: "CR204",
        name: "number-mismatch",
        severity: Warning,
        run: run,
    };
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    let d = job.doc;
    for cp in &job.counterparts {
        // Numbers written as words count only when both languages' are known: English "two"
        // against a Chinese "两" that is not read would stand beside any other number.
        let known = [&d.lang, &cp.doc.lang].map(|l| vocab::language(l).number_words);
        let words = if known.iter().all(|w| !w.is_empty()) {
            known
        } else {
            [&[][..]; 2]
        };
        for p in &cp.align.pairs {
            let (l, r) = (&d.rules[p.left], &cp.doc.rules[p.right]);
            let a = numbers(l, words[0]);
            let b = numbers(r, words[1]);
            let av: Vec<&str> = a.iter().map(|q| q.value.as_str()).collect();
            let bv: Vec<&str> = b.iter().map(|q| q.value.as_str()).collect();
            let (mut only_a, mut only_b) = multiset_diff(&av, &bv);
            // Numbers written with digits pair with each other first, in text order.
            only_a.sort_by_key(|&x| (a[x].spelled, x));
            only_b.sort_by_key(|&y| (b[y].spelled, y));
            for (&x, &y) in only_a.iter().zip(only_b.iter()) {
                let (here, there) = (&a[x], &b[y]);
                let f = out.in_rule(
                    p.left,
                    here.at,
                    vec![
                        ("here", here.text.to_owned()),
                        ("there", there.text.to_owned()),
                        ("counterpart", cp.doc.label()),
                        ("other", r.id.to_string()),
                    ],
                );
                if here.spelled || there.spelled {
                    f.severity = Severity::Info;
                }
                f.suggestion = Some(there.text.to_owned());
                f.related.push(related(cp, p.right, Some(there.at)));
            }
        }
    }
}
