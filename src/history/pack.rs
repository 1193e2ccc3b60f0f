//! The packed English history (`rules/en/history.pack`): every official English release as
//! its publisher's bytes, each compressed with zstd against the release before it (a *delta*
//! frame whose dictionary is the previous release), with a self-contained *key* frame every
//! [`KEY_EVERY`] releases so that reading one release decompresses at most that many frames.
//!
//! 110 releases, 71 MB of text, pack to about 1.6 MB, because each release repeats most of the
//! one before. Nothing is normalised: a release comes back byte for byte (encoding, BOM, line
//! endings), which `tests/all/history.rs` checks against the publisher's git blob hashes.
//!
//! A UTF-16 release is compressed as UTF-8 (and turned back into the same UTF-16 bytes when
//! read), so that it shares its text with its neighbours; this is done only where the round
//! trip is exact.
//!
//! Layout (little-endian): the magic `CRHPACK1`, a `u32` count, then per release a header
//! (`u16` label length, the label, `u32` raw length, `u32` frame length, `u8` kind: bit 0 set
//! for a delta, bits 1-2 the stored form: 0 as is, 1 UTF-16LE as UTF-8, 2 UTF-16BE as UTF-8),
//! then the frames in the same order.

use std::fmt;

/// The magic bytes that open a pack.
const MAGIC: &[u8; 8] = b"CRHPACK1";

/// A key frame every this many releases: a read decompresses at most this many frames.
pub const KEY_EVERY: usize = 16;

/// The zstd level the packer uses (decompression speed does not depend on it).
const LEVEL: i32 = 19;

/// One release's entry in a pack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// The publisher's file label (`2021-11-15`), which can differ from the effective date.
    pub label: String,
    raw_len: usize,
    frame: std::ops::Range<usize>,
    key: bool,
    form: Form,
}

/// How a release's bytes are stored in its frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Form {
    AsIs,
    Utf16Le,
    Utf16Be,
}

impl Form {
    /// The stored bytes of a release, and how to turn them back.
    fn store(bytes: &[u8]) -> (Form, std::borrow::Cow<'_, [u8]>) {
        use std::borrow::Cow;
        let try_form = |form: Form, le: bool| -> Option<(Form, Cow<'_, [u8]>)> {
            let units: Vec<u16> = bytes
                .chunks_exact(2)
                .map(|c| {
                    if le {
                        u16::from_le_bytes([c[0], c[1]])
                    } else {
                        u16::from_be_bytes([c[0], c[1]])
                    }
                })
                .collect();
            if !bytes.len().is_multiple_of(2) {
                return None;
            }
            let text = String::from_utf16(&units).ok()?;
            let stored = text.into_bytes();
            (form.restore(&stored)? == bytes).then_some((form, Cow::Owned(stored)))
        };
        if bytes.starts_with(&[0xff, 0xfe]) {
            if let Some(x) = try_form(Form::Utf16Le, true) {
                return x;
            }
        } else if bytes.starts_with(&[0xfe, 0xff])
            && let Some(x) = try_form(Form::Utf16Be, false)
        {
            return x;
        }
        (Form::AsIs, Cow::Borrowed(bytes))
    }

    /// The release's bytes from its stored form.
    fn restore(self, stored: &[u8]) -> Option<Vec<u8>> {
        let le = match self {
            Form::AsIs => return Some(stored.to_vec()),
            Form::Utf16Le => true,
            Form::Utf16Be => false,
        };
        let text = std::str::from_utf8(stored).ok()?;
        let mut out = Vec::with_capacity(stored.len() * 2);
        for u in text.encode_utf16() {
            out.extend_from_slice(&if le { u.to_le_bytes() } else { u.to_be_bytes() });
        }
        Some(out)
    }

    fn bits(self) -> u8 {
        match self {
            Form::AsIs => 0,
            Form::Utf16Le => 2,
            Form::Utf16Be => 4,
        }
    }

    fn of_bits(kind: u8) -> Option<Form> {
        match kind & !1 {
            0 => Some(Form::AsIs),
            2 => Some(Form::Utf16Le),
            4 => Some(Form::Utf16Be),
            _ => None,
        }
    }
}

/// A pack, read from its bytes without copying them.
#[derive(Debug, Clone)]
pub struct Pack<'a> {
    bytes: &'a [u8],
    pub entries: Vec<Entry>,
}

/// A pack that does not read: only a damaged build or a hand-edited file gives one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackError(pub &'static str);

impl fmt::Display for PackError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "damaged history pack: {}", self.0)
    }
}

impl std::error::Error for PackError {}

struct Reader<'a> {
    b: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], PackError> {
        let end = self.at.checked_add(n).ok_or(PackError("length"))?;
        let s = self.b.get(self.at..end).ok_or(PackError("truncated"))?;
        self.at = end;
        Ok(s)
    }
    fn u8(&mut self) -> Result<u8, PackError> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, PackError> {
        let s = self.take(2)?;
        Ok(u16::from_le_bytes([s[0], s[1]]))
    }
    fn u32(&mut self) -> Result<u32, PackError> {
        let s = self.take(4)?;
        Ok(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
    }
}

impl<'a> Pack<'a> {
    /// Reads a pack's table (the frames are decompressed only when a release is asked for).
    pub fn read(bytes: &'a [u8]) -> Result<Pack<'a>, PackError> {
        let mut r = Reader { b: bytes, at: 0 };
        if r.take(MAGIC.len())? != MAGIC {
            return Err(PackError("magic"));
        }
        let count = r.u32()? as usize;
        let mut heads = Vec::with_capacity(count.min(4096));
        for _ in 0..count {
            let n = r.u16()? as usize;
            let label = std::str::from_utf8(r.take(n)?)
                .map_err(|_| PackError("label"))?
                .to_owned();
            let raw_len = r.u32()? as usize;
            let frame_len = r.u32()? as usize;
            let kind = r.u8()?;
            let form = Form::of_bits(kind).ok_or(PackError("kind"))?;
            heads.push((label, raw_len, frame_len, kind & 1 == 0, form));
        }
        let mut at = r.at;
        let mut entries = Vec::with_capacity(heads.len());
        for (i, (label, raw_len, frame_len, key, form)) in heads.into_iter().enumerate() {
            if i == 0 && !key {
                return Err(PackError("first frame is a delta"));
            }
            let end = at.checked_add(frame_len).ok_or(PackError("length"))?;
            if end > bytes.len() {
                return Err(PackError("truncated"));
            }
            entries.push(Entry {
                label,
                raw_len,
                frame: at..end,
                key,
                form,
            });
            at = end;
        }
        Ok(Pack { bytes, entries })
    }

    /// The bytes of release `i`, decompressed from the key frame before it.
    pub fn release(&self, i: usize) -> Result<Vec<u8>, PackError> {
        let key = (0..=i)
            .rev()
            .find(|&k| self.entries.get(k).is_some_and(|e| e.key))
            .ok_or(PackError("no key frame"))?;
        let mut prev = Vec::new();
        for k in key..=i {
            prev = self.frame(k, &prev)?;
        }
        self.restore(i, prev)
    }

    /// The bytes of the releases `wanted` (indices in any order), in that order: each chain of
    /// frames from a key frame is read once, as far as the last release wanted from it, and
    /// the chains are read in parallel.
    pub fn releases(&self, wanted: &[usize]) -> Result<Vec<Vec<u8>>, PackError> {
        use rayon::prelude::*;
        if wanted.iter().any(|&i| i >= self.entries.len()) {
            return Err(PackError("no such release"));
        }
        // The key frame each wanted release starts from, and how far each chain is read.
        let key_of = |i: usize| (0..=i).rev().find(|&k| self.entries[k].key);
        let mut chains: std::collections::BTreeMap<usize, usize> = Default::default();
        for &i in wanted {
            let key = key_of(i).ok_or(PackError("no key frame"))?;
            let end = chains.entry(key).or_insert(i);
            *end = (*end).max(i);
        }
        let chains: Vec<(usize, usize)> = chains.into_iter().collect();
        let read: Vec<Vec<(usize, Vec<u8>)>> = chains
            .par_iter()
            .map(|&(key, end)| {
                let mut prev = Vec::new();
                let mut out = Vec::new();
                for k in key..=end {
                    prev = self.frame(k, &prev)?;
                    if wanted.contains(&k) {
                        out.push((k, self.restore(k, prev.clone())?));
                    }
                }
                Ok(out)
            })
            .collect::<Result<_, PackError>>()?;
        let by_index: std::collections::HashMap<usize, Vec<u8>> =
            read.into_iter().flatten().collect();
        wanted
            .iter()
            .map(|i| by_index.get(i).cloned().ok_or(PackError("no such release")))
            .collect()
    }

    fn restore(&self, i: usize, stored: Vec<u8>) -> Result<Vec<u8>, PackError> {
        let e = &self.entries[i];
        let out = match e.form {
            Form::AsIs => stored,
            form => form.restore(&stored).ok_or(PackError("stored form"))?,
        };
        if out.len() != e.raw_len {
            return Err(PackError("length"));
        }
        Ok(out)
    }

    /// Every release in order, each handed to `f` with its index (one pass: each release is the
    /// dictionary of the next).
    pub fn each(&self, mut f: impl FnMut(usize, &[u8])) -> Result<(), PackError> {
        let mut prev = Vec::new();
        for k in 0..self.entries.len() {
            prev = self.frame(k, &prev)?;
            if self.entries[k].form == Form::AsIs {
                f(k, &prev);
            } else {
                f(k, &self.restore(k, prev.clone())?);
            }
        }
        Ok(())
    }

    fn frame(&self, k: usize, prev: &[u8]) -> Result<Vec<u8>, PackError> {
        let e = &self.entries[k];
        let frame = &self.bytes[e.frame.clone()];
        // UTF-8 of UTF-16 text takes at most 3 bytes for 2.
        let capacity = match e.form {
            Form::AsIs => e.raw_len,
            _ => e.raw_len / 2 * 3 + 3,
        };
        let out = if e.key {
            zstd::bulk::decompress(frame, capacity)
        } else {
            zstd::bulk::Decompressor::with_dictionary(prev)
                .and_then(|mut d| d.decompress(frame, capacity))
        }
        .map_err(|_| PackError("frame"))?;
        Ok(out)
    }
}

/// Packs releases given in order as `(label, bytes)`.
pub fn pack(releases: &[(String, Vec<u8>)]) -> std::io::Result<Vec<u8>> {
    let stored: Vec<(Form, std::borrow::Cow<'_, [u8]>)> =
        releases.iter().map(|(_, b)| Form::store(b)).collect();
    let mut frames = Vec::with_capacity(releases.len());
    for (i, (_, bytes)) in stored.iter().enumerate() {
        let bytes: &[u8] = bytes;
        let key = i % KEY_EVERY == 0;
        let frame = if key {
            zstd::bulk::compress(bytes, LEVEL)?
        } else {
            let prev: &[u8] = &stored[i - 1].1;
            let mut c = zstd::bulk::Compressor::with_dictionary(LEVEL, prev)?;
            // The whole previous release must be reachable: a window as large as both.
            c.set_parameter(zstd::zstd_safe::CParameter::WindowLog(window_log(
                prev.len() + bytes.len(),
            )))?;
            c.compress(bytes)?
        };
        frames.push((key, stored[i].0, frame));
    }
    let mut out = Vec::new();
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&(releases.len() as u32).to_le_bytes());
    for ((label, bytes), (key, form, frame)) in releases.iter().zip(&frames) {
        out.extend_from_slice(&(label.len() as u16).to_le_bytes());
        out.extend_from_slice(label.as_bytes());
        out.extend_from_slice(&(bytes.len() as u32).to_le_bytes());
        out.extend_from_slice(&(frame.len() as u32).to_le_bytes());
        out.push(form.bits() | if *key { 0 } else { 1 });
    }
    for (_, _, frame) in &frames {
        out.extend_from_slice(frame);
    }
    Ok(out)
}

/// The smallest zstd window log that covers `n` bytes (within zstd's limits).
fn window_log(n: usize) -> u32 {
    let bits = usize::BITS - n.max(1).leading_zeros();
    bits.clamp(10, 27)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn packs_and_restores_byte_for_byte() {
        let base = "100.1. These Magic rules apply to any Magic game.\r\n".repeat(50);
        let releases: Vec<(String, Vec<u8>)> = (0..20)
            .map(|i| {
                let mut t = base.clone();
                t.push_str(&format!("601.2f. Release {i}\r"));
                (format!("2020-01-{:02}", i + 1), t.into_bytes())
            })
            .collect();
        let packed = pack(&releases).unwrap();
        let p = Pack::read(&packed).unwrap();
        assert_eq!(p.entries.len(), 20);
        for (i, (label, bytes)) in releases.iter().enumerate() {
            assert_eq!(&p.entries[i].label, label);
            assert_eq!(&p.release(i).unwrap(), bytes, "release {i}");
        }
        let mut seen = 0;
        p.each(|i, b| {
            assert_eq!(b, releases[i].1.as_slice());
            seen += 1;
        })
        .unwrap();
        assert_eq!(seen, 20);
        // Deltas are small: the whole pack is far smaller than one release twice over.
        assert!(packed.len() < 2 * releases[0].1.len(), "{}", packed.len());
    }

    #[test]
    fn utf16_releases_come_back_byte_for_byte() {
        let text = "\u{feff}601.2f. The total cost — “quoted”.\r\n".repeat(40);
        let le: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
        let be: Vec<u8> = text.encode_utf16().flat_map(u16::to_be_bytes).collect();
        let releases = vec![
            ("a".to_owned(), text.clone().into_bytes()),
            ("b".to_owned(), le.clone()),
            ("c".to_owned(), be.clone()),
            // Odd length: kept as it is.
            ("d".to_owned(), [&le[..], &[0u8][..]].concat()),
        ];
        let packed = pack(&releases).unwrap();
        let p = Pack::read(&packed).unwrap();
        assert_eq!(p.entries[1].form, Form::Utf16Le);
        assert_eq!(p.entries[2].form, Form::Utf16Be);
        assert_eq!(p.entries[3].form, Form::AsIs);
        for (i, (_, bytes)) in releases.iter().enumerate() {
            assert_eq!(&p.release(i).unwrap(), bytes, "release {i}");
        }
    }

    #[test]
    fn damaged_packs_are_errors_not_panics() {
        let releases = vec![("a".to_owned(), b"100.1. A rule.".to_vec())];
        let packed = pack(&releases).unwrap();
        assert_eq!(Pack::read(b"nope").unwrap_err(), PackError("truncated"));
        assert_eq!(
            Pack::read(b"XXXXXXXX\0\0\0\0").unwrap_err(),
            PackError("magic")
        );
        for cut in 0..packed.len() {
            let _ = Pack::read(&packed[..cut]).map(|p| p.release(0));
        }
        // Any byte flipped: an error or other bytes, never a panic.
        for k in 0..packed.len() {
            let mut bad = packed.clone();
            bad[k] ^= 0xff;
            let _ = Pack::read(&bad).map(|p| p.release(0));
        }
    }
}
