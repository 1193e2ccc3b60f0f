# Le linter : cr lint, cr explain.

cli-lint-about = Vérifier les traductions face à la version anglaise qu'elles suivent et entre elles (sans SPEC : le corpus intégré)
cli-explain-about = Afficher la documentation d'une vérification (sans argument : la liste des vérifications)
cli-arg-lint-spec = Documents à vérifier (LANGUE:CHEMIN, CHEMIN, LANGUE@DATE ou LANGUE) ; aucun pour les traductions intégrées
cli-arg-lint-against = Vérifier chaque document face à celui-ci seulement
cli-arg-lint-format = Format de sortie : human, json, sarif (SARIF 2.1.0) ou github (annotations de workflow)
cli-arg-lint-config = Un cr.toml : gravités, vérifications désactivées, mots ajoutés, constats ignorés
cli-arg-lint-fail-on = Gravité minimale qui donne le code de sortie 1 (par défaut : warning)
cli-arg-lint-no-cache = Recompiler les dictionnaires au lieu de réutiliser les verdicts d’orthographe gardés dans le répertoire de cache
cli-arg-explain-check = Le code (CR101) ou le nom (renumbered) d'une vérification

lint-level-error = erreur
lint-level-warning = avertissement
lint-level-info = info
lint-help = aide : { $suggestion }
lint-note-prefix = note :
lint-summary = { $total ->
    [0] aucun constat
   *[other] { $total } { $total ->
        [one] constat
       *[other] constats
    } ({ $errors } { $errors ->
        [one] erreur
       *[other] erreurs
    }, { $warnings } { $warnings ->
        [one] avertissement
       *[other] avertissements
    }, { $infos } { $infos ->
        [one] info
       *[other] infos
    })
}
lint-notice-no-dictionary = pas de dictionnaire Hunspell pour { $lang } (sous Debian ou Ubuntu : apt-get install { $package }) ; l'orthographe n'est pas vérifiée pour cette langue
lint-notice-no-dictionary-unpackaged = pas de dictionnaire Hunspell pour { $lang } (aucun paquet n'en fournit) ; l'orthographe n'est pas vérifiée pour cette langue
lint-error-config = { $path } : configuration invalide : { $detail }
lint-error-unknown-check = { $check } : vérification inconnue (voir cr explain)
lint-unknown = constat inconnu

lint-renumbered = { $rule } est { $other } dans { $counterpart }{ $explained ->
    [none] {""}
   *[other] {""} (expliqué par { $explained })
}
lint-missing-rule = { $missing } de { $counterpart } n'a pas d'équivalent ici (elle suivrait { $after })
lint-extra-rule = { $rule } n'a pas d'équivalent dans { $counterpart }
lint-duplicate-number = { $rule } est numérotée deux fois (l'autre est à la ligne { $line })
lint-numbering-order = { $kind ->
    [letter] { $rule } utilise une lettre que la numérotation saute (l et o)
    [skip] { $rule } suit { $previous } : un numéro manque
   *[order] { $rule } vient après { $previous } : ordre incorrect
}
lint-stray-text = texte qui n'appartient à aucune règle : « { $text } » ({ $count ->
    [one] 1 paragraphe
   *[other] { $count } paragraphes
})
lint-missing-symbol = un symbole a été perdu ici : « { $text } »
lint-symbol-mismatch = symboles différents de { $counterpart } { $other } : { $here ->
    [none] aucun
   *[other] { $here }
} ici, { $there ->
    [none] aucun
   *[other] { $there }
} là-bas
lint-malformed-symbol = symbole mal formé « { $symbol } »
lint-number-mismatch = { $here } ici, { $there } dans { $counterpart } { $other }
lint-xref-mismatch = renvoi à { $here } ici, à { $there } dans { $counterpart } { $other }
lint-dangling-xref = la règle { $target } n'existe pas dans { $version }
lint-english-erratum = l'anglais cite la règle { $cited } comme « { $title } », qui est la règle { $right } dans { $version }
lint-bound-mismatch = { $change ->
    [strictness] { $counterpart } { $other } dit « { $theirs } », { $there ->
        [strict] la borne exclue
       *[inclusive] la borne incluse
    } ; cette règle dit « { $mine } », { $here ->
        [strict] la borne exclue
       *[inclusive] la borne incluse
    }
   *[reversed] { $there ->
        [below] { $counterpart } { $other } borne par le bas (au moins)
       *[above] { $counterpart } { $other } borne par le haut (au plus)
    }, cette règle par { $here ->
        [below] le bas
       *[above] le haut
    }
}
lint-missing-xref = { $count ->
    [one] aucun renvoi à { $there } ici ; { $counterpart } { $other } y renvoie
   *[other] aucun renvoi à { $there } ici ; { $counterpart } { $other } y renvoie
}
lint-missing-sentence = il manque à { $rule } une phrase de { $counterpart } { $other } : « { $sentence } »
lint-extra-sentence = une phrase sans équivalent dans { $counterpart } { $other } : « { $sentence } »
lint-unbalanced-brackets = { $kind ->
    [reversed] « { $mark } » est à l'envers : « { $other } » était attendu
    [closing] « { $mark } » ne ferme rien
   *[opening] « { $mark } » n'est jamais fermé
}
lint-spelling = « { $word } » n'est pas dans le dictionnaire { $lang }
lint-typo = « { $phrase } » n'apparaît qu'une fois ; « { $frequent } » apparaît { $count } fois
lint-terminology = « { $term } » se traduit « { $rendering } » dans { $count } règles sur { $total }, mais pas ici
lint-untranslated = { $kind ->
    [reference] renvoi laissé en anglais (règle { $rule }) : « { $text } »
    [systematic] renvois laissés en anglais dans { $count } règles, ici « { $text } » (règle { $rule }) ; les autres sont listés ci-dessous
    [template] modèle anglais non traduit : « { $text } »
   *[run] anglais non traduit : « { $text } »
}
lint-folded = aussi { $code } { $check } : { $message }
lint-folded-more = … et { $count } autres du même genre (tous avec --format json)
lint-hidden = { $count } { $count ->
    [one] constat
   *[other] constats
} sous le niveau { $severity } { $count ->
    [one] masqué
   *[other] masqués
} (--min-severity info les affiche)
cli-arg-lint-min-severity = Gravité minimale affichée (par défaut : warning pour la sortie human, info pour json, sarif et github)
cli-arg-lint-color = Quand colorer la sortie human : auto (un terminal, sauf si NO_COLOR est défini), always, never
lint-dropped-content = { $change ->
    [added] « { $rendering } » traduit d’ordinaire « { $word } » (dans { $count } règles sur { $total }), que cette règle anglaise n’a pas
    [short] la phrase est bien plus courte que cette traduction ne rend d’ordinaire un tel anglais (longueur { $count }, d’ordinaire environ { $total }) : une proposition manque peut-être
    [sentence] « { $word } » se traduit d’ordinaire « { $rendering } » (dans { $count } règles sur { $total }), mais pas dans la phrase qui traduit la sienne
   *[dropped] « { $word } » se traduit d’ordinaire « { $rendering } » (dans { $count } règles sur { $total }), mais pas dans cette règle
}
lint-polarity = { $change ->
    [lost] la phrase anglaise est négative (« { $word } ») et sa traduction ne l’est pas
   *[added] la traduction est négative (« { $word } ») et la phrase anglaise ne l’est pas
}
lint-term-swap = « { $term } » (d’ordinaire « { $rendering } ») est rendu ici par « { $here } », la traduction de « { $other } »
lint-inconsistency = « { $english } » est traduit « { $usual } » dans { $count } règles ; ici { $change ->
    [negation-lost] sans sa négation (« { $removed } »)
    [negation-added] avec une négation (« { $inserted } »)
    [replaced] « { $inserted } » au lieu de « { $removed } », la traduction de « { $word } »
   *[missing] sans « { $removed } », la traduction de « { $word } »
}
lint-staleness = la traduction suit l’anglais du { $version } : elle traduit { $old }, retiré depuis de l’anglais{ $newcount ->
    [0] {""}
   *[other] , et non { $new }, ajouté depuis
}
