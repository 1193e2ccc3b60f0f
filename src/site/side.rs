//! Side-by-side pages: the rules of the base document beside their counterparts in the other
//! languages, through the alignment (so the Italian seed's 601.2e stands beside French and
//! English 601.2f, with the renumbering shown). One page per section, and one per rule of
//! 601.2 with the engine's code, tests and executable examples for it.

use super::engine::{self, EngineRule, code_href};
use super::findings::Mark;
use super::html::{self, Chrome, Page, esc};
use super::plan::{Plan, is_casting, side_rule_page};
use super::rules::inline;
use crate::i18n::I18n;
use std::fmt::Write as _;

/// One row: the base rule `b` and its counterparts, one cell per column.
fn row(plan: &Plan<'_>, b: usize, marks: &[Vec<Vec<Mark<'_>>>], i: &I18n, out: &mut String) {
    let base = &plan.docs[plan.base];
    let bid = base.rules[b].id;
    let _ = write!(
        out,
        "<div class=\"row\" id=\"{}\">",
        plan.rule_anchor[plan.base][b]
    );
    for &c in &plan.columns {
        let doc = &plan.docs[c];
        let Some(k) = plan.from_base[c][b] else {
            let _ = write!(out, "<div class=\"cell empty\">—</div>");
            continue;
        };
        let r = &doc.rules[k];
        let _ = write!(
            out,
            "<div class=\"cell\" lang=\"{}\"><p><a class=\"num\" href=\"{}\">{}</a>",
            esc(&doc.lang),
            esc(&plan.rule_href(c, k)),
            r.id
        );
        if r.id != bid {
            let _ = write!(
                out,
                " <span class=\"renumbered\">{}</span>",
                esc(&i.tr(
                    "docs-renumbered",
                    &[
                        ("here", r.id.to_string()),
                        ("base", bid.to_string()),
                        ("doc", base.label()),
                    ]
                ))
            );
        }
        let _ = write!(out, " {}</p>", inline(plan, c, r, &marks[c][k], i));
        for e in &r.examples {
            let _ = write!(out, "<p class=\"example\">{}</p>", esc(&e.body.text));
        }
        out.push_str("</div>");
    }
    out.push_str("</div>");
}

fn header(plan: &Plan<'_>) -> String {
    let mut s = String::from("<div class=\"row head\">");
    for &c in &plan.columns {
        let d = &plan.docs[c];
        let _ = write!(
            s,
            "<div class=\"cell\"><a href=\"{}\">{}</a></div>",
            plan.doc_page(c),
            esc(&d.label())
        );
    }
    s.push_str("</div>");
    s
}

/// The sections of the base document that have rules.
pub fn sections(plan: &Plan<'_>) -> Vec<u8> {
    let mut v: Vec<u8> = plan.docs[plan.base]
        .rules
        .iter()
        .map(|r| r.id.section())
        .collect();
    v.dedup();
    v.sort_unstable();
    v.dedup();
    v
}

/// One side-by-side page per section of the base document.
pub fn section_pages(
    plan: &Plan<'_>,
    marks: &[Vec<Vec<Mark<'_>>>],
    c: &Chrome,
    i: &I18n,
) -> Vec<(String, String)> {
    let base = &plan.docs[plan.base];
    sections(plan)
        .into_iter()
        .map(|s| {
            let title = i.tr("docs-side-section-title", &[("n", s.to_string())]);
            let mut body = format!("<h1>{}</h1>", esc(&title));
            let cols = plan.columns.len();
            let _ = write!(body, "<div class=\"side\" style=\"--cols: {cols}\">");
            body.push_str(&header(plan));
            for (b, r) in base.rules.iter().enumerate() {
                if r.id.section() == s {
                    row(plan, b, marks, i, &mut body);
                }
            }
            body.push_str("</div>");
            (
                format!("side-s{s}.html"),
                html::page(
                    c,
                    &Page {
                        title: &title,
                        body: &body,
                        class: "wide",
                    },
                ),
            )
        })
        .collect()
}

/// One page per rule of 601.2 in the base document, with its engine links and examples.
pub fn casting_pages(
    plan: &Plan<'_>,
    marks: &[Vec<Vec<Mark<'_>>>],
    coverage: &[EngineRule],
    c: &Chrome,
    i: &I18n,
) -> Vec<(String, String)> {
    let base = &plan.docs[plan.base];
    let casting: Vec<usize> = (0..base.rules.len())
        .filter(|&b| is_casting(&base.rules[b].id))
        .collect();
    casting
        .iter()
        .enumerate()
        .map(|(n, &b)| {
            let id = base.rules[b].id;
            let title = i.tr("docs-side-rule-title", &[("rule", id.to_string())]);
            let mut body = format!("<h1>{}</h1>", esc(&title));
            body.push_str("<nav class=\"pager\">");
            if let Some(&p) = n.checked_sub(1).and_then(|p| casting.get(p)) {
                let pid = base.rules[p].id;
                let _ = write!(
                    body,
                    "<a rel=\"prev\" href=\"{}\">← {pid}</a> ",
                    side_rule_page(&pid)
                );
            }
            if let Some(&nx) = casting.get(n + 1) {
                let nid = base.rules[nx].id;
                let _ = write!(
                    body,
                    "<a rel=\"next\" href=\"{}\">{nid} →</a>",
                    side_rule_page(&nid)
                );
            }
            body.push_str("</nav>");
            let cols = plan.columns.len();
            let _ = write!(body, "<div class=\"side\" style=\"--cols: {cols}\">");
            body.push_str(&header(plan));
            row(plan, b, marks, i, &mut body);
            body.push_str("</div>");
            let e = coverage.iter().find(|e| e.rule == id.to_string());
            engine_section(e, i, &mut body);
            (
                side_rule_page(&id),
                html::page(
                    c,
                    &Page {
                        title: &title,
                        body: &body,
                        class: "wide",
                    },
                ),
            )
        })
        .collect()
}

fn engine_section(e: Option<&EngineRule>, i: &I18n, out: &mut String) {
    let _ = write!(
        out,
        "<section class=\"engine\"><h2>{}</h2>",
        esc(&i.t("docs-engine"))
    );
    let Some(e) = e else {
        let _ = write!(out, "<p>{}</p></section>", esc(&i.t("docs-engine-none")));
        return;
    };
    if let Some(canon) = &e.canonical
        && *canon != e.rule
    {
        let _ = write!(
            out,
            "<p>{}</p>",
            esc(&i.tr("docs-engine-canonical", &[("rule", canon.clone())]))
        );
    }
    for (label, links) in [
        (i.t("docs-engine-implementations"), &e.implementations),
        (i.t("docs-engine-tests"), &e.tests),
    ] {
        let _ = write!(out, "<h3>{}</h3>", esc(&label));
        if links.is_empty() {
            let _ = write!(out, "<p>{}</p>", esc(&i.t("docs-engine-none")));
            continue;
        }
        out.push_str("<ul class=\"code-links\">");
        for l in links {
            let text = format!("{} ({}:{})", l.function, l.path, l.line);
            match code_href(l) {
                Some(h) => {
                    let _ = write!(
                        out,
                        "<li><a href=\"{}\"><code>{}</code></a></li>",
                        esc(&h),
                        esc(&text)
                    );
                }
                None => {
                    let _ = write!(out, "<li><code>{}</code></li>", esc(&text));
                }
            }
        }
        out.push_str("</ul>");
    }
    let _ = write!(out, "<h3>{}</h3>", esc(&i.t("docs-engine-examples")));
    let scen = e
        .canonical
        .as_deref()
        .map(|c| engine::scenarios_html(c, i))
        .unwrap_or_default();
    if scen.is_empty() {
        let _ = write!(out, "<p>{}</p>", esc(&i.t("docs-engine-none")));
    } else {
        out.push_str(&scen);
    }
    out.push_str("</section>");
}
