# Alignement : cr align, cr diff, cr fingerprint.

cli-align-about = Apparier chaque règle de GAUCHE avec sa contrepartie dans DROITE, par le contenu, entre langues et versions
cli-arg-left = Le document de gauche (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG)
cli-arg-right = Le document de droite (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG)
cli-arg-align-format = Format de sortie : text, json, tsv (une paire par ligne, avec les deux textes) ou tmx (TMX 1.4 pour les outils de TAO)
align-summary = { $left } ⇄ { $right } : { $pairs } paires ({ $renumbered } renumérotées), { $left_only } seulement à gauche, { $right_only } seulement à droite
align-left-only = seulement à gauche : { $rule }
align-right-only = seulement à droite : { $rule }
