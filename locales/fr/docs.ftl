# comprules (cr) : le site de documentation (cr docs).
# Termes non traduits : cr, HTML, DIR, SPEC, file://.

## Ligne de commande
cli-docs-about = Écrire un site HTML statique des règles : renvois liés, langues côte à côte, liens vers le moteur et recherche hors ligne
cli-arg-docs-out = Le répertoire où écrire le site (remplacé d'un bloc une fois terminé)
cli-arg-docs-specs = Les documents (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG) ; par défaut : l'anglais du jour, chaque traduction (fournie ou ajoutée) et la version anglaise que chacune suit
cli-arg-docs-force = Écrire dans DIR même s'il n'est pas vide et n'a pas été créé par cr docs (ses fichiers ne sont jamais supprimés ni remplacés)
docs-done = { $pages } { $pages ->
        [one] page écrite
       *[other] pages écrites
    } pour { $documents } { $documents ->
        [one] document
       *[other] documents
    } dans { $dir } en { $seconds } s
docs-progress-reading = lecture des documents
docs-progress-checking = vérification { $documents ->
        [one] d'un document
       *[other] de { $documents } documents
    } par rapport à leur anglais
docs-progress-rendering = rendu des pages (règles, côte à côte, historique, recherche)
docs-progress-writing = écriture de { $files } fichiers dans { $dir }
docs-error-not-ours = { $path } n'est pas vide et n'a pas été créé par cr docs ; choisissez un répertoire vide ou nouveau, ou passez --force pour ajouter le site à côté de ses fichiers (aucun n'est supprimé ni remplacé)
docs-error-foreign-file = { $path } n'a pas été écrit par cr docs et le site le remplacerait ; rien n'a été écrit : déplacez-le ou choisissez un autre répertoire
docs-error-not-directory = { $path } existe et n'est pas un répertoire

## Chaque page
docs-site-title = Règles complètes
docs-nav-home = Index
docs-nav-lint = Rapport d'analyse
docs-search-label = Rechercher dans les règles
docs-search-placeholder = Rechercher règles, termes, 601.2f…
docs-search-words-only = Cette recherche classe les règles par leurs mots seulement ; `cr search` lit aussi une question selon son sens.
docs-search-none = Aucun résultat
docs-search-loading = Chargement de l'index…
docs-footer = Généré par cr { $version }. Fonctionne hors ligne.

## Index
docs-index-lead = Les règles dans chaque langue et chaque version, avec leurs renvois, côte à côte, et le moteur de coûts qui implémente la 601.2.
docs-index-documents = Documents
docs-index-findings = Constats par vérification
docs-index-coverage = Couverture de la 601.2 par le moteur
docs-index-coverage-note = Chaque règle de la 601.2 dans { $doc }, ses équivalents, et le code, les tests et les exemples exécutables du moteur pour elle.
docs-index-side = Côte à côte, par section
docs-index-sources = Sources du moteur
docs-col-language = Langue
docs-col-version = Version
docs-col-effective = Date d'effet
docs-col-rules = Règles
docs-col-examples = Exemples
docs-col-glossary = Termes du glossaire
docs-col-provenance = Provenance
docs-col-check = Vérification
docs-col-count = Constats
docs-col-rule = Règle
docs-col-implementations = Implémentations
docs-col-tests = Tests
docs-col-scenarios = Exemples
docs-col-document = Document
docs-col-severity = Gravité
docs-col-message = Message
docs-provenance-file = fichier { $path }
docs-findings-none = Aucun constat.
docs-section = Section { $n }

## Pages de règles
docs-doc-meta = { $name } · { $rules } règles · en vigueur le { $effective }
docs-glossary = Glossaire
docs-stray = Texte hors de toute règle
docs-counterparts = Ailleurs :
docs-side-link = côte à côte
docs-ref-elsewhere = absente de ce document : { $doc }

## Côte à côte
docs-side-section-title = Section { $n }, côte à côte
docs-side-rule-title = { $rule }, côte à côte
docs-renumbered = la { $here } d'ici est la { $base } de { $doc }
docs-engine = Dans le moteur
docs-engine-canonical = Le moteur numérote cette règle { $rule }.
docs-engine-implementations = Implémentation
docs-engine-tests = Tests
docs-engine-examples = Exemples exécutables
docs-engine-none = Aucun.
docs-scenario-legal = Légal : coût total { $total }.
docs-scenario-illegal = Illégal selon la { $rule } : { $message }.
docs-scenario-ok = Attentes satisfaites.
docs-scenario-mismatch = { $count ->
    [one] { $count } attente non satisfaite.
   *[other] { $count } attentes non satisfaites.
}
docs-source-note = Source du moteur de coûts, tel qu'inclus dans ce cr.

## Rapport d'analyse
docs-lint-title = Rapport d'analyse
docs-lint-filter-lang = Langue
docs-lint-filter-check = Vérification
docs-lint-all = toutes
docs-checks = Vérifications
docs-check-count = { $count ->
    [one] { $count } constat dans ces documents.
   *[other] { $count } constats dans ces documents.
}
docs-search-old = version antérieure
docs-search-older = Versions antérieures :
docs-search-more = Chercher aussi dans les versions antérieures
docs-latest-title = Règles les plus récentes : { $lang }
docs-latest-note = Cette page mène toujours à la version la plus récente de cette langue, aujourd'hui { $doc } : un lien comme { $example } reste valable quand une nouvelle version paraît.
docs-sev-error = erreur
docs-sev-warning = avertissement
docs-sev-info = info
docs-legend = Constats du linter, par gravité :
docs-lint-filter-severity = Gravité
docs-check-more = Les { $shown } premiers des { $count } sont listés ; le rapport du linter les liste tous.
docs-index-latest = Liens stables vers la version la plus récente de chaque langue :
docs-engine-code = Moteur :
docs-engine-tested = testé par
docs-follows = Traduit de { $doc } :
docs-changed-since = Modifié depuis, selon { $doc } :
docs-unchanged-since = Inchangé depuis, selon { $doc }.
docs-side-chapter-title = Côte à côte : { $n }. { $title }
docs-history-link = historique
docs-history-chapter-title = Historique de { $n }. { $title }
docs-history-lead = Chaque règle de { $doc } à travers les versions anglaises depuis le { $first } : les numéros qu'elle a eus et quand, chaque modification de son texte (mots supprimés barrés, mots ajoutés marqués) et sa suppression. Les versions sans modification sont regroupées avec la ligne qui les précède.
docs-index-history = Historique des règles, par chapitre
docs-engine-fold = Moteur : { $code ->
    [one] une fonction
   *[other] { $code } fonctions
}, { $tests ->
    [one] un test
   *[other] { $tests } tests
}
docs-side-columns = Colonnes :
docs-changes-title = Modifié en anglais depuis { $follows } : { $doc }
docs-changes-lead = { $count ->
    [one] Une règle
   *[other] { $count } règles
} de { $doc } suivent un texte anglais modifié entre { $follows } et { $newest } : chacune avec son anglais d'alors et d'aujourd'hui, et la modification de l'anglais mot à mot (mots supprimés barrés, mots ajoutés marqués).
docs-changes-changed = modifiée
docs-changes-renumbered = renumérotée
docs-changes-removed = supprimée
docs-changes-link = Ce qui a changé en anglais depuis { $follows }
docs-side-parts = Parties :
docs-review-title = Où lire d'abord
docs-review-intro = Les règles de chaque traduction complète les plus susceptibles d'être mal traduites (cr review), un dixième de chacune, les plus suspectes en tête ; le score est la probabilité qu'un relecteur attentif y trouve une erreur, les indices ce que le linter a mesuré.
docs-review-none = Aucune traduction complète à classer.
docs-review-shown = { $shown } règles sur { $total }, comparé à { $against }
docs-review-link = Où lire d'abord : les règles les plus susceptibles d'être mal traduites
docs-col-score = Score
docs-col-evidence = Indices
