//! Markdown input: a translator may keep a translation as Markdown in a git repository. Rules
//! are paragraphs, list items or headings that start with their number. pulldown-cmark reads
//! the Markdown; emphasis and links are kept as their text. Each block becomes one logical line
//! for the parser, followed by a blank line.

use crate::parse::Line;
use pulldown_cmark::{Event, Parser, Tag, TagEnd};

pub(crate) fn lines(text: &str) -> Vec<Line<'static>> {
    let mut out = Vec::new();
    let mut buf = String::new();
    let mut start: Option<usize> = None;
    let flush = |buf: &mut String, start: &mut Option<usize>, out: &mut Vec<Line<'static>>| {
        if let Some(s) = start.take()
            && !buf.trim().is_empty()
        {
            out.push(Line {
                start: s,
                text: std::mem::take(buf).into(),
            });
            out.push(Line {
                start: s,
                text: "".into(),
            });
        }
        buf.clear();
    };
    for (event, range) in Parser::new(text).into_offset_iter() {
        match event {
            Event::Start(Tag::Paragraph | Tag::Heading { .. } | Tag::Item | Tag::CodeBlock(_)) => {
                flush(&mut buf, &mut start, &mut out);
            }
            Event::End(
                TagEnd::Paragraph | TagEnd::Heading(_) | TagEnd::Item | TagEnd::CodeBlock,
            ) => flush(&mut buf, &mut start, &mut out),
            Event::Text(t) | Event::Code(t) => {
                start.get_or_insert(range.start);
                buf.push_str(&t);
            }
            Event::SoftBreak | Event::HardBreak => buf.push(' '),
            _ => {}
        }
    }
    flush(&mut buf, &mut start, &mut out);
    out
}
