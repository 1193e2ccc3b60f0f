//! Writing a file whole or not at all — the one writer of every file `cr` writes (a user's
//! translation, XLIFF and TMX, a site's pages, the cache): a temporary file beside the
//! destination, flushed, then one rename. Readers (and a crash) see the old file or the new
//! one, never a part; a failed write leaves no temporary file behind. A new file gets the mode
//! any new file gets under the user's umask (`0o666 & !umask`), a replaced file keeps its own.

use std::io::Write;
use std::path::{Path, PathBuf};

/// How the temporary files of this module begin (a directory's leftovers of a writer that
/// died can be told by it).
pub const TEMP_PREFIX: &str = ".cr-tmp-";

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

fn dir_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// A temporary file beside `path` holding `bytes`, flushed to disk, with the permissions of
/// the file it will replace, or those of a new file under the umask.
fn staged(path: &Path, bytes: &[u8]) -> std::io::Result<tempfile::NamedTempFile> {
    let mut builder = tempfile::Builder::new();
    builder.prefix(TEMP_PREFIX);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        // The mode `open(2)` is given; the kernel takes the umask off it, as for any new file.
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(dir_of(path))?;
    tmp.write_all(bytes)?;
    if let Ok(meta) = std::fs::metadata(path) {
        tmp.as_file().set_permissions(meta.permissions())?;
    }
    tmp.as_file().sync_all()?;
    Ok(tmp)
}

/// Writes `bytes` to `path` in one rename.
pub fn replace(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    staged(path, bytes)?.persist(path).map_err(|e| e.error)?;
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
/// to `path`. An error names the path it concerns.
pub fn replace_with_backup(
    path: &Path,
    bytes: &[u8],
) -> Result<PathBuf, (PathBuf, std::io::Error)> {
    let at = |p: &Path| {
        let p = p.to_path_buf();
        move |e| (p, e)
    };
    let tmp = staged(path, bytes).map_err(at(path))?;
    let bak = backup_name(path);
    if std::fs::hard_link(path, &bak).is_err() {
        // No hard links here (another file system): a copy, made whole before it is named.
        let old = std::fs::read(path).map_err(at(&bak))?;
        staged(&bak, &old)
            .map_err(at(&bak))?
            .persist_noclobber(&bak)
            .map_err(|e| (bak.clone(), e.error))?;
    }
    tmp.persist(path)
        .map_err(|e| (path.to_path_buf(), e.error))?;
    Ok(bak)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    fn mode(p: &Path) -> u32 {
        use std::os::unix::fs::PermissionsExt;
        std::fs::metadata(p).unwrap().permissions().mode() & 0o777
    }

    /// A new file takes `0o666 & !umask` (here the process's umask, whatever it is), never the
    /// temporary file's private 0o600; a replaced file keeps its mode.
    #[cfg(unix)]
    #[test]
    fn modes_of_new_and_replaced_files() {
        use std::os::unix::fs::PermissionsExt;
        let d = tempfile::tempdir().unwrap();
        // What a plain new file gets here, the reference for "under the user's umask".
        let probe = d.path().join("probe");
        std::fs::write(&probe, b"x").unwrap();
        let p = d.path().join("new.txt");
        replace(&p, b"one").unwrap();
        assert_eq!(mode(&p), mode(&probe));
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o640)).unwrap();
        replace(&p, b"two").unwrap();
        assert_eq!(mode(&p), 0o640);
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        let bak = replace_with_backup(&p, b"three").unwrap();
        assert_eq!(std::fs::read(&bak).unwrap(), b"two");
        assert_eq!(mode(&p), 0o640);
        let left: Vec<_> = std::fs::read_dir(d.path())
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().starts_with(TEMP_PREFIX))
            .collect();
        assert!(left.is_empty());
    }
}
