//! comprules: the multilingual reference and linter for the Magic: The Gathering
//! Comprehensive Rules. See ARCHITECTURE.md for the map of this crate.
//!
//! Data flow: bytes ─[`decode`]→ text ─[`parse`]→ [`Document`] (rules, examples, glossary,
//! stray text, references, symbols) ─→ the commands in [`cli`].

pub mod adding;
pub mod align;
pub mod cache;
pub mod cli;
pub mod corpus;
pub mod decode;
pub mod document;
pub mod engine;
pub mod error;
pub mod fetch;
pub mod files;
pub mod history;
pub mod i18n;
pub mod inline;
pub mod lang;
pub mod links;
pub mod lint;
pub mod lookup;
mod markdown;
pub mod model;
pub mod parse;
pub mod review;
pub mod rule_id;
pub mod rule_ref;
pub mod search;
pub mod site;
pub mod stats;
pub mod text;
pub mod update;
pub mod vocab;

pub use document::Document;
pub use error::{Error, Result};
pub use rule_id::RuleId;
