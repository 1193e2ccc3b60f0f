//! Writing a site without touching anything else in its folder. `cr docs` keeps a manifest of
//! the files it wrote (the marker file, [`MARKER`]); a rebuild replaces those files, each in one
//! rename (a reader sees the old page or the new one, never a part), removes those of them the
//! new site no longer has, and leaves every other file alone: a `CNAME`, a `.git` with its
//! history, notes. A file `cr docs` did not write is never overwritten nor removed, with or
//! without `--force`: a site that would need to is refused before anything is written.

use crate::error::Error;
use rayon::prelude::*;
use std::collections::BTreeSet;
use std::path::{Component, Path};

/// The file that marks a directory as made by `cr docs`: a first line naming the version, then
/// the relative path of every file it wrote, one a line.
pub const MARKER: &str = ".cr-docs";

/// The name of a file being written, before its rename.
use crate::files::TEMP_PREFIX;

fn io(path: &Path, e: &std::io::Error) -> Error {
    Error::io(&path.display().to_string(), e)
}

/// What is already at the destination.
#[derive(Debug)]
pub enum Prior {
    /// Missing or empty.
    Fresh,
    /// Made by `cr docs`: the files it wrote. `None` for a marker from before manifests, whose
    /// site replaced the whole folder: there, the files of the new site may be overwritten.
    Ours(Option<BTreeSet<String>>),
    /// Not empty and not made by `cr docs` (allowed with `--force`: files are added beside).
    Foreign,
}

/// A manifest path is only trusted when it stays inside the folder: relative, no `..`.
fn inside(rel: &str) -> bool {
    let p = Path::new(rel);
    !rel.is_empty()
        && p.components()
            .all(|c| matches!(c, Component::Normal(_)) && c.as_os_str() != MARKER)
}

fn read_manifest(out: &Path) -> Result<Option<BTreeSet<String>>, Error> {
    let path = out.join(MARKER);
    let text = std::fs::read_to_string(&path).map_err(|e| io(&path, &e))?;
    let mut lines = text.lines();
    lines.next(); // "cr VERSION"
    let files: BTreeSet<String> = lines
        .map(str::trim)
        .filter(|l| inside(l))
        .map(str::to_owned)
        .collect();
    Ok((!files.is_empty()).then_some(files))
}

/// Checks that `out` may be written: missing, empty, made by `cr docs`, or forced.
pub fn check_destination(out: &Path, force: bool) -> Result<Prior, Error> {
    let path = out.display().to_string();
    match std::fs::symlink_metadata(out) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Prior::Fresh),
        Err(e) => Err(io(out, &e)),
        Ok(m) if !m.is_dir() => Err(Error::Other {
            id: "docs-error-not-directory",
            args: vec![("path", path)],
        }),
        Ok(_) => {
            let mut entries = std::fs::read_dir(out).map_err(|e| io(out, &e))?;
            if entries.next().is_none() {
                Ok(Prior::Fresh)
            } else if out.join(MARKER).is_file() {
                Ok(Prior::Ours(read_manifest(out)?))
            } else if force {
                Ok(Prior::Foreign)
            } else {
                Err(Error::Other {
                    id: "docs-error-not-ours",
                    args: vec![("path", path)],
                })
            }
        }
    }
}

/// Replaces `path` with `bytes` in one rename ([`crate::files`]). Unchanged files are left as
/// they are.
fn replace(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    if std::fs::read(path).is_ok_and(|old| old == bytes) {
        return Ok(());
    }
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| io(dir, &e))?;
    crate::files::replace(path, bytes).map_err(|e| io(path, &e))
}

fn manifest_text(files: &BTreeSet<String>) -> String {
    let mut s = concat!("cr ", env!("CARGO_PKG_VERSION"), "\n").to_owned();
    for f in files {
        s.push_str(f);
        s.push('\n');
    }
    s
}

/// Writes `files` (relative path, contents) as the site at `out`, beside whatever else is
/// there; removes the files an earlier site wrote that this one no longer has.
pub fn write_site(out: &Path, files: &[(String, Vec<u8>)], force: bool) -> Result<(), Error> {
    let prior = check_destination(out, force)?;
    let new: BTreeSet<String> = files.iter().map(|(p, _)| p.clone()).collect();
    // Nothing is written when a file of the new site would replace one cr docs did not write.
    for rel in &new {
        let p = out.join(rel);
        let Ok(m) = std::fs::symlink_metadata(&p) else {
            continue;
        };
        let ours = match &prior {
            Prior::Fresh => false,
            Prior::Ours(Some(old)) => old.contains(rel),
            Prior::Ours(None) => true,
            Prior::Foreign => false,
        };
        if !ours || m.is_dir() {
            return Err(Error::Other {
                id: "docs-error-foreign-file",
                args: vec![("path", p.display().to_string())],
            });
        }
    }
    std::fs::create_dir_all(out).map_err(|e| io(out, &e))?;
    // Temporary files of a run that was killed while writing: ours by their name.
    let mut dirs: BTreeSet<&Path> = new.iter().filter_map(|r| Path::new(r).parent()).collect();
    dirs.insert(Path::new(""));
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(out.join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name();
            if name.to_string_lossy().starts_with(TEMP_PREFIX)
                && e.file_type().is_ok_and(|t| t.is_file())
            {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }
    let old = match prior {
        Prior::Ours(Some(old)) => old,
        _ => BTreeSet::new(),
    };
    // The manifest first names every file of both sites, so that a run killed halfway leaves
    // nothing of ours unlisted; then the files; then the old site's leftovers; then the
    // manifest of the new site alone.
    let marker = out.join(MARKER);
    let both: BTreeSet<String> = old.union(&new).cloned().collect();
    replace(&marker, manifest_text(&both).as_bytes())?;
    // Each file is its own temporary file and rename: written on every core.
    files
        .par_iter()
        .try_for_each(|(rel, bytes)| replace(&out.join(rel), bytes))?;
    for rel in old.difference(&new) {
        let p = out.join(rel);
        if std::fs::symlink_metadata(&p).is_ok_and(|m| m.is_file()) {
            std::fs::remove_file(&p).map_err(|e| io(&p, &e))?;
        }
        // A folder the old site made and nothing else uses now (never one with other files).
        if let Some(dir) = p.parent()
            && dir != out
        {
            let _ = std::fs::remove_dir(dir);
        }
    }
    replace(&marker, manifest_text(&new).as_bytes())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_paths_stay_inside() {
        assert!(inside("index.html"));
        assert!(inside("assets/site.css"));
        assert!(!inside("../x"));
        assert!(!inside("/etc/passwd"));
        assert!(!inside("assets/../../x"));
        assert!(!inside(""));
        assert!(!inside(MARKER));
    }

    #[test]
    fn rebuilds_replace_only_what_they_wrote() {
        let t = tempfile::tempdir().unwrap();
        let out = t.path().join("site");
        let f = |p: &str, s: &str| (p.to_owned(), s.as_bytes().to_vec());
        write_site(&out, &[f("a.html", "1"), f("assets/x.js", "x")], false).unwrap();
        std::fs::write(out.join("CNAME"), "rules.example.org\n").unwrap();
        std::fs::create_dir_all(out.join("assets")).unwrap();
        std::fs::write(out.join("assets/mine.css"), "keep").unwrap();
        // A manifest that names a file outside is not trusted.
        let m = std::fs::read_to_string(out.join(MARKER)).unwrap();
        std::fs::write(out.join(MARKER), format!("{m}../outside\n")).unwrap();
        std::fs::write(t.path().join("outside"), "not ours").unwrap();
        write_site(&out, &[f("b.html", "2")], false).unwrap();
        assert!(!out.join("a.html").exists(), "the old site's page is gone");
        assert!(!out.join("assets/x.js").exists());
        assert_eq!(std::fs::read_to_string(out.join("b.html")).unwrap(), "2");
        assert_eq!(
            std::fs::read_to_string(out.join("CNAME")).unwrap(),
            "rules.example.org\n"
        );
        assert_eq!(
            std::fs::read_to_string(out.join("assets/mine.css")).unwrap(),
            "keep"
        );
        assert!(t.path().join("outside").exists());
        // A foreign file in the way: refused, nothing written.
        std::fs::write(out.join("c.html"), "theirs").unwrap();
        let e = write_site(&out, &[f("c.html", "3"), f("d.html", "4")], true).unwrap_err();
        assert!(
            format!("{e:?}").contains("docs-error-foreign-file"),
            "{e:?}"
        );
        assert_eq!(
            std::fs::read_to_string(out.join("c.html")).unwrap(),
            "theirs"
        );
        assert!(!out.join("d.html").exists());
        // Leftover temporary files: none.
        let tmp: Vec<_> = std::fs::read_dir(&out)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.starts_with(TEMP_PREFIX))
            .collect();
        assert!(tmp.is_empty(), "{tmp:?}");
    }
}
