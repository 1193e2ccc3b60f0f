# I comandi del motore: cr cost, cr cast, cr coverage.

cli-cost-about = Calcola il costo totale di una magia secondo 601.2f e 118.7, con ogni passo che cita la sua regola
cli-cast-about = Lancia una magia da un file di scenario, passo per passo (601.2a–i)
cli-coverage-about = Ogni sottoregola che il motore esegue (118.6, 118.7, 601.2) in un documento, la regola inglese che raggiunge, il suo codice e i suoi test
cli-arg-cost-mana-cost = Il costo di mana, come {"{"}X{"}"}{"{"}R{"}"} o {"{"}2{"}"}{"{"}W/U{"}"}; none per una carta senza costo di mana (118.6)
cli-arg-cost-x = Il valore annunciato per X (601.2b); richiesto quando un costo ha X
cli-arg-cost-alternative = Un costo alternativo pagato al posto del costo di mana (al massimo uno)
cli-arg-cost-additional = Un costo addizionale, come un potenziamento; 3x{"{"}1{"}"}{"{"}G{"}"} per un multipotenziamento pagato tre volte
cli-arg-cost-increase = Un incremento di costo
cli-arg-cost-reduce = Una riduzione di costo (118.7), applicata nell'ordine dato; colored:{"{"}W{"}"}{"{"}B{"}"} per un effetto che riduce solo il mana colorato, generic:{"{"}2{"}"} per uno che riduce solo il mana generico
cli-arg-cost-minimum = Un effetto che fa costare alla magia almeno N (come Trisfera)
cli-arg-cost-hybrid = La metà annunciata per un simbolo ibrido, come W o 2: una per simbolo ibrido, nell'ordine in cui il costo li stampa
cli-arg-cost-phyrexian = Come si paga un simbolo di Phyrexia, life o mana: una scelta per simbolo, nell'ordine in cui il costo li stampa
cli-arg-cost-reduce-half = La metà scelta per un simbolo ibrido di una riduzione quando viene applicata (118.7e), come W o 2: una per simbolo ibrido, nell'ordine delle riduzioni
cli-arg-cost-best-order = Cerca anche, fra tutti gli ordini delle riduzioni e le due metà di ogni loro simbolo ibrido non dato, il totale più economico
cli-arg-scenario = Un file di scenario (TOML), come rules/examples/601.2f-kicker-two-reducers.toml
cost-total = costo totale { $total } (valore di mana { $mana_value }, X = { $x }, punti vita { $life })
cost-best-order-mattered = ordine più economico delle riduzioni: { $order } (l'ordine conta)
cost-best-order-same = ogni ordine delle riduzioni dà lo stesso totale ({ $order })
cost-best-halves-mattered = metà più economiche dei simboli ibridi delle riduzioni: { $halves } (le metà contano)
cost-best-halves-same = le metà dei simboli ibridi delle riduzioni non cambiano il totale ({ $halves })
cast-legal = la magia è lanciata; costo totale { $total }
cast-illegal = illegale: { $message }; la partita torna al momento prima della proposta
cast-mismatch = atteso { $field } = { $expected }, ottenuto { $actual }
cast-error-scenario = { $path }: scenario illeggibile: { $detail }
coverage-line = { $rule } → { $canonical }: { $implementations } { $implementations ->
        [one] implementazione
       *[other] implementazioni
    }, { $tests } test
