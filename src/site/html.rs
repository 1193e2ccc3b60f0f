//! HTML building blocks shared by every page: escaping, anchors and slugs, the page skeleton
//! (a maud template, which escapes by default) and the Fluent strings of the interface. Nothing here
//! knows about rules; every piece of text from a document goes through [`esc`].

use crate::i18n::I18n;
use maud::{DOCTYPE, Markup, PreEscaped, html};
use std::fmt::Write as _;

/// Escapes text for an HTML text node or a quoted attribute value.
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + s.len() / 16);
    esc_into(&mut out, s);
    out
}

/// Appends `s`, escaped, to `out`.
pub fn esc_into(out: &mut String, s: &str) {
    let mut last = 0;
    for (i, b) in s.bytes().enumerate() {
        let rep = match b {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#39;",
            _ => continue,
        };
        out.push_str(&s[last..i]);
        out.push_str(rep);
        last = i + 1;
    }
    out.push_str(&s[last..]);
}

/// An anchor-safe slug: lowercase letters and digits of any script, other runs as `-`.
/// `Mana Value` → `mana-value`, `总费用` → `总费用`.
pub fn slug(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            out.push(c);
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    if out.is_empty() {
        out.push('x');
    }
    out
}

/// A word diff (`crate::align::diff::words`): deleted words struck out, inserted words marked.
pub fn word_diff(ops: &[crate::align::diff::Op]) -> Markup {
    html! {
        @for o in ops {
            @match o.op {
                "delete" => { del { (o.text) } }
                "insert" => { ins { (o.text) } }
                _ => { (o.text) }
            }
        }
    }
}

/// What goes into one page.
pub struct Page<'a> {
    pub title: &'a str,
    pub body: &'a str,
    /// Extra class on `<body>` (`wide` for side-by-side pages).
    pub class: &'a str,
}

/// The fixed interface strings of every page, localised once per site.
pub struct Chrome {
    pub ui_lang: String,
    pub site: String,
    pub home: String,
    pub lint: String,
    pub search_label: String,
    pub search_placeholder: String,
    pub search_none: String,
    /// The site's box ranks by words only (the model runs in `cr search`, not in the page).
    pub search_words_only: String,
    pub search_loading: String,
    pub search_old: String,
    pub search_older: String,
    pub search_more: String,
    pub footer: String,
}

impl Chrome {
    pub fn new(i: &I18n) -> Chrome {
        Chrome {
            ui_lang: i.lang().to_owned(),
            site: i.t("docs-site-title"),
            home: i.t("docs-nav-home"),
            lint: i.t("docs-nav-lint"),
            search_label: i.t("docs-search-label"),
            search_placeholder: i.t("docs-search-placeholder"),
            search_none: i.t("docs-search-none"),
            search_words_only: i.t("docs-search-words-only"),
            search_loading: i.t("docs-search-loading"),
            search_old: i.t("docs-search-old"),
            search_older: i.t("docs-search-older"),
            search_more: i.t("docs-search-more"),
            footer: i.tr(
                "docs-footer",
                &[("version", env!("CARGO_PKG_VERSION").to_owned())],
            ),
        }
    }
}

/// Renders a whole page. The skeleton is a maud template: every value in it is escaped unless
/// marked `PreEscaped` (the body, which the page modules built from escaped parts).
pub fn page(c: &Chrome, p: &Page<'_>) -> String {
    let title = if p.title == c.site {
        p.title.to_owned()
    } else {
        format!("{} · {}", p.title, c.site)
    };
    html! {
        (DOCTYPE)
        html lang=(c.ui_lang) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="color-scheme" content="light dark";
                title { (title) }
                link rel="stylesheet" href="assets/site.css";
            }
            body class=(p.class) {
                header.top {
                    a.home href="index.html" { (c.site) }
                    nav { a href="index.html" { (c.home) } " " a href="lint.html" { (c.lint) } }
                    div.search role="search" {
                        input #search type="search" autocomplete="off" spellcheck="false"
                            aria-label=(c.search_label) aria-keyshortcuts="/"
                            placeholder=(c.search_placeholder) title=(c.search_words_only)
                            data-none=(c.search_none)
                            data-loading=(c.search_loading) data-old=(c.search_old)
                            data-older=(c.search_older) data-more=(c.search_more);
                        ol #search-results hidden {}
                        p.search-note { (c.search_words_only) }
                    }
                }
                main { (PreEscaped(p.body)) }
                footer { (c.footer) }
                script src="assets/site.js" {}
            }
        }
    }
    .into_string()
}

/// A `<table>` from a header row and rows of HTML cells.
pub fn table(class: &str, head: &[String], rows: &[Vec<String>]) -> String {
    let mut s = format!("<div class=\"scroll\"><table class=\"{class}\"><thead><tr>");
    for h in head {
        let _ = write!(s, "<th>{}</th>", esc(h));
    }
    s.push_str("</tr></thead><tbody>");
    for r in rows {
        s.push_str("<tr>");
        for c in r {
            let _ = write!(s, "<td>{c}</td>");
        }
        s.push_str("</tr>");
    }
    s.push_str("</tbody></table></div>");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_and_slugs() {
        assert_eq!(
            esc("<a href=\"x\">'&'</a>"),
            "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;"
        );
        assert_eq!(slug("Mana Value"), "mana-value");
        assert_eq!(slug("Coût total (du sort)"), "coût-total-du-sort");
        assert_eq!(slug("  "), "x");
    }
}
