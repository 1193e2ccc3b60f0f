# cr update : une traduction portée vers une nouvelle version anglaise.

cli-update-about = Porter une traduction vers une nouvelle version anglaise : règles inchangées renumérotées, règles modifiées marquées [cr:review], nouvelles règles insérées en anglais marquées [cr:translate]
update-arg-spec = La traduction à mettre à jour (LANGUE:CHEMIN, CHEMIN, LANGUE@DATE ou LANGUE)
update-arg-to = La version anglaise visée (en@DATE, en ou en:CHEMIN)
update-arg-out = Écrire la traduction mise à jour dans FICHIER (entière ou pas du tout ; jamais l'entrée)
update-arg-format = Ce qui est affiché : text (sans --out ni --in-place, la traduction mise à jour elle-même, le rapport sur stderr), json (le rapport) ou xliff (XLIFF 2.0 des règles et entrées à faire)
update-arg-in-place = Remplacer le fichier de la traduction en gardant l'ancien comme FICHIER.bak
update-summary = { $from } suit { $follows } ; mise à jour vers { $to } : { $kept } gardées, { $renumbered } renumérotées, { $changed } modifiées (marquées [cr:review]), { $added } ajoutées en anglais (marquées [cr:translate]), { $removed } retirées ; { $references } références renumérotées
update-date = date d'entrée en vigueur { $old } → { $new }
update-glossary = glossaire : { $kept } gardées, { $changed } modifiées, { $added } ajoutées, { $removed } retirées
update-glossary-unpaired = glossaire gardé tel quel : il ne s'apparie pas entrée par entrée avec le glossaire anglais
update-rule-changed = ~ { $number } (était { $was }) : { $diff }
update-rule-added = + { $number }
update-rule-removed = - { $was }
update-term-changed = ~ { $term } : { $diff }
update-term-added = + { $term }
update-term-removed = - { $term }
update-written = écrit dans { $path } : { $todo } { $todo ->
        [one] règle ou entrée
       *[other] règles et entrées
    } à faire
update-backup = l'ancien fichier est gardé sous { $path }
update-encoding = { $path } : écrit en { $encoding }, car { $was } ne peut pas contenir le texte anglais inséré
update-error-not-translation = { $document } n'est pas une traduction (c'est de l'anglais, ou il ne suit aucune version anglaise)
update-error-target-not-english = { $document } n'est pas une version anglaise : une traduction se met à jour vers une version anglaise
update-error-nothing-paired = aucune règle de { $document } ne s'apparie avec { $follows }, l'anglais qu'il suit : rien à porter
update-error-in-place-bundled = { $spec } est un document intégré : --in-place demande un fichier (utilisez --out FICHIER)
update-error-out-is-input = --out { $path } est la traduction elle-même : utilisez --in-place pour la remplacer (avec une copie de sauvegarde)
