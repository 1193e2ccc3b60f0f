//! The user's cache directory, shared by everything `cr` keeps between runs (the search index,
//! the spelling verdicts, what a user's file follows, the lineages of a whole release, the
//! older English of a release's rules):
//! `$CR_CACHE_DIR`, else `$XDG_CACHE_HOME/comprules`, else `~/.cache/comprules`. What is kept
//! there can always be rebuilt; nothing else is written there, and a file there is replaced
//! whole (a temporary file, then a rename), never edited in place.

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
    std::fs::create_dir_all(path.parent().unwrap_or(Path::new(".")))?;
    crate::files::replace(path, bytes)
}

/// The bytes of a file the cache keeps whole: an eight-byte magic that says what it holds,
/// a BLAKE3 of the body, then the body in zstd.
pub fn seal(magic: &[u8; 8], body: &[u8]) -> Vec<u8> {
    let mut out = Vec::from(&magic[..]);
    out.extend_from_slice(blake3::hash(body).as_bytes());
    out.extend_from_slice(&zstd::bulk::compress(body, 3).expect("zstd compresses in memory"));
    out
}

/// The body of bytes [`seal`]ed with `magic`; None when they hold something else or are
/// damaged anywhere.
pub fn unseal(magic: &[u8; 8], bytes: &[u8]) -> Option<Vec<u8>> {
    let rest = bytes.strip_prefix(&magic[..])?;
    let (hash, z) = rest.split_at_checked(32)?;
    let body = zstd::bulk::decompress(z, 256 << 20).ok()?;
    (blake3::hash(&body).as_bytes() == hash).then_some(body)
}
