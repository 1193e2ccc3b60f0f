//! The rules pages: one page per document, or for a full CR a contents page, one page per
//! section and a glossary page. Every rule, heading and glossary term has an anchor
//! (`#r601.2f`, `#r601`, `#s6`, `#g-mana-value`), every cross-reference is a link, so is
//! the first use of each glossary term in a rule (to its entry), examples
//! are set apart, and each rule links to its counterparts in the other languages and to its
//! side-by-side view. Rule text is escaped; findings are highlighted at their spans.

use super::findings::{Mark, check_page};
use super::html::{self, Chrome, Page, esc, esc_into};
use super::plan::Plan;
use crate::document::{Document, Reference, Rule, Span};
use crate::i18n::I18n;
use crate::rule_id::RuleId;
use maud::{PreEscaped, Render as _, html};
use std::fmt::Write as _;

/// Renders joined rule text: references as links (in the document, else in the English version
/// it follows), glossary terms as links to their entries (with `glossary_links`: not side
/// by side, where they were a quarter of the elements of the heaviest page), findings as `<mark>`s. Text is cut at every boundary so the elements nest.
///
/// A finding that covers the whole text is a point before it rather than a painted paragraph;
/// each mark names its note (`{notes}-f{n}`, see [`notes`]), where the message is shown.
pub fn inline(
    plan: &Plan<'_>,
    d: usize,
    rule: &Rule,
    marks: &[Mark<'_>],
    notes_id: &str,
    glossary_links: bool,
    i: &I18n,
) -> String {
    let text = &rule.body.text;
    let whole = |m: &Mark<'_>| m.start == 0 && m.end >= text.len();
    let links = links(plan, d, text, &rule.refs, i);
    let mut cuts: Vec<usize> = vec![0, text.len()];
    for l in &links {
        cuts.push(l.at.start);
        cuts.push(l.at.end);
    }
    for m in marks.iter().filter(|m| !whole(m)) {
        cuts.push(m.start);
        cuts.push(m.end);
    }
    // Glossary terms where the rule uses them (the first use of each, outside references).
    let refs: Vec<Span> = links.iter().map(|l| l.at).collect();
    let terms: Vec<(Span, usize)> = match &plan.terms[d] {
        Some(t) if glossary_links => t.in_text(text, &refs),
        _ => Vec::new(),
    };
    for (s, _) in &terms {
        cuts.push(s.start);
        cuts.push(s.end);
    }
    cuts.retain(|&c| text.is_char_boundary(c));
    cuts.sort_unstable();
    cuts.dedup();
    // Marks other than whole-rule ones, by start, for the sweep below.
    let mut by_start: Vec<usize> = (0..marks.len()).filter(|&n| !whole(&marks[n])).collect();
    by_start.sort_by_key(|&n| marks[n].start);
    let (mut next_mark, mut active): (usize, Vec<usize>) = (0, Vec::new());
    // Links and terms are in text order and do not overlap: a pointer each.
    let (mut ri, mut ti) = (0, 0);
    let mut out = String::with_capacity(text.len() + 64);
    let open = |out: &mut String, n: usize, m: &Mark<'_>, extra: &str| {
        let _ = write!(
            out,
            "<mark class=\"finding sev-{}{extra}\" title=\"{}: {}\" aria-describedby=\"{notes_id}-f{n}\">",
            esc(&html::slug(&m.finding.severity)),
            esc(&m.finding.check),
            esc(&m.finding.message)
        );
    };
    for (n, m) in marks.iter().enumerate().filter(|(_, m)| whole(m)) {
        open(&mut out, n, m, " point");
        out.push_str("⚑</mark> ");
    }
    for w in cuts.windows(2) {
        let (a, b) = (w[0], w[1]);
        if a == b {
            continue;
        }
        let seg = &text[a..b];
        // Every window lies inside or outside each link, term and mark (their ends are
        // cuts): sweep them in order rather than search them all for each window.
        while ri < links.len() && links[ri].at.end <= a {
            ri += 1;
        }
        let link = links.get(ri).filter(|l| l.at.start <= a && b <= l.at.end);
        while next_mark < by_start.len() && marks[by_start[next_mark]].start <= a {
            active.push(by_start[next_mark]);
            next_mark += 1;
        }
        active.retain(|&n| marks[n].end > a);
        let mut ms: Vec<(usize, &Mark<'_>)> = active
            .iter()
            .map(|&n| (n, &marks[n]))
            .filter(|(_, m)| m.start <= a && b <= m.end)
            .collect();
        ms.sort_by_key(|x| x.0);
        if let Some(l) = link {
            l.open(&mut out);
        }
        while ti < terms.len() && terms[ti].0.end <= a {
            ti += 1;
        }
        let term = terms
            .get(ti)
            .filter(|(s, _)| s.start <= a && b <= s.end)
            .map(|&(_, k)| k);
        if let Some(k) = term {
            let _ = write!(
                out,
                "<a class=\"term\" href=\"{}\">",
                esc(&plan.glossary_href(d, k))
            );
        }
        for &(n, m) in &ms {
            open(&mut out, n, m, "");
        }
        esc_into(&mut out, seg);
        for _ in &ms {
            out.push_str("</mark>");
        }
        if term.is_some() {
            out.push_str("</a>");
        }
        if let Some(l) = link {
            l.close(&mut out);
        }
    }
    out
}

/// A link of rule text to a rule: where it stands, where it leads (None: a rule no document
/// has), and the document it leads to when that is not this one.
struct Link {
    at: Span,
    href: Option<String>,
    title: String,
}

impl Link {
    fn open(&self, out: &mut String) {
        match &self.href {
            Some(href) => {
                let class = if self.title.is_empty() {
                    "ref"
                } else {
                    "ref elsewhere"
                };
                let _ = write!(out, "<a class=\"{class}\" href=\"{}\"", esc(href));
                if !self.title.is_empty() {
                    let _ = write!(out, " title=\"{}\"", esc(&self.title));
                }
                out.push('>');
            }
            None => out.push_str("<span class=\"ref missing\">"),
        }
    }

    fn close(&self, out: &mut String) {
        out.push_str(if self.href.is_some() {
            "</a>"
        } else {
            "</span>"
        });
    }
}

/// Every link of a text to a rule, in order and without overlaps: each reference (a range
/// `601.2a–d` as two links, its first rule and its last, "–d"), and the bare chapter numbers that
/// continue a list or follow "See" (`inline::listed`: "rules 614 and 615", "See 718"), those
/// only where the rule exists.
fn links(plan: &Plan<'_>, d: usize, text: &str, refs: &[Reference], i: &I18n) -> Vec<Link> {
    let to = |at: Span, id: &RuleId| {
        let t = plan.resolve(d, id);
        let title = match t.as_ref().and_then(|t| t.elsewhere) {
            Some(e) => i.tr("docs-ref-elsewhere", &[("doc", e.label())]),
            None => String::new(),
        };
        Link {
            at,
            href: t.map(|t| t.href),
            title,
        }
    };
    let listed = crate::inline::listed(text, refs);
    let mut out: Vec<Link> = Vec::with_capacity(refs.len() + listed.len());
    let (mut a, mut b) = (refs.iter().peekable(), listed.iter().peekable());
    loop {
        let take_ref = match (a.peek(), b.peek()) {
            (Some(r), Some(l)) => r.at.start <= l.at.start,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => break,
        };
        if !take_ref {
            let l = b.next().expect("peeked");
            let link = to(l.at, &l.target);
            if link.href.is_some() {
                out.push(link);
            }
            continue;
        }
        let r = a.next().expect("peeked");
        if r.at.end > text.len() || out.last().is_some_and(|l| l.at.end > r.at.start) {
            continue;
        }
        // A range: its first rule, then its last (after the dash).
        let split = r.end.and_then(|e| {
            let seg = &text[r.at.start..r.at.end];
            let (_, n) = RuleId::parse_prefix(seg)?;
            let dash = seg[n..]
                .chars()
                .next()
                .filter(|c| matches!(c, '–' | '-' | '—'))?;
            // The second link holds the dash: "–d" is a wider target than "d".
            let after = r.at.start + n;
            (after + dash.len_utf8() < r.at.end).then_some((after, after, e))
        });
        match split {
            Some((first_end, after, e)) => {
                out.push(to(
                    Span {
                        start: r.at.start,
                        end: first_end,
                    },
                    &r.target,
                ));
                out.push(to(
                    Span {
                        start: after,
                        end: r.at.end,
                    },
                    &e,
                ));
            }
            None => out.push(to(r.at, &r.target)),
        }
    }
    out
}

/// The findings of a rule as notes under its text, visible without hovering (on a phone, with
/// a keyboard, in print): severity, check (linked to its page) and message, one a line.
pub fn notes(marks: &[Mark<'_>], notes_id: &str, i: &I18n) -> String {
    if marks.is_empty() {
        return String::new();
    }
    html! {
        ul.notes {
            @for (n, m) in marks.iter().enumerate() {
                @let sev = format!("sev-{}", html::slug(&m.finding.severity));
                li class=(sev) id={ (notes_id) "-f" (n) } {
                    span class={ "sev " (sev) } { (severity_name(&m.finding.severity, i)) }
                    " "
                    a.check href=(check_page(&m.finding.check)) { (m.finding.check) }
                    " " (m.finding.message)
                }
            }
        }
    }
    .into_string()
}

/// A severity's name in the interface's language.
pub fn severity_name(severity: &str, i: &I18n) -> String {
    match severity {
        "error" => i.t("docs-sev-error"),
        "warning" => i.t("docs-sev-warning"),
        "info" => i.t("docs-sev-info"),
        other => other.to_owned(),
    }
}

/// The legend of the finding colours.
pub fn legend(i: &I18n) -> String {
    let mut s = format!("<p class=\"legend\">{}", esc(&i.t("docs-legend")));
    for sev in ["error", "warning", "info"] {
        let _ = write!(
            s,
            " <span class=\"sev sev-{sev}\">{}</span>",
            esc(&severity_name(sev, i))
        );
    }
    s.push_str("</p>");
    s
}

/// One rule: number, text, counterparts, examples.
pub fn rule_block(
    plan: &Plan<'_>,
    d: usize,
    k: usize,
    marks: &[Mark<'_>],
    i: &I18n,
    out: &mut String,
) {
    let doc = &plan.docs[d];
    let r = &doc.rules[k];
    let a = &plan.rule_anchor[d][k];
    let mut links = String::new();
    counterparts(plan, d, k, i, &mut links);
    engine_links(plan, d, k, i, &mut links);
    // A maud template: the text is escaped unless marked; the marked parts are built escaped.
    html! {
        div.rule id=(a) lang=(doc.lang) {
            p {
                a.num href={ "#" (a) } { (r.id.to_string()) }
                " " (PreEscaped(inline(plan, d, r, marks, a, true, i)))
            }
            (PreEscaped(notes(marks, a, i)))
            @for (n, e) in r.examples.iter().enumerate() {
                p.example id={ (a) "-ex" (n + 1) } { (e.body.text) }
            }
            (PreEscaped(links))
        }
    }
    .render_to(out);
}

/// Links to the engine's code for a rule it implements (by the `/// CR` tags, in the engine's
/// numbering: a translation's rule is matched through its alignment to the base).
fn engine_links(plan: &Plan<'_>, d: usize, k: usize, i: &I18n, out: &mut String) {
    use super::engine::{CodeLink, code_href};
    use crate::links::{self, LinkKind};
    let Some(b) = plan.to_base[d].get(k).copied().flatten() else {
        return;
    };
    let Some(id) = plan.engine[b] else {
        return;
    };
    let id = id.to_string();
    let mut parts = Vec::new();
    let mut counts = Vec::new();
    for (label, kind) in [
        (i.t("docs-engine-code"), LinkKind::Implementation),
        (i.t("docs-engine-tested"), LinkKind::Test),
    ] {
        let found: Vec<String> = links::of(&id, kind)
            .filter_map(|l| {
                let c = CodeLink {
                    function: l.function.to_owned(),
                    path: l.path.to_owned(),
                    line: l.line,
                };
                code_href(&c).map(|h| {
                    format!(
                        "<a href=\"{}\"><code>{}</code></a>",
                        esc(&h),
                        esc(&c.function)
                    )
                })
            })
            .collect();
        counts.push(found.len());
        if !found.is_empty() {
            parts.push(format!("<span>{}</span> {}", esc(&label), found.join(" ")));
        }
    }
    // Folded behind one line: on a phone, twenty test names take more room than the rule.
    if !parts.is_empty() {
        let summary = i.tr(
            "docs-engine-fold",
            &[
                ("code", counts[0].to_string()),
                ("tests", counts[1].to_string()),
            ],
        );
        let _ = write!(
            out,
            "<details class=\"engine-links\"><summary>{}</summary><p>{}</p></details>",
            esc(&summary),
            parts.join(" · ")
        );
    }
}

/// Links to the same rule in the other columns, to the side-by-side view and to its history.
fn counterparts(plan: &Plan<'_>, d: usize, k: usize, i: &I18n, out: &mut String) {
    let Some(b) = plan.to_base[d].get(k).copied().flatten() else {
        return;
    };
    let mut links = Vec::new();
    for &c in &plan.columns {
        if c == d {
            continue;
        }
        let Some(j) = plan.from_base[c][b] else {
            continue;
        };
        let other = &plan.docs[c];
        links.push(format!(
            "<a class=\"cp\" hreflang=\"{}\" href=\"{}\">{} {}</a>",
            esc(&other.lang),
            esc(&plan.rule_href(c, j)),
            esc(&other.label()),
            other.rules[j].id
        ));
    }
    let history = plan.history_href(b);
    if links.is_empty() && history.is_none() {
        return;
    }
    out.push_str("<nav class=\"counterparts\">");
    if !links.is_empty() {
        let _ = write!(
            out,
            "<span>{}</span> {} <a class=\"side\" href=\"{}\">{}</a>",
            esc(&i.t("docs-counterparts")),
            links.join(" "),
            esc(&plan.side_href(b)),
            esc(&i.t("docs-side-link"))
        );
    }
    // The rule's lineage across the English releases (through the base: a translation's
    // rule leads to the history of its English counterpart).
    if let Some(h) = history {
        let _ = write!(
            out,
            " <a class=\"history\" href=\"{}\">{}</a>",
            esc(&h),
            esc(&i.t("docs-history-link"))
        );
    }
    out.push_str("</nav>");
}

/// Headings and rules of a document in text order, filtered by section.
fn body_of(
    plan: &Plan<'_>,
    d: usize,
    section: Option<u8>,
    marks: &[Vec<Mark<'_>>],
    i: &I18n,
    out: &mut String,
) {
    let doc = &plan.docs[d];
    let in_section = |s: u8| section.is_none_or(|x| x == s);
    let mut hs = doc.headings.iter().peekable();
    for (k, r) in doc.rules.iter().enumerate() {
        while let Some(h) = hs.peek() {
            if h.span.start > r.span.start {
                break;
            }
            let h = hs.next().expect("peeked");
            heading(plan, d, h, in_section, out);
        }
        if in_section(r.id.section()) {
            rule_block(plan, d, k, &marks[k], i, out);
        }
    }
    for h in hs {
        heading(plan, d, h, in_section, out);
    }
}

fn heading(
    plan: &Plan<'_>,
    d: usize,
    h: &crate::document::Heading,
    in_section: impl Fn(u8) -> bool,
    out: &mut String,
) {
    if let Some(id) = h.id {
        if !in_section(id.section()) {
            return;
        }
        let Some((_, a)) = plan.target(d, &id) else {
            return;
        };
        let _ = write!(
            out,
            "<h3 id=\"{a}\" lang=\"{}\"><a class=\"num\" href=\"#{a}\">{id}.</a> {}</h3>",
            esc(&plan.docs[d].lang),
            esc(&h.title)
        );
    } else if let Some(s) = h.section
        && in_section(s)
    {
        let _ = write!(
            out,
            "<h2 id=\"s{s}\" lang=\"{}\"><a class=\"num\" href=\"#s{s}\">{s}.</a> {}</h2>",
            esc(&plan.docs[d].lang),
            esc(&h.title)
        );
    }
}

fn glossary(plan: &Plan<'_>, d: usize, i: &I18n, out: &mut String) {
    let doc = &plan.docs[d];
    if doc.glossary.is_empty() {
        return;
    }
    let _ = write!(
        out,
        "<h2 id=\"glossary\">{}</h2><dl class=\"glossary\" lang=\"{}\">",
        esc(&i.t("docs-glossary")),
        esc(&doc.lang)
    );
    let own: std::collections::HashSet<&str> =
        plan.glossary_anchor[d].iter().map(String::as_str).collect();
    for (k, (e, a)) in doc
        .glossary
        .iter()
        .zip(&plan.glossary_anchor[d])
        .enumerate()
    {
        let _ = write!(
            out,
            "<dt id=\"{}\"><a href=\"#{0}\">{}</a>",
            esc(a),
            esc(&e.term)
        );
        // The entry's English name is an anchor on every language's glossary page
        // (`zh.html#g-mana-value`), unless it is already the entry's own.
        if let Some(key) = &plan.glossary_key[d][k]
            && !own.contains(key.as_str())
        {
            let _ = write!(out, "<span class=\"alias\" id=\"{}\"></span>", esc(key));
        }
        out.push_str("</dt><dd>");
        // References inside a definition are links too.
        let text = &e.definition.text;
        let refs = crate::inline::references(text);
        let mut last = 0;
        for l in links(plan, d, text, &refs, i) {
            esc_into(out, &text[last..l.at.start]);
            l.open(out);
            esc_into(out, &text[l.at.start..l.at.end]);
            l.close(out);
            last = l.at.end;
        }
        esc_into(out, &text[last..]);
        // The same entry in the other languages.
        let links: Vec<String> = plan
            .columns
            .iter()
            .filter(|&&c| c != d)
            .filter_map(|&c| {
                let j = plan.glossary_counterpart(d, k, c)?;
                let other = &plan.docs[c];
                Some(format!(
                    "<a class=\"cp\" hreflang=\"{}\" lang=\"{0}\" href=\"{}\">{}</a>",
                    esc(&other.lang),
                    esc(&plan.glossary_href(c, j)),
                    esc(&other.glossary[j].term)
                ))
            })
            .collect();
        if !links.is_empty() {
            let _ = write!(
                out,
                "<span class=\"counterparts\"> {}</span>",
                links.join(" ")
            );
        }
        out.push_str("</dd>");
    }
    out.push_str("</dl>");
}

fn stray(plan: &Plan<'_>, d: usize, i: &I18n, out: &mut String) {
    let doc = &plan.docs[d];
    if doc.stray.is_empty() {
        return;
    }
    let _ = write!(
        out,
        "<h2 id=\"stray\">{}</h2><div class=\"stray\" lang=\"{}\">",
        esc(&i.t("docs-stray")),
        esc(&doc.lang)
    );
    for s in &doc.stray {
        let (line, _) = doc.line_col(s.span.start);
        let _ = write!(
            out,
            "<p id=\"line{line}\"><span class=\"num\">{line}</span> {}</p>",
            esc(&s.body.text)
        );
    }
    out.push_str("</div>");
}

fn doc_header(plan: &Plan<'_>, d: usize, i: &I18n) -> String {
    let doc = &plan.docs[d];
    let mut s = format!("<h1 lang=\"{}\">{}</h1>", esc(&doc.lang), esc(&doc.label()));
    let _ = write!(
        s,
        "<p class=\"meta\">{}</p>",
        esc(&i.tr(
            "docs-doc-meta",
            &[
                ("name", doc.name.clone()),
                ("rules", doc.rule_count().to_string()),
                (
                    "effective",
                    doc.effective_date.clone().unwrap_or_else(|| "—".into())
                ),
            ]
        ))
    );
    if let Some(t) = &doc.title {
        let _ = write!(
            s,
            "<p class=\"doc-title\" lang=\"{}\">{}</p>",
            esc(&doc.lang),
            esc(t)
        );
    }
    // For a translation behind the newest English: what changed in English since.
    if let Some(page) = super::changes::page_of(plan, d) {
        let follows = plan.db.followed(doc).label();
        let _ = write!(
            s,
            "<p class=\"changes-link\"><a href=\"{page}\">{}</a></p>",
            esc(&i.tr("docs-changes-link", &[("follows", follows)]))
        );
    }
    s
}

/// Every page of one document: (file name, HTML).
pub fn pages(
    plan: &Plan<'_>,
    d: usize,
    marks: &[Vec<Mark<'_>>],
    c: &Chrome,
    i: &I18n,
) -> Vec<(String, String)> {
    let doc: &Document = &plan.docs[d];
    let label = doc.label();
    let mut out = Vec::new();
    let marked = |section: Option<u8>| {
        marks
            .iter()
            .zip(&doc.rules)
            .any(|(m, r)| !m.is_empty() && section.is_none_or(|s| s == r.id.section()))
    };
    if !plan.split[d] {
        let mut body = doc_header(plan, d, i);
        if marked(None) {
            body.push_str(&legend(i));
        }
        body_of(plan, d, None, marks, i, &mut body);
        glossary(plan, d, i, &mut body);
        stray(plan, d, i, &mut body);
        out.push((
            plan.doc_page(d),
            html::page(
                c,
                &Page {
                    title: &label,
                    body: &body,
                    class: "rules",
                },
            ),
        ));
        return out;
    }
    // Contents page, then one page per section.
    let mut sections: Vec<u8> = doc.rules.iter().map(|r| r.id.section()).collect();
    sections.extend(doc.headings.iter().filter_map(|h| h.section));
    sections.sort_unstable();
    sections.dedup();
    let mut toc = doc_header(plan, d, i);
    let _ = write!(toc, "<ul class=\"toc\" lang=\"{}\">", esc(&doc.lang));
    for &s in &sections {
        let page = super::plan::section_page(&plan.slugs[d], true, s);
        let title = doc
            .headings
            .iter()
            .find(|h| h.section == Some(s))
            .map_or_else(
                || i.tr("docs-section", &[("n", s.to_string())]),
                |h| h.title.clone(),
            );
        let _ = write!(toc, "<li><a href=\"{page}\">{s}. {}</a><ul>", esc(&title));
        for h in doc
            .headings
            .iter()
            .filter(|h| h.id.is_some_and(|id| id.section() == s))
        {
            let id = h.id.expect("filtered");
            if let Some((p, a)) = plan.target(d, &id) {
                let _ = write!(
                    toc,
                    "<li><a href=\"{p}#{a}\">{id}. {}</a></li>",
                    esc(&h.title)
                );
            }
        }
        toc.push_str("</ul></li>");
    }
    if !doc.glossary.is_empty() {
        let _ = write!(
            toc,
            "<li><a href=\"{}\">{}</a></li>",
            plan.glossary_page(d),
            esc(&i.t("docs-glossary"))
        );
    }
    toc.push_str("</ul>");
    stray(plan, d, i, &mut toc);
    out.push((
        plan.doc_page(d),
        html::page(
            c,
            &Page {
                title: &label,
                body: &toc,
                class: "rules",
            },
        ),
    ));
    let name = |s: u8| -> String {
        doc.headings
            .iter()
            .find(|h| h.section == Some(s) && h.id.is_none())
            .map_or_else(String::new, |h| h.title.clone())
    };
    for (n, &s) in sections.iter().enumerate() {
        let mut body = format!(
            "<p class=\"crumbs\"><a href=\"{}\">{}</a></p>",
            plan.doc_page(d),
            esc(&label)
        );
        if marked(Some(s)) {
            body.push_str(&legend(i));
        }
        body_of(plan, d, Some(s), marks, i, &mut body);
        let _ = write!(body, "<nav class=\"pager\" lang=\"{}\">", esc(&doc.lang));
        if let Some(p) = n.checked_sub(1).map(|p| sections[p]) {
            let _ = write!(
                body,
                "<a rel=\"prev\" href=\"{}\">← {p}. {}</a> ",
                super::plan::section_page(&plan.slugs[d], true, p),
                esc(&name(p))
            );
        }
        if let Some(&nx) = sections.get(n + 1) {
            let _ = write!(
                body,
                "<a rel=\"next\" href=\"{}\">{nx}. {} →</a>",
                super::plan::section_page(&plan.slugs[d], true, nx),
                esc(&name(nx))
            );
        }
        body.push_str("</nav>");
        let title = match name(s) {
            n if n.is_empty() => format!("{s}. · {label}"),
            n => format!("{s}. {n} · {label}"),
        };
        out.push((
            super::plan::section_page(&plan.slugs[d], true, s),
            html::page(
                c,
                &Page {
                    title: &title,
                    body: &body,
                    class: "rules",
                },
            ),
        ));
    }
    if !doc.glossary.is_empty() {
        let mut body = format!(
            "<p class=\"crumbs\"><a href=\"{}\">{}</a></p>",
            plan.doc_page(d),
            esc(&label)
        );
        glossary(plan, d, i, &mut body);
        let title = format!("{label} · {}", i.t("docs-glossary"));
        out.push((
            plan.glossary_page(d),
            html::page(
                c,
                &Page {
                    title: &title,
                    body: &body,
                    class: "rules",
                },
            ),
        ));
    }
    out
}
