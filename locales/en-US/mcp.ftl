# cr mcp: the Model Context Protocol server for AI assistants.
cli-mcp-about = Serve the rules to AI assistants over the Model Context Protocol (stdio): tools rule, search, history, changes and cost
mcp-input-too-long = An argument is longer than { $max } bytes.
mcp-nothing-found = Nothing found: `cr { $command }` found no such rule in any known document.
mcp-instructions = The exact Magic: The Gathering Comprehensive Rules, every English release since 2003 and the known translations. Quote rule numbers with the release they belong to (601.2f, en@2026-06-19). `rule` gives a rule in every language, `search` finds rules from a question in any language, `history` tells when a rule appeared and changed, `changes` what changed between two releases, `cost` a spell's total cost step by step.
mcp-no-results = No results: `cr { $command }` found nothing.
