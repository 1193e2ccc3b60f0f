# Cost engine: trace steps (engine-action-*) and errors (engine-error-*).
# The CLI prints each step after its subrule, e.g. "601.2b  X = 5", "118.7a  − {1}".
# Costs ($cost, $applied, $mana, …) are mana-cost strings such as {1}{R}; they are not translated.

## Trace steps

engine-action-start = { $from ->
    [alternative] start from the alternative cost { $cost }
   *[mana-cost] start from the mana cost { $cost }
}
engine-action-additional = { $times ->
    [1] + { $cost } (additional cost)
   *[other] + { $cost } × { $times } (additional cost)
}
engine-action-increase = + { $cost } (cost increase)
engine-action-announce-x = { $variable } = { $value }
engine-action-phyrexian-life = { $symbol } paid with { $life } life
engine-action-phyrexian-mana = { $symbol } paid with mana
engine-action-hybrid-choice = { $symbol } paid as { $half }
engine-action-reduce-half = { $symbol } of the reduction taken as { $half }
engine-action-reduce = − { $applied } (cost reduction { $cost })
engine-action-reduced-to-zero = mana reduced to nothing: the cost is {"{"}0{"}"}
engine-action-minimum = costs at least { $n }: + { $added }
engine-action-locked = total cost locked in
engine-action-propose = { $card } moves to the stack
engine-action-announce-mode = mode: { $mode }
engine-action-announce-alternative = alternative cost { $name }: { $cost }
engine-action-announce-additional = { $times ->
    [1] additional cost { $name }: { $cost }
   *[other] additional cost { $name }: { $cost } × { $times }
}
engine-action-announce-targets = target { $target } ({ $count }): { $objects }
engine-action-divide = { $object } receives { $amount }
engine-action-legality-check = the spell can legally be cast
engine-action-activate-mana-ability = mana ability of { $source }: + { $mana }
engine-action-pay-mana = pay { $mana }
engine-action-pay-life = pay { $life } life
engine-action-become-cast = { $card } becomes cast

## Errors ($rule is the subrule that makes the action illegal)

engine-error-parse-empty = no mana symbol in the cost
engine-error-parse-text-outside-braces = unexpected text “{ $text }” at byte { $offset }: every symbol is written in braces, such as {"{"}2{"}"}{"{"}W{"}"}
engine-error-parse-unclosed-brace = unclosed brace “{ $text }” at byte { $offset }
engine-error-parse-empty-symbol = empty braces “{ $text }” at byte { $offset }
engine-error-parse-unknown-symbol = unknown mana symbol “{ $text }” at byte { $offset } (see rule 107.4)
engine-error-parse-number-too-large = number too large “{ $text }” at byte { $offset }
engine-error-parse-cost-too-large = cost too large at “{ $text }”, byte { $offset }
engine-error-phyrexian-choice = “{ $text }” is not a Phyrexian choice: write life or mana
engine-error-scenario = unreadable scenario: { $detail }
engine-error-overflow = { $rule }: a number is too large to compute the cost
engine-error-card-not-in-hand = { $rule }: { $card } is not in the hand
engine-error-wrong-mode-count = { $rule }: { $expected } { $expected ->
        [one] mode
       *[other] modes
    } to choose, { $got } announced
engine-error-unknown-mode = { $rule }: the spell has no mode “{ $mode }”
engine-error-duplicate-mode = { $rule }: the mode “{ $mode }” is chosen twice
engine-error-two-alternative-costs = { $rule }: two alternative costs ({ $first } and { $second }) can't be applied to one spell
engine-error-unknown-cost = { $rule }: the spell has no cost “{ $name }”
engine-error-cost-not-repeatable = { $rule }: the additional cost { $name } can be paid only once ({ $times } announced)
engine-error-no-variable = { $rule }: { $variable } = { $value } announced, but no cost contains {"{"}{ $variable }{"}"}
engine-error-variable-must-be-zero = { $rule }: cast without paying a cost with {"{"}{ $variable }{"}"}, the only legal value of { $variable } is 0 (not { $value })
engine-error-hybrid-choice-unmatched = { $rule }: no hybrid symbol left can be paid as { $half }
engine-error-hybrid-unannounced = { $rule }: { $symbols } without an announced nonhybrid half: give --hybrid once per hybrid symbol, in the order the cost prints them
engine-error-phyrexian-choice-unmatched = { $rule }: { $count } Phyrexian { $count ->
        [one] choice
       *[other] choices
    } for fewer Phyrexian symbols
engine-error-phyrexian-unannounced = { $rule }: { $symbols } without a choice of life or mana: give --phyrexian once per Phyrexian symbol, in the order the cost prints them
engine-error-wrong-target-count = { $rule }: target { $target } needs { $min } to { $max } { $max ->
        [one] target
       *[other] targets
    }, { $got } chosen
engine-error-duplicate-target = { $rule }: { $object } is chosen twice for the same target { $target }
engine-error-illegal-target = { $rule }: { $object } is not a legal choice for target { $target }
engine-error-unexpected-target = { $rule }: the spell doesn't require target { $target }
engine-error-division-not-target = { $rule }: { $object } is not a target of the division
engine-error-division-zero = { $rule }: the target { $object } must receive at least one
engine-error-division-sum = { $rule }: the division adds up to { $got }, not { $expected }
engine-error-sorcery-timing = { $rule }: this spell can be cast only in your main phase, when the stack is empty
engine-error-variable-in-reduction = { $rule }: the cost reduction { $cost } contains a variable; give its number
engine-error-too-many-reductions = { $rule }: { $count } cost reductions; at most { $max } can be searched for the best order
engine-error-unknown-mana-source = { $rule }: { $source } has no mana ability
engine-error-mana-source-tapped = { $rule }: { $source } is already tapped
engine-error-unpayable = { $rule }: the total cost { $cost } can't be paid from { $pool }
engine-error-not-enough-life = { $rule }: { $life } life to pay, but the life total is { $total }
engine-error-variable-unannounced = { $rule }: the cost has { $variable } and no value was announced for it: give --x (0 if that is the value)
engine-error-negative-number = { $rule }: { $variable } = { $value }: a player cannot choose a negative number
engine-error-no-mana-cost = { $rule }: the spell has no mana cost, so its cost is unpayable{ $changed ->
        [yes] , increased or not
       *[no] {""}
    }; only an alternative cost (--alternative, {"{"}0{"}"} for "without paying its mana cost") can be paid
engine-error-reduction-half-unannounced = { $rule }: no half was chosen for { $symbol } of the reduction { $reduction }: give --reduce-half once per hybrid symbol of the reductions, or --best
engine-error-reduction-half-unmatched = { $rule }: { $half } is not a half of { $symbol }
engine-error-reduction-half-unused = { $rule }: { $count } { $count ->
        [one] half
       *[other] halves
    } given (from { $half }) for no hybrid symbol of the reductions
