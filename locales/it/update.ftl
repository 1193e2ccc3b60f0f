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
        [one] regola, esempio o voce
       *[other] regole, esempi e voci
    } da fare
update-backup = il vecchio file è tenuto come { $path }
update-encoding = { $path }: scritto in { $encoding }, perché { $was } non può contenere il testo inglese inserito
update-error-not-translation = { $document } non è una traduzione (è inglese, o non segue alcuna versione inglese)
update-error-target-not-english = { $document } non è una versione inglese: una traduzione si aggiorna a una versione inglese
update-error-nothing-paired = nessuna regola di { $document } si appaia con { $follows }, l'inglese che segue: niente da portare
update-error-in-place-bundled = { $spec } è un documento incluso: --in-place richiede un file (usare --out FILE)
update-error-out-is-input = --out { $path } è la traduzione stessa: usare --in-place per sostituirla (con una copia di riserva)
update-arg-xliff = Scrivere anche le regole, gli esempi e le voci da fare in XLIFF 2.0 in FILE (note: l'inglese prima, dopo, le differenze), per uno strumento CAT; `cr apply` riporta lo XLIFF compilato
update-error-xliff-is-out = --xliff { $path } è anche il file di --out: date loro due nomi
update-xliff-written = le unità da fare, in XLIFF 2.0: { $path }
update-example-changed = ~ { $id }: { $diff }
update-example-added = + { $id }
update-example-removed = - un esempio di { $number }: { $before }
update-omitted = { $count } { $count ->
        [one] regola lasciata fuori
       *[other] regole lasciate fuori
    } perché la traduzione le omette (inglese invariato): { $rules }

# cr remap: le citazioni di regole riscritte da una numerazione inglese a un'altra.
cli-remap-about = Riscrivere le citazioni di regole di un testo qualsiasi (Markdown, testo semplice, commenti nel codice) dalla numerazione di una versione inglese a quella di un'altra, attraverso la genealogia delle regole
remap-arg-file = Il testo di cui riscrivere le citazioni
remap-arg-from = La versione inglese che le citazioni seguono (en@DATA)
remap-arg-to = La versione inglese per cui riscriverle (en@DATA, o en per la più recente)
remap-arg-out = Scrivere il testo riscritto in FILE (intero o per niente; mai l'input)
remap-arg-in-place = Sostituire FILE, conservando il vecchio come FILE.bak
remap-arg-format = Cosa stampare: text (senza --out né --in-place, il testo riscritto stesso, il resoconto su stderr) o json (ogni citazione, vecchia e nuova, con il suo stato)
remap-error-not-english = { $document } non è una versione inglese: le citazioni seguono la numerazione di una versione inglese
remap-renumbered = { $file }:{ $line }: { $old } → { $new }
remap-gone = { $file }:{ $line }: { $old } lasciato com'è: { $to } non ha questa regola
remap-left = { $file }:{ $line }: { $old } lasciato com'è: le regole che nomina si sono separate
remap-summary = { $citations } { $citations ->
        [one] citazione
       *[other] citazioni
    } da { $from } a { $to }: { $renumbered } rinumerate, { $same } invariate, { $gone } lasciate come scritte
remap-written = scritto in { $path }

# cr apply: uno XLIFF compilato riportato nella traduzione aggiornata.
cli-apply-about = Riportare i target di uno XLIFF compilato (da cr update --xliff) nella traduzione aggiornata, risolvendo i segni di ogni unità che ne ha uno
apply-arg-xliff = Il file XLIFF 2.0, compilato in uno strumento CAT
apply-arg-updated = La traduzione aggiornata con cui lo XLIFF è stato scritto
apply-arg-out = Scrivere il risultato in FILE (intero o per niente; mai un input)
apply-arg-in-place = Sostituire UPDATED, conservando il vecchio come UPDATED.bak
apply-arg-format = Cosa stampare: text (senza --out né --in-place, la traduzione stessa, il resoconto su stderr) o json (le unità riportate e rimaste)
apply-error-xliff = { $xliff }: file XLIFF illeggibile: { $detail }
apply-error-no-target = { $xliff }: nessuna lingua di destinazione o nessuna versione di destinazione (una nota di categoria cr-target): è stato scritto da cr update --xliff?
apply-error-unknown-unit = { $xliff }: l'unità { $unit } non nomina alcuna regola, esempio o voce della traduzione aggiornata o della sua versione inglese: non è scritto nulla
apply-error-english = { $xliff }: l'inglese dell'unità { $unit } non è più quello della versione inglese: non è scritto nulla
apply-error-not-marked = { $xliff }: l'unità { $unit } non è segnata nella traduzione aggiornata (già riportata, o un altro file): non è scritto nulla
apply-error-overlap = { $xliff }: due unità scrivono sullo stesso testo: non è scritto nulla
apply-summary = { $xliff }: { $applied } { $applied ->
        [one] unità riportata
       *[other] unità riportate
    }, { $left } ancora segnate; { $marks } { $marks ->
        [one] segno resta
       *[other] segni restano
    } nel file
apply-arg-accept-initial = Prendere anche i target ancora nello stato "initial" quando differiscono da ciò che cr update aveva precompilato (modificati a mano o in uno strumento che mantiene lo stato)
apply-left-initial = { $count } { $count ->
        [one] unità lasciata: il suo target è
       *[other] unità lasciate: i loro target sono
    } ancora "initial" (uno strumento CAT conferma un segmento tradotto): { $units }; confermali, oppure prendi i target modificati a mano con --accept-initial
apply-left-empty = { $count } { $count ->
        [one] unità lasciata senza target
       *[other] unità lasciate senza target
    }: { $units }

# cr stale: cosa è cambiato nell'inglese dalla versione che una traduzione segue.
cli-stale-about = Elencare cosa è superato in una traduzione: le regole e gli esempi il cui inglese è cambiato dalla versione che segue, con le differenze (ciò che cr update segnerebbe; non si scrive nulla)
stale-arg-spec = La traduzione (LINGUA:PERCORSO, PERCORSO, LINGUA@DATA o LINGUA)
stale-arg-against = La versione inglese con cui confrontare (predefinita: la più recente, en)
stale-arg-format = Cosa stampare: text (l'elenco, con le differenze parola per parola) o json (il resoconto di cr update --format json)
apply-error-target-changed = { $xliff }: la sua versione di destinazione { $target } è il file { $path }, il cui testo è cambiato da quando cr update ha scritto l'XLIFF
