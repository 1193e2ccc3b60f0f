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
//! - [`History`]: the history of one run, the bundled releases and the releases the user
//!   brought (added to the data directory, or named on the command line), placed by date.
//!
//! This module never reads the disk: the bundled releases are compiled in, and the bytes of
//! the releases the user brought are read by [`crate::model`].

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
use std::path::PathBuf;
use std::sync::{Arc, LazyLock};

/// The packed releases.
pub static PACK_BYTES: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/rules/en/history.pack"
));

static RELEASES_TSV: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/rules/en/RELEASES.tsv"
));

/// Where a release's bytes are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    /// Compiled in: its index in the pack.
    Pack(usize),
    /// Added by the user (`cr corpus add`, `cr corpus fetch`): a file of the data directory.
    Added(PathBuf),
    /// An English file named on the command line, a release of that run only.
    Named(String),
}

/// One official English release.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Release {
    /// Position in the history (oldest first).
    pub index: usize,
    /// The publisher's file label (`2021-11-15`).
    pub label: String,
    /// The effective date printed in the text (`2021-11-19`): the release's version.
    pub effective: Arc<str>,
    /// The file's size in bytes.
    pub bytes: u64,
    /// The file's git blob hash (a bundled release), or the BLAKE3 of its decoded text (a
    /// release the user brought).
    pub blob: String,
    /// Lines that start with a rule number, counted without the parser (bundled), or the
    /// rules the parser found (a release the user brought).
    pub rule_lines: usize,
    /// Where its bytes are.
    pub origin: Origin,
}

impl Release {
    /// The path the release is known by: the publisher's file under `rules/en/` for a
    /// bundled release, the file itself for one the user brought.
    pub fn path(&self) -> String {
        match &self.origin {
            Origin::Pack(_) => format!("rules/en/cr-{}.txt", self.label),
            Origin::Added(p) => p.display().to_string(),
            Origin::Named(p) => p.clone(),
        }
    }

    /// Its index in the pack, for a bundled release.
    pub fn packed(&self) -> Option<usize> {
        match self.origin {
            Origin::Pack(i) => Some(i),
            _ => None,
        }
    }

    /// True for a release compiled into the binary.
    pub fn is_bundled(&self) -> bool {
        self.packed().is_some()
    }

    /// The bundled release's bytes, exactly as published (None for a release the user
    /// brought: the database reads those).
    pub fn bytes(&self) -> Option<Vec<u8>> {
        let i = self.packed()?;
        Some(
            PACK.release(i)
                .expect("the compiled-in pack is checked by tests"),
        )
    }

    /// Parses the bundled release (None for a release the user brought).
    pub fn load(&self) -> Option<Document> {
        Some(parse_packed(&self.label, &self.bytes()?))
    }
}

/// Parses a bundled release's bytes.
fn parse_packed(label: &str, bytes: &[u8]) -> Document {
    let path = format!("rules/en/cr-{label}.txt");
    let stem = format!("cr-{label}");
    let decoded =
        crate::decode::decode(bytes).expect("official releases decode (checked by tests)");
    crate::parse::parse(decoded, Format::Text, "en", &path, &stem)
}

/// The pack's table.
pub static PACK: LazyLock<pack::Pack<'static>> =
    LazyLock::new(|| pack::Pack::read(PACK_BYTES).expect("the compiled-in pack reads"));

/// Every bundled release, oldest first (by effective date; the pack is in that order).
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
                effective: Arc::from(f[1]),
                bytes: f[2].parse().expect("RELEASES.tsv: bytes"),
                blob: f[3].to_owned(),
                rule_lines: f[4].parse().expect("RELEASES.tsv: rule lines"),
                origin: Origin::Pack(index),
            }
        })
        .collect()
});

/// The bundled release of an effective date, or of a publisher's label where it differs
/// (by days: see [`labelled`]).
pub fn find(version: &str) -> Option<&'static Release> {
    RELEASES
        .iter()
        .find(|r| &*r.effective == version)
        .or_else(|| RELEASES.iter().find(|r| labelled(r, version)))
}

/// True when `version` is the publisher's label of release `r` and names it: a label a few
/// days from the date the text prints (the file labelled 2021-11-15 is effective 2021-11-19).
/// An archive's label years from its text (the file labelled 2006-06-01 holds the June 2004
/// rules) names no release: `en@2006-06-01` is then a date that is not a release.
fn labelled(r: &Release, version: &str) -> bool {
    let day = |v: &str| -> Option<i64> {
        let mut p = v.split('-').map(|x| x.parse::<i64>().ok());
        let (y, m, d) = (p.next()??, p.next()??, p.next()??);
        Some(y * 372 + m * 31 + d)
    };
    r.label == version
        && day(&r.label)
            .zip(day(&r.effective))
            .is_some_and(|(a, b)| (a - b).abs() <= 31)
}

/// The index in [`RELEASES`] of the bundled release of an effective date.
pub fn index_of(effective: &str) -> Option<usize> {
    RELEASES.iter().position(|r| &*r.effective == effective)
}

/// The newest bundled release.
pub fn newest() -> &'static Release {
    RELEASES.last().expect("the history is not empty")
}

/// The bundled releases `wanted` (indices into the pack), parsed, in that order: each chain
/// of the pack read once, as far as it is needed, and the releases parsed on every core.
pub fn load_some(wanted: &[usize]) -> Vec<Document> {
    use rayon::prelude::*;
    let raw = PACK
        .releases(wanted)
        .expect("the compiled-in pack is checked by tests");
    raw.par_iter()
        .zip(wanted.par_iter())
        .map(|(b, &i)| parse_packed(&RELEASES[i].label, b))
        .collect()
}

/// Every bundled release parsed, oldest first: unpacked in one pass (each release is the
/// dictionary of the next), parsed on every core.
pub fn load_all() -> Vec<Document> {
    use rayon::prelude::*;
    let mut raw: Vec<Vec<u8>> = Vec::with_capacity(RELEASES.len());
    PACK.each(|_, b| raw.push(b.to_vec()))
        .expect("the compiled-in pack is checked by tests");
    raw.par_iter()
        .zip(RELEASES.par_iter())
        .map(|(b, r)| parse_packed(&r.label, b))
        .collect()
}

/// The English history of one run: the bundled releases and those the user brought (added
/// to the data directory, or named on the command line), oldest first by effective date.
/// Every question about releases (which is newest, which has this date, what a kept answer
/// depends on) is asked of it, never of [`RELEASES`] alone.
#[derive(Debug, Clone)]
pub struct History {
    releases: Vec<Release>,
    /// What every answer derived from the history depends on: the pack, the shipped steps,
    /// and each release the user brought (its date and text), in order.
    stamp: [u8; 32],
}

impl Default for History {
    fn default() -> Self {
        History::bundled()
    }
}

impl History {
    /// The history compiled in.
    pub fn bundled() -> History {
        History::with(Vec::new())
    }

    /// The bundled history with the releases the user brought, each placed by its effective
    /// date (after a bundled release of the same date, which [`crate::model`] never lets
    /// happen). Their `index` is set here.
    pub fn with(extra: Vec<Release>) -> History {
        let mut releases: Vec<Release> = RELEASES.iter().cloned().chain(extra).collect();
        releases.sort_by(|a, b| {
            (&a.effective, !a.is_bundled(), &a.label).cmp(&(
                &b.effective,
                !b.is_bundled(),
                &b.label,
            ))
        });
        let mut h = stamp_hasher(PACK_BYTES, steps::SHIPPED_BYTES);
        for (i, r) in releases.iter_mut().enumerate() {
            r.index = i;
            if !r.is_bundled() {
                h.update(&(i as u64).to_le_bytes());
                for part in [r.effective.as_bytes(), r.blob.as_bytes()] {
                    h.update(&(part.len() as u64).to_le_bytes());
                    h.update(part);
                }
            }
        }
        History {
            releases,
            stamp: *h.finalize().as_bytes(),
        }
    }

    /// Every release, oldest first.
    pub fn releases(&self) -> &[Release] {
        &self.releases
    }

    pub fn len(&self) -> usize {
        self.releases.len()
    }

    pub fn is_empty(&self) -> bool {
        self.releases.is_empty()
    }

    /// True when it holds the bundled releases alone.
    pub fn is_bundled(&self) -> bool {
        self.releases.len() == RELEASES.len()
    }

    /// The number of bundled releases before the first one the user brought (all of them
    /// when the user's releases are newer than the bundle).
    pub fn bundled_prefix(&self) -> usize {
        self.releases
            .iter()
            .position(|r| !r.is_bundled())
            .unwrap_or(self.releases.len())
    }

    /// The release of an effective date, or of a publisher's label where it differs.
    pub fn find(&self, version: &str) -> Option<&Release> {
        self.releases
            .iter()
            .find(|r| &*r.effective == version)
            .or_else(|| self.releases.iter().find(|r| labelled(r, version)))
    }

    /// The index of the release of an effective date.
    pub fn index_of(&self, effective: &str) -> Option<usize> {
        self.releases
            .iter()
            .position(|r| &*r.effective == effective)
    }

    /// The newest release.
    pub fn newest(&self) -> &Release {
        self.releases.last().expect("the history is not empty")
    }

    /// What every answer derived from this history depends on (kept verdicts, lineages,
    /// older texts): the pack, the shipped steps and the releases the user brought.
    pub fn stamp(&self) -> &[u8; 32] {
        &self.stamp
    }

    /// The effective date of every release, oldest first.
    pub fn versions(&self) -> Vec<Arc<str>> {
        self.releases.iter().map(|r| r.effective.clone()).collect()
    }
}

/// The start of every history's stamp: the pack and the shipped steps.
fn stamp_hasher(pack: &[u8], steps: &[u8]) -> blake3::Hasher {
    let mut h = blake3::Hasher::new();
    h.update(blake3::hash(pack).as_bytes());
    h.update(blake3::hash(steps).as_bytes());
    h
}

/// The stamp of the bundled history a pack and its steps file make (what the maintainer's
/// packer stamps the shipped verdicts with, before they are compiled in).
pub fn bundled_stamp_of(pack: &[u8], steps: &[u8]) -> [u8; 32] {
    *stamp_hasher(pack, steps).finalize().as_bytes()
}

impl std::ops::Index<usize> for History {
    type Output = Release;
    fn index(&self, i: usize) -> &Release {
        &self.releases[i]
    }
}
