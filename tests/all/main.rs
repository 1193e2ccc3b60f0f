//! Integration tests, in one binary (as ripgrep does) so the crate is linked once.
//! Tests that read ../shared fail loudly when it is missing: see `common::shared`.

mod align;
mod cli;
mod common;
mod corpus;
mod docs;
mod engine;
mod i18n;
mod links;
mod lint;
mod properties;
mod regressions;
mod robustness;
mod search;
mod update;
