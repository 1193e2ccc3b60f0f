//! Maintainer's tool: packs the official English releases into `rules/en/history.pack` and
//! lists them in `rules/en/RELEASES.tsv`, then computes the alignment steps between consecutive
//! releases (`rules/en/steps.bin`).
//!
//! ```sh
//! cargo run --release --example pack_history -- ../shared/corpus/history/en   # everything
//! cargo run --release --example pack_history -- --steps                     # steps only
//! ```
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
        Some("--verdicts") => {
            let bytes = verdicts().encode();
            write(&root.join("verdicts.json.zst"), &bytes);
            eprintln!("verdicts.json.zst: {} bytes", bytes.len());
            return;
        }
        Some("--steps") => (history::steps::compute_all(), history::PACK_BYTES.to_vec()),
        Some(dir) => pack_dir(Path::new(dir), &root),
        None => {
            eprintln!("usage: pack_history DIR | --steps | --verdicts");
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
        let blob = Command::new("git")
            .args(["hash-object", "--no-filters"])
            .arg(f)
            .output()
            .expect("git hash-object");
        let blob = String::from_utf8(blob.stdout).unwrap().trim().to_owned();
        let decoded = comprules::decode::decode(&bytes).expect("an official release decodes");
        let rule_lines = comprules::decode::lines(&decoded.text)
            .filter(|(_, l)| is_rule_line(l))
            .count();
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
