# comprules (cr): ricerca nel testo (cr search, cr index).
# Termini non tradotti: cr, JSON, SPEC, LANG, QUERY.

## Riga di comando
cli-search-about = Cercare nelle regole, in tutte le lingue: parole, "frasi", AND/OR/NOT, +parola, -parola, numeri di regola
cli-index-about = Costruire l'indice di ricerca, o verificare che sia aggiornato
cli-arg-query = Che cosa cercare: parole, "frasi", AND, OR, NOT, +parola, -parola o un numero di regola come 601.2f
cli-arg-limit = Mostrare al massimo N risultati
cli-arg-translations = Mostrare le regole corrispondenti di ogni risultato in queste lingue (separate da virgole, oppure all)
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
