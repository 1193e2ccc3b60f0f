# comprules (cr): il sito di documentazione (cr docs).
# Termini non tradotti: cr, HTML, DIR, SPEC, file://.

## Riga di comando
cli-docs-about = Scrive un sito HTML statico delle regole: rimandi collegati, lingue affiancate, collegamenti al motore e ricerca offline
cli-arg-docs-out = La cartella in cui scrivere il sito (sostituita per intero a lavoro finito)
cli-arg-docs-specs = I documenti (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG); predefinito: l'inglese di oggi, ogni traduzione (inclusa o aggiunta) e la versione inglese che ciascuna segue
cli-arg-docs-force = Scrive in DIR anche se non è vuota e non è stata creata da cr docs (i suoi file non vengono mai rimossi né sovrascritti)
docs-done = { $pages ->
        [one] scritta
       *[other] scritte
    } { $pages } { $pages ->
        [one] pagina
       *[other] pagine
    } per { $documents } { $documents ->
        [one] documento
       *[other] documenti
    } in { $dir } in { $seconds } s
docs-progress-reading = lettura dei documenti
docs-progress-checking = controllo { $documents ->
        [one] di un documento
       *[other] di { $documents } documenti
    } rispetto al loro inglese
docs-progress-rendering = generazione delle pagine (regole, a confronto, cronologia, ricerca)
docs-progress-writing = scrittura di { $files } file in { $dir }
docs-error-not-ours = { $path } non è vuota e non è stata creata da cr docs; scegli una cartella vuota o nuova, oppure usa --force per aggiungere il sito accanto ai suoi file (nessuno viene rimosso o sovrascritto)
docs-error-foreign-file = { $path } non è stato scritto da cr docs e il sito lo sovrascriverebbe; non è stato scritto nulla: spostalo o scegli un'altra cartella
docs-error-not-directory = { $path } esiste e non è una cartella

## Ogni pagina
docs-site-title = Regole complete
docs-nav-home = Indice
docs-nav-lint = Rapporto di analisi
docs-search-label = Cerca nelle regole
docs-search-placeholder = Cerca regole, termini, 601.2f…
docs-search-words-only = Questa ricerca ordina le regole solo per le loro parole; `cr search` legge anche una domanda secondo il suo senso.
docs-search-none = Nessun risultato
docs-search-loading = Caricamento dell'indice…
docs-footer = Generato da cr { $version }. Funziona offline.

## Indice
docs-index-lead = Le regole in ogni lingua e versione, con i rimandi, affiancate, e il motore dei costi che implementa la 601.2.
docs-index-documents = Documenti
docs-index-findings = Segnalazioni per controllo
docs-index-coverage = Copertura della 601.2 nel motore
docs-index-coverage-note = Ogni regola della 601.2 in { $doc }, le sue corrispondenti, e il codice, i test e gli esempi eseguibili del motore per essa.
docs-index-side = Affiancate, per sezione
docs-index-sources = Sorgenti del motore
docs-col-language = Lingua
docs-col-version = Versione
docs-col-effective = Data di entrata in vigore
docs-col-rules = Regole
docs-col-examples = Esempi
docs-col-glossary = Voci del glossario
docs-col-provenance = Provenienza
docs-col-check = Controllo
docs-col-count = Segnalazioni
docs-col-rule = Regola
docs-col-implementations = Implementazioni
docs-col-tests = Test
docs-col-scenarios = Esempi
docs-col-document = Documento
docs-col-severity = Gravità
docs-col-message = Messaggio
docs-provenance-file = file { $path }
docs-findings-none = Nessuna segnalazione.
docs-section = Sezione { $n }

## Pagine delle regole
docs-doc-meta = { $name } · { $rules } regole · in vigore dal { $effective }
docs-glossary = Glossario
docs-stray = Testo fuori da ogni regola
docs-counterparts = Altrove:
docs-side-link = affiancate
docs-ref-elsewhere = non presente in questo documento: { $doc }

## Affiancate
docs-side-section-title = Sezione { $n }, affiancata
docs-side-rule-title = { $rule }, affiancata
docs-renumbered = la { $here } qui è la { $base } in { $doc }
docs-engine = Nel motore
docs-engine-canonical = Il motore numera questa regola { $rule }.
docs-engine-implementations = Implementazione
docs-engine-tests = Test
docs-engine-examples = Esempi eseguibili
docs-engine-none = Nessuno.
docs-scenario-legal = Lecito: costo totale { $total }.
docs-scenario-illegal = Illecito per la { $rule }: { $message }.
docs-scenario-ok = Attese soddisfatte.
docs-scenario-mismatch = { $count ->
    [one] { $count } attesa non soddisfatta.
   *[other] { $count } attese non soddisfatte.
}
docs-source-note = Sorgente del motore dei costi, così come è incluso in questo cr.

## Rapporto di analisi
docs-lint-title = Rapporto di analisi
docs-lint-filter-lang = Lingua
docs-lint-filter-check = Controllo
docs-lint-all = tutti
docs-checks = Controlli
docs-check-count = { $count ->
    [one] { $count } segnalazione in questi documenti.
   *[other] { $count } segnalazioni in questi documenti.
}
docs-search-old = versione precedente
docs-search-older = Versioni precedenti:
docs-search-more = Cerca anche nelle versioni precedenti
docs-latest-title = Regole più recenti: { $lang }
docs-latest-note = Questa pagina porta sempre alla versione più recente di questa lingua, oggi { $doc }: un link come { $example } resta valido quando esce una nuova versione.
docs-sev-error = errore
docs-sev-warning = avviso
docs-sev-info = info
docs-legend = Segnalazioni del linter, per gravità:
docs-lint-filter-severity = Gravità
docs-check-more = Sono elencate le prime { $shown } di { $count }; il rapporto del linter le elenca tutte.
docs-index-latest = Link stabili alla versione più recente di ogni lingua:
docs-engine-code = Motore:
docs-engine-tested = testato da
docs-follows = Tradotto da { $doc }:
docs-changed-since = Modificato da allora, secondo { $doc }:
docs-unchanged-since = Invariato da allora, secondo { $doc }.
docs-side-chapter-title = Affiancate: { $n }. { $title }
docs-history-link = storia
docs-history-chapter-title = Storia di { $n }. { $title }
docs-history-lead = Ogni regola di { $doc } attraverso le versioni inglesi dal { $first }: i numeri che ha avuto e quando, ogni modifica del testo (parole rimosse barrate, parole aggiunte evidenziate) e la sua rimozione. Le versioni senza modifiche sono raggruppate nella riga che le precede.
docs-index-history = Storia delle regole, per capitolo
docs-engine-fold = Motore: { $code ->
    [one] una funzione
   *[other] { $code } funzioni
}, { $tests ->
    [one] un test
   *[other] { $tests } test
}
docs-side-columns = Colonne:
docs-changes-title = Modificato in inglese dal { $follows }: { $doc }
docs-changes-lead = { $count ->
    [one] Una regola
   *[other] { $count } regole
} di { $doc } seguono un testo inglese modificato tra { $follows } e { $newest }: ciascuna con l'inglese di allora e di oggi, e la modifica dell'inglese parola per parola (parole rimosse barrate, parole aggiunte evidenziate).
docs-changes-changed = modificata
docs-changes-renumbered = rinumerata
docs-changes-removed = rimossa
docs-changes-link = Cosa è cambiato in inglese dal { $follows }
docs-side-parts = Parti:
docs-review-title = Dove leggere per primo
docs-review-intro = Le regole di ogni traduzione completa con più probabilità di essere tradotte male (cr review), un decimo di ciascuna, le più sospette in testa; il punteggio è la probabilità che un revisore attento vi trovi un errore, gli indizi ciò che il linter ha misurato.
docs-review-none = Nessuna traduzione completa da ordinare.
docs-review-shown = { $shown } regole su { $total }, confrontato con { $against }
docs-review-link = Dove leggere per primo: le regole con più probabilità di essere tradotte male
docs-col-score = Punteggio
docs-col-evidence = Indizi
