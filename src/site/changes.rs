//! What changed in English since the release a translation follows: one page per translation
//! of the site that follows an older release than the newest (`changes-zh-2023-10-13.html`),
//! listing its rules whose English counterpart changed, was renumbered or was removed, each
//! with the word diff of the English — the translator's to-do list of `cr fingerprint`
//! ([`crate::model::todo`]), not computed again here.

use super::html::{self, Chrome, Page, esc};
use super::plan::Plan;
use crate::history::todo::Todo;
use crate::i18n::I18n;
use maud::{Render as _, html};

/// For each document of the site: its to-do list against the newest English release, when it
/// is a translation that follows an older one.
pub fn lists(plan: &Plan<'_>) -> Vec<Option<(usize, Vec<Todo>)>> {
    let newest = crate::history::newest().index;
    plan.docs
        .iter()
        .map(|doc| {
            if crate::lang::is_english(&doc.lang) || doc.rules.is_empty() {
                return None;
            }
            let release = plan.db.follows(doc).release;
            (release < newest).then(|| (release, crate::model::todo(plan.db, doc, newest)))
        })
        .collect()
}

/// The page of document `d`'s changes.
pub fn page_of(plan: &Plan<'_>, d: usize) -> String {
    format!("changes-{}.html", plan.slugs[d])
}

/// The pages, one per translation with a list.
pub fn pages(
    plan: &Plan<'_>,
    lists: &[Option<(usize, Vec<Todo>)>],
    c: &Chrome,
    i: &I18n,
) -> Vec<(String, String)> {
    let newest = crate::history::newest();
    // The newest English of the site, where the rules of today are linked.
    let english = (0..plan.docs.len()).find(|&e| {
        crate::lang::is_english(&plan.docs[e].lang) && plan.docs[e].version == newest.effective
    });
    lists
        .iter()
        .enumerate()
        .filter_map(|(d, l)| Some((d, l.as_ref()?)))
        .map(|(d, (release, todo))| {
            let doc = &plan.docs[d];
            let followed = &crate::history::RELEASES[*release].effective;
            let title = i.tr(
                "docs-changes-title",
                &[
                    ("doc", doc.label()),
                    ("followed", followed.clone()),
                    ("newest", newest.effective.clone()),
                ],
            );
            let link = |doc: usize, id: &str| -> Option<String> {
                let (p, a) = plan.target(doc, &id.parse().ok()?)?;
                Some(format!("{p}#{a}"))
            };
            let mut body = String::new();
            html! {
                h1 { (title) }
                p.lead { (i.tr("docs-changes-lead", &[("count", todo.len().to_string())])) }
                ol.changes {
                    @for t in todo {
                        li class=(t.change) {
                            @match link(d, &t.rule) {
                                Some(h) => a.num href=(h) { (t.rule) },
                                None => span.num { (t.rule) },
                            }
                            " "
                            (i.t(&format!("docs-changes-{}", t.change)))
                            @if let Some(now) = &t.now {
                                " → "
                                @match english.and_then(|e| link(e, now)) {
                                    Some(h) => a.num lang="en" href=(h) { "en " (now) },
                                    None => span.num lang="en" { "en " (now) },
                                }
                            }
                            @if !t.diff.is_empty() {
                                p.changed lang="en" { (html::word_diff(&t.diff)) }
                            }
                        }
                    }
                }
            }
            .render_to(&mut body);
            (
                page_of(plan, d),
                html::page(
                    c,
                    &Page {
                        title: &title,
                        body: &body,
                        class: "changes",
                    },
                ),
            )
        })
        .collect()
}

/// The index's list of those pages: `zh 2023-10-13 follows en@2023-10-13: 215 rules changed
/// in English since`.
pub fn index_list(plan: &Plan<'_>, lists: &[Option<(usize, Vec<Todo>)>], i: &I18n) -> String {
    let items: Vec<String> = lists
        .iter()
        .enumerate()
        .filter_map(|(d, l)| Some((d, l.as_ref()?)))
        .map(|(d, (release, todo))| {
            format!(
                "<li><a href=\"{}\">{}</a></li>",
                page_of(plan, d),
                esc(&i.tr(
                    "docs-index-changes-item",
                    &[
                        ("doc", plan.docs[d].label()),
                        (
                            "followed",
                            crate::history::RELEASES[*release].effective.clone()
                        ),
                        ("count", todo.len().to_string()),
                    ],
                ))
            )
        })
        .collect();
    if items.is_empty() {
        return String::new();
    }
    format!(
        "<h2 id=\"changes\">{}</h2><ul class=\"changes\">{}</ul>",
        esc(&i.t("docs-index-changes")),
        items.concat()
    )
}
