//! Writing an updated translation: whole or not at all (a temporary file in the destination's
//! directory, then a rename), never over its input unless asked, and then with a backup.

use crate::error::{Error, Result};
use std::io::Write;
use std::path::{Path, PathBuf};

fn write_error(path: &Path, e: &std::io::Error) -> Error {
    Error::Write {
        path: path.display().to_string(),
        detail: e.to_string(),
    }
}

/// True when two paths name the same file (through symbolic or hard links). A path that
/// does not exist is compared by where it would be.
pub fn same_file(a: &Path, b: &Path) -> bool {
    let canonical = |p: &Path| -> Option<PathBuf> {
        if let Ok(c) = p.canonicalize() {
            return Some(c);
        }
        let parent = match p.parent() {
            Some(d) if !d.as_os_str().is_empty() => d.canonicalize().ok()?,
            _ => std::env::current_dir().ok()?,
        };
        Some(parent.join(p.file_name()?))
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b))
            && (x.dev(), x.ino()) == (y.dev(), y.ino())
        {
            return true;
        }
    }
    matches!((canonical(a), canonical(b)), (Some(x), Some(y)) if x == y)
}

/// A temporary file beside `path` holding `bytes`, flushed to disk, with the permissions of
/// the file it will replace.
fn staged(path: &Path, bytes: &[u8]) -> Result<tempfile::NamedTempFile> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let err = |e: std::io::Error| write_error(path, &e);
    let mut tmp = tempfile::Builder::new()
        .prefix(".cr-update-")
        .tempfile_in(dir)
        .map_err(err)?;
    tmp.write_all(bytes).map_err(err)?;
    if let Ok(meta) = std::fs::metadata(path) {
        tmp.as_file()
            .set_permissions(meta.permissions())
            .map_err(err)?;
    }
    tmp.as_file().sync_all().map_err(err)?;
    Ok(tmp)
}

/// Writes `bytes` to `path` in one rename: readers (and a crash) see the old file or the new
/// one, never a part. A failed write leaves no temporary file behind.
pub fn replace(path: &Path, bytes: &[u8]) -> Result<()> {
    let tmp = staged(path, bytes)?;
    tmp.persist(path).map_err(|e| write_error(path, &e.error))?;
    Ok(())
}

/// The first free backup name: `FILE.bak`, else `FILE.bak.1`, `FILE.bak.2`…
fn backup_name(path: &Path) -> PathBuf {
    let base = path.as_os_str().to_owned();
    (0..)
        .map(|n| {
            let mut s = base.clone();
            s.push(if n == 0 {
                ".bak".to_owned()
            } else {
                format!(".bak.{n}")
            });
            PathBuf::from(s)
        })
        .find(|p| std::fs::symlink_metadata(p).is_err())
        .expect("some backup name is free")
}

/// Replaces `path` with `bytes`, keeping the old file as a backup (a free name among
/// `FILE.bak`, `FILE.bak.1`…, never an existing file). Returns the backup's path. The new
/// file is staged first; the backup exists before the rename; the rename is the only change
/// to `path`.
pub fn replace_with_backup(path: &Path, bytes: &[u8]) -> Result<PathBuf> {
    let tmp = staged(path, bytes)?;
    let bak = backup_name(path);
    if std::fs::hard_link(path, &bak).is_err() {
        // No hard links here (another file system): a copy, made whole before it is named.
        let copy = staged(
            &bak,
            &std::fs::read(path).map_err(|e| write_error(&bak, &e))?,
        )?;
        copy.persist_noclobber(&bak)
            .map_err(|e| write_error(&bak, &e.error))?;
    }
    tmp.persist(path).map_err(|e| write_error(path, &e.error))?;
    Ok(bak)
}
