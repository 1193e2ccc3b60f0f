//! The players' words: what players type that the rules never say ("fizzle", "ETB",
//! "steal"), read as the rules' own words ("doesn't resolve", "enters", "gain control").
//! The table is `rules/words/players-en.tsv` (English: players' words, the CR's words, a rule
//! that says them); a test keeps every CR phrase of it in today's English rules.
//!
//! A query is rewritten before it is parsed ([`read`]): each players' word or phrase outside
//! quotes becomes itself and the CR's phrases, each quoted, with the word's `-` sign (a `+`
//! is dropped: any of them answers). Words are compared as the English index reads them
//! (stemmed: "fizzles" is "fizzle"), so the table lists base forms.

use super::schema;
use serde::Serialize;
use std::sync::OnceLock;

const TABLE_TSV: &str = include_str!("../../rules/words/players-en.tsv");

/// A players' word or phrase and the CR's words for it.
#[derive(Debug, Clone)]
pub struct Entry {
    /// As the table writes it, lower case ("wear off").
    pub typed: String,
    /// Its words as the English index has them (stemmed).
    stems: Vec<String>,
    /// The CR's phrases, today's first ("mana value", then "converted mana cost").
    pub rules_words: Vec<String>,
    /// A rule of en 2026-01-16 that says the first phrase (numbered as in that release).
    pub rule: String,
}

/// The longest players' phrase, in words.
const MAX_WORDS: usize = 4;

/// The words of a text as the English index has them, with one analyzer for many texts.
fn stems(analyzer: &mut tantivy::tokenizer::TextAnalyzer, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut stream = analyzer.token_stream(text);
    while let Some(t) = stream.next() {
        out.push(t.text.clone());
    }
    out
}

/// The table, longest phrases first (so "wear off" is read before "off" could be).
pub fn table() -> &'static [Entry] {
    static TABLE: OnceLock<Vec<Entry>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut analyzer = schema::analyzer(0);
        let mut v: Vec<Entry> = TABLE_TSV
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .filter_map(|l| {
                let mut cols = l.split('\t');
                let typed = cols.next()?.trim().to_lowercase();
                let rules_words: Vec<String> = cols
                    .next()?
                    .split('|')
                    .map(|p| p.trim().to_lowercase())
                    .filter(|p| !p.is_empty())
                    .collect();
                let rule = cols.next().unwrap_or_default().trim().to_owned();
                let stems = stems(&mut analyzer, &typed);
                let ok = !stems.is_empty() && stems.len() <= MAX_WORDS && !rules_words.is_empty();
                ok.then_some(Entry {
                    typed,
                    stems,
                    rules_words,
                    rule,
                })
            })
            .collect();
        v.sort_by_key(|e| std::cmp::Reverse(e.stems.len()));
        v
    })
}

/// One players' word read as the CR's: a public part of `cr search --json` (`read`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Read {
    /// The words as typed, lower case.
    pub typed: String,
    /// The CR's phrases searched beside them.
    pub rules_words: Vec<String>,
}

/// A query with the CR's phrases added after its players' words, and what was read so.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    pub query: String,
    pub read: Vec<Read>,
}

/// The query as the rules would say it: every players' word or phrase outside quotes
/// followed by the CR's phrases, each quoted. Linear in the query: one pass of the English
/// analyzer, and at each word the table's phrases (a few hundred, at most four words).
pub fn read(q: &str) -> Reading {
    let table = table();
    let mut analyzer = schema::analyzer(0);
    let mut stream = analyzer.token_stream(q);
    let mut words: Vec<(usize, usize, String)> = Vec::new();
    while let Some(t) = stream.next() {
        words.push((t.offset_from, t.offset_to, t.text.clone()));
    }
    // Whether each word stands inside quotes: the count of '"' before it.
    let mut quoted = Vec::with_capacity(words.len());
    let (mut quotes, mut at) = (0usize, 0usize);
    for (from, _, _) in &words {
        quotes += q[at..*from].matches('"').count();
        at = *from;
        quoted.push(quotes % 2 == 1);
    }
    let mut out = String::with_capacity(q.len());
    let mut read = Vec::new();
    let mut copied = 0;
    let mut i = 0;
    while i < words.len() {
        let found = (!quoted[i])
            .then(|| {
                table.iter().find(|e| {
                    let n = e.stems.len();
                    i + n <= words.len()
                        && (0..n).all(|k| words[i + k].2 == e.stems[k])
                        // The words of a phrase stand apart by spaces only, none of them a
                        // part of a longer word ("etb's" is read, "etb-like" is not).
                        && (1..n).all(|k| q[words[i + k - 1].1..words[i + k].0].trim().is_empty())
                        && !q[words[i + n - 1].1..].starts_with(['-', '_'])
                })
            })
            .flatten();
        let Some(e) = found else {
            i += 1;
            continue;
        };
        let n = e.stems.len();
        let (from, to) = (words[i].0, words[i + n - 1].1);
        // The sign before the word, at the start of a clause.
        let sign = q[..from]
            .chars()
            .next_back()
            .filter(|c| matches!(c, '+' | '-'))
            .filter(|_| {
                q[..from - 1]
                    .chars()
                    .next_back()
                    .is_none_or(char::is_whitespace)
            });
        let start = from - sign.map_or(0, char::len_utf8);
        out.push_str(&q[copied..start]);
        // The words as typed stay, as a phrase: an older release may have them as its own
        // ("mana burn" was a rule until 2010), and a `+` any phrase answers is no `+`.
        let sign = match sign {
            Some('+') => None,
            s => s,
        };
        let phrases: Vec<String> = std::iter::once(&q[from..to])
            .chain(e.rules_words.iter().map(String::as_str))
            .map(|p| format!("{}\"{p}\"", sign.map(String::from).unwrap_or_default()))
            .collect();
        out.push_str(&phrases.join(" "));
        copied = to;
        // Each word said once, however often the query repeats it.
        let typed = q[from..to].to_lowercase();
        if !read.iter().any(|r: &Read| r.typed == typed) {
            read.push(Read {
                typed,
                rules_words: e.rules_words.clone(),
            });
        }
        i += n;
    }
    out.push_str(&q[copied..]);
    Reading { query: out, read }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_words_become_the_rules_phrases() {
        let r = read("spell fizzles because its target is gone");
        assert_eq!(
            r.query,
            "spell \"fizzles\" \"doesn't resolve\" \"illegal targets\" because its target is gone"
        );
        assert_eq!(
            r.read,
            vec![Read {
                typed: "fizzles".into(),
                rules_words: vec!["doesn't resolve".into(), "illegal targets".into()]
            }]
        );
        // A phrase, a sign, several phrases, and words in quotes left as they are.
        assert_eq!(
            read("who is ON THE PLAY").query,
            "who is \"ON THE PLAY\" \"starting player\" \"plays first\""
        );
        assert_eq!(
            read("-cmc").query,
            "-\"cmc\" -\"mana value\" -\"converted mana cost\""
        );
        assert_eq!(
            read("+cmc").query,
            "\"cmc\" \"mana value\" \"converted mana cost\""
        );
        assert_eq!(read("+stealing x").read[0].typed, "stealing");
        assert_eq!(read("\"fizzle\" x").query, "\"fizzle\" x");
        assert_eq!(
            read("CMC's rule").query,
            "\"CMC\" \"mana value\" \"converted mana cost\"'s rule"
        );
        assert_eq!(read("cmc-like").read, vec![]);
        assert_eq!(read("601.2f").query, "601.2f");
        assert_eq!(read("").query, "");
        // Longest first: "wear off" is one phrase, not "wear" then "off".
        assert_eq!(read("damage wears off").read[0].typed, "wears off");
        // Said once a word.
        assert_eq!(read("ETB etb Etbs").read.len(), 2);
    }
}
