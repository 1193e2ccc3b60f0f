//! Parsing: decoded text to a [`Document`]. Parsing never fails on text: a line that is not a
//! rule, an example, a heading or a continuation becomes stray text.
//!
//! Structure of a CR text: a preamble (title, effective date, introduction, table of contents
//! that repeats the headings), then the rules, then the glossary, then the credits. A text
//! pasted from elsewhere may have none of the preamble, and chatter around its rules.

use crate::decode::{self, Decoded};
use crate::document::{Document, Example, GlossaryEntry, Heading, Joined, Rule, Span, Stray};
use crate::rule_id::RuleId;
use crate::{inline, markdown, vocab};
use regex::Regex;
use std::sync::LazyLock;

/// One logical input line: its text and where it starts in the decoded text.
#[derive(Debug, Clone)]
pub(crate) struct Line<'a> {
    pub start: usize,
    pub text: std::borrow::Cow<'a, str>,
}

/// The input format of a document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Text,
    Markdown,
}

impl Format {
    /// `.md` and `.markdown` files are Markdown; everything else is plain text.
    pub fn from_path(path: &str) -> Format {
        let p = path.to_ascii_lowercase();
        if p.ends_with(".md") || p.ends_with(".markdown") {
            Format::Markdown
        } else {
            Format::Text
        }
    }
}

/// Builds a document from decoded text.
pub fn parse(decoded: Decoded, format: Format, lang: &str, name: &str, stem: &str) -> Document {
    crate::stats::count(&crate::stats::PARSED);
    let Decoded {
        text,
        encoding,
        line_endings,
        bom_len,
    } = decoded;
    let mut line_starts = vec![0];
    line_starts.extend(decode::lines(&text).skip(1).map(|(s, _)| s));
    let mut doc = Document {
        lang: lang.to_owned(),
        version: String::new(),
        name: name.to_owned(),
        encoding,
        line_endings,
        bom_len,
        title: None,
        effective_date: None,
        headings: Vec::new(),
        rules: Vec::new(),
        glossary: Vec::new(),
        stray: Vec::new(),
        credits: None,
        line_starts: line_starts.into(),
        text: Default::default(),
        key: std::sync::OnceLock::new(),
    };
    {
        let lines: Vec<Line<'_>> = match format {
            Format::Text => decode::lines(&text)
                .map(|(start, t)| Line {
                    start,
                    text: t.into(),
                })
                .collect(),
            Format::Markdown => markdown::lines(&text),
        };
        Parser::new(&mut doc).run(&lines);
    }
    index_inline(&mut doc);
    if format == Format::Markdown {
        clamp_spans(&mut doc, &text);
    }
    doc.version = doc
        .effective_date
        .clone()
        .unwrap_or_else(|| stem.to_owned());
    doc.text = std::sync::Arc::new(text);
    doc
}

/// Markdown lines are block texts after pulldown-cmark (entities decoded, markup removed), so
/// `start + length` can run past the block, past the text, or into a character. Spans must stay
/// slices of the text: clamp both ends to the text and back to a character boundary.
fn clamp_spans(doc: &mut Document, text: &str) {
    let floor = |mut i: usize| {
        i = i.min(text.len());
        while !text.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let fix = |s: &mut Span| {
        s.end = floor(s.end);
        s.start = floor(s.start).min(s.end);
    };
    for r in &mut doc.rules {
        fix(&mut r.span);
        r.examples.iter_mut().for_each(|e| fix(&mut e.span));
    }
    doc.headings.iter_mut().for_each(|h| fix(&mut h.span));
    doc.stray.iter_mut().for_each(|x| fix(&mut x.span));
    doc.glossary.iter_mut().for_each(|g| fix(&mut g.span));
    if let Some(c) = doc.credits.as_mut() {
        fix(c);
    }
}

/// What the next continuation line extends.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Open {
    None,
    Rule,
    Example,
    Stray,
}

struct Parser<'d> {
    doc: &'d mut Document,
    open: Open,
    after_blank: bool,
}

/// The form of a line.
pub(crate) enum Kind {
    Blank,
    Section(u8, usize),
    Heading(RuleId, usize),
    Rule(RuleId, usize),
    Example,
    Other,
}

/// What a line is by its form alone (a table of contents line has a heading's form).
pub(crate) fn classify(line: &str) -> Kind {
    let t = line.trim_end();
    if t.trim_start().is_empty() {
        return Kind::Blank;
    }
    let b = t.as_bytes();
    // "6. Spells, Abilities, and Effects"
    if b.len() > 3 && b[0].is_ascii_digit() && b[1] == b'.' && b[2] == b' ' {
        return Kind::Section(b[0] - b'0', 3);
    }
    if let Some((id, n)) = RuleId::parse_prefix(t) {
        let rest = &t[n..];
        match id.sub {
            // "601. Casting Spells": a heading needs its dot and a title.
            None if n == 4 && rest.starts_with(' ') => return Kind::Heading(id, n),
            Some(_) => {
                // "601.2f The player…", "100.1. These…", "901.4.All…", or a bare number.
                let after_dot = rest.strip_prefix('.').unwrap_or(rest);
                // A number run into text of a script without spaces is a rule too
                // (`302.4b생물…` in the Korean 2017 translation).
                let ok = rest.is_empty()
                    || rest.starts_with([' ', '\t', '\u{a0}', '\u{3000}'])
                    || rest.starts_with(crate::document::is_cjk)
                    || (rest.starts_with('.')
                        && (after_dot.is_empty()
                            || after_dot.starts_with(char::is_whitespace)
                            || after_dot.starts_with(char::is_alphabetic)));
                if ok {
                    let consumed = n + (rest.len() - after_dot.len());
                    return Kind::Rule(id, consumed);
                }
            }
            None => {}
        }
    }
    if vocab::example_prefix(t).is_some() {
        return Kind::Example;
    }
    Kind::Other
}

static DATE_EN: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"(\p{L}+)\s+(\d{1,2}),\s*(\d{4})").expect("valid regex"));
static DATE_EU: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(\d{1,2})(?:er|º|°|\.)?\s+(?:de\s+)?(\p{L}+)\s+(?:de\s+)?(\d{4})")
        .expect("valid regex")
});
/// Chinese and Japanese (2023年10月13日) and Korean (2017년 7월 8일) dates.
static DATE_CJK: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]").expect("valid regex")
});
static DATE_ISO: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"\b(\d{4})-(\d{2})-(\d{2})\b").expect("valid regex"));

/// The first date in a line: the match, the capture groups holding its year, month and day,
/// and the date as YYYY-MM-DD.
fn date_in(line: &str) -> Option<(regex::Captures<'_>, [usize; 3], String)> {
    let ymd = |y: &str, m: u32, d: &str| -> Option<String> {
        let d: u32 = d.parse().ok()?;
        let y: u32 = y.parse().ok()?;
        ((1..=12).contains(&m) && (1..=31).contains(&d)).then(|| format!("{y:04}-{m:02}-{d:02}"))
    };
    if let Some(c) = DATE_CJK.captures(line) {
        let iso = ymd(&c[1], c[2].parse().ok()?, &c[3])?;
        return Some((c, [1, 2, 3], iso));
    }
    if let Some(c) = DATE_ISO.captures(line) {
        let iso = ymd(&c[1], c[2].parse().ok()?, &c[3])?;
        return Some((c, [1, 2, 3], iso));
    }
    if let Some(c) = DATE_EN.captures(line)
        && let Some(m) = vocab::month_number(&c[1])
    {
        let iso = ymd(&c[3], m, &c[2])?;
        return Some((c, [3, 1, 2], iso));
    }
    if let Some(c) = DATE_EU.captures(line)
        && let Some(m) = vocab::month_number(&c[2])
    {
        let iso = ymd(&c[3], m, &c[1])?;
        return Some((c, [3, 2, 1], iso));
    }
    None
}

/// The first date in a line, as YYYY-MM-DD.
pub fn find_date(line: &str) -> Option<String> {
    date_in(line).map(|(_, _, iso)| iso)
}

/// `line` with its first date replaced by `iso` (YYYY-MM-DD), written as the line writes it:
/// the same order and separators, month names in the same language and case, numbers padded
/// with a zero where the old date padded them. None when the line holds no date.
pub fn replace_date(line: &str, iso: &str) -> Option<String> {
    let mut parts = iso.splitn(3, '-').map(|p| p.parse::<u32>().ok());
    let (y, m, d) = (parts.next()??, parts.next()??, parts.next()??);
    let (c, [gy, gm, gd], _) = date_in(line)?;
    // ISO dates are always padded; others where the old date was (`07`).
    let iso_form = c[0].bytes().all(|b| b.is_ascii_digit() || b == b'-');
    let number = |old: &str, n: u32| {
        if old.len() == 2 && (iso_form || old.starts_with('0')) {
            format!("{n:02}")
        } else {
            n.to_string()
        }
    };
    let mut edits: Vec<(std::ops::Range<usize>, String)> = Vec::with_capacity(3);
    for (g, value) in [(gy, y), (gm, m), (gd, d)] {
        let old = c.get(g)?;
        let new = if old.as_str().bytes().all(|b| b.is_ascii_digit()) {
            number(old.as_str(), value)
        } else {
            vocab::month_like(old.as_str(), value)?
        };
        edits.push((old.range(), new));
    }
    edits.sort_by_key(|e| std::cmp::Reverse(e.0.start));
    let mut out = line.to_owned();
    for (r, new) in edits {
        out.replace_range(r, &new);
    }
    Some(out)
}

impl<'d> Parser<'d> {
    fn new(doc: &'d mut Document) -> Self {
        Parser {
            doc,
            open: Open::None,
            after_blank: true,
        }
    }

    fn run(&mut self, lines: &[Line<'_>]) {
        let first_rule = lines
            .iter()
            .position(|l| matches!(classify(&l.text), Kind::Rule(..)));
        let Some(first_rule) = first_rule else {
            // No rules at all: everything is preamble or stray.
            self.preamble(lines, true);
            return;
        };
        // Back up over the headings (and blank lines) that open the rules.
        let mut body = first_rule;
        while body > 0
            && matches!(
                classify(&lines[body - 1].text),
                Kind::Blank | Kind::Heading(..) | Kind::Section(..)
            )
        {
            body -= 1;
        }
        let glossary = lines[body..]
            .iter()
            .position(|l| vocab::is_heading(&l.text, vocab::GLOSSARY_HEADINGS))
            .map(|i| i + body);
        let credits_from = glossary.unwrap_or(body);
        let credits = lines[credits_from..]
            .iter()
            .position(|l| vocab::is_heading(&l.text, vocab::CREDITS_HEADINGS))
            .map(|i| i + credits_from);
        let rules_end = glossary.or(credits).unwrap_or(lines.len());

        let preamble = &lines[..body];
        let has_front_matter = preamble.iter().any(|l| {
            matches!(classify(&l.text), Kind::Heading(..) | Kind::Section(..))
                || find_date(&l.text).is_some()
        });
        self.preamble(preamble, !has_front_matter);
        for line in &lines[body..rules_end] {
            self.body_line(line);
        }
        if let Some(g) = glossary {
            self.glossary(&lines[g + 1..credits.unwrap_or(lines.len())]);
        }
        if let Some(c) = credits {
            self.doc.credits = Some(Span {
                start: lines[c].start,
                end: self.doc_len(lines),
            });
        }
    }

    fn doc_len(&self, lines: &[Line<'_>]) -> usize {
        lines.last().map_or(0, |l| l.start + l.text.len())
    }

    /// The text before the rules: title, effective date, introduction, contents. Without any
    /// of that front matter (a pasted text), non-blank lines are stray.
    fn preamble(&mut self, lines: &[Line<'_>], stray: bool) {
        if stray {
            self.open = Open::None;
            self.after_blank = true;
            for l in lines {
                self.body_line(l);
            }
            return;
        }
        self.doc.title = lines
            .iter()
            .map(|l| l.text.trim())
            .find(|t| !t.is_empty())
            .map(str::to_owned);
        self.doc.effective_date = lines.iter().find_map(|l| find_date(&l.text));
    }

    fn body_line(&mut self, line: &Line<'_>) {
        let text: &str = &line.text;
        let start = line.start;
        let kind = classify(text);
        let span_of = |t: &str| Span {
            start,
            end: start + t.trim_end().len(),
        };
        match kind {
            Kind::Blank => {
                self.after_blank = true;
                return;
            }
            Kind::Section(n, k) if self.after_blank || self.open == Open::None => {
                self.doc.headings.push(Heading {
                    id: None,
                    section: Some(n),
                    title: text[k..].trim().to_owned(),
                    span: span_of(text),
                });
                self.open = Open::None;
            }
            Kind::Heading(id, k) => {
                self.doc.headings.push(Heading {
                    id: Some(id),
                    section: None,
                    title: text[k..].trim().to_owned(),
                    span: span_of(text),
                });
                self.open = Open::None;
            }
            // A bare number right under a line of text ("…See rule" / "404.4.") is that
            // text wrapped, not a rule with nothing to say.
            Kind::Rule(id, k)
                if !(text[k..].trim().is_empty()
                    && !self.after_blank
                    && self.open != Open::None) =>
            {
                let body_text = text[k..].trim();
                let body_start = start + text.len() - text[k..].trim_start().len();
                let mut body = Joined::default();
                body.push_line(body_text, body_start, " ");
                self.doc.rules.push(Rule {
                    id,
                    span: span_of(text),
                    body,
                    examples: Vec::new(),
                    refs: Vec::new(),
                    symbols: Vec::new(),
                });
                self.open = Open::Rule;
            }
            Kind::Example if !self.doc.rules.is_empty() => {
                let mut body = Joined::default();
                body.push_line(text.trim(), start, " ");
                let rule = self.doc.rules.last_mut().expect("checked non-empty");
                rule.examples.push(Example {
                    span: span_of(text),
                    body,
                });
                self.open = Open::Example;
            }
            _ => {
                let indented = text.starts_with([' ', '\t', '\u{3000}']);
                let continues = (!self.after_blank || indented) && self.open != Open::None;
                let trimmed = text.trim();
                let src = start + (text.len() - text.trim_start().len());
                let end = start + text.trim_end().len();
                if continues {
                    match self.open {
                        Open::Rule => {
                            let r = self.doc.rules.last_mut().expect("open rule");
                            r.body.push_line(trimmed, src, " ");
                            r.span.end = end;
                        }
                        Open::Example => {
                            let r = self.doc.rules.last_mut().expect("open rule");
                            let e = r.examples.last_mut().expect("open example");
                            e.body.push_line(trimmed, src, " ");
                            e.span.end = end;
                        }
                        Open::Stray => {
                            let s = self.doc.stray.last_mut().expect("open stray");
                            s.body.push_line(trimmed, src, " ");
                            s.span.end = end;
                        }
                        Open::None => unreachable!("continues requires an open item"),
                    }
                } else {
                    let mut body = Joined::default();
                    body.push_line(trimmed, src, " ");
                    self.doc.stray.push(Stray {
                        span: Span { start: src, end },
                        body,
                    });
                    self.open = Open::Stray;
                }
            }
        }
        self.after_blank = false;
    }

    fn glossary(&mut self, lines: &[Line<'_>]) {
        let mut current: Option<GlossaryEntry> = None;
        for l in lines {
            let t = l.text.trim();
            if t.is_empty() {
                if let Some(e) = current.take() {
                    self.doc.glossary.push(e);
                }
                continue;
            }
            let end = l.start + l.text.trim_end().len();
            match current.as_mut() {
                None => {
                    current = Some(GlossaryEntry {
                        term: t.to_owned(),
                        definition: Joined::default(),
                        span: Span {
                            start: l.start,
                            end,
                        },
                    })
                }
                Some(e) => {
                    let src = l.start + (l.text.len() - l.text.trim_start().len());
                    e.definition.push_line(t, src, "\n");
                    e.span.end = end;
                }
            }
        }
        if let Some(e) = current {
            self.doc.glossary.push(e);
        }
    }
}

/// Fills in the references and symbols of every rule (after joining, so that a reference
/// broken across two PDF lines is still found).
pub(crate) fn index_inline(doc: &mut Document) {
    for r in &mut doc.rules {
        r.refs = inline::references(&r.body.text);
        r.symbols = inline::symbols(&r.body.text);
    }
}

/// The effective date printed in the front matter before the first rule, if the text has
/// front matter (a title, a date or a table of contents). This is what decides a document's
/// version; [`crate::corpus`] calls it on the head of a file without parsing the rest.
pub fn preamble_date(text: &str) -> Option<String> {
    let mut date = None;
    let mut front = false;
    for (_, l) in decode::lines(text) {
        match classify(l) {
            Kind::Rule(..) => break,
            Kind::Heading(..) | Kind::Section(..) => front = true,
            _ => {
                if date.is_none() {
                    date = find_date(l);
                }
            }
        }
    }
    if front || date.is_some() { date } else { None }
}
