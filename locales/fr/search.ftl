# comprules (cr) : recherche plein texte (cr search, cr index).
# Termes non traduits : cr, JSON, SPEC, LANG, QUERY.

## Ligne de commande
cli-search-about = Chercher dans les règles, dans toutes les langues : mots, « expressions », AND/OR/NOT, +mot, -mot, numéros de règle
cli-index-about = Construire l'index de recherche, ou vérifier qu'il est à jour
cli-arg-query = Ce qu'il faut chercher : des mots, des "expressions", AND, OR, NOT, +mot, -mot ou un numéro de règle comme 601.2f
cli-arg-limit = Afficher au plus N résultats
cli-arg-translations = Afficher les équivalents de chaque résultat dans ces langues (séparées par des virgules, ou all)
cli-arg-explain = Montrer sous chaque résultat pourquoi il est à son rang : les signaux du classement qui l’ont élevé ou abaissé
cli-arg-rebuild = Reconstruire l'index même s'il est à jour
cli-arg-index-specs = Les documents à indexer (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG) ; par défaut : l'anglais du jour, chaque traduction (fournie ou ajoutée) et la version anglaise que chacune suit

## Résultats
search-hit-rule = { $rank }. { $lang }@{ $version } { $rule }  (score { $score })
search-hit-heading = { $rank }. { $lang }@{ $version } { $rule }. (titre, score { $score })
search-hit-glossary = { $rank }. { $lang }@{ $version } glossaire : { $term }  (score { $score })
search-translation = { $lang }@{ $version } { $rule } : { $text }
search-no-hits = aucun résultat pour { $query } dans { $documents }
search-no-hits-hint = les versions anglaises plus anciennes sont cherchées quand on les nomme : --in en@DATE (cr corpus les liste)
search-read = « { $typed } » lu comme { $rules }, les mots des règles

## Pourquoi un résultat est à son rang (--explain)
search-why = pourquoi :
search-why-reference = la règle demandée par son numéro ({ $rule })
search-why-reference-under = sous la règle demandée par son numéro ({ $rule })
search-why-words-name = mots de la requête dans son terme ou son titre : { $words }
search-why-words-text = mots de la requête dans son texte : { $words }
search-why-words-examples = mots de la requête dans ses exemples : { $words }
search-why-players = les mots des joueurs « { $typed } » cherchés comme { $rules }, les mots des règles, qu’il contient
search-why-coverage = couvre { $percent } % du poids de la requête
search-why-typed = sa langue a { $words ->
    [one] { $words } mot
   *[other] { $words } mots
} de la requête tels que saisis
search-why-other-script = écrit dans une autre écriture que la requête : après les autres
search-why-variant = une règle d’une variante que la requête ne nomme pas : abaissée
search-why-older-release = une version plus ancienne que la plus récente de sa langue parmi les résultats : après elle
search-why-term = sous les règles du terme de jeu « { $term } » que la requête nomme : élevée
search-why-term-row = les autres mots de la requête à la suite dans son texte
search-why-term-both = elle nomme deux des termes de la requête
search-why-term-lead = la règle à laquelle mène le terme « { $term } », nommé seul
search-why-definition = citée par l’entrée du glossaire « { $term } », dont la définition répond à la requête
search-why-pointer = la règle { $rule } nomme « { $name } » et renvoie ici
search-why-title = tient lieu du titre { $rule } au-dessus d’elle
search-why-below-rules = une entrée du glossaire ou un titre : après les premières règles
search-why-meaning = proche du sens de la question (le modèle la classe { $rank } parmi les règles)

## Index
search-cache-unwritable = impossible d'écrire le cache de l'index dans { $dir } ({ $reason }) ; la recherche utilise un index construit en mémoire
search-error-index = l'index de recherche est inutilisable : { $detail }
search-error-empty-query = la requête ne contient rien à chercher
index-progress-document = { $lang }@{ $version } indexé : { $entries ->
    [one] { $entries } entrée
   *[other] { $entries } entrées
}
index-progress-commit = écriture de l'index…
index-built = index construit : { $entries } { $entries ->
        [one] entrée
       *[other] entrées
    } pour { $documents } { $documents ->
        [one] document
       *[other] documents
    } en { $seconds } s ({ $path })
index-up-to-date = index à jour : { $entries } { $entries ->
        [one] entrée
       *[other] entrées
    } ({ $path })
index-memory = en mémoire
