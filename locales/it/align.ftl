# Allineamento: cr align, cr diff, cr fingerprint.

cli-align-about = Abbina ogni regola di SINISTRA alla sua controparte in DESTRA, per contenuto, tra lingue e versioni
cli-arg-left = Il documento di sinistra (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG)
cli-arg-right = Il documento di destra (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG)
cli-arg-align-format = Formato di uscita: text, json, tsv (una coppia per riga, con entrambi i testi) o tmx (TMX 1.4 per gli strumenti CAT)
align-summary = { $left } ⇄ { $right }: { $pairs } coppie ({ $renumbered } rinumerate), { $left_only } solo a sinistra, { $right_only } solo a destra
align-left-only = solo a sinistra: { $rule }
align-right-only = solo a destra: { $rule }
cli-diff-about = Che cosa è cambiato tra due documenti: regole aggiunte, rimosse, rinumerate e modificate, con un diff per parole
cli-fingerprint-about = Quale versione inglese inclusa segue una traduzione, e che cosa è cambiato in inglese da allora
cli-arg-old = Il documento vecchio (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG)
cli-arg-new = Il documento nuovo (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG)
diff-summary = { $old } → { $new }: { $added } aggiunte, { $removed } rimosse, { $renumbered } rinumerate, { $changed } modificate, { $unchanged } invariate
diff-sentences = { $lost } frase/i senza controparte nel testo vecchio, { $gained } nel nuovo
fingerprint-follows = { $document } segue { $follows }
fingerprint-candidate = { $version }: contenuto { $score }, numerazione { $numbering } ({ $same } stesso numero, { $renumbered } rinumerate, { $unpaired } senza coppia)
fingerprint-range = non si distingue da { $count } versioni, dal { $from } al { $to }: le regole che copre vi sono identiche
fingerprint-newer = ha { $count ->
    [one] una regola
   *[other] { $count } regole
} che nessuna versione fino a { $newest } ha ({ $rules }): segue una versione più recente della cronologia inclusa
fingerprint-todo = cambiato in inglese da allora, fino a { $newest }: { $count } regola/e
fingerprint-change-changed = testo modificato
fingerprint-change-renumbered = rinumerata
fingerprint-change-removed = rimossa
