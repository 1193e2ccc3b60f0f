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

/// The stage a long command is at, as a spinner on standard error when it is a terminal (never
/// in a pipe or a file: scripts and logs get only the command's own output). Cleared when
/// dropped.
pub struct Stages(Option<indicatif::ProgressBar>);

impl Stages {
    /// A spinner when standard error is a terminal, else nothing.
    pub fn on_terminal() -> Stages {
        use std::io::IsTerminal;
        Stages(io::stderr().is_terminal().then(|| {
            let bar = indicatif::ProgressBar::new_spinner();
            bar.enable_steady_tick(std::time::Duration::from_millis(120));
            bar
        }))
    }

    /// Shows the stage now under way (a Fluent message, already formatted).
    pub fn stage(&self, message: String) {
        if let Some(bar) = &self.0 {
            bar.set_message(message);
        }
    }
}

impl Drop for Stages {
    fn drop(&mut self) {
        if let Some(bar) = &self.0 {
            bar.finish_and_clear();
        }
    }
}

/// True for the error a closed pipe gives.
pub fn is_broken_pipe(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::BrokenPipe
}

/// The end of a command that rewrites a file (`cr apply`, `cr remap`): the command's report,
/// then where the file went and its backup; with neither `--out` nor `--in-place` (`written`
/// None) the new text itself is the output and the report goes to stderr.
pub fn rewritten(
    out: &mut dyn Write,
    i: &crate::i18n::I18n,
    bytes: &[u8],
    written: Option<&std::path::Path>,
    backup: Option<&std::path::Path>,
    report: &dyn Fn(&mut dyn Write) -> WriteResult,
) -> WriteResult {
    let full = |w: &mut dyn Write| -> WriteResult {
        report(w)?;
        if let Some(p) = written {
            writeln!(
                w,
                "{}",
                i.tr("remap-written", &[("path", p.display().to_string())])
            )?;
        }
        if let Some(b) = backup {
            writeln!(
                w,
                "{}",
                i.tr("update-backup", &[("path", b.display().to_string())])
            )?;
        }
        Ok(())
    };
    if written.is_none() {
        out.write_all(bytes)?;
        out.flush()?;
        full(&mut io::stderr().lock())
    } else {
        full(out)
    }
}

/// Standard output as a file of its own (a duplicate of its descriptor or handle), for the
/// protocol servers (`cr mcp`, `cr lsp`): the command line holds standard output's lock for
/// its own writer.
pub fn stdout_file() -> std::io::Result<std::fs::File> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        Ok(std::fs::File::from(
            std::io::stdout().as_fd().try_clone_to_owned()?,
        ))
    }
    #[cfg(windows)]
    {
        use std::os::windows::io::AsHandle;
        Ok(std::fs::File::from(
            std::io::stdout().as_handle().try_clone_to_owned()?,
        ))
    }
}
