# The linter: cr lint, cr explain.

cli-lint-about = Check translations against the English version they follow and against each other (with no SPEC: the bundled corpus)
cli-explain-about = Print the documentation of a check (with no argument: the list of checks)
cli-arg-lint-spec = Documents to check (LANG:PATH, PATH, LANG@DATE or LANG); none for the bundled translations
cli-arg-lint-against = Check every document against this one only
cli-arg-lint-format = Output format: human, json, sarif (SARIF 2.1.0) or github (workflow annotations)
cli-arg-lint-config = A cr.toml: severities, checks switched off, extra words, ignored findings
cli-arg-lint-fail-on = Lowest severity that makes the exit code 1 (default: warning)
cli-arg-lint-no-cache = Compile the dictionaries again instead of reusing the spelling verdicts kept in the cache directory
cli-arg-explain-check = A check's code (CR101) or name (renumbered)

lint-level-error = error
lint-level-warning = warning
lint-level-info = info
lint-help = help: { $suggestion }
lint-note-prefix = note:
lint-summary = { $total ->
    [0] no findings
   *[other] { $total } { $total ->
        [one] finding
       *[other] findings
    } ({ $errors } { $errors ->
        [one] error
       *[other] errors
    }, { $warnings } { $warnings ->
        [one] warning
       *[other] warnings
    }, { $infos } info)
}
lint-notice-no-dictionary = no Hunspell dictionary for { $lang } (on Debian or Ubuntu: apt-get install { $package }); spelling is not checked for it
lint-notice-no-dictionary-unpackaged = no Hunspell dictionary for { $lang } (none is packaged for it); spelling is not checked for it
lint-error-config = { $path }: invalid configuration: { $detail }
lint-error-unknown-check = { $check }: no such check (see cr explain)
lint-unknown = unknown finding

lint-renumbered = { $rule } is { $other } in { $counterpart }{ $explained ->
    [none] {""}
   *[other] {""} (explained by { $explained })
}
lint-missing-rule = { $missing } of { $counterpart } has no counterpart here (it would follow { $after })
lint-extra-rule = { $rule } has no counterpart in { $counterpart }
lint-duplicate-number = { $rule } is numbered twice (the other one is on line { $line })
lint-numbering-order = { $kind ->
    [letter] { $rule } uses a letter that rule numbers skip (l and o)
    [skip] { $rule } follows { $previous }: a number is skipped
   *[order] { $rule } comes after { $previous }: out of order
}
lint-stray-text = text that belongs to no rule: “{ $text }” ({ $count ->
    [one] 1 paragraph
   *[other] { $count } paragraphs
})
lint-missing-symbol = a symbol was lost here: “{ $text }”
lint-symbol-mismatch = symbols differ from { $counterpart } { $other }: { $here ->
    [none] none
   *[other] { $here }
} here, { $there ->
    [none] none
   *[other] { $there }
} there
lint-malformed-symbol = malformed symbol “{ $symbol }”
lint-number-mismatch = { $here } here, { $there } in { $counterpart } { $other }
lint-xref-mismatch = reference to { $here } here, { $there } in { $counterpart } { $other }
lint-dangling-xref = rule { $target } does not exist in { $version }
lint-english-erratum = the English cites rule { $cited } as “{ $title }”, which is rule { $right } in { $version }
lint-bound-mismatch = { $change ->
    [strictness] { $counterpart } { $other } says “{ $theirs }”, { $there ->
        [strict] the bound excluded
       *[inclusive] the bound included
    }; this rule says “{ $mine }”, { $here ->
        [strict] the bound excluded
       *[inclusive] the bound included
    }
   *[reversed] { $there ->
        [below] { $counterpart } { $other } bounds from below (at least)
       *[above] { $counterpart } { $other } bounds from above (at most)
    }, this rule from { $here ->
        [below] below
       *[above] above
    }
}
lint-missing-xref = { $count ->
    [one] no reference to { $there } here; { $counterpart } { $other } refers to it
   *[other] no reference to { $there } here; { $counterpart } { $other } refers to them
}
lint-missing-sentence = { $rule } lacks a sentence of { $counterpart } { $other }: “{ $sentence }”
lint-extra-sentence = a sentence with no counterpart in { $counterpart } { $other }: “{ $sentence }”
lint-unbalanced-brackets = { $kind ->
    [reversed] “{ $mark }” is the wrong way round: “{ $other }” was meant
    [closing] “{ $mark }” closes nothing
   *[opening] “{ $mark }” is never closed
}
lint-spelling = “{ $word }” is not in the { $lang } dictionary
lint-typo = “{ $phrase }” occurs once; “{ $frequent }” occurs { $count } times
lint-terminology = “{ $term }” is “{ $rendering }” in { $count } of { $total } rules, not here
lint-untranslated = { $kind ->
    [reference] cross-reference left in English (rule { $rule }): “{ $text }”
    [systematic] cross-references left in English in { $count } rules, here “{ $text }” (rule { $rule }); the others are listed below
    [template] English template left untranslated: “{ $text }”
   *[run] untranslated English: “{ $text }”
}
lint-folded = also { $code } { $check }: { $message }
lint-folded-more = … and { $count } more of the same (all of them in --format json)
lint-hidden = { $count } { $count ->
    [one] finding
   *[other] findings
} below { $severity } hidden (--min-severity info shows them)
cli-arg-lint-min-severity = Lowest severity shown (default: warning for human output, info for json, sarif and github)
cli-arg-lint-color = When to colour the human output: auto (a terminal, unless NO_COLOR is set), always, never
lint-dropped-content = { $change ->
    [added] “{ $rendering }” usually renders “{ $word }” (in { $count } of { $total } rules), which this English rule does not have
    [short] the sentence is far shorter than this translation makes such English (length { $count }, usually about { $total }): a clause may be missing
    [sentence] “{ $word }” is usually rendered “{ $rendering }” (in { $count } of { $total } rules), not in the sentence that pairs with its English
   *[dropped] “{ $word }” is usually rendered “{ $rendering }” (in { $count } of { $total } rules), not in this rule
}
lint-polarity = { $change ->
    [lost] the English sentence negates (“{ $word }”) and its translation does not
   *[added] the translation negates (“{ $word }”) and the English sentence does not
}
lint-term-swap = “{ $term }” (usually “{ $rendering }”) is rendered here as “{ $here }”, the rendering of “{ $other }”
lint-inconsistency = “{ $english }” is translated “{ $usual }” in { $count } rules; here { $change ->
    [negation-lost] without its negation (“{ $removed }”)
    [negation-added] with a negation (“{ $inserted }”)
    [replaced] “{ $inserted }” for “{ $removed }”, the rendering of “{ $word }”
   *[missing] without “{ $removed }”, the rendering of “{ $word }”
}
lint-staleness = the translation follows the English of { $version }: it renders { $old }, since removed from the English{ $newcount ->
    [0] {""}
   *[other] , and not { $new }, added since
}
