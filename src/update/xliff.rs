//! XLIFF 2.0 of exactly what an update leaves to do, for CAT tools (OmegaT, Trados): one
//! `<unit>` per changed or added rule (id: the rule number in the target) and per changed or
//! added glossary entry (id `g1`, `g2`…, `name` the English term). Each unit holds one segment
//! per paragraph (the rule, then its examples), the English of the target as source, the
//! translation's current text as target for a changed rule, and the English before and after
//! as notes (`category="english-before"` / `"english-after"`, plus the word diff as
//! `category="english-diff"`). Every segment is `state="initial"`.
//!
//! A changed or added English example of a rule that is otherwise carried is a unit of its own
//! (id `601.2f/e2`: the second example of 601.2f in the target). A section or chapter title the
//! update inserted in English (`719. [cr:translate] Case Cards`) is one unit (id `heading-719`,
//! `heading-7` for a section), however often the text shows it (the contents and the rules). The `<file>` names the target
//! release in a note (`category="cr-target"`, `en@2026-01-16`): `cr apply` checks the English
//! of every unit against it.

use super::edit::{example_unmarked, unmarked};
use super::{ExampleStatus, Status, Update};
use crate::align::diff;
use crate::document::Document;
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use std::io::{self, Write};

/// The XLIFF 2.0 namespace.
pub const NAMESPACE: &str = "urn:oasis:names:tc:xliff:document:2.0";

/// The category of the file-level note naming the target release.
pub const TARGET_NOTE: &str = "cr-target";

/// The category of the file-level note naming the file of a target release `cr` may not know
/// by date (one named on the command line): `blake3:<hash of its text> <path>`, so that
/// `cr apply` reads the same text again.
pub const TARGET_FILE_NOTE: &str = "cr-target-file";

/// The id of the unit of an example: `601.2f/e2` (its position among the target rule's
/// examples, from 1).
pub fn example_unit_id(rule: &crate::RuleId, index: usize) -> String {
    format!("{rule}/e{}", index + 1)
}

/// The id of the unit of a section's or chapter's title: `heading-719`, `heading-7`.
pub fn heading_unit_id(number: u16) -> String {
    format!("heading-{number}")
}

/// The number of a section or chapter heading line (`7. …`, `719. …`) and where its title
/// starts, by the line's form alone.
pub(super) fn heading_line(line: &str) -> Option<(u16, usize)> {
    use crate::parse::{Kind, classify};
    match classify(line) {
        Kind::Section(n, at) => Some((u16::from(n), at)),
        Kind::Heading(id, at) => Some((id.chapter, at)),
        _ => None,
    }
}

/// The titles an updated text holds in English, marked (`719. [cr:translate] Case Cards`):
/// (number, English title), once each, in the order they first appear.
pub fn marked_titles(text: &str) -> Vec<(u16, String)> {
    let mut out: Vec<(u16, String)> = Vec::new();
    for (_, line) in crate::decode::lines(text) {
        let Some((n, at)) = heading_line(line) else {
            continue;
        };
        let Some(title) = line[at..].trim_start().strip_prefix(super::MARK_TRANSLATE) else {
            continue;
        };
        if !out.iter().any(|(m, _)| *m == n) {
            out.push((n, title.trim().to_owned()));
        }
    }
    out
}

fn xml_err(e: impl std::fmt::Display) -> io::Error {
    io::Error::other(e.to_string())
}

/// Text as XML 1.0 allows it: characters XML cannot hold (C0 controls but tab and line
/// ends, U+FFFE, U+FFFF) dropped. Attribute values are escaped by quick-xml.
fn clean(s: &str) -> String {
    s.chars()
        .filter(|&c| {
            matches!(c, '\t' | '\n' | '\r') || (c >= ' ' && c != '\u{fffe}' && c != '\u{ffff}')
        })
        .collect()
}

/// Element text: cleaned, and `<`, `>` and `&` escaped (quotes stay as typed).
fn xml_text(s: &str) -> String {
    quick_xml::escape::partial_escape(clean(s)).into_owned()
}

struct Unit<'a> {
    id: String,
    name: Option<&'a str>,
    before: Option<&'a str>,
    after: &'a str,
    diff: &'a [diff::Op],
    /// (source, target) per segment.
    segments: Vec<(&'a str, Option<&'a str>)>,
}

fn element<W: Write>(
    w: &mut Writer<W>,
    name: &str,
    attrs: &[(&str, &str)],
    text: &str,
) -> io::Result<()> {
    w.write_event(Event::Start(
        BytesStart::new(name).with_attributes(attrs.iter().copied()),
    ))
    .map_err(xml_err)?;
    w.write_event(Event::Text(BytesText::from_escaped(xml_text(text))))
        .map_err(xml_err)?;
    w.write_event(Event::End(BytesEnd::new(name)))
        .map_err(xml_err)
}

fn unit<W: Write>(w: &mut Writer<W>, u: &Unit<'_>) -> io::Result<()> {
    let mut start = BytesStart::new("unit").with_attributes([("id", u.id.as_str())]);
    if let Some(n) = u.name {
        start.push_attribute(("name", clean(n).as_str()));
    }
    w.write_event(Event::Start(start)).map_err(xml_err)?;
    w.write_event(Event::Start(BytesStart::new("notes")))
        .map_err(xml_err)?;
    if let Some(b) = u.before {
        element(w, "note", &[("category", "english-before")], b)?;
    }
    element(w, "note", &[("category", "english-after")], u.after)?;
    if !u.diff.is_empty() {
        element(
            w,
            "note",
            &[("category", "english-diff")],
            &diff::inline(u.diff),
        )?;
    }
    w.write_event(Event::End(BytesEnd::new("notes")))
        .map_err(xml_err)?;
    for (source, target) in &u.segments {
        w.write_event(Event::Start(
            BytesStart::new("segment").with_attributes([("state", "initial")]),
        ))
        .map_err(xml_err)?;
        element(w, "source", &[], source)?;
        if let Some(t) = target {
            element(w, "target", &[], t)?;
        }
        w.write_event(Event::End(BytesEnd::new("segment")))
            .map_err(xml_err)?;
    }
    w.write_event(Event::End(BytesEnd::new("unit")))
        .map_err(xml_err)
}

/// Writes the units an update leaves to do as one XLIFF 2.0 document (`srcLang="en"`,
/// `trgLang` the translation's language, one `<file>` named after the translation).
pub fn write(u: &Update, tr: &Document, to: &Document, out: &mut dyn Write) -> io::Result<()> {
    let mut w = Writer::new_with_indent(out, b' ', 1);
    w.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))
        .map_err(xml_err)?;
    w.write_event(Event::Start(BytesStart::new("xliff").with_attributes([
        ("xmlns", NAMESPACE),
        ("version", "2.0"),
        ("srcLang", to.lang.as_str()),
        ("trgLang", tr.lang.as_str()),
    ])))
    .map_err(xml_err)?;
    w.write_event(Event::Start(BytesStart::new("file").with_attributes([
        ("id", "f1"),
        ("original", clean(&tr.name).as_str()),
    ])))
    .map_err(xml_err)?;
    w.write_event(Event::Start(BytesStart::new("notes")))
        .map_err(xml_err)?;
    element(
        &mut w,
        "note",
        &[("category", TARGET_NOTE)],
        &format!("{}@{}", to.lang, to.version),
    )?;
    if !to.name.starts_with("rules/") {
        element(
            &mut w,
            "note",
            &[("category", TARGET_FILE_NOTE)],
            &format!("blake3:{} {}", crate::model::text_hash(to), to.name),
        )?;
    }
    w.write_event(Event::End(BytesEnd::new("notes")))
        .map_err(xml_err)?;
    // The targets are prefilled from the updated text, as `cr apply` will find it: the
    // translation's own words with their references renumbered, without the mark.
    let now = crate::parse::parse(
        crate::decode::Decoded {
            text: u.text.clone(),
            encoding: tr.encoding,
            line_endings: tr.line_endings,
            bom_len: 0,
        },
        crate::parse::Format::Text,
        &tr.lang,
        &tr.name,
        "",
    );
    let rule_now = |r: &super::RuleChange| now.rule(&r.number);
    for r in &u.rules {
        if !matches!(r.status, Status::Changed | Status::Added) {
            // The examples to do of a rule otherwise carried, one unit each.
            for e in r.examples_to_do() {
                let (Some(k), Some(after)) = (e.target, e.after.as_deref()) else {
                    continue;
                };
                let target = e
                    .translation
                    .as_deref()
                    .filter(|_| e.status == ExampleStatus::Changed)
                    .map(|t| {
                        rule_now(r)
                            .and_then(|x| x.examples.get(k))
                            .map_or_else(|| t.to_owned(), |x| example_unmarked(&x.body.text))
                    });
                unit(
                    &mut w,
                    &Unit {
                        id: example_unit_id(&r.number, k),
                        name: None,
                        before: e.before.as_deref(),
                        after,
                        diff: &e.diff,
                        segments: vec![(after, target.as_deref())],
                    },
                )?;
            }
            continue;
        }
        let translated = tr
            .rules
            .iter()
            .find(|x| Some(x.id) == r.was)
            .filter(|_| r.status == Status::Changed);
        let current = rule_now(r).filter(|_| r.status == Status::Changed);
        let mut targets: Vec<Option<String>> = vec![
            r.translation
                .as_deref()
                .map(|t| current.map_or_else(|| t.to_owned(), |x| unmarked(x.text()).to_owned())),
        ];
        for k in 0..r.examples.len() {
            // An example's translation, when the translated rule has as many examples.
            let t = translated
                .filter(|x| x.examples.len() == r.examples.len())
                .map(|x| x.examples[k].body.text.as_str());
            targets.push(t.map(|t| {
                current
                    .filter(|x| x.examples.len() == r.examples.len())
                    .map_or_else(
                        || t.to_owned(),
                        |x| example_unmarked(&x.examples[k].body.text),
                    )
            }));
        }
        let mut segments = vec![(r.after.as_str(), targets[0].as_deref())];
        for (k, e) in r.examples.iter().enumerate() {
            segments.push((e.as_str(), targets[k + 1].as_deref()));
        }
        unit(
            &mut w,
            &Unit {
                id: r.number.to_string(),
                name: None,
                before: r.before.as_deref(),
                after: &r.after,
                diff: &r.diff,
                segments,
            },
        )?;
    }
    for (n, english) in marked_titles(&u.text) {
        unit(
            &mut w,
            &Unit {
                id: heading_unit_id(n),
                name: None,
                before: None,
                after: &english,
                diff: &[],
                segments: vec![(english.as_str(), None)],
            },
        )?;
    }
    if let Some(g) = &u.glossary {
        for (k, e) in g.entries.iter().enumerate() {
            if !matches!(e.status, Status::Changed | Status::Added) {
                continue;
            }
            unit(
                &mut w,
                &Unit {
                    id: format!("g{}", k + 1),
                    name: Some(&e.term),
                    before: e.before.as_deref(),
                    after: &e.after,
                    diff: &e.diff,
                    segments: vec![(e.after.as_str(), e.translation.as_deref())],
                },
            )?;
        }
    }
    w.write_event(Event::End(BytesEnd::new("file")))
        .map_err(xml_err)?;
    w.write_event(Event::End(BytesEnd::new("xliff")))
        .map_err(xml_err)?;
    writeln!(w.get_mut())
}

/// One segment read back from a filled XLIFF.
#[derive(Debug, Clone, Default)]
pub struct ReadSegment {
    pub source: String,
    /// The target's text (inline markup flattened: `<pc>` and `<mrk>` keep their text,
    /// `<ph>` gives its `equiv` or `disp`, `<cp>` its character), when the segment has one.
    pub target: Option<String>,
    /// The segment's `state` (`initial`, `translated`, `reviewed`, `final`), if given.
    pub state: Option<String>,
}

/// Whether a segment's target is written back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict<'a> {
    /// A target to write back.
    Take(&'a str),
    /// No target, or an empty one.
    Empty,
    /// A target left in the `initial` state: `cr update` prefilled it with the old
    /// translation, or it was edited outside a CAT tool, which would have confirmed it.
    Initial,
}

impl ReadSegment {
    /// A target to write back: non-empty, and not left in the `initial` state — unless
    /// `accept_initial` and the target differs from `prefill`, the text `cr update` put there
    /// (then someone edited it, by hand or in a tool that keeps the state).
    pub fn verdict(&self, accept_initial: bool, prefill: Option<&str>) -> Verdict<'_> {
        let Some(t) = self
            .target
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
        else {
            return Verdict::Empty;
        };
        if self.state.as_deref() != Some("initial") {
            return Verdict::Take(t);
        }
        let bare = |s: &str| s.chars().filter(|c| !c.is_whitespace()).collect::<String>();
        if accept_initial && prefill.is_none_or(|p| bare(p) != bare(t)) {
            return Verdict::Take(t);
        }
        Verdict::Initial
    }
}

/// One unit read back.
#[derive(Debug, Clone, Default)]
pub struct ReadUnit {
    pub id: String,
    pub name: Option<String>,
    pub segments: Vec<ReadSegment>,
}

/// A filled XLIFF 2.0 document, as far as `cr apply` needs it.
#[derive(Debug, Clone, Default)]
pub struct ReadXliff {
    pub trg_lang: Option<String>,
    /// The target release `cr update` named (`en@2026-01-16`).
    pub target: Option<String>,
    /// Its file, for a release named by its file: (BLAKE3 of its text, path).
    pub target_file: Option<(String, String)>,
    pub units: Vec<ReadUnit>,
}

/// Reads an XLIFF 2.0 document (as `cr update --xliff` wrote it, then filled by a CAT tool).
/// Errors are the parser's, as text.
pub fn read(xml: &str) -> Result<ReadXliff, String> {
    use quick_xml::Reader;
    let mut r = Reader::from_str(xml);
    let mut out = ReadXliff::default();
    // Where text goes: 0 nowhere, 1 source, 2 target, 3 the target-release note, 4 the
    // target file's note.
    let mut into = 0u8;
    let mut in_unit = false;
    let mut note_is_target = false;
    let attr = |e: &BytesStart<'_>, k: &str| -> Option<String> {
        e.try_get_attribute(k)
            .ok()
            .flatten()
            .and_then(|a| a.unescape_value().ok().map(|v| v.into_owned()))
    };
    let local = |n: &[u8]| -> Vec<u8> { n.rsplit(|&b| b == b':').next().unwrap_or(n).to_vec() };
    loop {
        let ev = r.read_event().map_err(|e| e.to_string())?;
        let empty = matches!(ev, Event::Empty(_));
        match ev {
            Event::Start(e) | Event::Empty(e) => {
                let name = local(e.name().as_ref());
                match name.as_slice() {
                    b"xliff" => out.trg_lang = attr(&e, "trgLang"),
                    b"unit" if !empty => {
                        in_unit = true;
                        out.units.push(ReadUnit {
                            id: attr(&e, "id").unwrap_or_default(),
                            name: attr(&e, "name"),
                            segments: Vec::new(),
                        });
                    }
                    b"note" if !in_unit && !empty => {
                        let category = attr(&e, "category");
                        note_is_target = true;
                        match category.as_deref() {
                            Some(TARGET_NOTE) => into = 3,
                            Some(TARGET_FILE_NOTE) => into = 4,
                            _ => note_is_target = false,
                        }
                    }
                    b"segment" if in_unit => {
                        if let Some(u) = out.units.last_mut() {
                            u.segments.push(ReadSegment {
                                state: attr(&e, "state"),
                                ..ReadSegment::default()
                            });
                        }
                    }
                    b"source" if in_unit && !empty => into = 1,
                    b"target" if in_unit => {
                        if let Some(s) = out.units.last_mut().and_then(|u| u.segments.last_mut()) {
                            s.target = Some(String::new());
                        }
                        if !empty {
                            into = 2;
                        }
                    }
                    b"ph" | b"cp" if into == 2 => {
                        let t = match name.as_slice() {
                            b"cp" => attr(&e, "hex")
                                .and_then(|h| u32::from_str_radix(&h, 16).ok())
                                .and_then(char::from_u32)
                                .map(String::from),
                            _ => attr(&e, "equiv").or_else(|| attr(&e, "disp")),
                        };
                        if let Some(s) = out.units.last_mut().and_then(|u| u.segments.last_mut())
                            && let (Some(tg), Some(t)) = (s.target.as_mut(), t)
                        {
                            tg.push_str(&t);
                        }
                    }
                    _ => {}
                }
            }
            Event::End(e) => match local(e.name().as_ref()).as_slice() {
                b"unit" => in_unit = false,
                b"source" | b"target" => into = 0,
                b"note" if note_is_target => {
                    into = 0;
                    note_is_target = false;
                }
                _ => {}
            },
            Event::Text(t) => {
                let t = t.decode().map_err(|e| e.to_string())?;
                push_text(&mut out, into, &t);
            }
            Event::GeneralRef(g) => {
                let t = match g.resolve_char_ref().map_err(|e| e.to_string())? {
                    Some(c) => c.to_string(),
                    None => {
                        let name = g.decode().map_err(|e| e.to_string())?;
                        quick_xml::escape::resolve_predefined_entity(&name)
                            .ok_or_else(|| format!("unknown entity &{name};"))?
                            .to_owned()
                    }
                };
                push_text(&mut out, into, &t);
            }
            Event::CData(t) => {
                let t = String::from_utf8_lossy(&t).into_owned();
                push_text(&mut out, into, &t);
            }
            Event::Eof => break,
            _ => {}
        }
    }
    Ok(out)
}

fn push_text(out: &mut ReadXliff, into: u8, t: &str) {
    match into {
        1 | 2 => {
            if let Some(s) = out.units.last_mut().and_then(|u| u.segments.last_mut()) {
                let slot = if into == 1 {
                    Some(&mut s.source)
                } else {
                    s.target.as_mut()
                };
                if let Some(slot) = slot {
                    slot.push_str(t);
                }
            }
        }
        3 => out
            .target
            .get_or_insert_with(String::new)
            .push_str(t.trim()),
        4 => {
            if let Some((hash, path)) = t.trim().split_once(' ')
                && let Some(hash) = hash.strip_prefix("blake3:")
            {
                out.target_file = Some((hash.to_owned(), path.to_owned()));
            }
        }
        _ => {}
    }
}
