# comprules (cr): full-text search (cr search, cr index).
# Terms not translated: cr, JSON, SPEC, LANG, QUERY.

## Command line
cli-search-about = Search the rules in every language: words, "phrases", AND/OR/NOT, +word, -word, rule numbers
cli-index-about = Build the search index, or check that it is up to date
cli-arg-query = What to look for: words, "phrases", AND, OR, NOT, +word, -word or a rule number such as 601.2f
cli-arg-limit = Show at most N hits
cli-arg-translations = Show each hit's counterparts in these languages (comma-separated, or all)
cli-arg-rebuild = Build the index again even if it is up to date
cli-arg-index-specs = The documents to index (LANG:PATH, PATH, LANG@DATE or LANG); default: today's English, every translation (bundled or added) and the English release each follows

## Hits
search-hit-rule = { $rank }. { $lang }@{ $version } { $rule }  (score { $score })
search-hit-heading = { $rank }. { $lang }@{ $version } { $rule }. (heading, score { $score })
search-hit-glossary = { $rank }. { $lang }@{ $version } glossary: { $term }  (score { $score })
search-translation = { $lang }@{ $version } { $rule }: { $text }
search-no-hits = no results for { $query } in { $documents }
search-no-hits-hint = older English releases are searched when named: --in en@DATE (cr corpus lists them)
search-read = read “{ $typed }” as the rules’ { $rules }

## Index
search-cache-unwritable = cannot write the index cache in { $dir } ({ $reason }); searching an index built in memory
search-error-index = the search index cannot be used: { $detail }
search-error-empty-query = the query has nothing to search for
index-progress-document = indexed { $lang }@{ $version }: { $entries ->
    [one] { $entries } entry
   *[other] { $entries } entries
}
index-progress-commit = writing the index…
index-built = index built: { $entries } { $entries ->
        [one] entry
       *[other] entries
    } from { $documents } { $documents ->
        [one] document
       *[other] documents
    } in { $seconds } s ({ $path })
index-up-to-date = index up to date: { $entries } { $entries ->
        [one] entry
       *[other] entries
    } ({ $path })
index-memory = in memory
