//! Verdicts: what a document follows ([`super::follows::Follows`]), stored.
//!
//! Deciding what a translation follows aligns it by content with the releases its numbering
//! ties with: the most expensive question a run asks. For the bundled translations it is
//! asked once, by the maintainer's packer (`cargo run --release --example pack_history --
//! --verdicts`), and the answers ship in `rules/en/verdicts.json.zst`; a user's own file is
//! answered once per content and kept in the user cache. Either is stamped with what the answer
//! depends on (the pack, the steps, this module's [`VERSION`]): a stale stamp is not an error,
//! the question is then asked again (same answer, slower), and a test keeps the shipped file
//! current.
//!
//! A verdict is found by [`key`]: the language, version and text of the document (its name,
//! where it was read from, changes nothing).

use super::follows::{Candidate, Follows};
use crate::document::Document;
use crate::rule_id::RuleId;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::LazyLock;

/// Bumped whenever [`super::follows::decide`] may answer differently.
pub const VERSION: u32 = 2;

/// The key of a document's verdict: BLAKE3 of its language, version and text, and where its
/// rules start (a release narrowed to some chapters keeps the whole text and fewer rules: it
/// is another document). Computed once per document and kept with it.
pub fn key(doc: &Document) -> [u8; 32] {
    *doc.key.get_or_init(|| compute_key(doc))
}

fn compute_key(doc: &Document) -> [u8; 32] {
    let mut h = blake3::Hasher::new();
    for part in [&doc.lang, &doc.version, &doc.text] {
        h.update(&(part.len() as u64).to_le_bytes());
        h.update(part.as_bytes());
    }
    h.update(&(doc.rules.len() as u64).to_le_bytes());
    for r in &doc.rules {
        h.update(&(r.span.start as u64).to_le_bytes());
    }
    *h.finalize().as_bytes()
}

/// What a verdict depends on besides the document: the history it was decided in (the pack,
/// the shipped steps and the releases the user brought: [`super::History::stamp`]) and
/// [`VERSION`].
pub fn stamp(history: &[u8; 32]) -> String {
    let mut h = blake3::Hasher::new();
    h.update(&VERSION.to_le_bytes());
    h.update(history);
    h.finalize().to_hex().to_string()
}

/// The stamp of verdicts decided in the bundled history (the shipped file's).
pub fn bundled_stamp() -> String {
    static STAMP: LazyLock<String> = LazyLock::new(|| stamp(super::History::bundled().stamp()));
    STAMP.clone()
}

/// A verdict as stored (JSON).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Stored {
    /// [`key`], in hex.
    pub key: String,
    pub release: usize,
    pub range: (usize, usize),
    pub new_rules: Vec<String>,
    /// `(release, version, numbers_found, numbering, content, same_number, renumbered,
    /// unpaired)`.
    #[allow(clippy::type_complexity)]
    pub candidates: Vec<(usize, String, f32, f32, Option<f32>, usize, usize, usize)>,
    pub pairs: Vec<(usize, usize, f32, u16)>,
}

impl Stored {
    pub fn of(key: &[u8; 32], f: &Follows) -> Stored {
        Stored {
            key: hex(key),
            release: f.release,
            range: f.range,
            new_rules: f.new_rules.iter().map(RuleId::to_string).collect(),
            candidates: f
                .candidates
                .iter()
                .map(|c| {
                    (
                        c.release,
                        c.version.clone(),
                        c.numbers_found,
                        c.numbering,
                        c.content,
                        c.same_number,
                        c.renumbered,
                        c.unpaired,
                    )
                })
                .collect(),
            pairs: f.pairs.clone(),
        }
    }

    /// The verdict, if it fits a history of `n` releases (indices in range).
    pub fn follows(&self, n: usize) -> Option<Follows> {
        let ok = self.release < n
            && self.range.0 <= self.range.1
            && self.range.1 < n
            && self.candidates.iter().all(|c| c.0 < n);
        ok.then(|| Follows {
            release: self.release,
            range: self.range,
            new_rules: self
                .new_rules
                .iter()
                .filter_map(|s| s.parse::<RuleId>().ok())
                .collect(),
            candidates: self
                .candidates
                .iter()
                .map(|c| Candidate {
                    release: c.0,
                    version: c.1.clone(),
                    numbers_found: c.2,
                    numbering: c.3,
                    content: c.4,
                    same_number: c.5,
                    renumbered: c.6,
                    unpaired: c.7,
                })
                .collect(),
            pairs: self.pairs.clone(),
        })
    }
}

/// A file of verdicts: the shipped one, or one entry of the user cache.
#[derive(Debug, Serialize, Deserialize)]
pub struct File {
    pub stamp: String,
    pub verdicts: Vec<Stored>,
}

impl File {
    /// JSON, zstd-compressed.
    pub fn encode(&self) -> Vec<u8> {
        let json = serde_json::to_vec(self).expect("verdicts serialise");
        zstd::encode_all(&json[..], 19).expect("zstd compresses to memory")
    }

    /// The verdicts, if the bytes read and the stamp is `stamp` (the history's of this run).
    pub fn decode(bytes: &[u8], stamp: &str) -> Option<File> {
        let json = zstd::decode_all(bytes).ok()?;
        let f: File = serde_json::from_slice(&json).ok()?;
        (f.stamp == stamp).then_some(f)
    }
}

/// Hex of a key.
pub fn hex(key: &[u8; 32]) -> String {
    blake3::Hash::from_bytes(*key).to_hex().to_string()
}

/// The shipped verdicts (`rules/en/verdicts.json.zst`).
pub static SHIPPED_BYTES: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/rules/en/verdicts.json.zst"
));

/// The shipped verdicts, by key, when current; empty when stale.
pub static SHIPPED: LazyLock<HashMap<String, Stored>> = LazyLock::new(|| {
    File::decode(SHIPPED_BYTES, &bundled_stamp())
        .map(|f| f.verdicts.into_iter().map(|v| (v.key.clone(), v)).collect())
        .unwrap_or_default()
});

/// The shipped verdict of a document, if there is a current one (decided in the bundled
/// history).
pub fn shipped(key: &[u8; 32]) -> Option<Follows> {
    SHIPPED.get(&hex(key))?.follows(super::RELEASES.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A release narrowed to the chapters of a fragment keeps the whole text: it must not
    /// share the whole release's verdict (their pairs differ), or whichever thread asks first
    /// answers for both.
    #[test]
    fn a_narrowed_release_is_another_document() {
        let whole = super::super::newest().load().unwrap();
        let part = whole.narrowed(&std::collections::BTreeSet::from([601u16]));
        assert_eq!(whole.text, part.text);
        assert_ne!(key(&whole), key(&part));
    }
}
