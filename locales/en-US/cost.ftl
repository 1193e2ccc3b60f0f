# The engine's commands: cr cost, cr cast, cr coverage.

cli-cost-about = Compute a spell's total cost by 601.2f and 118.7, with every step citing its rule
cli-cast-about = Cast a spell from a scenario file, step by step (601.2a–i)
cli-coverage-about = Each subrule the engine executes (118.6, 118.7, 601.2) in a document, the English rule it reaches, and its code and tests
cli-arg-cost-mana-cost = The mana cost, such as {"{"}X{"}"}{"{"}R{"}"} or {"{"}2{"}"}{"{"}W/U{"}"}; none for a card with no mana cost (118.6)
cli-arg-cost-x = The value announced for X (601.2b); required when a cost has X
cli-arg-cost-alternative = An alternative cost paid instead of the mana cost (at most one)
cli-arg-cost-additional = An additional cost, such as a kicker; 3x{"{"}1{"}"}{"{"}G{"}"} for a multikicker paid three times
cli-arg-cost-increase = A cost increase
cli-arg-cost-reduce = A cost reduction (118.7), applied in the order given; colored:{"{"}W{"}"}{"{"}B{"}"} for an effect that reduces only colored mana, generic:{"{"}2{"}"} for one that reduces only generic mana
cli-arg-cost-minimum = An effect that makes the spell cost at least N (such as Trinisphere)
cli-arg-cost-hybrid = The half announced for a hybrid symbol, such as W or 2: one per hybrid symbol, in the order the cost prints them
cli-arg-cost-phyrexian = How a Phyrexian symbol is paid, life or mana: one per Phyrexian symbol, in the order the cost prints them
cli-arg-cost-reduce-half = The half chosen for a hybrid symbol of a reduction as it is applied (118.7e), such as W or 2: one per hybrid symbol, in the order of the reductions
cli-arg-cost-best-order = Also search every order of the reductions, and both halves of each hybrid symbol of them not given, for the cheapest total
cli-arg-scenario = A scenario file (TOML), such as rules/examples/601.2f-kicker-two-reducers.toml
cost-total = total cost { $total } (mana value { $mana_value }, X = { $x }, life { $life })
cost-best-order-mattered = cheapest order of the reductions: { $order } (the order matters)
cost-best-order-same = every order of the reductions gives the same total ({ $order })
cost-best-halves-mattered = cheapest halves of the reductions' hybrid symbols: { $halves } (the halves matter)
cost-best-halves-same = the halves of the reductions' hybrid symbols do not change the total ({ $halves })
cast-legal = the spell is cast; total cost { $total }
cast-illegal = illegal: { $message }; the game returns to the moment before the proposal
cast-mismatch = expected { $field } = { $expected }, got { $actual }
cast-error-scenario = { $path }: unreadable scenario: { $detail }
coverage-line = { $rule } → { $canonical }: { $implementations } { $implementations ->
        [one] implementation
       *[other] implementations
    }, { $tests } { $tests ->
        [one] test
       *[other] tests
    }
