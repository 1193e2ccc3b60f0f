# cr mcp : le serveur Model Context Protocol pour les assistants d'IA.
cli-mcp-about = Servir les règles aux assistants d'IA par le Model Context Protocol (stdio) : outils rule, search, history, changes et cost
mcp-input-too-long = Un argument dépasse { $max } octets.
mcp-nothing-found = Rien trouvé : `cr { $command }` ne trouve cette règle dans aucun document connu.
mcp-instructions = Les Règles complètes de Magic: The Gathering, exactes : toutes les versions anglaises depuis 2003 et les traductions connues. Citez les numéros de règle avec la version à laquelle ils appartiennent (601.2f, en@2026-06-19). `rule` donne une règle dans chaque langue, `search` trouve des règles à partir d'une question dans n'importe quelle langue, `history` dit quand une règle est apparue et a changé, `changes` ce qui a changé entre deux versions, `cost` le coût total d'un sort étape par étape.
mcp-no-results = Aucun résultat : `cr { $command }` ne trouve rien.
