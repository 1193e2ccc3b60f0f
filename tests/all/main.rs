//! Integration tests, in one binary (as ripgrep does) so the crate is linked once.
//! Hermetic: everything they read is in the repository (rules/, tests/fixtures/).

mod align;
mod architecture;
mod cli;
mod common;
mod corpus;
mod docs;
mod docs_examples;
mod engine;
mod history;
mod i18n;
mod links;
mod lint;
mod lsp;
mod mcp;
mod msrv;
mod properties;
mod regressions;
mod review;
mod robustness;
mod search;
mod today;
mod update;
