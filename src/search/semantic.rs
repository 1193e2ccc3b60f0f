//! Search by meaning: the English rules as vectors of the sentence-embedding model
//! ([`super::encoder`]), so that a question asked in other words than the rules' ("if I
//! flicker a token does it come back") finds the rule that answers it, and the fusion of that
//! ranking with the ranking by words (reciprocal rank fusion).
//!
//! The vectors of every rule text of the bundled English releases are computed once, when a
//! release is packed (`cargo run --release --example pack_meanings`), and shipped in
//! `rules/en/meanings.bin`; an index looks each rule up there by the hash of its text and
//! encodes only the texts no bundled release has (a release the user added). An index keeps
//! its rules' vectors beside it (`meanings.bin` in its directory).
//!
//! Vectors are stored as 8-bit numbers with one scale per vector (a quarter of the size; the
//! dot products move by less than 0.01, which never reorders the rules that matter).

use super::encoder::{self, DIM};
use crate::document::Document;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Rules a question's vector ranks, fused with the ranking by words.
pub const CANDIDATES: usize = 50;

/// Reciprocal rank fusion: each ranking gives a hit `weight / (K + rank)`. 60 is the constant
/// of the method's paper (Cormack et al., 2009); the meaning's weight, 0.5, was chosen on the
/// query sets that are not held out (docs/reference/search-semantic.md).
const RRF_K: f32 = 60.0;
const MEANING_WEIGHT: f32 = 0.5;

/// A question asked in words: five words or more, written in Latin letters, with none of the
/// query syntax (quotes, AND/OR/NOT, +word, -word) that asks for words as typed. Shorter
/// queries are names and terms, which the words answer best.
const MIN_WORDS: usize = 5;

/// The shipped vectors of the bundled English releases' rule texts.
static SHIPPED: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/rules/en/meanings.bin"
));

const MAGIC: &[u8; 8] = b"CRMEAN01";

/// Whether `query` is a question the model should read: English words, enough of them, no
/// query syntax.
pub fn asks_in_words(query: &str) -> bool {
    if query.contains('"')
        || query
            .split_whitespace()
            .any(|w| matches!(w, "AND" | "OR" | "NOT") || w.starts_with(['+', '-']))
    {
        return false;
    }
    let words = query
        .split(|c: char| !(c.is_ascii_alphabetic() || c == '\'' || c == '’'))
        .filter(|w| w.chars().any(|c| c.is_ascii_alphabetic()))
        .count();
    let letters = query.chars().filter(|c| c.is_alphabetic()).count();
    let latin = query.chars().filter(char::is_ascii_alphabetic).count();
    words >= MIN_WORDS && latin * 10 >= letters * 9
}

/// The text of a rule as the model reads it: the rule's title first when the rule it belongs
/// to is only a title ("Trample: …" for 702.19b), since a subrule seldom names its subject.
pub fn text_of(doc: &Document, index: usize) -> String {
    let rule = &doc.rules[index];
    let title = rule.id.parent().and_then(|p| {
        doc.rules[..index]
            .iter()
            .rev()
            .find(|r| r.id == p)
            .map(|r| r.text())
            .filter(|t| t.chars().count() < 60)
    });
    match title {
        Some(t) => format!("{t}: {}", rule.text()),
        None => rule.text().to_owned(),
    }
}

/// Texts an index build may encode (about 50 a second on two cores): the rules a release the
/// user added changed, not a whole release.
pub const MAX_ENCODED: usize = 500;

/// Releases before today's whose rule texts the shipped table holds too, for a user who asks
/// `--in en@DATE` of a recent release.
const RECENT_RELEASES: usize = 5;

/// The English documents whose rule texts the shipped table holds: those of the default
/// corpus (today's English and the releases the translations follow) and the newest
/// [`RECENT_RELEASES`] releases of `db`'s history. `tests/all/search.rs` keeps the table
/// current with them.
pub fn shipped_documents(db: &crate::model::Db) -> Vec<Document> {
    let mut docs: Vec<Document> = crate::model::default_corpus(db)
        .into_iter()
        .filter(|d| d.lang == "en")
        .collect();
    let releases = db.history().releases();
    for r in &releases[releases.len().saturating_sub(RECENT_RELEASES)..] {
        if !docs.iter().any(|d| *d.version == *r.label)
            && let Some(d) = r.load()
        {
            docs.push(d);
        }
    }
    docs
}

/// Every rule text of `docs` as the model reads it.
pub fn texts_of(docs: &[Document]) -> Vec<String> {
    docs.iter()
        .filter(|d| d.lang == "en")
        .flat_map(|d| (0..d.rules.len()).map(move |i| text_of(d, i)))
        .collect()
}

/// The key of a text in a table of vectors.
pub fn hash_of(text: &str) -> u64 {
    let h = blake3::hash(text.as_bytes());
    u64::from_le_bytes(h.as_bytes()[..8].try_into().expect("8 bytes"))
}

/// One vector, 8-bit.
#[derive(Clone, Copy)]
struct Quantized {
    scale: f32,
    values: [i8; DIM],
}

impl Quantized {
    fn of(v: &[f32; DIM]) -> Quantized {
        let max = v
            .iter()
            .fold(0f32, |m, x| m.max(x.abs()))
            .max(f32::MIN_POSITIVE);
        let mut values = [0i8; DIM];
        for (q, x) in values.iter_mut().zip(v) {
            *q = (x / max * 127.0).round() as i8;
        }
        Quantized {
            scale: max / 127.0,
            values,
        }
    }

    fn dot(&self, v: &[f32; DIM]) -> f32 {
        self.values
            .iter()
            .zip(v)
            .map(|(&q, x)| f32::from(q) * x)
            .sum::<f32>()
            * self.scale
    }

    const BYTES: usize = 4 + DIM;

    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.scale.to_le_bytes());
        out.extend(self.values.iter().map(|&v| v as u8));
    }

    fn read(b: &[u8]) -> Quantized {
        let scale = f32::from_le_bytes(b[..4].try_into().expect("4 bytes"));
        let mut values = [0i8; DIM];
        for (v, &x) in values.iter_mut().zip(&b[4..4 + DIM]) {
            *v = x as i8;
        }
        Quantized { scale, values }
    }
}

/// A table of vectors by the hash of their text: the shipped one, and what an index keeps.
pub struct Table {
    by_hash: HashMap<u64, Quantized>,
}

impl Table {
    /// The shipped table; empty if it was made with another model (then every text is
    /// encoded when an index is built, and a test fails).
    pub fn shipped() -> &'static Table {
        static T: OnceLock<Table> = OnceLock::new();
        T.get_or_init(|| {
            Table::from_bytes(SHIPPED).unwrap_or(Table {
                by_hash: HashMap::new(),
            })
        })
    }

    pub fn len(&self) -> usize {
        self.by_hash.len()
    }

    pub fn is_empty(&self) -> bool {
        self.by_hash.is_empty()
    }

    pub fn contains(&self, hash: u64) -> bool {
        self.by_hash.contains_key(&hash)
    }

    /// The table of `texts`: from `known` where it has them, the others encoded.
    pub fn of_texts(texts: &[String], known: &Table) -> Result<Table, String> {
        let mut by_hash = HashMap::new();
        let mut missing: Vec<&str> = Vec::new();
        let mut missing_hashes = Vec::new();
        for t in texts {
            let h = hash_of(t);
            if by_hash.contains_key(&h) || missing_hashes.contains(&h) {
                continue;
            }
            match known.by_hash.get(&h) {
                Some(q) => {
                    by_hash.insert(h, *q);
                }
                None => {
                    missing.push(t);
                    missing_hashes.push(h);
                }
            }
        }
        if !missing.is_empty() {
            let encoder = encoder::shared().ok_or("the model could not be loaded")?;
            let vectors = encoder.encode(&missing)?;
            for (h, v) in missing_hashes.into_iter().zip(&vectors) {
                by_hash.insert(h, Quantized::of(v));
            }
        }
        Ok(Table { by_hash })
    }

    /// The table as bytes: magic, the model's identity, the count, then each hash and vector
    /// in hash order (the same table always gives the same bytes).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut keys: Vec<u64> = self.by_hash.keys().copied().collect();
        keys.sort_unstable();
        let mut out = Vec::with_capacity(20 + keys.len() * (8 + Quantized::BYTES));
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&encoder::model_id().to_le_bytes());
        out.extend_from_slice(&(keys.len() as u32).to_le_bytes());
        for k in keys {
            out.extend_from_slice(&k.to_le_bytes());
            self.by_hash[&k].write(&mut out);
        }
        out
    }

    /// A table read back; `None` when the bytes are not a table of this model's vectors.
    pub fn from_bytes(b: &[u8]) -> Option<Table> {
        let rest = b.strip_prefix(MAGIC.as_slice())?;
        let (model, rest) = rest.split_at_checked(8)?;
        if u64::from_le_bytes(model.try_into().ok()?) != encoder::model_id() {
            return None;
        }
        let (count, rest) = rest.split_at_checked(4)?;
        let count = u32::from_le_bytes(count.try_into().ok()?) as usize;
        let size = 8 + Quantized::BYTES;
        if rest.len() != count.checked_mul(size)? {
            return None;
        }
        let by_hash = rest
            .chunks_exact(size)
            .map(|c| {
                (
                    u64::from_le_bytes(c[..8].try_into().expect("8 bytes")),
                    Quantized::read(&c[8..]),
                )
            })
            .collect();
        Some(Table { by_hash })
    }
}

/// The English rules of an index with their vectors' hashes, and the vectors.
pub struct Meanings {
    table: Table,
    /// Each English rule: its document's name, its number, its text's hash.
    rules: Vec<(String, String, u64)>,
}

/// The file beside an index that holds its meanings.
pub const FILE: &str = "meanings.bin";

impl Meanings {
    /// The meanings of the English rules of `docs`. Texts the shipped table lacks are
    /// encoded, at most [`MAX_ENCODED`] in all: a document that would need more (an old
    /// release named with `--in`, whose texts the table does not hold) is left out, and is
    /// searched by words only.
    pub fn of(docs: &[Document]) -> Result<Meanings, String> {
        let shipped = Table::shipped();
        let mut planned: std::collections::HashSet<u64> = std::collections::HashSet::new();
        let mut texts = Vec::new();
        let mut rules = Vec::new();
        for d in docs.iter().filter(|d| d.lang == "en") {
            let own: Vec<String> = (0..d.rules.len()).map(|i| text_of(d, i)).collect();
            let new: std::collections::HashSet<u64> = own
                .iter()
                .map(|t| hash_of(t))
                .filter(|h| !shipped.contains(*h) && !planned.contains(h))
                .collect();
            if planned.len() + new.len() > MAX_ENCODED {
                continue;
            }
            planned.extend(new);
            for (r, t) in d.rules.iter().zip(own) {
                rules.push((d.name.clone(), r.id.to_string(), hash_of(&t)));
                texts.push(t);
            }
        }
        let table = Table::of_texts(&texts, shipped)?;
        Ok(Meanings { table, rules })
    }

    /// As bytes: the table, then each rule as `document \0 rule \0 hash`.
    pub fn to_bytes(&self) -> Vec<u8> {
        let table = self.table.to_bytes();
        let mut out = Vec::with_capacity(table.len() + self.rules.len() * 48);
        out.extend_from_slice(&(table.len() as u64).to_le_bytes());
        out.extend_from_slice(&table);
        for (doc, rule, hash) in &self.rules {
            out.extend_from_slice(doc.as_bytes());
            out.push(0);
            out.extend_from_slice(rule.as_bytes());
            out.push(0);
            out.extend_from_slice(&hash.to_le_bytes());
        }
        out
    }

    /// Read back; `None` when damaged or of another model (the index is then rebuilt).
    pub fn from_bytes(b: &[u8]) -> Option<Meanings> {
        let (len, rest) = b.split_at_checked(8)?;
        let len = usize::try_from(u64::from_le_bytes(len.try_into().ok()?)).ok()?;
        let (table, mut rest) = rest.split_at_checked(len)?;
        let table = Table::from_bytes(table)?;
        let mut rules = Vec::new();
        while !rest.is_empty() {
            let d = memchr::memchr(0, rest)?;
            let doc = std::str::from_utf8(&rest[..d]).ok()?.to_owned();
            rest = &rest[d + 1..];
            let r = memchr::memchr(0, rest)?;
            let rule = std::str::from_utf8(&rest[..r]).ok()?.to_owned();
            rest = &rest[r + 1..];
            let (hash, after) = rest.split_at_checked(8)?;
            let hash = u64::from_le_bytes(hash.try_into().ok()?);
            if !table.contains(hash) {
                return None;
            }
            rules.push((doc, rule, hash));
            rest = after;
        }
        Some(Meanings { table, rules })
    }

    /// The rules closest in meaning to `query`, best first, at most `n` texts (a text that
    /// several releases share counts once, its rules in the order the index has them), among
    /// the rules of `documents` (all when `None`). Each rule is `(document, rule, rank)`.
    pub fn nearest(
        &self,
        query: &[f32; DIM],
        documents: Option<&[String]>,
        n: usize,
    ) -> Vec<(&str, &str, usize)> {
        let mut score: HashMap<u64, f32> = HashMap::new();
        for (doc, _, hash) in &self.rules {
            if documents.is_some_and(|ds| !ds.iter().any(|d| d == doc)) {
                continue;
            }
            score
                .entry(*hash)
                .or_insert_with(|| self.table.by_hash[hash].dot(query));
        }
        let mut best: Vec<(u64, f32)> = score.into_iter().collect();
        best.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        best.truncate(n);
        let rank: HashMap<u64, usize> =
            best.iter().enumerate().map(|(i, (h, _))| (*h, i)).collect();
        let mut out: Vec<(&str, &str, usize)> = self
            .rules
            .iter()
            .filter(|(doc, _, _)| documents.is_none_or(|ds| ds.iter().any(|d| d == doc)))
            .filter_map(|(doc, rule, hash)| Some((doc.as_str(), rule.as_str(), *rank.get(hash)?)))
            .collect();
        out.sort_by_key(|r| r.2);
        out
    }
}

/// The fused score of a hit that ranks `words` (0-based) by words and `meaning` by meaning.
pub fn fused(words: Option<usize>, meaning: Option<usize>) -> f32 {
    let part =
        |rank: Option<usize>, weight: f32| rank.map_or(0.0, |r| weight / (RRF_K + r as f32 + 1.0));
    part(words, 1.0) + part(meaning, MEANING_WEIGHT)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_question_in_words_is_read_and_a_term_or_a_query_is_not() {
        assert!(asks_in_words("if I flicker a token does it come back"));
        assert!(asks_in_words(
            "what happens when a planeswalker is dealt damage"
        ));
        assert!(!asks_in_words("total cost"));
        assert!(!asks_in_words("state based actions toughness"));
        assert!(!asks_in_words("\"total cost\" of a spell with kicker"));
        assert!(!asks_in_words(
            "cost AND spell AND kicker AND flashback AND copy"
        ));
        assert!(!asks_in_words("法术 的 总 费用 是 什么 呢"));
    }

    #[test]
    fn a_vector_keeps_its_direction_in_eight_bits() {
        let mut v = [0f32; DIM];
        for (i, x) in v.iter_mut().enumerate() {
            *x = ((i * 37 % 101) as f32 - 50.0) / 400.0;
        }
        let n = v.iter().map(|x| x * x).sum::<f32>().sqrt();
        v.iter_mut().for_each(|x| *x /= n);
        let q = Quantized::of(&v);
        assert!((q.dot(&v) - 1.0).abs() < 0.01, "{}", q.dot(&v));
        let mut b = Vec::new();
        q.write(&mut b);
        assert_eq!(Quantized::read(&b).values, q.values);
    }

    #[test]
    fn fusion_rewards_a_hit_both_rankings_find() {
        assert!(fused(Some(3), Some(3)) > fused(Some(0), None));
        assert!(fused(Some(0), None) > fused(None, Some(0)));
        assert_eq!(fused(None, None), 0.0);
    }
}
