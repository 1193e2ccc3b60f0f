# comprules (cr) : la ligne de commande, les erreurs et les commandes de lecture.
# Termes non traduits : cr, JSON, SPEC, LANG.

## Ligne de commande
cli-about = La référence multilingue et le correcteur des Règles complètes de Magic : L'Assemblée.
cli-usage-heading = Utilisation :
cli-commands-heading = Commandes
cli-options-heading = Options
cli-arguments-heading = Arguments
cli-arg-help = Afficher l'aide
cli-arg-version = Afficher la version
cli-arg-ui-lang = Langue de l'interface (en-US, fr, it) ; par défaut selon LC_ALL, LC_MESSAGES ou LANG
cli-arg-json = Écrire du JSON : comme --format json
cli-arg-format = Format de sortie : text, ou json (une forme stable, décrite dans docs/reference/commands.md)
cli-arg-rules-format = Format de sortie : text (les numéros de règle), json, ou tsv (chaque numéro avec son texte joint, séparés par une tabulation)
cli-arg-shell = L'interpréteur : bash, elvish, fish, powershell ou zsh
cli-arg-man-command = Une commande dont écrire la page (comme show) ; par défaut : la page de cr
cli-completions-about = Écrire un script de complétion pour un interpréteur (bash : cr completions bash > /etc/bash_completion.d/cr)
cli-man-about = Écrire la page de manuel (roff) de cr ou d'une de ses commandes (cr man | man -l -)
cli-arg-show-in = Un document à lire (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG) ; répétable ; par défaut : l'anglais du jour, puis chaque traduction (fournie ou ajoutée) ; les versions anglaises plus anciennes avec --all-releases
cli-arg-search-in = Un document où chercher (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG) ; répétable ; par défaut : l'anglais du jour, chaque traduction (fournie ou ajoutée) et la version anglaise que chacune suit
cli-arg-spec = Le document (LANG:CHEMIN, CHEMIN, LANG@DATE ou LANG)
cli-arg-rule = Une règle comme on l'écrit : 601.2f, 601.2F, rule 601.2f, CR 601.2f, 601.2 f, R6012f, 601.2 ou 601 (avec ses sous-règles), ou une section comme 6
cli-arg-all-releases = Montrer aussi la règle dans chaque version anglaise fournie, de la plus récente à la plus ancienne, après l'anglais du jour et les traductions
cli-arg-rules-text = Comme --format tsv
cli-show-about = Afficher une règle, ses sous-règles et ses exemples, dans chaque document qui la contient
cli-rules-about = Lister les numéros de règle d'un document, dans l'ordre du document
cli-info-about = Décrire un document : langue, version, encodage, fins de ligne et décomptes

cli-error-unknown-argument = argument inconnu { $arg }
cli-error-unknown-command = commande inconnue { $command }
cli-error-missing-argument = argument manquant { $arg }
cli-error-invalid-value = valeur { $value } invalide pour { $arg }
cli-error-invalid-value-allowed = valeur { $value } invalide pour { $arg } (valeurs permises : { $allowed })
cli-error-conflict = { $arg } ne peut pas être utilisé avec { $other }
cli-error-repeated = { $arg } ne peut être donné qu'une fois
cli-error-unexpected-value = valeur inattendue { $value }
cli-error-did-you-mean = vouliez-vous dire { $suggestion } ?
cli-warning-ui-lang = pas d'interface en { $lang } ; interface en { $used } (disponibles : en-US, fr, it)
cli-error-usage = arguments invalides
cli-error-try-help = Pour en savoir plus, essayez « --help ».

## Erreurs : une ligne chacune, qui nomme l'entrée
error-prefix = erreur :
warning-prefix = avertissement :
error-not-found = { $path } : fichier introuvable
error-is-directory = { $path } : c'est un répertoire, pas un fichier
error-io = { $path } : lecture impossible : { $detail }
error-empty = { $path } : le fichier est vide
error-binary = { $path } : ce n'est pas un fichier texte (octet NUL à l'octet { $offset })
error-invalid-utf8 = { $path } : UTF-8 invalide à l'octet { $offset }
error-too-large = { $path } : le fichier est trop gros ({ $size } Mio ; la limite est de { $limit } Mio)
error-no-rules = { $document } : aucune règle numérotée trouvée
error-need-language = { $path } : langue inconnue ; indiquez-la devant le chemin, comme fr:{ $path }
error-bad-language = { $lang } : ce n'est pas une étiquette de langue (utilisez une étiquette BCP 47 comme en, fr, it, zh)
error-unknown-language = aucun document fourni en langue { $lang } (fournis : { $available })
error-unknown-version = aucun document { $lang } connu en version { $version } ; vouliez-vous dire { $lang }@{ $nearest } ? (cr corpus liste tous les documents connus)
error-unknown-version-between = aucun document { $lang } connu en version { $version } : cette date tombe entre { $lang }@{ $before } et { $lang }@{ $after } (cr corpus liste tous les documents connus)
error-unknown-language-tag = { $lang } : langue inconnue (connues : { $known })
error-bad-rule-number = { $input } : ce n'est pas un numéro de règle (attendu : un numéro comme 601.2f)
error-write = { $path } : écriture impossible : { $detail }

## show
show-document-header = { $lang }@{ $version } ({ $document })
show-not-found = aucun document n'a de règle { $rule }
show-counterpart = la { $rule } de l'anglais d'aujourd'hui ({ $today }) est ici la { $here } ; son anglais d'alors : { $then }
show-no-counterpart = pas d'équivalent de la { $rule } de l'anglais d'aujourd'hui ({ $today }) ; son anglais d'alors : { $then }

## info
info-document = Document
info-lang = Langue
info-version = Version
info-title = Titre
info-effective-date = Date d'entrée en vigueur
info-encoding = Encodage
info-line-endings = Fins de ligne
info-bytes = Octets
info-sections = Sections
info-headings = Titres de règle
info-rules = Règles numérotées
info-examples = Exemples
info-glossary = Entrées du glossaire
info-stray = Segments de texte égaré
info-credits = Crédits
info-yes = oui
info-no = non
info-none = (aucune)

## corpus
cli-stats = travail fait : { $parsed } documents analysés, { $aligned } paires alignées par le contenu, { $composed } alignées par l'historique, { $decided } décisions de la version suivie
