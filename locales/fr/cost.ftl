# Les commandes du moteur : cr cost, cr cast, cr coverage.

cli-cost-about = Calculer le coût total d'un sort selon 601.2f et 118.7, chaque étape citant sa règle
cli-cast-about = Lancer un sort depuis un fichier de scénario, étape par étape (601.2a–i)
cli-coverage-about = Chaque sous-règle de 601.2 d'un document, la règle anglaise qu'elle atteint, son code et ses tests
cli-arg-cost-mana-cost = Le coût de mana, comme {"{"}X{"}"}{"{"}R{"}"} ou {"{"}2{"}"}{"{"}W/U{"}"}
cli-arg-cost-x = La valeur annoncée pour X (601.2b)
cli-arg-cost-alternative = Un coût alternatif payé à la place du coût de mana (un au plus)
cli-arg-cost-additional = Un coût supplémentaire, comme un kick ; 3x{"{"}1{"}"}{"{"}G{"}"} pour un multikick payé trois fois
cli-arg-cost-increase = Une augmentation de coût
cli-arg-cost-reduce = Une réduction de coût (118.7) ; appliquées dans l'ordre donné
cli-arg-cost-minimum = Un effet qui fait coûter au moins N au sort (comme la Trisphère)
cli-arg-cost-hybrid = La moitié annoncée pour un symbole hybride, comme W ou 2
cli-arg-cost-phyrexian = Comment un symbole phyrexian est payé : life (points de vie) ou mana
cli-arg-cost-best-order = Chercher aussi, parmi tous les ordres des réductions, le total le moins cher
cli-arg-scenario = Un fichier de scénario (TOML), comme rules/examples/601.2f-kicker-two-reducers.toml
cost-total = coût total { $total } (valeur de mana { $mana_value }, X = { $x }, points de vie { $life })
cost-best-order-mattered = ordre le moins cher des réductions : { $order } (l'ordre compte)
cost-best-order-same = tous les ordres des réductions donnent le même total ({ $order })
cast-legal = le sort est lancé ; coût total { $total }
cast-illegal = illégal : { $message } ; la partie revient au moment précédant la proposition
cast-mismatch = { $field } attendu = { $expected }, obtenu { $actual }
cast-error-scenario = { $path } : scénario illisible : { $detail }
coverage-line = { $rule } → { $canonical } : { $implementations } { $implementations ->
        [one] implémentation
       *[other] implémentations
    }, { $tests } { $tests ->
        [one] test
       *[other] tests
    }
