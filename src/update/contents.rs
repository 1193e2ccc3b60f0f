//! The table of contents in the front matter: its lines have the form of the headings they
//! repeat (`7. 附加规则`, `719. 操控其他牌手`), and they list the target's headings the updated
//! body has, in its order. A line of the translation moves with its heading and takes its new number
//! (`719.` → `722.`); a heading the target adds is listed in English, marked like any other
//! insertion (`719. [cr:translate] Case Cards`); a heading the target no longer has is left
//! out. A table that needs none of this keeps its bytes.

use super::edit::english_heading;
use crate::decode;
use crate::document::{Document, Heading};
use crate::parse::{Kind, classify};
use std::borrow::Cow;
use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Key {
    Section(u8),
    Chapter(u16),
}

/// A line of the table: what it lists, and where it stands in the front matter.
struct Entry {
    key: Key,
    start: usize,
    end: usize,
}

/// The front matter `pre` with its table of contents listing `shown`, the headings of the
/// target `to` that the updated body has; `chapter_to` maps the translation's chapters to the
/// target's (as for the body's headings).
pub(super) fn rewrite<'t>(
    pre: &'t str,
    shown: &[&Heading],
    to: &Document,
    chapter_to: &HashMap<u16, u16>,
) -> Cow<'t, str> {
    let mut entries: Vec<Entry> = Vec::new();
    for (start, line) in decode::lines(pre) {
        let key = match classify(line) {
            Kind::Section(n, _) => Key::Section(n),
            Kind::Heading(id, _) => Key::Chapter(id.chapter),
            Kind::Blank => continue,
            // Other text ends the table; a line or two of a heading's form before it (a
            // numbered list in the introduction) was not the table.
            _ if entries.len() < 3 => {
                entries.clear();
                continue;
            }
            _ => break,
        };
        entries.push(Entry {
            key,
            start,
            end: start + line.len(),
        });
    }
    let has = |f: fn(&Key) -> bool| entries.iter().any(|e| f(&e.key));
    let (sections, chapters) = (
        has(|k| matches!(k, Key::Section(_))),
        has(|k| matches!(k, Key::Chapter(_))),
    );
    if entries.len() < 2 {
        return Cow::Borrowed(pre);
    }
    // Each line under the number its heading has in the target.
    let mut own: HashMap<Key, usize> = HashMap::new();
    for (k, e) in entries.iter().enumerate() {
        let key = match e.key {
            Key::Chapter(c) => Key::Chapter(chapter_to.get(&c).copied().unwrap_or(c)),
            s => s,
        };
        own.entry(key).or_insert(k);
    }
    // The separator before a section's line and before a chapter's, as the table has them.
    let sep = |section: bool| {
        (1..entries.len())
            .find(|&k| matches!(entries[k].key, Key::Section(_)) == section)
            .map(|k| &pre[entries[k - 1].end..entries[k].start])
    };
    let (sep_section, sep_chapter) = match (sep(true), sep(false)) {
        (Some(s), Some(c)) => (s, c),
        (Some(x), None) | (None, Some(x)) => (x, x),
        (None, None) => return Cow::Borrowed(pre),
    };

    let mut out = String::with_capacity(pre.len() + 256);
    out.push_str(&pre[..entries[0].start]);
    let mut same = true;
    let mut listed = 0usize;
    for h in shown {
        let (key, section) = match (h.section, h.id) {
            (Some(n), _) if sections => (Key::Section(n), true),
            (None, Some(id)) if chapters => (Key::Chapter(id.chapter), false),
            _ => continue,
        };
        if listed > 0 {
            out.push_str(if section { sep_section } else { sep_chapter });
        }
        let line = match own.get(&key) {
            Some(&k) => {
                let e = &entries[k];
                let line = &pre[e.start..e.end];
                same &= k == listed;
                match (e.key, key) {
                    (Key::Chapter(old), Key::Chapter(new)) if old != new => {
                        same = false;
                        let n = old.to_string();
                        match line.find(&n) {
                            Some(i) => format!("{}{new}{}", &line[..i], &line[i + n.len()..]),
                            None => line.to_owned(),
                        }
                    }
                    _ => line.to_owned(),
                }
            }
            None => {
                same = false;
                english_heading(to, h)
            }
        };
        out.push_str(&line);
        listed += 1;
    }
    if same && listed == entries.len() {
        return Cow::Borrowed(pre);
    }
    out.push_str(&pre[entries[entries.len() - 1].end..]);
    Cow::Owned(out)
}
