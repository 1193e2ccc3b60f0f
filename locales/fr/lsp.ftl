# cr lsp : le serveur Language Server Protocol pour les éditeurs.
cli-lsp-about = Servir le linter aux éditeurs par le Language Server Protocol (stdio) : diagnostics pendant la frappe, l'anglais au survol, aller à une règle citée, le plan
lsp-log-malformed = message mal formé ignoré : { $error }
lsp-log-io = impossible de lire les messages du client : { $error }
lsp-log-bad-settings = réglages incompris : { $error }
lsp-log-bad-params = { $method } : paramètres incompris : { $error }
lsp-error-not-initialized = Le serveur n'est pas initialisé : envoyez d'abord `initialize`.
lsp-error-shutting-down = Le serveur s'arrête.
lsp-error-invalid-params = Paramètres invalides : { $error }
lsp-error-unknown-method = Méthode inconnue : { $method }
lsp-need-language = { $document } : en quelle langue est ce texte ? Placez-le sous rules/<langue>/, ou réglez `language` dans les réglages du serveur.
lsp-related = { $document } { $rule } : { $text }
lsp-hover-english = anglais, { $release }
lsp-hover-none = { $release } n'a pas de règle { $rule }.
