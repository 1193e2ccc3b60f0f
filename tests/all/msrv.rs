//! The minimum supported Rust version is the real one: `rust-version` in Cargo.toml is at
//! least every dependency's own `rust-version` (from `cargo metadata`, offline: the
//! registry cache that built the tests has every manifest), and the README says the same.

use serde_json::Value;

fn parse(v: &str) -> (u64, u64, u64) {
    let mut it = v.split('.').map(|p| p.parse::<u64>().unwrap_or(0));
    (
        it.next().unwrap_or(0),
        it.next().unwrap_or(0),
        it.next().unwrap_or(0),
    )
}

#[test]
fn rust_version_covers_every_dependency() {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let o = std::process::Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--offline", "--locked"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        o.status.success(),
        "cargo metadata: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let meta: Value = serde_json::from_slice(&o.stdout).expect("cargo metadata JSON");
    let ours = env!("CARGO_PKG_RUST_VERSION");
    assert!(!ours.is_empty(), "Cargo.toml has no rust-version");
    let in_graph: std::collections::HashSet<&str> = meta["resolve"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|n| n["id"].as_str())
        .collect();
    let mut needs: Vec<(String, String)> = meta["packages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["id"].as_str().is_some_and(|id| in_graph.contains(id)))
        .filter(|p| p["name"] != "comprules")
        .filter_map(|p| {
            let v = p["rust_version"].as_str()?;
            Some((
                v.to_owned(),
                format!("{} {}", p["name"].as_str()?, p["version"].as_str()?),
            ))
        })
        .collect();
    assert!(
        needs.len() > 50,
        "only {} packages declare a rust-version",
        needs.len()
    );
    needs.sort_by_key(|(v, _)| parse(v));
    let (highest, who) = needs.last().unwrap();
    assert!(
        parse(ours) >= parse(highest),
        "rust-version {ours} in Cargo.toml, but {who} needs Rust {highest}"
    );
    let readme =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    assert!(
        readme.contains(&format!("Rust {ours}")),
        "the README should name the minimum Rust version, {ours}"
    );
}
