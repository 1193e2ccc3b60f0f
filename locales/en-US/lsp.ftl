# cr lsp: the Language Server Protocol server for editors.
cli-lsp-about = Serve the linter to editors over the Language Server Protocol (stdio): diagnostics as you type, the English on hover, go to a referenced rule, the outline
lsp-log-malformed = skipped a malformed message: { $error }
lsp-log-io = cannot read the client's messages: { $error }
lsp-log-bad-settings = settings not understood: { $error }
lsp-log-bad-params = { $method }: parameters not understood: { $error }
lsp-error-not-initialized = The server is not initialized: send `initialize` first.
lsp-error-shutting-down = The server is shutting down.
lsp-error-invalid-params = Invalid parameters: { $error }
lsp-error-unknown-method = Unknown method: { $method }
lsp-need-language = { $document }: which language is this text in? Put it under rules/<language>/, or set `language` in the server's settings.
lsp-related = { $document } { $rule }: { $text }
lsp-hover-english = English, { $release }
lsp-hover-none = { $release } has no rule { $rule }.
