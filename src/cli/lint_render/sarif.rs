//! `--format sarif`: SARIF 2.1.0, one run, the checks as `rules` with their documentation
//! (so code scanning can show `cr explain` text), each finding a `result` with its region
//! and the counterpart rules as related locations. Validated against the OASIS schema in the
//! tests.

use super::message;
use crate::i18n::I18n;
use crate::lint::{CHECKS, Report, Severity};
use serde_json::{Value, json};
use std::io::{self, Write};

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "note",
    }
}

/// A document name as a URI reference: relative paths stay relative; absolute paths become
/// `file://` URIs.
fn uri(document: &str) -> String {
    let enc: String = document
        .chars()
        .map(|c| match c {
            ' ' => "%20".to_owned(),
            '%' => "%25".to_owned(),
            '#' => "%23".to_owned(),
            '?' => "%3F".to_owned(),
            '\\' => "/".to_owned(),
            c => c.to_string(),
        })
        .collect();
    if enc.starts_with('/') {
        format!("file://{enc}")
    } else {
        enc
    }
}

/// The SARIF log as a JSON value.
pub fn log(report: &Report, i: &I18n) -> Value {
    let rules: Vec<Value> = CHECKS
        .iter()
        .map(|c| {
            json!({
                "id": c.code,
                "name": c.name,
                "shortDescription": {"text": c.summary()},
                "fullDescription": {"text": c.summary()},
                "help": {"text": c.docs(), "markdown": c.docs()},
                "defaultConfiguration": {"level": level(c.severity)},
            })
        })
        .collect();
    let results: Vec<Value> = report
        .findings
        .iter()
        .map(|f| {
            let index = CHECKS
                .iter()
                .position(|c| c.code == f.check.code)
                .unwrap_or(0);
            let mut location = json!({
                "physicalLocation": {
                    "artifactLocation": {"uri": uri(&f.document)},
                    "region": {
                        "startLine": f.line,
                        "startColumn": f.column,
                        "endLine": f.end_line,
                        "endColumn": f.end_column,
                    }
                }
            });
            if let Some(r) = f.rule {
                location["logicalLocations"] = json!([{"name": r.to_string(), "kind": "member"}]);
            }
            let related: Vec<Value> = f
                .related
                .iter()
                .enumerate()
                .map(|(k, r)| {
                    let rule = r.rule.map(|x| x.to_string()).unwrap_or_default();
                    json!({
                        "id": k,
                        "physicalLocation": {"artifactLocation": {"uri": uri(&r.document)}},
                        "message": {"text": format!("{}@{} {rule}", r.lang, r.version)},
                    })
                })
                .collect();
            let mut result = json!({
                "ruleId": f.check.code,
                "ruleIndex": index,
                "level": level(f.severity),
                "message": {"text": message(f, i)},
                "locations": [location],
                "properties": {"check": f.check.name, "lang": f.lang},
            });
            if !related.is_empty() {
                result["relatedLocations"] = Value::Array(related);
            }
            if let Some(s) = &f.suggestion {
                result["properties"]["suggestion"] = json!(s);
            }
            result
        })
        .collect();
    json!({
        "$schema": "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {
                "name": "cr",
                "fullName": "comprules",
                "version": env!("CARGO_PKG_VERSION"),
                "semanticVersion": env!("CARGO_PKG_VERSION"),
                "rules": rules,
            }},
            "columnKind": "unicodeCodePoints",
            "results": results,
        }]
    })
}

pub fn write(report: &Report, i: &I18n, out: &mut dyn Write) -> io::Result<()> {
    crate::cli::output::json(out, &log(report, i))
}
