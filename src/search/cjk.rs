//! A tokenizer for Chinese, Japanese and Korean text, which has no spaces between words:
//! every CJK character is a unigram, and every pair of neighbouring CJK characters a bigram
//! at the position of its first character, so a query of bigrams in a row ("总费", "费用")
//! is a phrase query that finds "总费用". Runs of other letters and digits are words.

use crate::document::is_cjk;
use tantivy::tokenizer::{Token, TokenStream, Tokenizer};

#[derive(Clone, Copy, Default, Debug)]
pub struct CjkTokenizer;

pub struct CjkTokenStream {
    tokens: Vec<Token>,
    next: usize,
}

/// A CJK ideograph, kana or hangul syllable (not CJK punctuation).
pub fn is_cjk_letter(c: char) -> bool {
    is_cjk(c) && c.is_alphanumeric() && !('\u{FF10}'..='\u{FF5A}').contains(&c)
}

fn tokenize(text: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut position = 0usize;
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if is_cjk_letter(c) {
            let end = at + c.len_utf8();
            out.push(Token {
                offset_from: at,
                offset_to: end,
                position,
                text: c.to_string(),
                position_length: 1,
            });
            if let Some(&(_, n)) = chars.peek()
                && is_cjk_letter(n)
            {
                out.push(Token {
                    offset_from: at,
                    offset_to: end + n.len_utf8(),
                    position,
                    text: text[at..end + n.len_utf8()].to_owned(),
                    position_length: 2,
                });
            }
            position += 1;
        } else if c.is_alphanumeric() {
            let mut end = at + c.len_utf8();
            while let Some(&(i, n)) = chars.peek() {
                if !n.is_alphanumeric() || is_cjk_letter(n) {
                    break;
                }
                end = i + n.len_utf8();
                chars.next();
            }
            out.push(Token {
                offset_from: at,
                offset_to: end,
                position,
                text: text[at..end].to_owned(),
                position_length: 1,
            });
            position += 1;
        }
    }
    out
}

impl Tokenizer for CjkTokenizer {
    type TokenStream<'a> = CjkTokenStream;
    fn token_stream<'a>(&'a mut self, text: &'a str) -> CjkTokenStream {
        CjkTokenStream {
            tokens: tokenize(text),
            next: 0,
        }
    }
}

impl TokenStream for CjkTokenStream {
    fn advance(&mut self) -> bool {
        self.next += 1;
        self.next <= self.tokens.len()
    }
    fn token(&self) -> &Token {
        &self.tokens[self.next - 1]
    }
    fn token_mut(&mut self) -> &mut Token {
        &mut self.tokens[self.next - 1]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unigrams_bigrams_and_words() {
        let t: Vec<(usize, String)> = tokenize("总费用，X 费")
            .into_iter()
            .map(|t| (t.position, t.text))
            .collect();
        let want = [
            (0, "总"),
            (0, "总费"),
            (1, "费"),
            (1, "费用"),
            (2, "用"),
            (3, "X"),
            (4, "费"),
        ];
        assert_eq!(t, want.map(|(p, s)| (p, s.to_owned())));
    }
}
