# Alignement : cr align, cr diff, cr fingerprint.

cli-align-about = Apparier chaque règle de GAUCHE avec sa contrepartie dans DROITE, par le contenu, entre langues et versions
cli-arg-left = Le document de gauche (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG)
cli-arg-right = Le document de droite (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG)
cli-arg-align-format = Format de sortie : text, json, tsv (une paire par ligne, avec les deux textes) ou tmx (TMX 1.4 pour les outils de TAO)
align-summary = { $left } ⇄ { $right } : { $pairs } paires ({ $renumbered } renumérotées), { $left_only } seulement à gauche, { $right_only } seulement à droite
align-left-only = seulement à gauche : { $rule }
align-right-only = seulement à droite : { $rule }
cli-diff-about = Ce qui a changé entre deux documents : règles ajoutées, supprimées, renumérotées et modifiées, avec un diff par mots
cli-fingerprint-about = Quelle version anglaise fournie une traduction suit, et ce qui a changé en anglais depuis
cli-arg-old = L'ancien document (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG)
cli-arg-new = Le nouveau document (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG)
diff-summary = { $old } → { $new } : { $added } ajoutées, { $removed } supprimées, { $renumbered } renumérotées, { $changed } modifiées, { $unchanged } inchangées
diff-sentences = { $lost } phrase(s) sans contrepartie dans l'ancien texte, { $gained } dans le nouveau
fingerprint-follows = { $document } suit { $follows }
fingerprint-candidate = { $version } : contenu { $score }, numérotation { $numbering } ({ $same } même numéro, { $renumbered } renumérotées, { $unpaired } sans paire)
fingerprint-range = impossible de le distinguer de { $count } versions, du { $from } au { $to } : les règles qu'il couvre y sont identiques
fingerprint-newer = il a { $count ->
    [one] une règle
   *[other] { $count } règles
} qu'aucune version jusqu'à { $newest } n'a ({ $rules }) : il suit une version plus récente que l'historique fourni
fingerprint-todo = modifié en anglais depuis, jusqu'à { $newest } : { $count } règle(s)
fingerprint-change-changed = texte modifié
fingerprint-change-renumbered = renumérotée
fingerprint-change-removed = supprimée
