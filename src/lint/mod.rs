//! The linter: every discrepancy a careful translator would find between a translation and the
//! English version it follows, or another translation, with stable codes and spans.
//!
//! Layers, each using only those below it:
//! - [`core`]: what a check, a finding, a severity, a job and a sink are;
//! - [`checks`]: one file per check, declared with [`declare_check!`] (code, kebab-case name,
//!   default severity, and the `///` documentation that `cr explain` prints), with [`text`],
//!   [`spell`], [`meaning`] and [`glossary`] as their tools;
//! - [`registry`]: every check in code order ([`CHECKS`]);
//! - [`config`]: a project's `cr.toml`;
//! - [`plan`]: what to check against what, in named stages, and the run ([`run_job`]);
//! - rendering (human, JSON, SARIF, GitHub) is the command line's: `cli::lint_render`.
//!
//! No crying wolf: a check reports only what a translator would call wrong. Where the text
//! alone cannot tell (a fragment quotes only some rules; the English source is not a
//! translation), the check stays quiet.

pub mod checks;
pub mod config;
pub mod core;
pub mod glossary;
pub mod meaning;
pub mod plan;
pub mod registry;
pub mod signals;
pub mod spell;
pub mod text;

pub use core::*;
pub use plan::run_job;
pub use registry::{CHECKS, find_check};
