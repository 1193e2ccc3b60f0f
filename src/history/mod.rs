//! The English history: every official English release since 2003, compiled into the binary.
//!
//! - [`pack`]: the releases as their publisher's bytes, delta-compressed (`rules/en/history.pack`).
//! - [`RELEASES`]: what is known of each release without unpacking it (`rules/en/RELEASES.tsv`):
//!   the publisher's label, the effective date printed inside, the file's size, its git blob hash
//!   and its number of rule lines.
//! - [`steps`]: the alignment of each release with the next, computed once by the maintainer's
//!   packer and shipped (`rules/en/steps.bin`); [`chain`] composes them into the alignment of
//!   any two releases (a *bridge*), so releases years apart are aligned through every release
//!   between them instead of directly.
//! - [`lineage`]: a rule's life across the releases (`cr history`).
//! - [`follows`]: which release a translation follows (`cr fingerprint`).
//!
//! This module never reads the disk: everything comes from the compiled-in data.

pub mod chain;
mod codec;
pub mod follows;
pub mod lineage;
pub mod pack;
pub mod steps;
pub mod todo;
pub mod verdicts;

use crate::document::Document;
use crate::parse::Format;
use std::sync::LazyLock;

/// The packed releases.
pub static PACK_BYTES: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/rules/en/history.pack"
));

static RELEASES_TSV: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/rules/en/RELEASES.tsv"
));

/// One official English release.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Release {
    /// Position in the pack (oldest first).
    pub index: usize,
    /// The publisher's file label (`2021-11-15`).
    pub label: String,
    /// The effective date printed in the text (`2021-11-19`): the release's version.
    pub effective: String,
    /// The file's size in bytes.
    pub bytes: u64,
    /// The file's git blob hash.
    pub blob: String,
    /// Lines that start with a rule number, counted without the parser.
    pub rule_lines: usize,
}

impl Release {
    /// The path the release is known by: the publisher's file, under `rules/en/`.
    pub fn path(&self) -> String {
        format!("rules/en/cr-{}.txt", self.label)
    }

    /// The release's bytes, exactly as published.
    pub fn bytes(&self) -> Vec<u8> {
        PACK.release(self.index)
            .expect("the compiled-in pack is checked by tests")
    }

    /// Parses the release.
    pub fn load(&self) -> Document {
        self.parse(&self.bytes())
    }

    fn parse(&self, bytes: &[u8]) -> Document {
        let path = self.path();
        let stem = format!("cr-{}", self.label);
        let decoded =
            crate::decode::decode(bytes).expect("official releases decode (checked by tests)");
        crate::parse::parse(decoded, Format::Text, "en", &path, &stem)
    }
}

/// The pack's table.
pub static PACK: LazyLock<pack::Pack<'static>> =
    LazyLock::new(|| pack::Pack::read(PACK_BYTES).expect("the compiled-in pack reads"));

/// Every release, oldest first (by effective date; the pack is in that order).
pub static RELEASES: LazyLock<Vec<Release>> = LazyLock::new(|| {
    RELEASES_TSV
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .enumerate()
        .map(|(index, l)| {
            let f: Vec<&str> = l.split('\t').collect();
            Release {
                index,
                label: f[0].to_owned(),
                effective: f[1].to_owned(),
                bytes: f[2].parse().expect("RELEASES.tsv: bytes"),
                blob: f[3].to_owned(),
                rule_lines: f[4].parse().expect("RELEASES.tsv: rule lines"),
            }
        })
        .collect()
});

/// The release of an effective date, or of a publisher's label where it differs.
pub fn find(version: &str) -> Option<&'static Release> {
    RELEASES
        .iter()
        .find(|r| r.effective == version)
        .or_else(|| RELEASES.iter().find(|r| r.label == version))
}

/// The index in [`RELEASES`] of the release of an effective date.
pub fn index_of(effective: &str) -> Option<usize> {
    RELEASES.iter().position(|r| r.effective == effective)
}

/// The newest release.
pub fn newest() -> &'static Release {
    RELEASES.last().expect("the history is not empty")
}

/// The releases `wanted` (indices), parsed, in that order: each chain of the pack read once,
/// as far as it is needed, and the releases parsed on every core.
pub fn load_some(wanted: &[usize]) -> Vec<Document> {
    use rayon::prelude::*;
    let raw = PACK
        .releases(wanted)
        .expect("the compiled-in pack is checked by tests");
    raw.par_iter()
        .zip(wanted.par_iter())
        .map(|(b, &i)| RELEASES[i].parse(b))
        .collect()
}

/// Every release parsed, oldest first: unpacked in one pass (each release is the dictionary
/// of the next), parsed on every core.
pub fn load_all() -> Vec<Document> {
    use rayon::prelude::*;
    let mut raw: Vec<Vec<u8>> = Vec::with_capacity(RELEASES.len());
    PACK.each(|_, b| raw.push(b.to_vec()))
        .expect("the compiled-in pack is checked by tests");
    raw.par_iter()
        .zip(RELEASES.par_iter())
        .map(|(b, r)| r.parse(b))
        .collect()
}
