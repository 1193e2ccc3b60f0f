//! Spelling with the system's Hunspell dictionaries (read with spellbook from
//! /usr/share/hunspell), plus the game's own words (`rules/words/<lang>.txt`, each with a
//! reason) and words the user adds in `cr.toml`.

use super::text::base_lang;
use std::collections::HashSet;
use std::path::PathBuf;

/// Game words per language, compiled in: `word # reason` per line.
const WORD_LISTS: &[(&str, &str)] = &[
    ("en", include_str!("../../rules/words/en.txt")),
    ("fr", include_str!("../../rules/words/fr.txt")),
    ("it", include_str!("../../rules/words/it.txt")),
    ("de", include_str!("../../rules/words/de.txt")),
    ("es", include_str!("../../rules/words/es.txt")),
    ("pt", include_str!("../../rules/words/pt.txt")),
];

/// The game words of a language (lowercase), from `rules/words/<lang>.txt`.
pub fn game_words(lang: &str) -> impl Iterator<Item = &'static str> {
    WORD_LISTS
        .iter()
        .filter(move |(l, _)| *l == base_lang(lang))
        .flat_map(|(_, text)| text.lines())
        .filter_map(|line| {
            let w = line.split('#').next().unwrap_or("").trim();
            (!w.is_empty()).then_some(w)
        })
}

/// Every word list with its raw text (for the tests that check each word has a reason).
pub fn word_lists() -> &'static [(&'static str, &'static str)] {
    WORD_LISTS
}

/// Hunspell dictionary names to try for a language, in order.
fn dictionary_names(lang: &str) -> Vec<String> {
    let base = base_lang(lang).to_ascii_lowercase();
    let region = lang
        .split('-')
        .nth(1)
        .filter(|r| r.len() == 2)
        .map(|r| format!("{base}_{}", r.to_ascii_uppercase()));
    let default = match base.as_str() {
        "en" => "en_US",
        "fr" => "fr_FR",
        "it" => "it_IT",
        "de" => "de_DE",
        "es" => "es_ES",
        "pt" => "pt_PT",
        "nl" => "nl_NL",
        "ru" => "ru_RU",
        "pl" => "pl_PL",
        _ => "",
    };
    region
        .into_iter()
        .chain([default.to_owned(), base])
        .filter(|s| !s.is_empty())
        .collect()
}

/// Directories searched for `<name>.aff` and `<name>.dic`: `$CR_HUNSPELL_DIR`, then the
/// Debian locations.
fn dictionary_dirs() -> Vec<PathBuf> {
    let mut v = Vec::new();
    if let Some(d) = std::env::var_os("CR_HUNSPELL_DIR") {
        v.push(PathBuf::from(d));
    }
    v.extend(
        [
            "/usr/share/hunspell",
            "/usr/share/myspell/dicts",
            "/usr/share/myspell",
        ]
        .iter()
        .map(PathBuf::from),
    );
    v
}

/// Finds the `.aff` and `.dic` files of a language.
pub fn find_dictionary(lang: &str) -> Option<(PathBuf, PathBuf)> {
    for dir in dictionary_dirs() {
        for name in dictionary_names(lang) {
            let aff = dir.join(format!("{name}.aff"));
            let dic = dir.join(format!("{name}.dic"));
            if aff.is_file() && dic.is_file() {
                return Some((aff, dic));
            }
        }
    }
    None
}

fn read_text(p: &PathBuf) -> Option<String> {
    let bytes = std::fs::read(p).ok()?;
    match String::from_utf8(bytes) {
        Ok(s) => Some(s),
        // Older dictionaries are ISO 8859-1.
        Err(e) => Some(
            encoding_rs::WINDOWS_1252
                .decode(e.as_bytes())
                .0
                .into_owned(),
        ),
    }
}

/// A spelling checker for one language.
pub struct Speller {
    pub lang: String,
    dict: spellbook::Dictionary,
    extra: HashSet<String>,
}

impl Speller {
    /// Loads the dictionary of a language, or None when the system has none.
    pub fn load(lang: &str, extra_words: &[String]) -> Option<Speller> {
        let (aff, dic) = find_dictionary(lang)?;
        let (aff, dic) = (read_text(&aff)?, read_text(&dic)?);
        let dict = spellbook::Dictionary::new(&aff, &dic).ok()?;
        let mut extra: HashSet<String> = game_words(lang).map(str::to_lowercase).collect();
        extra.extend(extra_words.iter().map(|w| w.to_lowercase()));
        Some(Speller {
            lang: lang.to_owned(),
            dict,
            extra,
        })
    }

    /// Adds words that are accepted in this run (English loanwords seen in the counterpart).
    pub fn accept(&mut self, words: impl IntoIterator<Item = String>) {
        self.extra.extend(words);
    }

    fn known(&self, w: &str) -> bool {
        self.extra.contains(&w.to_lowercase()) || self.dict.check(w)
    }

    /// True when the word is spelled right: in the dictionary, in the game words, or made of
    /// parts that are (an elided article `l'`, a hyphenated compound).
    pub fn check(&self, word: &str) -> bool {
        if self.known(word) {
            return true;
        }
        let w = word.replace('’', "'");
        if w != word && self.known(&w) {
            return true;
        }
        // Elision: l'annonce, dall'altra, qu'il, un'altra.
        if let Some((head, tail)) = w.split_once('\'') {
            let head_ok = head.chars().count() <= 6 || self.known(&format!("{head}'"));
            if head_ok && (tail.is_empty() || self.check(tail)) {
                return true;
            }
        }
        if w.contains('-') {
            return w.split('-').all(|p| p.is_empty() || self.known(p));
        }
        false
    }

    /// The corrections the dictionary offers, best first.
    pub fn suggest(&self, word: &str) -> Vec<String> {
        let mut v = Vec::new();
        self.dict.suggest(word, &mut v);
        v
    }
}
