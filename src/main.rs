//! The `cr` binary: everything is in the library; see `comprules::cli`.

fn main() -> std::process::ExitCode {
    comprules::cli::main()
}
