//! The translator's page: for a translation that follows an older English release than the
//! newest, the rules whose English changed since (`crate::model::todo`, what `cr stale` and
//! `cr fingerprint` list), each with its English then and now and the change as a word diff.
//! One page per such translation (`changes-zh-2023-10-13.html`), linked from its pages.

use super::html::{self, Chrome, Page, esc};
use super::plan::Plan;
use crate::i18n::I18n;
use crate::rule_id::RuleId;
use maud::{PreEscaped, html};

/// The changes page of a document, if it has one (a translation whose English release is
/// not the newest).
pub fn page_of(plan: &Plan<'_>, d: usize) -> Option<String> {
    let doc = &plan.docs[d];
    if crate::lang::is_english(&doc.lang) || doc.rules.is_empty() {
        return None;
    }
    (plan.db.follows(doc).release != plan.db.history().newest().index)
        .then(|| format!("changes-{}.html", plan.slugs[d]))
}

/// The site's copy of an English release, by version.
fn english_doc(plan: &Plan<'_>, version: &str) -> Option<usize> {
    (0..plan.docs.len())
        .find(|&e| crate::lang::is_english(&plan.docs[e].lang) && plan.docs[e].version == version)
}

/// A rule number, linked to the rule in document `d` when the site has both.
fn rule_link(plan: &Plan<'_>, d: Option<usize>, id: &str) -> String {
    let target = d
        .zip(id.parse::<RuleId>().ok())
        .and_then(|(d, r)| plan.target(d, &r));
    match target {
        Some((p, a)) => format!("<a href=\"{p}#{a}\">{}</a>", esc(id)),
        None => esc(id),
    }
}

/// Every changes page: (file name, HTML).
pub fn pages(plan: &Plan<'_>, c: &Chrome, i: &I18n) -> Vec<(String, String)> {
    let newest = plan.db.history().newest();
    (0..plan.docs.len())
        .filter_map(|d| {
            let file = page_of(plan, d)?;
            let doc = &plan.docs[d];
            let followed = plan.db.followed(doc);
            let todo = crate::model::todo(plan.db, doc, newest.index);
            let (then_doc, now_doc) = (
                english_doc(plan, &followed.version),
                english_doc(plan, &newest.effective),
            );
            let newest_label = format!("en@{}", newest.effective);
            let title = i.tr(
                "docs-changes-title",
                &[("doc", doc.label()), ("follows", followed.label())],
            );
            let lead = i.tr(
                "docs-changes-lead",
                &[
                    ("count", todo.len().to_string()),
                    ("doc", doc.label()),
                    ("follows", followed.label()),
                    ("newest", newest_label.clone()),
                ],
            );
            let kind = |change: &str| match change {
                "changed" => i.t("docs-changes-changed"),
                "renumbered" => i.t("docs-changes-renumbered"),
                _ => i.t("docs-changes-removed"),
            };
            let body = html! {
                p.crumbs { a href=(plan.doc_page(d)) { (doc.label()) } }
                h1 { (title) }
                p.lead { (lead) }
                ol.changes {
                    @for t in &todo {
                        li class=(t.change) {
                            (PreEscaped(rule_link(plan, Some(d), &t.rule)))
                            " " span.kind { (kind(t.change)) } " "
                            span.then { (followed.label()) " " (PreEscaped(rule_link(plan, then_doc, &t.then))) }
                            @if let Some(now) = &t.now {
                                " → " span.now { (newest_label) " " (PreEscaped(rule_link(plan, now_doc, now))) }
                            }
                            @if !t.diff.is_empty() {
                                p.changed lang="en" { (html::word_diff(&t.diff)) }
                            }
                        }
                    }
                }
            }
            .into_string();
            Some((
                file,
                html::page(
                    c,
                    &Page {
                        title: &title,
                        body: &body,
                        class: "changes",
                    },
                ),
            ))
        })
        .collect()
}
