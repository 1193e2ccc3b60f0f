//! Maintainer's tool: packs the official English releases into `rules/en/history.pack` and
//! lists them in `rules/en/RELEASES.tsv`, then computes the alignment steps between consecutive
//! releases (`rules/en/steps.bin`).
//!
//! ```sh
//! cargo run --release --example pack_history -- --add cr-2026-08-07.txt       # a new release
//! cargo run --release --example pack_history -- ../shared/corpus/history/en   # everything
//! cargo run --release --example pack_history -- --steps                     # steps only
//! cargo run --release --example pack_history -- --verdicts                  # verdicts only
//! cargo run --release --example pack_history -- --meanings                  # search vectors only
//! ```
//!
//! A new release is one file and this one command (`--add`): the pack, RELEASES.tsv, the
//! steps, the shipped verdicts and the search's vectors of the rule texts
//! (`rules/en/meanings.bin`, [`comprules::search::semantic`]) are rewritten together; add its row to rules/en/SOURCES.md
//! (the command prints it) and commit. `tests/all/history.rs` keeps all of them current.
//!
//! The directory holds `cr-YYYY-MM-DD.txt` files named by the publisher's label. Each is packed
//! byte for byte. RELEASES.tsv records per release: the label, the effective date printed in the
//! text, the file's size, its git blob hash (`git hash-object`), and the number of rule lines
//! counted independently of the parser (lines that start with `NNN.N`, after splitting on CR, LF
//! and CRLF), which `tests/all/history.rs` compares with what the parser finds.

use comprules::history::{self, pack};
use comprules::parse::Format;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rules/en");
    let (steps, packed) = match args.first().map(String::as_str) {
        Some("--add") => {
            add(&args[1..], &root);
            return;
        }
        Some("--verdicts") => {
            let bytes = verdicts().encode();
            write(&root.join("verdicts.json.zst"), &bytes);
            eprintln!("verdicts.json.zst: {} bytes", bytes.len());
            return;
        }
        Some("--meanings") => {
            meanings(&comprules::model::Db::new(), &root);
            return;
        }
        Some("--steps") => (history::steps::compute_all(), history::PACK_BYTES.to_vec()),
        Some(dir) => pack_dir(Path::new(dir), &root),
        None => {
            eprintln!(
                "usage: pack_history --add FILE... | DIR | --steps | --verdicts | --meanings"
            );
            std::process::exit(2);
        }
    };
    let bytes = history::steps::encode(&steps, &packed);
    write(&root.join("steps.bin"), &bytes);
    eprintln!("steps.bin: {} steps, {} bytes", steps.len(), bytes.len());
}

/// What every bundled translation follows, decided from the history (with the steps as
/// shipped: run `--steps` first when the pack changed).
fn verdicts() -> history::verdicts::File {
    comprules::model::shipped_verdicts(&comprules::model::Db::new())
}

fn write(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
}

/// Adds releases to the bundle: the pack, RELEASES.tsv, the steps (the shipped ones kept
/// between releases that stay consecutive, the others computed) and the verdicts of the
/// bundled translations, decided in the new history, all written in one run.
fn add(files: &[String], root: &Path) {
    if files.is_empty() {
        eprintln!("usage: pack_history --add FILE...");
        std::process::exit(2);
    }
    // The bundle as it is, with the new files named as releases of this run (the history
    // places each by its date, computes its steps, and decides the verdicts in it).
    let db = comprules::model::Db::open(comprules::model::Sources {
        named: files.iter().map(|f| format!("en:{f}")).collect(),
        ..Default::default()
    });
    let history = db.history();
    let new: Vec<&history::Release> = history
        .releases()
        .iter()
        .filter(|r| !r.is_bundled())
        .collect();
    if new.len() != files.len() {
        eprintln!(
            "pack_history: {} of {} files are new whole releases (a date already bundled, or \
             not a whole release, is left out)",
            new.len(),
            files.len()
        );
        std::process::exit(2);
    }
    let mut releases: Vec<(String, Vec<u8>)> = Vec::new();
    let mut tsv = String::from("label\teffective\tbytes\tblob\trule_lines\n");
    let mut sources = String::new();
    for r in history.releases() {
        let (label, bytes, blob, lines) = match r.bytes() {
            Some(b) => (r.label.clone(), b, r.blob.clone(), r.rule_lines),
            None => {
                let path = PathBuf::from(r.path());
                let bytes =
                    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
                let label = stem.trim_start_matches("cr-").to_owned();
                let blob = git_blob(&path);
                let lines = rule_lines(&bytes);
                sources.push_str(&format!(
                    "| cr-{label}.txt | {} | {} |  |\n",
                    bytes.len(),
                    &blob[..8]
                ));
                (label, bytes, blob, lines)
            }
        };
        tsv.push_str(&format!(
            "{label}\t{}\t{}\t{blob}\t{lines}\n",
            r.effective,
            bytes.len()
        ));
        releases.push((label, bytes));
    }
    let packed = pack::pack(&releases).expect("zstd compresses");
    let steps = db.steps().to_vec();
    let steps_bin = history::steps::encode(&steps, &packed);
    let stamp = history::verdicts::stamp(&history::bundled_stamp_of(&packed, &steps_bin));
    let verdicts = history::verdicts::File {
        stamp,
        verdicts: comprules::model::shipped_verdicts(&db).verdicts,
    };
    write(&root.join("history.pack"), &packed);
    write(&root.join("RELEASES.tsv"), tsv.as_bytes());
    write(&root.join("steps.bin"), &steps_bin);
    write(&root.join("verdicts.json.zst"), &verdicts.encode());
    meanings(&db, root);
    eprintln!(
        "{} releases packed ({} bytes), {} steps, {} verdicts; add to rules/en/SOURCES.md:\n{sources}",
        releases.len(),
        packed.len(),
        steps.len(),
        verdicts.verdicts.len()
    );
}

/// The vectors of the rule texts the search reads by meaning, for the releases of `db`'s
/// history that the default corpus and the recent releases name; the vectors already shipped
/// are kept, only new texts are encoded.
fn meanings(db: &comprules::model::Db, root: &Path) {
    use comprules::search::semantic;
    let texts = semantic::texts_of(&semantic::shipped_documents(db));
    let table =
        semantic::Table::of_texts(&texts, semantic::Table::shipped()).expect("the model runs");
    let bytes = table.to_bytes();
    write(&root.join("meanings.bin"), &bytes);
    eprintln!("meanings.bin: {} texts, {} bytes", table.len(), bytes.len());
}

/// The file's git blob hash (`git hash-object`).
fn git_blob(f: &Path) -> String {
    let blob = Command::new("git")
        .args(["hash-object", "--no-filters"])
        .arg(f)
        .output()
        .expect("git hash-object");
    String::from_utf8(blob.stdout).unwrap().trim().to_owned()
}

/// Lines that start with a rule number, counted without the parser.
fn rule_lines(bytes: &[u8]) -> usize {
    let decoded = comprules::decode::decode(bytes).expect("an official release decodes");
    comprules::decode::lines(&decoded.text)
        .filter(|(_, l)| is_rule_line(l))
        .count()
}

/// Packs the directory's releases (oldest effective date first) and computes their steps.
fn pack_dir(dir: &Path, root: &Path) -> (Vec<history::steps::Step>, Vec<u8>) {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    let mut releases = Vec::new();
    let mut rows = Vec::new();
    let mut docs = Vec::new();
    for f in &files {
        let stem = f.file_stem().unwrap().to_string_lossy();
        let label = stem.trim_start_matches("cr-").to_owned();
        let bytes = std::fs::read(f).unwrap();
        let blob = git_blob(f);
        let rule_lines = rule_lines(&bytes);
        let stem = format!("cr-{label}");
        let path = format!("rules/en/{stem}.txt");
        let doc = comprules::corpus::from_bytes(&bytes, "en", &path, &stem, Format::Text)
            .expect("an official release parses");
        rows.push(format!(
            "{label}\t{}\t{}\t{blob}\t{rule_lines}\n",
            doc.version,
            bytes.len()
        ));
        docs.push(doc);
        releases.push((label, bytes));
    }
    // Oldest effective date first (a file's label can be later than its date).
    let mut order: Vec<usize> = (0..releases.len()).collect();
    order.sort_by(|&a, &b| {
        (&docs[a].version, &releases[a].0).cmp(&(&docs[b].version, &releases[b].0))
    });
    let releases: Vec<(String, Vec<u8>)> = order.iter().map(|&i| releases[i].clone()).collect();
    let docs: Vec<_> = order.iter().map(|&i| docs[i].clone()).collect();
    let mut tsv = String::from("label\teffective\tbytes\tblob\trule_lines\n");
    for &i in &order {
        tsv.push_str(&rows[i]);
    }
    let packed = pack::pack(&releases).expect("zstd compresses");
    write(&root.join("history.pack"), &packed);
    write(&root.join("RELEASES.tsv"), tsv.as_bytes());
    let raw: usize = releases.iter().map(|r| r.1.len()).sum();
    eprintln!(
        "history.pack: {} releases, {raw} bytes → {} bytes",
        releases.len(),
        packed.len()
    );
    (history::steps::compute(&docs), packed)
}

/// A rule line, told without the parser: `NNN.N` (a letter or two may follow, then a dot or
/// not) at the start of the line, then spaces and text (`601.2f The…`, `100.1. These…`), or a
/// dot run into a capital (`901.4.All…`). A line that is only a number, or a number followed by
/// a comma or a dash, is wrapped text (`See rule` / `404.4.`).
fn is_rule_line(l: &str) -> bool {
    let l = l.trim_start_matches('\u{feff}');
    let Some((id, n)) = comprules::RuleId::parse_prefix(l) else {
        return false;
    };
    let after = &l[n..];
    let rest = after.strip_prefix('.').unwrap_or(after);
    id.sub.is_some()
        && ((rest.starts_with(' ') && !rest.trim().is_empty())
            || (after.starts_with('.') && rest.starts_with(|c: char| c.is_ascii_uppercase())))
}
