//! The registry: every check, in code order, and how to find one by code or name. Above the
//! checks (it lists them) and below the configuration (which names them).

use super::checks::*;
use super::core::Check;

/// Every check, in code order.
pub static CHECKS: &[&Check] = &[
    &renumbered::CHECK,
    &missing_rule::CHECK,
    &extra_rule::CHECK,
    &duplicate_number::CHECK,
    &numbering_order::CHECK,
    &stray_text::CHECK,
    &missing_symbol::CHECK,
    &symbol_mismatch::CHECK,
    &malformed_symbol::CHECK,
    &number_mismatch::CHECK,
    &xref_mismatch::CHECK,
    &dangling_xref::CHECK,
    &missing_xref::CHECK,
    &bound_mismatch::CHECK,
    &english_erratum::CHECK,
    &missing_sentence::CHECK,
    &extra_sentence::CHECK,
    &dropped_content::CHECK,
    &polarity::CHECK,
    &term_swap::CHECK,
    &inconsistency::CHECK,
    &staleness::CHECK,
    &unbalanced_brackets::CHECK,
    &spelling::CHECK,
    &typo::CHECK,
    &terminology::CHECK,
    &untranslated::CHECK,
];

/// Finds a check by code (`CR101`, any case) or name (`renumbered`).
pub fn find_check(key: &str) -> Option<&'static Check> {
    CHECKS
        .iter()
        .copied()
        .find(|c| c.code.eq_ignore_ascii_case(key) || c.name == key)
}
