# cr corpus: i documenti che cr conosce, e quelli che l'utente aggiunge.
# Termini non tradotti: cr, SPEC, LANG, FILE, URL, TXT.

cli-corpus-about = Elenca tutti i documenti che cr conosce (inclusi, e quelli che hai aggiunto), oppure aggiungi, rimuovi e scarica documenti
cli-add-about = Aggiungi testi di regole alla tua cartella dei dati (CR_DATA_DIR): una versione inglese entra nella storia, una traduzione nel corpus, in ogni comando da allora
cli-remove-about = Rimuovi documenti che hai aggiunto (LANG@VERSION); i documenti inclusi restano
cli-fetch-about = Scarica la versione inglese più recente dalla pagina delle regole dell'editore e aggiungila
cli-arg-corpus-files = I file da aggiungere (LANG:FILE, o FILE per una versione inglese, che viene riconosciuta)
cli-arg-corpus-remove = I documenti da rimuovere (LANG@VERSION, come li elenca cr corpus)
cli-arg-corpus-url = La pagina delle regole da leggere, o l'indirizzo del file TXT stesso (predefinito: https://magic.wizards.com/en/rules)
cli-arg-corpus-timeout = Rinuncia dopo questo numero di secondi (predefinito: 60)

corpus-summary-known = { $count ->
    [one] { $count } documento
   *[other] { $count } documenti
} ({ $added } aggiunti)
corpus-origin-bundled = incluso
corpus-origin-added = aggiunto da { $source }
corpus-added = aggiunto { $spec }: { $path }
corpus-already = { $spec } è già noto: { $path }
corpus-removed = rimosso { $spec } ({ $file })
corpus-current = già nota: { $spec } (la versione più recente che cr conosce è en@{ $newest })
corpus-warning-unusable = escluso: { $problem }

corpus-error-manifest = { $path }: un manifesto che cr non sa leggere ({ $detail }); sposta altrove la cartella dei dati e aggiungi di nuovo i documenti
corpus-error-damaged = { $path }: modificato da quando è stato aggiunto come { $spec }; rimuovilo (cr corpus remove { $spec }) e aggiungilo di nuovo
corpus-error-no-data-dir = nessuna cartella dei dati: indica in CR_DATA_DIR la cartella dove tenere i documenti aggiunti
corpus-error-not-release = { $path }: un testo inglese che non è una versione completa ({ $rules } regole); si aggiungono solo versioni complete (una traduzione ha bisogno della sua lingua: zh:FILE)
corpus-error-other-text = { $path }: { $spec } è già noto con un altro testo ({ $known }); rimuovi prima quello che hai aggiunto (cr corpus remove { $spec })
corpus-error-remove-spec = { $spec }: indica un documento che hai aggiunto come LANG@VERSION (cr corpus li elenca)
corpus-error-remove-bundled = { $spec } è incluso in cr e non può essere rimosso
corpus-error-remove-unknown = { $spec } non è un documento che hai aggiunto (cr corpus li elenca)
corpus-error-fetch = { $url }: impossibile scaricare: { $detail }
corpus-error-fetch-no-link = { $url }: nessun collegamento al file TXT delle regole in questa pagina; indica l'indirizzo del file TXT con --url

error-follows-unknown-release = { $document } segue una versione inglese più recente di tutte quelle che cr conosce (la più recente è { $newest }; le sue regole { $rules } non sono in nessuna): aggiungi quella versione (cr corpus fetch, o cr corpus add FILE), o indicala con --follows en:FILE
error-unknown-version-newer = nessun documento { $lang } della versione { $version }: il più recente che cr conosce è { $nearest }; aggiungi le versioni più recenti con cr corpus fetch o cr corpus add FILE

cli-arg-follows = La versione inglese che la traduzione segue (en@DATE, o en:FILE per una versione che cr non ha), quando cr non può dirlo
error-follows-not-release = { $spec }: non una versione inglese completa (--follows indica l'inglese da cui è stata fatta una traduzione)
