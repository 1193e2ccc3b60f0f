# Moteur de coûts : étapes de la trace (engine-action-*) et erreurs (engine-error-*).
# Vocabulaire des Règles complètes : coût total, coût supplémentaire, coût alternatif,
# augmentation de coût, réduction de coût, figé, points de vie, pile, cible.
# Les coûts ($cost, $applied, $mana…) sont des chaînes comme {1}{R} ; ils ne se traduisent pas.

## Étapes

engine-action-start = { $from ->
    [alternative] départ du coût alternatif { $cost }
   *[mana-cost] départ du coût de mana { $cost }
}
engine-action-additional = { $times ->
    [1] + { $cost } (coût supplémentaire)
   *[other] + { $cost } × { $times } (coût supplémentaire)
}
engine-action-increase = + { $cost } (augmentation de coût)
engine-action-announce-x = annonce : { $variable } = { $value }
engine-action-phyrexian-life = { $symbol } payé avec { $life } points de vie
engine-action-phyrexian-mana = { $symbol } payé avec du mana
engine-action-hybrid-choice = { $symbol } payé comme { $half }
engine-action-reduce-half = { $symbol } de la réduction pris comme { $half }
engine-action-reduce = − { $applied } (réduction de coût { $cost })
engine-action-reduced-to-zero = composante mana réduite à néant : le coût est {"{"}0{"}"}
engine-action-minimum = coûte au moins { $n } : + { $added }
engine-action-locked = coût total figé
engine-action-propose = { $card } est mis sur la pile
engine-action-announce-mode = mode : { $mode }
engine-action-announce-alternative = coût alternatif { $name } : { $cost }
engine-action-announce-additional = { $times ->
    [1] coût supplémentaire { $name } : { $cost }
   *[other] coût supplémentaire { $name } : { $cost } × { $times }
}
engine-action-announce-targets = cible { $target } ({ $count }) : { $objects }
engine-action-divide = { $object } reçoit { $amount }
engine-action-legality-check = le sort peut être lancé légalement
engine-action-activate-mana-ability = capacité de mana de { $source } : + { $mana }
engine-action-pay-mana = paiement de { $mana }
engine-action-pay-life = paiement de { $life } points de vie
engine-action-become-cast = { $card } est lancé

## Erreurs ($rule est la sous-règle qui rend l'action illégale)

engine-error-parse-empty = aucun symbole de mana dans le coût
engine-error-parse-text-outside-braces = texte inattendu « { $text } » à l'octet { $offset } : chaque symbole s'écrit entre accolades, comme {"{"}2{"}"}{"{"}W{"}"}
engine-error-parse-unclosed-brace = accolade non fermée « { $text } » à l'octet { $offset }
engine-error-parse-empty-symbol = accolades vides « { $text } » à l'octet { $offset }
engine-error-parse-unknown-symbol = symbole de mana inconnu « { $text } » à l'octet { $offset } (voir la règle 107.4)
engine-error-parse-number-too-large = nombre trop grand « { $text } » à l'octet { $offset }
engine-error-parse-cost-too-large = coût trop grand à « { $text } », octet { $offset }
engine-error-phyrexian-choice = « { $text } » n'est pas un choix phyrexian : écrivez life ou mana
engine-error-scenario = scénario illisible : { $detail }
engine-error-overflow = { $rule } : un nombre est trop grand pour calculer le coût
engine-error-card-not-in-hand = { $rule } : { $card } n'est pas dans la main
engine-error-wrong-mode-count = { $rule } : { $expected } { $expected ->
        [one] mode
       *[other] modes
    } à choisir, { $got } { $got ->
        [one] annoncé
       *[other] annoncés
    }
engine-error-unknown-mode = { $rule } : le sort n'a pas de mode « { $mode } »
engine-error-duplicate-mode = { $rule } : le mode « { $mode } » est choisi deux fois
engine-error-two-alternative-costs = { $rule } : on ne peut pas appliquer deux coûts alternatifs ({ $first } et { $second }) à un même sort
engine-error-unknown-cost = { $rule } : le sort n'a pas de coût « { $name } »
engine-error-cost-not-repeatable = { $rule } : le coût supplémentaire { $name } ne se paie qu'une fois ({ $times } annoncés)
engine-error-no-variable = { $rule } : { $variable } = { $value } annoncé, mais aucun coût ne contient {"{"}{ $variable }{"}"}
engine-error-variable-must-be-zero = { $rule } : lancé sans payer de coût contenant {"{"}{ $variable }{"}"}, la seule valeur légale de { $variable } est 0 (pas { $value })
engine-error-hybrid-choice-unmatched = { $rule } : aucun symbole hybride restant ne peut être payé comme { $half }
engine-error-hybrid-unannounced = { $rule } : { $symbols } sans moitié non hybride annoncée : donnez --hybrid une fois par symbole hybride, dans l'ordre où le coût les imprime
engine-error-phyrexian-choice-unmatched = { $rule } : { $count } choix phyrexians pour moins de symboles phyrexians
engine-error-phyrexian-unannounced = { $rule } : { $symbols } sans choix entre vie et mana : donnez --phyrexian une fois par symbole phyrexian, dans l'ordre où le coût les imprime
engine-error-wrong-target-count = { $rule } : la cible { $target } demande de { $min } à { $max } { $max ->
        [one] cible
       *[other] cibles
    }, { $got } { $got ->
        [one] choisie
       *[other] choisies
    }
engine-error-duplicate-target = { $rule } : { $object } est choisi deux fois pour la même cible { $target }
engine-error-illegal-target = { $rule } : { $object } n'est pas un choix légal pour la cible { $target }
engine-error-unexpected-target = { $rule } : le sort ne demande pas la cible { $target }
engine-error-division-not-target = { $rule } : { $object } n'est pas une cible de la répartition
engine-error-division-zero = { $rule } : la cible { $object } doit recevoir au moins un
engine-error-division-sum = { $rule } : la répartition totalise { $got }, pas { $expected }
engine-error-sorcery-timing = { $rule } : ce sort ne peut être lancé que pendant votre phase principale, quand la pile est vide
engine-error-variable-in-reduction = { $rule } : la réduction de coût { $cost } contient une variable ; donnez sa valeur
engine-error-too-many-reductions = { $rule } : { $count } réductions de coût ; au plus { $max } pour chercher le meilleur ordre
engine-error-unknown-mana-source = { $rule } : { $source } n'a pas de capacité de mana
engine-error-mana-source-tapped = { $rule } : { $source } est déjà engagé
engine-error-unpayable = { $rule } : le coût total { $cost } ne peut pas être payé avec { $pool }
engine-error-not-enough-life = { $rule } : { $life } points de vie à payer, mais le total de points de vie est { $total }
engine-error-variable-unannounced = { $rule } : le coût contient { $variable } et aucune valeur n'a été annoncée : donnez --x (0 si c'est la valeur)
engine-error-negative-number = { $rule } : { $variable } = { $value } : un joueur ne peut pas choisir un nombre négatif
engine-error-no-mana-cost = { $rule } : le sort n'a pas de coût de mana, son coût est donc impayable{ $changed ->
        [yes] , augmenté ou non
       *[no] {""}
    } ; seul un coût alternatif (--alternative, {"{"}0{"}"} pour « sans payer son coût de mana ») peut être payé
engine-error-reduction-half-unannounced = { $rule } : aucune moitié n'a été choisie pour { $symbol } de la réduction { $reduction } : donnez --reduce-half une fois par symbole hybride des réductions, ou --best
engine-error-reduction-half-unmatched = { $rule } : { $half } n'est pas une moitié de { $symbol }
engine-error-reduction-half-unused = { $rule } : { $count } { $count ->
        [one] moitié donnée
       *[other] moitiés données
    } (à partir de { $half }) pour aucun symbole hybride des réductions
