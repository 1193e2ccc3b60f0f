//! A rule asked for by number, in every document: what `cr show` prints (and what the
//! assistants' server answers). Today's English — the newest release of the run's history —
//! says which rule the number is; every other document shows *its counterpart by content*,
//! under its own number, through the alignment of [`crate::model`]. A document whose rule of
//! that number is another rule (ko 2017's 704.5k is the legend rule; today's 704.5k is a world
//! rule) never shows it under that number. Asked of given documents (`--in`), each shows its
//! own rule of that number.

use crate::document::Document;
use crate::model::Db;
use crate::rule_id::RuleId;

/// What is asked for: a section (`6`) or a rule (`601`, `601.2`, `601.2f`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Section(u8),
    Rule(RuleId),
}

impl Target {
    /// Reads a rule number as a user types it, in every form [`crate::rule_ref`] reads
    /// (`601.2F`, `rule 601.2f`, `CR 601.2f`, `601.2 f`, `R6012f`, `601.`), or a section
    /// as one digit (`6`). None when it is neither.
    pub fn parse(raw: &str) -> Option<Target> {
        let s = raw.trim();
        let bare = s.strip_suffix('.').unwrap_or(s);
        if let [d @ b'1'..=b'9'] = bare.as_bytes() {
            return Some(Target::Section(d - b'0'));
        }
        crate::rule_ref::parse(s).map(Target::Rule)
    }

    /// Every target of a line as judges paste them: one reference (`CR 601.2f`), or several
    /// (`601.2f, 118.7c and 702.51a`). None when the line names none, or holds text that is
    /// not a reference beside them.
    pub fn parse_many(raw: &str) -> Option<Vec<Target>> {
        if let Some(t) = Target::parse(raw) {
            return Some(vec![t]);
        }
        let refs = crate::rule_ref::find_all(raw);
        if refs.len() < 2 {
            return None;
        }
        // Between the references, only separators: commas, "and", "et", "e", "&", "/".
        let mut at = 0;
        for r in &refs {
            let gap = raw[at..r.span.start]
                .trim_matches(|c: char| c.is_whitespace() || ",;/&+".contains(c));
            let gap = gap.trim();
            if !gap.is_empty()
                && !["and", "et", "e", "y", "und", "rule", "rules", "CR", "cr"].contains(&gap)
            {
                return None;
            }
            at = r.span.end;
        }
        raw[at..]
            .trim_matches(|c: char| c.is_whitespace() || ".,;".contains(c))
            .is_empty()
            .then(|| refs.iter().map(|r| Target::Rule(r.id)).collect())
    }

    pub fn label(&self) -> String {
        match self {
            Target::Section(s) => s.to_string(),
            Target::Rule(id) => id.to_string(),
        }
    }
}

/// One rule (or a heading) of one document, as shown.
#[derive(Debug, Clone)]
pub struct Shown<'a> {
    /// The index of the document in the list given.
    pub doc: usize,
    /// Its number in that document.
    pub rule: String,
    pub text: &'a str,
    pub examples: Vec<&'a str>,
    /// The rule of today's English it is the counterpart of, when its own number differs.
    pub counterpart_of: Option<RuleId>,
}

/// The rule `id` of `doc`, its subrules and its examples; a heading (`601`) with every rule
/// under it.
pub fn select<'a>(doc: &'a Document, d: usize, id: &RuleId) -> Vec<Shown<'a>> {
    let mut v = Vec::new();
    if id.sub.is_none()
        && let Some(h) = doc.heading(id)
    {
        v.push(heading(d, id.to_string(), &h.title));
    }
    for (k, r) in doc.rules.iter().enumerate() {
        if id.contains(&r.id) {
            v.push(rule(doc, d, k, None));
        }
    }
    v
}

/// A section (`6`): its title, then every rule heading of the section with its rules.
pub fn select_section(doc: &Document, d: usize, section: u8) -> Vec<Shown<'_>> {
    let mut v = Vec::new();
    if let Some(h) = doc.headings.iter().find(|h| h.section == Some(section)) {
        v.push(heading(d, section.to_string(), &h.title));
    }
    let chapters: std::collections::BTreeSet<u16> = doc
        .headings
        .iter()
        .filter_map(|h| h.id)
        .chain(doc.rules.iter().map(|r| r.id))
        .filter(|id| id.section() == section)
        .map(|id| id.chapter)
        .collect();
    for c in chapters {
        v.extend(select(doc, d, &RuleId::new(c, None, None)));
    }
    v
}

fn heading(d: usize, rule: String, title: &str) -> Shown<'_> {
    Shown {
        doc: d,
        rule,
        text: title,
        examples: Vec::new(),
        counterpart_of: None,
    }
}

fn rule(doc: &Document, d: usize, k: usize, of: Option<RuleId>) -> Shown<'_> {
    let r = &doc.rules[k];
    Shown {
        doc: d,
        rule: r.id.to_string(),
        text: r.text(),
        examples: r.examples.iter().map(|e| e.body.text.as_str()).collect(),
        counterpart_of: of.filter(|o| *o != r.id),
    }
}

/// What document `doc` (index `d` of the run's documents) has of `target` under its own
/// numbers: what `cr show --in DOC` prints.
pub fn own<'a>(doc: &'a Document, d: usize, target: &Target) -> Vec<Shown<'a>> {
    match target {
        Target::Section(s) => select_section(doc, d, *s),
        Target::Rule(id) => select(doc, d, id),
    }
}

/// What one document shows for a target asked of today's English.
#[derive(Debug, Clone)]
pub enum Answer<'a> {
    /// Its rules (its own numbers, each the counterpart of a rule of today's English).
    Shown(Vec<Shown<'a>>),
    /// Today's English has the rule and this document has no counterpart of it.
    NoCounterpart,
}

/// A target in every document of `docs`, the first of which is today's English (`docs[0]`):
/// for a rule today's English has, each document's counterparts by content, under their own
/// numbers; for a section, or a number today's English does not have, each document's own.
pub fn everywhere<'a>(db: &Db, docs: &'a [Document], target: &Target) -> Vec<Answer<'a>> {
    let own = |d: usize| own(&docs[d], d, target);
    let today = &docs[0];
    let Target::Rule(id) = target else {
        return (0..docs.len()).map(|d| Answer::Shown(own(d))).collect();
    };
    let wanted: Vec<usize> = (0..today.rules.len())
        .filter(|&k| id.contains(&today.rules[k].id))
        .collect();
    if wanted.is_empty() {
        // Not a rule of today's English (a heading alone, or a number it no longer has):
        // each document's own, which nothing today's English says contradicts.
        return (0..docs.len()).map(|d| Answer::Shown(own(d))).collect();
    }
    let first = Answer::Shown(own(0));
    // Each document's alignment with today's English on its own core (through the history
    // for a translation: its release's pairs, then the bridge).
    use rayon::prelude::*;
    let rest: Vec<Answer<'a>> = (1..docs.len())
        .into_par_iter()
        .map(|d| {
            let doc = &docs[d];
            let a = db.align(today, doc);
            let found: Vec<(usize, RuleId)> = wanted
                .iter()
                .filter_map(|&k| Some((a.of_left(k)?.right, today.rules[k].id)))
                .collect();
            if found.is_empty() {
                return Answer::NoCounterpart;
            }
            let mut v = Vec::new();
            // The heading of the chapter the counterparts are in, for a chapter asked for.
            if id.sub.is_none()
                && let Some(h) =
                    doc.heading(&RuleId::new(doc.rules[found[0].0].id.chapter, None, None))
            {
                v.push(heading(
                    d,
                    h.id.map_or_else(String::new, |x| x.to_string()),
                    &h.title,
                ));
            }
            let mut found = found;
            found.sort_by_key(|(k, _)| *k);
            v.extend(found.into_iter().map(|(k, of)| rule(doc, d, k, Some(of))));
            Answer::Shown(v)
        })
        .collect();
    std::iter::once(first).chain(rest).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_one_reference_or_a_pasted_list() {
        let r = |s: &str| s.parse::<RuleId>().unwrap();
        assert_eq!(Target::parse("CR 601.2f"), Some(Target::Rule(r("601.2f"))));
        assert_eq!(Target::parse("6"), Some(Target::Section(6)));
        assert_eq!(
            Target::parse_many("601.2f, 118.7c, 702.51a"),
            Some(vec![
                Target::Rule(r("601.2f")),
                Target::Rule(r("118.7c")),
                Target::Rule(r("702.51a"))
            ])
        );
        assert_eq!(
            Target::parse_many("rules 601.2f and 118.7c."),
            Some(vec![Target::Rule(r("601.2f")), Target::Rule(r("118.7c"))])
        );
        assert_eq!(Target::parse_many("601.2f is about costs"), None);
        assert_eq!(Target::parse_many("hello"), None);
    }
}
