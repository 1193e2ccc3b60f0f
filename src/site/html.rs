//! HTML building blocks shared by every page: escaping, anchors and slugs, the page template
//! (an embedded file, `assets/page.html`) and the Fluent strings of the interface. Nothing here
//! knows about rules; every piece of text from a document goes through [`esc`].

use crate::i18n::I18n;
use std::fmt::Write as _;

/// The page template. `{{name}}` slots are filled by [`page`]; their values are HTML already.
const PAGE: &str = include_str!("assets/page.html");

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
    pub search_loading: String,
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
            search_loading: i.t("docs-search-loading"),
            footer: i.tr(
                "docs-footer",
                &[("version", env!("CARGO_PKG_VERSION").to_owned())],
            ),
        }
    }
}

/// Renders a whole page from the template.
pub fn page(c: &Chrome, p: &Page<'_>) -> String {
    let title = if p.title == c.site {
        esc(p.title)
    } else {
        format!("{} · {}", esc(p.title), esc(&c.site))
    };
    let mut out = String::with_capacity(PAGE.len() + p.body.len() + 256);
    let mut rest = PAGE;
    while let Some(i) = rest.find("{{") {
        out.push_str(&rest[..i]);
        let Some(j) = rest[i..].find("}}") else {
            break;
        };
        let key = &rest[i + 2..i + j];
        match key {
            "ui_lang" => esc_into(&mut out, &c.ui_lang),
            "title" => out.push_str(&title),
            "class" => esc_into(&mut out, p.class),
            "site" => esc_into(&mut out, &c.site),
            "home" => esc_into(&mut out, &c.home),
            "lint" => esc_into(&mut out, &c.lint),
            "search_label" => esc_into(&mut out, &c.search_label),
            "search_placeholder" => esc_into(&mut out, &c.search_placeholder),
            "search_none" => esc_into(&mut out, &c.search_none),
            "search_loading" => esc_into(&mut out, &c.search_loading),
            "footer" => esc_into(&mut out, &c.footer),
            "body" => out.push_str(p.body),
            _ => {
                let _ = write!(out, "{{{{{key}}}}}");
            }
        }
        rest = &rest[i + j + 2..];
    }
    out.push_str(rest);
    out
}

/// A `<table>` from a header row and rows of HTML cells.
pub fn table(class: &str, head: &[String], rows: &[Vec<String>]) -> String {
    let mut s = format!("<table class=\"{class}\"><thead><tr>");
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
    s.push_str("</tbody></table>");
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
