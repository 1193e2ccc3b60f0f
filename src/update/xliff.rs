//! XLIFF 2.0 of exactly what an update leaves to do, for CAT tools (OmegaT, Trados): one
//! `<unit>` per changed or added rule (id: the rule number in the target) and per changed or
//! added glossary entry (id `g1`, `g2`…, `name` the English term). Each unit holds one segment
//! per paragraph (the rule, then its examples), the English of the target as source, the
//! translation's current text as target for a changed rule, and the English before and after
//! as notes (`category="english-before"` / `"english-after"`, plus the word diff as
//! `category="english-diff"`). Every segment is `state="initial"`.

use super::{Status, Update};
use crate::align::diff;
use crate::document::Document;
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use std::io::{self, Write};

/// The XLIFF 2.0 namespace.
pub const NAMESPACE: &str = "urn:oasis:names:tc:xliff:document:2.0";

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
    for r in &u.rules {
        if !matches!(r.status, Status::Changed | Status::Added) {
            continue;
        }
        let translated = tr
            .rules
            .iter()
            .find(|x| Some(x.id) == r.was)
            .filter(|_| r.status == Status::Changed);
        let mut segments = vec![(r.after.as_str(), r.translation.as_deref())];
        for (k, e) in r.examples.iter().enumerate() {
            // An example's translation, when the translated rule has as many examples.
            let t = translated
                .filter(|x| x.examples.len() == r.examples.len())
                .map(|x| x.examples[k].body.text.as_str());
            segments.push((e.as_str(), t));
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
