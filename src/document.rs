//! The rule model: what a rules text is once read. A [`Document`] holds the decoded text and
//! every part found in it (sections, rule headings, numbered rules with their examples,
//! glossary, stray text, credits), each with a span into the decoded text. It is built by
//! [`crate::parse`] and never fails to exist: what could not be understood is stray text.

use crate::decode::{Encoding, LineEndings};
use crate::rule_id::RuleId;
use serde::Serialize;

/// A byte range in the decoded text of a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Span {
    pub start: usize,
    pub end: usize,
}

/// Where a run of joined text came from: bytes from `at` in the joined text are the bytes from
/// `src` in the decoded text, up to the next piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    pub at: u32,
    pub src: u32,
}

/// A paragraph joined from one or more source lines (hard-wrapped PDF text becomes one line),
/// with the map back to the source for diagnostics.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Joined {
    pub text: String,
    pub pieces: Vec<Piece>,
}

impl Joined {
    /// Appends a source line (already trimmed) that starts at `src` in the decoded text.
    /// Lines are joined with a space, or with nothing between two CJK characters.
    pub fn push_line(&mut self, line: &str, src: usize, sep: &str) {
        if line.is_empty() {
            return;
        }
        if !self.text.is_empty() {
            let cjk = self.text.chars().next_back().is_some_and(is_cjk)
                || line.chars().next().is_some_and(is_cjk);
            if !cjk {
                self.text.push_str(sep);
            }
        }
        self.pieces.push(Piece {
            at: self.text.len() as u32,
            src: src as u32,
        });
        self.text.push_str(line);
    }

    /// The offset in the decoded text of byte `pos` of the joined text.
    pub fn source_offset(&self, pos: usize) -> usize {
        let i = self.pieces.partition_point(|p| p.at as usize <= pos);
        match i.checked_sub(1).map(|i| self.pieces[i]) {
            Some(p) => p.src as usize + (pos - p.at as usize),
            None => self.pieces.first().map_or(0, |p| p.src as usize),
        }
    }
}

/// `char::is_alphabetic`, answered at once for ASCII, the ideograph and Hangul syllable
/// blocks (every code point of those is a letter) and CJK punctuation (none is), through
/// Unicode's table for the rest: the linter asks it of every character of Chinese and
/// Korean texts.
pub fn is_letter(c: char) -> bool {
    match c as u32 {
        0..=0x7F => c.is_ascii_alphabetic(),
        0x4E00..=0x9FFF | 0x3400..=0x4DBF | 0xAC00..=0xD7A3 => true,
        // CJK and fullwidth punctuation, brackets and digits.
        0x3000..=0x3004 | 0x3008..=0x3020 | 0xFF01..=0xFF20 => false,
        _ => c.is_alphabetic(),
    }
}

/// True for characters of scripts written without spaces between words.
pub fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3000..=0x303F | 0x3040..=0x30FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF
        | 0xFF00..=0xFFEF | 0xAC00..=0xD7AF)
}

/// A reference to another rule inside rule text: `rule 601.2f`, `601.2a–d`, `règle 702.46`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reference {
    pub target: RuleId,
    /// The last rule of a range (`601.2a–d` ends at 601.2d).
    pub end: Option<RuleId>,
    /// Byte range in the joined text.
    pub at: Span,
}

/// A symbol in braces: `{W}`, `{2/W}`, `{T}`. `text` is what stands between the braces.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Symbol {
    pub text: String,
    /// Byte range in the joined text, braces included.
    pub at: Span,
}

/// An "Example:" paragraph, which belongs to the rule above it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Example {
    pub span: Span,
    pub body: Joined,
}

/// A numbered rule such as `601.2f`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rule {
    pub id: RuleId,
    /// The rule's lines in the decoded text, from its number to its last continuation line.
    pub span: Span,
    /// The text after the number, joined.
    pub body: Joined,
    pub examples: Vec<Example>,
    pub refs: Vec<Reference>,
    pub symbols: Vec<Symbol>,
}

impl Rule {
    pub fn text(&self) -> &str {
        &self.body.text
    }
}

/// Identifies a document wherever `cr` prints JSON: its language, its version (effective date
/// or file stem) and its name (a path, as the user gave it, or the bundled file). Borrowed from
/// a document ([`DocRef::of`]) or owned (a search hit read back from the index).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DocRef<'a> {
    pub lang: std::borrow::Cow<'a, str>,
    pub version: std::borrow::Cow<'a, str>,
    pub document: std::borrow::Cow<'a, str>,
}

impl<'a> DocRef<'a> {
    pub fn of(d: &'a Document) -> Self {
        DocRef::new(d.lang.as_str(), d.version.as_str(), d.name.as_str())
    }

    pub fn new(
        lang: impl Into<std::borrow::Cow<'a, str>>,
        version: impl Into<std::borrow::Cow<'a, str>>,
        document: impl Into<std::borrow::Cow<'a, str>>,
    ) -> Self {
        DocRef {
            lang: lang.into(),
            version: version.into(),
            document: document.into(),
        }
    }
}

/// A rule heading such as `601. Casting Spells`, or a section such as `6. Spells, Abilities,
/// and Effects` (then `id` is None and `section` is set).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Heading {
    pub id: Option<RuleId>,
    pub section: Option<u8>,
    pub title: String,
    pub span: Span,
}

/// A glossary entry: a term and its definition (lines kept, joined with newlines).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GlossaryEntry {
    pub term: String,
    pub definition: Joined,
    pub span: Span,
}

impl GlossaryEntry {
    /// The term without its parenthesised notes: "Counter (noun)" → "Counter",
    /// "起动（Activate）" → "起动".
    pub fn bare_term(&self) -> String {
        let mut s = String::new();
        let mut depth = 0usize;
        for c in self.term.chars() {
            match c {
                '(' | '（' => depth += 1,
                ')' | '）' => depth = depth.saturating_sub(1),
                c if depth == 0 => s.push(c),
                _ => {}
            }
        }
        s.trim().to_owned()
    }
}

/// Text in the rules that belongs to no rule: chatter pasted around a rule, junk lines.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stray {
    pub span: Span,
    pub body: Joined,
}

/// A rules text, read.
#[derive(Debug, Clone)]
pub struct Document {
    /// BCP 47 language tag (`en`, `fr`, `zh`).
    pub lang: String,
    /// The effective date (`2026-01-16`) or, for a text that prints none, the file stem.
    pub version: String,
    /// How the user names it: the bundled path (`rules/en/cr-2026-01-16.txt`) or the path given.
    pub name: String,
    pub encoding: Encoding,
    pub line_endings: LineEndings,
    /// Bytes of byte-order mark before `text` in the file.
    pub bom_len: usize,
    /// The decoded text (shared: a document narrowed to some chapters keeps the same text).
    pub text: std::sync::Arc<String>,
    pub title: Option<String>,
    pub effective_date: Option<String>,
    /// Section and rule headings, in document order.
    pub headings: Vec<Heading>,
    pub rules: Vec<Rule>,
    pub glossary: Vec<GlossaryEntry>,
    pub stray: Vec<Stray>,
    pub credits: Option<Span>,
    pub(crate) line_starts: std::sync::Arc<[usize]>,
    /// What the document is to the run's database ([`crate::history::verdicts::key`]: a hash
    /// of its whole text), computed the first time it is asked for.
    pub(crate) key: std::sync::OnceLock<[u8; 32]>,
}

impl Document {
    /// A copy with only the rules of some chapters (the text, headings and glossary are kept),
    /// to compare a fragment with the part of a long document it covers.
    pub fn narrowed(&self, chapters: &std::collections::BTreeSet<u16>) -> Document {
        self.keeping(|id| chapters.contains(&id.chapter))
    }

    /// The document with only the rules whose number `keep` accepts (everything else kept).
    pub fn keeping(&self, keep: impl Fn(&RuleId) -> bool) -> Document {
        Document {
            lang: self.lang.clone(),
            version: self.version.clone(),
            name: self.name.clone(),
            encoding: self.encoding,
            line_endings: self.line_endings,
            bom_len: self.bom_len,
            text: self.text.clone(),
            title: self.title.clone(),
            effective_date: self.effective_date.clone(),
            headings: self.headings.clone(),
            rules: self.rules.iter().filter(|r| keep(&r.id)).cloned().collect(),
            glossary: self.glossary.clone(),
            stray: self.stray.clone(),
            credits: self.credits,
            line_starts: self.line_starts.clone(),
            // Fewer rules: another document.
            key: std::sync::OnceLock::new(),
        }
    }

    /// 1-based line and column (in characters) of a byte offset in the decoded text.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = self.line_starts.partition_point(|&s| s <= offset).max(1);
        let start = self.line_starts[line - 1];
        let col = self
            .text
            .get(start..offset)
            .map_or(offset - start, |s| s.chars().count())
            + 1;
        (line, col)
    }

    /// The text of a 1-based line, without its ending.
    pub fn line_text(&self, line: usize) -> &str {
        let Some(&start) = self.line_starts.get(line.wrapping_sub(1)) else {
            return "";
        };
        let end = self
            .line_starts
            .get(line)
            .copied()
            .unwrap_or(self.text.len());
        self.text[start..end].trim_end_matches(['\r', '\n'])
    }

    /// The first rule with this number (a file with a number twice keeps both).
    pub fn rule(&self, id: &RuleId) -> Option<&Rule> {
        self.rules.iter().find(|r| r.id == *id)
    }

    /// The rule heading with this chapter number.
    pub fn heading(&self, id: &RuleId) -> Option<&Heading> {
        self.headings.iter().find(|h| h.id.as_ref() == Some(id))
    }

    /// The section title a rule stands under (`6. Spells, Abilities, and Effects`) and its
    /// heading (`601. Casting Spells`), when the document has them.
    pub fn place(&self, id: &RuleId) -> (Option<&Heading>, Option<&Heading>) {
        let section = self
            .headings
            .iter()
            .find(|h| h.section == Some(id.section()));
        let chapter = self.headings.iter().find(|h| {
            h.id.is_some_and(|h| h.chapter == id.chapter && h.sub.is_none())
        });
        (section, chapter)
    }

    /// Numbered rules (subrules such as 601.2 and 601.2f; headings such as 601. excluded).
    pub fn rule_count(&self) -> usize {
        self.rules.len()
    }

    pub fn example_count(&self) -> usize {
        self.rules.iter().map(|r| r.examples.len()).sum()
    }

    /// A stable label: `en@2026-01-16`.
    pub fn label(&self) -> String {
        format!("{}@{}", self.lang, self.version)
    }
}
