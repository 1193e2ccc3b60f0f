//! Writing to stdout: buffered, and a closed pipe (`cr show 601 | head`) ends the command
//! quietly instead of failing.

use std::io::{self, Write};

/// The outcome of writing: a closed pipe is not an error for the user.
pub type WriteResult = io::Result<()>;

/// A buffered stdout.
pub fn stdout() -> io::BufWriter<io::StdoutLock<'static>> {
    io::BufWriter::with_capacity(64 * 1024, io::stdout().lock())
}

/// Writes a value as pretty JSON followed by a newline.
pub fn json<T: serde::Serialize>(out: &mut dyn Write, value: &T) -> WriteResult {
    serde_json::to_writer_pretty(&mut *out, value).map_err(io::Error::from)?;
    writeln!(out)
}

/// True for the error a closed pipe gives.
pub fn is_broken_pipe(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::BrokenPipe
}
