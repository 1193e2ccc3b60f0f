use crate::document::{Document, Reference, Rule};
use crate::lint::{Job, Sink};
use crate::rule_id::RuleId;
use regex::Regex;
use std::collections::HashMap;
use std::sync::LazyLock;

crate::declare_check! {
    /// ## What it does
    /// Reports a reference of the **English** whose quoted title names another rule than its
    /// number: en 2024 502.2 says “See rule 727, “Day and Night.”” where Day and Night is rule
    /// 728 (727 was Day and Night before a rule was inserted before it). The title is read
    /// against the English release's own headings: the reference is an erratum when the
    /// heading of its number has another title and exactly one heading has the quoted one.
    /// On the English itself (`cr lint en@…`) the finding is on the English; on a translation,
    /// on the translated rule, for the translator's information — and a translation that
    /// cites the rule the title names is not blamed for differing from the English
    /// (`xref-mismatch` reads this).
    ///
    /// ## Why is this bad?
    /// The reader of the English follows the number and lands on the wrong rule; the
    /// translator who follows the English carries the mistake over, and the one who fixed it
    /// would be told the translation is wrong.
    ///
    /// ## Example
    /// ```text
    /// info[CR209]: the English cites rule 727 as “Day and Night”, which is rule 728 in en@2024-06-07
    /// ```
    ///
    /// ## Precision
    /// Information, about the English. Every title is compared with the release's own
    /// headings, so a finding is a number and a title that disagree in the English text
    /// itself (zh 2023 and 2024: 502.2, 702.145b and 724.6 / 801.17 cite 727 and 724 for
    /// Day and Night and Subgames, 728 and 726 in those releases).
    pub static CHECK = {
        code: "CR209",
        name: "english-erratum",
        severity: Info,
        run: run,
    };
}

/// The quoted title right after a reference: `, “Day and Night.”`, `, "Subgames."`.
static TITLE: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r#"^,?\s*[“"]([^”"]{2,80}?)[.,]?[”"]"#).expect("valid"));

fn norm(t: &str) -> String {
    t.trim()
        .trim_end_matches(['.', ','])
        .to_lowercase()
        .replace('’', "'")
}

/// The English document's rule headings by normalised title.
pub(crate) struct Titles {
    by_title: HashMap<String, Vec<RuleId>>,
    by_id: HashMap<RuleId, String>,
}

impl Titles {
    pub(crate) fn of(doc: &Document) -> Titles {
        let mut by_title: HashMap<String, Vec<RuleId>> = HashMap::new();
        let mut by_id = HashMap::new();
        for h in &doc.headings {
            if let Some(id) = h.id {
                let t = norm(&h.title);
                by_title.entry(t.clone()).or_default().push(id);
                by_id.insert(id, t);
            }
        }
        Titles { by_title, by_id }
    }

    /// The rule a reference of an English rule should cite, when its quoted title names
    /// another rule than its number: (the title as written, the rule it names).
    pub(crate) fn erratum(&self, rule: &Rule, r: &Reference) -> Option<(String, RuleId)> {
        if r.end.is_some() {
            return None;
        }
        let after = rule.text().get(r.at.end..)?;
        let c = TITLE.captures(after)?;
        let title = c.get(1)?.as_str();
        let t = norm(title);
        if self.by_id.get(&r.target) == Some(&t) {
            return None;
        }
        match self.by_title.get(&t).map(Vec::as_slice) {
            Some(&[other]) if other != r.target => Some((title.trim().to_owned(), other)),
            _ => None,
        }
    }
}

fn run(job: &Job<'_>, out: &mut Sink<'_>) {
    if job.is_english() {
        let titles = Titles::of(job.doc);
        for (i, r) in job.doc.rules.iter().enumerate() {
            for x in &r.refs {
                if let Some((title, right)) = titles.erratum(r, x) {
                    out.in_rule(i, x.at, args(x, &title, right, job.doc));
                }
            }
        }
        return;
    }
    let Some(cp) = job.english() else {
        return;
    };
    let titles = Titles::of(cp.doc);
    for p in &cp.align.pairs {
        let (mine, en) = (&job.doc.rules[p.left], &cp.doc.rules[p.right]);
        for x in &en.refs {
            let Some((title, right)) = titles.erratum(en, x) else {
                continue;
            };
            // At the translation's reference to either number, else at the rule's start.
            let at = mine
                .refs
                .iter()
                .find(|m| m.target == x.target || m.target == right)
                .map_or(crate::document::Span { start: 0, end: 0 }, |m| m.at);
            let f = out.in_rule(p.left, at, args(x, &title, right, cp.doc));
            f.related.push(super::related(cp, p.right, Some(x.at)));
        }
    }
}

fn args(
    x: &Reference,
    title: &str,
    right: RuleId,
    english: &Document,
) -> Vec<(&'static str, String)> {
    vec![
        ("cited", x.target.to_string()),
        ("title", title.to_owned()),
        ("right", right.to_string()),
        ("version", english.label()),
    ]
}
