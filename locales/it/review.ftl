# cr review: le regole di una traduzione con più probabilità di essere tradotte male, per prime.
cli-review-about = Ordinare ogni regola di una traduzione completa secondo il rischio che sia tradotta male, con gli indizi, perché un revisore legga prima le più sospette
cli-arg-review-spec = La traduzione da rivedere (LINGUA:PERCORSO, PERCORSO o LINGUA@DATA): un testo completo delle regole
cli-arg-review-against = L'inglese con cui confrontare (predefinito: la versione che la traduzione segue)
cli-arg-review-top = Mostrare le prime N regole (predefinito nell'output leggibile: 20; JSON: tutte)
cli-arg-review-share = Mostrare la prima quota delle regole, in percentuale (10%)
review-header = Le { $shown } regole su { $total } da leggere per prime in { $document }, confrontato con { $against }, le più sospette in testa (punteggio: la probabilità che un revisore vi trovi un errore):
review-counterpart = inglese { $rule }
review-evidence-short = una frase più corta di { $spreads } scarti di quanto questa traduzione scriva per un tale inglese
review-evidence-missing = parole che la traduzione rende quasi ovunque non sono rese qui: «{ $words }»
review-evidence-unmatched = { $count ->
        [one] una frase senza corrispondente nell'altro testo
       *[other] { $count } frasi senza corrispondente nell'altro testo
    }
review-evidence-no-counterpart = nessuna regola inglese corrisponde a questa regola
review-error-not-whole = `cr review` ordina le regole di una traduzione completa rispetto al suo inglese: { $spec } è in inglese o troppo breve per impararne qualcosa (indicare un testo completo delle regole, o usare `cr lint`)
review-error-share = --share: «{ $value }» non è una percentuale da 0 a 100 (come 10%)
