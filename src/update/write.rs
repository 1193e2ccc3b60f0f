//! Writing an updated translation: whole or not at all ([`crate::files`]), never over its input
//! unless asked, and then with a backup; errors as the user reads them.

use crate::error::{Error, Result};
use std::path::{Path, PathBuf};

pub use crate::files::same_file;

fn write_error(path: &Path, e: &std::io::Error) -> Error {
    Error::Write {
        path: path.display().to_string(),
        detail: e.to_string(),
    }
}

/// Writes `bytes` to `path` in one rename: readers (and a crash) see the old file or the new
/// one, never a part. A new file takes the mode of any new file under the user's umask.
pub fn replace(path: &Path, bytes: &[u8]) -> Result<()> {
    crate::files::replace(path, bytes).map_err(|e| write_error(path, &e))
}

/// Replaces `path` with `bytes`, keeping the old file as a backup (`FILE.bak`, else
/// `FILE.bak.1`…, never an existing file). Returns the backup's path.
pub fn replace_with_backup(path: &Path, bytes: &[u8]) -> Result<PathBuf> {
    crate::files::replace_with_backup(path, bytes).map_err(|(p, e)| write_error(&p, &e))
}
