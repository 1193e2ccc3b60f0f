# comprules (cr): la riga di comando, gli errori e i comandi di lettura.
# Termini non tradotti: cr, JSON, SPEC, LANG.

## Riga di comando
cli-about = Il riferimento multilingue e il correttore delle Regole Complete di Magic: L'Adunanza.
cli-usage-heading = Uso:
cli-commands-heading = Comandi
cli-options-heading = Opzioni
cli-arguments-heading = Argomenti
cli-arg-help = Mostra l'aiuto
cli-arg-version = Mostra la versione
cli-arg-ui-lang = Lingua dell'interfaccia (en-US, fr, it); predefinita da LC_ALL, LC_MESSAGES o LANG
cli-arg-json = Scrivi JSON: come --format json
cli-arg-format = Formato di uscita: text, o json (una forma stabile, descritta in docs/reference/commands.md)
cli-arg-rules-format = Formato di uscita: text (i numeri di regola), json, o tsv (ogni numero con il suo testo unito, separati da una tabulazione)
cli-arg-shell = La shell: bash, elvish, fish, powershell o zsh
cli-arg-man-command = Un comando di cui scrivere la pagina (come show); predefinito: la pagina di cr
cli-completions-about = Scrivi uno script di completamento per una shell (bash: cr completions bash > /etc/bash_completion.d/cr)
cli-man-about = Scrivi la pagina di manuale (roff) di cr o di uno dei suoi comandi (cr man | man -l -)
cli-arg-show-in = Un documento da leggere (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG); ripetibile; predefinito: l'inglese di oggi, poi ogni traduzione (inclusa o aggiunta); le versioni inglesi più vecchie con --all-releases
cli-arg-search-in = Un documento in cui cercare (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG); ripetibile; predefinito: l'inglese di oggi, ogni traduzione (inclusa o aggiunta) e la versione inglese che ciascuna segue
cli-arg-spec = Il documento (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG)
cli-arg-rule = Una regola come la si scrive: 601.2f, 601.2F, rule 601.2f, CR 601.2f, 601.2 f, R6012f, 601.2 o 601 (con le sue sottoregole), o una sezione come 6
cli-arg-all-releases = Mostra la regola anche in ogni versione inglese inclusa, dalla più recente, dopo l'inglese di oggi e le traduzioni
cli-arg-rules-text = Come --format tsv
cli-show-about = Mostra una regola, le sue sottoregole e i suoi esempi, in ogni documento che la contiene
cli-rules-about = Elenca i numeri di regola di un documento, nell'ordine del documento
cli-info-about = Descrivi un documento: lingua, versione, codifica, fine riga e conteggi

cli-error-unknown-argument = argomento sconosciuto { $arg }
cli-error-unknown-command = comando sconosciuto { $command }
cli-error-missing-argument = argomento mancante { $arg }
cli-error-invalid-value = valore { $value } non valido per { $arg }
cli-error-invalid-value-allowed = valore { $value } non valido per { $arg } (valori ammessi: { $allowed })
cli-error-conflict = { $arg } non può essere usato con { $other }
cli-error-repeated = { $arg } non può essere dato più di una volta
cli-error-unexpected-value = valore inatteso { $value }
cli-error-did-you-mean = forse intendevi { $suggestion }?
cli-warning-ui-lang = nessuna interfaccia in { $lang }; uso { $used } (disponibili: en-US, fr, it)
cli-error-usage = argomenti non validi
cli-error-try-help = Per saperne di più, prova «--help».

## Errori: una riga ciascuno, che nomina l'input
error-prefix = errore:
warning-prefix = avviso:
error-not-found = { $path }: file inesistente
error-is-directory = { $path }: è una cartella, non un file
error-io = { $path }: impossibile leggere: { $detail }
error-empty = { $path }: il file è vuoto
error-binary = { $path }: non è un file di testo (byte NUL al byte { $offset })
error-invalid-utf8 = { $path }: UTF-8 non valido al byte { $offset }
error-too-large = { $path }: il file è troppo grande ({ $size } MiB; il limite è { $limit } MiB)
error-no-rules = { $document }: nessuna regola numerata trovata
error-need-language = { $path }: lingua sconosciuta; scrivila prima del percorso, come in fr:{ $path }
error-bad-language = { $lang }: non è un'etichetta di lingua (usa un'etichetta BCP 47 come en, fr, it, zh)
error-unknown-language = nessun documento incluso in lingua { $lang } (inclusi: { $available })
error-unknown-version = nessun documento { $lang } noto nella versione { $version }; forse intendevi { $lang }@{ $nearest }? (cr corpus elenca tutti i documenti noti)
error-unknown-version-between = nessun documento { $lang } noto nella versione { $version }: la data cade tra { $lang }@{ $before } e { $lang }@{ $after } (cr corpus elenca tutti i documenti noti)
error-unknown-language-tag = { $lang }: lingua sconosciuta (conosciute: { $known })
error-bad-rule-number = { $input }: non è un numero di regola (atteso un numero come 601.2f)
error-write = { $path }: impossibile scrivere: { $detail }

## show
show-document-header = { $lang }@{ $version } ({ $document })
show-not-found = nessun documento ha la regola { $rule }
show-counterpart = la { $rule } dell'inglese di oggi ({ $today }) qui è la { $here }; il suo inglese di allora: { $then }
show-no-counterpart = nessun equivalente della { $rule } dell'inglese di oggi ({ $today }); il suo inglese di allora: { $then }

## info
info-document = Documento
info-lang = Lingua
info-version = Versione
info-title = Titolo
info-effective-date = Data di entrata in vigore
info-encoding = Codifica
info-line-endings = Fine riga
info-bytes = Byte
info-sections = Sezioni
info-headings = Titoli di regola
info-rules = Regole numerate
info-examples = Esempi
info-glossary = Voci del glossario
info-stray = Segmenti di testo vagante
info-credits = Riconoscimenti
info-yes = sì
info-no = no
info-none = (nessuna)

## corpus
cli-stats = lavoro svolto: { $parsed } documenti analizzati, { $aligned } coppie allineate per contenuto, { $composed } allineate attraverso la storia, { $decided } decisioni della versione seguita
