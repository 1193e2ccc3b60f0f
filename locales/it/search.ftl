# comprules (cr): ricerca nel testo (cr search, cr index).
# Termini non tradotti: cr, JSON, SPEC, LANG, QUERY.

## Riga di comando
cli-search-about = Cercare nelle regole, in tutte le lingue: parole, "frasi", AND/OR/NOT, +parola, -parola, numeri di regola
cli-index-about = Costruire l'indice di ricerca, o verificare che sia aggiornato
cli-arg-query = Che cosa cercare: parole, "frasi", AND, OR, NOT, +parola, -parola o un numero di regola come 601.2f
cli-arg-limit = Mostrare al massimo N risultati
cli-arg-translations = Mostrare le regole corrispondenti di ogni risultato in queste lingue (separate da virgole, oppure all)
cli-arg-explain = Mostrare sotto ogni risultato perché è al suo posto: i segnali della classifica che lo hanno alzato o abbassato
cli-arg-rebuild = Ricostruire l'indice anche se è aggiornato
cli-arg-index-specs = I documenti da indicizzare (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG); predefinito: l'inglese di oggi, ogni traduzione (inclusa o aggiunta) e la versione inglese che ciascuna segue

## Risultati
search-hit-rule = { $rank }. { $lang }@{ $version } { $rule }  (punteggio { $score })
search-hit-heading = { $rank }. { $lang }@{ $version } { $rule }. (titolo, punteggio { $score })
search-hit-glossary = { $rank }. { $lang }@{ $version } glossario: { $term }  (punteggio { $score })
search-translation = { $lang }@{ $version } { $rule }: { $text }
search-no-hits = nessun risultato per { $query } in { $documents }
search-no-hits-hint = le versioni inglesi più vecchie si cercano quando le si nomina: --in en@DATA (cr corpus le elenca)
search-read = «{ $typed }» letto come { $rules }, le parole delle regole

## Perché un risultato è al suo posto (--explain)
search-why = perché:
search-why-reference = la regola chiesta per numero ({ $rule })
search-why-reference-under = sotto la regola chiesta per numero ({ $rule })
search-why-words-name = parole della ricerca nel suo termine o titolo: { $words }
search-why-words-text = parole della ricerca nel suo testo: { $words }
search-why-words-examples = parole della ricerca nei suoi esempi: { $words }
search-why-players = le parole dei giocatori «{ $typed }» cercate come { $rules }, le parole delle regole, che contiene
search-why-coverage = copre il { $percent }% del peso della ricerca
search-why-typed = la sua lingua ha { $words ->
    [one] { $words } parola
   *[other] { $words } parole
} della ricerca come sono state scritte
search-why-other-script = scritto in un'altra scrittura della ricerca: dopo gli altri
search-why-variant = una regola di una variante che la ricerca non nomina: abbassata
search-why-older-release = una versione più vecchia della più recente della sua lingua tra i risultati: dopo di essa
search-why-term = sotto le regole del termine di gioco «{ $term }» che la ricerca nomina: alzata
search-why-term-row = le altre parole della ricerca di seguito nel suo testo
search-why-term-both = nomina due dei termini della ricerca
search-why-term-lead = la regola a cui porta il termine «{ $term }», nominato da solo
search-why-definition = citata dalla voce del glossario «{ $term }», la cui definizione risponde alla ricerca
search-why-pointer = la regola { $rule } nomina «{ $name }» e rimanda qui
search-why-title = sta per il titolo { $rule } sopra di essa
search-why-below-rules = una voce del glossario o un titolo: dopo le prime regole
search-why-meaning = vicina al senso della domanda (il modello la colloca { $rank } tra le regole)

## Indice
search-cache-unwritable = impossibile scrivere la cache dell'indice in { $dir } ({ $reason }); la ricerca usa un indice costruito in memoria
search-error-index = l'indice di ricerca non è utilizzabile: { $detail }
search-error-empty-query = la ricerca non contiene nulla da cercare
index-progress-document = { $lang }@{ $version } indicizzato: { $entries ->
    [one] { $entries } voce
   *[other] { $entries } voci
}
index-progress-commit = scrittura dell'indice…
index-built = indice costruito: { $entries } { $entries ->
        [one] voce
       *[other] voci
    } da { $documents } { $documents ->
        [one] documento
       *[other] documenti
    } in { $seconds } s ({ $path })
index-up-to-date = indice aggiornato: { $entries } { $entries ->
        [one] voce
       *[other] voci
    } ({ $path })
index-memory = in memoria
