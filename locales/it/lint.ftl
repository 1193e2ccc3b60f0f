# Il linter: cr lint, cr explain.

cli-lint-about = Controllare le traduzioni rispetto alla versione inglese che seguono e tra loro (senza SPEC: il corpus incluso)
cli-explain-about = Mostrare la documentazione di un controllo (senza argomento: l'elenco dei controlli)
cli-arg-lint-spec = Documenti da controllare (LINGUA:PERCORSO, PERCORSO, LINGUA@DATA o LINGUA); nessuno per le traduzioni incluse
cli-arg-lint-against = Controllare ogni documento rispetto a questo soltanto
cli-arg-lint-format = Formato di uscita: human, json, sarif (SARIF 2.1.0) o github (annotazioni dei workflow)
cli-arg-lint-config = Un cr.toml: gravità, controlli disattivati, parole aggiunte, segnalazioni ignorate
cli-arg-lint-fail-on = Gravità minima che dà il codice di uscita 1 (predefinita: warning)
cli-arg-lint-no-cache = Ricompilare i dizionari invece di riusare i verdetti ortografici conservati nella cartella della cache
cli-arg-explain-check = Il codice (CR101) o il nome (renumbered) di un controllo

lint-level-error = errore
lint-level-warning = avviso
lint-level-info = info
lint-help = suggerimento: { $suggestion }
lint-note-prefix = nota:
lint-summary = { $total ->
    [0] nessuna segnalazione
   *[other] { $total } { $total ->
        [one] segnalazione
       *[other] segnalazioni
    } ({ $errors } { $errors ->
        [one] errore
       *[other] errori
    }, { $warnings } { $warnings ->
        [one] avviso
       *[other] avvisi
    }, { $infos } info)
}
lint-notice-no-dictionary = nessun dizionario Hunspell per { $lang } (su Debian o Ubuntu: apt-get install { $package }); l'ortografia non viene controllata per questa lingua
lint-notice-no-dictionary-unpackaged = nessun dizionario Hunspell per { $lang } (nessun pacchetto lo fornisce); l'ortografia non viene controllata per questa lingua
lint-error-config = { $path }: configurazione non valida: { $detail }
lint-error-unknown-check = { $check }: controllo sconosciuto (vedere cr explain)
lint-unknown = segnalazione sconosciuta

lint-renumbered = { $rule } è { $other } in { $counterpart }{ $explained ->
    [none] {""}
   *[other] {""} (spiegato da { $explained })
}
lint-missing-rule = { $missing } di { $counterpart } non ha corrispondente qui (seguirebbe { $after })
lint-extra-rule = { $rule } non ha corrispondente in { $counterpart }
lint-duplicate-number = { $rule } è numerata due volte (l'altra è alla riga { $line })
lint-numbering-order = { $kind ->
    [letter] { $rule } usa una lettera che la numerazione salta (l e o)
    [skip] { $rule } segue { $previous }: manca un numero
   *[order] { $rule } viene dopo { $previous }: fuori ordine
}
lint-stray-text = testo che non appartiene ad alcuna regola: «{ $text }» ({ $count ->
    [one] 1 paragrafo
   *[other] { $count } paragrafi
})
lint-missing-symbol = qui è andato perso un simbolo: «{ $text }»
lint-symbol-mismatch = simboli diversi da { $counterpart } { $other }: { $here ->
    [none] nessuno
   *[other] { $here }
} qui, { $there ->
    [none] nessuno
   *[other] { $there }
} là
lint-malformed-symbol = simbolo malformato «{ $symbol }»
lint-number-mismatch = { $here } qui, { $there } in { $counterpart } { $other }
lint-xref-mismatch = rimando a { $here } qui, a { $there } in { $counterpart } { $other }
lint-dangling-xref = la regola { $target } non esiste in { $version }
lint-english-erratum = l'inglese cita la regola { $cited } come «{ $title }», che è la regola { $right } in { $version }
lint-bound-mismatch = { $change ->
    [strictness] { $counterpart } { $other } dice «{ $theirs }», { $there ->
        [strict] il limite escluso
       *[inclusive] il limite incluso
    }; questa regola dice «{ $mine }», { $here ->
        [strict] il limite escluso
       *[inclusive] il limite incluso
    }
   *[reversed] { $there ->
        [below] { $counterpart } { $other } limita dal basso (almeno)
       *[above] { $counterpart } { $other } limita dall'alto (al massimo)
    }, questa regola { $here ->
        [below] dal basso
       *[above] dall'alto
    }
}
lint-missing-xref = { $count ->
    [one] nessun rimando a { $there } qui; { $counterpart } { $other } vi rimanda
   *[other] nessun rimando a { $there } qui; { $counterpart } { $other } vi rimanda
}
lint-missing-sentence = a { $rule } manca una frase di { $counterpart } { $other }: «{ $sentence }»
lint-extra-sentence = una frase senza corrispondente in { $counterpart } { $other }: «{ $sentence }»
lint-unbalanced-brackets = { $kind ->
    [reversed] «{ $mark }» è al contrario: era atteso «{ $other }»
    [closing] «{ $mark }» non chiude nulla
   *[opening] «{ $mark }» non viene mai chiuso
}
lint-spelling = «{ $word }» non è nel dizionario { $lang }
lint-typo = «{ $phrase }» compare una sola volta; «{ $frequent }» compare { $count } volte
lint-terminology = «{ $term }» è reso «{ $rendering }» in { $count } regole su { $total }, ma non qui
lint-untranslated = { $kind ->
    [reference] rimando lasciato in inglese (regola { $rule }): «{ $text }»
    [systematic] rimandi lasciati in inglese in { $count } regole, qui «{ $text }» (regola { $rule }); gli altri sono elencati sotto
    [template] modello inglese non tradotto: «{ $text }»
   *[run] inglese non tradotto: «{ $text }»
}
lint-folded = anche { $code } { $check }: { $message }
lint-folded-more = … e altri { $count } dello stesso tipo (tutti con --format json)
lint-hidden = { $count } { $count ->
    [one] segnalazione
   *[other] segnalazioni
} sotto il livello { $severity } { $count ->
    [one] nascosta
   *[other] nascoste
} (--min-severity info le mostra)
cli-arg-lint-min-severity = Gravità minima mostrata (predefinita: warning per l'output human, info per json, sarif e github)
cli-arg-lint-color = Quando colorare l'output human: auto (un terminale, salvo se NO_COLOR è impostato), always, never
lint-dropped-content = { $change ->
    [added] «{ $rendering }» rende di solito «{ $word }» (in { $count } regole su { $total }), che questa regola inglese non ha
    [short] la frase è molto più corta di come questa traduzione rende di solito un tale inglese (lunghezza { $count }, di solito circa { $total }): forse manca una proposizione
    [sentence] «{ $word }» è reso di solito «{ $rendering }» (in { $count } regole su { $total }), ma non nella frase che traduce la sua
   *[dropped] «{ $word }» è reso di solito «{ $rendering }» (in { $count } regole su { $total }), ma non in questa regola
}
lint-polarity = { $change ->
    [lost] la frase inglese è negativa («{ $word }») e la sua traduzione no
   *[added] la traduzione è negativa («{ $word }») e la frase inglese no
}
lint-term-swap = «{ $term }» (di solito «{ $rendering }») è reso qui con «{ $here }», la traduzione di «{ $other }»
lint-inconsistency = «{ $english }» è tradotto «{ $usual }» in { $count } regole; qui { $change ->
    [negation-lost] senza la sua negazione («{ $removed }»)
    [negation-added] con una negazione («{ $inserted }»)
    [replaced] «{ $inserted }» al posto di «{ $removed }», la traduzione di «{ $word }»
   *[missing] senza «{ $removed }», la traduzione di «{ $word }»
}
lint-staleness = la traduzione segue l’inglese del { $version }: traduce { $old }, poi tolto dall’inglese{ $newcount ->
    [0] {""}
   *[other] , e non { $new }, aggiunto in seguito
}
