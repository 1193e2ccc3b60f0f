//! `cr docs`: a static, cross-referenced HTML site of the rules that needs no server and no
//! network (it works from file://).
//!
//! Reading is separate from rendering, as in mdBook: [`plan::Plan`] reads the documents once
//! (anchors, pages, alignment to the base document, the English version a fragment follows);
//! the page modules turn it into strings ([`rules`], [`side`], [`engine`], [`search`], and
//! [`findings`] for the linter's part); [`output`] writes the files into a temporary
//! directory and switches it in. Templates, CSS and JavaScript are files under
//! `src/site/assets/`, embedded in the binary. Every interface string is a Fluent message
//! (`locales/*/docs.ftl`); every piece of document text is escaped.

mod changes;
pub mod engine;
pub mod findings;
mod history;
mod html;
pub mod output;
mod plan;
mod rules;
mod search;
mod side;
mod terms;

use crate::document::Document;
use crate::i18n::I18n;
use engine::EngineRule;
use findings::{CheckDoc, Finding, Mark};
use html::{Chrome, Page, esc};
use plan::Plan;
use rayon::prelude::*;
use std::fmt::Write as _;

pub use html::slug;
pub use output::{MARKER, write_site};

const CSS: &str = include_str!("assets/site.css");
const JS: &str = include_str!("assets/site.js");
/// Where the bundled files come from (`rules/README.md`): provenance for the index.
const PROVENANCE: &str = include_str!("../../rules/README.md");

/// What a site is made from.
pub struct Input<'a> {
    /// The database of the run the documents were read in.
    pub db: &'a crate::model::Db,
    pub docs: &'a [Document],
    pub findings: &'a [Finding],
    /// The rules of each whole translation most worth reading first (`cr review`).
    pub reviews: &'a [findings::Reviewed],
    pub checks: &'a [CheckDoc],
    /// The engine's links for the rules of 601.2 of the base document.
    pub coverage: &'a [EngineRule],
}

/// A rendered site: files by relative path.
pub struct Site {
    pub files: Vec<(String, Vec<u8>)>,
}

impl Site {
    /// Number of HTML pages.
    pub fn pages(&self) -> usize {
        self.files
            .iter()
            .filter(|(p, _)| p.ends_with(".html"))
            .count()
    }
}

/// The label (`en@2026-01-16`) of the base document that side-by-side pages and engine
/// links follow, among these documents.
pub fn base_label(docs: &[Document]) -> Option<String> {
    if docs.is_empty() {
        return None;
    }
    Some(docs[Plan::base_of(docs)].label())
}

/// Where the English releases come from (`rules/en/SOURCES.md`).
static RELEASE_SOURCES: &str = include_str!("../../rules/en/SOURCES.md");

/// The provenance of a bundled file: an English release from rules/en/SOURCES.md (the
/// archive and the publisher's URL), anything else from the table in rules/README.md.
pub fn provenance(doc: &Document) -> Option<String> {
    let file = doc.name.strip_prefix("rules/")?;
    if let Some(name) = file.strip_prefix("en/") {
        return RELEASE_SOURCES.lines().find_map(|l| {
            let cells: Vec<&str> = l.split('|').map(str::trim).collect();
            (cells.len() > 4 && cells[1] == name).then(|| {
                format!(
                    "official release, xremming/rulesraker archive/txt ({})",
                    cells[4]
                )
            })
        });
    }
    PROVENANCE.lines().find_map(|l| {
        let cells: Vec<&str> = l.split('|').map(str::trim).collect();
        (cells.len() > 4 && cells[1] == file).then(|| cells[4].replace('`', ""))
    })
}

/// The English a translator compares their file with: when the documents hold no English,
/// the English release each one follows and the newest release are added, so that `cr docs
/// zh:FILE` shows the file beside its English and lists what changed in English since (`cr
/// docs` does it for files named on its command line).
pub fn with_english(db: &crate::model::Db, docs: &mut Vec<Document>) {
    if docs.is_empty() || docs.iter().any(|d| crate::lang::is_english(&d.lang)) {
        return;
    }
    let mut wanted: Vec<usize> = docs
        .iter()
        .filter(|d| !d.rules.is_empty())
        .map(|d| db.follows(d).release)
        .collect();
    wanted.push(db.history().newest().index);
    wanted.sort_unstable();
    wanted.dedup();
    docs.extend(wanted.into_iter().map(|i| (*db.release(i)).clone()));
}

/// Renders the whole site in memory.
pub fn build(input: &Input<'_>, i: &I18n) -> Site {
    build_beside(input, i, || {
        (input.findings.to_vec(), input.reviews.to_vec())
    })
    .0
}

/// Renders the whole site while `lint` finds what the site reports and ranks the rules of
/// each translation (`input.findings` and `input.reviews` are not read). The work is two chains that run beside each other, and every part of each is split
/// again so that idle cores take it: the linter, then the pages that show its findings (the
/// rules, side by side, the report, the index); the rules' histories (the English history
/// read release by release), then the pages that need no findings (histories, what changed,
/// the search index, the engine's sources).
pub fn build_beside(
    input: &Input<'_>,
    i: &I18n,
    lint: impl FnOnce() -> (Vec<Finding>, Vec<findings::Reviewed>) + Send,
) -> (Site, Vec<Finding>) {
    let plan = Plan::new(input.db, input.docs);
    let chrome = Chrome::new(i);
    let lang = i.lang();
    let ((found, mut files), rest) = rayon::join(
        || {
            let (found, reviews) = lint();
            let input = Input {
                findings: &found,
                reviews: &reviews,
                ..*input
            };
            let files = with_findings(&input, &plan, &chrome, lang);
            (found, files)
        },
        || without_findings(input, &plan, &chrome, lang),
    );
    files.extend(rest);
    files.push(("assets/site.css".into(), CSS.as_bytes().to_vec()));
    files.push(("assets/site.js".into(), JS.as_bytes().to_vec()));
    (Site { files }, found)
}

type Files = Vec<(String, Vec<u8>)>;

fn bytes(pages: Vec<(String, String)>) -> Files {
    pages
        .into_iter()
        .map(|(p, s)| (p, s.into_bytes()))
        .collect()
}

/// The pages that show the linter's findings: the rules of each document, side by side, the
/// report and a page per check, the index. A Fluent bundle is not shared between threads:
/// each job loads its own.
fn with_findings(input: &Input<'_>, plan: &Plan<'_>, chrome: &Chrome, lang: &'static str) -> Files {
    let marks: Vec<Vec<Vec<Mark<'_>>>> = input
        .docs
        .iter()
        .map(|d| findings::marks_of(d, input.findings))
        .collect();
    let rules_pages = || -> Files {
        (0..input.docs.len())
            .into_par_iter()
            .flat_map_iter(|d| bytes(rules::pages(plan, d, &marks[d], chrome, &I18n::new(lang))))
            .collect()
    };
    let side_pages = || -> Files {
        if input.docs.is_empty() {
            return Vec::new();
        }
        let (mut a, b) = rayon::join(
            || bytes(side::section_pages(plan, &marks, chrome, lang)),
            || {
                let i = I18n::new(lang);
                bytes(side::casting_pages(
                    plan,
                    &marks,
                    input.coverage,
                    chrome,
                    &i,
                ))
            },
        );
        a.extend(b);
        a
    };
    let report_pages = || -> Files {
        let i = I18n::new(lang);
        let href_of = |f: &Finding| -> Option<String> {
            let d = input.docs.iter().position(|d| d.name == f.document)?;
            let (p, a) = plan.target(d, f.rule.as_ref()?)?;
            Some(format!("{p}#{a}"))
        };
        let mut v = vec![(
            "lint.html".into(),
            findings::report_page(chrome, &i, input.findings, input.checks, &href_of),
        )];
        let rule_href = |document: &str, id: &crate::RuleId| -> Option<String> {
            let d = input.docs.iter().position(|d| d.name == document)?;
            let (p, a) = plan.target(d, id)?;
            Some(format!("{p}#{a}"))
        };
        v.push((
            "review.html".into(),
            findings::review_page(chrome, &i, input.reviews, &rule_href),
        ));
        v.extend(input.checks.iter().map(|c| {
            (
                findings::check_page(&c.name),
                findings::check_page_html(chrome, &i, c, input.findings, input.checks, &href_of),
            )
        }));
        v.push(("index.html".into(), index(plan, input, chrome, &i)));
        bytes(v)
    };
    let ((mut files, side), report) =
        rayon::join(|| rayon::join(rules_pages, side_pages), report_pages);
    files.extend(side);
    files.extend(report);
    files
}

/// The pages that need no findings: each rule's history (from the lineages computed here),
/// what changed in English since each translation's release, the search index, the stable
/// page of each language, the engine's sources.
fn without_findings(
    input: &Input<'_>,
    plan: &Plan<'_>,
    chrome: &Chrome,
    lang: &'static str,
) -> Files {
    let histories = || -> Files {
        let lineages = history::lineages(plan);
        bytes(history::pages(plan, &lineages, chrome, lang))
    };
    let others = || -> Files {
        let i = I18n::new(lang);
        // The code cites rules by the engine's English numbers: they link to that document
        // when it is in the site, else to their counterpart by content in the base.
        let canonical = input
            .docs
            .iter()
            .position(|d| d.label() == crate::links::CANONICAL);
        let in_base: rustc_hash::FxHashMap<crate::RuleId, crate::RuleId> = match canonical {
            Some(_) => Default::default(),
            None => plan
                .engine
                .iter()
                .enumerate()
                .filter_map(|(b, c)| Some(((*c)?, input.docs.get(plan.base)?.rules[b].id)))
                .collect(),
        };
        let rule_href = |id: &crate::RuleId| -> Option<String> {
            if input.docs.is_empty() {
                return None;
            }
            let (d, id) = match canonical {
                Some(c) => (c, *id),
                None => (plan.base, *in_base.get(id)?),
            };
            plan.target(d, &id).map(|(p, a)| format!("{p}#{a}"))
        };
        let mut v = engine::source_pages(chrome, &i, &rule_href);
        v.extend(search::index_files(plan));
        v.extend(latest_pages(plan, chrome, &i));
        // For each translation behind the newest English: what changed in English since.
        v.extend(changes::pages(plan, chrome, &i));
        bytes(v)
    };
    let (mut files, rest) = rayon::join(histories, others);
    files.extend(rest);
    files
}

/// The file name of the stable page of a language's newest document: `en.html`.
pub fn latest_page(lang: &str) -> String {
    let l: String = lang
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("{l}.html")
}

/// One page per language that always leads to its newest document: `en.html#r601.2f` opens
/// 601.2f of the newest English release, today and after the next one. The script follows
/// the fragment; without it, the page lists the document's pages.
fn latest_pages(plan: &Plan<'_>, c: &Chrome, i: &I18n) -> Vec<(String, String)> {
    let latest = search::latest(plan);
    (0..plan.docs.len())
        .filter(|&d| latest[d])
        .map(|d| {
            let doc = &plan.docs[d];
            let page = latest_page(&doc.lang);
            let title = i.tr("docs-latest-title", &[("lang", doc.lang.clone())]);
            let mut body = format!(
                "<h1>{}</h1><div id=\"latest\" data-slug=\"{}\" data-split=\"{}\" data-glossary=\"{}\"><p>{}</p>",
                esc(&title),
                esc(&plan.slugs[d]),
                u8::from(plan.split[d]),
                esc(&plan.glossary_page(d)),
                esc(&i.tr(
                    "docs-latest-note",
                    &[("doc", doc.label()), ("example", format!("{page}#r601.2f"))]
                ))
            );
            let _ = write!(
                body,
                "<p><a href=\"{}\">{}</a></p></div>",
                plan.doc_page(d),
                esc(&doc.label())
            );
            (
                page,
                html::page(
                    c,
                    &Page {
                        title: &title,
                        body: &body,
                        class: "latest",
                    },
                ),
            )
        })
        .collect()
}

fn index(plan: &Plan<'_>, input: &Input<'_>, c: &Chrome, i: &I18n) -> String {
    let docs = input.docs;
    let mut body = format!("<h1>{}</h1>", esc(&i.t("docs-site-title")));
    let _ = write!(
        body,
        "<p class=\"lead\">{}</p>",
        esc(&i.t("docs-index-lead"))
    );

    // Documents by language and version.
    let _ = write!(
        body,
        "<h2 id=\"documents\">{}</h2>",
        esc(&i.t("docs-index-documents"))
    );
    let mut order: Vec<usize> = (0..docs.len()).collect();
    order.sort_by(|&a, &b| {
        (&docs[a].lang, &docs[b].version).cmp(&(&docs[b].lang, &docs[a].version))
    });
    let rows: Vec<Vec<String>> = order
        .iter()
        .map(|&d| {
            let doc = &docs[d];
            let prov = provenance(doc)
                .unwrap_or_else(|| i.tr("docs-provenance-file", &[("path", doc.name.clone())]));
            vec![
                esc(&doc.lang),
                format!("<a href=\"{}\">{}</a>", plan.doc_page(d), esc(&doc.version)),
                esc(doc.effective_date.as_deref().unwrap_or("—")),
                doc.rule_count().to_string(),
                doc.example_count().to_string(),
                doc.glossary.len().to_string(),
                esc(&prov),
            ]
        })
        .collect();
    body.push_str(&html::table(
        "documents",
        &[
            i.t("docs-col-language"),
            i.t("docs-col-version"),
            i.t("docs-col-effective"),
            i.t("docs-col-rules"),
            i.t("docs-col-examples"),
            i.t("docs-col-glossary"),
            i.t("docs-col-provenance"),
        ],
        &rows,
    ));

    // Stable links to the newest document of each language.
    let latest = search::latest(plan);
    let _ = write!(
        body,
        "<p id=\"latest-links\">{}",
        esc(&i.t("docs-index-latest"))
    );
    for &d in &order {
        if latest[d] {
            let page = latest_page(&docs[d].lang);
            let _ = write!(
                body,
                " <a href=\"{page}\" hreflang=\"{}\"><code>{page}</code></a>",
                esc(&docs[d].lang)
            );
        }
    }
    body.push_str("</p>");

    // Findings by check.
    let _ = write!(
        body,
        "<h2 id=\"findings\">{}</h2>",
        esc(&i.t("docs-index-findings"))
    );
    let counts = findings::counts(input.findings);
    if counts.is_empty() {
        let _ = write!(body, "<p>{}</p>", esc(&i.t("docs-findings-none")));
    } else {
        let rows: Vec<Vec<String>> = counts
            .iter()
            .map(|(name, n)| {
                let link = if input.checks.iter().any(|c| c.name == *name) {
                    format!(
                        "<a href=\"{}\">{}</a>",
                        findings::check_page(name),
                        esc(name)
                    )
                } else {
                    esc(name)
                };
                vec![link, n.to_string()]
            })
            .collect();
        body.push_str(&html::table(
            "counts",
            &[i.t("docs-col-check"), i.t("docs-col-count")],
            &rows,
        ));
    }
    let _ = write!(
        body,
        "<p><a href=\"lint.html\">{}</a></p>",
        esc(&i.t("docs-nav-lint"))
    );

    // Engine coverage of 601.2.
    if !docs.is_empty() {
        let base = &docs[plan.base];
        let _ = write!(
            body,
            "<h2 id=\"coverage\">{}</h2><p>{}</p>",
            esc(&i.t("docs-index-coverage")),
            esc(&i.tr("docs-index-coverage-note", &[("doc", base.label())]))
        );
        let mut head = vec![i.t("docs-col-rule")];
        for &col in plan.columns.iter().skip(1) {
            head.push(docs[col].label());
        }
        head.extend([
            i.t("docs-col-implementations"),
            i.t("docs-col-tests"),
            i.t("docs-col-scenarios"),
        ]);
        let rows: Vec<Vec<String>> = (0..base.rules.len())
            .filter(|&b| plan::is_casting(&base.rules[b].id))
            .map(|b| {
                let id = base.rules[b].id;
                let mut row = vec![format!(
                    "<a href=\"{}\">{id}</a>",
                    plan::side_rule_page(&id)
                )];
                for &col in plan.columns.iter().skip(1) {
                    row.push(match plan.from_base[col][b] {
                        Some(k) => format!(
                            "<a href=\"{}\">{}</a>",
                            esc(&plan.rule_href(col, k)),
                            docs[col].rules[k].id
                        ),
                        None => "—".into(),
                    });
                }
                let e = input.coverage.iter().find(|e| e.rule == id.to_string());
                let n_impl = e.map_or(0, |e| e.implementations.len());
                let n_test = e.map_or(0, |e| e.tests.len());
                let n_scen = e
                    .and_then(|e| e.canonical.as_deref())
                    .map_or(0, engine::scenario_count);
                row.extend([n_impl.to_string(), n_test.to_string(), n_scen.to_string()]);
                row
            })
            .collect();
        body.push_str(&html::table("coverage", &head, &rows));

        // Side by side and rule history, by chapter.
        let chapter_list = |body: &mut String,
                            id: &str,
                            heading: &str,
                            chapters: Vec<u16>,
                            page: fn(u16) -> String| {
            let _ = write!(
                body,
                "<h2 id=\"{id}\">{}</h2><ul class=\"inline\">",
                esc(&i.t(heading))
            );
            for ch in chapters {
                let _ = write!(
                    body,
                    "<li><a href=\"{}\" title=\"{}\">{ch}</a></li>",
                    page(ch),
                    esc(&side::chapter_title(plan, ch))
                );
            }
            body.push_str("</ul>");
        };
        chapter_list(
            &mut body,
            "side",
            "docs-index-side",
            side::chapters(plan),
            side::chapter_page,
        );
        let chapters = history::chapters(plan);
        if !chapters.is_empty() {
            chapter_list(
                &mut body,
                "history",
                "docs-index-history",
                chapters,
                history::page_of,
            );
        }
    }
    let _ = write!(
        body,
        "<h2 id=\"sources\">{}</h2><ul class=\"inline\">",
        esc(&i.t("docs-index-sources"))
    );
    for (p, _) in engine::SOURCES {
        let _ = write!(
            body,
            "<li><a href=\"{}\"><code>{}</code></a></li>",
            engine::source_page(p),
            esc(p)
        );
    }
    body.push_str("</ul>");
    html::page(
        c,
        &Page {
            title: &c.site,
            body: &body,
            class: "index",
        },
    )
}
