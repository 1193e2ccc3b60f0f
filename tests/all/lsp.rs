//! `cr lsp` driven as an editor drives it: the real binary over pipes, messages framed with
//! `Content-Length`. A whole translation is opened and its diagnostics are checked against
//! `cr lint --format json` on the same text; a line is edited and they follow; hover, definition
//! and symbols are checked against the text and `cr show`; a bad request gets an error; the
//! server ends with 0 after shutdown and exit.

use crate::common::{cr, cr_command, repo};
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// Long enough for a whole translation linted by a debug build on a busy machine.
const WAIT: Duration = Duration::from_secs(240);

struct Editor {
    child: Child,
    stdin: ChildStdin,
    from_server: Receiver<Value>,
    /// Notifications received while waiting for something else.
    pending: Vec<Value>,
    next_id: i64,
}

impl Editor {
    fn start() -> Editor {
        let mut child = cr_command(&["lsp"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("cr lsp starts");
        let stdin = child.stdin.take().unwrap();
        let mut stdout = BufReader::new(child.stdout.take().unwrap());
        let (tx, from_server) = channel();
        std::thread::spawn(move || {
            loop {
                let mut len = None;
                loop {
                    let mut line = String::new();
                    if stdout.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    assert!(line.ends_with("\r\n"), "a header line: {line:?}");
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(v) = line.strip_prefix("Content-Length: ") {
                        len = Some(v.parse::<usize>().unwrap());
                    }
                }
                let mut body = vec![0; len.expect("Content-Length")];
                stdout.read_exact(&mut body).unwrap();
                let v: Value = serde_json::from_slice(&body).expect("JSON from the server");
                if tx.send(v).is_err() {
                    return;
                }
            }
        });
        Editor {
            child,
            stdin,
            from_server,
            pending: Vec::new(),
            next_id: 0,
        }
    }

    fn send_raw(&mut self, body: &[u8]) {
        write!(self.stdin, "Content-Length: {}\r\n\r\n", body.len()).unwrap();
        self.stdin.write_all(body).unwrap();
        self.stdin.flush().unwrap();
    }

    fn send(&mut self, v: Value) {
        let body = serde_json::to_vec(&v).unwrap();
        self.send_raw(&body);
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// Sends a request and waits for its response (keeping the notifications that come first).
    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        let deadline = Instant::now() + WAIT;
        loop {
            let v = self.receive(deadline);
            if v.get("id") == Some(&json!(id)) && v.get("method").is_none() {
                return v;
            }
            self.pending.push(v);
        }
    }

    fn receive(&mut self, deadline: Instant) -> Value {
        let left = deadline.saturating_duration_since(Instant::now());
        match self.from_server.recv_timeout(left) {
            Ok(v) => v,
            Err(RecvTimeoutError::Timeout) => panic!("no message from the server in time"),
            Err(RecvTimeoutError::Disconnected) => panic!("the server closed its output"),
        }
    }

    /// The next diagnostics published for `uri` at `version`.
    fn diagnostics(&mut self, uri: &str, version: Option<i64>) -> Vec<Value> {
        let deadline = Instant::now() + WAIT;
        let matches = |v: &Value| {
            v["method"] == "textDocument/publishDiagnostics"
                && v["params"]["uri"] == uri
                && version.is_none_or(|n| v["params"]["version"] == n)
        };
        if let Some(k) = self.pending.iter().position(matches) {
            let v = self.pending.remove(k);
            return v["params"]["diagnostics"].as_array().unwrap().clone();
        }
        loop {
            let v = self.receive(deadline);
            if matches(&v) {
                return v["params"]["diagnostics"].as_array().unwrap().clone();
            }
            self.pending.push(v);
        }
    }

    fn initialize(&mut self, options: Value) {
        let r = self.request(
            "initialize",
            json!({"processId": null, "rootUri": null, "capabilities": {},
                   "initializationOptions": options}),
        );
        let caps = &r["result"]["capabilities"];
        assert_eq!(r["result"]["serverInfo"]["name"], "cr");
        assert_eq!(caps["textDocumentSync"]["change"], 2, "incremental sync");
        assert_eq!(caps["hoverProvider"], true);
        self.notify("initialized", json!({}));
    }

    /// Shutdown, exit: the exit code.
    fn finish(mut self) -> i32 {
        let r = self.request("shutdown", Value::Null);
        assert_eq!(r["result"], Value::Null);
        assert!(r.get("error").is_none());
        self.notify("exit", Value::Null);
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code().expect("exited");
            }
            assert!(Instant::now() < deadline, "cr lsp exits after exit");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

fn file_uri(path: &std::path::Path) -> String {
    let mut s = String::from("file://");
    for b in path.to_string_lossy().bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~".contains(&b) {
            s.push(b as char);
        } else {
            s.push_str(&format!("%{b:02X}"));
        }
    }
    s
}

/// Findings as comparable keys: code, 1-based line, severity, message.
fn lint_keys(path: &std::path::Path, min: &str) -> Vec<(String, u64, String, String)> {
    let out = cr(&[
        "lint",
        "--format",
        "json",
        "--min-severity",
        min,
        path.to_str().unwrap(),
    ]);
    let v: Value = serde_json::from_slice(&out.stdout).expect("cr lint's JSON");
    let mut keys: Vec<_> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["code"].as_str().unwrap().to_owned(),
                f["line"].as_u64().unwrap(),
                f["severity"].as_str().unwrap().to_owned(),
                f["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    keys.sort();
    keys
}

fn diagnostic_keys(ds: &[Value]) -> Vec<(String, u64, String, String)> {
    let mut keys: Vec<_> = ds
        .iter()
        .map(|d| {
            assert_eq!(d["source"], "cr");
            let severity = match d["severity"].as_u64().unwrap() {
                1 => "error",
                2 => "warning",
                3 => "info",
                s => panic!("severity {s}"),
            };
            (
                d["code"].as_str().unwrap().to_owned(),
                d["range"]["start"]["line"].as_u64().unwrap() + 1,
                severity.to_owned(),
                d["message"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    keys.sort();
    keys
}

/// The child symbol of this name.
fn child<'a>(parent: &'a Value, name: &str) -> &'a Value {
    parent["children"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == name)
        .unwrap_or_else(|| panic!("{name} under {}", parent["name"]))
}

/// The 0-based line of the first line of `text` that starts with `prefix`.
fn line_starting(text: &str, prefix: &str) -> usize {
    text.lines()
        .position(|l| l.starts_with(prefix))
        .unwrap_or_else(|| panic!("a line starting with {prefix}"))
}

#[test]
fn an_editor_gets_the_linters_findings_the_english_and_the_outline() {
    let path = repo("rules/zh/cr-2023-10-13.txt");
    let text = std::fs::read_to_string(&path).unwrap();
    let uri = file_uri(&path);
    let mut ed = Editor::start();
    ed.initialize(json!({"minSeverity": "warning"}));
    ed.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "plaintext", "version": 1, "text": text}}),
    );

    // Hover and symbols answer while the lint runs.
    let rule_line = line_starting(&text, "601.2f ");
    let hover = ed.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": {"line": rule_line, "character": 2}}),
    );
    let value = hover["result"]["contents"]["value"]
        .as_str()
        .expect("a hover");
    let (title, rest) = value.split_once("\n\n").expect("a title, then the text");
    assert!(title.starts_with("**601.2f**"), "{value}");
    let release = title.rsplit(' ').next().unwrap();
    let shown: Value =
        serde_json::from_slice(&cr(&["show", "601.2f", "--in", release, "--json"]).stdout).unwrap();
    assert_eq!(shown[0]["lang"], "en");
    assert_eq!(rest, shown[0]["text"].as_str().unwrap(), "601.2f's English");
    assert_eq!(hover["result"]["range"]["start"]["line"], rule_line);

    // Definition: a reference ("参见规则601.2c") goes to the rule's line.
    let (ref_line, line) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.starts_with("115.1a ") && l.contains("规则601.2c"))
        .expect("115.1a cites 601.2c");
    let at = line[..line.find("601.2c").unwrap()].encode_utf16().count() + 2;
    let def = ed.request(
        "textDocument/definition",
        json!({"textDocument": {"uri": uri}, "position": {"line": ref_line, "character": at}}),
    );
    assert_eq!(def["result"]["uri"], uri.as_str());
    assert_eq!(
        def["result"]["range"]["start"]["line"],
        line_starting(&text, "601.2c ")
    );
    // And hover on the reference gives 601.2c's English.
    let hover = ed.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": {"line": ref_line, "character": at}}),
    );
    assert!(
        hover["result"]["contents"]["value"]
            .as_str()
            .unwrap()
            .starts_with("**601.2c**")
    );

    // The outline: nine sections, 601.2f under 601 under 6.
    let syms = ed.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": uri}}),
    );
    let top = syms["result"].as_array().unwrap();
    let sections: Vec<&str> = top.iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert!(
        sections.ends_with(&["1", "2", "3", "4", "5", "6", "7", "8", "9"]),
        "{sections:?}"
    );
    let six = top.iter().find(|s| s["name"] == "6").unwrap();
    let f = child(child(child(six, "601"), "601.2"), "601.2f");
    assert_eq!(f["selectionRange"]["start"]["line"], rule_line);

    // The diagnostics are `cr lint`'s findings on the same text.
    let opened = ed.diagnostics(&uri, Some(1));
    assert!(!opened.is_empty());
    assert_eq!(diagnostic_keys(&opened), lint_keys(&path, "warning"));

    // Edit one line (the reference made wrong: 601.2c becomes 601.2d, one letter replaced): the
    // diagnostics follow, and are `cr lint`'s on the edited text.
    let letter = at + 3;
    ed.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
            {"range": {"start": {"line": ref_line, "character": letter},
                       "end": {"line": ref_line, "character": letter + 1}},
             "text": "d"}]}),
    );
    let after = ed.diagnostics(&uri, Some(2));
    let dir = tempfile::tempdir().unwrap();
    let edited = dir.path().join("rules/zh/cr-2023-10-13.txt");
    std::fs::create_dir_all(edited.parent().unwrap()).unwrap();
    let mut lines: Vec<String> = text.split('\n').map(str::to_owned).collect();
    lines[ref_line] = lines[ref_line].replacen("规则601.2c", "规则601.2d", 1);
    std::fs::write(&edited, lines.join("\n")).unwrap();
    let expected = lint_keys(&edited, "warning");
    assert_eq!(diagnostic_keys(&after), expected);
    let on_line = |keys: &[(String, u64, String, String)]| {
        keys.iter()
            .filter(|k| k.1 == ref_line as u64 + 1 && k.0 == "CR205")
            .count()
    };
    assert!(
        on_line(&diagnostic_keys(&after)) > on_line(&diagnostic_keys(&opened)),
        "the edited line has a new finding"
    );

    // Closing clears the document's diagnostics.
    ed.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": uri}}),
    );
    assert!(ed.diagnostics(&uri, None).is_empty());
    assert_eq!(ed.finish(), 0);
}

#[test]
fn bad_requests_get_errors_and_the_server_carries_on() {
    let mut ed = Editor::start();
    // Before initialize: not initialized.
    let r = ed.request("textDocument/hover", json!({}));
    assert_eq!(r["error"]["code"], -32002);
    ed.initialize(json!({"language": "fr"}));
    let r = ed.request("cr/unknown", json!({}));
    assert_eq!(r["error"]["code"], -32601, "method not found");
    let r = ed.request("textDocument/hover", json!({"textDocument": 3}));
    assert_eq!(r["error"]["code"], -32602, "invalid params");
    // A body that is not JSON is skipped; the next request is answered.
    ed.send_raw(b"{not json");
    let path = repo("tests/fixtures/lint/rules-fr.txt");
    let r = ed.request("workspace/symbol", json!({"query": ""}));
    assert_eq!(r["error"]["code"], -32601);
    let uri = file_uri(&path);
    ed.notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": uri, "languageId": "plaintext", "version": 1,
               "text": std::fs::read_to_string(&path).unwrap()}}),
    );
    // Edits that break the numbering, one after another: never a crash, and the last text
    // is the one linted.
    for (v, t) in [(2, "601.2f\n601.2f\n\n"), (3, "601.\n6x1.2 f\n"), (4, "")] {
        ed.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": v}, "contentChanges": [
                {"range": {"start": {"line": 3, "character": 0}, "end": {"line": 9, "character": 4}},
                 "text": t}]}),
        );
    }
    ed.diagnostics(&uri, Some(4));
    let r = ed.request(
        "textDocument/documentSymbol",
        json!({"textDocument": {"uri": uri}}),
    );
    assert!(r["result"].is_array(), "{r}");
    let r = ed.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": "file:///nowhere.txt"}, "position": {"line": 0, "character": 0}}),
    );
    assert_eq!(r["result"], Value::Null);
    assert_eq!(ed.finish(), 0);
}
