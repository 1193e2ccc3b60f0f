//! `cr docs`: the site for the bundled corpus is built once (by the binary, as a user runs it)
//! into target/test-output/docs/site and checked: every internal link and anchor resolves,
//! every page parses as HTML5 without errors, the side-by-side and engine pages hold what the
//! issue asks, hostile rule text is inert, the output directory is never clobbered, and a real
//! headless Chromium searches, follows links and takes a screenshot.

use crate::common::{assert_error, cr, cr_env, stderr, stdout, t};
use comprules::site::{self, engine::EngineRule, findings};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// target/test-output/docs: where these tests write (sites, screenshots).
fn output_dir() -> PathBuf {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let dir = tmp
        .parent()
        .expect("target dir")
        .join("test-output")
        .join("docs");
    std::fs::create_dir_all(&dir).expect("create test output dir");
    dir
}

/// The site of the bundled corpus, built once by `cr docs`.
fn bundled_site() -> &'static Path {
    static SITE: OnceLock<PathBuf> = OnceLock::new();
    SITE.get_or_init(|| {
        let out = output_dir().join("site");
        let o = cr(&["docs", "--out", out.to_str().unwrap()]);
        assert!(o.status.success(), "cr docs failed: {}", stderr(&o));
        assert!(stdout(&o).contains("pages"), "{}", stdout(&o));
        out
    })
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn html_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .collect();
    v.sort();
    v
}

/// Every id of every page.
fn ids_by_page(dir: &Path) -> HashMap<String, HashSet<String>> {
    let sel = scraper::Selector::parse("[id]").unwrap();
    html_files(dir)
        .into_iter()
        .map(|p| {
            let doc = scraper::Html::parse_document(&read(&p));
            let ids = doc
                .select(&sel)
                .map(|e| e.value().attr("id").unwrap().to_owned())
                .collect();
            (p.file_name().unwrap().to_string_lossy().into_owned(), ids)
        })
        .collect()
}

/// Checks that every internal href, src and #anchor of a site resolves; returns how many.
fn check_links(dir: &Path) -> usize {
    let ids = ids_by_page(dir);
    let sel = scraper::Selector::parse("a[href], link[href], script[src]").unwrap();
    let mut checked = 0;
    let mut broken = Vec::new();
    for p in html_files(dir) {
        let page = p.file_name().unwrap().to_string_lossy().into_owned();
        let doc = scraper::Html::parse_document(&read(&p));
        for e in doc.select(&sel) {
            let v = e.value();
            let url = v.attr("href").or(v.attr("src")).unwrap();
            if url.starts_with("http://")
                || url.starts_with("https://")
                || url.starts_with("mailto:")
            {
                continue;
            }
            let (file, frag) = url
                .split_once('#')
                .map_or((url, None), |(f, a)| (f, Some(a)));
            // `lint.html#check=typo`: the report's filters, read by its script, not an anchor.
            let frag = frag.filter(|a| !a.contains('='));
            let file = if file.is_empty() { page.as_str() } else { file };
            checked += 1;
            if !dir.join(file).is_file() {
                broken.push(format!("{page}: {url} (no file)"));
                continue;
            }
            if let Some(a) = frag
                && !ids.get(file).is_some_and(|s| s.contains(a))
            {
                broken.push(format!("{page}: {url} (no anchor)"));
            }
        }
    }
    // The search index links too: every document's part.
    for doc in search_docs(dir) {
        let part = search_part(dir, doc["file"].as_str().unwrap());
        let pages = part["pages"].as_array().unwrap();
        for e in part["entries"].as_array().unwrap() {
            let page = pages[e[1].as_u64().unwrap() as usize].as_str().unwrap();
            let anchor = e[2].as_str().unwrap();
            checked += 1;
            if !ids.get(page).is_some_and(|s| s.contains(anchor)) {
                broken.push(format!("search index: {page}#{anchor}"));
            }
        }
    }
    assert!(
        broken.is_empty(),
        "{} broken links of {checked}, first: {:#?}",
        broken.len(),
        &broken[..broken.len().min(20)]
    );
    checked
}

/// The documents of the search index (`assets/search/docs.js`).
fn search_docs(dir: &Path) -> Vec<serde_json::Value> {
    let js = read(&dir.join("assets/search/docs.js"));
    let json = js
        .trim()
        .strip_prefix("window.CR_SEARCH_DOCS = ")
        .and_then(|s| s.strip_suffix(';'))
        .expect("the list assigns one global");
    serde_json::from_str::<Vec<serde_json::Value>>(json).expect("the list is JSON")
}

/// One document's part of the search index.
fn search_part(dir: &Path, file: &str) -> serde_json::Value {
    let js = read(&dir.join(file));
    let json = js
        .trim()
        .strip_prefix("(window.CR_SEARCH_PARTS = window.CR_SEARCH_PARTS || []).push(")
        .and_then(|s| s.strip_suffix(");"))
        .expect("a part pushes itself");
    serde_json::from_str(json).expect("a part is JSON")
}

/// HTML5 parse errors and duplicate ids of every page.
fn check_html5(dir: &Path) {
    let sel = scraper::Selector::parse("[id]").unwrap();
    let mut problems = Vec::new();
    for p in html_files(dir) {
        let doc = scraper::Html::parse_document(&read(&p));
        for e in &doc.errors {
            problems.push(format!("{}: {e}", p.display()));
        }
        let mut seen = HashSet::new();
        for e in doc.select(&sel) {
            let id = e.value().attr("id").unwrap();
            if !seen.insert(id.to_owned()) {
                problems.push(format!("{}: duplicate id {id}", p.display()));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{:#?}",
        &problems[..problems.len().min(20)]
    );
}

#[test]
fn docs_every_internal_link_and_anchor_resolves() {
    let n = check_links(bundled_site());
    assert!(n > 10_000, "only {n} links checked");
}

#[test]
fn docs_pages_are_valid_html5() {
    check_html5(bundled_site());
}

#[test]
fn docs_index_lists_documents_findings_and_coverage() {
    let index = read(&bundled_site().join("index.html"));
    for needle in [
        &t("en@2026-01-16"),
        "doc-fr-seed.html",
        "doc-zh-2023-10-13.html",
        &t("2026-01-16"),
        "xremming/rulesraker",
        "side-601.2f.html",
        "id=\"coverage\"",
        "id=\"findings\"",
        "code-src-engine-cost-rs.html",
    ] {
        assert!(index.contains(needle), "index lacks {needle}");
    }
}

/// Issue 37: the review page ranks each whole translation (a tenth of its rules, likeliest
/// first, each a link to the rule with its evidence), and the lint report links to it.
#[test]
fn docs_review_page_ranks_each_whole_translation() {
    let page = read(&bundled_site().join("review.html"));
    for (id, doc) in [
        ("zh-2023-10-13", "doc-zh-2023-10-13"),
        ("ko-2017-07-08", "doc-ko-2017-07-08"),
    ] {
        assert!(
            page.contains(&format!("id=\"{id}\"")),
            "review.html lacks {id}"
        );
        assert!(
            page.contains(&format!("href=\"{doc}")),
            "review.html links no rule of {id}"
        );
    }
    // Scores, highest first, within each translation.
    let scores: Vec<f32> = page
        .split("</a></td><td>")
        .skip(1)
        .filter_map(|s| s.split('<').next()?.parse().ok())
        .collect();
    assert!(scores.len() > 400, "{} rules ranked", scores.len());
    assert!(scores.iter().all(|s| (0.0..=1.0).contains(s)));
    let report = read(&bundled_site().join("lint.html"));
    assert!(report.contains("href=\"review.html\""));
}

#[test]
fn docs_rules_pages_have_stable_anchors_links_and_examples() {
    let dir = bundled_site();
    let s6 = read(&dir.join(t("doc-en-2026-01-16-s6.html")));
    assert!(s6.contains("id=\"r601.2f\""));
    assert!(s6.contains("id=\"r601\""), "chapter heading anchor");
    assert!(s6.contains("id=\"s6\""), "section anchor");
    // 601.2f refers to 601.2b, on the same page.
    assert!(s6.contains(&t("href=\"doc-en-2026-01-16-s6.html#r601.2b\"")));
    assert!(s6.contains("class=\"example\""));
    let g = read(&dir.join(t("doc-en-2026-01-16-glossary.html")));
    assert!(g.contains("id=\"g-mana-value\""), "glossary anchor");
    // A reference inside a glossary definition is a link.
    assert!(g.contains(&t("class=\"ref\" href=\"doc-en-2026-01-16-s2.html#r202.3")));
    // Glossary terms are links where rules use them: 601.2f's first "total cost" and
    // "mana cost", each once, and never the glossary page for a word inside another
    // ("cost" in "costs").
    let f = s6
        .split("id=\"r601.2f\"")
        .nth(1)
        .and_then(|t| t.split("</p>").next())
        .unwrap();
    let total = &t(
        "<a class=\"term\" href=\"doc-en-2026-01-16-glossary.html#g-total-cost\">total cost</a>",
    );
    assert_eq!(f.matches(total).count(), 1, "{f}");
    assert!(f.contains(">mana cost</a>"), "{f}");
    assert!(
        !f.contains(">costs</a>") && !f.contains(">cost</a>s"),
        "{f}"
    );
    // The Chinese text links its own glossary's terms.
    let zh = read(&dir.join("doc-zh-2023-10-13-s6.html"));
    assert!(zh.contains("<a class=\"term\" href=\"doc-zh-2023-10-13-glossary.html#g-"));
    // The French seed refers to rules it lacks: they link to the English version it follows.
    let fr = read(&dir.join("doc-fr-seed.html"));
    assert!(
        fr.contains("class=\"ref elsewhere\" href=\"doc-en-"),
        "{fr}"
    );
    assert!(fr.contains("#r700.2\""));
    // And to its own 601.2f.
    assert!(fr.contains("href=\"doc-fr-seed.html#r601.2f\""));
    // Counterparts: French 601.2f links to Italian 601.2e.
    assert!(fr.contains("hreflang=\"it\" href=\"doc-it-seed.html#r601.2e\""));
}

#[test]
fn docs_side_by_side_shows_renumbering_and_engine_links() {
    let dir = bundled_site();
    let f = read(&dir.join("side-601.2f.html"));
    // Italian 601.2e beside French and English 601.2f, with the renumbering shown.
    assert!(
        f.contains("href=\"doc-it-seed.html#r601.2e\""),
        "it 601.2e in the row"
    );
    assert!(f.contains("href=\"doc-fr-seed.html#r601.2f\""));
    assert!(f.contains("class=\"renumbered\""));
    assert!(f.contains(&t("601.2e here is 601.2f in en@2026-01-16")));
    // Implementation and tests, as source pages with line anchors; executable examples.
    assert!(
        f.contains("href=\"code-src-engine-cost-rs.html#L"),
        "implementation link"
    );
    assert!(
        f.contains("href=\"code-tests-all-engine-rs.html#L"),
        "test link"
    );
    assert!(f.contains("601.2f-kicker-two-reducers.toml"), "scenario");
    assert!(f.contains("Expectations met."));
    assert!(
        !f.contains("not met"),
        "every scenario meets its expectations"
    );
    // A section side by side.
    let s6 = read(&dir.join("side-c601.html"));
    assert!(s6.contains("id=\"r601.2f\""));
    assert!(s6.contains("lang=\"zh\""));
}

#[test]
fn docs_french_interface() {
    let out = output_dir().join("site-fr");
    let o = cr(&[
        "docs",
        "--out",
        out.to_str().unwrap(),
        "fr",
        "it",
        "--ui-lang",
        "fr",
        "--force",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("pages écrites"), "{}", stdout(&o));
    let index = read(&out.join("index.html"));
    assert!(index.contains("<html lang=\"fr\">"));
    assert!(index.contains("Règles complètes"));
    assert!(index.contains("Rechercher dans les règles"));
    // Without English, the rule history follows the base (the Italian seed, the longer)
    // through the English release it follows, in French: French 601.2f is Italian 601.2e,
    // once 409.1f.
    assert!(index.contains("Historique des règles"), "{index}");
    let fr = read(&out.join("doc-fr-seed.html"));
    assert!(
        fr.contains("<a class=\"history\" href=\"history-c601.html#r601.2e\">historique</a>"),
        "{fr}"
    );
    let h = read(&out.join("history-c601.html"));
    assert!(h.contains("id=\"r601.2e\"") && h.contains("409.1f"), "{h}");
    assert!(h.contains("renumérotée"), "{h}");
    check_links(&out);
    check_html5(&out);
}

#[test]
fn docs_refuses_a_directory_it_did_not_make() {
    let base = output_dir().join("refuse");
    let _ = std::fs::remove_dir_all(&base);
    let dir = base.join("mine");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "precious").unwrap();
    let o = cr(&["docs", "--out", dir.to_str().unwrap(), "fr"]);
    assert_error(&o, "not made by cr docs");
    assert_eq!(read(&dir.join("notes.txt")), "precious");
    let o = cr_env(
        &[
            "docs",
            "--out",
            dir.to_str().unwrap(),
            "fr",
            "--ui-lang",
            "it",
        ],
        &[],
    );
    assert_error(&o, "non è stata creata da cr docs");
    // A file is not a directory.
    let file = base.join("file");
    std::fs::write(&file, "x").unwrap();
    assert_error(
        &cr(&["docs", "--out", file.to_str().unwrap(), "fr"]),
        "not a directory",
    );
    // --force adds the site beside the folder's files, never removing one; then it is ours,
    // and a second run needs no --force.
    let o = cr(&["docs", "--out", dir.to_str().unwrap(), "fr", "--force"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(read(&dir.join("notes.txt")), "precious");
    assert!(dir.join(site::MARKER).is_file());
    let o = cr(&["docs", "--out", dir.to_str().unwrap(), "it"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(dir.join("doc-it-seed.html").is_file());
    assert!(
        !dir.join("doc-fr-seed.html").exists(),
        "the old site's own pages were removed"
    );
    assert_eq!(read(&dir.join("notes.txt")), "precious");
    // Nothing temporary is left beside it.
    let left: Vec<_> = std::fs::read_dir(&base)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(left.is_empty(), "{left:?}");
    // A bad spec is one line, exit 2, and writes nothing.
    let fresh = base.join("fresh");
    assert_error(
        &cr(&["docs", "--out", fresh.to_str().unwrap(), "xx@1999"]),
        "xx",
    );
    assert!(!fresh.exists());
}

/// A site published from a git checkout with a custom domain: a rebuild (with or without
/// --force) keeps the CNAME and the repository byte for byte, and a file of theirs that the
/// site would overwrite stops the build before anything is written.
#[test]
fn docs_rebuild_keeps_cname_and_git() {
    let dir = output_dir().join("keep");
    let _ = std::fs::remove_dir_all(&dir);
    let o = cr(&["docs", "--out", dir.to_str().unwrap(), "fr"]);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::write(dir.join("CNAME"), "rules.example.org\n").unwrap();
    std::fs::create_dir_all(dir.join(".git/refs/heads")).unwrap();
    std::fs::write(dir.join(".git/HEAD"), "ref: refs/heads/gh-pages\n").unwrap();
    std::fs::write(dir.join(".git/refs/heads/gh-pages"), "0123abcd\n").unwrap();
    for extra in [&[][..], &["--force"][..]] {
        let mut args = vec!["docs", "--out", dir.to_str().unwrap(), "it"];
        args.extend_from_slice(extra);
        let o = cr(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(
            std::fs::read(dir.join("CNAME")).unwrap(),
            b"rules.example.org\n"
        );
        assert_eq!(
            std::fs::read(dir.join(".git/HEAD")).unwrap(),
            b"ref: refs/heads/gh-pages\n"
        );
        assert!(dir.join(".git/refs/heads/gh-pages").is_file());
        assert!(dir.join("doc-it-seed.html").is_file());
        assert!(!dir.join("doc-fr-seed.html").exists());
    }
    // Their own page where the site would write one: refused, nothing changed.
    std::fs::remove_file(dir.join(site::MARKER)).unwrap();
    let before = std::fs::read(dir.join("index.html")).unwrap();
    let o = cr(&["docs", "--out", dir.to_str().unwrap(), "fr", "--force"]);
    assert_error(&o, "was not written by cr docs");
    assert_eq!(std::fs::read(dir.join("index.html")).unwrap(), before);
    assert!(!dir.join("doc-fr-seed.html").exists());
}

/// Rules with markup in them, a finding on one, and a check whose docs try the same tricks.
const HOSTILE: &str = "\
601.2a The player announces <script>alert('rule')</script> the spell. See rule 601.2b.
601.2b <img src=x onerror=alert(1)> Modes \" onmouseover=\"alert(2)\" and [click](javascript:alert(3)) and <a href=\"javascript:alert(4)\">here</a>.
Example: <iframe src=\"javascript:alert(5)\"></iframe> {W}
601.2c <svg onload=alert(6)> targets.
";

#[test]
fn docs_hostile_rule_text_and_markdown_are_inert() {
    let dir = output_dir().join("hostile");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let txt = dir.join("hostile.txt");
    let md = dir.join("hostile.md");
    std::fs::write(&txt, HOSTILE).unwrap();
    std::fs::write(&md, HOSTILE.replace('\n', "\n\n")).unwrap();
    let docs = vec![
        comprules::corpus::read_file("en", &txt).unwrap(),
        comprules::corpus::read_file("fr", &md).unwrap(),
    ];
    let target = docs[0].rule(&"601.2b".parse().unwrap()).unwrap();
    let findings = vec![findings::Finding {
        check: "<b>evil</b>\" onclick=\"x".into(),
        severity: "error".into(),
        message: "<script>alert(7)</script>".into(),
        lang: "en".into(),
        document: docs[0].name.clone(),
        rule: Some(target.id),
        span: comprules::document::Span {
            start: target.span.start + 7,
            end: target.span.start + 40,
        },
    }];
    let checks = vec![findings::CheckDoc {
        name: "<b>evil</b>\" onclick=\"x".into(),
        summary: "<script>alert(8)</script>".into(),
        markdown: "## What it does\n\n<script>alert(9)</script>\n\n<div onclick=\"alert(10)\">x</div>\n\n\
                   [a](javascript:alert(11)) [b](java\tscript:alert(12)) ![i](javascript:alert(13)) \
                   <a href=\"javascript:alert(14)\">c</a> [ok](https://example.org)"
            .into(),
    }];
    let i = comprules::i18n::I18n::new("en-US");
    let coverage: Vec<EngineRule> = Vec::new();
    let built = site::build(
        &site::Input {
            db: crate::common::db(),
            docs: &docs,
            findings: &findings,
            reviews: &[],
            checks: &checks,
            coverage: &coverage,
        },
        &i,
    );
    let out = dir.join("site");
    site::write_site(&out, &built.files, false).unwrap();
    check_links(&out);
    check_html5(&out);
    let all = scraper::Selector::parse("*").unwrap();
    let mut seen_text = 0;
    for p in html_files(&out) {
        let text = read(&p);
        let doc = scraper::Html::parse_document(&text);
        for e in doc.select(&all) {
            let v = e.value();
            match v.name() {
                "script" => assert_eq!(
                    v.attr("src"),
                    Some("assets/site.js"),
                    "{}: a script that is not ours",
                    p.display()
                ),
                "img" | "iframe" | "svg" | "object" | "embed" | "b" => {
                    panic!("{}: <{}> from the input", p.display(), v.name())
                }
                _ => {}
            }
            for (name, value) in v.attrs() {
                assert!(
                    !name.starts_with("on"),
                    "{}: event handler {name}={value}",
                    p.display()
                );
                let folded: String = value
                    .chars()
                    .filter(|c| !c.is_whitespace())
                    .collect::<String>()
                    .to_ascii_lowercase();
                assert!(
                    !folded.starts_with("javascript:"),
                    "{}: {name}={value}",
                    p.display()
                );
            }
        }
        // The markup is shown as text.
        if text.contains("&lt;script&gt;alert(&#39;rule&#39;)&lt;/script&gt;") {
            seen_text += 1;
        }
    }
    assert!(seen_text >= 2, "the rule text is shown, escaped");
    let report = read(&out.join("lint.html"));
    assert!(report.contains("&lt;script&gt;alert(7)&lt;/script&gt;"));
    let check = html_files(&out)
        .into_iter()
        .find(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("check-")
        })
        .expect("a check page");
    let check = read(&check);
    assert!(check.contains("href=\"https://example.org\""));
    assert!(check.contains("&lt;script&gt;alert(9)&lt;/script&gt;"));
    // The finding is highlighted in the rule and links to its check's page.
    let page = read(&out.join("doc-en-hostile.html"));
    assert!(
        page.contains("<mark class=\"finding sev-error\""),
        "highlight"
    );
    assert!(page.contains("class=\"check\" href=\"check-b-evil-b-onclick-x.html\""));
}

#[test]
fn docs_every_engine_link_names_an_embedded_source() {
    for l in comprules::links::LINKS {
        assert!(
            site::engine::SOURCES.iter().any(|(p, _)| *p == l.path),
            "{} is not embedded in the site",
            l.path
        );
    }
    assert!(
        !site::engine::SCENARIOS.is_empty(),
        "rules/examples/*.toml are embedded"
    );
}

/// A minimal WebDriver client over HTTP, against chromedriver.
mod webdriver {
    use serde_json::{Value, json};
    use std::process::{Child, Command, Stdio};
    use std::time::{Duration, Instant};

    pub struct Browser {
        base: String,
        session: String,
        driver: Child,
        _profile: tempfile::TempDir,
    }

    const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

    fn call(method: &str, url: &str, body: Option<Value>) -> Result<Value, String> {
        let agent = ureq::AgentBuilder::new()
            .timeout(Duration::from_secs(60))
            .build();
        let req = agent.request(method, url);
        let resp = match body {
            Some(b) => req.send_json(b),
            None => req.call(),
        };
        let v: Value = match resp {
            Ok(r) => r.into_json().map_err(|e| e.to_string())?,
            Err(ureq::Error::Status(code, r)) => {
                let v: Value = r.into_json().unwrap_or(Value::Null);
                return Err(format!("{method} {url}: HTTP {code}: {v}"));
            }
            Err(e) => return Err(format!("{method} {url}: {e}")),
        };
        Ok(v["value"].clone())
    }

    fn free_port() -> u16 {
        std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port()
    }

    impl Browser {
        /// Starts chromedriver and a headless Chromium with a fresh profile. Errors say what is
        /// missing.
        pub fn start() -> Result<Browser, String> {
            let driver_bin =
                std::env::var("CHROMEDRIVER").unwrap_or_else(|_| "chromedriver".into());
            let chrome_bin = std::env::var("CHROME").unwrap_or_else(|_| "/usr/bin/chromium".into());
            if !std::path::Path::new(&chrome_bin).exists() {
                return Err(format!("no Chromium at {chrome_bin} (set CHROME)"));
            }
            let port = free_port();
            let driver = Command::new(&driver_bin)
                .arg(format!("--port={port}"))
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .map_err(|e| format!("cannot run {driver_bin}: {e}"))?;
            let base = format!("http://127.0.0.1:{port}");
            let profile = tempfile::tempdir().map_err(|e| e.to_string())?;
            let mut b = Browser {
                base,
                session: String::new(),
                driver,
                _profile: profile,
            };
            let t = Instant::now();
            loop {
                if call("GET", &format!("{}/status", b.base), None)
                    .is_ok_and(|v| v["ready"] == true)
                {
                    break;
                }
                if let Ok(Some(s)) = b.driver.try_wait() {
                    return Err(format!("{driver_bin} exited: {s}"));
                }
                if t.elapsed() > Duration::from_secs(20) {
                    return Err(format!("{driver_bin} did not answer in 20 s"));
                }
                std::thread::sleep(Duration::from_millis(100));
            }
            let args = vec![
                "--headless".to_owned(),
                "--no-sandbox".into(),
                "--disable-gpu".into(),
                "--no-first-run".into(),
                "--disable-background-networking".into(),
                "--disable-component-update".into(),
                "--disable-sync".into(),
                "--disable-dev-shm-usage".into(),
                "--window-size=1280,900".into(),
                format!("--user-data-dir={}", b._profile.path().display()),
            ];
            let caps = json!({"capabilities": {"alwaysMatch": {
                "browserName": "chrome",
                "goog:chromeOptions": {"binary": chrome_bin, "args": args}
            }}});
            let v = call("POST", &format!("{}/session", b.base), Some(caps))
                .map_err(|e| format!("cannot start Chromium: {e}"))?;
            b.session = v["sessionId"].as_str().ok_or("no session id")?.to_owned();
            Ok(b)
        }

        fn url(&self, path: &str) -> String {
            format!("{}/session/{}{path}", self.base, self.session)
        }

        pub fn goto(&self, url: &str) {
            call("POST", &self.url("/url"), Some(json!({ "url": url }))).unwrap();
        }

        pub fn current_url(&self) -> String {
            call("GET", &self.url("/url"), None)
                .unwrap()
                .as_str()
                .unwrap()
                .to_owned()
        }

        /// Waits up to 10 s for elements matching a CSS selector.
        pub fn wait_all(&self, css: &str) -> Vec<String> {
            let t = Instant::now();
            loop {
                let v = call(
                    "POST",
                    &self.url("/elements"),
                    Some(json!({"using": "css selector", "value": css})),
                )
                .unwrap();
                let ids: Vec<String> = v
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|e| match e[ELEMENT].as_str() {
                        Some(id) => id.to_owned(),
                        None => panic!("not a W3C element reference: {e}"),
                    })
                    .collect();
                if !ids.is_empty() {
                    return ids;
                }
                assert!(
                    t.elapsed() < Duration::from_secs(10),
                    "no element {css} on {}",
                    self.current_url()
                );
                std::thread::sleep(Duration::from_millis(100));
            }
        }

        pub fn text(&self, el: &str) -> String {
            call("GET", &self.url(&format!("/element/{el}/text")), None)
                .unwrap()
                .as_str()
                .unwrap()
                .to_owned()
        }

        pub fn type_into(&self, el: &str, text: &str) {
            call(
                "POST",
                &self.url(&format!("/element/{el}/value")),
                Some(json!({ "text": text })),
            )
            .unwrap();
        }

        pub fn click(&self, el: &str) {
            call(
                "POST",
                &self.url(&format!("/element/{el}/click")),
                Some(json!({})),
            )
            .unwrap();
        }

        pub fn screenshot(&self, path: &std::path::Path) {
            use base64::Engine as _;
            let v = call("GET", &self.url("/screenshot"), None).unwrap();
            let png = base64::engine::general_purpose::STANDARD
                .decode(v.as_str().unwrap())
                .unwrap();
            std::fs::write(path, png).unwrap();
        }

        /// Runs a script in the page and returns its value.
        pub fn execute(&self, script: &str, args: Value) -> Value {
            call(
                "POST",
                &self.url("/execute/sync"),
                Some(json!({"script": script, "args": args})),
            )
            .unwrap()
        }

        /// A Chrome DevTools Protocol command (chromedriver's `goog/cdp/execute`).
        pub fn cdp(&self, cmd: &str, params: Value) -> Value {
            call(
                "POST",
                &self.url("/goog/cdp/execute"),
                Some(json!({"cmd": cmd, "params": params})),
            )
            .unwrap()
        }

        /// Sets the window's outer size.
        pub fn resize(&self, width: u32, height: u32) {
            call(
                "POST",
                &self.url("/window/rect"),
                Some(json!({"width": width, "height": height})),
            )
            .unwrap();
        }

        /// Waits for the URL to end with `suffix`.
        pub fn wait_url(&self, suffix: &str) -> String {
            let t = Instant::now();
            loop {
                let u = self.current_url();
                if u.ends_with(suffix) {
                    return u;
                }
                assert!(
                    t.elapsed() < Duration::from_secs(10),
                    "at {u}, expected …{suffix}"
                );
                std::thread::sleep(Duration::from_millis(100));
            }
        }
    }

    impl Drop for Browser {
        fn drop(&mut self) {
            if !self.session.is_empty() {
                let _ = call(
                    "DELETE",
                    &format!("{}/session/{}", self.base, self.session),
                    None,
                );
            }
            let _ = self.driver.kill();
            let _ = self.driver.wait();
        }
    }
}

/// Starts the browser, or fails saying what to install.
fn browser() -> webdriver::Browser {
    webdriver::Browser::start().unwrap_or_else(|e| {
        panic!(
            "cannot start a browser for the docs site test: {e}. Install Debian's chromium and \
             chromium-driver (`apt-get install -y chromium chromium-driver`; .ci/run does)"
        )
    })
}

/// In headless Chromium, from file://: search "coût total", follow the hit to French 601.2f,
/// follow its link to the Italian counterpart (601.2e), and take screenshots. Fails, never
/// skips, when no browser can be started.
#[test]
#[ignore = "needs chromium chromium-driver: apt-get install -y chromium chromium-driver"]
fn docs_in_a_real_browser_search_and_follow_links() {
    let site = bundled_site().canonicalize().unwrap();
    let shots = output_dir().join("browser");
    std::fs::create_dir_all(&shots).unwrap();
    let b = browser();
    b.goto(&format!("file://{}/index.html", site.display()));
    let input = &b.wait_all("#search")[0];
    b.type_into(input, "coût total");
    let hits = b.wait_all("#search-results li.hit a");
    let first = b.text(&hits[0]);
    assert!(first.contains("fr@seed 601.2f"), "first hit: {first}");
    b.screenshot(&shots.join("1-search.png"));
    b.click(&hits[0]);
    b.wait_url("/doc-fr-seed.html#r601.2f");
    let it = b.wait_all("[id=\"r601.2f\"] a.cp[hreflang=\"it\"]");
    assert!(b.text(&it[0]).contains("601.2e"));
    b.click(&it[0]);
    b.wait_url("/doc-it-seed.html#r601.2e");
    let rule = b.wait_all("[id=\"r601.2e\"]");
    let text = b.text(&rule[0]);
    assert!(text.contains("costo totale"), "{text}");
    b.screenshot(&shots.join("2-italian-601.2e.png"));
    // The side-by-side page shows the renumbering.
    b.goto(&format!("file://{}/side-601.2f.html", site.display()));
    let badge = b.wait_all(".renumbered");
    assert!(b.text(&badge[0]).contains("601.2e"));
    b.screenshot(&shots.join("3-side-601.2f.png"));
}

/// Gzip size of some bytes, as a static host serves them.
fn gzipped(bytes: &[u8]) -> usize {
    use std::io::Write as _;
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(bytes).unwrap();
    e.finish().unwrap().len()
}

/// Weight: no page, script or index part a phone loads is over 300 KB gzipped, and the search
/// of one lookup loads the list of documents and the newest document of each language only.
#[test]
fn docs_nothing_a_phone_loads_is_over_300_kb_gzipped() {
    const LIMIT: usize = 300 * 1024;
    let dir = bundled_site();
    let mut heavy = Vec::new();
    let mut biggest = (0, String::new());
    for (rel, bytes) in crate::common::snapshot(dir) {
        let rel = rel.to_string_lossy().into_owned();
        if rel == site::MARKER {
            continue;
        }
        let n = gzipped(&bytes);
        if n > biggest.0 {
            biggest = (n, rel.clone());
        }
        if n > LIMIT {
            heavy.push(format!("{rel}: {n} bytes gzipped"));
        }
    }
    assert!(heavy.is_empty(), "over 300 KB gzipped: {heavy:#?}");
    eprintln!("biggest file: {} ({} bytes gzipped)", biggest.1, biggest.0);
    // One lookup: the list and the newest document of each language, not the older releases.
    let docs = search_docs(dir);
    let latest: Vec<&serde_json::Value> = docs.iter().filter(|d| d["latest"] == true).collect();
    let langs: HashSet<&str> = docs.iter().map(|d| d["lang"].as_str().unwrap()).collect();
    assert_eq!(
        latest.len(),
        langs.len(),
        "one newest document per language"
    );
    assert!(
        docs.iter()
            .any(|d| d["lang"] == "en" && d["latest"] == false),
        "older English releases are not loaded first"
    );
    assert!(
        docs.iter()
            .any(|d| d["label"] == t("en@2026-01-16") && d["latest"] == true && d["base"] == true)
    );
}

/// Rule history: each rule's lineage across the English releases, one page per chapter, as
/// `cr history` shows it, linked from the rule in every document that has a counterpart.
#[test]
fn docs_rule_history_pages_follow_each_rule_across_releases() {
    let dir = bundled_site();
    let page = scraper::Html::parse_document(&read(&dir.join("history-c601.html")));
    let sel = |s: &str| scraper::Selector::parse(s).unwrap();
    let text = |e: scraper::ElementRef<'_>, s: &str| -> String {
        e.select(&sel(s))
            .next()
            .map(|x| x.text().collect())
            .unwrap_or_default()
    };
    let rows: Vec<(String, String, String, bool)> = page
        .select(&sel("section.lineage[id=\"r601.2f\"] li"))
        .map(|li| {
            (
                text(li, "time"),
                text(li, ".num"),
                li.value().attr("class").unwrap_or_default().to_owned(),
                li.select(&sel("p.changed del, p.changed ins"))
                    .next()
                    .is_some(),
            )
        })
        .collect();
    assert!(rows.len() >= 5, "{rows:#?}");
    // Newest first, down to where it appeared: in 2003 as 409.1f ...
    let first = rows.last().unwrap();
    assert!(first.0.starts_with("2003-") && first.1 == "409.1f" && first.2 == "added");
    assert!(rows.windows(2).all(|w| w[0].0 > w[1].0), "{rows:#?}");
    assert_eq!(rows[0].1, "601.2f", "today's number on top");
    // ... was 601.2e before 2015-07-17, and 601.2f from then on.
    assert!(
        rows.iter()
            .any(|r| r.1 == "601.2e" && r.0.as_str() < "2015-07-17"),
        "{rows:#?}"
    );
    let renumbered = rows.iter().find(|r| r.1 == "601.2f").expect("601.2f");
    assert_eq!(
        (renumbered.0.as_str(), renumbered.2.as_str()),
        ("2015-07-17", "renumbered")
    );
    assert!(!renumbered.3, "a renumbering alone has no word diff");
    // Every text change shows its word diff; runs of unchanged releases are folded.
    assert!(
        rows.iter().filter(|r| r.2 == "changed").all(|r| r.3),
        "{rows:#?}"
    );
    assert!(!rows.iter().any(|r| r.2 == "unchanged"), "{rows:#?}");
    let section = page
        .select(&sel("section.lineage[id=\"r601.2f\"]"))
        .next()
        .unwrap();
    assert!(
        section
            .text()
            .collect::<String>()
            .contains(&t("unchanged until 2026-01-16")),
        "the last run is folded"
    );
    // The rule links to its history, in English and through the alignment in translations.
    let link = "<a class=\"history\" href=\"history-c601.html#r601.2f\">history</a>";
    for p in [
        &t("doc-en-2026-01-16-s6.html"),
        "doc-fr-seed.html",
        "doc-zh-2023-10-13-s6.html",
    ] {
        let html = read(&dir.join(p));
        let rule = html
            .split(" id=\"r601.2f\"")
            .nth(1)
            .and_then(|t| t.split("<div class=\"rule\"").next())
            .unwrap_or_else(|| panic!("{p} has 601.2f"));
        assert!(rule.contains(link), "{p}: {rule}");
    }
    // The Italian seed's 601.2e is English 601.2f: its history is 601.2f's.
    let it = read(&dir.join("doc-it-seed.html"));
    let e = it.split(" id=\"r601.2e\"").nth(1).unwrap();
    assert!(
        e.split("<div class=\"rule\"")
            .next()
            .unwrap()
            .contains(link),
        "{e}"
    );
    // Side by side, the base rule's cell links to its history too (601.2f on its own page,
    // 702.19b on its chapter's).
    for (page, anchor, link) in [
        ("side-601.2f.html", "r601.2f", link),
        (
            "side-c702.html",
            "r702.19b",
            "<a class=\"history\" href=\"history-c702.html#r702.19b\">history</a>",
        ),
    ] {
        let side = read(&dir.join(page));
        let row = side
            .split(&format!("<div class=\"row\" id=\"{anchor}\""))
            .nth(1)
            .and_then(|t| t.split("<div class=\"row\"").next())
            .unwrap_or_else(|| panic!("{page} has a row {anchor}"));
        assert!(row.contains(link), "{page}: {row}");
    }
    let index = read(&dir.join("index.html"));
    assert!(index.contains("href=\"history-c601.html\""));
}

/// `en.html#r601.2f` is a stable link to the newest English 601.2f: the page names the newest
/// document and the pages its script sends a fragment to.
#[test]
fn docs_latest_pages_are_stable_links() {
    let dir = bundled_site();
    let en = read(&dir.join("en.html"));
    assert!(en.contains(&t("data-slug=\"en-2026-01-16\"")), "{en}");
    assert!(en.contains("data-split=\"1\""));
    assert!(en.contains(&t("data-glossary=\"doc-en-2026-01-16-glossary.html\"")));
    assert!(en.contains(&t("href=\"doc-en-2026-01-16.html\"")));
    let fr = read(&dir.join("fr.html"));
    assert!(fr.contains("data-slug=\"fr-seed\""), "{fr}");
    assert!(fr.contains("data-split=\"0\""));
    let index = read(&bundled_site().join("index.html"));
    for l in ["en", "fr", "it", "zh", "ko"] {
        assert!(
            index.contains(&format!("href=\"{l}.html\"")),
            "index links {l}.html"
        );
    }
}

/// Findings people can read: a colour per severity with a legend, the message in a note under
/// the rule (not only a tooltip), a whole-text finding as a point rather than a painted
/// paragraph, check pages that list their findings.
#[test]
fn docs_findings_are_readable_without_hovering() {
    let dir = bundled_site();
    let sel = scraper::Selector::parse("mark.finding").unwrap();
    let mut marks = 0;
    let mut painted = Vec::new();
    for p in html_files(dir) {
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        if !name.starts_with("doc-") {
            continue;
        }
        let text = read(&p);
        let page = scraper::Html::parse_document(&text);
        for m in page.select(&sel) {
            marks += 1;
            let note = m
                .value()
                .attr("aria-describedby")
                .expect("a mark names its note");
            assert!(
                text.contains(&format!("id=\"{note}\"")),
                "{name}: no note {note}"
            );
            // The span, not the rule: a mark never holds the whole paragraph.
            let para: String = m
                .parent()
                .and_then(scraper::ElementRef::wrap)
                .map(|e| e.text().collect())
                .unwrap_or_default();
            let own: String = m.text().collect();
            // The paragraph's text after the rule number.
            let rest = para.trim().split_once(' ').map_or("", |(_, r)| r);
            if own.chars().count() > 40 && own.trim() == rest.trim() {
                painted.push(format!("{name}: {own}"));
            }
        }
        if text.contains("mark class=\"finding") {
            assert!(text.contains("class=\"legend\""), "{name}: no legend");
            assert!(text.contains("<ul class=\"notes\">"), "{name}: no notes");
        }
    }
    assert!(marks > 10, "only {marks} marks");
    assert!(painted.is_empty(), "{painted:#?}");
    // Each severity has its own colour.
    let css = read(&dir.join("assets/site.css"));
    for sev in ["info", "warning", "error"] {
        assert!(css.contains(&format!("mark.finding.sev-{sev}")) || sev == "info");
        assert!(css.contains(&format!("--{sev}:")), "no colour for {sev}");
    }
    // A check page lists its findings, as many rows as its count says.
    let index = read(&dir.join("index.html"));
    let row = scraper::Selector::parse("table.counts tbody tr").unwrap();
    let cell = scraper::Selector::parse("td").unwrap();
    let doc = scraper::Html::parse_document(&index);
    let (name, count) = doc
        .select(&row)
        .map(|r| {
            let cells: Vec<String> = r.select(&cell).map(|c| c.text().collect()).collect();
            (cells[0].clone(), cells[1].parse::<usize>().unwrap())
        })
        .max_by_key(|(_, n)| *n)
        .expect("the bundled corpus has findings");
    let page = read(&dir.join(findings::check_page(&name)));
    let rows = scraper::Html::parse_document(&page)
        .select(&scraper::Selector::parse("table.findings tbody tr").unwrap())
        .count();
    assert_eq!(rows, count.min(500), "{name}");
    // The report filters by severity too, and says so in the URL (site.js).
    let report = read(&dir.join("lint.html"));
    assert!(report.contains("id=\"filter-severity\""));
    assert!(report.contains("data-severity=\""));
}

/// The engine's links go beyond 601.2 (wherever a `/// CR` tag names a rule), and back: the
/// code view links "CR 118.7a" to the rule, one line per line (not double-spaced).
#[test]
fn docs_engine_links_both_ways() {
    let dir = bundled_site();
    let s1 = read(&dir.join(t("doc-en-2026-01-16-s1.html")));
    let s2 = read(&dir.join(t("doc-en-2026-01-16-s2.html")));
    for (page, rule) in [
        (&s1, "118.7"),
        (&s1, "107.3"),
        (&s1, "107.4"),
        (&s2, "202.3"),
    ] {
        let block = page.split(&format!("id=\"r{rule}")).skip(1).find(|b| {
            b.split("<div class=\"rule\"")
                .next()
                .unwrap()
                .contains("engine-links")
        });
        assert!(block.is_some(), "{rule} (or a subrule) links to the engine");
    }
    let code = read(&dir.join("code-src-engine-cost-rs.html"));
    assert!(
        code.contains(&t(
            "<a class=\"cr\" href=\"doc-en-2026-01-16-s1.html#r118.7a\">118.7a</a>"
        )),
        "the code links back to 118.7a"
    );
    assert!(code.contains(&t("href=\"doc-en-2026-01-16-s6.html#r601.2f\">601.2f</a>")));
    assert!(
        !code.contains("</span>\n<span class=\"line\""),
        "double-spaced"
    );
}

/// The text of a rule (its first paragraph) on a page: the HTML between its anchor and `</p>`.
fn rule_html<'a>(page: &'a str, id: &str) -> &'a str {
    page.split(&format!("id=\"r{id}\""))
        .nth(1)
        .and_then(|t| t.split("</p>").next())
        .unwrap_or_else(|| panic!("no rule {id}"))
}

/// Every reference a link: each number of a list ("See rules 614 and 615", "“Meld,” and
/// 729", Chinese "规则614和615"), a bare chapter after "See" ("See 718"), and both ends of a
/// range ("601.2a–d"), each to its own rule.
#[test]
fn docs_every_reference_is_linked() {
    let dir = bundled_site();
    let s6 = read(&dir.join(t("doc-en-2026-01-16-s6.html")));
    let s7 = read(&dir.join(t("doc-en-2026-01-16-s7.html")));
    let s9 = read(&dir.join(t("doc-en-2026-01-16-s9.html")));
    let zh6 = read(&dir.join("doc-zh-2023-10-13-s6.html"));
    let link = |page: &str, rule: &str| format!("href=\"{page}#r{rule}\">");
    let en6 = &t("doc-en-2026-01-16-s6.html");
    let en7 = &t("doc-en-2026-01-16-s7.html");
    for (html, want) in [
        (
            rule_html(&s6, "609.6"),
            vec![link(en6, "614") + "614</a>", link(en6, "615") + "615</a>"],
        ),
        (
            rule_html(&s7, "701.27g"),
            vec![
                link(en7, "701.42") + "701.42</a>",
                // 729 until 2026-01-16: Merging with Permanents is 730 since 2026-06-19.
                link(en7, "730") + "730</a>",
            ],
        ),
        (
            rule_html(&s7, "702.160a"),
            vec![link(en7, "718") + "718</a>"],
        ),
        (rule_html(&s9, "901.9d"), vec![link(en7, "706") + "706</a>"]),
        (
            rule_html(&s6, "601.2"),
            vec![
                link(en6, "601.2a") + "601.2a</a>",
                link(en6, "601.2d") + "–d</a>",
                link(en6, "601.2f") + "601.2f</a>",
                link(en6, "601.2h") + "–h</a>",
            ],
        ),
        (
            rule_html(&zh6, "609.6"),
            vec![
                link("doc-zh-2023-10-13-s6.html", "614") + "614</a>",
                link("doc-zh-2023-10-13-s6.html", "615") + "615</a>",
            ],
        ),
    ] {
        for w in want {
            assert!(html.contains(&w), "{w} not in {html}");
        }
    }
    // Counts stay text (src/inline.rs's tests hold "100 and 200 life"); every link resolves
    // (docs_every_internal_link_and_anchor_resolves).
}

/// Glossary links only in the glossary's sense: 601.2f's "locked in" is not Locked (709.5).
#[test]
fn docs_glossary_links_keep_their_sense() {
    let s6 = read(&bundled_site().join(t("doc-en-2026-01-16-s6.html")));
    let f = s6
        .split("id=\"r601.2f\"")
        .nth(1)
        .and_then(|t| t.split("</p>").next())
        .unwrap();
    assert!(f.contains("locked in"), "{f}");
    assert!(!f.contains("#g-locked\""), "{f}");
    let s7 = read(&bundled_site().join(t("doc-en-2026-01-16-s7.html")));
    assert!(s7.contains("#g-locked\""), "709.5's own use still links");
}

/// Names in titles and pagers; Chinese headings say they are Chinese.
#[test]
fn docs_titles_pagers_and_heading_languages() {
    let dir = bundled_site();
    let s6 = read(&dir.join(t("doc-en-2026-01-16-s6.html")));
    assert!(
        s6.contains(&t(
            "<title>6. Spells, Abilities, and Effects · en@2026-01-16"
        )),
        "{}",
        &s6[..400]
    );
    assert!(s6.contains(&t(
        "rel=\"prev\" href=\"doc-en-2026-01-16-s5.html\">← 5. Turn Structure</a>"
    )));
    assert!(s6.contains(&t(
        "rel=\"next\" href=\"doc-en-2026-01-16-s7.html\">7. Additional Rules →</a>"
    )));
    let zh = read(&dir.join("doc-zh-2023-10-13-s6.html"));
    assert!(zh.contains("<h2 id=\"s6\" lang=\"zh\">"));
    assert!(zh.contains("<h3 id=\"r601\" lang=\"zh\">"));
    let side = read(&dir.join("side-c601.html"));
    assert!(side.contains(&t("<span class=\"col\">en@2026-01-16</span>")));
}

/// Search in a real browser: a rule number + Enter lands on today's rule (the newest English,
/// not the 2013 601.2f, a different rule), "total cost" ranks English first, older releases
/// are folded and marked, arrows move through the hits, "/" focuses the box; the stable
/// `en.html#r601.2f` lands on the newest 601.2f; the lint report's filters live in the URL.
#[test]
#[ignore = "needs chromium chromium-driver: apt-get install -y chromium chromium-driver"]
fn docs_in_a_real_browser_search_lands_on_todays_rule() {
    let site = bundled_site().canonicalize().unwrap();
    let b = browser();
    let url = |p: &str| format!("file://{}/{p}", site.display());
    b.goto(&url("index.html"));
    let input = &b.wait_all("#search")[0];
    b.type_into(input, "601.2f\u{E007}");
    b.wait_url(&t("/doc-en-2026-01-16-s6.html#r601.2f"));
    // Words: English first; older releases folded under the newest, marked as older.
    b.goto(&url("index.html"));
    b.wait_all("#search");
    b.execute(
        "document.body.dispatchEvent(new KeyboardEvent('keydown', {key: '/', bubbles: true}))",
        serde_json::json!([]),
    );
    let focused = b.execute("return document.activeElement.id", serde_json::json!([]));
    assert_eq!(focused, "search", "/ focuses the search box");
    let input = &b.wait_all("#search")[0];
    b.type_into(input, "total cost");
    let hits = b.wait_all("#search-results li.hit > a");
    let first = b.text(&hits[0]);
    assert!(first.starts_with(&t("en@2026-01-16")), "first hit: {first}");
    let more = b.wait_all("#search-results li.more button");
    b.click(&more[0]);
    let older = b.wait_all("#search-results p.older a");
    assert!(!older.is_empty());
    // Arrows move through the hits; Enter opens the selected one.
    let input = &b.wait_all("#search")[0];
    b.type_into(input, "\u{E015}\u{E015}");
    let sel = b.wait_all("#search-results li.hit.selected > a");
    let second = b.text(&sel[0]);
    let hits = b.wait_all("#search-results li.hit > a");
    assert_eq!(second, b.text(&hits[1]));
    // The stable link.
    b.goto(&url("en.html#r601.2f"));
    b.wait_url(&t("/doc-en-2026-01-16-s6.html#r601.2f"));
    b.goto(&url("en.html#g-mana-value"));
    b.wait_url(&t("/doc-en-2026-01-16-glossary.html#g-mana-value"));
    // Lint filters from the URL.
    b.goto(&url("lint.html"));
    let names = b.execute(
        "return Array.from(document.querySelectorAll('#filter-check option')).map(o => o.value).filter(v => v)",
        serde_json::json!([]),
    );
    let name = names[0].as_str().expect("the report has checks").to_owned();
    b.goto(&url(&format!("lint.html#check={name}")));
    b.execute("location.reload()", serde_json::json!([]));
    b.wait_all("table.findings");
    let shown = b.execute(
        "return Array.from(document.querySelectorAll('table.findings tbody tr')).filter(r => !r.hidden).map(r => r.dataset.check)",
        serde_json::json!([]),
    );
    let shown = shown.as_array().unwrap();
    assert!(!shown.is_empty());
    assert!(shown.iter().all(|c| c == name.as_str()), "{shown:?}");
    assert_eq!(
        b.execute(
            "return document.getElementById('filter-check').value",
            serde_json::json!([])
        ),
        name.as_str()
    );
}

/// Layout in a real browser, at desktop and phone widths: every kind of anchor (rule, rule
/// heading, section, glossary term, side-by-side row, 601.2 page row, code line) lands inside
/// the window and below the header; at 390 px no page scrolls sideways.
#[test]
#[ignore = "needs chromium chromium-driver: apt-get install -y chromium chromium-driver"]
fn docs_in_a_real_browser_anchors_land_visible_and_phones_do_not_scroll_sideways() {
    let site = bundled_site().canonicalize().unwrap();
    let shots = output_dir().join("browser");
    std::fs::create_dir_all(&shots).unwrap();
    let b = browser();
    let url = |p: &str| format!("file://{}/{p}", site.display());
    let anchors = [
        &t("doc-en-2026-01-16-s6.html#r601.2f"),
        &t("doc-en-2026-01-16-s6.html#r601"),
        &t("doc-en-2026-01-16-s7.html#s7"),
        &t("doc-en-2026-01-16-s7.html#r702.19b"),
        &t("doc-en-2026-01-16-glossary.html#g-mana-value"),
        "doc-zh-2023-10-13-s6.html#r601.2f",
        "doc-fr-seed.html#r601.2f",
        "side-c118.html#r118.7a",
        "side-c702.html#r702.19b",
        "side-601.2f.html#r601.2f",
        "code-src-engine-cost-rs.html#L341",
        "history-c601.html#r601.2f",
        "history-c702.html#r702.19b",
    ];
    let probe = "const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        const h = document.querySelector('header.top').getBoundingClientRect();
        const r = el.getBoundingClientRect();
        const sticky = getComputedStyle(document.querySelector('header.top')).position === 'sticky';
        return [r.top, r.height, sticky ? h.bottom : 0, window.innerHeight, window.scrollY];";
    for (w, h) in [(1280u32, 900u32), (390, 844)] {
        b.resize(w, h);
        for a in anchors {
            b.goto(&url(a));
            b.wait_all("main");
            // Read where the anchor stands once the page has stopped moving (rows laid out for
            // the first time change height; site.js scrolls back until they stop), up to 5 s.
            let t = Instant::now();
            let mut v = b.execute(probe, serde_json::json!([]));
            loop {
                std::thread::sleep(Duration::from_millis(150));
                let again = b.execute(probe, serde_json::json!([]));
                if again == v || t.elapsed() > Duration::from_secs(5) {
                    break;
                }
                v = again;
            }
            let f = |i: usize| v[i].as_f64().unwrap();
            let (top, _height, header, inner, scroll) = (f(0), f(1), f(2), f(3), f(4));
            assert!(
                scroll > 0.0,
                "{w}px {a}: the page did not scroll to the anchor: {v}"
            );
            assert!(
                top >= header - 1.0 && top < inner - 40.0,
                "{w}px {a}: the target is at {top}, the header ends at {header}, the window at {inner}"
            );
        }
    }
    b.resize(390, 844);
    for p in [
        "index.html",
        &t("doc-en-2026-01-16.html"),
        &t("doc-en-2026-01-16-s6.html"),
        &t("doc-en-2026-01-16-s7.html"),
        &t("doc-en-2026-01-16-glossary.html"),
        "doc-zh-2023-10-13-s6.html",
        "side-c601.html",
        "side-c702.html",
        "side-601.2f.html",
        "lint.html",
        "code-src-engine-cost-rs.html",
        "history-c601.html",
        "history-c702.html",
    ] {
        b.goto(&url(p));
        b.wait_all("main");
        let v = b.execute(
            "return [document.documentElement.scrollWidth, document.documentElement.clientWidth]",
            serde_json::json!([]),
        );
        let (sw, cw) = (v[0].as_f64().unwrap(), v[1].as_f64().unwrap());
        assert!(
            sw <= cw + 0.5,
            "{p} scrolls sideways at 390 px: {sw} > {cw}"
        );
    }
    b.goto(&url("side-601.2f.html"));
    b.wait_all("main");
    b.screenshot(&shots.join("4-phone-side-601.2f.png"));
    // From a rule to its history, on a phone.
    b.goto(&url(&t("doc-en-2026-01-16-s6.html#r601.2f")));
    let link = b.wait_all("[id=\"r601.2f\"] a.history");
    b.click(&link[0]);
    b.wait_url("/history-c601.html#r601.2f");
    b.wait_all("main");
    b.screenshot(&shots.join("5-phone-history-601.2f.png"));
}

/// A judge's phone (390 px): after landing on 601.2f the search field is on screen, and stays
/// there after scrolling; the engine's links under 601.2f are folded behind one line; side by
/// side shows the columns the URL names (English and Chinese 601.2f one under the other, not
/// 2,000 px apart), a change of columns goes into the URL and the links to other pages, and
/// without a choice the columns with no rule on the page are left out. On a desktop the grid
/// has as many columns as chosen.
#[test]
#[ignore = "needs chromium chromium-driver: apt-get install -y chromium chromium-driver"]
fn docs_in_a_real_browser_a_judges_phone() {
    let site = bundled_site().canonicalize().unwrap();
    let shots = output_dir().join("browser");
    std::fs::create_dir_all(&shots).unwrap();
    let b = browser();
    let url = |p: &str| format!("file://{}/{p}", site.display());
    let no_args = serde_json::json!([]);
    // The search field: inside the window and not covered by anything.
    let search_on_screen = "const s = document.getElementById('search');
        const r = s.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return [r.top, r.bottom, window.innerHeight, hit === s, window.scrollY];";
    b.resize(390, 844);
    b.goto(&url(&t("doc-en-2026-01-16-s6.html#r601.2f")));
    b.wait_all("main");
    for scroll in [0, 3000, 20000] {
        if scroll > 0 {
            b.execute(&format!("window.scrollBy(0, {scroll})"), no_args.clone());
        }
        let v = b.execute(search_on_screen, no_args.clone());
        let f = |i: usize| v[i].as_f64().unwrap();
        assert!(f(4) > 0.0, "the page scrolled: {v}");
        assert!(
            f(0) >= 0.0 && f(1) <= f(2) && v[3] == true,
            "after scrolling {scroll} px the search field is not on screen: {v}"
        );
    }
    // Typing there searches.
    let input = &b.wait_all("#search")[0];
    b.type_into(input, "601.2c\u{E007}");
    b.wait_url(&t("/doc-en-2026-01-16-s6.html#r601.2c"));
    // The engine's links: one closed line, not twenty test names.
    b.goto(&url(&t("doc-en-2026-01-16-s6.html#r601.2f")));
    b.wait_all("main");
    let v = b.execute(
        "const d = document.querySelector('[id=\"r601.2f\"] details.engine-links');
         return [d.open, d.getBoundingClientRect().height, d.querySelectorAll('a').length];",
        no_args.clone(),
    );
    assert_eq!(v[0], false, "folded: {v}");
    assert!(v[1].as_f64().unwrap() < 40.0, "one line: {v}");
    assert!(v[2].as_u64().unwrap() >= 10, "the links are all there: {v}");
    b.screenshot(&shots.join("6-phone-601.2f-search-and-engine.png"));
    // Side by side, English and Chinese.
    b.goto(&url("side-601.2f.html?cols=en,zh"));
    b.wait_all("main");
    let cells = "return Array.from(document.querySelectorAll('.side .row:not(.head) .cell'))
        .filter(c => c.offsetParent !== null)
        .map(c => [c.dataset.col, c.getBoundingClientRect().top]);";
    let v = b.execute(cells, no_args.clone());
    let shown: Vec<(&str, f64)> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c[0].as_str().unwrap(), c[1].as_f64().unwrap()))
        .collect();
    assert_eq!(
        shown.iter().map(|c| c.0).collect::<Vec<_>>(),
        ["en", "zh"],
        "{v}"
    );
    assert!(
        shown[1].1 - shown[0].1 < 844.0,
        "English and Chinese on one screen: {v}"
    );
    b.screenshot(&shots.join("7-phone-side-601.2f-en-zh.png"));
    // A change of columns goes into the URL and into the links to the other pages.
    let fr = b.wait_all("form.columns input[value=\"fr\"]");
    b.click(&fr[0]);
    let u = b.current_url();
    assert!(u.contains("?cols=en,fr,zh"), "{u}");
    let next = b.execute(
        "return document.querySelector('a[rel=next]').getAttribute('href')",
        no_args.clone(),
    );
    assert_eq!(next, "side-601.2g.html?cols=en,fr,zh");
    // Without a choice, the columns with no rule on the page are left out (the seeds have no
    // chapter 702).
    b.resize(1280, 900);
    b.goto(&url("side-c702.html#r702.19b"));
    b.wait_all("main");
    let v = b.execute(
        "return [Array.from(document.querySelectorAll('form.columns input:checked')).map(b => b.value),
                 getComputedStyle(document.querySelector('.side .row:not(.head)')).gridTemplateColumns.split(' ').length];",
        no_args.clone(),
    );
    assert_eq!(v[0], serde_json::json!(["en", "ko", "zh"]), "{v}");
    assert_eq!(v[1], 3, "{v}");
    b.goto(&url("side-c601.html?cols=en,zh"));
    b.wait_all("main");
    let v = b.execute(
        "return getComputedStyle(document.querySelector('.side .row:not(.head)')).gridTemplateColumns.split(' ').length",
        no_args,
    );
    assert_eq!(v, 2);
}

/// Old and stable links land on their target, visible, on a phone and a desktop: Yawgatog's
/// `en.html#R6012f` on 601.2f, and a glossary entry by its English name on every language's
/// glossary page (`zh.html#g-mana-value` on the Chinese entry for mana value), whose
/// definition links the same entry in the other languages.
#[test]
#[ignore = "needs chromium chromium-driver: apt-get install -y chromium chromium-driver"]
fn docs_in_a_real_browser_old_links_and_glossary_names_land_visible() {
    let site = bundled_site().canonicalize().unwrap();
    let b = browser();
    let url = |p: &str| format!("file://{}/{p}", site.display());
    let probe = "const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        const box = el.closest('dt, .rule') || el;
        const h = document.querySelector('header.top').getBoundingClientRect();
        const r = el.getBoundingClientRect();
        return [r.top, h.bottom, window.innerHeight, box.textContent];";
    for (w, h) in [(1280u32, 900u32), (390, 844)] {
        b.resize(w, h);
        for (link, lands, text) in [
            (
                "en.html#R6012f".to_owned(),
                t("/doc-en-2026-01-16-s6.html#r601.2f"),
                "total cost",
            ),
            (
                t("doc-en-2026-01-16-s6.html#R6012f"),
                t("/doc-en-2026-01-16-s6.html#r601.2f"),
                "total cost",
            ),
            (
                "zh.html#g-mana-value".to_owned(),
                "/doc-zh-2023-10-13-glossary.html#g-mana-value".to_owned(),
                "法术力值",
            ),
            (
                "en.html#g-mana-value".to_owned(),
                t("/doc-en-2026-01-16-glossary.html#g-mana-value"),
                "Mana Value",
            ),
        ] {
            b.goto(&url(&link));
            b.wait_url(&lands);
            b.wait_all("main");
            let v = b.execute(probe, serde_json::json!([]));
            let f = |i: usize| v[i].as_f64().unwrap();
            assert!(
                f(0) >= f(1) - 1.0 && f(0) < f(2) - 40.0,
                "{w}px {link}: the target is at {}, the header ends at {}, the window at {}",
                f(0),
                f(1),
                f(2)
            );
            let t = v[3].as_str().unwrap();
            assert!(t.contains(text), "{w}px {link}: {t}");
        }
    }
}

/// Every language's glossary page names its entries by their English name too, once, and
/// each entry links the same entry in the other languages.
#[test]
fn docs_glossary_entries_by_english_name_in_every_language() {
    let dir = bundled_site();
    let zh = read(&dir.join("doc-zh-2023-10-13-glossary.html"));
    let en = read(&dir.join(t("doc-en-2026-01-16-glossary.html")));
    let dt = zh
        .split("<dt ")
        .find(|d| d.contains("id=\"g-mana-value\""))
        .expect("the Chinese glossary has g-mana-value");
    assert!(dt.contains("法术力值"), "{dt}");
    assert!(
        dt.contains(&t("href=\"doc-en-2026-01-16-glossary.html#g-mana-value\"")),
        "the Chinese entry links the English one: {dt}"
    );
    let dt = en
        .split("<dt ")
        .find(|d| d.starts_with("id=\"g-mana-value\""))
        .unwrap();
    assert!(dt.contains("doc-zh-2023-10-13-glossary.html#g-"), "{dt}");
    assert_eq!(en.matches("id=\"g-mana-value\"").count(), 1);
    assert_eq!(zh.matches("id=\"g-mana-value\"").count(), 1);
}

/// Light pages: the lint report and the largest pages per chapter (side by side, history) are
/// ready (parsed, scripts run, first paint) within 2 s with the processor slowed 4× (Chrome
/// DevTools Protocol throttling), on a phone and a desktop; the largest rules page (a whole
/// section) is measured too; at 390 px the lint report's message column is on screen. The
/// machine is shared: the best of three loads counts.
#[test]
#[ignore = "needs chromium chromium-driver: apt-get install -y chromium chromium-driver"]
fn docs_in_a_real_browser_long_pages_are_ready_in_2_s_at_4x_cpu_slowdown() {
    let site = bundled_site().canonicalize().unwrap();
    let b = browser();
    let url = |p: &str| format!("file://{}/{p}", site.display());
    // The largest pages of each kind.
    let mut largest: HashMap<&str, (u64, String)> = HashMap::new();
    for p in html_files(&site) {
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let kind = ["side-", "doc-", "history-", "lint"]
            .into_iter()
            .find(|k| name.starts_with(k));
        let Some(kind) = kind else { continue };
        let size = std::fs::metadata(&p).unwrap().len();
        let e = largest.entry(kind).or_insert((0, String::new()));
        if size > e.0 {
            *e = (size, name);
        }
    }
    let mut pages: Vec<(u64, String)> = largest.into_values().collect();
    pages.sort();
    assert!(pages.iter().any(|p| p.1 == "lint.html"));
    b.cdp(
        "Emulation.setCPUThrottlingRate",
        serde_json::json!({"rate": 4}),
    );
    let ready = "const n = performance.getEntriesByType('navigation')[0];
        const paint = performance.getEntriesByType('paint').map(e => e.startTime);
        return [n.domContentLoadedEventEnd, n.loadEventEnd, Math.max(0, ...paint),
                document.getElementsByTagName('*').length];";
    let mut report = Vec::new();
    for (w, h) in [(390u32, 844u32), (1280, 900)] {
        b.resize(w, h);
        for (size, page) in &pages {
            let mut best = f64::MAX;
            let mut nodes = 0;
            for _ in 0..3 {
                b.goto(&url(page));
                let v = b.execute(ready, serde_json::json!([]));
                let t = (0..3).map(|i| v[i].as_f64().unwrap()).fold(0.0, f64::max);
                best = best.min(t);
                nodes = v[3].as_u64().unwrap();
            }
            report.push(format!(
                "{w}px {page} ({size} bytes, {nodes} elements): {best:.0} ms"
            ));
            // Pages per chapter and the report; a section's rules page (section 7: 1.4 MB)
            // is measured and shown, not held to it yet (it is not split into parts).
            assert!(best < 2000.0 || page.starts_with("doc-"), "{report:#?}");
        }
    }
    eprintln!("{report:#?}");
    b.cdp(
        "Emulation.setCPUThrottlingRate",
        serde_json::json!({"rate": 1}),
    );
    // The message column on a phone.
    b.resize(390, 844);
    b.goto(&url("lint.html"));
    b.wait_all("table.findings");
    let v = b.execute(
        "const td = document.querySelector('table.findings tbody tr td:last-child');
         const r = td.getBoundingClientRect();
         return [r.left, r.right, r.width, document.documentElement.clientWidth, td.textContent];",
        serde_json::json!([]),
    );
    let f = |i: usize| v[i].as_f64().unwrap();
    assert!(
        f(0) >= 0.0 && f(1) <= f(3) + 0.5 && f(2) > 200.0,
        "the message is on screen at 390 px: {v}"
    );
}

/// A translator's own file: `cr docs zh:FILE` puts beside it the English release it follows
/// and the newest one, and lists the rules whose English changed since, with word diffs,
/// linked from the file's pages.
#[test]
fn docs_of_a_translators_file_come_with_its_english_and_what_changed() {
    let out = output_dir().join("site-zh-file");
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/corpus/zh/cr-2022-06-10.txt");
    let spec = format!("zh:{}", file.display());
    let o = cr(&["docs", "--out", out.to_str().unwrap(), &spec, "--force"]);
    assert!(o.status.success(), "{}", stderr(&o));
    // Progress is for a terminal: nothing on stderr in a pipe.
    assert_eq!(stderr(&o), "", "no progress in a pipe");
    let fp = cr(&["fingerprint", &spec, "--format", "json"]);
    let fp: serde_json::Value = serde_json::from_slice(&fp.stdout).unwrap();
    let follows = fp["follows"]["version"].as_str().unwrap().to_owned();
    let todo = fp["todo"].as_array().unwrap();
    assert!(
        !todo.is_empty(),
        "the 2022 text is behind the newest English"
    );
    let index = read(&out.join("index.html"));
    for v in [follows.as_str(), &t("2026-01-16")] {
        assert!(
            index.contains(&format!("href=\"doc-en-{v}.html\"")),
            "the site has en@{v}"
        );
    }
    let page = read(&out.join("changes-zh-2022-06-10.html"));
    let items = page.matches("<li class=\"").count();
    assert_eq!(
        items,
        todo.len(),
        "one item per rule of cr fingerprint's to-do list"
    );
    assert!(
        page.contains("<del>") && page.contains("<ins>"),
        "word diffs"
    );
    assert!(
        page.contains(&format!("href=\"doc-en-{follows}-s")),
        "the English then, linked"
    );
    assert!(
        page.contains(&t("href=\"doc-en-2026-01-16-s")),
        "the English now, linked"
    );
    let toc = read(&out.join("doc-zh-2022-06-10.html"));
    assert!(
        toc.contains("href=\"changes-zh-2022-06-10.html\""),
        "linked from the file"
    );
    check_links(&out);
}

/// The site's search and `cr search` in agreement (issue 25): every query of the two query
/// sets that searches the default corpus is typed into the site's box, and its first hit is
/// compared with `cr search`'s first hit. The site ranks in its script, without tantivy (its
/// own BM25 over the entries loaded, English endings read as stems rather than Snowball's),
/// but reads questions the same way (the same filler words, players' words, references,
/// Chinese questions cut at their filler, a title-only rule standing aside, glossary entries
/// and headings below the first rules, a game term searched alone leading to the rules
/// `search::term_leads` gives, written into the site's index by cr); the share of queries on which the two agree is held to what was
/// measured.
#[test]
#[ignore = "needs chromium chromium-driver: apt-get install -y chromium chromium-driver"]
fn docs_in_a_real_browser_search_agrees_with_cr_search() {
    use comprules::search::{self, Request, Translations, store};
    let db = crate::common::db();
    // The site ranks by words only and says so (the model runs in `cr search`, not in the
    // page): it is compared with `cr search`'s ranking by words.
    let index = store::in_memory(db, &comprules::model::default_corpus(db), None)
        .unwrap()
        .words_only();
    let mut queries: Vec<String> = Vec::new();
    for file in ["queries.tsv", "heldout.tsv"] {
        let text = std::fs::read_to_string(
            Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/search/{file}")),
        )
        .unwrap();
        queries.extend(
            text.lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .filter_map(|l| {
                    let c: Vec<&str> = l.split('\t').collect();
                    (c.get(1) == Some(&"-")).then(|| c[0].to_owned())
                }),
        );
    }
    let site = bundled_site().canonicalize().unwrap();
    let b = browser();
    b.goto(&format!("file://{}/index.html", site.display()));
    b.wait_all("#search");
    // The first three hits of `cr search` and of the site for a query.
    let top3 = |q: &str| -> (Vec<String>, Vec<String>) {
        let req = Request {
            query: q.to_owned(),
            limit: 3,
            documents: None,
            translations: Translations::None,
            explain: false,
        };
        let cli_top: Vec<String> = search::search(&index, &req)
            .unwrap()
            .iter()
            .map(|h| {
                let label = h.rule.as_deref().or(h.term.as_deref()).unwrap_or("");
                format!(
                    "{}@{} {}",
                    h.doc.lang,
                    h.doc.version,
                    label.trim_end_matches('.')
                )
            })
            .collect();
        b.execute(
            "var i = document.getElementById('search'); i.value = arguments[0]; \
             i.dispatchEvent(new Event('input'));",
            serde_json::json!([q]),
        );
        let t = std::time::Instant::now();
        let web = loop {
            let v = b.execute(
                "var l = document.getElementById('search-results'); \
                 if (l.hidden || l.getAttribute('data-q') !== arguments[0]) return null; \
                 var a = l.querySelectorAll('li.hit > a'); \
                 return Array.prototype.slice.call(a, 0, 3).map(function (x) { \
                   return x.firstChild.textContent.trim().replace(/\\.$/, ''); });",
                serde_json::json!([q]),
            );
            if let Some(a) = v.as_array() {
                break a
                    .iter()
                    .filter_map(|x| x.as_str().map(str::to_owned))
                    .collect::<Vec<String>>();
            }
            assert!(t.elapsed().as_secs() < 20, "no results shown for {q:?}");
            std::thread::sleep(std::time::Duration::from_millis(50));
        };
        (cli_top, web)
    };
    let (mut same, mut near, mut differ) = (0usize, 0usize, Vec::new());
    for q in &queries {
        let (cli_top, web) = top3(q);
        let cli = cli_top.first().cloned().unwrap_or_default();
        let web_first = web.first().cloned().unwrap_or_default();
        // The same top results: each one's first hit among the other's first three.
        if web.contains(&cli) && (web_first.is_empty() || cli_top.contains(&web_first)) {
            near += 1;
        }
        if web_first == cli {
            same += 1;
        } else {
            differ.push(format!("{q}: cr search {cli_top:?}, site {web:?}"));
        }
    }
    let share = same as f64 / queries.len() as f64;
    eprintln!(
        "site and cr search agree on the first hit for {same} of {} queries ({:.1}%); \
         each's first among the other's first three for {near} ({:.1}%); differ:\n  {}",
        queries.len(),
        share * 100.0,
        near as f64 * 100.0 / queries.len() as f64,
        differ.join("\n  ")
    );
    // Measured: 150 of 164 (91.5%; 149 before Korean was folded without decomposing its
    // syllables), and each one's first among the other's first three for
    // 160 (97.6%), once the site ranked as cr does (BM25 over any of the words in tokens of
    // its language, the whole question's share, names, nearness, the language typed, the
    // variants' rules, the CR's pointers, the players' words as all their phrases, the terms
    // named the longest); 137 (83.5%, 147 of 164 near) before; 130 before a named term raised the rules its glossary
    // entry names; 112 before the site read English stems, both apostrophes,
    // any of the words when fewer than three rules have every word, and ranked by BM25 over
    // the entries loaded;
    // 113 before the players' words; 111 before cr weighed down the rules about a variant
    // and followed the CR's pointers, which the site does not; 106 before a title-only rule
    // led to the subrules cr's term_leads gives, 102 before the site read irregular English
    // forms and glossary definitions' rules as cr does, 82 before its index carried the rules
    // a game term leads to, computed by cr).
    let near_share = near as f64 / queries.len() as f64;
    assert!(
        share >= 0.90 && near_share >= 0.97,
        "site and cr search agree on {share:.3} of the queries ({near_share:.3} near):\n{}",
        differ.join("\n")
    );
    // The query's language: "coût total" searches French text only, in both (English knows
    // "total" but not "coût").
    let (cli_top, web) = top3("coût total");
    assert!(
        !web.is_empty() && cli_top.iter().chain(&web).all(|h| h.starts_with("fr@")),
        "cr search {cli_top:?}, site {web:?}"
    );
    // Korean as people type it, a particle on the word: read without it, as cr reads it (the
    // site's folding once decomposed Hangul, so no Korean word was read as Korean).
    for q in ["비행을", "생명연결은"] {
        let (cli_top, web) = top3(q);
        assert_eq!(
            web, cli_top,
            "{q}: the site's first three, then cr search's"
        );
    }
    // Typos: the site reads a misspelt word as the words nearest it, as cr does; the answer
    // cr gives first is among the site's first three.
    for q in [
        "totla cost lockd",
        "deathtuch",
        "trampel damage",
        "summonning sickness",
        "hexprof",
    ] {
        let (cli_top, web) = top3(q);
        assert!(
            !cli_top.is_empty() && web.contains(&cli_top[0]),
            "{q}: cr search {cli_top:?}, site {web:?}"
        );
    }
}
