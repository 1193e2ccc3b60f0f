# cr update: una traduzione portata a una nuova versione inglese.

cli-update-about = Portare una traduzione a una nuova versione inglese: regole invariate rinumerate, regole cambiate segnate [cr:review], nuove regole inserite in inglese segnate [cr:translate]
update-arg-spec = La traduzione da aggiornare (LINGUA:PERCORSO, PERCORSO, LINGUA@DATA o LINGUA)
update-arg-to = La versione inglese a cui aggiornarla (en@DATA, en o en:PERCORSO)
update-arg-out = Scrivere la traduzione aggiornata in FILE (intera o per niente; mai l'input)
update-arg-format = Cosa stampare: text (senza --out né --in-place, la traduzione aggiornata stessa, il resoconto su stderr), json (il resoconto) o xliff (XLIFF 2.0 delle regole e voci da fare)
update-arg-in-place = Sostituire il file della traduzione, tenendo il vecchio come FILE.bak
update-summary = { $from } segue { $follows }; aggiornata a { $to }: { $kept } invariate, { $renumbered } rinumerate, { $changed } cambiate (segnate [cr:review]), { $added } aggiunte in inglese (segnate [cr:translate]), { $removed } tolte; { $references } riferimenti rinumerati
update-date = data di entrata in vigore { $old } → { $new }
update-glossary = glossario: { $kept } invariate, { $changed } cambiate, { $added } aggiunte, { $removed } tolte
update-glossary-unpaired = glossario tenuto com'è: non si appaia voce per voce con il glossario inglese
update-rule-changed = ~ { $number } (era { $was }): { $diff }
update-rule-added = + { $number }
update-rule-removed = - { $was }
update-term-changed = ~ { $term }: { $diff }
update-term-added = + { $term }
update-term-removed = - { $term }
update-written = scritto in { $path }: { $todo } { $todo ->
        [one] regola o voce
       *[other] regole e voci
    } da fare
update-backup = il vecchio file è tenuto come { $path }
update-encoding = { $path }: scritto in { $encoding }, perché { $was } non può contenere il testo inglese inserito
update-error-not-translation = { $document } non è una traduzione (è inglese, o non segue alcuna versione inglese)
update-error-target-not-english = { $document } non è una versione inglese: una traduzione si aggiorna a una versione inglese
update-error-nothing-paired = nessuna regola di { $document } si appaia con { $follows }, l'inglese che segue: niente da portare
update-error-in-place-bundled = { $spec } è un documento incluso: --in-place richiede un file (usare --out FILE)
update-error-out-is-input = --out { $path } è la traduzione stessa: usare --in-place per sostituirla (con una copia di riserva)
