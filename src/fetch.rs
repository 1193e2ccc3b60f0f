//! `cr corpus fetch`: the newest English release, from the publisher's rules page. The page
//! links the rules as a TXT file (`…/MagicCompRules 20260619.txt`); the first such link is
//! followed. A URL that answers with a rules text is that text. Every request is bounded in
//! time and size (the size limit of every file `cr` reads), and what goes wrong is one line
//! naming the URL. Adding what was fetched is [`crate::adding`]'s.

use crate::error::{Error, MAX_FILE_BYTES, Result};
use std::io::Read;
use std::time::Duration;

/// The publisher's rules page.
pub const RULES_PAGE: &str = "https://magic.wizards.com/en/rules";

/// A rules text fetched, and the URL it came from.
#[derive(Debug, Clone)]
pub struct Fetched {
    pub url: String,
    pub bytes: Vec<u8>,
}

fn failed(url: &str, detail: impl Into<String>) -> Error {
    Error::Other {
        id: "corpus-error-fetch",
        args: vec![("url", url.to_owned()), ("detail", detail.into())],
    }
}

/// GETs `url`, at most [`MAX_FILE_BYTES`] and `timeout` in all.
fn get(url: &str, timeout: Duration) -> Result<Vec<u8>> {
    let agent = ureq::AgentBuilder::new()
        .timeout_connect(timeout.min(Duration::from_secs(15)))
        .timeout(timeout)
        .user_agent(concat!("comprules/", env!("CARGO_PKG_VERSION")))
        .build();
    let response = agent.get(url).call().map_err(|e| match e {
        ureq::Error::Status(code, _) => failed(url, format!("HTTP {code}")),
        ureq::Error::Transport(t) => failed(url, t.to_string()),
    })?;
    let mut bytes = Vec::new();
    response
        .into_reader()
        .take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| failed(url, e.to_string()))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(Error::TooLarge {
            path: url.to_owned(),
            size: bytes.len() as u64,
            limit: MAX_FILE_BYTES,
        });
    }
    Ok(bytes)
}

/// The rules text at `url`: the file itself, or the first link to a TXT file of the rules on
/// the page there.
pub fn fetch(url: &str, timeout: Duration) -> Result<Fetched> {
    let bytes = get(url, timeout)?;
    if is_rules_text(&bytes) {
        return Ok(Fetched {
            url: url.to_owned(),
            bytes,
        });
    }
    let page = String::from_utf8_lossy(&bytes);
    let link = txt_link(&page).ok_or_else(|| Error::Other {
        id: "corpus-error-fetch-no-link",
        args: vec![("url", url.to_owned())],
    })?;
    let target = join(url, &link);
    Ok(Fetched {
        bytes: get(&target, timeout)?,
        url: target,
    })
}

/// True when the bytes read as an English rules text (its title and date at the top).
fn is_rules_text(bytes: &[u8]) -> bool {
    crate::decode::decode(&bytes[..bytes.len().min(8192)])
        .ok()
        .and_then(|d| crate::corpus::lang_of_text(&d.text))
        .is_some()
}

/// The first link on a page to a TXT file of the Comprehensive Rules (`CompRules` in its
/// name), else to any TXT file.
fn txt_link(page: &str) -> Option<String> {
    static HREF: std::sync::LazyLock<regex::Regex> = std::sync::LazyLock::new(|| {
        regex::Regex::new(r#"(?i)href\s*=\s*["']([^"'<>]+?\.txt)(?:[?#][^"'<>]*)?["']"#)
            .expect("a valid pattern")
    });
    let links: Vec<String> = HREF
        .captures_iter(page)
        .map(|c| c[1].replace("&amp;", "&"))
        .collect();
    links
        .iter()
        .find(|l| l.to_ascii_lowercase().contains("comprules"))
        .or_else(|| links.first())
        .cloned()
}

/// `link` read against the page at `base` (absolute, scheme-relative, host-relative or
/// relative to the page's folder).
fn join(base: &str, link: &str) -> String {
    if link.starts_with("http://") || link.starts_with("https://") {
        return link.to_owned();
    }
    let (scheme, rest) = base.split_once("://").unwrap_or(("https", base));
    if let Some(l) = link.strip_prefix("//") {
        return format!("{scheme}://{l}");
    }
    let host = rest.split(['/', '?', '#']).next().unwrap_or(rest);
    if link.starts_with('/') {
        return format!("{scheme}://{host}{link}");
    }
    let path = rest[host.len()..].split(['?', '#']).next().unwrap_or("");
    let dir = path.rsplit_once('/').map_or("", |(d, _)| d);
    format!("{scheme}://{host}{dir}/{link}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_rules_link_on_a_page() {
        let page = r#"<a href="/en/news">News</a>
            <a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260619.pdf">PDF</a>
            <a href="notes.txt">notes</a>
            <a class="x" href='https://media.wizards.com/2026/downloads/MagicCompRules%2020260619.txt'>TXT</a>"#;
        assert_eq!(
            txt_link(page).as_deref(),
            Some("https://media.wizards.com/2026/downloads/MagicCompRules%2020260619.txt")
        );
        assert_eq!(txt_link("<p>no links</p>"), None);
        assert_eq!(
            txt_link(r#"<a href="a.txt?x=1">"#).as_deref(),
            Some("a.txt")
        );
    }

    #[test]
    fn joins_links() {
        let base = "https://magic.wizards.com/en/rules?x=1";
        assert_eq!(join(base, "https://a/b.txt"), "https://a/b.txt");
        assert_eq!(join(base, "//media.x/c.txt"), "https://media.x/c.txt");
        assert_eq!(join(base, "/d/e.txt"), "https://magic.wizards.com/d/e.txt");
        assert_eq!(join(base, "f.txt"), "https://magic.wizards.com/en/f.txt");
        assert_eq!(
            join("http://127.0.0.1:8080/rules", "cr.txt"),
            "http://127.0.0.1:8080/cr.txt"
        );
    }
}
