//! From what the user typed to a tantivy query. The syntax: words, "phrases", `AND`, `OR`,
//! `NOT` (or `&&`, `||`, `!`), `+word` (must), `-word` (must not), and rule numbers
//! (`601.2f`, `601.2`, `601`), which go straight to that rule and the rules under it.
//! Clauses without an operator are optional (any may match; more matches rank higher).
//!
//! A word is looked up in every language's field, analysed by that field's analyzer (so
//! "coûts" meets "coût" in French and "locked" meets "lock" in English). A word that a
//! field does not know is expanded to the terms within edit distance 1 (words of 4 to 7
//! letters) or 2 (8 or more), transpositions counting one, scored below an exact match:
//! "totla" finds "total", "punti" finds the Italian seed's "puti". In Chinese, Japanese and
//! Korean fields a word is the phrase of its character bigrams. Two boosts reward entries
//! whose glossary term or heading is the query, and entries where the words stand close.

use super::cjk::is_cjk_letter;
use super::schema::{self, ANALYZERS, CJK, Fields};
use crate::rule_id::RuleId;
use tantivy::query::{
    BooleanQuery, BoostQuery, ConstScoreQuery, DisjunctionMaxQuery, FuzzyTermQuery, Occur,
    PhraseQuery, Query, TermQuery,
};
use tantivy::schema::{Field, IndexRecordOption};
use tantivy::{Searcher, Term};

/// One clause of a query.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Clause {
    Word(String),
    Phrase(String),
    Rule(RuleId),
}

#[derive(Debug, PartialEq, Eq)]
enum Item {
    And,
    Or,
    Not,
    Clause(Option<char>, Clause),
}

fn clause_of(word: &str) -> Clause {
    match crate::rule_ref::parse(word) {
        Some(id) => Clause::Rule(id),
        None => Clause::Word(word.to_owned()),
    }
}

/// The query with every rule reference written as its number: "see rule 702.19b",
/// "CR 601.2 f", "R6012f" become `702.19b`, `601.2f`, `601.2f` ([`crate::rule_ref`]).
pub fn with_plain_references(q: &str) -> String {
    // The whole query one reference: any letter after a spaced number ("cr 116.2 a"), which
    // in prose would be the word "a".
    if let Some(id) = crate::rule_ref::parse(q) {
        return id.to_string();
    }
    let refs = crate::rule_ref::find_all(q);
    if refs.is_empty() {
        return q.to_owned();
    }
    let mut out = String::with_capacity(q.len());
    let mut at = 0;
    for r in refs {
        out.push_str(&q[at..r.span.start]);
        // Apart from what stands before it ("§601.2h").
        out.push(' ');
        out.push_str(&r.id.to_string());
        out.push(' ');
        at = r.span.end;
    }
    out.push_str(&q[at..]);
    out
}

fn items(q: &str) -> Vec<Item> {
    let mut out = Vec::new();
    let mut chars = q.chars().peekable();
    while let Some(&c) = chars.peek() {
        if c.is_whitespace() || c == '(' || c == ')' {
            chars.next();
            continue;
        }
        let mut modifier = None;
        if (c == '+' || c == '-') && {
            let mut look = chars.clone();
            look.next();
            // "+1/+1 and -1/-1 counters": a sign before a digit is part of the word, unless
            // a rule number follows ("-702.47b").
            let rest: String = look.clone().take_while(|c| !c.is_whitespace()).collect();
            look.peek().is_some_and(|n| {
                !n.is_whitespace()
                    && (!n.is_ascii_digit() || crate::rule_ref::parse(&rest).is_some())
            })
        } {
            modifier = Some(c);
            chars.next();
        }
        if chars.peek() == Some(&'"') {
            chars.next();
            let phrase: String = chars.by_ref().take_while(|&c| c != '"').collect();
            if !phrase.trim().is_empty() {
                out.push(Item::Clause(modifier, Clause::Phrase(phrase)));
            }
            continue;
        }
        let mut word = String::new();
        while let Some(&c) = chars.peek() {
            if c.is_whitespace() || c == '"' || c == '(' || c == ')' {
                break;
            }
            word.push(c);
            chars.next();
        }
        if word.is_empty() {
            continue;
        }
        out.push(match (modifier, word.as_str()) {
            (None, "AND" | "&&") => Item::And,
            (None, "OR" | "||") => Item::Or,
            (None, "NOT" | "!") => Item::Not,
            _ => Item::Clause(modifier, clause_of(&word)),
        });
    }
    out
}

/// Most clauses a query keeps; the rest are ignored. Each clause is looked up (and expanded
/// when misspelt) in every language's field, so an unbounded query (100 kB of words) took
/// minutes; no useful query has more.
pub const MAX_CLAUSES: usize = 32;

/// A word of a question that says nothing of the rule asked for ([`crate::vocab`]).
fn is_filler(word: &str) -> bool {
    let w = crate::align::features::fold(word.trim_matches(|c: char| !c.is_alphanumeric()));
    crate::vocab::QUERY_FILLER_WORDS.contains(&w.as_str())
}

fn is_hangul(word: &str) -> bool {
    !word.is_empty() && word.chars().all(|c| ('\u{ac00}'..='\u{d7af}').contains(&c))
}

/// The stem of a Korean query word, None when it has nothing to drop: the ending of a
/// question's verb (막나요 → 막, 작동하나요 → 작동: [`crate::vocab::KOREAN_QUESTION_ENDINGS`],
/// then the 하 of a 하다 verb), or the particle of a word of three syllables or more
/// (비행을 → 비행).
pub fn korean_stem(word: &str) -> Option<String> {
    if !is_hangul(word) {
        return None;
    }
    for e in crate::vocab::KOREAN_QUESTION_ENDINGS {
        if let Some(stem) = word.strip_suffix(e)
            && !stem.is_empty()
        {
            let stem = match stem.strip_suffix('하') {
                Some(s) if s.chars().count() >= 2 => s,
                _ => stem,
            };
            return Some(stem.to_owned());
        }
    }
    if word.chars().count() >= 3 {
        for p in crate::vocab::KOREAN_PARTICLES {
            if let Some(stem) = word.strip_suffix(p) {
                return Some(stem.to_owned());
            }
        }
    }
    None
}

/// The terms of a word as the index has them: a Chinese question typed without spaces
/// (连体牌的法术力值) cut at its filler words (连体牌, 法术力值); a Korean word without
/// its particle (비행을 → 비행).
fn terms_of(word: &str) -> Vec<String> {
    let cjk = word.chars().filter(|&c| crate::document::is_cjk(c)).count();
    if cjk == 0 {
        return vec![word.to_owned()];
    }
    if is_hangul(word) {
        return vec![korean_stem(word).unwrap_or_else(|| word.to_owned())];
    }
    let mut parts = vec![word.to_owned()];
    for filler in crate::vocab::QUERY_FILLER_CJK {
        parts = parts
            .iter()
            .flat_map(|p| p.split(filler).map(str::to_owned).collect::<Vec<_>>())
            .filter(|p| !p.is_empty())
            .collect();
    }
    parts
}

/// Parses a query into clauses with their occurrence (at most [`MAX_CLAUSES`]): references
/// in every form become rule numbers, the filler words of a question are dropped when other
/// words remain, Chinese questions are cut into terms and Korean particles dropped.
pub fn parse(q: &str) -> Vec<(Occur, Clause)> {
    let clauses = parse_clauses(q);
    let meaningful = |(o, c): &(Occur, Clause)| match c {
        Clause::Word(w) => {
            *o != Occur::Should || !(is_filler(w) || korean_stem(w).is_some_and(|s| is_filler(&s)))
        }
        _ => true,
    };
    let kept: Vec<(Occur, Clause)> = clauses.iter().filter(|c| meaningful(c)).cloned().collect();
    let kept = if kept.iter().any(|(o, _)| *o != Occur::MustNot) {
        kept
    } else {
        clauses
    };
    let mut out: Vec<(Occur, Clause)> = Vec::new();
    for (o, c) in kept {
        match c {
            Clause::Word(w) if o != Occur::MustNot => {
                let terms = terms_of(&w);
                if terms.is_empty() {
                    out.push((o, Clause::Word(w)));
                }
                out.extend(terms.into_iter().map(|t| (o, Clause::Word(t))));
            }
            c => out.push((o, c)),
        }
    }
    // Beside a rule reference, a character alone ("§601.2h", "r 510.1c") is part of how the
    // reference was written, not a word to look for.
    if out.iter().any(|(_, c)| matches!(c, Clause::Rule(_))) {
        out.retain(|(o, c)| match c {
            Clause::Word(w) => *o != Occur::Should || w.chars().count() > 1,
            _ => true,
        });
    }
    out.truncate(MAX_CLAUSES);
    out
}

fn parse_clauses(q: &str) -> Vec<(Occur, Clause)> {
    let mut out: Vec<(Occur, Clause)> = Vec::new();
    let (mut and, mut not) = (false, false);
    for item in items(&with_plain_references(q)) {
        match item {
            Item::And => and = true,
            Item::Or => and = false,
            Item::Not => not = true,
            Item::Clause(m, c) => {
                let occur = if not || m == Some('-') {
                    Occur::MustNot
                } else if and || m == Some('+') {
                    Occur::Must
                } else {
                    Occur::Should
                };
                if and
                    && let Some(last) = out.last_mut()
                    && last.0 == Occur::Should
                {
                    last.0 = Occur::Must;
                }
                out.push((occur, c));
                and = false;
                not = false;
                if out.len() == MAX_CLAUSES {
                    break;
                }
            }
        }
    }
    out
}

/// True when every clause that can match is a rule number.
pub fn is_rule_lookup(clauses: &[(Occur, Clause)]) -> bool {
    let mut positive = clauses.iter().filter(|(o, _)| *o != Occur::MustNot);
    positive.clone().next().is_some() && positive.all(|(_, c)| matches!(c, Clause::Rule(_)))
}

/// The edit distance allowed for a term of this many characters.
fn fuzzy_distance(chars: usize) -> u8 {
    match chars {
        0..=3 => 0,
        4..=7 => 1,
        _ => 2,
    }
}

/// Optimal string alignment distance (an adjacent transposition costs one).
fn osa_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        d[i * w] = i;
    }
    for (j, x) in d.iter_mut().enumerate().take(w) {
        *x = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[(i - 1) * w + j] + 1)
                .min(d[i * w + j - 1] + 1)
                .min(d[(i - 1) * w + j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[(i - 2) * w + j - 2] + 1);
            }
            d[i * w + j] = v;
        }
    }
    d[a.len() * w + b.len()]
}

/// At most this many expansions of one misspelt word in one field.
const MAX_EXPANSIONS: usize = 8;

/// Some terms of `field` near `text` with their distance, the exact term excluded.
fn expansions(searcher: &Searcher, field: Field, text: &str) -> Vec<(String, usize)> {
    let distance = fuzzy_distance(text.chars().count());
    // No indexed term is anywhere near 64 characters long; a huge word would only make a
    // huge automaton.
    if distance == 0 || text.len() > 64 || text.chars().any(|c| c.is_ascii_digit()) {
        return Vec::new();
    }
    let fuzzy = FuzzyTermQuery::new(Term::from_field_text(field, text), distance, true);
    let Ok(dfa) = fuzzy.automaton() else {
        return Vec::new();
    };
    let mut found: Vec<(String, usize)> = Vec::new();
    for seg in searcher.segment_readers() {
        let Ok(inv) = seg.inverted_index(field) else {
            continue;
        };
        let Ok(mut stream) = inv.terms().search(&dfa).into_stream() else {
            continue;
        };
        while stream.advance() {
            if found.len() >= 64 {
                break;
            }
            if let Ok(t) = std::str::from_utf8(stream.key())
                && t != text
                && !found.iter().any(|(f, _)| f == t)
            {
                found.push((t.to_owned(), osa_distance(text, t)));
            }
        }
    }
    found
}

fn term_query(field: Field, text: &str) -> Box<dyn Query> {
    Box::new(TermQuery::new(
        Term::from_field_text(field, text),
        IndexRecordOption::WithFreqsAndPositions,
    ))
}

/// A phrase (or a single term) from analysed tokens `(position, text)`.
fn phrase_query(field: Field, tokens: &[(usize, String)], slop: u32) -> Option<Box<dyn Query>> {
    match tokens {
        [] => None,
        [(_, t)] => Some(term_query(field, t)),
        _ => {
            let first = tokens[0].0;
            let terms: Vec<(usize, Term)> = tokens
                .iter()
                .map(|(p, t)| (p - first, Term::from_field_text(field, t)))
                .collect();
            Some(Box::new(PhraseQuery::new_with_offset_and_slop(terms, slop)))
        }
    }
}

/// In a CJK field, the tokens to look for: the bigrams and words, or the unigram of a
/// single character.
fn cjk_terms(tokens: Vec<(usize, String)>) -> Vec<(usize, String)> {
    let is_unigram = |t: &str| {
        let mut cs = t.chars();
        cs.next().is_some_and(is_cjk_letter) && cs.next().is_none()
    };
    if tokens.iter().any(|(_, t)| !is_unigram(t)) {
        tokens.into_iter().filter(|(_, t)| !is_unigram(t)).collect()
    } else {
        tokens
    }
}

/// The tokens of `text` under analyzer `i`, ready for a query in that analyzer's field.
fn query_tokens(i: usize, text: &str) -> Vec<(usize, String)> {
    let t = schema::tokens(i, text);
    if i == CJK { cjk_terms(t) } else { t }
}

/// The distinct terms of a word under analyzer `i`, as the index has them (a CJK word's
/// bigrams): what [`super::Coverage`] looks for in an entry's text.
pub fn index_terms(i: usize, word: &str) -> Vec<String> {
    let mut v: Vec<String> = query_tokens(i, word).into_iter().map(|(_, t)| t).collect();
    v.sort();
    v.dedup();
    v
}

/// What a word is in one field: its query tokens, whether the field knows them, and the
/// field's terms near it when it does not (closest and most frequent first).
struct Analysed {
    tokens: Vec<(usize, String)>,
    known: bool,
    near: Vec<(String, usize)>,
}

fn analyse(searcher: &Searcher, field: Field, i: usize, word: &str, fuzzy: bool) -> Analysed {
    let tokens = query_tokens(i, word);
    let df = |t: &str| {
        searcher
            .doc_freq(&Term::from_field_text(field, t))
            .unwrap_or(0)
    };
    let known = !tokens.is_empty() && tokens.iter().all(|(_, t)| df(t) > 0);
    let near = match tokens.as_slice() {
        [(_, t)] if fuzzy && !known => {
            let mut near: Vec<(String, usize, u64)> = expansions(searcher, field, t)
                .into_iter()
                .map(|(e, d)| {
                    let n = df(&e);
                    (e, d, n)
                })
                .collect();
            near.sort_by(|a, b| a.1.cmp(&b.1).then(b.2.cmp(&a.2)));
            near.truncate(MAX_EXPANSIONS);
            near.into_iter().map(|(e, d, _)| (e, d)).collect()
        }
        _ => Vec::new(),
    };
    Analysed {
        tokens,
        known,
        near,
    }
}

/// The query of a word in a field: exact, or near terms when the field lacks it.
fn word_query(field: Field, a: &Analysed) -> Option<Box<dyn Query>> {
    if a.tokens.len() != 1 || a.near.is_empty() {
        return phrase_query(field, &a.tokens, 0);
    }
    let mut alts = vec![term_query(field, &a.tokens[0].1)];
    for (t, d) in &a.near {
        let boost = if *d <= 1 { 0.7 } else { 0.4 };
        alts.push(Box::new(BoostQuery::new(term_query(field, t), boost)));
    }
    Some(Box::new(DisjunctionMaxQuery::new(alts)))
}

/// Weight of each bigram of a CJK word on its own (the whole word is a phrase).
const CJK_PART_BOOST: f32 = 0.3;
/// Weight of a match in a rule's examples rather than its text.
const EXAMPLE_BOOST: f32 = 0.4;
/// Weight of a glossary term or heading matching a word (per word) or the whole query.
const NAME_WORD_BOOST: f32 = 0.5;
const NAME_PHRASE_BOOST: f32 = 3.0;
/// Weight of the words standing close together (slop 3), misspelt words read as their
/// nearest known term.
const PROXIMITY_BOOST: f32 = 2.0;

fn union(parts: Vec<Box<dyn Query>>) -> Option<Box<dyn Query>> {
    match parts.len() {
        0 => None,
        1 => parts.into_iter().next(),
        _ => Some(Box::new(BooleanQuery::union(parts))),
    }
}

/// The words of the positive clauses (phrases split into words).
pub fn positive_words(clauses: &[(Occur, Clause)]) -> Vec<&str> {
    positive_words_as_typed(clauses)
        .into_iter()
        .map(|(w, _)| w)
        .collect()
}

/// The words of the positive clauses, each with whether it may be misspelt: a phrase's words
/// are searched as written, so the terms near them do not matter (and looking them up in
/// every field costs).
fn positive_words_as_typed(clauses: &[(Occur, Clause)]) -> Vec<(&str, bool)> {
    clauses
        .iter()
        .filter(|(o, _)| *o != Occur::MustNot)
        .flat_map(|(_, c)| match c {
            Clause::Word(w) => vec![(w.as_str(), true)],
            Clause::Phrase(p) => p.split_whitespace().map(|w| (w, false)).collect(),
            Clause::Rule(_) => Vec::new(),
        })
        .collect()
}

/// The analyzers the query is written for: those whose fields explain the query words best,
/// a word the field knows counting two and a word it knows a near term of counting one (all
/// analyzers when no field knows anything). So "coût total" searches French text only, and
/// "totla cost lockd" English rather than Italian (which knows "cost" from "costo" but
/// nothing near "lockd").
pub fn query_languages(searcher: &Searcher, f: &Fields, clauses: &[(Occur, Clause)]) -> Vec<usize> {
    let words = positive_words_as_typed(clauses);
    let coverage: Vec<usize> = (0..ANALYZERS.len())
        .map(|i| {
            words
                .iter()
                .map(|&(w, fuzzy)| {
                    // A word in Chinese, Japanese or Korean characters is of the CJK field.
                    if w.chars().any(is_cjk_letter) {
                        return if i == CJK { 2 } else { 0 };
                    }
                    let a = analyse(searcher, f.text[i], i, w, fuzzy);
                    if a.known {
                        2
                    } else {
                        usize::from(!a.near.is_empty())
                    }
                })
                .sum()
        })
        .collect();
    let best = coverage.iter().copied().max().unwrap_or(0);
    (0..ANALYZERS.len())
        .filter(|&i| best == 0 || coverage[i] == best)
        .collect()
}

fn clause_query(
    searcher: &Searcher,
    f: &Fields,
    langs: &[usize],
    c: &Clause,
    fuzzy: bool,
) -> Option<Box<dyn Query>> {
    let mut parts: Vec<Box<dyn Query>> = Vec::new();
    match c {
        Clause::Rule(id) => {
            let id = id.to_string();
            let t = |field| Box::new(ConstScoreQuery::new(term_query(field, &id), 1.0));
            parts.push(t(f.rule_path));
            parts.push(t(f.rule));
        }
        Clause::Word(w) => {
            for &i in langs {
                let a = analyse(searcher, f.text[i], i, w, fuzzy);
                parts.extend(word_query(f.text[i], &a));
                // A CJK question typed without spaces ("守军不能攻击") is rarely a phrase of the
                // text: its bigrams count one by one too, below the whole phrase.
                if i == CJK && a.tokens.len() > 1 {
                    for (_, t) in &a.tokens {
                        parts.push(Box::new(BoostQuery::new(
                            term_query(f.text[i], t),
                            CJK_PART_BOOST,
                        )));
                    }
                }
                let e = analyse(searcher, f.example[i], i, w, fuzzy);
                if let Some(q) = word_query(f.example[i], &e) {
                    parts.push(Box::new(BoostQuery::new(q, EXAMPLE_BOOST)));
                }
                if let Some(q) = phrase_query(f.name[i], &a.tokens, 0) {
                    parts.push(Box::new(BoostQuery::new(q, NAME_WORD_BOOST)));
                }
            }
        }
        Clause::Phrase(p) => {
            for &i in langs {
                let tokens = query_tokens(i, p);
                parts.extend(phrase_query(f.text[i], &tokens, 0));
                if let Some(q) = phrase_query(f.example[i], &tokens, 0) {
                    parts.push(Box::new(BoostQuery::new(q, EXAMPLE_BOOST)));
                }
            }
        }
    }
    union(parts)
}

/// Builds the query; `documents` narrows it to these documents. None when nothing in the
/// query can match.
pub fn build(
    searcher: &Searcher,
    f: &Fields,
    clauses: &[(Occur, Clause)],
    documents: Option<&[String]>,
) -> Option<Box<dyn Query>> {
    let langs = query_languages(searcher, f, clauses);
    let all: Vec<usize> = (0..ANALYZERS.len()).collect();
    let mut subs: Vec<(Occur, Box<dyn Query>)> = Vec::new();
    for (occur, c) in clauses {
        // An excluded word is excluded in every language, and only as typed.
        let q = if *occur == Occur::MustNot {
            clause_query(searcher, f, &all, c, false)
        } else {
            clause_query(searcher, f, &langs, c, true)
        };
        match q {
            Some(q) => subs.push((*occur, q)),
            // A required clause that cannot match anything: no hits.
            None if *occur == Occur::Must => return None,
            None => {}
        }
    }
    if !subs.iter().any(|(o, _)| *o != Occur::MustNot) {
        return None;
    }
    // Boosts: the positive words as one phrase, in names and (loosely) in text.
    let words = positive_words_as_typed(clauses);
    if !words.is_empty() {
        for &i in &langs {
            let mut exact: Vec<(usize, String)> = Vec::new();
            let mut read: Vec<(usize, String)> = Vec::new();
            for &(w, fuzzy) in &words {
                let a = analyse(searcher, f.text[i], i, w, fuzzy);
                let base = read.len();
                for (k, (p, t)) in a.tokens.iter().enumerate() {
                    let first = a.tokens[0].0;
                    exact.push((exact.len(), t.clone()));
                    let t = match (&a.near.first(), k) {
                        (Some((n, _)), 0) => n.clone(),
                        _ => t.clone(),
                    };
                    read.push((base + (p - first), t));
                }
            }
            if let Some(q) = phrase_query(f.name[i], &exact, 0) {
                subs.push((
                    Occur::Should,
                    Box::new(BoostQuery::new(q, NAME_PHRASE_BOOST)),
                ));
            }
            if words.len() > 1
                && read.len() > 1
                && let Some(q) = phrase_query(f.text[i], &read, 3)
            {
                subs.push((Occur::Should, Box::new(BoostQuery::new(q, PROXIMITY_BOOST))));
            }
        }
    }
    let query: Box<dyn Query> = Box::new(BooleanQuery::new(subs));
    let Some(docs) = documents else {
        return Some(query);
    };
    let filter: Vec<Box<dyn Query>> = docs
        .iter()
        .map(|d| {
            Box::new(TermQuery::new(
                Term::from_field_text(f.document, d),
                IndexRecordOption::Basic,
            )) as Box<dyn Query>
        })
        .collect();
    let filter = union(filter)?;
    Some(Box::new(BooleanQuery::new(vec![
        (Occur::Must, query),
        (Occur::Must, Box::new(ConstScoreQuery::new(filter, 0.0))),
    ])))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rule(s: &str) -> Clause {
        Clause::Rule(s.parse().unwrap())
    }
    fn word(s: &str) -> Clause {
        Clause::Word(s.into())
    }

    #[test]
    fn parses_operators_phrases_and_rule_numbers() {
        assert_eq!(
            parse(r#"total "mana cost" AND locked -kicker NOT splice +arcane 601.2f"#),
            vec![
                (Occur::Should, word("total")),
                (Occur::Must, Clause::Phrase("mana cost".into())),
                (Occur::Must, word("locked")),
                (Occur::MustNot, word("kicker")),
                (Occur::MustNot, word("splice")),
                (Occur::Must, word("arcane")),
                (Occur::Should, rule("601.2f")),
            ]
        );
        assert_eq!(
            parse("trample OR flying"),
            vec![
                (Occur::Should, word("trample")),
                (Occur::Should, word("flying"))
            ]
        );
        // Question words go, the terms stay; signs before digits are not operators.
        assert_eq!(
            parse("what does lifelink do"),
            vec![(Occur::Should, word("lifelink"))]
        );
        assert_eq!(
            parse("what is"),
            vec![(Occur::Should, word("what")), (Occur::Should, word("is"))]
        );
        assert_eq!(
            parse("+1/+1 -1/-1"),
            vec![
                (Occur::Should, word("+1/+1")),
                (Occur::Should, word("-1/-1"))
            ]
        );
        assert_eq!(
            parse("连体牌的法术力值 什么是践踏 비행을"),
            vec![
                (Occur::Should, word("连体牌")),
                (Occur::Should, word("法术力值")),
                (Occur::Should, word("践踏")),
                (Occur::Should, word("비행")),
            ]
        );
        assert_eq!(
            parse("see rule 702.19b"),
            vec![(Occur::Should, rule("702.19b"))]
        );
        assert!(is_rule_lookup(&parse("601.2")));
        assert!(is_rule_lookup(&parse("702.47a -702.47b")));
        assert!(!is_rule_lookup(&parse("601.2 cost")));
        assert_eq!(parse("  \"\" - ( ) "), vec![(Occur::Should, word("-"))]);
        assert!(parse("").is_empty());
    }

    #[test]
    fn distances() {
        assert_eq!(osa_distance("totla", "total"), 1);
        assert_eq!(osa_distance("punt", "put"), 1);
        assert_eq!(osa_distance("kitten", "sitting"), 3);
        assert_eq!(fuzzy_distance(3), 0);
        assert_eq!(fuzzy_distance(5), 1);
        assert_eq!(fuzzy_distance(9), 2);
    }
}
