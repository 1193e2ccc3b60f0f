# cr corpus: the documents cr knows, and those the user adds.
# Terms not translated: cr, SPEC, LANG, FILE, URL, TXT.

cli-corpus-about = List every document cr knows (bundled, and those you added), or add, remove and fetch documents
cli-add-about = Add rules texts to your data directory (CR_DATA_DIR): an English release joins the history, a translation the corpus, in every command from then on
cli-remove-about = Remove documents you added (LANG@VERSION); bundled documents stay
cli-fetch-about = Download the newest English release from the publisher's rules page and add it
cli-arg-corpus-files = The files to add (LANG:FILE, or FILE for an English release, which is recognised)
cli-arg-corpus-remove = The documents to remove (LANG@VERSION, as cr corpus lists them)
cli-arg-corpus-url = The rules page to read, or the address of the TXT file itself (default: https://magic.wizards.com/en/rules)
cli-arg-corpus-timeout = Give up after this many seconds (default: 60)

corpus-summary-known = { $count ->
    [one] { $count } document
   *[other] { $count } documents
} ({ $added } added)
corpus-origin-bundled = bundled
corpus-origin-added = added from { $source }
corpus-added = added { $spec }: { $path }
corpus-already = { $spec } is already known: { $path }
corpus-removed = removed { $spec } ({ $file })
corpus-current = already known: { $spec } (the newest release cr knows is en@{ $newest })
corpus-warning-unusable = left out: { $problem }

corpus-error-manifest = { $path }: not a manifest cr can read ({ $detail }); move the data directory aside and add the documents again
corpus-error-damaged = { $path }: changed since it was added as { $spec }; remove it (cr corpus remove { $spec }) and add it again
corpus-error-no-data-dir = no data directory: set CR_DATA_DIR to the directory where added documents are kept
corpus-error-not-release = { $path }: an English text that is not a whole release ({ $rules } rules); only whole releases are added (a translation needs its language: zh:FILE)
corpus-error-other-text = { $path }: { $spec } is already known with another text ({ $known }); remove the one you added first (cr corpus remove { $spec })
corpus-error-remove-spec = { $spec }: name a document you added as LANG@VERSION (cr corpus lists them)
corpus-error-remove-bundled = { $spec } is bundled with cr and cannot be removed
corpus-error-remove-unknown = { $spec } is not a document you added (cr corpus lists them)
corpus-error-fetch = { $url }: cannot download: { $detail }
corpus-error-fetch-no-link = { $url }: no link to the rules' TXT file on this page; give the TXT file's address with --url

error-follows-unknown-release = { $document } follows an English release newer than every one cr knows (the newest is { $newest }; its rules { $rules } are in none): add that release (cr corpus fetch, or cr corpus add FILE), or name it with --follows en:FILE
error-unknown-version-newer = no { $lang } document of version { $version }: the newest cr knows is { $nearest }; add newer releases with cr corpus fetch or cr corpus add FILE

cli-arg-follows = The English release the translation follows (en@DATE, or en:FILE for a release cr does not have), when cr cannot tell
error-follows-not-release = { $spec }: not a whole English release (--follows names the English a translation was made from)
