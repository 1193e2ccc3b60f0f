# Historique : cr history.
cli-history-about = La lignée d'une règle à travers toutes les versions anglaises depuis 2003 : son apparition, chaque renumérotation et modification du texte, sa suppression
cli-arg-history-rule = Le numéro de règle, dans la version anglaise la plus récente qui l'a sauf si un document est donné
cli-arg-history-in = Le document où lire le numéro de règle (une traduction est placée sur la version anglaise qu'elle suit)
history-in = { $rule } de { $document } est { $english } de la version anglaise du { $version }
history-change-added = apparue
history-change-unchanged = inchangée
history-change-renumbered = renumérotée
history-change-changed = texte modifié
history-change-renumbered-changed = renumérotée, texte modifié
history-until = { " " }(inchangée jusqu'au { $version }, { $count } versions)
history-removed = supprimée dans la version du { $version }
history-error-not-found = pas de règle { $rule } dans { $document }
history-error-no-counterpart = { $rule } de { $document } n'a pas d'équivalent dans la version anglaise qu'il suit (en@{ $version })
