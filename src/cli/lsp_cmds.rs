//! `cr lsp`: the linter in the translator's editor, as a Language Server Protocol server over
//! stdio, on the message layer and types rust-analyzer and ruff use (`lsp-server`,
//! `lsp-types`).
//!
//! The editor's text is kept per open document (full text, incremental edits applied in UTF-16
//! positions as the protocol counts them). A worker thread lints the newest text of each changed
//! document — a burst of edits is linted once, after [`DEBOUNCE`] of quiet, and the findings of
//! a text already edited again are never published — with the same stages as `cr lint` on the
//! same text (`plan::inputs_of`, `plan::run_on`), parsed from memory: nothing is written but
//! the cache. Hover shows the English counterpart of a rule or of a reference, definition goes
//! to the rule a reference names in the same document, and document symbols give the outline.
//! Logs and errors go to standard error, never to standard output (the protocol's).

use super::Ctx;
use crate::document::{Document, Span};
use crate::i18n::I18n;
use crate::lint::config::Config;
use crate::lint::plan::{self, Options};
use crate::lint::{Finding, Severity};
use crate::model::Db;
use crate::parse::Format;
use crate::rule_id::RuleId;
use clap::{ArgMatches, Command};
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, RequestId, Response};
use lsp_types as lsp;
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::process::ExitCode;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// How long a document must stay unchanged before it is linted (edits typed in a burst are
/// linted once, on their last text).
const DEBOUNCE: Duration = Duration::from_millis(150);

pub(super) fn register(cmd: Command, i: &I18n) -> Command {
    cmd.subcommand(super::sub(i, "lsp"))
}

pub(super) fn run(
    name: &str,
    _m: &ArgMatches,
    ctx: &Ctx<'_>,
    _out: &mut dyn Write,
) -> Option<super::CmdResult> {
    (name == "lsp").then(|| serve(ctx))
}

/// The settings an editor gives in `initializationOptions` (or `workspace/didChangeConfiguration`
/// under `settings.cr`): the same names and meanings as `cr lint`'s options.
#[derive(Debug, Clone, Default, serde::Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Settings {
    /// `--against`: the document to check every text against (a spec: `en@2023-09-01`).
    pub against: Option<String>,
    /// `--min-severity`: findings below it are not published (info, warning, error).
    pub min_severity: Option<String>,
    /// The language of the texts opened when their path does not say it (`rules/<lang>/`).
    pub language: Option<String>,
}

impl Settings {
    fn min_severity(&self) -> Severity {
        self.min_severity
            .as_deref()
            .and_then(Severity::parse)
            .unwrap_or(Severity::Info)
    }
}

/// One document open in the editor.
struct Open {
    uri: lsp::Uri,
    version: i32,
    text: Arc<String>,
    /// Its name as `cr` shows it (the path), its language, when known.
    name: String,
    lang: Option<String>,
    /// Changed since last linted, and when.
    dirty: bool,
    changed: Instant,
    /// The release the first text followed: later texts, edits of it, are held to it.
    release: Option<usize>,
    /// The text parsed, for hover, definition and symbols (by version).
    parsed: Option<(i32, Arc<Document>)>,
    /// The English of the last text linted, and its rules' counterparts.
    english: Option<Arc<English>>,
    /// The editor was told why this document cannot be linted.
    warned: bool,
}

/// The English a document is read with: the release it follows (or `against`), and the
/// counterpart of each of its rules by content.
struct English {
    doc: Arc<Document>,
    counterpart: HashMap<RuleId, usize>,
}

/// What the main loop and the lint worker share.
struct State {
    docs: HashMap<String, Open>,
    settings: Settings,
    stop: bool,
}

struct Shared {
    state: Mutex<State>,
    wake: Condvar,
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic while locked is a bug already reported; the state is still usable.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn serve(ctx: &Ctx<'_>) -> super::CmdResult {
    let (server, client) = Connection::memory();
    let stdout = super::output::stdout_file()?;
    let i18n = ctx.i18n;
    // The transport: stdin to the server's channel, the server's channel to stdout.
    let to_server = client.sender;
    // The interface language, for each thread's own catalogue (a catalogue stays in its thread).
    let lang = i18n.lang();
    std::thread::spawn(move || {
        read_messages(std::io::stdin().lock(), &to_server, &I18n::new(lang));
    });
    let from_server = client.receiver;
    let writer = std::thread::spawn(move || {
        let mut out = std::io::BufWriter::new(stdout);
        for m in from_server {
            if m.write(&mut out).is_err() {
                break;
            }
        }
    });
    let shared = Shared {
        state: Mutex::new(State {
            docs: HashMap::new(),
            settings: Settings::default(),
            stop: false,
        }),
        wake: Condvar::new(),
    };
    let code = std::thread::scope(|s| {
        let (db, shared, out) = (ctx.db, &shared, &server.sender);
        s.spawn(move || lint_worker(db, &I18n::new(lang), shared, out));
        let code = main_loop(ctx.db, i18n, shared, &server);
        shared.lock().stop = true;
        shared.wake.notify_all();
        code
    });
    drop(server);
    let _ = writer.join();
    Ok(code)
}

/// Reads framed messages until the input ends. A message that is not JSON-RPC is logged and
/// skipped; the next one is read.
fn read_messages(mut input: impl BufRead, to: &crossbeam_channel::Sender<Message>, i: &I18n) {
    loop {
        match Message::read(&mut input) {
            Ok(Some(m)) => {
                if to.send(m).is_err() {
                    return;
                }
            }
            Ok(None) => return,
            Err(e) if e.kind() == std::io::ErrorKind::InvalidData => {
                log(&crate::fl!(i, "lsp-log-malformed", error = e.to_string()));
            }
            Err(e) => {
                log(&crate::fl!(i, "lsp-log-io", error = e.to_string()));
                return;
            }
        }
    }
}

fn log(line: &str) {
    let _ = writeln!(std::io::stderr(), "cr lsp: {line}");
}

/// Initialization, then requests and notifications until `exit`: 0 after `shutdown`, 1
/// without (as the protocol says), 1 when the client went away.
fn main_loop(db: &Db, i: &I18n, shared: &Shared, conn: &Connection) -> ExitCode {
    let send = |m: Message| {
        let _ = conn.sender.send(m);
    };
    // Before `initialize`: only it, or `exit`.
    loop {
        let Ok(msg) = conn.receiver.recv() else {
            return ExitCode::FAILURE;
        };
        match msg {
            Message::Request(r) if r.method == "initialize" => {
                match serde_json::from_value::<lsp::InitializeParams>(r.params) {
                    Ok(p) => {
                        if let Some(o) = p.initialization_options {
                            set_settings(shared, o, i);
                        }
                        send(Response::new_ok(r.id, initialize_result()).into());
                        break;
                    }
                    Err(e) => send(invalid_params(r.id, &e, i).into()),
                }
            }
            Message::Request(r) => send(
                Response::new_err(
                    r.id,
                    ErrorCode::ServerNotInitialized as i32,
                    crate::fl!(i, "lsp-error-not-initialized"),
                )
                .into(),
            ),
            Message::Notification(n) if n.method == "exit" => return ExitCode::FAILURE,
            _ => {}
        }
    }
    let mut shutting_down = false;
    for msg in &conn.receiver {
        match msg {
            Message::Request(r) => {
                if shutting_down {
                    send(
                        Response::new_err(
                            r.id,
                            ErrorCode::InvalidRequest as i32,
                            crate::fl!(i, "lsp-error-shutting-down"),
                        )
                        .into(),
                    );
                    continue;
                }
                if r.method == "shutdown" {
                    shutting_down = true;
                    send(Response::new_ok(r.id, ()).into());
                    continue;
                }
                send(answer(db, i, shared, r).into());
            }
            Message::Notification(n) => {
                if n.method == "exit" {
                    return if shutting_down {
                        ExitCode::SUCCESS
                    } else {
                        ExitCode::FAILURE
                    };
                }
                notified(shared, conn, i, n);
            }
            Message::Response(_) => {}
        }
    }
    ExitCode::FAILURE
}

fn initialize_result() -> lsp::InitializeResult {
    lsp::InitializeResult {
        capabilities: lsp::ServerCapabilities {
            position_encoding: Some(lsp::PositionEncodingKind::UTF16),
            text_document_sync: Some(lsp::TextDocumentSyncCapability::Options(
                lsp::TextDocumentSyncOptions {
                    open_close: Some(true),
                    change: Some(lsp::TextDocumentSyncKind::INCREMENTAL),
                    ..Default::default()
                },
            )),
            hover_provider: Some(lsp::HoverProviderCapability::Simple(true)),
            definition_provider: Some(lsp::OneOf::Left(true)),
            document_symbol_provider: Some(lsp::OneOf::Left(true)),
            ..Default::default()
        },
        server_info: Some(lsp::ServerInfo {
            name: "cr".to_owned(),
            version: Some(env!("CARGO_PKG_VERSION").to_owned()),
        }),
    }
}

fn invalid_params(id: RequestId, e: &serde_json::Error, i: &I18n) -> Response {
    Response::new_err(
        id,
        ErrorCode::InvalidParams as i32,
        crate::fl!(i, "lsp-error-invalid-params", error = e.to_string()),
    )
}

/// New settings: every open document is linted again.
fn set_settings(shared: &Shared, value: serde_json::Value, i: &I18n) {
    match serde_json::from_value::<Settings>(value) {
        Ok(s) => {
            let mut st = shared.lock();
            st.settings = s;
            for d in st.docs.values_mut() {
                d.dirty = true;
                d.english = None;
            }
            shared.wake.notify_all();
        }
        Err(e) => log(&crate::fl!(
            i,
            "lsp-log-bad-settings",
            error = e.to_string()
        )),
    }
}

/// A request answered: hover, definition, symbols; anything else is not a method of this
/// server.
fn answer(db: &Db, i: &I18n, shared: &Shared, r: Request) -> Response {
    use lsp::request::Request as _;
    use lsp::request::{DocumentSymbolRequest, GotoDefinition, HoverRequest};
    let id = r.id.clone();
    let result = match r.method.as_str() {
        HoverRequest::METHOD => serde_json::from_value::<lsp::HoverParams>(r.params).map(|p| {
            let at = p.text_document_position_params;
            json(hover(db, i, shared, &at.text_document.uri, at.position))
        }),
        GotoDefinition::METHOD => serde_json::from_value::<lsp::GotoDefinitionParams>(r.params)
            .map(|p| {
                let at = p.text_document_position_params;
                json(definition(db, shared, &at.text_document.uri, at.position))
            }),
        DocumentSymbolRequest::METHOD => {
            serde_json::from_value::<lsp::DocumentSymbolParams>(r.params).map(|p| {
                json(
                    symbols(db, shared, &p.text_document.uri)
                        .map(lsp::DocumentSymbolResponse::Nested),
                )
            })
        }
        _ => {
            return Response::new_err(
                id,
                ErrorCode::MethodNotFound as i32,
                crate::fl!(i, "lsp-error-unknown-method", method = r.method),
            );
        }
    };
    match result {
        Ok(v) => Response::new_ok(id, v),
        Err(e) => invalid_params(id, &e, i),
    }
}

fn json(v: impl serde::Serialize) -> serde_json::Value {
    serde_json::to_value(v).unwrap_or(serde_json::Value::Null)
}

/// A notification handled: the documents' life and the settings; others are ignored (as the
/// protocol asks of notifications a server does not know).
fn notified(shared: &Shared, conn: &Connection, i: &I18n, n: Notification) {
    use lsp::notification::{
        DidChangeConfiguration, DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument,
        Notification as _,
    };
    let bad = |e: serde_json::Error| {
        log(&crate::fl!(
            i,
            "lsp-log-bad-params",
            method = n.method.clone(),
            error = e.to_string()
        ))
    };
    match n.method.as_str() {
        DidOpenTextDocument::METHOD => {
            match serde_json::from_value::<lsp::DidOpenTextDocumentParams>(n.params.clone()) {
                Ok(p) => opened(shared, p.text_document),
                Err(e) => bad(e),
            }
        }
        DidChangeTextDocument::METHOD => {
            match serde_json::from_value::<lsp::DidChangeTextDocumentParams>(n.params.clone()) {
                Ok(p) => changed(shared, p),
                Err(e) => bad(e),
            }
        }
        DidCloseTextDocument::METHOD => {
            match serde_json::from_value::<lsp::DidCloseTextDocumentParams>(n.params.clone()) {
                Ok(p) => {
                    let mut st = shared.lock();
                    if st.docs.remove(p.text_document.uri.as_str()).is_some() {
                        publish(&conn.sender, p.text_document.uri, Vec::new(), None);
                    }
                }
                Err(e) => bad(e),
            }
        }
        DidChangeConfiguration::METHOD => {
            match serde_json::from_value::<lsp::DidChangeConfigurationParams>(n.params.clone()) {
                Ok(p) => {
                    let s = p.settings.get("cr").cloned().unwrap_or(p.settings);
                    if s.is_object() {
                        set_settings(shared, s, i);
                    }
                }
                Err(e) => bad(e),
            }
        }
        _ => {}
    }
}

fn opened(shared: &Shared, d: lsp::TextDocumentItem) {
    let name = path_of(&d.uri);
    let mut st = shared.lock();
    let lang = st
        .settings
        .language
        .as_deref()
        .and_then(|l| crate::corpus::canonical_lang(l).ok())
        .or_else(|| crate::corpus::lang_from_path(&name))
        .or_else(|| crate::corpus::lang_of_text(&d.text));
    st.docs.insert(
        d.uri.as_str().to_owned(),
        Open {
            uri: d.uri,
            version: d.version,
            text: Arc::new(d.text),
            name,
            lang,
            dirty: true,
            changed: Instant::now(),
            release: None,
            parsed: None,
            english: None,
            warned: false,
        },
    );
    shared.wake.notify_all();
}

fn changed(shared: &Shared, p: lsp::DidChangeTextDocumentParams) {
    let mut st = shared.lock();
    let Some(d) = st.docs.get_mut(p.text_document.uri.as_str()) else {
        return;
    };
    let text = Arc::make_mut(&mut d.text);
    for c in p.content_changes {
        edit(text, c.range, &c.text);
    }
    d.version = p.text_document.version;
    d.dirty = true;
    d.changed = Instant::now();
    shared.wake.notify_all();
}

/// Applies one change: a range replaced, or the whole text when there is no range. Positions
/// past a line's end or the text's end are clamped to them (as the protocol says).
pub fn edit(text: &mut String, range: Option<lsp::Range>, new: &str) {
    match range {
        None => new.clone_into(text),
        Some(r) => {
            let lines = LineIndex::new(text);
            let a = lines.offset(text, r.start);
            let b = lines.offset(text, r.end).max(a);
            text.replace_range(a..b, new);
        }
    }
}

/// The path a `file:` URI names (percent-decoded), or the URI itself.
fn path_of(uri: &lsp::Uri) -> String {
    let s = uri.as_str();
    let Some(rest) = s.strip_prefix("file://") else {
        return s.to_owned();
    };
    let path = rest.find('/').map_or(rest, |k| &rest[k..]);
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut k = 0;
    while k < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (
            bytes[k],
            bytes.get(k + 1).copied().and_then(hex),
            bytes.get(k + 2).copied().and_then(hex),
        ) {
            (b'%', Some(h), Some(l)) => {
                out.push((h * 16 + l) as u8);
                k += 3;
            }
            (b, _, _) => {
                out.push(b);
                k += 1;
            }
        }
    }
    let path = String::from_utf8_lossy(&out).into_owned();
    // file:///C:/x on Windows.
    match path.as_bytes() {
        [b'/', d, b':', ..] if d.is_ascii_alphabetic() => path[1..].to_owned(),
        _ => path,
    }
}

/// Line starts of a text (after LF, CRLF or CR, as the protocol and `cr` both split lines),
/// and conversions between byte offsets and UTF-16 positions.
pub struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let b = text.as_bytes();
        let mut starts = vec![0];
        let mut k = 0;
        while k < b.len() {
            match b[k] {
                b'\n' => starts.push(k + 1),
                b'\r' if b.get(k + 1) == Some(&b'\n') => {
                    starts.push(k + 2);
                    k += 1;
                }
                b'\r' => starts.push(k + 1),
                _ => {}
            }
            k += 1;
        }
        LineIndex { starts }
    }

    /// The text of a 0-based line, without its ending ("" past the end).
    fn line<'t>(&self, text: &'t str, line: usize) -> (usize, &'t str) {
        let Some(&start) = self.starts.get(line) else {
            return (text.len(), "");
        };
        let end = self.starts.get(line + 1).copied().unwrap_or(text.len());
        (start, text[start..end].trim_end_matches(['\r', '\n']))
    }

    /// The byte offset of a position (clamped to its line's end, and to the text's end).
    pub fn offset(&self, text: &str, p: lsp::Position) -> usize {
        let (start, line) = self.line(text, p.line as usize);
        let mut units = 0;
        for (k, c) in line.char_indices() {
            if units >= p.character as usize {
                return start + k;
            }
            units += c.len_utf16();
        }
        start + line.len()
    }

    /// The position of a byte offset.
    pub fn position(&self, text: &str, offset: usize) -> lsp::Position {
        let offset = offset.min(text.len());
        let line = self.starts.partition_point(|&s| s <= offset).max(1) - 1;
        let start = self.starts[line];
        let upto = text.get(start..offset).unwrap_or("");
        lsp::Position::new(line as u32, upto.encode_utf16().count() as u32)
    }

    /// The position of a 1-based line and column counted in characters (as `cr`'s findings
    /// are).
    pub fn position_of(&self, text: &str, line: usize, column: usize) -> lsp::Position {
        let l = line.saturating_sub(1);
        let (_, t) = self.line(text, l);
        let units: usize = t
            .chars()
            .take(column.saturating_sub(1))
            .map(char::len_utf16)
            .sum();
        lsp::Position::new(l as u32, units as u32)
    }

    fn range(&self, text: &str, span: Span) -> lsp::Range {
        lsp::Range::new(
            self.position(text, span.start),
            self.position(text, span.end),
        )
    }
}

/// Lints the newest text of each changed document, one at a time, once it has been quiet for
/// [`DEBOUNCE`]; publishes what it finds unless the text changed meanwhile.
fn lint_worker(db: &Db, i: &I18n, shared: &Shared, out: &crossbeam_channel::Sender<Message>) {
    loop {
        let job = {
            let mut st = shared.lock();
            loop {
                if st.stop {
                    return;
                }
                let next = st
                    .docs
                    .values()
                    .filter(|d| d.dirty)
                    .min_by_key(|d| d.changed)
                    .map(|d| (d.uri.as_str().to_owned(), d.changed.elapsed()));
                match next {
                    None => st = shared.wake.wait(st).unwrap_or_else(|e| e.into_inner()),
                    Some((_, quiet)) if quiet < DEBOUNCE => {
                        st = shared
                            .wake
                            .wait_timeout(st, DEBOUNCE - quiet)
                            .unwrap_or_else(|e| e.into_inner())
                            .0;
                    }
                    Some((key, _)) => {
                        let settings = st.settings.clone();
                        let d = st.docs.get_mut(&key).expect("just found");
                        d.dirty = false;
                        break (
                            key,
                            d.uri.clone(),
                            d.version,
                            d.text.clone(),
                            d.name.clone(),
                            d.lang.clone(),
                            d.release,
                            settings,
                        );
                    }
                }
            }
        };
        let (key, uri, version, text, name, lang, release, settings) = job;
        let linted = lint(
            db,
            i,
            &settings,
            &uri,
            &name,
            lang.as_deref(),
            &text,
            release,
        );
        let mut st = shared.lock();
        let Some(d) = st.docs.get_mut(&key) else {
            continue;
        };
        if d.version != version || d.dirty {
            // Edited again meanwhile: the newer text will be linted.
            continue;
        }
        match linted {
            Ok(l) => {
                d.warned = false;
                d.release = d.release.or(l.release);
                d.english = l.english;
                publish(out, d.uri.clone(), l.diagnostics, Some(version));
            }
            Err(msg) => {
                // Said once per document (it holds until the text or the settings change).
                if !d.warned {
                    log(&msg);
                    show_message(out, &msg);
                    d.warned = true;
                }
                publish(out, d.uri.clone(), Vec::new(), Some(version));
            }
        }
    }
}

/// What the linter said of one text.
struct Linted {
    diagnostics: Vec<lsp::Diagnostic>,
    release: Option<usize>,
    english: Option<Arc<English>>,
}

/// Parses a text the editor holds (as `cr` reads a file of that name).
fn parse_text(name: &str, lang: &str, text: &str) -> crate::error::Result<Document> {
    let stem = std::path::Path::new(name)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    crate::corpus::from_bytes(text.as_bytes(), lang, name, &stem, Format::from_path(name))
}

/// Lints a text as `cr lint --against … FILE` lints the file holding it.
#[allow(clippy::too_many_arguments)]
fn lint(
    db: &Db,
    i: &I18n,
    settings: &Settings,
    uri: &lsp::Uri,
    name: &str,
    lang: Option<&str>,
    text: &str,
    release: Option<usize>,
) -> Result<Linted, String> {
    let Some(lang) = lang else {
        return Err(crate::fl!(i, "lsp-need-language", document = name));
    };
    let doc = match parse_text(name, lang, text) {
        Ok(d) if !d.rules.is_empty() => d,
        // An empty text, or one with no rule yet: nothing to say.
        _ => {
            return Ok(Linted {
                diagnostics: Vec::new(),
                release,
                english: None,
            });
        }
    };
    // An edited text is held to the release its first text followed.
    if let Some(r) = release {
        db.follow_as(&doc, r);
    }
    let opts = Options {
        specs: Vec::new(),
        against: settings.against.clone(),
        config: Config::default(),
        cache: crate::cache::root(),
        signals: false,
    };
    let result = plan::inputs_of(db, vec![doc.clone()], settings.against.as_deref(), true)
        .map(|inputs| plan::run_on(db, inputs, &opts));
    let english = english_of(db, settings, &doc, release);
    let release =
        release.or_else(|| (!crate::lang::is_english(&doc.lang)).then(|| db.follows(&doc).release));
    db.forget(&doc);
    let report = result.map_err(|e| i.msg(&e))?;
    let lines = LineIndex::new(&doc.text);
    let min = settings.min_severity();
    let diagnostics = report
        .findings
        .iter()
        .filter(|f| f.severity >= min)
        .map(|f| diagnostic(f, uri, &doc, &lines, i))
        .collect();
    Ok(Linted {
        diagnostics,
        release,
        english: english.map(Arc::new),
    })
}

/// A finding as the editor shows it: its range, severity, code, message, and the English (or
/// other) counterparts it names, with their text.
fn diagnostic(
    f: &Finding,
    uri: &lsp::Uri,
    doc: &Document,
    lines: &LineIndex,
    i: &I18n,
) -> lsp::Diagnostic {
    let range = lsp::Range::new(
        lines.position_of(&doc.text, f.line, f.column),
        lines.position_of(&doc.text, f.end_line, f.end_column),
    );
    let severity = match f.severity {
        Severity::Error => lsp::DiagnosticSeverity::ERROR,
        Severity::Warning => lsp::DiagnosticSeverity::WARNING,
        Severity::Info => lsp::DiagnosticSeverity::INFORMATION,
    };
    let related: Vec<lsp::DiagnosticRelatedInformation> = f
        .related
        .iter()
        .map(|r| lsp::DiagnosticRelatedInformation {
            location: lsp::Location::new(uri.clone(), range),
            message: crate::fl!(
                i,
                "lsp-related",
                document = format!("{}@{}", r.lang, r.version),
                rule = r.rule.map(|x| x.to_string()).unwrap_or_default(),
                text = r.text.clone().unwrap_or_default()
            ),
        })
        .collect();
    lsp::Diagnostic {
        range,
        severity: Some(severity),
        code: Some(lsp::NumberOrString::String(f.check.code.to_owned())),
        code_description: None,
        source: Some("cr".to_owned()),
        message: super::lint_render::message(f, i),
        related_information: (!related.is_empty()).then_some(related),
        tags: None,
        data: None,
    }
}

/// The English a document is read with: `against` when it is English, else the release it
/// follows; with each of the document's rules' counterpart there.
fn english_of(
    db: &Db,
    settings: &Settings,
    doc: &Document,
    release: Option<usize>,
) -> Option<English> {
    if crate::lang::is_english(&doc.lang) && settings.against.is_none() {
        return None;
    }
    if let Some(r) = release {
        db.follow_as(doc, r);
    }
    let against = settings
        .against
        .as_deref()
        .and_then(|s| db.load(s).ok())
        .filter(|a| crate::lang::is_english(&a.lang));
    let (english, pairs): (Arc<Document>, Vec<(usize, usize)>) = match against {
        Some(a) => {
            let pairs = db
                .align(doc, &a)
                .pairs
                .iter()
                .map(|p| (p.left, p.right))
                .collect();
            (Arc::new(a), pairs)
        }
        None => {
            let f = db.follows(doc);
            let pairs = f.pairs.iter().map(|p| (p.0, p.1)).collect();
            (db.release(f.release), pairs)
        }
    };
    let counterpart = pairs
        .into_iter()
        .map(|(l, r)| (doc.rules[l].id, r))
        .collect();
    Some(English {
        doc: english,
        counterpart,
    })
}

fn publish(
    out: &crossbeam_channel::Sender<Message>,
    uri: lsp::Uri,
    diagnostics: Vec<lsp::Diagnostic>,
    version: Option<i32>,
) {
    use lsp::notification::{Notification as _, PublishDiagnostics};
    let params = lsp::PublishDiagnosticsParams {
        uri,
        diagnostics,
        version,
    };
    let _ = out.send(Notification::new(PublishDiagnostics::METHOD.to_owned(), params).into());
}

fn show_message(out: &crossbeam_channel::Sender<Message>, msg: &str) {
    use lsp::notification::{Notification as _, ShowMessage};
    let params = lsp::ShowMessageParams {
        typ: lsp::MessageType::WARNING,
        message: msg.to_owned(),
    };
    let _ = out.send(Notification::new(ShowMessage::METHOD.to_owned(), params).into());
}

/// The document at `uri` parsed (its current text, parsed once per version), with its English
/// when a lint has read it.
fn current(
    db: &Db,
    shared: &Shared,
    uri: &lsp::Uri,
) -> Option<(Arc<Document>, Option<Arc<English>>)> {
    let mut st = shared.lock();
    let settings = st.settings.clone();
    let d = st.docs.get_mut(uri.as_str())?;
    let lang = d.lang.clone()?;
    let doc = match &d.parsed {
        Some((v, doc)) if *v == d.version => doc.clone(),
        _ => {
            let doc = Arc::new(parse_text(&d.name, &lang, &d.text).ok()?);
            d.parsed = Some((d.version, doc.clone()));
            doc
        }
    };
    let english = match &d.english {
        Some(e) => Some(e.clone()),
        None => {
            let e = english_of(db, &settings, &doc, d.release).map(Arc::new);
            db.forget(&doc);
            d.english = e.clone();
            e
        }
    };
    Some((doc, english))
}

/// What stands at a position: a rule's number at the start of its line, or a reference to a
/// rule in its text or examples.
fn target_at(doc: &Document, offset: usize) -> Option<(RuleId, Span)> {
    let k = doc
        .rules
        .partition_point(|r| r.span.start <= offset)
        .checked_sub(1)?;
    let r = &doc.rules[k];
    if offset > r.span.end {
        return None;
    }
    let body_start = if r.body.pieces.is_empty() {
        first_line(doc, r.span).end
    } else {
        r.body.source_offset(0)
    };
    if offset < body_start {
        return Some((
            r.id,
            Span {
                start: r.span.start,
                end: body_start.max(r.span.start),
            },
        ));
    }
    let refs = r
        .refs
        .iter()
        .map(|x| (x.clone(), &r.body))
        .chain(r.examples.iter().flat_map(|e| {
            crate::inline::references(&e.body.text)
                .into_iter()
                .map(move |x| (x, &e.body))
        }));
    for (x, body) in refs {
        let start = body.source_offset(x.at.start);
        let end = body.source_offset(x.at.end.saturating_sub(1)) + 1;
        if (start..end).contains(&offset) {
            return Some((x.target, Span { start, end }));
        }
    }
    None
}

/// The document at `uri`, its English, its lines, and the rule pointed at (with the span of
/// what points at it).
type Pointed = (Arc<Document>, Option<Arc<English>>, LineIndex, RuleId, Span);

fn pointed(db: &Db, shared: &Shared, uri: &lsp::Uri, at: lsp::Position) -> Option<Pointed> {
    let (doc, english) = current(db, shared, uri)?;
    let lines = LineIndex::new(&doc.text);
    let offset = lines.offset(&doc.text, at);
    let (id, span) = target_at(&doc, offset)?;
    Some((doc, english, lines, id, span))
}

fn hover(
    db: &Db,
    i: &I18n,
    shared: &Shared,
    uri: &lsp::Uri,
    at: lsp::Position,
) -> Option<lsp::Hover> {
    let (doc, english, lines, id, span) = pointed(db, shared, uri, at)?;
    let english = english?;
    let e = &english.doc;
    let rule = english
        .counterpart
        .get(&id)
        .map(|&k| &e.rules[k])
        .filter(|_| doc.rule(&id).is_some())
        .or_else(|| e.rule(&id));
    let value = match rule {
        Some(r) => {
            let mut s = format!(
                "**{}** — {}\n\n{}",
                r.id,
                crate::fl!(i, "lsp-hover-english", release = e.label()),
                r.text()
            );
            for ex in &r.examples {
                s.push_str("\n\n");
                s.push_str(&ex.body.text);
            }
            s
        }
        None => crate::fl!(
            i,
            "lsp-hover-none",
            rule = id.to_string(),
            release = e.label()
        ),
    };
    Some(lsp::Hover {
        contents: lsp::HoverContents::Markup(lsp::MarkupContent {
            kind: lsp::MarkupKind::Markdown,
            value,
        }),
        range: Some(lines.range(&doc.text, span)),
    })
}

fn definition(
    db: &Db,
    shared: &Shared,
    uri: &lsp::Uri,
    at: lsp::Position,
) -> Option<lsp::GotoDefinitionResponse> {
    let (doc, _, lines, id, _) = pointed(db, shared, uri, at)?;
    let span = match doc.rule(&id) {
        Some(r) => first_line(&doc, r.span),
        None => doc.heading(&id)?.span,
    };
    Some(lsp::GotoDefinitionResponse::Scalar(lsp::Location::new(
        uri.clone(),
        lines.range(&doc.text, span),
    )))
}

/// The first line of a span.
fn first_line(doc: &Document, span: Span) -> Span {
    let end = doc.text[span.start..span.end.min(doc.text.len())]
        .find(['\r', '\n'])
        .map_or(span.end, |k| span.start + k);
    Span {
        start: span.start,
        end,
    }
}

/// The outline: sections, rule headings, rules, and subrules under their rule.
fn symbols(db: &Db, shared: &Shared, uri: &lsp::Uri) -> Option<Vec<lsp::DocumentSymbol>> {
    let (doc, _) = current(db, shared, uri)?;
    let lines = LineIndex::new(&doc.text);
    // Every heading and rule in text order, with its depth: section 0, heading 1, rule 2,
    // subrule 3.
    let mut items: Vec<(usize, Span, String, String, lsp::SymbolKind)> = Vec::new();
    for h in &doc.headings {
        let (depth, name, kind) = match (h.section, h.id) {
            (_, Some(id)) => (1, id.to_string(), lsp::SymbolKind::NAMESPACE),
            (Some(s), None) => (0, s.to_string(), lsp::SymbolKind::MODULE),
            (None, None) => continue,
        };
        items.push((depth, h.span, name, h.title.clone(), kind));
    }
    for r in &doc.rules {
        let (depth, kind) = if r.id.letter.is_some() {
            (3, lsp::SymbolKind::KEY)
        } else {
            (2, lsp::SymbolKind::FIELD)
        };
        let detail: String = r.text().chars().take(80).collect();
        items.push((
            depth,
            first_line(&doc, r.span),
            r.id.to_string(),
            detail,
            kind,
        ));
    }
    items.sort_by_key(|x| x.1.start);
    // A stack of open symbols; each closes into its parent when one of its depth or less comes.
    let mut stack: Vec<(usize, lsp::DocumentSymbol)> = Vec::new();
    let mut top: Vec<lsp::DocumentSymbol> = Vec::new();
    fn close(stack: &mut Vec<(usize, lsp::DocumentSymbol)>, top: &mut Vec<lsp::DocumentSymbol>) {
        let (_, s) = stack.pop().expect("not empty");
        match stack.last_mut() {
            Some((_, parent)) => {
                if s.range.end > parent.range.end {
                    parent.range.end = s.range.end;
                }
                parent.children.get_or_insert_with(Vec::new).push(s);
            }
            None => top.push(s),
        }
    }
    for (depth, span, name, detail, kind) in items {
        while stack.last().is_some_and(|(d, _)| *d >= depth) {
            close(&mut stack, &mut top);
        }
        let range = lines.range(&doc.text, span);
        #[allow(deprecated)]
        let sym = lsp::DocumentSymbol {
            name,
            detail: (!detail.is_empty()).then_some(detail),
            kind,
            tags: None,
            deprecated: None,
            range,
            selection_range: range,
            children: None,
        };
        stack.push((depth, sym));
    }
    while !stack.is_empty() {
        close(&mut stack, &mut top);
    }
    Some(top)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(line: u32, character: u32) -> lsp::Position {
        lsp::Position::new(line, character)
    }

    #[test]
    fn edits_count_utf16_units() {
        // "规则" is 2 UTF-16 units and 6 bytes; "𝄞" 2 units and 4 bytes.
        let mut t = "规则601.2f\r\n𝄞x\nend".to_owned();
        edit(&mut t, Some(lsp::Range::new(pos(0, 2), pos(0, 5))), "702");
        assert_eq!(t, "规则702.2f\r\n𝄞x\nend");
        edit(&mut t, Some(lsp::Range::new(pos(1, 2), pos(1, 3))), "y");
        assert_eq!(t, "规则702.2f\r\n𝄞y\nend");
        // Past the line's end: clamped to it; past the text: to its end.
        edit(&mut t, Some(lsp::Range::new(pos(2, 99), pos(9, 0))), "!");
        assert_eq!(t, "规则702.2f\r\n𝄞y\nend!");
        // Across lines, and the whole text.
        edit(&mut t, Some(lsp::Range::new(pos(0, 8), pos(2, 0))), "");
        assert_eq!(t, "规则702.2fend!");
        edit(&mut t, None, "new");
        assert_eq!(t, "new");
    }

    #[test]
    fn positions_round_trip() {
        let t = "a\r\n规则𝄞b\rc";
        let l = LineIndex::new(t);
        for (off, p) in [
            (0, pos(0, 0)),
            (3, pos(1, 0)),
            (9, pos(1, 2)),
            (13, pos(1, 4)),
            (15, pos(2, 0)),
        ] {
            assert_eq!(l.position(t, off), p, "{off}");
            assert_eq!(l.offset(t, p), off);
        }
        assert_eq!(l.position_of(t, 2, 4), pos(1, 4));
    }

    #[test]
    fn file_uris_become_paths() {
        let u: lsp::Uri = "file:///tmp/rules/zh/cr%20x.txt".parse().unwrap();
        assert_eq!(path_of(&u), "/tmp/rules/zh/cr x.txt");
    }
}
