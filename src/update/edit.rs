//! The edit itself: the translation's text cut into blocks of its own bytes (a heading, or a
//! rule with its examples and whatever stray text follows it, or a glossary entry), put in the
//! target's order with numbers, references, marks and the effective date rewritten, and new
//! English text inserted between them. Bytes outside the edits are the translation's.

use super::{
    ExampleStatus, GlossaryChanges, GlossaryPlan, MARK_REVIEW, MARK_TRANSLATE, Plan, Renumber,
    RuleChange, Status,
};
use crate::decode;
use crate::document::{Document, Heading, Joined, Reference};
use crate::inline;
use crate::parse;
use crate::rule_id::RuleId;
use crate::vocab;
use std::collections::HashMap;

pub(super) struct Editor<'x> {
    pub tr: &'x Document,
    pub to: &'x Document,
    pub renumber: &'x Renumber<'x>,
    pub plan: &'x Plan,
    pub rules: &'x [RuleChange],
    pub glossary: Option<&'x GlossaryPlan>,
    pub glossary_changes: Option<&'x GlossaryChanges>,
}

pub(super) struct Edited {
    pub text: String,
    pub date: Option<(String, String)>,
    pub references: usize,
}

/// Bytes `at..end` of the translation's text become `with`.
struct Edit {
    at: usize,
    end: usize,
    with: String,
}

/// A run of the text that moves as one: its content, then the white space after it.
#[derive(Clone, Copy)]
struct Block {
    start: usize,
    content_end: usize,
    end: usize,
}

/// What the output of a region is made of, in order.
enum Piece {
    /// A block of the translation (index into the region's blocks), with its edits.
    Own(usize, Vec<Edit>),
    /// New text (English, marked), without its trailing white space.
    New(String),
}

fn blocks(text: &str, starts: &[usize], end: usize) -> Vec<Block> {
    starts
        .iter()
        .enumerate()
        .map(|(i, &start)| {
            let stop = starts.get(i + 1).copied().unwrap_or(end).max(start);
            Block {
                start,
                content_end: start + text[start..stop].trim_end().len(),
                end: stop,
            }
        })
        .collect()
}

/// The white space most blocks of a region end with (the paragraph separator of the file).
fn typical_sep<'t>(text: &'t str, blocks: &[Block], nl: &'t str) -> &'t str {
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for b in blocks.iter().take(blocks.len().saturating_sub(1)) {
        *counts.entry(&text[b.content_end..b.end]).or_default() += 1;
    }
    counts
        .into_iter()
        .filter(|(s, _)| !s.is_empty())
        .max_by(|a, b| a.1.cmp(&b.1).then_with(|| b.0.cmp(a.0)))
        .map_or(nl, |(s, _)| s)
}

/// `text[start..end]` with the edits inside it applied.
fn apply(out: &mut String, text: &str, start: usize, end: usize, mut edits: Vec<Edit>) {
    edits.sort_by_key(|e| (e.at, e.end));
    let mut pos = start;
    for e in edits {
        if e.at < pos || e.end > end {
            continue;
        }
        out.push_str(&text[pos..e.at]);
        out.push_str(&e.with);
        pos = e.end;
    }
    out.push_str(&text[pos..end]);
}

/// Writes a region's pieces: every block keeps the white space that followed it, the last
/// piece gets the white space that ended the region, and new text the file's usual separator.
fn assemble(out: &mut String, text: &str, blocks: &[Block], pieces: Vec<Piece>, typical: &str) {
    let Some(last_block) = blocks.last() else {
        return;
    };
    let final_sep = &text[last_block.content_end..last_block.end];
    let n = pieces.len();
    for (k, piece) in pieces.into_iter().enumerate() {
        let sep = match piece {
            Piece::Own(i, edits) => {
                let b = blocks[i];
                apply(out, text, b.start, b.content_end, edits);
                if i + 1 < blocks.len() {
                    &text[b.content_end..b.end]
                } else {
                    typical
                }
            }
            Piece::New(s) => {
                out.push_str(&s);
                typical
            }
        };
        out.push_str(if k + 1 == n { final_sep } else { sep });
    }
}

/// The file's line ending.
fn newline(doc: &Document) -> &'static str {
    match doc.line_endings.dominant() {
        "crlf" => "\r\n",
        "cr" => "\r",
        _ => "\n",
    }
}

/// The new text of a reference whose rules were renumbered, written as the old one was
/// (`601.2a–d`, `601.2a-601.2d`, `702.`), or None when it does not change.
pub(super) fn renumbered_reference(
    orig: &str,
    r: &Reference,
    renumber: &Renumber<'_>,
) -> Option<String> {
    let target = renumber.get(&r.target).unwrap_or(r.target);
    let end = r.end.map(|e| renumber.get(&e).unwrap_or(e));
    if target == r.target && end == r.end {
        return None;
    }
    let old_target = r.target.to_string();
    let rest = orig.strip_prefix(&old_target)?;
    let mut s = target.to_string();
    match (r.end, end) {
        (Some(old_end), Some(new_end)) if new_end > target => {
            let dash = rest.chars().next()?;
            let tail = &rest[dash.len_utf8()..];
            s.push(dash);
            let old_full = old_end.to_string();
            if let Some(after) = tail.strip_prefix(&old_full) {
                s.push_str(&new_end.to_string());
                s.push_str(after);
            } else if tail.starts_with(|c: char| c.is_ascii_digit()) {
                // Number only ("903.6-11"): still number only when the end stays in the chapter
                // and has no letter; anything else is left as it is, for the translator.
                let digits = tail.chars().take_while(char::is_ascii_digit).count();
                if new_end.chapter != target.chapter || new_end.letter.is_some() {
                    return None;
                }
                s.push_str(&new_end.sub?.to_string());
                s.push_str(&tail[digits..]);
            } else {
                // Letter only ("601.2a–d"): still letter only when the end stays in the group.
                let after = tail.get(1..)?;
                match new_end.letter {
                    Some(l) if new_end.parent() == target.parent() && target.letter.is_some() => {
                        s.push(l as char)
                    }
                    _ => s.push_str(&new_end.to_string()),
                }
                s.push_str(after);
            }
        }
        (Some(_), _) => return None,
        _ => s.push_str(rest),
    }
    Some(s)
}

/// Edits renumbering the references of a joined paragraph, in the source text.
fn reference_edits(
    text: &str,
    j: &Joined,
    refs: &[Reference],
    renumber: &Renumber<'_>,
    edits: &mut Vec<Edit>,
) {
    for r in refs {
        let orig = &j.text[r.at.start..r.at.end];
        let Some(with) = renumbered_reference(orig, r, renumber) else {
            continue;
        };
        let at = j.source_offset(r.at.start);
        // The last byte of a reference is ASCII (a digit, a letter or a dot).
        let end = j.source_offset(r.at.end - 1) + 1;
        // A reference broken across two source lines is left as it is.
        if text.get(at..end) == Some(orig) {
            edits.push(Edit { at, end, with });
        }
    }
}

/// Where a number stands in the first line of a block.
fn number_at(text: &str, start: usize, id: &RuleId) -> Option<(usize, usize)> {
    let line = text[start..].lines().next().unwrap_or("");
    let s = id.to_string();
    let i = line.find(&s)?;
    Some((start + i, start + i + s.len()))
}

/// A heading in English, marked: `601. [cr:translate] Casting Spells`.
pub(super) fn english_heading(to: &Document, h: &Heading) -> String {
    let t = &to.text[h.span.start..h.span.end];
    match t.find(". ") {
        Some(i) => format!(
            "{}{MARK_TRANSLATE} {}",
            &t[..i + 2],
            t[i + 2..].trim_start()
        ),
        None => format!("{MARK_TRANSLATE} {t}"),
    }
}

/// An example with a mark after its prefix (`Example: [cr:translate] A player…`), so that it
/// still reads as an example.
pub(crate) fn marked_example(text: &str, mark: &str) -> String {
    let p = vocab::example_prefix(text).unwrap_or(0);
    let rest = text[p..].trim_start();
    let space = if p > 0 { " " } else { "" };
    format!("{}{space}{mark} {rest}", &text[..p])
}

/// Where a mark goes in an example's joined text: after its prefix and the spaces after it.
pub(crate) fn example_mark_at(text: &str) -> usize {
    let p = vocab::example_prefix(text).unwrap_or(0);
    p + (text[p..].len() - text[p..].trim_start().len())
}

/// A rule's (or entry's) text without the mark it begins with.
pub(super) fn unmarked(text: &str) -> &str {
    let t = text.trim_start();
    t.strip_prefix(MARK_REVIEW)
        .or_else(|| t.strip_prefix(MARK_TRANSLATE))
        .unwrap_or(t)
        .trim()
}

/// An example's text without its mark (which stands after its prefix).
pub(super) fn example_unmarked(text: &str) -> String {
    let at = example_mark_at(text);
    format!("{}{}", &text[..at], unmarked(&text[at..]))
}

/// What separates a rule from its first example in the translation (a line end, or a blank
/// line), as most of its rules with examples have it.
fn example_sep(doc: &Document, nl: &str) -> String {
    let mut counts: HashMap<&str, usize> = HashMap::new();
    for r in doc.rules.iter().filter(|r| !r.examples.is_empty()).take(64) {
        let s = doc
            .text
            .get(r.span.end..r.examples[0].span.start)
            .unwrap_or("");
        if !s.is_empty() && s.trim().is_empty() {
            *counts.entry(s).or_default() += 1;
        }
    }
    counts
        .into_iter()
        .max_by(|a, b| a.1.cmp(&b.1).then_with(|| b.0.cmp(a.0)))
        .map_or(nl, |(s, _)| s)
        .to_owned()
}

/// A rule of the target in English, marked, with its examples.
fn english_rule(to: &Document, g: usize, sep: &str) -> String {
    let r = &to.rules[g];
    let body_start = if r.body.text.is_empty() {
        r.span.end
    } else {
        r.body.source_offset(0)
    };
    let number = to.text[r.span.start..body_start.max(r.span.start)].trim_end();
    let mut s = format!("{number} {MARK_TRANSLATE} {}", r.text());
    for e in &r.examples {
        s.push_str(sep);
        s.push_str(&e.body.text);
    }
    s
}

impl Editor<'_> {
    pub(super) fn run(self) -> Edited {
        let (tr, to) = (self.tr, self.to);
        let text: &str = &tr.text;
        let nl = newline(tr);
        let mut references = 0usize;

        // Where the rules end: the glossary's heading, else the credits, else the end.
        let region_end = match (tr.glossary.first(), tr.credits) {
            (Some(g), _) => glossary_heading(text, g.span.start),
            (None, Some(c)) => c.start,
            (None, None) => text.len(),
        };
        // The rules region's blocks: headings and rules in text order.
        #[derive(Clone, Copy)]
        enum Item {
            Heading(usize),
            Rule(usize),
        }
        let mut items: Vec<(usize, Item)> = tr
            .headings
            .iter()
            .enumerate()
            .map(|(i, h)| (h.span.start, Item::Heading(i)))
            .chain(
                tr.rules
                    .iter()
                    .enumerate()
                    .map(|(i, r)| (r.span.start, Item::Rule(i))),
            )
            .filter(|(s, _)| *s < region_end)
            .collect();
        items.sort_by_key(|(s, _)| *s);
        let region_start = items.first().map_or(region_end, |(s, _)| *s);
        let starts: Vec<usize> = items.iter().map(|(s, _)| *s).collect();
        let body = blocks(text, &starts, region_end);
        let typical = typical_sep(text, &body, nl).to_owned();

        let mut block_of_rule = vec![usize::MAX; tr.rules.len()];
        let mut sections: HashMap<u8, usize> = HashMap::new();
        let mut chapters: HashMap<u16, usize> = HashMap::new();
        let chapter_to = self.chapter_map();
        for (k, (_, item)) in items.iter().enumerate() {
            match *item {
                Item::Rule(i) => block_of_rule[i] = k,
                Item::Heading(i) => {
                    let h = &tr.headings[i];
                    if let Some(s) = h.section {
                        sections.entry(s).or_insert(k);
                    } else if let Some(id) = h.id {
                        let c = chapter_to.get(&id.chapter).copied().unwrap_or(id.chapter);
                        chapters.entry(c).or_insert(k);
                    }
                }
            }
        }
        let has_sections = tr.headings.iter().any(|h| h.section.is_some());
        let has_chapters = tr.headings.iter().any(|h| h.id.is_some());

        // The target's headings and rules, in its order.
        let mut targets: Vec<(usize, Option<&Heading>, Option<usize>)> = to
            .headings
            .iter()
            .map(|h| (h.span.start, Some(h), None))
            .chain(
                to.rules
                    .iter()
                    .enumerate()
                    .map(|(g, r)| (r.span.start, None, Some(g))),
            )
            .collect();
        targets.sort_by_key(|t| t.0);
        let mut pieces = Vec::new();
        let (mut section, mut chapter): (Option<&Heading>, Option<&Heading>) = (None, None);
        let mut used = vec![false; body.len()];
        let mut changes = self.rules.iter().peekable();
        // A chapter's heading: the translation's own (renumbered), else in English when the
        // translation has chapter headings and `english` is asked for.
        let chapter_piece = |h: &Heading, english: bool, used: &mut [bool]| -> Option<Piece> {
            let c = h.id.map_or(0, |id| id.chapter);
            match chapters.get(&c) {
                Some(&k) if !used[k] => {
                    used[k] = true;
                    let mut edits = Vec::new();
                    if let (_, Item::Heading(i)) = items[k]
                        && let Some(old) = tr.headings[i].id
                        && old.chapter != c
                        && let Some((at, end)) = number_at(text, body[k].start, &old)
                    {
                        edits.push(Edit {
                            at,
                            end,
                            with: RuleId::new(c, None, None).to_string(),
                        });
                    }
                    Some(Piece::Own(k, edits))
                }
                None if english && has_chapters => Some(Piece::New(english_heading(to, h))),
                _ => None,
            }
        };
        let section_piece = |h: &Heading, used: &mut [bool]| -> Option<Piece> {
            match sections.get(&h.section.unwrap_or(0)) {
                Some(&k) if !used[k] => {
                    used[k] = true;
                    Some(Piece::Own(k, Vec::new()))
                }
                None if has_sections => Some(Piece::New(english_heading(to, h))),
                _ => None,
            }
        };
        // The target's headings the body shows, in order (for the table of contents).
        let mut shown: Vec<&Heading> = Vec::new();
        for (_, heading, rule) in targets {
            if let Some(h) = heading {
                // A chapter with no rule of its own (600. General) keeps its heading when the
                // translation has it, after its section's.
                if let Some(c) = chapter.take()
                    && let Some(p) = chapter_piece(c, false, &mut used)
                {
                    if let Some(s) = section.take()
                        && let Some(sp) = section_piece(s, &mut used)
                    {
                        pieces.push(sp);
                        shown.push(s);
                    }
                    pieces.push(p);
                    shown.push(c);
                }
                if h.section.is_some() {
                    (section, chapter) = (Some(h), None);
                } else {
                    chapter = Some(h);
                }
                continue;
            }
            let Some(g) = rule else { continue };
            while changes.peek().is_some_and(|c| c.index < g) {
                changes.next();
            }
            let Some(change) = changes.peek().filter(|c| c.index == g) else {
                continue;
            };
            if let Some(s) = section.take()
                && let Some(p) = section_piece(s, &mut used)
            {
                pieces.push(p);
                shown.push(s);
            }
            if let Some(c) = chapter.take()
                && let Some(p) = chapter_piece(c, true, &mut used)
            {
                pieces.push(p);
                shown.push(c);
            }
            match self.plan.carried[g] {
                Some((_, t)) if block_of_rule[t] != usize::MAX => {
                    let k = block_of_rule[t];
                    used[k] = true;
                    let edits = self.rule_edits(t, change, &mut references);
                    pieces.push(Piece::Own(k, edits));
                }
                _ => pieces.push(Piece::New(english_rule(to, g, &typical))),
            }
        }
        // The preamble, with its table of contents listing the headings shown and its
        // effective date rewritten.
        let mut out = String::with_capacity(text.len() + text.len() / 8);
        let pre = super::contents::rewrite(&text[..region_start], &shown, to, &chapter_to);
        let date = self.preamble(&mut out, &pre);
        assemble(&mut out, text, &body, pieces, &typical);
        // Nothing of the rules region survived (cannot happen with a carried rule): keep its end.
        if body.is_empty() {
            out.push_str(&text[region_start..region_end]);
        }

        self.glossary_region(&mut out, region_end, nl, &mut references);
        Edited {
            text: out,
            date,
            references,
        }
    }

    /// Each chapter of the translation mapped to the target's chapter where most of its
    /// carried rules went (117 → 118 for costs in 2014).
    fn chapter_map(&self) -> HashMap<u16, u16> {
        let mut votes: HashMap<(u16, u16), usize> = HashMap::new();
        for (g, c) in self.plan.carried.iter().enumerate() {
            if let Some((_, t)) = c {
                let key = (self.tr.rules[*t].id.chapter, self.to.rules[g].id.chapter);
                *votes.entry(key).or_default() += 1;
            }
        }
        let mut best: HashMap<u16, (usize, u16)> = HashMap::new();
        for ((from, to), n) in votes {
            let e = best.entry(from).or_insert((0, to));
            if n > e.0 || (n == e.0 && to < e.1) {
                *e = (n, to);
            }
        }
        best.into_iter().map(|(k, (_, v))| (k, v)).collect()
    }

    fn rule_edits(&self, t: usize, change: &RuleChange, references: &mut usize) -> Vec<Edit> {
        let (tr, text) = (self.tr, self.tr.text.as_str());
        let r = &tr.rules[t];
        let mut edits = Vec::new();
        if r.id != change.number
            && let Some((at, end)) = number_at(text, r.span.start, &r.id)
        {
            edits.push(Edit {
                at,
                end,
                with: change.number.to_string(),
            });
        }
        let before = edits.len();
        reference_edits(text, &r.body, &r.refs, self.renumber, &mut edits);
        for e in &r.examples {
            let refs = inline::references(&e.body.text);
            reference_edits(text, &e.body, &refs, self.renumber, &mut edits);
        }
        *references += edits.len() - before;
        self.example_edits(t, change, &mut edits);
        if change.status == Status::Changed {
            let at = if r.body.text.is_empty() {
                r.span.end
            } else {
                r.body.source_offset(0)
            };
            let with = if r.body.text.is_empty() {
                format!(" {MARK_REVIEW}")
            } else {
                format!("{MARK_REVIEW} ")
            };
            edits.push(Edit { at, end: at, with });
        }
        edits
    }

    /// The examples of a carried rule: a changed one marked, a new one inserted in English
    /// after the example before it, a deleted one left out.
    fn example_edits(&self, t: usize, change: &RuleChange, edits: &mut Vec<Edit>) {
        if change.example_changes.is_empty() {
            return;
        }
        let (tr, to) = (self.tr, self.to);
        let r = &tr.rules[t];
        let target = &to.rules[change.index];
        let sep = example_sep(tr, newline(tr));
        // Where the next English example goes: after the last example of the translation
        // met so far, else after the rule's own lines.
        let mut anchor = r.span.end;
        for c in &change.example_changes {
            let own = c.translated.and_then(|i| r.examples.get(i));
            match (c.status, own) {
                (ExampleStatus::Kept, _) => {}
                (ExampleStatus::Changed, Some(e)) => {
                    let at = e.body.source_offset(example_mark_at(&e.body.text));
                    edits.push(Edit {
                        at,
                        end: at,
                        with: format!("{MARK_REVIEW} "),
                    });
                }
                (ExampleStatus::Removed, Some(e)) => edits.push(Edit {
                    at: anchor,
                    end: e.span.end,
                    with: String::new(),
                }),
                (ExampleStatus::Removed, None) => {}
                (ExampleStatus::Changed | ExampleStatus::Added, _) => {
                    if let Some(e) = c.target.and_then(|k| target.examples.get(k)) {
                        edits.push(Edit {
                            at: anchor,
                            end: anchor,
                            with: format!("{sep}{}", marked_example(&e.body.text, MARK_TRANSLATE)),
                        });
                    }
                }
            }
            if let Some(e) = own {
                anchor = e.span.end;
            }
        }
    }

    /// Writes the preamble with its effective date set to the target's; returns (old, new).
    fn preamble(&self, out: &mut String, pre: &str) -> Option<(String, String)> {
        let old = self.tr.effective_date.as_deref();
        let new = self
            .to
            .effective_date
            .as_deref()
            .unwrap_or(&self.to.version);
        let found = old.and_then(|old| {
            decode::lines(pre).find_map(|(s, line)| {
                (parse::find_date(line).as_deref() == Some(old))
                    .then(|| parse::replace_date(line, new).map(|l| (s, line.len(), l)))
                    .flatten()
            })
        });
        match found {
            Some((s, len, line)) => {
                out.push_str(&pre[..s]);
                out.push_str(&line);
                out.push_str(&pre[s + len..]);
                Some((old.unwrap_or_default().to_owned(), new.to_owned()))
            }
            None => {
                out.push_str(pre);
                None
            }
        }
    }

    /// The glossary (in the target's order when it pairs) and the credits.
    fn glossary_region(&self, out: &mut String, start: usize, nl: &str, references: &mut usize) {
        let (tr, to) = (self.tr, self.to);
        let text: &str = &tr.text;
        let Some(first) = tr.glossary.first() else {
            out.push_str(&text[start..]);
            return;
        };
        let end = tr
            .credits
            .map_or(text.len(), |c| c.start)
            .max(first.span.start);
        out.push_str(&text[start..first.span.start]);
        let starts: Vec<usize> = tr.glossary.iter().map(|e| e.span.start).collect();
        let entries = blocks(text, &starts, end);
        let typical = typical_sep(text, &entries, nl).to_owned();
        let ref_edits = |t: usize, references: &mut usize| {
            let d = &tr.glossary[t].definition;
            let mut edits = Vec::new();
            reference_edits(
                text,
                d,
                &inline::references(&d.text),
                self.renumber,
                &mut edits,
            );
            *references += edits.len();
            edits
        };
        let pieces: Vec<Piece> = match (self.glossary, self.glossary_changes) {
            (Some(plan), Some(changes)) => plan
                .carried
                .iter()
                .zip(&changes.entries)
                .enumerate()
                .map(|(k, (c, change))| match c {
                    Some((_, t)) => {
                        let mut edits = ref_edits(*t, references);
                        let d = &tr.glossary[*t].definition;
                        if change.status == Status::Changed && !d.text.is_empty() {
                            let at = d.source_offset(0);
                            edits.push(Edit {
                                at,
                                end: at,
                                with: format!("{MARK_REVIEW} "),
                            });
                        }
                        Piece::Own(*t, edits)
                    }
                    None => {
                        let e = &to.glossary[k];
                        Piece::New(format!(
                            "{}{nl}{MARK_TRANSLATE} {}",
                            e.term,
                            e.definition.text.replace('\n', nl)
                        ))
                    }
                })
                .collect(),
            _ => (0..tr.glossary.len())
                .map(|t| Piece::Own(t, ref_edits(t, references)))
                .collect(),
        };
        assemble(out, text, &entries, pieces, &typical);
        out.push_str(&text[end..]);
    }
}

/// Where the glossary's heading line starts (the last one before its first entry).
fn glossary_heading(text: &str, first_entry: usize) -> usize {
    decode::lines(&text[..first_entry])
        .filter(|(_, l)| vocab::is_heading(l, vocab::GLOSSARY_HEADINGS))
        .map(|(s, _)| s)
        .last()
        .unwrap_or(first_entry)
}
