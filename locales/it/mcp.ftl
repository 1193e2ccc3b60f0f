# cr mcp: il server Model Context Protocol per gli assistenti di IA.
cli-mcp-about = Fornire le regole agli assistenti di IA tramite il Model Context Protocol (stdio): strumenti rule, search, history, changes e cost
mcp-input-too-long = Un argomento supera { $max } byte.
mcp-nothing-found = Nessun risultato: `cr { $command }` non trova questa regola in nessun documento conosciuto.
mcp-instructions = Le Regole Complete di Magic: The Gathering, esatte: ogni versione inglese dal 2003 e le traduzioni conosciute. Citate i numeri delle regole con la versione a cui appartengono (601.2f, en@2026-06-19). `rule` dà una regola in ogni lingua, `search` trova regole a partire da una domanda in qualsiasi lingua, `history` dice quando una regola è apparsa ed è cambiata, `changes` cosa è cambiato tra due versioni, `cost` il costo totale di una magia passo per passo.
mcp-no-results = Nessun risultato: `cr { $command }` non trova nulla.
