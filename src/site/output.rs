//! Writing a site: into a temporary directory beside the destination, then switched in by
//! renames, so the destination is never a half-written site. A marker file says that `cr
//! docs` made a directory; any other non-empty directory is refused unless forced.

use crate::error::Error;
use std::path::{Path, PathBuf};

/// The file that marks a directory as made by `cr docs`.
pub const MARKER: &str = ".cr-docs";

fn io(path: &Path, e: &std::io::Error) -> Error {
    Error::io(&path.display().to_string(), e)
}

/// Checks that `out` may be (re)written: missing, empty, made by `cr docs`, or forced.
pub fn check_destination(out: &Path, force: bool) -> Result<(), Error> {
    let path = out.display().to_string();
    match std::fs::symlink_metadata(out) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(io(out, &e)),
        Ok(m) if !m.is_dir() => Err(Error::Other {
            id: "docs-error-not-directory",
            args: vec![("path", path)],
        }),
        Ok(_) => {
            let mut entries = std::fs::read_dir(out).map_err(|e| io(out, &e))?;
            let empty = entries.next().is_none();
            if empty || force || out.join(MARKER).is_file() {
                Ok(())
            } else {
                Err(Error::Other {
                    id: "docs-error-not-ours",
                    args: vec![("path", path)],
                })
            }
        }
    }
}

/// Writes `files` (relative path, contents) as the site at `out`.
pub fn write_site(out: &Path, files: &[(String, Vec<u8>)], force: bool) -> Result<(), Error> {
    check_destination(out, force)?;
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "site".into());
    let parent: PathBuf = match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_owned(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&parent).map_err(|e| io(&parent, &e))?;
    let tmp = tempfile::Builder::new()
        .prefix(&format!(".{name}.cr-docs-"))
        .tempdir_in(&parent)
        .map_err(|e| io(&parent, &e))?;
    // A temporary directory is private (0700); a site is for reading.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(tmp.path(), std::fs::Permissions::from_mode(0o755))
            .map_err(|e| io(tmp.path(), &e))?;
    }
    for (rel, bytes) in files {
        let p = tmp.path().join(rel);
        if let Some(dir) = p.parent() {
            std::fs::create_dir_all(dir).map_err(|e| io(dir, &e))?;
        }
        std::fs::write(&p, bytes).map_err(|e| io(&p, &e))?;
    }
    // The marker last: a directory with it is complete.
    let marker = tmp.path().join(MARKER);
    std::fs::write(&marker, concat!("cr ", env!("CARGO_PKG_VERSION"), "\n"))
        .map_err(|e| io(&marker, &e))?;
    // Switch in. On Linux, exchange the two directories in one atomic rename, so that a
    // process killed at any point leaves either the old site or the new one in place; the old
    // one ends in the temporary directory, which is removed.
    #[cfg(target_os = "linux")]
    if out.is_dir() {
        use rustix::fs::{CWD, RenameFlags, renameat_with};
        if renameat_with(CWD, tmp.path(), CWD, out, RenameFlags::EXCHANGE).is_ok() {
            return Ok(());
        }
    }
    // Elsewhere (or on a file system without the exchange): move the old site aside, move the
    // new one in, then remove the old one. Killed between the two renames, the destination is
    // missing and the old site is in a `.NAME.cr-docs-old-*` directory beside it.
    let old = if out.exists() {
        let aside = tempfile::Builder::new()
            .prefix(&format!(".{name}.cr-docs-old-"))
            .tempdir_in(&parent)
            .map_err(|e| io(&parent, &e))?;
        let aside_path = aside.path().join("site");
        std::fs::rename(out, &aside_path).map_err(|e| io(out, &e))?;
        Some((aside, aside_path))
    } else {
        None
    };
    if let Err(e) = std::fs::rename(tmp.path(), out) {
        if let Some((_, aside_path)) = &old {
            let _ = std::fs::rename(aside_path, out);
        }
        return Err(io(out, &e));
    }
    // The new directory is in place: keep it, drop the old one (TempDir removes it).
    let _ = tmp.keep();
    drop(old);
    Ok(())
}
