# Les commandes du moteur : cr cost, cr cast, cr coverage.

cli-cost-about = Calculer le coût total d'un sort selon 601.2f et 118.7, chaque étape citant sa règle
cli-cast-about = Lancer un sort depuis un fichier de scénario, étape par étape (601.2a–i)
cli-coverage-about = Chaque sous-règle que le moteur exécute (118.6, 118.7, 601.2) dans un document, la règle anglaise qu'elle atteint, son code et ses tests
cli-arg-cost-mana-cost = Le coût de mana, tel que {"{"}X{"}"}{"{"}R{"}"} ou {"{"}2{"}"}{"{"}W/U{"}"} ; none pour une carte sans coût de mana (118.6)
cli-arg-cost-x = La valeur annoncée pour X (601.2b) ; requise quand un coût contient X
cli-arg-cost-alternative = Un coût alternatif payé à la place du coût de mana (un au plus)
cli-arg-cost-additional = Un coût supplémentaire, comme un kick ; 3x{"{"}1{"}"}{"{"}G{"}"} pour un multikick payé trois fois
cli-arg-cost-increase = Une augmentation de coût
cli-arg-cost-reduce = Une réduction de coût (118.7), appliquée dans l'ordre donné ; colored:{"{"}W{"}"}{"{"}B{"}"} pour un effet qui ne réduit que le mana coloré, generic:{"{"}2{"}"} pour un effet qui ne réduit que le mana générique
cli-arg-cost-minimum = Un effet qui fait coûter au moins N au sort (comme la Trisphère)
cli-arg-cost-hybrid = La moitié annoncée pour un symbole hybride, telle que W ou 2 : une par symbole hybride, dans l'ordre où le coût les imprime
cli-arg-cost-phyrexian = Comment un symbole phyrexian est payé, life ou mana : un choix par symbole phyrexian, dans l'ordre où le coût les imprime
cli-arg-cost-reduce-half = La moitié choisie pour un symbole hybride d'une réduction quand elle s'applique (118.7e), telle que W ou 2 : une par symbole hybride, dans l'ordre des réductions
cli-arg-cost-best-order = Chercher aussi, parmi tous les ordres des réductions et les deux moitiés de chacun de leurs symboles hybrides non donnés, le total le moins cher
cli-arg-scenario = Un fichier de scénario (TOML), comme rules/examples/601.2f-kicker-two-reducers.toml
cost-total = coût total { $total } (valeur de mana { $mana_value }, X = { $x }, points de vie { $life })
cost-best-order-mattered = ordre le moins cher des réductions : { $order } (l'ordre compte)
cost-best-order-same = tous les ordres des réductions donnent le même total ({ $order })
cost-best-halves-mattered = moitiés les moins chères des symboles hybrides des réductions : { $halves } (les moitiés comptent)
cost-best-halves-same = les moitiés des symboles hybrides des réductions ne changent pas le total ({ $halves })
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
