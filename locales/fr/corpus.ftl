# cr corpus : les documents que cr connaît, et ceux que l'utilisateur ajoute.
# Termes non traduits : cr, SPEC, LANG, FILE, URL, TXT.

cli-corpus-about = Lister tous les documents que cr connaît (fournis, et ceux que vous avez ajoutés), ou ajouter, retirer et télécharger des documents
cli-add-about = Ajouter des textes de règles à votre dossier de données (CR_DATA_DIR) : une version anglaise rejoint l'historique, une traduction le corpus, dans toutes les commandes à partir de là
cli-remove-about = Retirer des documents que vous avez ajoutés (LANG@VERSION) ; les documents fournis restent
cli-fetch-about = Télécharger la version anglaise la plus récente depuis la page des règles de l'éditeur et l'ajouter
cli-arg-corpus-files = Les fichiers à ajouter (LANG:FILE, ou FILE pour une version anglaise, qui est reconnue)
cli-arg-corpus-remove = Les documents à retirer (LANG@VERSION, comme cr corpus les liste)
cli-arg-corpus-url = La page des règles à lire, ou l'adresse du fichier TXT lui-même (par défaut : https://magic.wizards.com/en/rules)
cli-arg-corpus-timeout = Abandonner après ce nombre de secondes (par défaut : 60)

corpus-summary-known = { $count ->
    [one] { $count } document
   *[other] { $count } documents
} ({ $added } ajoutés)
corpus-origin-bundled = fourni
corpus-origin-added = ajouté depuis { $source }
corpus-added = ajouté { $spec } : { $path }
corpus-already = { $spec } est déjà connu : { $path }
corpus-removed = retiré { $spec } ({ $file })
corpus-current = déjà connue : { $spec } (la version la plus récente que cr connaît est en@{ $newest })
corpus-warning-unusable = laissé de côté : { $problem }

corpus-error-manifest = { $path } : un manifeste que cr ne sait pas lire ({ $detail }) ; mettez le dossier de données de côté et ajoutez de nouveau les documents
corpus-error-damaged = { $path } : modifié depuis son ajout comme { $spec } ; retirez-le (cr corpus remove { $spec }) et ajoutez-le de nouveau
corpus-error-no-data-dir = pas de dossier de données : indiquez dans CR_DATA_DIR le dossier où garder les documents ajoutés
corpus-error-not-release = { $path } : un texte anglais qui n'est pas une version complète ({ $rules } règles) ; seules les versions complètes s'ajoutent (une traduction a besoin de sa langue : zh:FILE)
corpus-error-other-text = { $path } : { $spec } est déjà connu avec un autre texte ({ $known }) ; retirez d'abord celui que vous avez ajouté (cr corpus remove { $spec })
corpus-error-remove-spec = { $spec } : nommez un document que vous avez ajouté sous la forme LANG@VERSION (cr corpus les liste)
corpus-error-remove-bundled = { $spec } est fourni avec cr et ne peut pas être retiré
corpus-error-remove-unknown = { $spec } n'est pas un document que vous avez ajouté (cr corpus les liste)
corpus-error-fetch = { $url } : téléchargement impossible : { $detail }
corpus-error-fetch-no-link = { $url } : aucun lien vers le fichier TXT des règles sur cette page ; donnez l'adresse du fichier TXT avec --url

error-follows-unknown-release = { $document } suit une version anglaise plus récente que toutes celles que cr connaît (la plus récente est { $newest } ; ses règles { $rules } ne sont dans aucune) : ajoutez cette version (cr corpus fetch, ou cr corpus add FILE), ou nommez-la avec --follows en:FILE
error-unknown-version-newer = aucun document { $lang } de version { $version } : le plus récent que cr connaît est { $nearest } ; ajoutez les versions plus récentes avec cr corpus fetch ou cr corpus add FILE

cli-arg-follows = La version anglaise que suit la traduction (en@DATE, ou en:FILE pour une version que cr n'a pas), quand cr ne peut pas le dire
error-follows-not-release = { $spec } : pas une version anglaise complète (--follows nomme l'anglais d'où vient une traduction)
