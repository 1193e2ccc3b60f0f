# Allineamento: cr align, cr diff, cr fingerprint.

cli-align-about = Abbina ogni regola di SINISTRA alla sua controparte in DESTRA, per contenuto, tra lingue e versioni
cli-arg-left = Il documento di sinistra (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG)
cli-arg-right = Il documento di destra (LANG:PERCORSO, PERCORSO, LANG@DATA o LANG)
cli-arg-align-format = Formato di uscita: text, json, tsv (una coppia per riga, con entrambi i testi) o tmx (TMX 1.4 per gli strumenti CAT)
align-summary = { $left } ⇄ { $right }: { $pairs } coppie ({ $renumbered } rinumerate), { $left_only } solo a sinistra, { $right_only } solo a destra
align-left-only = solo a sinistra: { $rule }
align-right-only = solo a destra: { $rule }
