# cr lsp: il server Language Server Protocol per gli editor.
cli-lsp-about = Fornire il linter agli editor tramite il Language Server Protocol (stdio): diagnostica durante la digitazione, l'inglese al passaggio del mouse, vai a una regola citata, la struttura
lsp-log-malformed = messaggio malformato ignorato: { $error }
lsp-log-io = impossibile leggere i messaggi del client: { $error }
lsp-log-bad-settings = impostazioni non comprese: { $error }
lsp-log-bad-params = { $method }: parametri non compresi: { $error }
lsp-error-not-initialized = Il server non è inizializzato: inviare prima `initialize`.
lsp-error-shutting-down = Il server si sta arrestando.
lsp-error-invalid-params = Parametri non validi: { $error }
lsp-error-unknown-method = Metodo sconosciuto: { $method }
lsp-need-language = { $document }: in che lingua è questo testo? Mettetelo sotto rules/<lingua>/, o impostate `language` nelle impostazioni del server.
lsp-related = { $document } { $rule }: { $text }
lsp-hover-english = inglese, { $release }
lsp-hover-none = { $release } non ha la regola { $rule }.
