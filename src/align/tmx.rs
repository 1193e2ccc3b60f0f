//! TMX 1.4 export of an alignment: one translation unit per aligned rule pair, readable by
//! CAT tools (OmegaT, Trados). Written with quick-xml, so the output is well-formed XML.

use super::Alignment;
use quick_xml::Writer;
use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
use std::io::{self, Write};

/// Writes the alignment as a TMX 1.4 document. The unit id is the left rule number; each
/// unit carries both rule numbers as `<prop type="x-rule">`.
pub fn write(a: &Alignment<'_>, out: &mut dyn Write) -> io::Result<()> {
    let mut w = Writer::new_with_indent(out, b' ', 1);
    w.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
    w.write_event(Event::DocType(BytesText::from_escaped(
        r#"tmx SYSTEM "tmx14.dtd""#,
    )))?;
    w.write_event(Event::Start(
        BytesStart::new("tmx").with_attributes([("version", "1.4")]),
    ))?;
    let version = env!("CARGO_PKG_VERSION");
    w.write_event(Event::Empty(BytesStart::new("header").with_attributes([
        ("creationtool", "comprules"),
        ("creationtoolversion", version),
        ("datatype", "plaintext"),
        ("segtype", "paragraph"),
        ("adminlang", "en-US"),
        ("srclang", a.left.lang.as_str()),
        ("o-tmf", "comprules"),
    ])))?;
    w.write_event(Event::Start(BytesStart::new("body")))?;
    for p in &a.pairs {
        let (l, r) = (&a.left.rules[p.left], &a.right.rules[p.right]);
        let lid = l.id.to_string();
        w.write_event(Event::Start(
            BytesStart::new("tu").with_attributes([("tuid", lid.as_str())]),
        ))?;
        let score = format!("{:.3}", p.score);
        w.create_element("prop")
            .with_attribute(("type", "x-score"))
            .write_text_content(BytesText::new(&score))?;
        for (lang, doc, id, text) in [
            (&a.left.lang, &a.left, l.id, l.text()),
            (&a.right.lang, &a.right, r.id, r.text()),
        ] {
            w.write_event(Event::Start(
                BytesStart::new("tuv").with_attributes([("xml:lang", lang.as_str())]),
            ))?;
            let rid = id.to_string();
            w.create_element("prop")
                .with_attribute(("type", "x-rule"))
                .write_text_content(BytesText::new(&rid))?;
            w.create_element("prop")
                .with_attribute(("type", "x-version"))
                .write_text_content(BytesText::new(&doc.version))?;
            // Only <, > and & need escaping in text: apostrophes and quotes stay as they are,
            // which CAT tools show as typed.
            w.create_element("seg")
                .write_text_content(BytesText::from_escaped(quick_xml::escape::partial_escape(
                    text,
                )))?;
            w.write_event(Event::End(BytesEnd::new("tuv")))?;
        }
        w.write_event(Event::End(BytesEnd::new("tu")))?;
    }
    w.write_event(Event::End(BytesEnd::new("body")))?;
    w.write_event(Event::End(BytesEnd::new("tmx")))?;
    writeln!(w.get_mut())
}
