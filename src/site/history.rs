//! Rule history pages: each rule of the base document across the English releases, as `cr
//! history` shows it (the lineage of [`crate::history::lineage`], not derived again here): the
//! release where it appeared, the numbers it had and when, every change of its text as a word
//! diff, runs of releases without change folded, and the release that removed it. One page per
//! chapter (`history-c601.html#r601.2f`): the site grows by lineage, not by a copy of every
//! release.

use super::html::{self, Chrome, Page, esc};
use super::plan::Plan;
use crate::fl;
use crate::history::lineage::{Change, Entry, Lineage};
use crate::i18n::I18n;
use maud::{Render as _, html};
use rayon::prelude::*;

/// The history page of a chapter.
pub fn page_of(chapter: u16) -> String {
    format!("history-c{chapter}.html")
}

/// The chapters of the base document with a history page: those with a rule in the release.
pub fn chapters(plan: &Plan<'_>) -> Vec<u16> {
    let Some(rel) = &plan.release else {
        return Vec::new();
    };
    let base = &plan.docs[plan.base];
    let mut v: Vec<u16> = rel
        .rules
        .iter()
        .zip(&base.rules)
        .filter(|(k, _)| k.is_some())
        .map(|(_, r)| r.id.chapter)
        .collect();
    v.dedup();
    v.sort_unstable();
    v.dedup();
    v
}

/// The lineage of every base rule that has a counterpart in the English release the base
/// follows (the plan's [`Plan::release`]), computed on every core.
pub fn lineages(plan: &Plan<'_>) -> Vec<Option<Lineage>> {
    let Some(rel) = &plan.release else {
        return Vec::new();
    };
    let wanted: Vec<usize> = rel.rules.iter().flatten().copied().collect();
    let mut found = plan.db.lineages(rel.index, &wanted).into_iter();
    rel.rules
        .iter()
        .map(|k| k.and_then(|_| found.next()))
        .collect()
}

/// Runs of entries: each entry that is not "unchanged" opens a run, the unchanged releases
/// after it are folded into it. `(first, last)`, inclusive.
fn runs(entries: &[Entry]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut k = 0;
    while k < entries.len() {
        let mut last = k;
        while last + 1 < entries.len() && entries[last + 1].change == Change::Unchanged {
            last += 1;
        }
        out.push((k, last));
        k = last + 1;
    }
    out
}

/// The message id part of a change (`history-change-…`, shared with `cr history`).
fn kind(c: Change) -> &'static str {
    match c {
        Change::Added => "added",
        Change::Unchanged => "unchanged",
        Change::Renumbered => "renumbered",
        Change::Changed => "changed",
        Change::RenumberedChanged => "renumbered-changed",
    }
}

/// One rule's lineage: its number today in the heading, then the releases newest first (what a
/// judge asks first is the text in force; where it came from follows), the removal on top.
fn block(plan: &Plan<'_>, b: usize, lin: &Lineage, i: &I18n, out: &mut String) {
    let base = &plan.docs[plan.base];
    let a = &plan.rule_anchor[plan.base][b];
    html! {
        section.lineage id=(a) {
            h2 { a.num href=(plan.rule_href(plan.base, b)) { (base.rules[b].id.to_string()) } }
            ol lang="en" reversed {
                @if let Some(v) = lin.removed.as_deref() {
                    li.removed { (fl!(i, "history-removed", version = v)) }
                }
                @for (first, last) in runs(&lin.entries).into_iter().rev() {
                    @let e = &lin.entries[first];
                    li class=(kind(e.change)) {
                        time datetime=(&*e.version) { (&*e.version) } " "
                        span.num { (e.number.to_string()) } " "
                        (i.t(&format!("history-change-{}", kind(e.change))))
                        @if last > first {
                            (fl!(i, "history-until",
                                version = &*lin.entries[last].version,
                                count = last - first + 1))
                        }
                        // The same word diff as `cr history`'s, with struck and added words.
                        @if e.change.text_changed() && first > 0 {
                            p.changed {
                                @match &e.words {
                                    Some(w) => (html::word_diff(w)),
                                    None => (html::word_diff(&crate::align::diff::words(
                                        &lin.entries[first - 1].text,
                                        &e.text,
                                    ))),
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    .render_to(out);
}

/// One page per chapter of the base document whose rules have a lineage.
pub fn pages(
    plan: &Plan<'_>,
    lineages: &[Option<Lineage>],
    c: &Chrome,
    lang: &'static str,
) -> Vec<(String, String)> {
    let base = &plan.docs[plan.base];
    chapters(plan)
        .par_iter()
        .map(|&ch| {
            let i = I18n::new(lang);
            let title = i.tr(
                "docs-history-chapter-title",
                &[
                    ("n", ch.to_string()),
                    ("title", super::side::chapter_title(plan, ch)),
                ],
            );
            let mut body = format!(
                "<h1>{}</h1><p class=\"lead\">{}</p>",
                esc(&title),
                esc(&i.tr(
                    "docs-history-lead",
                    &[
                        ("doc", base.label()),
                        ("first", plan.db.history()[0].effective.to_string()),
                    ]
                ))
            );
            for (b, l) in lineages.iter().enumerate() {
                if let Some(l) = l
                    && base.rules[b].id.chapter == ch
                {
                    block(plan, b, l, &i, &mut body);
                }
            }
            (
                page_of(ch),
                html::page(
                    c,
                    &Page {
                        title: &title,
                        body: &body,
                        class: "history",
                    },
                ),
            )
        })
        .collect()
}
