# comprules (cr): full-text search (cr search, cr index).
# Terms not translated: cr, JSON, SPEC, LANG, QUERY.

## Command line
cli-search-about = Search the rules in every language: words, "phrases", AND/OR/NOT, +word, -word, rule numbers
cli-index-about = Build the search index, or check that it is up to date
cli-arg-query = What to look for: words, "phrases", AND, OR, NOT, +word, -word or a rule number such as 601.2f
cli-arg-limit = Show at most N hits
cli-arg-translations = Show each hit's counterparts in these languages (comma-separated, or all)
cli-arg-explain = Show under each hit why it ranks where it does: the signals of the ranking that raised or lowered it
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

## Why a hit ranks where it does (--explain)
search-why = why:
search-why-reference = the rule asked for by number ({ $rule })
search-why-reference-under = under the rule asked for by number ({ $rule })
search-why-words-name = words of the query in its term or title: { $words }
search-why-words-text = words of the query in its text: { $words }
search-why-words-examples = words of the query in its examples: { $words }
search-why-players = the players’ words “{ $typed }” searched as the rules’ { $rules }, which it has
search-why-coverage = covers { $percent }% of the query’s weight
search-why-typed = its language has { $words ->
    [one] { $words } word
   *[other] { $words } words
} of the query as typed
search-why-other-script = written in another script than the query: after the others
search-why-variant = a rule of a variant the query does not name: weighed down
search-why-older-release = an older release than the newest of its language among the hits: after it
search-why-term = under the rules of the game term “{ $term }” the query names: raised
search-why-term-row = the query’s other words in a row in it
search-why-term-both = it names two of the query’s terms
search-why-term-lead = the rule the term “{ $term }”, named alone, leads to
search-why-definition = cited by the glossary entry “{ $term }”, whose definition meets the query
search-why-pointer = rule { $rule } names “{ $name }” and points here
search-why-title = stands for the title { $rule } above it
search-why-below-rules = a glossary entry or heading: after the first rules
search-why-meaning = close in meaning to the question (the model ranks it { $rank } among the rules)

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
