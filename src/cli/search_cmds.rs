//! Search commands: `cr search` (ranked hits with snippets, places and translations) and
//! `cr index` (build or check the index, with a progress bar on a terminal).

use super::args::{self, TEXT_OR_JSON};
use super::json::{IndexJson, SearchJson};
use super::{CmdResult, Ctx, output, sub};
use crate::corpus::{self, Spec};
use crate::document::Document;
use crate::error::Result;
use crate::fl;
use crate::i18n::I18n;
use crate::search::build::Progress;
use crate::search::explain::{Field, Signal};
use crate::search::{self, Location, OpenOptions, Opened, Request, Scope, Translations};
use clap::{Arg, ArgAction, ArgMatches, Command, value_parser};
use std::cell::RefCell;
use std::io::{IsTerminal, Write};
use std::process::ExitCode;

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(
        sub(i, "search")
            .arg(
                Arg::new(args::QUERY)
                    .value_name("QUERY")
                    .required(true)
                    .num_args(1..)
                    .help(i.t("cli-arg-query")),
            )
            .arg(args::docs_in(i, "cli-arg-search-in"))
            .arg(
                Arg::new(args::LIMIT)
                    .long("limit")
                    .short('n')
                    .value_name("N")
                    .value_parser(value_parser!(u32).range(1..=10_000))
                    .default_value("10")
                    .help(i.t("cli-arg-limit")),
            )
            .arg(
                Arg::new(args::TRANSLATIONS)
                    .long("translations")
                    .short('t')
                    .value_name("LANG,...")
                    .help(i.t("cli-arg-translations")),
            )
            .arg(
                Arg::new(args::EXPLAIN)
                    .long("explain")
                    .action(ArgAction::SetTrue)
                    .help(i.t("cli-arg-explain")),
            )
            .args(args::format(i, TEXT_OR_JSON, "cli-arg-format")),
    )
    .subcommand(
        sub(i, "index")
            .arg(
                Arg::new(args::SPECS)
                    .value_name("SPEC")
                    .num_args(0..)
                    .help(i.t("cli-arg-index-specs")),
            )
            .arg(
                Arg::new(args::REBUILD)
                    .long("rebuild")
                    .action(ArgAction::SetTrue)
                    .help(i.t("cli-arg-rebuild")),
            )
            .args(args::format(i, TEXT_OR_JSON, "cli-arg-format")),
    )
}

pub(super) fn run(
    name: &str,
    m: &ArgMatches,
    ctx: &Ctx<'_>,
    out: &mut dyn Write,
) -> Option<CmdResult> {
    Some(match name {
        "search" => search_cmd(m, ctx, out),
        "index" => index_cmd(m, ctx, out),
        _ => return None,
    })
}

/// The index scope of some specs, and the documents to search in it (None: all).
/// Bundled documents are searched in the corpus index; any file makes an index of exactly
/// the documents named.
fn scope(db: &crate::model::Db, specs: &[String]) -> Result<(Scope, Option<Vec<String>>)> {
    if specs.is_empty() {
        return Ok((Scope::Corpus, None));
    }
    let parsed: Vec<Spec> = specs
        .iter()
        .map(|s| Spec::parse(s))
        .collect::<Result<_>>()?;
    if parsed.iter().all(|s| matches!(s, Spec::Bundled { .. })) {
        let mut names = Vec::new();
        for s in &parsed {
            if let Spec::Bundled { lang, version } = s {
                names.push(match db.find(lang, version.as_deref())? {
                    crate::model::Known::Release(i) => db.history()[i].path(),
                    crate::model::Known::Bundled(b) => b.path.clone(),
                    crate::model::Known::Added(a) => a.path.display().to_string(),
                });
            }
        }
        return Ok((Scope::Corpus, Some(names)));
    }
    Ok((docs_scope(db, specs)?, None))
}

/// An index of exactly these documents (built on demand, then kept in the cache like the
/// corpus index).
fn docs_scope(db: &crate::model::Db, specs: &[String]) -> Result<Scope> {
    let docs: Vec<Document> = specs.iter().map(|s| db.load(s)).collect::<Result<_>>()?;
    Ok(Scope::Docs(docs))
}

/// The documents a search covered, as `lang@version` (every document of the index when
/// no `--in` narrowed it).
fn searched(opened: &Opened, documents: Option<&[String]>) -> Vec<String> {
    let all = search::documents(opened);
    all.into_iter()
        .filter(|(name, _)| documents.is_none_or(|d| d.contains(name)))
        .map(|(_, label)| label)
        .collect()
}

/// Progress of a build: an indicatif bar on a terminal, plain lines otherwise, or nothing.
enum Report<'a> {
    Bar(RefCell<Option<indicatif::ProgressBar>>, &'a I18n),
    Lines(&'a I18n),
    Quiet,
}

impl Progress for Report<'_> {
    fn start(&self, documents: usize) {
        if let Report::Bar(bar, _) = self {
            let b = indicatif::ProgressBar::new(documents as u64);
            b.set_style(
                indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {msg}")
                    .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
            );
            *bar.borrow_mut() = Some(b);
        }
    }
    fn document(&self, doc: &Document, entries: usize) {
        let line = |i: &I18n| {
            fl!(
                i,
                "index-progress-document",
                lang = doc.lang.as_str(),
                version = doc.version.as_str(),
                entries = entries
            )
        };
        match self {
            Report::Bar(bar, i) => {
                if let Some(b) = bar.borrow().as_ref() {
                    b.set_message(line(i));
                    b.inc(1);
                }
            }
            Report::Lines(i) => {
                let _ = writeln!(std::io::stderr(), "{}", line(i));
            }
            Report::Quiet => {}
        }
    }
    fn commit(&self) {
        match self {
            Report::Bar(bar, i) => {
                if let Some(b) = bar.borrow().as_ref() {
                    b.set_message(i.t("index-progress-commit"));
                }
            }
            Report::Lines(i) => {
                let _ = writeln!(std::io::stderr(), "{}", i.t("index-progress-commit"));
            }
            Report::Quiet => {}
        }
    }
}

impl Drop for Report<'_> {
    fn drop(&mut self) {
        if let Report::Bar(bar, _) = self
            && let Some(b) = bar.borrow_mut().take()
        {
            b.finish_and_clear();
        }
    }
}

/// Opens (or builds) the index; tells once on stderr when it lives in memory.
fn open(scope: &Scope, rebuild: bool, progress: &dyn Progress, ctx: &Ctx<'_>) -> Result<Opened> {
    let i = ctx.i18n;
    let opened = search::open_or_build(
        scope,
        &OpenOptions {
            db: ctx.db,
            rebuild,
            progress,
            cache_dir: None,
        },
    )?;
    if let Location::Memory { dir, reason } = &opened.location {
        let _ = writeln!(
            std::io::stderr(),
            "cr: {}",
            fl!(
                i,
                "search-cache-unwritable",
                dir = dir.as_str(),
                reason = reason.as_str()
            )
        );
    }
    Ok(opened)
}

fn translations(m: &ArgMatches) -> Result<Translations> {
    let Some(v) = args::one(m, args::TRANSLATIONS) else {
        return Ok(Translations::None);
    };
    let langs: Vec<String> = v
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect();
    if langs.iter().any(|l| l == "all" || l == "*") {
        return Ok(Translations::All);
    }
    for l in &langs {
        corpus::canonical_lang(l)?;
    }
    Ok(Translations::Langs(langs))
}

fn bold_ranges(text: &str, ranges: &[[usize; 2]], bold: bool) -> String {
    if !bold {
        return text.to_owned();
    }
    let mut s = String::with_capacity(text.len() + ranges.len() * 8);
    let mut at = 0;
    for &[a, b] in ranges {
        if a < at || b > text.len() || !text.is_char_boundary(a) || !text.is_char_boundary(b) {
            continue;
        }
        s.push_str(&text[at..a]);
        s.push_str("\x1b[1m");
        s.push_str(&text[a..b]);
        s.push_str("\x1b[0m");
        at = b;
    }
    s.push_str(&text[at..]);
    s
}

/// One reason for a hit's place, in the user's language.
fn why_line(i: &I18n, s: &Signal) -> String {
    let list = |v: &[String]| {
        v.iter()
            .map(|w| format!("“{w}”"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match s {
        Signal::Reference { asked, exact: true } => {
            fl!(i, "search-why-reference", rule = asked.as_str())
        }
        Signal::Reference {
            asked,
            exact: false,
        } => {
            fl!(i, "search-why-reference-under", rule = asked.as_str())
        }
        Signal::Words { field, words } => {
            let words = list(words);
            match field {
                Field::Name => fl!(i, "search-why-words-name", words = words),
                Field::Text => fl!(i, "search-why-words-text", words = words),
                Field::Examples => fl!(i, "search-why-words-examples", words = words),
            }
        }
        Signal::Players { typed, rules_words } => fl!(
            i,
            "search-why-players",
            typed = typed.as_str(),
            rules = list(rules_words)
        ),
        Signal::Coverage { share } => fl!(
            i,
            "search-why-coverage",
            percent = format!("{:.0}", share * 100.0)
        ),
        Signal::Typed { words } => fl!(i, "search-why-typed", words = *words),
        Signal::OtherScript => i.t("search-why-other-script"),
        Signal::Variant => i.t("search-why-variant"),
        Signal::OlderRelease => i.t("search-why-older-release"),
        Signal::Term { term, row, both } => {
            let mut line = fl!(i, "search-why-term", term = term.as_str());
            if *row {
                line.push_str("; ");
                line.push_str(&i.t("search-why-term-row"));
            }
            if *both {
                line.push_str("; ");
                line.push_str(&i.t("search-why-term-both"));
            }
            line
        }
        Signal::TermLead { term } => fl!(i, "search-why-term-lead", term = term.as_str()),
        Signal::Definition { term } => fl!(i, "search-why-definition", term = term.as_str()),
        Signal::Pointer { name, from } => fl!(
            i,
            "search-why-pointer",
            name = name.as_str(),
            rule = from.as_str()
        ),
        Signal::Title { from } => fl!(i, "search-why-title", rule = from.as_str()),
        Signal::BelowRules => i.t("search-why-below-rules"),
        Signal::Meaning { rank } => fl!(i, "search-why-meaning", rank = *rank),
    }
}

fn search_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let i = ctx.i18n;
    let query = args::many(m, args::QUERY).join(" ");
    let (scope, documents) = scope(ctx.db, &args::many(m, args::IN))?;
    let req = Request {
        query: query.clone(),
        limit: args::typed::<u32>(m, args::LIMIT).unwrap_or(10) as usize,
        documents,
        translations: translations(m)?,
        explain: args::flag(m, args::EXPLAIN),
    };
    let progress = if std::io::stderr().is_terminal() {
        Report::Bar(RefCell::new(None), i)
    } else {
        Report::Quiet
    };
    let mut opened = open(&scope, false, &progress, ctx)?;
    // A bundled document outside the corpus index (an older English release): an index of
    // the documents named, built once and kept.
    let mut req = req;
    if let Some(names) = &req.documents
        && names.iter().any(|n| !search::has_document(&opened, n))
    {
        opened = open(
            &docs_scope(ctx.db, &args::many(m, args::IN))?,
            false,
            &progress,
            ctx,
        )?;
        req.documents = None;
    }
    drop(progress);
    let hits = search::search(&opened, &req)?;
    // The players' words searched as the rules' own (the same reading as the search's).
    let read = search::players::read(&query).read;
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        output::json(
            out,
            &SearchJson {
                query: &query,
                read: &read,
                hits: &hits,
            },
        )?;
    } else {
        for r in &read {
            let rules = r
                .rules_words
                .iter()
                .map(|p| format!("“{p}”"))
                .collect::<Vec<_>>()
                .join(", ");
            let _ = writeln!(
                std::io::stderr(),
                "cr: {} {}",
                i.t("lint-note-prefix"),
                fl!(i, "search-read", typed = r.typed.as_str(), rules = rules)
            );
        }
        let bold = std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none();
        for (n, h) in hits.iter().enumerate() {
            let score = format!("{:.2}", h.score);
            let (rank, lang, version) = (n + 1, &*h.doc.lang, &*h.doc.version);
            let head = match (&h.rule, &h.term) {
                (Some(r), _) if h.kind == "heading" => fl!(
                    i,
                    "search-hit-heading",
                    rank = rank,
                    lang = lang,
                    version = version,
                    rule = r.as_str(),
                    score = score
                ),
                (Some(r), _) => fl!(
                    i,
                    "search-hit-rule",
                    rank = rank,
                    lang = lang,
                    version = version,
                    rule = r.as_str(),
                    score = score
                ),
                (None, t) => fl!(
                    i,
                    "search-hit-glossary",
                    rank = rank,
                    lang = lang,
                    version = version,
                    term = t.clone().unwrap_or_default(),
                    score = score
                ),
            };
            if n > 0 {
                writeln!(out)?;
            }
            writeln!(out, "{head}")?;
            if let Some(p) = &h.place {
                writeln!(out, "    {p}")?;
            }
            writeln!(out, "    {}", bold_ranges(&h.snippet, &h.highlights, bold))?;
            for t in &h.translations {
                let text = t.text.chars().take(160).collect::<String>();
                writeln!(
                    out,
                    "    ↳ {}",
                    fl!(
                        i,
                        "search-translation",
                        lang = &*t.doc.lang,
                        version = &*t.doc.version,
                        rule = t.rule.as_str(),
                        text = text
                    )
                )?;
            }
            if !h.why.is_empty() {
                writeln!(out, "    {}", i.t("search-why"))?;
                for s in &h.why {
                    writeln!(out, "      - {}", why_line(i, s))?;
                }
            }
        }
    }
    if hits.is_empty() {
        // Never silent about what was not searched: name what was.
        let docs = searched(&opened, req.documents.as_deref());
        let _ = writeln!(
            std::io::stderr(),
            "cr: {}",
            fl!(
                i,
                "search-no-hits",
                query = query,
                documents = docs.join(", ")
            )
        );
        if args::many(m, args::IN).is_empty() {
            let _ = writeln!(std::io::stderr(), "cr: {}", i.t("search-no-hits-hint"));
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn index_cmd(m: &ArgMatches, ctx: &Ctx<'_>, out: &mut dyn Write) -> CmdResult {
    let i = ctx.i18n;
    let (scope, _) = scope(ctx.db, &args::many(m, args::SPECS))?;
    let progress = if std::io::stderr().is_terminal() {
        Report::Bar(RefCell::new(None), i)
    } else {
        Report::Lines(i)
    };
    let opened = open(&scope, args::flag(m, args::REBUILD), &progress, ctx)?;
    drop(progress);
    let disk = match &opened.location {
        Location::Disk(p) => Some(p.display().to_string()),
        Location::Memory { .. } => None,
    };
    let entries = opened.reader.searcher().num_docs();
    if args::format_of(m, TEXT_OR_JSON) == "json" {
        output::json(
            out,
            &IndexJson {
                built: opened.built.is_some(),
                entries,
                documents: opened.built.as_ref().map_or(0, |r| r.documents),
                path: disk.as_deref(),
            },
        )?;
        return Ok(ExitCode::SUCCESS);
    }
    let path = disk.unwrap_or_else(|| fl!(i, "index-memory"));
    match opened.built {
        Some(r) => writeln!(
            out,
            "{}",
            fl!(
                i,
                "index-built",
                entries = entries,
                documents = r.documents,
                seconds = format!("{:.2}", r.elapsed.as_secs_f64()),
                path = path
            )
        )?,
        None => writeln!(
            out,
            "{}",
            fl!(i, "index-up-to-date", entries = entries, path = path)
        )?,
    }
    Ok(ExitCode::SUCCESS)
}
