//! Side-by-side pages: the rules of the base document beside their counterparts in the other
//! languages, through the alignment (so the Italian seed's 601.2e stands beside French and
//! English 601.2f, with the renumbering shown). One page per section, and one per rule of
//! 601.2 with the engine's code, tests and executable examples for it.

use super::engine::{self, EngineRule, code_href};
use super::findings::Mark;
use super::html::{self, Chrome, Page, esc};
use super::plan::{Plan, is_casting, side_rule_page};
use super::rules::{inline, notes};
use crate::i18n::I18n;
use maud::{PreEscaped, Render as _, html};
use rayon::prelude::*;
use std::fmt::Write as _;

/// One row: the base rule `b` and its counterparts, one cell per column. A maud template:
/// text is escaped unless marked; the marked parts (rule text with its links) are built escaped.
fn row(plan: &Plan<'_>, b: usize, marks: &[Vec<Vec<Mark<'_>>>], i: &I18n, out: &mut String) {
    let base = &plan.docs[plan.base];
    let bid = base.rules[b].id;
    let anchor = &plan.rule_anchor[plan.base][b];
    html! {
        div.row id=(anchor) {
            @for &c in &plan.columns {
                @let doc = &plan.docs[c];
                @match plan.from_base[c][b] {
                    // Each cell names its column: on a phone the columns stack and the
                    // header row hides.
                    None => {
                        div.cell.empty data-col=(doc.lang) { span.col { (doc.label()) } "—" }
                    }
                    Some(k) => {
                        @let r = &doc.rules[k];
                        @let notes_id = format!("{anchor}-c{c}");
                        div.cell lang=(doc.lang) data-col=(doc.lang) {
                            span.col { (doc.label()) }
                            p {
                                a.num href=(plan.rule_href(c, k)) { (r.id.to_string()) }
                                // The base rule's lineage across the English releases.
                                @if c == plan.base {
                                    @if let Some(h) = plan.history_href(b) {
                                        " "
                                        a.history href=(h) { (i.t("docs-history-link")) }
                                    }
                                }
                                @if r.id != bid {
                                    " "
                                    span.renumbered {
                                        (i.tr("docs-renumbered", &[
                                            ("here", r.id.to_string()),
                                            ("base", bid.to_string()),
                                            ("doc", base.label()),
                                        ]))
                                    }
                                }
                                " " (PreEscaped(inline(plan, c, r, &marks[c][k], &notes_id, false, i)))
                            }
                            (PreEscaped(notes(&marks[c][k], &notes_id, i)))
                            @for e in &r.examples {
                                p.example { (e.body.text) }
                            }
                            (PreEscaped(followed(plan, c, b, i)))
                        }
                    }
                }
            }
        }
    }
    .render_to(out);
}

/// For a translation that follows an older English release than the base: that release's
/// rule (the text the translator translated) and what the base changed in it since, as a
/// word diff.
fn followed(plan: &Plan<'_>, c: usize, b: usize, i: &I18n) -> String {
    let Some(e) = plan.fallback[c] else {
        return String::new();
    };
    if e == plan.base {
        return String::new();
    }
    let (old_doc, base) = (&plan.docs[e], &plan.docs[plan.base]);
    let new_rule = &base.rules[b];
    let Some(k) = plan.from_base[e][b] else {
        return String::new();
    };
    let old_rule = &old_doc.rules[k];
    let ops = crate::align::diff::words(&old_rule.body.text, &new_rule.body.text);
    let changed = ops.iter().any(|o| o.op != "equal");
    html! {
        details.follows lang=(old_doc.lang) {
            summary {
                (i.tr("docs-follows", &[("doc", old_doc.label())])) " "
                a href=(plan.rule_href(e, k)) { (old_rule.id.to_string()) }
            }
            // The old text is not repeated: the diff holds it (struck-out and kept words),
            // and unchanged it is the base's, in the first column.
            @if changed {
                p.changed {
                    (i.tr("docs-changed-since", &[("doc", base.label())])) " "
                    (html::word_diff(&ops))
                }
            } @else {
                p.changed { (i.tr("docs-unchanged-since", &[("doc", base.label())])) }
            }
        }
    }
    .into_string()
}

fn header(plan: &Plan<'_>) -> String {
    let mut s = String::from("<div class=\"row head\">");
    for &c in &plan.columns {
        let d = &plan.docs[c];
        let _ = write!(
            s,
            "<div class=\"cell\" data-col=\"{}\"><a href=\"{}\">{}</a></div>",
            esc(&d.lang),
            plan.doc_page(c),
            esc(&d.label())
        );
    }
    s.push_str("</div>");
    s
}

/// The choice of columns (English and one translation, say), shown by the script, which
/// keeps it in the URL (`side-c601.html?cols=en,zh#r601.2f`) and in the links to the other
/// side-by-side pages. Without a choice, a column with no rule on the page is left out.
fn chooser(plan: &Plan<'_>, i: &I18n) -> String {
    html! {
        form.columns hidden {
            span { (i.t("docs-side-columns")) }
            @for &c in &plan.columns {
                @let d = &plan.docs[c];
                " "
                label lang=(d.lang) {
                    input type="checkbox" name="col" value=(d.lang) checked;
                    " " (d.label())
                }
            }
        }
    }
    .into_string()
}

/// The chapters (`601`) of the base document that have rules.
pub fn chapters(plan: &Plan<'_>) -> Vec<u16> {
    let mut v: Vec<u16> = plan.docs[plan.base]
        .rules
        .iter()
        .map(|r| r.id.chapter)
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The side-by-side page of a chapter (its first part).
pub fn chapter_page(chapter: u16) -> String {
    format!("side-c{chapter}.html")
}

/// Rows per side-by-side page at most: a longer chapter (702, the keyword abilities: 750
/// rows, 1.3 MB) is split into parts, each of whole rules with their subrules (702.19 and
/// 702.19a–d stay together), so that a phone lays out one part in well under 2 s.
const PART_ROWS: usize = 200;

/// The page of part `n` (from 0) of a chapter side by side.
pub fn part_page(chapter: u16, n: usize) -> String {
    if n == 0 {
        chapter_page(chapter)
    } else {
        format!("side-c{chapter}-{}.html", n + 1)
    }
}

/// Per base rule: the part of its chapter's side-by-side view it is on.
pub fn part_numbers(base: &crate::document::Document) -> Vec<usize> {
    use rustc_hash::FxHashMap;
    // Per chapter: (part, rows in it, last subrule number).
    let mut at: FxHashMap<u16, (usize, usize, Option<u32>)> = FxHashMap::default();
    base.rules
        .iter()
        .map(|r| {
            let e = at.entry(r.id.chapter).or_insert((0, 0, None));
            if e.1 >= PART_ROWS && r.id.sub != e.2 {
                *e = (e.0 + 1, 0, None);
            }
            e.1 += 1;
            e.2 = r.id.sub;
            e.0
        })
        .collect()
}

/// The title of a chapter in the base document (`Casting Spells`), if it has one.
pub fn chapter_title(plan: &Plan<'_>, chapter: u16) -> String {
    plan.docs[plan.base]
        .headings
        .iter()
        .find(|h| {
            h.id.is_some_and(|id| id.chapter == chapter && id.sub.is_none())
        })
        .map_or_else(String::new, |h| h.title.clone())
}

/// One side-by-side page per chapter of the base document, or per part of a long chapter (a
/// section of the full CR with every language beside it would weigh megabytes: section 7
/// alone was 509 KB gzipped).
pub fn section_pages(
    plan: &Plan<'_>,
    marks: &[Vec<Vec<Mark<'_>>>],
    c: &Chrome,
    lang: &'static str,
) -> Vec<(String, String)> {
    let base = &plan.docs[plan.base];
    // A chapter a job, on every core (a Fluent bundle is not shared between threads: each
    // job makes its own).
    let per_chapter = |ch: u16| -> Vec<(String, String)> {
        let i = &I18n::new(lang);
        let mut out = Vec::new();
        let mut parts: Vec<Vec<usize>> = Vec::new();
        for (b, r) in base.rules.iter().enumerate() {
            if r.id.chapter == ch {
                let n = plan.side_part[b];
                if parts.len() <= n {
                    parts.resize(n + 1, Vec::new());
                }
                parts[n].push(b);
            }
        }
        let title = i.tr(
            "docs-side-chapter-title",
            &[("n", ch.to_string()), ("title", chapter_title(plan, ch))],
        );
        // The parts of a long chapter, each named by its first and last rule; the script
        // sends an anchor of another part there (`side-c702.html#r702.150a`).
        let nav = if parts.len() > 1 {
            let mut nav = format!(
                "<nav class=\"parts\" data-chapter=\"{ch}\"><span>{}</span>",
                esc(&i.t("docs-side-parts"))
            );
            for (n, rows) in parts.iter().enumerate() {
                let (first, last) = (base.rules[rows[0]].id, base.rules[rows[rows.len() - 1]].id);
                let _ = write!(
                    nav,
                    " <a href=\"{}\" data-from=\"{}\" data-to=\"{}\">{first}–{last}</a>",
                    part_page(ch, n),
                    first.sub.unwrap_or(0),
                    last.sub.unwrap_or(0)
                );
            }
            nav.push_str("</nav>");
            nav
        } else {
            String::new()
        };
        for (n, rows) in parts.iter().enumerate() {
            let mut body = format!("<h1>{}</h1>", esc(&title));
            body.push_str(&nav);
            body.push_str(&chooser(plan, i));
            let cols = plan.columns.len();
            let _ = write!(body, "<div class=\"side\" style=\"--cols: {cols}\">");
            body.push_str(&header(plan));
            for &b in rows {
                row(plan, b, marks, i, &mut body);
            }
            body.push_str("</div>");
            if parts.len() > 1 {
                body.push_str(&nav);
            }
            out.push((
                part_page(ch, n),
                html::page(
                    c,
                    &Page {
                        title: &title,
                        body: &body,
                        class: "wide",
                    },
                ),
            ));
        }
        out
    };
    chapters(plan)
        .into_par_iter()
        .flat_map_iter(per_chapter)
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
            body.push_str(&chooser(plan, i));
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
