# cr review : les règles d'une traduction les plus susceptibles d'être mal traduites, d'abord.
cli-review-about = Classer chaque règle d'une traduction complète selon le risque qu'elle soit mal traduite, avec les indices, pour qu'un relecteur lise d'abord les plus suspectes
cli-arg-review-spec = La traduction à relire (LANGUE:CHEMIN, CHEMIN ou LANGUE@DATE) : un texte de règles complet
cli-arg-review-against = L'anglais de comparaison (par défaut : la version que suit la traduction)
cli-arg-review-top = Afficher les N premières règles (par défaut en sortie lisible : 20 ; JSON : toutes)
cli-arg-review-share = Afficher la première part des règles, en pourcentage (10%)
review-header = Les { $shown } règles sur { $total } à lire d'abord dans { $document }, comparé à { $against }, les plus suspectes en tête (score : la probabilité qu'un relecteur y trouve une erreur) :
review-counterpart = anglais { $rule }
review-evidence-short = une phrase plus courte de { $spreads } écarts que ce que cette traduction écrit pour un tel anglais
review-evidence-missing = des mots que la traduction rend presque partout ne sont pas rendus ici : « { $words } »
review-evidence-unmatched = { $count ->
        [one] une phrase sans équivalent dans l'autre texte
       *[other] { $count } phrases sans équivalent dans l'autre texte
    }
review-evidence-no-counterpart = aucune règle anglaise ne correspond à cette règle
review-error-not-whole = `cr review` classe les règles d'une traduction complète face à son anglais : { $spec } est en anglais ou trop court pour en apprendre quoi que ce soit (donnez un texte de règles complet, ou utilisez `cr lint`)
review-error-share = --share : « { $value } » n'est pas un pourcentage de 0 à 100 (comme 10%)
