//! Language tags, the one place that knows how to compare them: `en-US`, `en_US.UTF-8` and
//! `EN` are all English. Validation and canonical forms of document languages are
//! [`crate::corpus::canonical_lang`]'s; this module only reads tags.

/// The primary language subtag, as written: `en` for `en-US` or `en_US.UTF-8`; `zh` for
/// `zh-Hans`. A locale's encoding and modifier (`.UTF-8`, `@euro`) are dropped. Document
/// languages are canonical (lower-case primary subtag), so matching the result against
/// `"fr"` is enough for them; compare user input with [`same_base`].
pub fn base(tag: &str) -> &str {
    tag.split(['-', '_', '.', '@']).next().unwrap_or("")
}

/// True when both tags name the same language, in any case (`en` and `EN-US`; not `zh` and
/// `ja`).
pub fn same_base(a: &str, b: &str) -> bool {
    base(a).eq_ignore_ascii_case(base(b))
}

/// True for English in any region or case.
pub fn is_english(tag: &str) -> bool {
    same_base(tag, "en")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_is_english_in_every_spelling() {
        for t in ["en", "EN", "en-US", "en-GB", "en_US.UTF-8", "en@euro"] {
            assert!(is_english(t), "{t}");
        }
        for t in ["fr", "eng", "zh-Hans", ""] {
            assert!(!is_english(t), "{t}");
        }
        assert_eq!(base("zh-Hans"), "zh");
        assert!(same_base("pt-BR", "pt-PT"));
        assert!(!same_base("zh", "ja"));
    }
}
