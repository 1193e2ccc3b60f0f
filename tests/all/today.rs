//! Today's rules (issue 35): a release newer than the bundle, and a translation of it, are as
//! good as bundled ones — named on the command line, or added to the data directory with
//! `cr corpus add` — in every command; and `cr show N` never puts two different rules side
//! by side. The next release is made here from the newest bundled one by the kinds of edits
//! real releases make (a renumbering, a new keyword ability, a new chapter, a changed rule, a
//! changed example), so the test holds whatever release the bundle ends with.

use crate::common::{cr_env, stderr, stdout};
use comprules::history;
use std::path::{Path, PathBuf};
use std::process::Output;

/// The release after the newest bundled one: its effective date and its bytes.
pub fn next_release() -> (String, Vec<u8>) {
    let newest = history::newest();
    let text = String::from_utf8(newest.bytes().unwrap()).expect("a UTF-8 release");
    // The line ending the release mostly uses (some mix a few CRLF into CR-only lines).
    let crlf = text.matches("\r\n").count();
    let cr = text.matches('\r').count() - crlf;
    let lf = text.matches('\n').count() - crlf;
    let nl = if crlf >= cr.max(lf) {
        "\r\n"
    } else if cr >= lf {
        "\r"
    } else {
        "\n"
    };
    let (y, m): (u32, u32) = (
        newest.effective[..4].parse().unwrap(),
        newest.effective[5..7].parse().unwrap(),
    );
    let (y, m) = if m >= 11 { (y + 1, m - 10) } else { (y, m + 2) };
    const MONTHS: [&str; 12] = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ];
    let date = format!("{y}-{m:02}-07");
    // The date, both times the release prints it.
    let printed = regex::Regex::new(r"effective as of [A-Z][a-z]+ \d+, \d{4}\.").unwrap();
    assert_eq!(printed.find_iter(&text).count(), 2);
    let text = printed.replace_all(
        &text,
        format!("effective as of {} 7, {y}.", MONTHS[m as usize - 1]),
    );
    // A changed rule (601.2f; 508.1h says the same words of attacks).
    let old = "Once the total cost is determined";
    let at = text.rfind(&format!("{nl}601.2f ")).expect("601.2f");
    let at = at + text[at..].find(old).expect("601.2f's last sentences");
    let text = format!(
        "{}Once the total cost has been determined{}",
        &text[..at],
        &text[at + old.len()..]
    );
    // A renumbering: a rule inserted as 100.3, the rules after it moved up, and every
    // reference to them with them.
    let shift = regex::Regex::new(r"\b100\.([3-9])([a-z]?)\b").unwrap();
    let text = shift.replace_all(&text, |c: &regex::Captures<'_>| {
        format!("100.{}{}", c[1].parse::<u32>().unwrap() + 1, &c[2])
    });
    let at = text
        .find(&format!("{nl}100.4. "))
        .expect("100.4 after the shift")
        + nl.len();
    let mut text = text.into_owned();
    text.insert_str(
        at,
        &format!("100.3. Some games use a tally sheet, a sheet of paper on which each player writes their life total.{nl}{nl}"),
    );
    // A new keyword ability, after the last one.
    let kw = regex::Regex::new(r"(?mR)^702\.(\d+)\. ").unwrap();
    let last: u32 = kw
        .captures_iter(&text)
        .map(|c| c[1].parse::<u32>().unwrap())
        .max()
        .unwrap();
    let n = last + 1;
    let at = text.rfind(&format!("{nl}703. ")).expect("chapter 703") + nl.len();
    text.insert_str(
        at,
        &format!(
            "702.{n}. Tidewalk{nl}{nl}702.{n}a Tidewalk is an evasion ability.{nl}{nl}\
             702.{n}b A creature with tidewalk can't be blocked as long as defending player controls an Island with a tide counter on it.{nl}{nl}"
        ),
    );
    // A new chapter after the last of section 7, in the contents and in the rules.
    let ch = regex::Regex::new(r"(?mR)^7(\d\d)\. (.+)$").unwrap();
    let last = ch
        .captures_iter(&text)
        .map(|c| c[1].parse::<u32>().unwrap())
        .max()
        .unwrap();
    let c = 700 + last + 1;
    let title = format!("{}. ", 700 + last);
    let toc = text.find(&format!("{nl}{title}")).unwrap() + nl.len();
    let toc_end = toc + text[toc..].find(nl).unwrap() + nl.len();
    text.insert_str(toc_end, &format!("{c}. Tide Cards{nl}"));
    let rules_at = text.rfind(&format!("{nl}800. ")).expect("chapter 800") + nl.len();
    text.insert_str(
        rules_at,
        &format!(
            "{c}. Tide Cards{nl}{nl}{c}.1. Tide cards are double-faced cards with a tide symbol in their upper left corner.{nl}{nl}\
             {c}.1a A tide card's front face is its high-tide face; its back face is its low-tide face.{nl}{nl}\
             {c}.2. At the beginning of each player's upkeep, that player turns each tide card they control face up or face down.{nl}{nl}"
        ),
    );
    // A changed example.
    let ex = "Example: ";
    let first = text.find(&format!("{nl}104.3a ")).unwrap();
    let e = first + text[first..].find(ex).unwrap() + ex.len();
    text.insert_str(e, "In a two-player game, ");
    if let Ok(p) = std::env::var("CR_TEST_DUMP_NEXT") {
        std::fs::write(p, &text).unwrap();
    }
    (date, text.into_bytes())
}

/// A fresh data directory and cache, and `cr` run with them.
struct Home {
    data: tempfile::TempDir,
    cache: tempfile::TempDir,
    files: tempfile::TempDir,
}

impl Home {
    fn new() -> Home {
        Home {
            data: tempfile::tempdir().unwrap(),
            cache: tempfile::tempdir().unwrap(),
            files: tempfile::tempdir().unwrap(),
        }
    }

    fn cr(&self, args: &[&str]) -> Output {
        cr_env(
            args,
            &[
                ("CR_DATA_DIR", self.data.path().to_str().unwrap()),
                ("CR_CACHE_DIR", self.cache.path().to_str().unwrap()),
            ],
        )
    }

    fn file(&self, name: &str, bytes: &[u8]) -> PathBuf {
        let p = self.files.path().join(name);
        std::fs::write(&p, bytes).unwrap();
        p
    }

    fn json(&self, args: &[&str]) -> serde_json::Value {
        let o = self.cr(args);
        assert!(
            matches!(o.status.code(), Some(0 | 1)),
            "{args:?}: {}",
            stderr(&o)
        );
        serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{args:?}: {e}"))
    }
}

fn spec(lang: &str, p: &Path) -> String {
    format!("{lang}:{}", p.display())
}

/// `cr align`: no rule whose text is the same in both releases is "only in" one side.
fn assert_identical_rules_pair(home: &Home, left: &str, right: &str) -> serde_json::Value {
    let v = home.json(&["align", left, right, "--json"]);
    let only = |k: &str| -> Vec<String> {
        v[k].as_array()
            .unwrap_or_else(|| panic!("{k} in {v}"))
            .iter()
            .map(|r| r.as_str().unwrap_or_default().to_owned())
            .collect()
    };
    let (l, r) = (only("left_only"), only("right_only"));
    let both: Vec<&String> = l.iter().filter(|x| r.contains(x)).collect();
    assert!(both.is_empty(), "only in left and only in right: {both:?}");
    v
}

#[test]
fn a_release_newer_than_the_bundle_is_first_class_named_or_added() {
    let home = Home::new();
    let newest = history::newest();
    let (date, bytes) = next_release();
    let next = home.file(&format!("cr-{date}.txt"), &bytes);
    let next_spec = spec("en", &next);
    let bare = next.display().to_string();

    // Named on the command line: placed after the newest release by its date and content.
    let info = home.json(&["info", &bare, "--json"]);
    assert_eq!(info["lang"], "en", "an English release is recognised");
    let v = assert_identical_rules_pair(&home, &format!("en@{}", newest.effective), &next_spec);
    let pairs = v["pairs"].as_array().unwrap();
    let renumbered = pairs
        .iter()
        .filter(|p| p["left"] == "100.4" && p["right"] == "100.5")
        .count();
    assert_eq!(renumbered, 1, "100.4 became 100.5");
    // The new rules are the only ones added.
    let added: Vec<&str> = v["right_only"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    assert!(added.contains(&"100.3"), "{added:?}");
    assert!(added.len() <= 8, "{added:?}");

    // A translation carried forward to it: every rule whose English did not change is
    // carried, every new or changed rule marked.
    let zh = home.files.path().join("zh-next.txt");
    let o = home.cr(&[
        "update",
        "zh@2023-10-13",
        "--to",
        &next_spec,
        "--out",
        zh.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let u: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(u["to"]["version"], date.as_str(), "{}", u["to"]);
    let text = std::fs::read_to_string(&zh).unwrap();
    // Every rule whose English is the same in the release the translation follows and in
    // the next one is carried, with its Chinese text, to its number in the next one.
    let out = crate::update::reparse(text.as_bytes(), "zh");
    let zh23 = comprules::corpus::load("zh@2023-10-13").unwrap();
    let en23 = comprules::corpus::load("en@2023-10-13").unwrap();
    let en_next = comprules::corpus::read_file("en", &next).unwrap();
    let gold = crate::update::gold_pairs(&en23, &en_next);
    let carried = gold
        .iter()
        .filter(|(old, new)| {
            let (Some(a), Some(b)) = (zh23.rule(old), out.rule(new)) else {
                return false;
            };
            crate::update::masked(a.text()) == crate::update::masked(b.text())
        })
        .count();
    assert!(gold.len() > 2000, "{}", gold.len());
    assert!(
        carried * 100 >= gold.len() * 99,
        "{carried} of {} unchanged rules carried",
        gold.len()
    );
    // The changed rule and the changed example are marked.
    assert!(
        text.contains("[cr:review]"),
        "changed rules and examples marked"
    );
    assert!(text.contains("Tidewalk"), "the new keyword ability, marked");
    assert!(text.contains("Tide Cards"), "the new chapter");
    // The translator finishes (here: keeps the English of the new rules) and drops the marks.
    let done = text
        .replace("[cr:translate] ", "")
        .replace("[cr:review] ", "");
    let zh_done = home.file("zh-done.txt", done.as_bytes());
    let zh_spec = spec("zh", &zh_done);

    // A translation of a release cr does not know is not checked against an older one.
    let o = home.cr(&["lint", &zh_spec]);
    crate::common::assert_error(&o, "cr corpus add");
    let o = home.cr(&["stale", &zh_spec]);
    crate::common::assert_error(&o, "cr corpus add");
    // Named on the command line (or with --follows), it is.
    let o = home.cr(&["lint", &zh_spec, "--against", &next_spec, "--json"]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
    let o = home.cr(&["stale", &zh_spec, "--follows", &next_spec, "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));

    // Added: from now on it is today's English.
    let o = home.cr(&["corpus", "add", &bare]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains(&format!("added en@{date}")),
        "{}",
        stdout(&o)
    );
    let o = home.cr(&["corpus", "add", &next_spec]);
    assert!(stdout(&o).contains("already known"), "{}", stdout(&o));
    let list = home.json(&["corpus", "--json"]);
    let added: Vec<&serde_json::Value> = list
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["added"] == true)
        .collect();
    assert_eq!(added.len(), 1);
    assert_eq!(added[0]["version"], date.as_str());
    assert!(
        added[0]["source"]
            .as_str()
            .unwrap()
            .ends_with(&format!("cr-{date}.txt"))
    );

    let fp = home.json(&["fingerprint", &zh_spec, "--json"]);
    assert_eq!(fp["follows"]["version"], date.as_str(), "{fp}");
    assert_eq!(fp["newer_than_all"], false);
    let o = home.cr(&["lint", &zh_spec, "--json"]);
    assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
    let shown = home.json(&["show", "100.3", "--json"]);
    assert_eq!(shown[0]["version"], date.as_str());
    assert!(shown[0]["text"].as_str().unwrap().contains("tally sheet"));
    let shown = home.json(&["show", "601.2f", "--in", "en", "--json"]);
    assert!(
        shown[0]["text"]
            .as_str()
            .unwrap()
            .contains("has been determined")
    );
    let h = home.json(&["history", "100.5", "--json"]);
    let entries = h["lineage"].as_array().unwrap();
    let last = entries.last().unwrap();
    assert_eq!(last["version"], date.as_str());
    assert_eq!(last["change"], "renumbered");
    let h = home.json(&["history", "100.3", "--in", &next_spec, "--json"]);
    let entries = h["lineage"].as_array().unwrap();
    assert_eq!(entries.len(), 1, "{h}");
    assert_eq!(entries[0]["change"], "added");
    let d = home.json(&[
        "diff",
        &format!("en@{}", newest.effective),
        &format!("en@{date}"),
        "--json",
    ]);
    let added: Vec<&str> = d["added"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    assert_eq!(
        added.len(),
        7,
        "100.3, the keyword ability and the chapter: {added:?}"
    );
    assert_eq!(d["changed"][0]["new"], "601.2f", "{d}");
    assert_eq!(d["renumbered"][0]["old"], "100.3", "{d}");
    let s = home.json(&["search", "tidewalk", "--json"]);
    assert!(s.to_string().contains(&date), "{s}");

    // The translation added too: in the default corpus of every command.
    let o = home.cr(&["corpus", "add", &zh_spec]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let shown = home.json(&["show", "601.2f", "--json"]);
    assert!(
        shown
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e["lang"] == "zh" && e["document"].as_str().unwrap().contains("zh-done")),
        "{shown}"
    );

    // Removed: the release is unknown again, and the translation says so.
    let o = home.cr(&["corpus", "remove", &format!("en@{date}")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = home.cr(&["lint", &zh_spec]);
    crate::common::assert_error(&o, "cr corpus add");
    let o = home.cr(&["corpus", "remove", &format!("en@{}", newest.effective)]);
    crate::common::assert_error(&o, "bundled");
}

/// `cr corpus add` is atomic and idempotent: two at once leave one consistent store, a
/// refused text writes nothing, and a damaged kept step is computed again.
#[test]
fn adding_is_atomic_idempotent_and_kept_steps_are_checked() {
    let home = Home::new();
    let (date, bytes) = next_release();
    let next = home.file(&format!("cr-{date}.txt"), &bytes);
    let bare = next.display().to_string();
    let exe = env!("CARGO_BIN_EXE_cr");
    let run = || {
        std::process::Command::new(exe)
            .args(["corpus", "add", &bare])
            .env("CR_DATA_DIR", home.data.path())
            .env("CR_CACHE_DIR", home.cache.path())
            .env("LANG", "C")
            .spawn()
            .unwrap()
    };
    let (mut a, mut b) = (run(), run());
    assert!(a.wait().unwrap().success());
    assert!(b.wait().unwrap().success());
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(home.data.path().join("manifest.json")).unwrap())
            .unwrap();
    assert_eq!(
        manifest["documents"].as_array().unwrap().len(),
        1,
        "{manifest}"
    );
    // Its steps were computed when it was added, and kept.
    let steps: Vec<PathBuf> = std::fs::read_dir(home.cache.path().join("steps"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(steps.len(), 1, "{steps:?}");
    let before = stdout(&home.cr(&["align", "en@2026-01-16", "en", "--format", "tsv"]));
    std::fs::write(&steps[0], b"CRSTEPK1 damaged").unwrap();
    // The bridge that run composed is kept too; without it, the next run reads the steps.
    assert!(home.cache.path().join("bridges").is_dir());
    std::fs::remove_dir_all(home.cache.path().join("bridges")).unwrap();
    let after = stdout(&home.cr(&["align", "en@2026-01-16", "en", "--format", "tsv"]));
    assert_eq!(before, after, "a damaged kept step is computed again");
    assert_ne!(std::fs::read(&steps[0]).unwrap(), b"CRSTEPK1 damaged");

    // What is not a rules text, or an English text that is not a whole release, or another
    // text of a bundled date, is refused in one line, and nothing is written.
    let notes = home.file("notes.txt", b"Some notes about Magic.\n");
    crate::common::assert_error(
        &home.cr(&["corpus", "add", &spec("fr", &notes)]),
        "notes.txt",
    );
    let part: String = String::from_utf8_lossy(&bytes)
        .chars()
        .take(60_000)
        .collect();
    let part = home.file("part.txt", part.as_bytes());
    crate::common::assert_error(&home.cr(&["corpus", "add", &spec("en", &part)]), "part.txt");
    let bundled = history::newest();
    let mut other = bundled.bytes().unwrap();
    let k = other.len() / 2;
    other[k] = b'#';
    let other = home.file("other.txt", &other);
    crate::common::assert_error(
        &home.cr(&["corpus", "add", &spec("en", &other)]),
        &format!("en@{}", bundled.effective),
    );
    let list = home.json(&["corpus", "--json"]);
    assert_eq!(
        list.as_array()
            .unwrap()
            .iter()
            .filter(|e| e["added"] == true)
            .count(),
        1
    );
    // A document changed behind the store's back is left out, with a warning.
    let kept = home.data.path().join(format!("en/cr-{date}.txt"));
    std::fs::write(&kept, b"changed").unwrap();
    let o = home.cr(&["corpus"]);
    assert!(
        stderr(&o).contains("changed since it was added"),
        "{}",
        stderr(&o)
    );
}

/// `cr show N` shows, in every document, the counterpart of today's English N — never
/// another rule that has the same number there.
#[test]
fn show_puts_only_counterparts_side_by_side() {
    let home = Home::new();
    // ko 2017 numbers the legend rule 704.5k; today's 704.5k is another rule.
    let v = home.json(&["show", "704.5k", "--json"]);
    let today = &v[0];
    assert_eq!(today["lang"], "en");
    let ko: Vec<&serde_json::Value> = v
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["lang"] == "ko")
        .collect();
    let own = home.json(&["show", "704.5k", "--in", "ko", "--json"]);
    for e in &ko {
        assert_ne!(e["text"], own[0]["text"], "ko's own 704.5k is another rule");
        assert_eq!(e["counterpart_of"], "704.5k");
    }
    // The Italian seed's 601.2f is about mana abilities (601.2e is its total cost).
    let v = home.json(&["show", "CR 601.2f", "--json"]);
    for e in v.as_array().unwrap().iter().filter(|e| e["lang"] == "it") {
        assert_eq!(e["rule"], "601.2e", "{e}");
    }
    // Several references at once, in order.
    let v = home.json(&["show", "601.2f, 118.7c", "--in", "en", "--json"]);
    let rules: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["rule"].as_str().unwrap())
        .collect();
    assert_eq!(rules, ["601.2f", "118.7c"]);
    // No such rule anywhere: exit 1, in show, history and diff alike.
    assert_eq!(home.cr(&["show", "999.9z"]).status.code(), Some(1));
    assert_eq!(home.cr(&["history", "999.9"]).status.code(), Some(1));
}

/// A small HTTP server on 127.0.0.1 for `cr corpus fetch`: each path answers as the test
/// says (a page, a file, a status, or a body that never ends); any other path is a 404.
mod server {
    use std::io::{BufRead, BufReader, Write};
    use std::net::{TcpListener, TcpStream};

    #[derive(Clone)]
    pub enum Reply {
        Ok(&'static str, Vec<u8>),
        /// A body that trickles forever.
        Slow,
    }

    fn answer(stream: &mut TcpStream, reply: Option<Reply>) -> std::io::Result<()> {
        match reply {
            Some(Reply::Ok(kind, body)) => {
                write!(
                    stream,
                    "HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
                    body.len()
                )?;
                stream.write_all(&body)
            }
            Some(Reply::Slow) => {
                stream.write_all(
                    b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n",
                )?;
                loop {
                    stream.write_all(b"Magic ")?;
                    stream.flush()?;
                    std::thread::sleep(std::time::Duration::from_millis(200));
                }
            }
            None => stream.write_all(
                b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
            ),
        }
    }

    /// Serves `routes` (path → reply) until the test ends; the base URL.
    pub fn start(routes: Vec<(String, Reply)>) -> String {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(mut stream) = stream else { continue };
                let routes = routes.clone();
                std::thread::spawn(move || {
                    let mut reader = BufReader::new(stream.try_clone().unwrap());
                    let mut line = String::new();
                    if reader.read_line(&mut line).is_err() {
                        return;
                    }
                    let mut h = String::new();
                    while reader.read_line(&mut h).is_ok_and(|n| n > 2) {
                        h.clear();
                    }
                    let path = line.split_whitespace().nth(1).unwrap_or("/").to_owned();
                    let reply = routes
                        .iter()
                        .find(|(p, _)| *p == path)
                        .map(|(_, r)| r.clone());
                    let _ = answer(&mut stream, reply);
                });
            }
        });
        base
    }
}

/// `cr corpus fetch` against a server on 127.0.0.1 serving the next release: added once,
/// then "already known"; a 404, a page with no TXT link, a file that is not a CR and a body
/// that never ends are each one clear line, and nothing is added.
#[test]
fn corpus_fetch_adds_the_newest_release_from_the_rules_page() {
    use server::Reply;
    let home = Home::new();
    let (date, bytes) = next_release();
    let file = format!("/docs/MagicCompRules%20{}.txt", date.replace('-', ""));
    let page = format!(
        "<html><body><a href=\"/docs/MagicCompRules.pdf\">PDF</a> <a href=\"{file}\">TXT</a></body></html>"
    );
    let base = server::start(vec![
        ("/rules".into(), Reply::Ok("text/html", page.into_bytes())),
        (file.clone(), Reply::Ok("text/plain", bytes)),
        (
            "/nolink".into(),
            Reply::Ok("text/html", b"<p>Rules</p>".to_vec()),
        ),
        (
            "/notes.txt".into(),
            Reply::Ok("text/plain", b"Some notes.".to_vec()),
        ),
        ("/slow".into(), Reply::Slow),
    ]);
    let url = |p: &str| format!("{base}{p}");
    let added = |h: &Home| {
        h.json(&["corpus", "--json"])
            .as_array()
            .unwrap()
            .iter()
            .filter(|e| e["added"] == true)
            .count()
    };
    crate::common::assert_error(
        &home.cr(&["corpus", "fetch", "--url", &url("/missing")]),
        "404",
    );
    crate::common::assert_error(
        &home.cr(&["corpus", "fetch", "--url", &url("/nolink")]),
        "/nolink",
    );
    crate::common::assert_error(
        &home.cr(&["corpus", "fetch", "--url", &url("/notes.txt")]),
        "/notes.txt",
    );
    let o = home.cr(&["corpus", "fetch", "--url", &url("/slow"), "--timeout", "2"]);
    crate::common::assert_error(&o, "/slow");
    assert_eq!(added(&home), 0);
    let o = home.cr(&["corpus", "fetch", "--url", &url("/rules")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).contains(&format!("added en@{date}")),
        "{}",
        stdout(&o)
    );
    let list = home.json(&["corpus", "--json"]);
    let e = list
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["added"] == true)
        .unwrap();
    assert_eq!(e["source"], url(&file).as_str());
    let o = home.cr(&["corpus", "fetch", "--url", &url("/rules")]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("already known"), "{}", stdout(&o));
    assert_eq!(added(&home), 1);
    // Offline (nothing listens there): one line naming the address.
    let o = home.cr(&[
        "corpus",
        "fetch",
        "--url",
        "http://127.0.0.1:9/rules",
        "--timeout",
        "2",
    ]);
    crate::common::assert_error(&o, "127.0.0.1:9");
}
