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
        [one] règle, exemple ou entrée
       *[other] règles, exemples et entrées
    } à faire
update-backup = l'ancien fichier est gardé sous { $path }
update-encoding = { $path } : écrit en { $encoding }, car { $was } ne peut pas contenir le texte anglais inséré
update-error-not-translation = { $document } n'est pas une traduction (c'est de l'anglais, ou il ne suit aucune version anglaise)
update-error-target-not-english = { $document } n'est pas une version anglaise : une traduction se met à jour vers une version anglaise
update-error-nothing-paired = aucune règle de { $document } ne s'apparie avec { $follows }, l'anglais qu'il suit : rien à porter
update-error-in-place-bundled = { $spec } est un document intégré : --in-place demande un fichier (utilisez --out FICHIER)
update-error-out-is-input = --out { $path } est la traduction elle-même : utilisez --in-place pour la remplacer (avec une copie de sauvegarde)
update-arg-xliff = Écrire aussi les règles, exemples et entrées à faire en XLIFF 2.0 dans FICHIER (notes : l'anglais avant, après, les différences), pour un outil de TAO ; `cr apply` réintègre le XLIFF rempli
update-error-xliff-is-out = --xliff { $path } est aussi le fichier de --out : donnez-leur deux noms
update-xliff-written = les unités à faire, en XLIFF 2.0 : { $path }
update-example-changed = ~ { $id } : { $diff }
update-example-added = + { $id }
update-example-removed = - un exemple de { $number } : { $before }
update-omitted = { $count } { $count ->
        [one] règle laissée de côté
       *[other] règles laissées de côté
    } car la traduction les omet (anglais inchangé) : { $rules }

# cr remap : les citations de règles réécrites d'une numérotation anglaise à une autre.
cli-remap-about = Réécrire les citations de règles d'un texte quelconque (Markdown, texte brut, commentaires de code) de la numérotation d'une version anglaise à celle d'une autre, par la filiation des règles
remap-arg-file = Le texte dont réécrire les citations
remap-arg-from = La version anglaise que suivent les citations (en@DATE)
remap-arg-to = La version anglaise pour laquelle les réécrire (en@DATE, ou en pour la plus récente)
remap-arg-out = Écrire le texte réécrit dans FICHIER (entier ou pas du tout ; jamais l'entrée)
remap-arg-in-place = Remplacer FICHIER en gardant l'ancien comme FICHIER.bak
remap-arg-format = Ce qui est affiché : text (sans --out ni --in-place, le texte réécrit lui-même, le rapport sur stderr) ou json (chaque citation, ancienne et nouvelle, avec son statut)
remap-error-not-english = { $document } n'est pas une version anglaise : les citations suivent la numérotation d'une version anglaise
remap-renumbered = { $file }:{ $line } : { $old } → { $new }
remap-gone = { $file }:{ $line } : { $old } laissé tel quel : { $to } n'a pas cette règle
remap-left = { $file }:{ $line } : { $old } laissé tel quel : les règles qu'il nomme se sont séparées
remap-summary = { $citations } { $citations ->
        [one] citation
       *[other] citations
    } de { $from } vers { $to } : { $renumbered } renumérotées, { $same } inchangées, { $gone } laissées telles quelles
remap-written = écrit dans { $path }

# cr apply : un XLIFF rempli réintégré dans la traduction mise à jour.
cli-apply-about = Réintégrer les cibles d'un XLIFF rempli (de cr update --xliff) dans la traduction mise à jour, en levant les marques de chaque unité qui en a une
apply-arg-xliff = Le fichier XLIFF 2.0, rempli dans un outil de TAO
apply-arg-updated = La traduction mise à jour avec laquelle le XLIFF a été écrit
apply-arg-out = Écrire le résultat dans FICHIER (entier ou pas du tout ; jamais une entrée)
apply-arg-in-place = Remplacer UPDATED en gardant l'ancien comme UPDATED.bak
apply-arg-format = Ce qui est affiché : text (sans --out ni --in-place, la traduction elle-même, le rapport sur stderr) ou json (les unités réintégrées et restantes)
apply-error-xliff = { $xliff } : fichier XLIFF illisible : { $detail }
apply-error-no-target = { $xliff } : pas de langue cible ou pas de version visée (une note de catégorie cr-target) : a-t-il été écrit par cr update --xliff ?
apply-error-unknown-unit = { $xliff } : l'unité { $unit } ne nomme aucune règle, aucun exemple ni aucune entrée de la traduction mise à jour ou de sa version anglaise : rien n'est écrit
apply-error-english = { $xliff } : l'anglais de l'unité { $unit } n'est plus celui de la version anglaise : rien n'est écrit
apply-error-not-marked = { $xliff } : l'unité { $unit } n'est pas marquée dans la traduction mise à jour (déjà réintégrée, ou un autre fichier) : rien n'est écrit
apply-error-overlap = { $xliff } : deux unités écrivent sur le même texte : rien n'est écrit
apply-summary = { $xliff } : { $applied } { $applied ->
        [one] unité réintégrée
       *[other] unités réintégrées
    }, { $left } encore marquées ; { $marks } { $marks ->
        [one] marque reste
       *[other] marques restent
    } dans le fichier
apply-arg-accept-initial = Prendre aussi les cibles encore à l'état « initial » quand elles diffèrent de ce que cr update avait prérempli (modifiées à la main ou dans un outil qui garde l'état)
apply-left-initial = { $count } { $count ->
        [one] unité laissée : sa cible est
       *[other] unités laissées : leurs cibles sont
    } encore « initial » (un outil de TAO confirme un segment traduit) : { $units } ; confirmez-les, ou prenez les cibles modifiées à la main avec --accept-initial
apply-left-empty = { $count } { $count ->
        [one] unité laissée sans cible
       *[other] unités laissées sans cible
    } : { $units }

# cr stale : ce qui a changé dans l'anglais depuis la version que suit une traduction.
cli-stale-about = Lister ce qui est périmé dans une traduction : les règles et exemples dont l'anglais a changé depuis la version qu'elle suit, avec les différences (ce que cr update marquerait ; rien n'est écrit)
stale-arg-spec = La traduction (LANGUE:CHEMIN, CHEMIN, LANGUE@DATE ou LANGUE)
stale-arg-against = La version anglaise à laquelle comparer (par défaut : la plus récente, en)
stale-arg-format = Ce qui est affiché : text (la liste, avec les différences mot à mot) ou json (le rapport de cr update --format json)
apply-error-target-changed = { $xliff } : sa version cible { $target } est le fichier { $path }, dont le texte a changé depuis que cr update a écrit le XLIFF
