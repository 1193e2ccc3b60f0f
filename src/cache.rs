//! The user's cache directory, shared by everything `cr` keeps between runs (the search index,
//! the spelling verdicts, what a user's file follows, the lineages of a whole release):
//! `$CR_CACHE_DIR`, else `$XDG_CACHE_HOME/comprules`, else `~/.cache/comprules`. What is kept
//! there can always be rebuilt; nothing else is written there, and a file there is replaced
//! whole (a temporary file, then a rename), never edited in place.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The cache directory: `$CR_CACHE_DIR`, else the XDG cache directory + `comprules`.
pub fn root() -> Option<PathBuf> {
    match std::env::var_os("CR_CACHE_DIR") {
        Some(d) if !d.is_empty() => Some(PathBuf::from(d)),
        _ => dirs::cache_dir().map(|d| d.join("comprules")),
    }
}

/// Replaces `path` with `bytes` in one rename, creating its directory: readers see the old
/// file or the new one, never a part.
pub fn replace(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir)?;
    let mut tmp = tempfile::NamedTempFile::new_in(dir)?;
    tmp.write_all(bytes)?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    Ok(())
}
