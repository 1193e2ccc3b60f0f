# cr review: the rules of a translation most likely mistranslated, first.
cli-review-about = Rank every rule of a whole translation by how likely it is mistranslated, with the evidence, so that a reviewer reads the likeliest first
cli-arg-review-spec = The translation to review (LANG:PATH, PATH or LANG@DATE): a whole rules text
cli-arg-review-against = The English to compare with (default: the release the translation follows)
cli-arg-review-top = Show the first N rules (default for the human output: 20; JSON: every rule)
cli-arg-review-share = Show the first share of the rules, in percent (10%)
review-header = The { $shown } rules of { $total } most worth reading in { $document }, compared with { $against }, likeliest first (score: the chance a reviewer finds something wrong):
review-counterpart = English { $rule }
review-evidence-short = a sentence { $spreads } spreads shorter than this translation writes such English
review-evidence-missing = words the translation renders almost everywhere are not rendered here: “{ $words }”
review-evidence-unmatched = { $count ->
        [one] a sentence with no counterpart in the other text
       *[other] { $count } sentences with no counterpart in the other text
    }
review-evidence-no-counterpart = no English rule pairs with this rule
review-error-not-whole = `cr review` ranks the rules of a whole translation against its English: { $spec } is English or too short to learn from (quote a whole rules text, or use `cr lint`)
review-error-share = --share: “{ $value }” is not a percentage from 0 to 100 (such as 10%)
