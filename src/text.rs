//! The text layer: what a word of a text is, for every module that reads words (the linter's
//! checks, the steps' word features, the search's test of a players' word). What a letter and
//! a CJK character are is [`crate::document`]'s (`is_letter`, `is_cjk`).

use crate::document::{Span, is_cjk, is_letter};

/// Words of a text: runs of letters, with apostrophes and hyphens inside a word kept
/// (`aujourd'hui`, `non-hybride`). CJK characters are not words here.
pub fn words(text: &str) -> Vec<(Span, &str)> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let letter = !is_cjk(c) && is_letter(c);
        let joiner = matches!(c, '\'' | '’' | '-')
            && start.is_some()
            && chars
                .peek()
                .is_some_and(|(_, n)| !is_cjk(*n) && is_letter(*n));
        match (letter || joiner, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((Span { start: s, end: i }, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((
            Span {
                start: s,
                end: text.len(),
            },
            &text[s..],
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::words;

    #[test]
    fn words_keep_apostrophes_and_hyphens_inside() {
        let w: Vec<&str> = words("l'annonce non-hybride (kick), 2 points")
            .iter()
            .map(|x| x.1)
            .collect();
        assert_eq!(w, ["l'annonce", "non-hybride", "kick", "points"]);
    }
}
