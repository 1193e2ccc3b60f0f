//! Decoding: raw bytes of a rules file to UTF-8 text, with the encoding and line-ending style
//! that were found. Real CR files come as ASCII, Windows-1252, UTF-8 and UTF-8 with a BOM, with
//! CRLF, LF or CR-only line endings (see DESIGN.md). UTF-16 with a BOM is decoded too.
//!
//! This module never guesses silently: bytes that are neither valid UTF-8 nor plausible
//! Windows-1252 text (NUL bytes, a UTF-8 file broken in the middle) are an error.

use serde::Serialize;

/// The character encoding a file was read in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Encoding {
    Ascii,
    Utf8,
    Utf8Bom,
    Windows1252,
    Utf16le,
    Utf16be,
}

impl Encoding {
    /// How many bytes `text` takes in this encoding, BOM included: the size of the file it
    /// was decoded from (decoding is lossless: Windows-1252 maps every byte to one character,
    /// and line endings are kept).
    pub fn encoded_len(self, text: &str) -> usize {
        match self {
            Encoding::Ascii | Encoding::Utf8 => text.len(),
            Encoding::Utf8Bom => 3 + text.len(),
            Encoding::Windows1252 => text.chars().count(),
            Encoding::Utf16le | Encoding::Utf16be => 2 + 2 * text.encode_utf16().count(),
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Encoding::Ascii => "ascii",
            Encoding::Utf8 => "utf-8",
            Encoding::Utf8Bom => "utf-8-bom",
            Encoding::Windows1252 => "windows-1252",
            Encoding::Utf16le => "utf-16le",
            Encoding::Utf16be => "utf-16be",
        }
    }
}

/// Counts of each line-ending style in a text, and the dominant one.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct LineEndings {
    pub crlf: usize,
    pub lf: usize,
    pub cr: usize,
}

impl LineEndings {
    /// The dominant style: `crlf`, `lf`, `cr`, or `none` for a one-line text.
    pub fn dominant(&self) -> &'static str {
        let max = self.crlf.max(self.lf).max(self.cr);
        if max == 0 {
            "none"
        } else if max == self.crlf {
            "crlf"
        } else if max == self.lf {
            "lf"
        } else {
            "cr"
        }
    }

    /// True when more than one style occurs.
    pub fn mixed(&self) -> bool {
        [self.crlf, self.lf, self.cr]
            .iter()
            .filter(|&&n| n > 0)
            .count()
            > 1
    }

    pub fn count(text: &str) -> LineEndings {
        let b = text.as_bytes();
        let mut le = LineEndings::default();
        for i in memchr::memchr2_iter(b'\r', b'\n', b) {
            if b[i] == b'\n' {
                if i > 0 && b[i - 1] == b'\r' {
                    le.crlf += 1;
                } else {
                    le.lf += 1;
                }
            } else if b.get(i + 1) != Some(&b'\n') {
                le.cr += 1;
            }
        }
        le
    }
}

/// Why bytes could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecodeError {
    /// The input is empty.
    Empty,
    /// A NUL byte at this offset: a binary file, not text.
    Binary { offset: usize },
    /// Mostly UTF-8, but invalid at this offset (a file broken by a bad copy or mixed encodings).
    InvalidUtf8 { offset: usize },
}

/// Decoded text. `text` never contains a BOM; `bom_len` says how many source bytes it had.
#[derive(Debug, Clone)]
pub struct Decoded {
    pub text: String,
    pub encoding: Encoding,
    pub line_endings: LineEndings,
    pub bom_len: usize,
}

/// Decodes the bytes of a rules file.
pub fn decode(bytes: &[u8]) -> Result<Decoded, DecodeError> {
    if bytes.is_empty() {
        return Err(DecodeError::Empty);
    }
    let (text, encoding, bom_len) = if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        match std::str::from_utf8(rest) {
            Ok(s) => (s.to_owned(), Encoding::Utf8Bom, 3),
            Err(e) => {
                return Err(DecodeError::InvalidUtf8 {
                    offset: e.valid_up_to() + 3,
                });
            }
        }
    } else if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        let le = bytes[0] == 0xFF;
        let e = if le {
            Encoding::Utf16le
        } else {
            Encoding::Utf16be
        };
        (decode_utf16(&bytes[2..], le)?, e, 2)
    } else {
        if let Some(offset) = memchr::memchr(0, bytes) {
            return Err(DecodeError::Binary { offset });
        }
        match std::str::from_utf8(bytes) {
            Ok(s) if s.is_ascii() => (s.to_owned(), Encoding::Ascii, 0),
            Ok(s) => (s.to_owned(), Encoding::Utf8, 0),
            Err(e) => {
                // A file with valid multi-byte UTF-8 before the bad byte is UTF-8 gone wrong;
                // re-reading it as Windows-1252 would hide the damage behind mojibake.
                let valid = &bytes[..e.valid_up_to()];
                if valid.iter().any(|&b| b >= 0x80) {
                    return Err(DecodeError::InvalidUtf8 {
                        offset: e.valid_up_to(),
                    });
                }
                let (s, _, _) = encoding_rs::WINDOWS_1252.decode(bytes);
                (s.into_owned(), Encoding::Windows1252, 0)
            }
        }
    };
    if let Some(offset) = text.find('\0') {
        return Err(DecodeError::Binary { offset });
    }
    let line_endings = LineEndings::count(&text);
    Ok(Decoded {
        text,
        encoding,
        line_endings,
        bom_len,
    })
}

/// Decodes UTF-16 after its BOM. Errors carry offsets in the file (BOM included): a NUL is
/// binary, a lone surrogate or an odd last byte is a broken file.
fn decode_utf16(body: &[u8], le: bool) -> Result<String, DecodeError> {
    let units = body.chunks_exact(2).map(|c| {
        if le {
            u16::from_le_bytes([c[0], c[1]])
        } else {
            u16::from_be_bytes([c[0], c[1]])
        }
    });
    let mut text = String::with_capacity(body.len());
    let mut offset = 2;
    for c in char::decode_utf16(units) {
        match c {
            Ok('\0') => return Err(DecodeError::Binary { offset }),
            Ok(c) => {
                text.push(c);
                offset += 2 * c.len_utf16();
            }
            Err(_) => return Err(DecodeError::InvalidUtf8 { offset }),
        }
    }
    if body.len() % 2 == 1 {
        return Err(DecodeError::InvalidUtf8 {
            offset: body.len() + 1,
        });
    }
    Ok(text)
}

/// Encodes text back into the bytes of a file read as `encoding`, BOM included: the inverse of
/// [`decode`]. Text that the encoding cannot hold (a non-ASCII character in an ASCII file, a
/// character outside Windows-1252) is written as UTF-8 instead, and the encoding used is returned.
pub fn encode(text: &str, encoding: Encoding) -> (Vec<u8>, Encoding) {
    match encoding {
        Encoding::Ascii | Encoding::Utf8 => {
            let e = if text.is_ascii() {
                Encoding::Ascii
            } else {
                Encoding::Utf8
            };
            // An ASCII file stays ASCII-labelled only while it is; UTF-8 stays UTF-8.
            let e = if encoding == Encoding::Utf8 {
                encoding
            } else {
                e
            };
            (text.as_bytes().to_vec(), e)
        }
        Encoding::Utf8Bom => {
            let mut v = Vec::with_capacity(text.len() + 3);
            v.extend_from_slice(b"\xEF\xBB\xBF");
            v.extend_from_slice(text.as_bytes());
            (v, encoding)
        }
        Encoding::Windows1252 => {
            let (bytes, _, lossy) = encoding_rs::WINDOWS_1252.encode(text);
            if lossy {
                (text.as_bytes().to_vec(), Encoding::Utf8)
            } else {
                (bytes.into_owned(), encoding)
            }
        }
        Encoding::Utf16le | Encoding::Utf16be => {
            let le = encoding == Encoding::Utf16le;
            let mut v = Vec::with_capacity(2 + 2 * text.len());
            v.extend_from_slice(if le { b"\xFF\xFE" } else { b"\xFE\xFF" });
            for u in text.encode_utf16() {
                v.extend_from_slice(&if le { u.to_le_bytes() } else { u.to_be_bytes() });
            }
            (v, encoding)
        }
    }
}

/// Splits text into lines on CRLF, CR or LF. Yields `(start_offset, line)` without the ending.
pub fn lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let b = text.as_bytes();
    let mut pos = 0usize;
    let mut it = memchr::memchr2_iter(b'\r', b'\n', b).peekable();
    std::iter::from_fn(move || {
        if pos > b.len() {
            return None;
        }
        loop {
            match it.next() {
                Some(i) if i < pos => continue, // the LF of a CRLF already consumed
                Some(i) => {
                    let start = pos;
                    pos = if b[i] == b'\r' && b.get(i + 1) == Some(&b'\n') {
                        i + 2
                    } else {
                        i + 1
                    };
                    return Some((start, &text[start..i]));
                }
                None => {
                    let start = pos;
                    pos = b.len() + 1;
                    if start == b.len() {
                        return None;
                    }
                    return Some((start, &text[start..]));
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_every_line_ending_style() {
        let v: Vec<_> = lines("a\r\nb\rc\nd").collect();
        assert_eq!(v, vec![(0, "a"), (3, "b"), (5, "c"), (7, "d")]);
        let v: Vec<_> = lines("a\n\nb\n").collect();
        assert_eq!(v, vec![(0, "a"), (2, ""), (3, "b")]);
    }

    #[test]
    fn counts_line_endings() {
        let le = LineEndings::count("a\r\nb\rc\nd\r");
        assert_eq!((le.crlf, le.cr, le.lf), (1, 2, 1));
        assert!(le.mixed());
        assert_eq!(le.dominant(), "cr");
    }

    #[test]
    fn detects_encodings() {
        assert_eq!(decode(b"abc").unwrap().encoding, Encoding::Ascii);
        assert_eq!(decode("é".as_bytes()).unwrap().encoding, Encoding::Utf8);
        let d = decode(b"\xEF\xBB\xBFab").unwrap();
        assert_eq!(
            (d.encoding, d.text.as_str(), d.bom_len),
            (Encoding::Utf8Bom, "ab", 3)
        );
        let d = decode(b"caf\xE9 \x93q\x94").unwrap();
        assert_eq!(d.encoding, Encoding::Windows1252);
        assert_eq!(d.text, "café “q”");
        let d = decode(b"\xFF\xFEa\x00b\x00").unwrap();
        assert_eq!((d.encoding, d.text.as_str()), (Encoding::Utf16le, "ab"));
    }

    #[test]
    fn encodes_back_to_the_same_bytes() {
        for bytes in [
            &b"abc\r\n"[..],
            "caf\u{e9}\n".as_bytes(),
            b"\xEF\xBB\xBFab\r",
            b"caf\xE9 \x93q\x94",
            b"\xFF\xFEa\x00b\x00",
            b"\xFE\xFF\x00a\x00b",
        ] {
            let d = decode(bytes).unwrap();
            assert_eq!(encode(&d.text, d.encoding), (bytes.to_vec(), d.encoding));
        }
        // What Windows-1252 cannot hold is written as UTF-8, and said so.
        assert_eq!(
            encode("\u{2212}", Encoding::Windows1252),
            ("\u{2212}".as_bytes().to_vec(), Encoding::Utf8)
        );
        assert_eq!(encode("é", Encoding::Ascii).1, Encoding::Utf8);
    }

    #[test]
    fn refuses_binary_and_broken_utf8() {
        assert_eq!(decode(b"").unwrap_err(), DecodeError::Empty);
        assert_eq!(
            decode(b"ab\0c").unwrap_err(),
            DecodeError::Binary { offset: 2 }
        );
        assert_eq!(
            decode("é\u{0}".as_bytes()).unwrap_err(),
            DecodeError::Binary { offset: 2 }
        );
        assert_eq!(
            decode(b"\xC3\xA9 ok \xFF").unwrap_err(),
            DecodeError::InvalidUtf8 { offset: 6 }
        );
    }
}
