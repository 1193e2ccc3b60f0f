# Motore dei costi: passi della traccia (engine-action-*) ed errori (engine-error-*).
# Lessico delle Regole Complete: costo totale, costo addizionale, costo alternativo,
# incremento di costo, riduzione di costo, definitivo, punti vita, pila, bersaglio.
# I costi ($cost, $applied, $mana…) sono stringhe come {1}{R}; non si traducono.

## Passi

engine-action-start = { $from ->
    [alternative] si parte dal costo alternativo { $cost }
   *[mana-cost] si parte dal costo di mana { $cost }
}
engine-action-additional = { $times ->
    [1] + { $cost } (costo addizionale)
   *[other] + { $cost } × { $times } (costo addizionale)
}
engine-action-increase = + { $cost } (incremento di costo)
engine-action-announce-x = dichiarazione: { $variable } = { $value }
engine-action-phyrexian-life = { $symbol } pagato con { $life } punti vita
engine-action-phyrexian-mana = { $symbol } pagato con mana
engine-action-hybrid-choice = { $symbol } pagato come { $half }
engine-action-reduce-half = { $symbol } della riduzione preso come { $half }
engine-action-reduce = − { $applied } (riduzione di costo { $cost })
engine-action-reduced-to-zero = componente di mana annullata: il costo è {"{"}0{"}"}
engine-action-minimum = costa almeno { $n }: + { $added }
engine-action-locked = il costo totale diventa definitivo
engine-action-propose = { $card } viene spostata in pila
engine-action-announce-mode = modo: { $mode }
engine-action-announce-alternative = costo alternativo { $name }: { $cost }
engine-action-announce-additional = { $times ->
    [1] costo addizionale { $name }: { $cost }
   *[other] costo addizionale { $name }: { $cost } × { $times }
}
engine-action-announce-targets = bersaglio { $target } ({ $count }): { $objects }
engine-action-divide = { $object } riceve { $amount }
engine-action-legality-check = la magia può essere lanciata legalmente
engine-action-activate-mana-ability = abilità di mana di { $source }: + { $mana }
engine-action-pay-mana = si paga { $mana }
engine-action-pay-life = si pagano { $life } punti vita
engine-action-become-cast = { $card } diventa lanciata

## Errori ($rule è la sottoregola che rende illegale l'azione)

engine-error-parse-empty = nessun simbolo di mana nel costo
engine-error-parse-text-outside-braces = testo inatteso “{ $text }” al byte { $offset }: ogni simbolo si scrive tra parentesi graffe, come {"{"}2{"}"}{"{"}W{"}"}
engine-error-parse-unclosed-brace = parentesi graffa non chiusa “{ $text }” al byte { $offset }
engine-error-parse-empty-symbol = parentesi graffe vuote “{ $text }” al byte { $offset }
engine-error-parse-unknown-symbol = simbolo di mana sconosciuto “{ $text }” al byte { $offset } (vedi la regola 107.4)
engine-error-parse-number-too-large = numero troppo grande “{ $text }” al byte { $offset }
engine-error-parse-cost-too-large = costo troppo grande a “{ $text }”, byte { $offset }
engine-error-phyrexian-choice = “{ $text }” non è una scelta di Phyrexia: scrivi life o mana
engine-error-scenario = scenario illeggibile: { $detail }
engine-error-overflow = { $rule }: un numero è troppo grande per calcolare il costo
engine-error-card-not-in-hand = { $rule }: { $card } non è in mano
engine-error-wrong-mode-count = { $rule }: { $expected } { $expected ->
        [one] modo
       *[other] modi
    } da scegliere, { $got } { $got ->
        [one] dichiarato
       *[other] dichiarati
    }
engine-error-unknown-mode = { $rule }: la magia non ha il modo “{ $mode }”
engine-error-duplicate-mode = { $rule }: il modo “{ $mode }” è scelto due volte
engine-error-two-alternative-costs = { $rule }: non si possono applicare due costi alternativi ({ $first } e { $second }) a una singola magia
engine-error-unknown-cost = { $rule }: la magia non ha il costo “{ $name }”
engine-error-cost-not-repeatable = { $rule }: il costo addizionale { $name } si può pagare una sola volta ({ $times } dichiarati)
engine-error-no-variable = { $rule }: dichiarato { $variable } = { $value }, ma nessun costo contiene {"{"}{ $variable }{"}"}
engine-error-variable-must-be-zero = { $rule }: lanciata senza pagare un costo con {"{"}{ $variable }{"}"}, l'unico valore legale di { $variable } è 0 (non { $value })
engine-error-hybrid-choice-unmatched = { $rule }: nessun simbolo ibrido rimasto può essere pagato come { $half }
engine-error-hybrid-unannounced = { $rule }: { $symbols } senza una metà non ibrida annunciata: dai --hybrid una volta per simbolo ibrido, nell'ordine in cui il costo li stampa
engine-error-phyrexian-choice-unmatched = { $rule }: { $count } { $count ->
        [one] scelta
       *[other] scelte
    } di Phyrexia per meno simboli di Phyrexia
engine-error-phyrexian-unannounced = { $rule }: { $symbols } senza la scelta fra vita e mana: dai --phyrexian una volta per simbolo di Phyrexia, nell'ordine in cui il costo li stampa
engine-error-wrong-target-count = { $rule }: il bersaglio { $target } richiede da { $min } a { $max } bersagli, { $got } scelti
engine-error-duplicate-target = { $rule }: { $object } è scelto due volte per lo stesso bersaglio { $target }
engine-error-illegal-target = { $rule }: { $object } non è una scelta legale per il bersaglio { $target }
engine-error-unexpected-target = { $rule }: la magia non richiede il bersaglio { $target }
engine-error-division-not-target = { $rule }: { $object } non è un bersaglio della suddivisione
engine-error-division-zero = { $rule }: il bersaglio { $object } deve ricevere almeno una unità
engine-error-division-sum = { $rule }: la suddivisione somma { $got }, non { $expected }
engine-error-sorcery-timing = { $rule }: questa magia si può lanciare solo nella tua fase principale, con la pila vuota
engine-error-variable-in-reduction = { $rule }: la riduzione di costo { $cost } contiene una variabile; indicane il valore
engine-error-too-many-reductions = { $rule }: { $count } riduzioni di costo; al massimo { $max } per cercare l'ordine migliore
engine-error-unknown-mana-source = { $rule }: { $source } non ha abilità di mana
engine-error-mana-source-tapped = { $rule }: { $source } è già tappato
engine-error-unpayable = { $rule }: il costo totale { $cost } non può essere pagato con { $pool }
engine-error-not-enough-life = { $rule }: { $life } punti vita da pagare, ma il totale di punti vita è { $total }
engine-error-variable-unannounced = { $rule }: il costo ha { $variable } e non è stato annunciato alcun valore: dai --x (0 se è quello il valore)
engine-error-negative-number = { $rule }: { $variable } = { $value }: un giocatore non può scegliere un numero negativo
engine-error-no-mana-cost = { $rule }: la magia non ha costo di mana, quindi il suo costo non può essere pagato{ $changed ->
        [yes] , aumentato o no
       *[no] {""}
    }; si può pagare solo un costo alternativo (--alternative, {"{"}0{"}"} per «senza pagarne il costo di mana»)
engine-error-reduction-half-unannounced = { $rule }: non è stata scelta alcuna metà per { $symbol } della riduzione { $reduction }: dai --reduce-half una volta per simbolo ibrido delle riduzioni, o --best
engine-error-reduction-half-unmatched = { $rule }: { $half } non è una metà di { $symbol }
engine-error-reduction-half-unused = { $rule }: { $count } { $count ->
        [one] metà data
       *[other] metà date
    } (da { $half }) per nessun simbolo ibrido delle riduzioni
