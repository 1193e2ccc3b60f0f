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

/// The platform the tests run on, from `rustc -vV`.
fn host() -> String {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let o = std::process::Command::new(rustc)
        .arg("-vV")
        .output()
        .expect("rustc runs");
    String::from_utf8_lossy(&o.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: "))
        .expect("rustc -vV names the host")
        .to_owned()
}

/// The dependencies of the platform the tests run on: a plain `cargo test` on a clean clone
/// downloaded every one of them, so this needs nothing else.
#[test]
fn rust_version_covers_every_dependency_of_this_platform() {
    check(Some(&host()));
}

/// Every platform's dependencies (Windows' and macOS' too): their manifests are on the
/// machine only after `cargo fetch --locked`, which CI runs.
#[test]
#[ignore = "needs every platform's crates: cargo fetch --locked"]
fn rust_version_covers_every_dependency() {
    check(None);
}

fn check(platform: Option<&str>) {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut args = vec!["metadata", "--format-version", "1", "--offline", "--locked"];
    if let Some(p) = platform {
        args.extend(["--filter-platform", p]);
    }
    let o = std::process::Command::new(cargo)
        .args(args)
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
