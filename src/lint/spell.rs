//! Spelling with the system's Hunspell dictionaries (read with spellbook from
//! /usr/share/hunspell), plus the game's own words (`rules/words/<lang>.txt`, each with a
//! reason) and words the user adds in `cr.toml`. The dictionary's verdicts are kept between
//! runs in the cache directory, so that a text checked again needs no dictionary compiled.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};

/// The game words of a language (lowercase), from `rules/words/<lang>.txt` (the language's
/// row of [`crate::vocab::LANGUAGES`]).
pub fn game_words(lang: &str) -> impl Iterator<Item = &'static str> {
    crate::vocab::language(lang)
        .game_words
        .lines()
        .filter_map(|line| {
            let w = line.split('#').next().unwrap_or("").trim();
            (!w.is_empty()).then_some(w)
        })
}

/// Every word list with its raw text (for the tests that check each word has a reason).
pub fn word_lists() -> Vec<(&'static str, &'static str)> {
    crate::vocab::LANGUAGES
        .iter()
        .filter(|l| !l.game_words.is_empty())
        .map(|l| (l.code, l.game_words))
        .collect()
}

/// Hunspell dictionary names to try for a language, in order.
fn dictionary_names(lang: &str) -> Vec<String> {
    let base = crate::lang::base(lang).to_ascii_lowercase();
    let region = lang
        .split('-')
        .nth(1)
        .filter(|r| r.len() == 2)
        .map(|r| format!("{base}_{}", r.to_ascii_uppercase()));
    let default = crate::vocab::language(lang).hunspell.unwrap_or("");
    region
        .into_iter()
        .chain([default.to_owned(), base])
        .filter(|s| !s.is_empty())
        .collect()
}

/// Directories searched for `<name>.aff` and `<name>.dic`: `$CR_HUNSPELL_DIR` alone when it
/// is set (so `CR_HUNSPELL_DIR=/nonexistent` runs with no dictionary at all), else the
/// Debian locations.
fn dictionary_dirs() -> Vec<PathBuf> {
    let mut v = Vec::new();
    if let Some(d) = std::env::var_os("CR_HUNSPELL_DIR") {
        v.push(PathBuf::from(d));
        return v;
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

/// The Debian (and Ubuntu) package that ships a language's Hunspell dictionary, as the
/// archive names it (`apt-cache search --names-only '^hunspell-'`); None where no package
/// ships one (Chinese, Japanese: Hunspell has no dictionary for them).
pub fn debian_package(lang: &str) -> Option<&'static str> {
    let region = lang.split('-').nth(1).map(str::to_ascii_lowercase);
    Some(
        match (
            crate::lang::base(lang).to_ascii_lowercase().as_str(),
            region.as_deref(),
        ) {
            ("en", Some("gb")) => "hunspell-en-gb",
            ("en", _) => "hunspell-en-us",
            ("fr", _) => "hunspell-fr",
            ("it", _) => "hunspell-it",
            ("de", Some("at")) => "hunspell-de-at",
            ("de", Some("ch")) => "hunspell-de-ch",
            ("de", _) => "hunspell-de-de",
            ("es", _) => "hunspell-es",
            ("pt", Some("br")) => "hunspell-pt-br",
            ("pt", _) => "hunspell-pt-pt",
            ("ru", _) => "hunspell-ru",
            ("ko", _) => "hunspell-ko",
            ("pl", _) => "hunspell-pl",
            ("nl", _) => "hunspell-nl",
            ("uk", _) => "hunspell-uk",
            ("cs", _) => "hunspell-cs",
            ("hu", _) => "hunspell-hu",
            ("sv", _) => "hunspell-sv",
            ("tr", _) => "hunspell-tr",
            _ => return None,
        },
    )
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

/// The encoding a Hunspell dictionary declares in its `.aff` (`SET ISO8859-1`), read as
/// ASCII before anything is decoded; UTF-8 when it declares none.
fn declared_encoding(aff: &[u8]) -> &'static encoding_rs::Encoding {
    aff.split(|&b| b == b'\n')
        .filter_map(|l| l.strip_prefix(b"SET"))
        .filter_map(|rest| std::str::from_utf8(rest).ok())
        .find_map(|label| encoding_rs::Encoding::for_label(label.trim().as_bytes()))
        .unwrap_or(encoding_rs::UTF_8)
}

/// A dictionary's `.aff` and `.dic`, decoded with the encoding the `.aff` declares.
fn read_dictionary(aff: &Path, dic: &Path) -> Option<(String, String)> {
    let (a, d) = (std::fs::read(aff).ok()?, std::fs::read(dic).ok()?);
    let enc = declared_encoding(&a);
    let text = |b: &[u8]| enc.decode(b).0.into_owned();
    Some((text(&a), text(&d)))
}

/// What the dictionary said of words, kept between runs in the cache directory
/// (`spelling/<dictionary>.json`): compiling a Hunspell dictionary takes longer than all the
/// other checks of a short text, and a text is checked again and again as it is edited.
/// `stamp` names the dictionary files (path, size, modification time) and the version of
/// `cr`: a memo of another stamp is ignored and replaced.
#[derive(Debug, Default, Serialize, Deserialize)]
struct Memo {
    stamp: String,
    /// Words the dictionary knows (true) or not (false).
    words: BTreeMap<String, bool>,
    /// The dictionary's corrections for words it does not know, best first.
    suggestions: BTreeMap<String, Vec<String>>,
}

/// The stamp of a dictionary: its files, their sizes and modification times, and this version.
fn stamp(aff: &Path, dic: &Path) -> Option<String> {
    let part = |p: &Path| -> Option<String> {
        let m = std::fs::metadata(p).ok()?;
        let t = m
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map_or(0, |d| d.as_nanos());
        Some(format!("{} {} {t}", p.display(), m.len()))
    };
    Some(format!(
        "cr {}; {}; {}",
        env!("CARGO_PKG_VERSION"),
        part(aff)?,
        part(dic)?
    ))
}

/// A spelling checker for one language. The dictionary is compiled only when a word is not
/// in the memo of an earlier run.
pub struct Speller {
    pub lang: String,
    aff: PathBuf,
    dic: PathBuf,
    dict: OnceLock<Option<spellbook::Dictionary>>,
    extra: HashSet<String>,
    memo: Mutex<Memo>,
    /// The memo learnt something this run.
    dirty: AtomicBool,
    /// Where the memo is kept; None: not kept.
    store: Option<PathBuf>,
}

impl Speller {
    /// Opens the dictionary of a language, or None when the system has none. `cache` is the
    /// cache directory, where verdicts are kept between runs (None: kept for this run only).
    pub fn load(lang: &str, extra_words: &[String], cache: Option<&Path>) -> Option<Speller> {
        let (aff, dic) = find_dictionary(lang)?;
        let stamp = stamp(&aff, &dic)?;
        let store = cache.map(|c| {
            let name = dic.file_stem().unwrap_or_default().to_string_lossy();
            c.join("spelling").join(format!("{name}.json"))
        });
        let memo = store
            .as_ref()
            .and_then(|p| std::fs::read(p).ok())
            .and_then(|b| serde_json::from_slice::<Memo>(&b).ok())
            .filter(|m| m.stamp == stamp)
            .unwrap_or(Memo {
                stamp,
                ..Memo::default()
            });
        let mut extra: HashSet<String> = game_words(lang).map(str::to_lowercase).collect();
        extra.extend(extra_words.iter().map(|w| w.to_lowercase()));
        Some(Speller {
            lang: lang.to_owned(),
            aff,
            dic,
            dict: OnceLock::new(),
            extra,
            memo: Mutex::new(memo),
            dirty: AtomicBool::new(false),
            store,
        })
    }

    /// The compiled dictionary, compiled on first use; None when its files cannot be read.
    fn dictionary(&self) -> Option<&spellbook::Dictionary> {
        self.dict
            .get_or_init(|| {
                let (aff, dic) = read_dictionary(&self.aff, &self.dic)?;
                spellbook::Dictionary::new(&aff, &dic).ok()
            })
            .as_ref()
    }

    fn memo(&self) -> std::sync::MutexGuard<'_, Memo> {
        self.memo.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Checks every word now (the dictionary is compiled here if the memo lacks one), so
    /// that this can run while other work does. False when the dictionary was needed and
    /// cannot be read.
    pub fn warm<'w>(&self, words: impl IntoIterator<Item = &'w str>) -> bool {
        for w in words {
            self.check(w);
        }
        self.dict.get().is_none_or(Option::is_some)
    }

    /// Adds words that are accepted in this run (English loanwords seen in the counterpart).
    pub fn accept(&mut self, words: impl IntoIterator<Item = String>) {
        self.extra.extend(words);
    }

    /// The dictionary's verdict on a word, from the memo when it has it.
    fn in_dictionary(&self, w: &str) -> bool {
        if let Some(&ok) = self.memo().words.get(w) {
            return ok;
        }
        // A dictionary that cannot be read accepts everything (no false alarms), and that is
        // not remembered.
        let Some(d) = self.dictionary() else {
            return true;
        };
        let ok = d.check(w);
        self.memo().words.insert(w.to_owned(), ok);
        self.dirty.store(true, Ordering::Relaxed);
        ok
    }

    fn known(&self, w: &str) -> bool {
        self.extra.contains(&w.to_lowercase()) || self.in_dictionary(w)
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
        if let Some(v) = self.memo().suggestions.get(word) {
            return v.clone();
        }
        let Some(d) = self.dictionary() else {
            return Vec::new();
        };
        let mut v = Vec::new();
        d.suggest(word, &mut v);
        self.memo().suggestions.insert(word.to_owned(), v.clone());
        self.dirty.store(true, Ordering::Relaxed);
        v
    }

    /// Keeps what was learnt this run for the next one. A cache that cannot be written is
    /// not an error: the next run compiles the dictionary again.
    pub fn save(&self) {
        let Some(path) = &self.store else {
            return;
        };
        if !self.dirty.load(Ordering::Relaxed) {
            return;
        }
        if let Ok(bytes) = serde_json::to_vec(&*self.memo()) {
            let _ = crate::cache::replace(path, &bytes);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dictionary_is_decoded_with_the_encoding_its_aff_declares() {
        let latin2 = b"# Polish\nSET ISO8859-2\nTRY abc\n";
        assert_eq!(declared_encoding(latin2), encoding_rs::ISO_8859_2);
        assert_eq!(declared_encoding(b"SET UTF-8\r\n"), encoding_rs::UTF_8);
        assert_eq!(declared_encoding(b"TRY abc\n"), encoding_rs::UTF_8);
        // "ł" is 0xB3 in ISO 8859-2 (and "³" in Windows-1252).
        let (text, _, _) = declared_encoding(latin2).decode(b"\xb3");
        assert_eq!(text, "ł");
    }
}
