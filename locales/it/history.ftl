# Cronologia: cr history.
cli-history-about = La storia di una regola attraverso tutte le versioni inglesi dal 2003: la sua comparsa, ogni rinumerazione e modifica del testo, la sua rimozione
cli-arg-history-rule = Il numero della regola, nella versione inglese più recente che la contiene salvo se è dato un documento
cli-arg-history-in = Il documento in cui leggere il numero della regola (una traduzione è collocata sulla versione inglese che segue)
history-in = { $rule } di { $document } è { $english } della versione inglese del { $version }
history-change-added = comparsa
history-change-unchanged = invariata
history-change-renumbered = rinumerata
history-change-changed = testo modificato
history-change-renumbered-changed = rinumerata, testo modificato
history-until = { " " }(invariata fino al { $version }, { $count } versioni)
history-removed = rimossa nella versione del { $version }
history-error-not-found = nessuna regola { $rule } in { $document }
history-error-no-counterpart = { $rule } di { $document } non ha un equivalente nella versione inglese che segue (en@{ $version })
