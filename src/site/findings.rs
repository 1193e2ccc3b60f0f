//! The linter's part of the site, behind one plain input: a list of [`Finding`]s and the docs of
//! each check ([`CheckDoc`]). From them: counts by check for the index, highlights at finding
//! spans inside rule text, the lint report (filterable by language and check) and one page per
//! check, rendered from the check's own Markdown with [`markdown`] (sanitised: no raw HTML, no
//! links other than http(s), mailto and relative ones).

use super::html::{self, Chrome, Page, esc};
use crate::document::{Document, Joined, Span};
use crate::i18n::I18n;
use crate::rule_id::RuleId;
use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd};
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// One finding, as the site needs it.
#[derive(Debug, Clone)]
pub struct Finding {
    /// The check's name (`typo`, `lost-symbol`).
    pub check: String,
    /// `error`, `warning`, `info`.
    pub severity: String,
    /// The message, already localised.
    pub message: String,
    pub lang: String,
    /// The document's name ([`Document::name`]).
    pub document: String,
    /// The rule in that document; None for text outside rules.
    pub rule: Option<RuleId>,
    /// Byte range in the decoded text of the document.
    pub span: Span,
}

/// The rules of one whole translation most worth reading first (`cr review`), as the site
/// shows them: the first tenth of the ranking, messages already localised.
#[derive(Debug, Clone)]
pub struct Reviewed {
    pub lang: String,
    pub version: String,
    /// The document's name ([`Document::name`]).
    pub document: String,
    /// The English compared with (`en@2023-10-13`).
    pub against: Option<String>,
    /// How many rules the whole ranking has.
    pub total: usize,
    pub rules: Vec<ReviewedRule>,
}

/// One rule of a [`Reviewed`] translation, in rank order.
#[derive(Debug, Clone)]
pub struct ReviewedRule {
    pub rule: RuleId,
    pub score: f32,
    pub evidence: Vec<String>,
}

/// The review page: for each whole translation, the first tenth of its rules ranked by the
/// chance a reviewer finds something wrong, each a link to the rule with its evidence.
pub fn review_page(
    c: &Chrome,
    i: &I18n,
    reviews: &[Reviewed],
    href_of: &dyn Fn(&str, &RuleId) -> Option<String>,
) -> String {
    let mut body = format!(
        "<h1>{}</h1><p>{}</p>",
        esc(&i.t("docs-review-title")),
        esc(&i.t("docs-review-intro"))
    );
    if reviews.is_empty() {
        let _ = write!(body, "<p>{}</p>", esc(&i.t("docs-review-none")));
    }
    for r in reviews {
        let _ = write!(
            body,
            "<h2 id=\"{}\">{}</h2><p class=\"count\">{}</p>",
            esc(&html::slug(&format!("{}-{}", r.lang, r.version))),
            esc(&format!("{}@{}", r.lang, r.version)),
            esc(&crate::fl!(
                i,
                "docs-review-shown",
                shown = r.rules.len(),
                total = r.total,
                against = r.against.clone().unwrap_or_default()
            ))
        );
        body.push_str("<div class=\"scroll\"><table class=\"findings\"><thead><tr>");
        for h in [
            i.t("docs-col-rule"),
            i.t("docs-col-score"),
            i.t("docs-col-evidence"),
        ] {
            let _ = write!(body, "<th>{}</th>", esc(&h));
        }
        body.push_str("</tr></thead><tbody>");
        for x in &r.rules {
            let id = x.rule.to_string();
            let place = match href_of(&r.document, &x.rule) {
                Some(h) => format!("<a href=\"{}\">{}</a>", esc(&h), esc(&id)),
                None => esc(&id),
            };
            let evidence: Vec<String> = x.evidence.iter().map(|e| esc(e)).collect();
            let _ = write!(
                body,
                "<tr><td>{place}</td><td>{:.3}</td><td>{}</td></tr>",
                x.score,
                evidence.join("<br>")
            );
        }
        body.push_str("</tbody></table></div>");
    }
    html::page(
        c,
        &Page {
            title: &i.t("docs-review-title"),
            body: &body,
            class: "lint",
        },
    )
}

/// A check's documentation: the Markdown that `cr explain` prints.
#[derive(Debug, Clone)]
pub struct CheckDoc {
    pub name: String,
    pub summary: String,
    pub markdown: String,
}

/// The file name of a check's page.
pub fn check_page(name: &str) -> String {
    format!("check-{}.html", html::slug(name))
}

/// The pulldown-cmark options of the site: one place, as mdBook does.
pub fn markdown_options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
}

/// True for a link destination that is safe to keep: no scheme, or http, https or mailto.
/// Browsers ignore tabs, newlines and leading spaces in URLs, so those are removed first.
pub fn safe_url(dest: &str) -> bool {
    let cleaned: String = dest
        .chars()
        .filter(|c| !c.is_whitespace() && !c.is_control())
        .collect::<String>()
        .to_ascii_lowercase();
    let end = cleaned.find(['/', '?', '#']).unwrap_or(cleaned.len());
    match cleaned[..end].find(':') {
        None => true,
        Some(i) => matches!(&cleaned[..i], "http" | "https" | "mailto"),
    }
}

/// Renders Markdown to HTML without raw HTML and without unsafe links or images: raw HTML is
/// shown as text, an unsafe link keeps its text, an image becomes its alt text.
pub fn markdown(md: &str) -> String {
    let mut dropped_links = 0usize;
    let events = Parser::new_ext(md, markdown_options()).filter_map(|e| match e {
        Event::Html(s) | Event::InlineHtml(s) => Some(Event::Text(s)),
        Event::Start(Tag::Link { ref dest_url, .. }) if !safe_url(dest_url) => {
            dropped_links += 1;
            None
        }
        Event::End(TagEnd::Link) if dropped_links > 0 => {
            dropped_links -= 1;
            None
        }
        Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => None,
        Event::Start(Tag::HtmlBlock) | Event::End(TagEnd::HtmlBlock) => None,
        other => Some(other),
    });
    let mut out = String::new();
    pulldown_cmark::html::push_html(&mut out, events);
    out
}

/// Percent-encodes everything but ASCII letters, digits and `-._~`, for a URL's fragment.
fn url_component(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// A highlight in joined rule text.
#[derive(Debug, Clone)]
pub struct Mark<'f> {
    pub start: usize,
    pub end: usize,
    pub finding: &'f Finding,
}

/// Byte `pos` of the decoded text as a position in the joined text, when it falls inside it.
pub fn joined_pos(j: &Joined, pos: usize) -> Option<usize> {
    let k = j.pieces.partition_point(|p| p.src as usize <= pos);
    let p = j.pieces.get(k.checked_sub(1)?)?;
    let next_at = j
        .pieces
        .get(k)
        .map_or(j.text.len(), |n| n.at as usize)
        .min(j.text.len());
    let at = p.at as usize + (pos - p.src as usize);
    (at <= next_at).then_some(at)
}

/// The findings of one document, by rule index: highlights in each rule's text.
pub fn marks_of<'f>(doc: &Document, findings: &'f [Finding]) -> Vec<Vec<Mark<'f>>> {
    let mut out: Vec<Vec<Mark<'f>>> = vec![Vec::new(); doc.rules.len()];
    for f in findings.iter().filter(|f| f.document == doc.name) {
        // The rule whose span holds the finding's start: rules are in text order.
        let Some(k) = doc
            .rules
            .partition_point(|r| r.span.start <= f.span.start)
            .checked_sub(1)
            .filter(|&k| {
                let r = &doc.rules[k];
                f.span.start < r.span.end.max(r.span.start + 1)
            })
        else {
            continue;
        };
        let body = &doc.rules[k].body;
        let start = joined_pos(body, f.span.start).unwrap_or(0);
        let end = joined_pos(body, f.span.end)
            .unwrap_or(body.text.len())
            .max(start);
        let (start, end) = (floor_char(&body.text, start), floor_char(&body.text, end));
        out[k].push(Mark {
            start,
            end: end.max(start),
            finding: f,
        });
    }
    out
}

fn floor_char(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// Counts of findings by check, for the index: (check, count), by name.
pub fn counts(findings: &[Finding]) -> BTreeMap<&str, usize> {
    let mut m = BTreeMap::new();
    for f in findings {
        *m.entry(f.check.as_str()).or_insert(0) += 1;
    }
    m
}

/// The lint report page: every finding, with filters by language and check.
pub fn report_page(
    c: &Chrome,
    i: &I18n,
    findings: &[Finding],
    checks: &[CheckDoc],
    href_of: &dyn Fn(&Finding) -> Option<String>,
) -> String {
    let mut body = format!(
        "<h1>{}</h1><p><a href=\"review.html\">{}</a></p>",
        esc(&i.t("docs-lint-title")),
        esc(&i.t("docs-review-link"))
    );
    if findings.is_empty() {
        let _ = write!(body, "<p>{}</p>", esc(&i.t("docs-findings-none")));
    }
    let mut langs: Vec<&str> = findings.iter().map(|f| f.lang.as_str()).collect();
    langs.sort_unstable();
    langs.dedup();
    let names: Vec<&str> = counts(findings).keys().copied().collect();
    let select = |id: &str, label: String, values: &[&str]| {
        let mut s = format!(
            "<label>{} <select id=\"{id}\"><option value=\"\">{}</option>",
            esc(&label),
            esc(&i.t("docs-lint-all"))
        );
        for v in values {
            let _ = write!(s, "<option value=\"{0}\">{0}</option>", esc(v));
        }
        s.push_str("</select></label> ");
        s
    };
    let mut sevs: Vec<&str> = findings.iter().map(|f| f.severity.as_str()).collect();
    sevs.sort_unstable();
    sevs.dedup();
    let _ = write!(
        body,
        "<form class=\"filters\">{}{}{}</form>",
        select("filter-lang", i.t("docs-lint-filter-lang"), &langs),
        select("filter-check", i.t("docs-lint-filter-check"), &names),
        select("filter-severity", i.t("docs-lint-filter-severity"), &sevs)
    );
    if !findings.is_empty() {
        body.push_str(&super::rules::legend(i));
    }
    body.push_str(&findings_table(i, findings, checks, href_of));
    if !checks.is_empty() {
        let _ = write!(body, "<h2>{}</h2><ul>", esc(&i.t("docs-checks")));
        for ch in checks {
            let _ = write!(
                body,
                "<li><a href=\"{}\">{}</a> — {}</li>",
                check_page(&ch.name),
                esc(&ch.name),
                esc(&ch.summary)
            );
        }
        body.push_str("</ul>");
    }
    html::page(
        c,
        &Page {
            title: &i.t("docs-lint-title"),
            body: &body,
            class: "lint",
        },
    )
}

/// A table of findings: language, document, rule (a link to it), check, severity, message.
/// Each row carries its language, check and severity for the report's filters.
fn findings_table<'f>(
    i: &I18n,
    findings: impl IntoIterator<Item = &'f Finding>,
    checks: &[CheckDoc],
    href_of: &dyn Fn(&Finding) -> Option<String>,
) -> String {
    let mut body = String::from("<div class=\"scroll\">");
    let head = [
        i.t("docs-col-language"),
        i.t("docs-col-document"),
        i.t("docs-col-rule"),
        i.t("docs-col-check"),
        i.t("docs-col-severity"),
        i.t("docs-col-message"),
    ];
    body.push_str("<table class=\"findings\"><thead><tr>");
    for h in &head {
        let _ = write!(body, "<th>{}</th>", esc(h));
    }
    body.push_str("</tr></thead><tbody>");
    for f in findings {
        let place = match (href_of(f), &f.rule) {
            (Some(h), Some(r)) => format!("<a href=\"{}\">{}</a>", esc(&h), esc(&r.to_string())),
            (_, Some(r)) => esc(&r.to_string()),
            _ => String::new(),
        };
        let check = if checks.iter().any(|c| c.name == f.check) {
            format!("<a href=\"{}\">{}</a>", check_page(&f.check), esc(&f.check))
        } else {
            esc(&f.check)
        };
        let _ = write!(
            body,
            "<tr data-lang=\"{}\" data-check=\"{}\" data-severity=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{}</td>\
             <td class=\"sev-{}\">{}</td><td>{}</td></tr>",
            esc(&f.lang),
            esc(&f.check),
            esc(&f.severity),
            esc(&f.lang),
            esc(&f.document),
            place,
            check,
            esc(&html::slug(&f.severity)),
            esc(&super::rules::severity_name(&f.severity, i)),
            esc(&f.message)
        );
    }
    body.push_str("</tbody></table></div>");
    body
}

/// Findings a check page lists; the lint report has them all.
const CHECK_PAGE_FINDINGS: usize = 500;

/// One check's page, from its Markdown docs, with the check's findings (the first
/// [`CHECK_PAGE_FINDINGS`] of them, then a link to the report filtered on the check).
pub fn check_page_html(
    c: &Chrome,
    i: &I18n,
    check: &CheckDoc,
    findings: &[Finding],
    checks: &[CheckDoc],
    href_of: &dyn Fn(&Finding) -> Option<String>,
) -> String {
    let mine: Vec<&Finding> = findings.iter().filter(|f| f.check == check.name).collect();
    let mut body = format!(
        "<h1>{}</h1><p class=\"count\"><a href=\"lint.html#check={}\">{}</a></p><div class=\"docs\">{}</div>",
        esc(&check.name),
        esc(&url_component(&check.name)),
        esc(&i.tr("docs-check-count", &[("count", mine.len().to_string())])),
        markdown(&check.markdown)
    );
    if !mine.is_empty() {
        let _ = write!(
            body,
            "<h2 id=\"findings\">{}</h2>",
            esc(&i.t("docs-index-findings"))
        );
        body.push_str(&super::rules::legend(i));
        body.push_str(&findings_table(
            i,
            mine.iter().copied().take(CHECK_PAGE_FINDINGS),
            checks,
            href_of,
        ));
        if mine.len() > CHECK_PAGE_FINDINGS {
            let _ = write!(
                body,
                "<p><a href=\"lint.html#check={}\">{}</a></p>",
                esc(&url_component(&check.name)),
                esc(&i.tr(
                    "docs-check-more",
                    &[
                        ("shown", CHECK_PAGE_FINDINGS.to_string()),
                        ("count", mine.len().to_string())
                    ]
                ))
            );
        }
    }
    html::page(
        c,
        &Page {
            title: &check.name,
            body: &body,
            class: "check",
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_is_sanitised() {
        let h = markdown(
            "<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)> [a](javascript:alert(1)) \
             [b](JaVa\tScript:alert(1)) [c](https://example.org) [d](#x) ![i](javascript:x)",
        );
        assert!(!h.contains("<script"), "{h}");
        assert!(!h.contains("<img"), "{h}");
        assert!(
            !h.to_ascii_lowercase().contains("javascript:alert(1)\""),
            "{h}"
        );
        assert!(!h.contains("href=\"javascript"), "{h}");
        assert!(h.contains("href=\"https://example.org\""), "{h}");
        assert!(h.contains("href=\"#x\""), "{h}");
        assert!(h.contains("&lt;script&gt;"), "{h}");
    }

    #[test]
    fn urls() {
        assert!(safe_url("page.html#r601.2f"));
        assert!(safe_url("https://x"));
        assert!(!safe_url(" javascript:alert(1)"));
        assert!(!safe_url("java\nscript:alert(1)"));
        assert!(!safe_url("data:text/html,x"));
        assert!(!safe_url("vbscript:x"));
    }
}
